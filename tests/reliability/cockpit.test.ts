/**
 * The site against a real Cockpit v1 (tests/support/cockpit.ts), through its own pages (the built
 * server): what an editor enters in Cockpit is what the page shows, in de/en/it; an edit shows at
 * once with the webhook and within a poll without it; failures of the real server (stopped, slow,
 * wrong token, a collection that does not exist, an entry with missing fields) give the spec's
 * behaviour: logged, an empty state or the last good content, never a 500.
 *
 * One Cockpit for the whole file, seeded with the embedded content by the seeder operators use
 * (`npm run cms:seed`), so the comparison with the embedded site checks the seeder, the content
 * model and the adapter together. Skipped, saying why, without the archive or without a build.
 *
 * Over 400 lines: every case shares that one seeded Cockpit (starting and seeding one takes seconds on two
 * loaded cores); split into files, each would start its own.
 */
import { readFileSync } from "node:fs";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { COCKPIT_COLLECTIONS } from "#app/content/cockpit/model.ts";
import { COLLECTION_NAMES } from "#app/content/collections.server.ts";
import { previewLink } from "#app/content/preview.server.ts";
import { ROUTE_TABLE } from "#app/i18n/route-table.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { checkCockpit } from "#scripts/cms/check.ts";
import { seedCockpit } from "#scripts/cms/seed.ts";
import { COCKPIT_SKIP, startTestCockpit, type TestCockpit } from "../support/cockpit.ts";
import { BUILD_MISSING, firstJobSlug, rawRequest, SKIP_MESSAGE, sleep, type Site, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const COCKPIT_PORT = 3543;
/** The site with the webhook (no poll), the one with a poll (no webhook), the embedded one to compare with. */
const SITE_PORT = 3542;
const POLLING_SITE_PORT = 3544;
const EMBEDDED_SITE_PORT = 3545;
const WRONG_TOKEN_SITE_PORT = 3546;
const IMPATIENT_SITE_PORT = 3547;
const TOKEN = "cockpit-test-token-58a1";
const SECRET = "cockpit-test-webhook-secret-77d0";
const PREVIEW_SECRET = "cockpit-test-preview-secret-0f3a9c21d7e4";
const POLL_MS = 1000;
/**
 * The impatient site's CONTENT_TIMEOUT_MS: short enough to see it run out on the slowed FAQs, long
 * enough that php -S answers the other collections within it on two loaded cores (a read that misses
 * it is not tried again for 30 s, and "what was loaded stays" needs the press page loaded once).
 */
const TIMEOUT_MS = 5000;
const NO_DATA = "Keine Daten vorhanden :(";
const SKIP = BUILD_MISSING ? SKIP_MESSAGE : COCKPIT_SKIP;
if (SKIP) console.warn(`[reliability] cockpit.test.ts skipped: ${SKIP}`);

let cockpit: TestCockpit;
let site: Site;
let pollingSite: Site;
const started: Site[] = [];

const get = (s: Site, target: string) => rawRequest({ port: s.port, target, headers: { "accept-encoding": "identity" } });

/** A page's visible texts and image sizes in order (scripts and image sources left out: Cockpit's images live elsewhere). */
function shown(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<head>[\s\S]*?<\/head>/, "");
  const images = [...body.matchAll(/<img [^>]*?width="(\d+)" height="(\d+)"/g)].map((m) => `[img ${m[1]}×${m[2]}]`);
  const texts = body
    .split(/<[^>]+>/)
    .map((text) => text.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  return [...texts, ...images];
}

function pathOf(page: keyof typeof ROUTE_TABLE, language: Language): string {
  return (ROUTE_TABLE[page] as Record<Language, string>)[language].replace(":job", firstJobSlug());
}

/** Polls `check` until it holds or `ms` pass; returns how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await sleep(100);
  }
  return Date.now() - start;
}

const pageShows = (s: Site, target: string, text: string) => async () => (await get(s, target)).body.includes(text);

describe.skipIf(SKIP)("the site against a real Cockpit", () => {
  beforeAll(async () => {
    cockpit = await startTestCockpit(COCKPIT_PORT, TOKEN);
    await seedCockpit({ apiUrl: cockpit.apiUrl, token: TOKEN });
    // These sites check what Cockpit's content looks like, not how long it may take (the impatient site
    // below does): php -S on two cores shared with the other reliability files, answering both sites'
    // start-up reads (the search index reads FAQs and jobs in three languages), can take seconds.
    const cockpitEnv = { CONTENT_API_URL: cockpit.apiUrl, CONTENT_API_TOKEN: TOKEN, CONTENT_TIMEOUT_MS: "10000" };
    [site, pollingSite] = await Promise.all([
      startSite(SITE_PORT, { ...cockpitEnv, CONTENT_WEBHOOK_SECRET: SECRET, PREVIEW_SECRET, CONTENT_POLL_MS: "0", LOG_IN_TESTS: "1" }),
      startSite(POLLING_SITE_PORT, { ...cockpitEnv, CONTENT_POLL_MS: String(POLL_MS), LOG_IN_TESTS: "1" }),
    ]);
    started.push(site, pollingSite);
    cockpit.setWebhook({
      name: "site",
      url: `${site.origin}/hooks/cockpit`,
      events: ["collections.save.after", "collections.remove.after"],
      headers: { "X-Webhook-Secret": SECRET },
    });
  });
  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop()));
    await cockpit?.stop();
  });

  it("every content page shows in de, en and it what the embedded content shows (texts, groups, order, image sizes, footer links)", async () => {
    const embedded = await startSite(EMBEDDED_SITE_PORT);
    started.push(embedded);
    const pages = ["about", "job-detail", "faq", "press", "press-articles", "ads", "premium"] as const;
    for (const language of LANGUAGE_CODES) {
      for (const page of pages) {
        const target = pathOf(page, language);
        const [fromCockpit, fromFiles] = await Promise.all([get(site, target), get(embedded, target)]);
        expect(fromCockpit.status, target).toBe(200);
        let expected = shown(fromFiles.body);
        let actual = shown(fromCockpit.body);
        // The about page orders the team anew on every request.
        if (page === "about") [expected, actual] = [expected.sort(), actual.sort()];
        // A content source that failed says why in the site's log: part of the message.
        const failures = site.logs.filter((line) => line.includes("source_failure")).join("\n");
        expect(actual, `${target}\n${failures}`).toEqual(expected);
        expect(actual.length, target).toBeGreaterThan(20);
      }
    }
    expect(site.logs.join("\n")).not.toMatch(/left out|source_failure/);
  });

  it("seeding again (a restart of `npm run cms`) keeps every entry as editors left it and creates only what is missing", async () => {
    const { entries } = await cockpit.api<{ entries: Record<string, string>[] }>("GET", "/collections/get/team");
    const member = entries[0]!;
    await cockpit.api("POST", "/collections/save/team", { data: { _id: member._id, role: "Chefredakteurin (bearbeitet)" } });
    try {
      const report = await seedCockpit({ apiUrl: cockpit.apiUrl, token: TOKEN });
      expect(report.entries.created).toBe(0);
      expect(report.entries.kept).toBeGreaterThan(20);
      const after = await cockpit.api<{ entries: Record<string, string>[] }>("GET", "/collections/get/team");
      expect(after.entries.find((entry) => entry._id === member._id)?.role).toBe("Chefredakteurin (bearbeitet)");
      expect(after.entries).toHaveLength(entries.length);
    } finally {
      await cockpit.api("POST", "/collections/save/team", { data: { _id: member._id, role: member.role } });
    }
  });

  it("every collection's entry list in Cockpit shows fields an editor recognises an entry by", async () => {
    for (const name of COLLECTION_NAMES) {
      const definition = await cockpit.api<{ fields: { name: string; lst?: boolean }[] }>("GET", `/collections/collection/${name}`);
      expect(
        definition.fields.filter((field) => field.lst).map((field) => field.name),
        name,
      ).toEqual(COCKPIT_COLLECTIONS[name].listed);
    }
  });

  it("the webhook the local Cockpit sets has its dates as Cockpit's own editor stores them (its list shows them)", () => {
    const hooks = JSON.parse(cockpit.php("echo json_encode($app->storage->find('cockpit/webhooks')->toArray());")) as { name: string; _created?: unknown }[];
    const hook = hooks.find((candidate) => candidate.name === "site");
    expect(hook?._created).toEqual(expect.any(Number));
    expect(Math.abs(Number(hook?._created) - Date.now() / 1000)).toBeLessThan(3600);
  });

  it("Cockpit is installed: its admin account exists (any first request creates the databases, not the account)", () => {
    expect(cockpit.php("echo json_encode(array_column($app->storage->find('cockpit/accounts')->toArray(), 'user'));").trim()).toBe('["admin"]');
  });

  it("a change of the webhooks never leaves Cockpit without its webhook list: reads right after each change answer 200", async () => {
    const cacheFile = `${cockpit.root}/storage/tmp/webhooks.cache.php`;
    for (let change = 0; change < 10; change++) {
      cockpit.setWebhook({ name: "probe", url: `http://127.0.0.1:9/probe-${change}`, events: ["probe.never"] });
      // The list Cockpit includes on every request names the new webhook at once and is never missing, so
      // no concurrent request writes it while another includes it half-written (HTTP 500).
      expect(readFileSync(cacheFile, "utf8")).toContain(`/probe-${change}`);
      const reads = await Promise.all(
        Array.from({ length: 8 }, () =>
          cockpit.api("GET", "/collections/get/FAQs?lang=de").then(
            () => 200,
            (error: Error) => error.message,
          ),
        ),
      );
      expect(reads, `after change ${change}`).toEqual(Array(8).fill(200));
    }
    cockpit.removeWebhooks("probe");
    expect(readFileSync(cacheFile, "utf8")).not.toContain("probe");
    expect(readFileSync(cacheFile, "utf8")).toContain(`${site.origin}/hooks/cockpit`);
  });

  it("images come through the site from Cockpit's image API, in the size the page states", async () => {
    const page = (await get(site, "/ueber-uns")).body;
    const src = /<img src="(\/content-images\/[^"]+)"/.exec(page)?.[1];
    expect(src).toMatch(/^\/content-images\/fit\/160x160\/\w+$/);
    const image = await get(site, src!);
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/svg+xml");
    expect(image.headers["content-security-policy"]).toContain("sandbox");
    // Sizes the fields do not have, and refs that are neither asset ids nor upload paths, are not served.
    expect((await get(site, src!.replace("160x160", "161x161"))).status).toBe(404);
    expect((await get(site, "/content-images/fit/160x160/u/../../config/config.yaml")).status).toBe(404);
  });

  it("a raster photo an editor uploads is resized by Cockpit to the box its proportions fit, with a 2x copy", async () => {
    const png = new PNG({ width: 400, height: 300 });
    png.data.fill(200);
    const form = new FormData();
    form.append("files[]", new Blob([new Uint8Array(PNG.sync.write(png))], { type: "image/png" }), "new-photo.png");
    const upload = await fetch(`${cockpit.apiUrl}/cockpit/addAssets`, { method: "POST", headers: { Authorization: `Bearer ${TOKEN}` }, body: form });
    const asset = ((await upload.json()) as { assets: Record<string, unknown>[] }).assets[0]!;
    const { entries } = await cockpit.api<{ entries: { _id: string; name: string }[] }>("GET", "/collections/get/AdvertisementContact");
    await cockpit.api("POST", "/collections/save/AdvertisementContact", { data: { _id: entries[0]!._id, photo: asset } });
    await within(5000, pageShows(site, "/werben", `/content-images/fit/160x160/${String(asset._id)}`)).catch(async (error: unknown) => {
      throw new Error(`${String(error)}: ${/<img[^>]*>/.exec((await get(site, "/werben")).body)?.[0]}; ${site.logs.slice(-5).join("\n")}`);
    });
    const html = (await get(site, "/werben")).body;
    expect(html).toMatch(new RegExp(`<img src="/content-images/fit/160x160/${String(asset._id)}"[^>]* width="160" height="120"`));
    expect(html).toMatch(new RegExp(`srcset="/content-images/fit/160x160/${String(asset._id)} 1x, /content-images/fit/320x320/${String(asset._id)} 2x"`, "i"));
    for (const [box, width, height] of [
      ["160x160", 160, 120],
      ["320x320", 320, 240],
    ] as const) {
      const resized = await fetch(`${site.origin}/content-images/fit/${box}/${String(asset._id)}`);
      expect(resized.headers.get("content-type")).toBe("image/png");
      const decoded = PNG.sync.read(Buffer.from(await resized.arrayBuffer()));
      expect([decoded.width, decoded.height]).toEqual([width, height]);
    }
  });

  it("with the webhook an edit shows at once; an emptied translation falls back to German (?lang=)", async () => {
    const slug = firstJobSlug();
    const { entries } = await cockpit.api<{ entries: Record<string, string>[] }>("GET", `/collections/get/jobs?filter[slug]=${slug}`);
    const job = entries[0]!;
    // Loaded (and cached) before the edit.
    expect((await get(site, `/en/about/jobs/${slug}`)).body).toContain(job.title_en);
    await cockpit.api("POST", "/collections/save/jobs", { data: { _id: job._id, title_en: "Principal iOS Engineer", title_it: "" } });
    const ms = await within(5000, pageShows(site, `/en/about/jobs/${slug}`, "Principal iOS Engineer"));
    expect(ms).toBeLessThan(5000);
    expect((await get(site, `/it/about/jobs/${slug}`)).body).toContain(job.title);
    expect((await get(site, `/ueber-uns/jobs/${slug}`)).body).toContain(job.title);
    expect(site.logs.join("\n")).toMatch(/"event":"content_changed".*"collection":"jobs".*"cause":"webhook"/);
  });

  it("press articles: a new one (sort[_created]=-1) is listed first", async () => {
    const created = Math.floor(Date.now() / 1000);
    const saved = await cockpit.api<{ _id: string }>("POST", "/collections/save/pressArticles", {
      data: { title: "Matchpuls im Test: schneller als das Stadion", outlet: "Testblatt", url: "https://testblatt.example/matchpuls", language: "de" },
    });
    await cockpit.api("POST", "/collections/save/pressArticles", { data: { _id: saved._id, _created: created } });
    await within(5000, pageShows(site, "/presse/artikel", "schneller als das Stadion"));
    const texts = shown((await get(site, "/presse/artikel")).body);
    const first = texts.findIndex((text) => text.includes("schneller als das Stadion"));
    const others = (await cockpit.api<{ entries: { title: string }[] }>("GET", "/collections/get/pressArticles")).entries.filter(
      (a) => !a.title.includes("Stadion"),
    );
    for (const article of others) expect(texts.findIndex((text) => text.includes(article.title))).toBeGreaterThan(first);
  });

  it("without the webhook, an instance finds an edit by its poll: FAQ entries, their groups and the groups' labels", async () => {
    const { entries } = await cockpit.api<{ entries: Record<string, string>[] }>("GET", "/collections/get/FAQs");
    const question = entries[0]!;
    expect((await get(pollingSite, "/en/faq")).body).toContain(question.question_en);
    await cockpit.api("POST", "/collections/save/FAQs", { data: { _id: question._id, question_en: "Does Matchpuls run on a fridge?" } });
    // Generous bounds: the other reliability files run beside this one on two cores. The deployment test measures the times.
    await within(POLL_MS * 15, pageShows(pollingSite, "/en/faq", "Does Matchpuls run on a fridge?"));
    // A group's label lives in the collection's definition, not in an entry: the poll sees that too.
    const definition = await cockpit.api<{
      fields: { name: string; options: { options: { value: string; label: string }[]; labels: Record<string, Record<string, string>> } }[];
    }>("GET", "/collections/collection/FAQs");
    const group = definition.fields.find((f) => f.name === "group")!;
    group.options.labels.en!.app = "Using the app";
    await cockpit.api("POST", "/collections/updateCollection/FAQs", { data: { fields: definition.fields } });
    await within(POLL_MS * 15, pageShows(pollingSite, "/en/faq", "Using the app"));
    expect(pollingSite.logs.join("\n")).toMatch(/"event":"content_changed".*"collection":"FAQs".*"cause":"poll"/);
  });

  it("without the webhook, an edit of the about page's text (PageTexts) shows on /ueber-uns within 40 s; switched off, the deployed text", async () => {
    const { entries } = await cockpit.api<{ entries: Record<string, unknown>[] }>("GET", "/collections/get/PageTexts?filter[page]=about");
    const about = entries[0]!;
    const edited = String(about.body).replace(/^## .*$/m, "## Wer wir wirklich sind");
    try {
      await cockpit.api("POST", "/collections/save/PageTexts", { data: { _id: about._id, body: edited } });
      const took = await within(40_000, pageShows(pollingSite, "/ueber-uns", "Wer wir wirklich sind"));
      expect(took).toBeLessThan(40_000);
      expect((await get(pollingSite, "/ueber-uns")).body).toContain('<section id="who-we-are"');
      await cockpit.api("POST", "/collections/save/PageTexts", { data: { _id: about._id, published: false } });
      await within(40_000, async () => !(await get(pollingSite, "/ueber-uns")).body.includes("Wer wir wirklich sind"));
      expect((await get(pollingSite, "/ueber-uns")).body).toContain(">Wer wir sind</h2>");
    } finally {
      await cockpit.api("POST", "/collections/save/PageTexts", { data: { _id: about._id, body: about.body, published: true } });
    }
  });

  it("an entry saved with missing fields is logged and left out; the page renders the others", async () => {
    const { entries } = await cockpit.api<{ entries: Record<string, string>[] }>("GET", "/collections/get/SocialMedia");
    const [broken, ...others] = entries;
    await cockpit.api("POST", "/collections/save/SocialMedia", { data: { _id: broken!._id, url: "" } });
    await within(5000, async () => !(await get(site, "/faq")).body.includes(broken!.url!));
    const footer = (await get(site, "/faq")).body;
    for (const link of others) expect(footer).toContain(link.url);
    expect(site.logs.join("\n")).toMatch(new RegExp(`collection SocialMedia: entry ${broken!._id} left out, missing or malformed: url`));
  });

  it("a press article saved with an http: link stays listed, linked as https:", async () => {
    const { entries } = await cockpit.api<{ entries: Record<string, string>[] }>("GET", "/collections/get/pressArticles");
    const article = entries[0]!;
    const title = "Matchpuls, verlinkt mit http";
    const httpUrl = article.url!.replace(/^https:/, "http:");
    try {
      await cockpit.api("POST", "/collections/save/pressArticles", { data: { _id: article._id, url: httpUrl, title } });
      await within(5000, pageShows(site, "/presse/artikel", title));
      expect((await get(site, "/presse/artikel")).body).toContain(`href="${article.url!.replace(/&/g, "&amp;")}"`);
    } finally {
      await cockpit.api("POST", "/collections/save/pressArticles", { data: { _id: article._id, url: article.url, title: article.title } });
    }
  });

  it('a FAQ answer without its English text shows on /en/faq in German, inside lang="de" and noted', async () => {
    const { entries } = await cockpit.api<{ entries: Record<string, string>[] }>("GET", "/collections/get/FAQs");
    const faq = entries[0]!;
    const german = "Diese Antwort gibt es nur auf Deutsch.";
    try {
      await cockpit.api("POST", "/collections/save/FAQs", { data: { _id: faq._id, answer: german, answer_en: "" } });
      await within(5000, pageShows(site, "/en/faq", german));
      const body = (await get(site, "/en/faq")).body;
      expect(body).toContain(
        `<div class="faq-entry__answer" lang="de"><p>${german}</p></div><p class="faq-entry__note"><small class="fallback-note"> (in German)</small></p>`,
      );
      expect(body).toContain('<html lang="en"');
    } finally {
      await cockpit.api("POST", "/collections/save/FAQs", { data: { _id: faq._id, answer: faq.answer, answer_en: faq.answer_en } });
    }
  });

  it('a team member\'s text without its English shows on /en/about in German, inside lang="de" and noted', async () => {
    const { entries } = await cockpit.api<{ entries: Record<string, string>[] }>("GET", "/collections/get/team");
    const member = entries[0]!;
    try {
      await cockpit.api("POST", "/collections/save/team", { data: { _id: member._id, text_en: "" } });
      await within(5000, pageShows(site, "/en/about", `<span lang="de">${member.text}</span>`));
      expect((await get(site, "/en/about")).body).toContain(`<span lang="de">${member.text}</span><small class="fallback-note"> (in German)</small>`);
    } finally {
      await cockpit.api("POST", "/collections/save/team", { data: { _id: member._id, text_en: member.text_en } });
    }
  });

  it("a URL in a FAQ answer is a link in the server's markup", async () => {
    const { entries } = await cockpit.api<{ entries: Record<string, string>[] }>("GET", "/collections/get/FAQs");
    const faq = entries[0]!;
    const url = `https://help.matchpuls.example/${"sehr-lange-adresse/".repeat(10)}ende`;
    try {
      await cockpit.api("POST", "/collections/save/FAQs", { data: { _id: faq._id, answer_en: `Read more at ${url}.` } });
      await within(5000, pageShows(site, "/en/faq", url));
      expect((await get(site, "/en/faq")).body).toContain(`<p>Read more at <a href="${url}" rel="noopener">${url}</a>.</p>`);
    } finally {
      await cockpit.api("POST", "/collections/save/FAQs", { data: { _id: faq._id, answer_en: faq.answer_en } });
    }
  });

  it("an entry switched off is on no page, and on a preview link's pages, which no cache keeps; switched on it is published", async () => {
    const { entries } = await cockpit.api<{ entries: Record<string, string>[] }>("GET", "/collections/get/FAQs");
    const question = `Gibt es einen Entwurf ${Date.now().toString(36)}?`;
    const saved = await cockpit.api<{ _id: string }>("POST", "/collections/save/FAQs", {
      data: { question, answer: "Noch nicht veröffentlicht.", group: entries[0]!.group, published: false },
    });
    try {
      const link = new URL(previewLink(site.origin, PREVIEW_SECRET, "/faq", 1));
      const opened = await get(site, link.pathname + link.search);
      expect(opened.status).toBe(303);
      expect(opened.headers.location).toBe("/faq");
      const cookie = String(opened.headers["set-cookie"]).split(";")[0]!;
      const preview = (target: string) => rawRequest({ port: site.port, target, headers: { "accept-encoding": "identity", cookie } });
      // The webhook reloaded the FAQs once the preview shows the draft.
      await within(5000, async () => (await preview("/faq")).body.includes(question));
      const previewed = await preview("/faq");
      expect(previewed.headers["cache-control"]).toBe("private, no-store");
      expect(previewed.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(previewed.body).toContain('class="preview-banner"');
      // Before the preview's page and after it: the public page, from the cache or rendered, has no draft.
      for (const target of ["/faq", "/faq", "/en/faq", "/sitemap.xml"]) expect((await get(site, target)).body, target).not.toContain(question);
      const forged = await rawRequest({
        port: site.port,
        target: "/faq",
        headers: { "accept-encoding": "identity", cookie: `${cookie.split("=")[0]}=1999999999.${"A".repeat(43)}` },
      });
      expect(forged.body).not.toContain(question);

      await cockpit.api("POST", "/collections/save/FAQs", { data: { _id: saved._id, published: true } });
      await within(5000, pageShows(site, "/faq", question));
    } finally {
      await cockpit.api("POST", "/collections/remove/FAQs", { filter: { _id: saved._id } });
    }
  });

  it("`npm run cms:check` lists a FAQ whose answer is blank, with the link to edit it", async () => {
    const { entries } = await cockpit.api<{ entries: Record<string, string>[] }>("GET", "/collections/get/FAQs");
    const faq = entries[0]!;
    try {
      await cockpit.api("POST", "/collections/save/FAQs", { data: { _id: faq._id, answer: "   " } });
      const findings = await checkCockpit({ apiUrl: cockpit.apiUrl, token: TOKEN });
      const found = findings.find((finding) => finding.id === faq._id);
      expect(found).toMatchObject({ collection: "FAQs", label: faq.question!.trim().slice(0, 60), missing: ["answer"] });
      expect(found!.editUrl).toBe(`${new URL(cockpit.apiUrl).origin}/collections/entry/FAQs/${faq._id}`);
      expect((await fetch(found!.editUrl, { redirect: "manual" })).status).toBeLessThan(500);
    } finally {
      await cockpit.api("POST", "/collections/save/FAQs", { data: { _id: faq._id, answer: faq.answer } });
    }
  });

  describe("failures of the real server: logged, an empty state or the last good content, never a 500", () => {
    it("a wrong token (401): every content page answers 200 with its empty state", async () => {
      const wrong = await startSite(WRONG_TOKEN_SITE_PORT, { CONTENT_API_URL: cockpit.apiUrl, CONTENT_API_TOKEN: "not-the-token", LOG_IN_TESTS: "1" });
      started.push(wrong);
      for (const target of ["/faq", "/presse", "/ueber-uns", "/werben", "/en/premium"]) {
        const answer = await get(wrong, target);
        expect(answer.status, target).toBe(200);
      }
      expect((await get(wrong, "/faq")).body).toContain(NO_DATA);
      expect(wrong.logs.join("\n")).toMatch(/collections\/get\/FAQs\?lang=de: HTTP 401/);
      expect(wrong.logs.join("\n")).not.toContain("not-the-token");
    });

    it("slow (past CONTENT_TIMEOUT_MS), a collection that does not exist (412), stopped: 200 with empty states; what was loaded stays", async () => {
      // The polling site's looks at the FAQs would each hold one of Cockpit's workers for the whole delay
      // below (a look given up after CONTENT_TIMEOUT_MS leaves its worker asleep, and the next look takes
      // another): its test is done, and the impatient site's reads must find free workers.
      await pollingSite.stop();
      // Cockpit takes longer than the site waits for the FAQs from the start (the site search reads them
      // when it starts too), so nothing of them was ever loaded.
      cockpit.slowDown("FAQs", TIMEOUT_MS * 3);
      const impatient = await startSite(IMPATIENT_SITE_PORT, {
        CONTENT_API_URL: cockpit.apiUrl,
        CONTENT_API_TOKEN: TOKEN,
        CONTENT_TIMEOUT_MS: String(TIMEOUT_MS),
        // Its looks for edits would read the slowed FAQs too, each holding a worker for the whole delay.
        CONTENT_POLL_MS: "0",
        LOG_IN_TESTS: "1",
      });
      started.push(impatient);
      // Loaded once, however long the first read waits for a worker the slowed FAQs leave free (a read
      // given up is tried again after the back-off): what follows checks that it stays.
      await within(TIMEOUT_MS * 4, pageShows(impatient, "/presse", "Hannah Wolff"));

      // The page does not wait for it either.
      const slow = await get(impatient, "/faq");
      cockpit.slowDown("FAQs", 0);
      expect(slow.status).toBe(200);
      expect(slow.ms).toBeLessThan(TIMEOUT_MS * 2.5);
      expect(slow.body).toContain(NO_DATA);
      expect(impatient.logs.join("\n")).toMatch(new RegExp(`collections/get/FAQs\\?lang=de: no answer within ${TIMEOUT_MS} ms`));

      cockpit.php("$app->module('collections')->removeCollection('PremiumPlans');");
      const premium = await get(impatient, "/premium");
      expect(premium.status).toBe(200);
      expect(premium.body).not.toMatch(/2,99/);
      expect(impatient.logs.join("\n")).toMatch(/collections\/get\/PremiumPlans: HTTP 412/);

      await cockpit.stop({ keepFiles: true });
      const loadedBefore = await get(impatient, "/presse");
      expect(loadedBefore.status).toBe(200);
      expect(loadedBefore.body).toContain("Hannah Wolff");
      const neverLoaded = await get(impatient, "/werben");
      expect(neverLoaded.status).toBe(200);
      expect(neverLoaded.body).toContain(NO_DATA);
      expect(impatient.logs.join("\n")).toMatch(/collections\/get\/AdvertisementContact: fetch failed: (ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET)/);
    });
  });
});
