import { expect, test, type APIRequestContext, type Page, type Request } from "@playwright/test";
import { escapeRegExp } from "#lib/escape-regexp.ts";
import { ANY_VIEWPORT, LANGS, type Lang, dismissCookieNoticeUpFront, hydrated, pathOf, reachableHeaderLinks, axeBuilder, textOf } from "../support/e2e.ts";

/**
 * The content pages on the embedded sample content (docs/decisions/0300-content-pages.md): the about page's
 * anchors and jobs, the job page and its share overlay, the FAQ search with and without
 * JavaScript, the press pages and the ads contacts. Expected texts are written out here, not read
 * from the dictionaries, so a text in the wrong language shows.
 */

const ABOUT_SECTIONS = ["who-we-are", "how-we-work", "core-values", "team", "jobs"];
const NO_SEARCH_RESULTS: Record<Lang, string> = { de: "Keine Suchergebnisse vorhanden", en: "no search results", it: "nessun risultato" };
const SHARE_BUTTON: Record<Lang, string> = { de: "Job teilen", en: "Share job", it: "Condividi l'offerta" };

/** Hydrates the page as a visitor's intent does, then waits until React has hydrated the element (it then carries React's internal properties). */
async function elementHydrated(page: Page, selector: string): Promise<void> {
  await hydrated(page);
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return !!element && Object.keys(element).some((key) => key.startsWith("__react"));
  }, selector);
}

/** The job detail links of the about page's jobs section: [path, title]. */
async function jobLinks(page: Page, lang: Lang): Promise<[string, string][]> {
  await page.goto(pathOf("about", lang));
  const links = page.locator("#jobs").getByRole("link");
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((as) => as.map((a) => [a.getAttribute("href") ?? "", (a.textContent ?? "").trim()] as [string, string]));
}

/**
 * The first job of the about page, [path, title], from the server's HTML: the tests that open a job
 * need its address, not a browser's load of the about page (the browser test of the jobs section
 * is the one above).
 */
async function firstJob(request: APIRequestContext, lang: Lang): Promise<[string, string]> {
  const html = await (await request.get(pathOf("about", lang))).text();
  const jobs = html.slice(html.indexOf('id="jobs"'));
  const link = /<a\b[^>]*\bhref="([^"]+)"[^>]*>([\s\S]*?)<\/a>/.exec(jobs);
  if (!link) throw new Error(`no jobs on the ${lang} about page`);
  return [link[1]!, textOf(link[2]!)];
}

async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`),
    `axe on ${what}`,
  ).toEqual([]);
}

/** The FAQ's live region (the site's navigation announcer is another status element). */
const faqStatus = (page: Page) => page.locator(".faq-status").getByRole("status");

/**
 * Route data requests for the FAQ (`/faq.data`, `/en/faq.data`) that ask for the FAQ route's own
 * loader: those without `_routes` (all routes) or with an FAQ route id in it. The root route may
 * revalidate: that is the dictionary, not the FAQ.
 */
function faqDataRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!/^(\/(en|it))?\/faq\.data$/.test(url.pathname)) return;
    const routes = url.searchParams.get("_routes");
    if (routes === null || routes.split(",").some((id) => id.startsWith("faq-"))) seen.push(request);
  });
  return seen;
}

test.describe("about page", () => {
  // The page's axe scan is made on this load too (docs/decisions/0806-browser-tests-one-load-per-page.md).
  test("has the five sections as anchors, one h1 and /ueber-uns#jobs scrolls to the jobs; axe finds nothing", async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
    const response = await page.goto("/ueber-uns#jobs");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    for (const id of ABOUT_SECTIONS) await expect(page.locator(`section#${id}`), id).toHaveCount(1);
    await expect(page.locator("#jobs")).toBeInViewport();
    await expect(page.locator("#who-we-are h2")).not.toBeInViewport();
    // The team: photo with size and lazy loading, name, role and text in German.
    const firstMember = page.locator("#team li").first();
    await expect(firstMember.locator("img")).toHaveAttribute("loading", "lazy");
    await expect(firstMember.locator("img")).toHaveAttribute("width", /\d+/);
    await expect(firstMember.locator("img")).toHaveAttribute("alt", "");
    expect(await page.locator("#team li").count()).toBeGreaterThanOrEqual(6);
    // The founding year comes from the constants.
    await expect(page.locator("#who-we-are")).toContainText("Seit 2012");
    await expectNoAxeViolations(page, "/ueber-uns");
  });

  test("the header's Jobs link lands on the jobs section", async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
    await page.goto("/");
    await hydrated(page);
    await (await reachableHeaderLinks(page)).getByText("Jobs", { exact: true }).click();
    await expect(page).toHaveURL(/\/ueber-uns#jobs$/);
    await expect(page.locator("h1")).toHaveText("Über uns");
    await expect(page.locator("#jobs")).toBeInViewport();
  });

  test("the team is shuffled on every request (shared caches may keep a copy for a second only)", ANY_VIEWPORT, async ({ request }) => {
    const orders = new Set<string>();
    // Asked again until a second order shows (a copy kept for a second answers the same order until
    // then): no fixed wait, and at most a few seconds more than the second a copy may live.
    await expect
      .poll(
        async () => {
          const response = await request.get("/en/about");
          expect(response.headers()["cache-control"]).toMatch(/s-maxage=1\b/);
          const html = await response.text();
          const team = html.slice(html.indexOf('id="team"'), html.indexOf('id="jobs"'));
          orders.add([...team.matchAll(/<h3>([^<]+)<\/h3>/g)].map((m) => m[1]).join("|"));
          return orders.size;
        },
        { message: "different orders of the team on /en/about", intervals: [100], timeout: 5_000 },
      )
      .toBeGreaterThan(1);
  });
});

test.describe("job detail", () => {
  for (const lang of LANGS) {
    test(`${lang}: every job of the about page links to its detail page (200, title as h1)`, ANY_VIEWPORT, async ({ page }) => {
      const links = await jobLinks(page, lang);
      expect(links.length).toBeGreaterThanOrEqual(4);
      for (const [path, title] of links) {
        expect(path).toMatch(new RegExp(`^${lang === "de" ? "/ueber-uns/jobs/" : `/${lang}/about/jobs/`}[a-z0-9-]+$`));
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toHaveText(title);
        await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)} – `));
        await expect(page.locator("main time[datetime]").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
        // The contact person card: photo, mailto: and tel: links.
        const contact = page.locator("aside");
        await expect(contact.locator("img")).toHaveCount(1);
        await expect(contact.locator('a[href^="mailto:"]').first()).toBeVisible();
        await expect(contact.locator('a[href^="tel:+"]')).toBeVisible();
      }
    });
  }

  test("an unknown job is the 404 page in every language", ANY_VIEWPORT, async ({ page }) => {
    // One tab for the three addresses, a step and soft assertions each.
    for (const lang of LANGS) {
      const path = lang === "de" ? "/ueber-uns/jobs/gibt-es-nicht" : `/${lang}/about/jobs/does-not-exist`;
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect.soft(response?.status(), `${path}: status`).toBe(404);
        await expect.soft(page.locator(".error-page"), `${path}: the error page`).toBeVisible();
      });
    }
  });

  test("the share overlay works by keyboard: open, tab through, Escape closes, focus returns", async ({ page, request }) => {
    await dismissCookieNoticeUpFront(page);
    const [path] = await firstJob(request, "de");
    await page.goto(path);
    await hydrated(page);
    const button = page.getByRole("button", { name: SHARE_BUTTON.de });
    await expect(button).toBeVisible(); // the dialog version replaces the disclosure once hydrated
    await button.focus();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Diesen Job teilen" });
    await expect(dialog).toBeVisible();
    const focusedNames: string[] = [];
    for (let i = 0; i < 9; i++) {
      const inside = await page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));
      expect(inside, `focus stays in the dialog (step ${i})`).toBe(true);
      focusedNames.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          return el.getAttribute("aria-label") ?? (el.textContent || (el as HTMLInputElement).value || "").trim();
        }),
      );
      await page.keyboard.press("Tab");
    }
    for (const name of [
      "Schließen",
      "Link kopieren",
      "Per E-Mail teilen",
      "Auf LinkedIn teilen",
      "Auf XING teilen",
      "Auf Facebook teilen",
      "Auf X teilen",
      "Auf WhatsApp teilen",
    ]) {
      expect(
        focusedNames.some((focused) => focused.startsWith(name)),
        `${name} in ${focusedNames.join(", ")}`,
      ).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the dialog's mail link carries the job URL, social links open in a new tab, copy confirms", async ({ page, request, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await dismissCookieNoticeUpFront(page);
    const [path, title] = await firstJob(request, "en");
    await page.goto(path);
    await hydrated(page);
    await page.getByRole("button", { name: SHARE_BUTTON.en }).click();
    const dialog = page.getByRole("dialog", { name: "Share this job" });
    await expect(dialog).toBeVisible();

    const jobUrl = `${baseURL}${path}`;
    const mail = new URL((await dialog.getByRole("link", { name: "Share by email" }).getAttribute("href"))!);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toContain(title);
    expect(mail.searchParams.get("body")).toContain(jobUrl);

    for (const network of ["LinkedIn", "XING", "Facebook", "X", "WhatsApp"]) {
      const link = dialog.getByRole("link", { name: `Share on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      expect(decodeURIComponent((await link.getAttribute("href"))!)).toContain(jobUrl);
    }

    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Link copied to the clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(jobUrl);

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("passes an axe scan with the dialog open", async ({ page, request }) => {
    await dismissCookieNoticeUpFront(page);
    const [path] = await firstJob(request, "it");
    await page.goto(path);
    await hydrated(page);
    await page.getByRole("button", { name: SHARE_BUTTON.it }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, `${path} with the share dialog open`);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the job page shows its share links in a disclosure", ANY_VIEWPORT, async ({ page, request }) => {
    const [path] = await firstJob(request, "de");
    await page.goto(path);
    await page.getByText(SHARE_BUTTON.de).click();
    const mail = page.getByRole("link", { name: "Per E-Mail teilen" });
    await expect(mail).toBeVisible();
    expect(decodeURIComponent((await mail.getAttribute("href"))!)).toContain(path);
    await expect(page.getByRole("link", { name: /^Auf LinkedIn teilen/ })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the FAQ search works through ?q= on the server", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/en/faq");
    const entries = page.locator("main details");
    const total = await entries.count();
    expect(total).toBeGreaterThanOrEqual(12);
    const search = page.getByRole("searchbox", { name: "Search the questions" });
    await expect(search).toHaveAttribute("placeholder", "Enter a keyword..");

    await search.fill("PREMIUM");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/faq\?q=PREMIUM$/);
    const hits = await entries.count();
    expect(hits).toBeGreaterThan(0);
    expect(hits).toBeLessThan(total);
    await expect(faqStatus(page)).toHaveText(new RegExp(`^${hits} matching questions?$`));
    await expect(entries.first()).toHaveAttribute("open", "");

    await search.fill("xylophone quartet");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/en\/faq\?q=xylophone\+quartet$/);
    await expect(page.getByText(NO_SEARCH_RESULTS.en)).toBeVisible();
    await expect(entries).toHaveCount(0);
  });

  test("/faq?q=<no match> renders the no-results text in German and Italian", ANY_VIEWPORT, async ({ page }) => {
    for (const lang of ["de", "it"] as const) {
      const response = await page.goto(`${pathOf("faq", lang)}?q=zzzqqq`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(NO_SEARCH_RESULTS[lang])).toBeVisible();
    }
  });
});

test.describe("FAQ with JavaScript", () => {
  test("typing filters at once, case- and accent-insensitively, without fetching; no hits shows the text", ANY_VIEWPORT, async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
    await page.goto("/faq");
    await elementHydrated(page, "#faq-query");
    const dataRequests = faqDataRequests(page);
    const entries = page.locator("main details");
    const total = await entries.count();
    const search = page.getByRole("searchbox", { name: "Fragen durchsuchen" });
    await expect(search).toHaveAttribute("placeholder", "Stichwort eingeben..");

    await search.pressSequentially("PRÉMIUM");
    await expect.poll(() => entries.count()).toBeLessThan(total);
    expect(await entries.count()).toBeGreaterThan(0);
    await expect(faqStatus(page)).toHaveText(/^\d+ passende Fragen?$/);
    await expect(page).toHaveURL(/\/faq\?q=PR%C3%89MIUM$/);

    await search.fill("zzzqqq");
    await expect(page.getByText(NO_SEARCH_RESULTS.de)).toBeVisible();
    await expect(entries).toHaveCount(0);

    await search.fill("");
    await expect(entries).toHaveCount(total);
    await expect(faqStatus(page)).toHaveText("");
    expect(
      dataRequests.map((r) => r.url()),
      "no FAQ data fetched while searching",
    ).toEqual([]);
  });

  test("going back to the FAQ does not fetch it again", async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
    await page.goto("/en/faq");
    await elementHydrated(page, "#faq-query");
    const dataRequests = faqDataRequests(page);
    await (await reachableHeaderLinks(page)).getByText("Contact", { exact: true }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expect(page.locator("main details").first()).toBeVisible();
    await (await reachableHeaderLinks(page)).getByText("FAQ", { exact: true }).click();
    await expect(page.locator("main details").first()).toBeVisible();
    expect(dataRequests.map((r) => r.url())).toEqual([]);
  });
});

test.describe("press", () => {
  test("the press articles page lists its dates newest first, in the page's locale", ANY_VIEWPORT, async ({ page }) => {
    const response = await page.goto("/en/press/articles");
    expect(response?.status()).toBe(200);
    await expect(page.locator(".lead")).toContainText("newest first");
    const times = page.locator("main li time");
    expect(await times.count()).toBeGreaterThanOrEqual(8);
    const datetimes = await times.evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime") ?? ""));
    const instants = datetimes.map((d) => Date.parse(d));
    expect(instants.every((t) => !Number.isNaN(t))).toBe(true);
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    await expect(times.first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    // Each article link names its own language.
    const first = page.locator("main .press-list li a").first();
    await expect(first).toHaveAttribute("hreflang", /^(de|en|it)$/);
    await expect(first).toHaveAttribute("target", "_blank");
  });

  test("the press page: information, logo wall, contacts and the three latest articles", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/presse");
    await expect(page.getByRole("heading", { name: "Presseinformationen" })).toBeVisible();
    const logos = page.getByRole("region", { name: "Matchpuls in den Medien" }).locator("a img");
    expect(await logos.count()).toBeGreaterThanOrEqual(6);
    for (const alt of await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))) expect(alt).toBeTruthy();
    const contacts = page.getByRole("region", { name: "Pressekontakt" });
    expect(await contacts.locator('a[href^="mailto:"]').count()).toBeGreaterThanOrEqual(2);
    const latest = page.getByRole("region", { name: "Aktuelle Presseartikel" });
    await expect(latest.locator("li")).toHaveCount(3);
    await latest.getByRole("link", { name: "Alle Presseartikel" }).click();
    await expect(page).toHaveURL(/\/presse\/artikel$/);
  });

  test("the ads page keeps its text and adds the advertising contacts", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/it/ads");
    await expect(page.locator("h1")).toHaveCount(1);
    const contacts = page.getByRole("region", { name: "I tuoi referenti per la pubblicità" });
    expect(await contacts.locator('a[href^="tel:"]').count()).toBeGreaterThanOrEqual(2);
    expect(await contacts.locator('a[href^="mailto:"]').count()).toBeGreaterThanOrEqual(2);
  });
});

test.describe("accessibility", () => {
  // The about page is scanned by its test above, on the same load; the press and ads pages of every
  // language (their one h1 too) by reading.spec.ts's checks, on the loads its other checks make.
  for (const path of ["/en/faq?q=premium", "/presse/artikel"]) {
    test(`axe: ${path}`, async ({ page }) => {
      await dismissCookieNoticeUpFront(page);
      await page.goto(path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expectNoAxeViolations(page, path);
    });
  }
});
