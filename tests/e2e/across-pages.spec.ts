import { expect, test, type Locator, type Page } from "@playwright/test";
import { contactDe } from "../../app/features/contact/messages/contact.de.ts";
import {
  ANY_VIEWPORT,
  DESKTOP_ONLY,
  axeBuilder,
  dismissCookieNoticeUpFront,
  holdDataRequests,
  hydrated,
  reachableHeaderLinks,
  type Lang,
  siteForBlock,
} from "../support/e2e.ts";

/**
 * What a fan reading the site meets first, held in the browser against the production build and
 * its embedded backend (the 2024/25 season, played to its end): results read home:away everywhere
 * with a won/drawn/lost mark on a team's page, past results carry their year and a finished season
 * says so on the home page, a cup's team page headlines the stage reached, breadcrumbs wrap cleanly,
 * and axe finds nothing with all its rules (best practices too) on one page of each type.
 */

test.beforeEach(async ({ page }, info) => {
  // The axe scans see the page as a first visit does: with the cookie notice.
  if (!info.title.startsWith("axe")) await dismissCookieNoticeUpFront(page);
});

interface TeamResultCase {
  lang: Lang;
  path: string;
  /** Leverkusen's first Bundesliga match: a 2:3 win at Mönchengladbach, in the language's format. */
  score: string;
  mark: string;
  won: string;
}

const TEAM_CASES: TeamResultCase[] = [
  { lang: "de", path: "/teams/bayer-04-leverkusen", score: "2:3", mark: "S", won: "Sieg" },
  { lang: "en", path: "/en/teams/bayer-04-leverkusen", score: "2-3", mark: "W", won: "Win" },
  { lang: "it", path: "/it/squadre/bayer-04-leverkusen", score: "2-3", mark: "V", won: "Vittoria" },
];

test("a team's results read home:away, with a won/drawn/lost mark beside them, in every language", ANY_VIEWPORT, async ({ page }) => {
  for (const c of TEAM_CASES) {
    await test.step(c.path, async () => {
      await page.goto(c.path);
      const rows = page.locator("section#bundesliga table.team-fixtures tbody tr");
      const first = rows.first();
      // Away at Mönchengladbach: the home side's goals first, as on the match page and in every list.
      const result = first.locator(".team-fixtures__result a");
      await expect.soft(result, `${c.path}: the first result`).toContainText(c.score);
      // The mark is a letter to see (not colour alone) and a word to hear.
      const mark = result.locator(".result-mark");
      await expect.soft(mark, `${c.path}: the mark`).toHaveText(c.mark);
      await expect.soft(mark, `${c.path}: the mark is hidden from screen readers`).toHaveAttribute("aria-hidden", "true");
      await expect.soft(result.locator(".visually-hidden"), `${c.path}: the mark's words`).toContainText(c.won);
      // Every played match has its mark, and the letters are the language's three.
      const marks = await page.locator("section#bundesliga .team-fixtures .result-mark").allInnerTexts();
      expect.soft(marks, `${c.path}: a mark per match`).toHaveLength(34);
    });
  }
});

interface HomeCase {
  lang: Lang;
  path: string;
  finished: string;
  /** The year beside a result's day, in the language's short date. */
  day: RegExp;
}

const HOME_CASES: HomeCase[] = [
  { lang: "de", path: "/", finished: "Saison 2024/25 beendet", day: /^\d{1,2}\. \S+ 2025$/ },
  { lang: "en", path: "/en", finished: "Season 2024/25 finished", day: /^\d{1,2} \S+ 2025$/ },
  { lang: "it", path: "/it", finished: "Stagione 2024/25 conclusa", day: /^\d{1,2} \S+ 2025$/ },
];

test("the home page's results of a past season carry their year and say the season is over, in every language", ANY_VIEWPORT, async ({ page }) => {
  for (const c of HOME_CASES) {
    await test.step(c.path, async () => {
      await page.goto(c.path);
      const card = page.locator(".home-card").filter({ has: page.getByRole("heading", { name: "Bundesliga", exact: true }) });
      await expect.soft(card.locator(".home-card__round"), `${c.path}: the round`).toContainText(c.finished);
      const days = await card.locator(".home-match__status").allInnerTexts();
      expect.soft(days.length, `${c.path}: results shown`).toBeGreaterThan(0);
      for (const day of days) expect.soft(day.trim(), `${c.path}: a result's day`).toMatch(c.day);
      // The row's words for screen readers name the year too.
      await expect.soft(card.locator(".home-match .visually-hidden").first(), `${c.path}: the words for screen readers`).toContainText("2025");
    });
  }
});

interface StageCase {
  lang: Lang;
  path: string;
  section: string;
  label: string;
  stage: string;
}

/** What a knockout competition's section headlines: the stage the team reached, or the title it won. */
const STAGE_CASES: StageCase[] = [
  { lang: "de", path: "/teams/argentinien", section: "wm-2022", label: "Titel", stage: "Weltmeister" },
  { lang: "en", path: "/en/teams/argentina", section: "world-cup-2022", label: "Title", stage: "World champions" },
  { lang: "it", path: "/it/squadre/argentina", section: "mondiali-2022", label: "Titolo", stage: "Campioni del mondo" },
  { lang: "de", path: "/teams/frankreich", section: "wm-2022", label: "Erreicht", stage: "Finale" },
  { lang: "en", path: "/en/teams/france", section: "world-cup-2022", label: "Reached", stage: "Final" },
  { lang: "it", path: "/it/squadre/francia", section: "mondiali-2022", label: "Traguardo", stage: "Finale" },
  { lang: "de", path: "/teams/vfb-stuttgart", section: "dfb-pokal", label: "Titel", stage: "Pokalsieger" },
  { lang: "de", path: "/teams/arminia-bielefeld", section: "dfb-pokal", label: "Erreicht", stage: "Finale" },
  { lang: "it", path: "/it/squadre/fc-bayern-muenchen", section: "champions-league", label: "Traguardo", stage: "Quarti di finale" },
  { lang: "en", path: "/en/teams/paris-saint-germain-fc", section: "champions-league", label: "Title", stage: "Champions League winners" },
];

test("a knockout competition's section headlines the stage reached, not a group place, on ten team pages", ANY_VIEWPORT, async ({ page }) => {
  // Ten loads, one page after another in one tab.
  test.slow();
  for (const c of STAGE_CASES) {
    await test.step(`${c.path} (${c.section})`, async () => {
      await page.goto(c.path);
      const first = page.locator(`section#${c.section} .team-fact`).first();
      await expect.soft(first.locator(".team-fact__label"), `${c.path}: ${c.section}'s label`).toHaveText(c.label);
      await expect.soft(first.locator(".team-fact__value"), `${c.path}: ${c.section}'s stage`).toHaveText(c.stage);
    });
  }
});

test("a breadcrumb's separator stays with the item before it, so no line starts with one", async ({ page }) => {
  await page.goto("/ergebnisse/bundesliga/sc-freiburg-eintracht-frankfurt/1301");
  const items = await page
    .locator(".breadcrumbs li")
    .evaluateAll((lis) =>
      lis
        .filter((li) => getComputedStyle(li).display !== "none")
        .map((li) => ({ before: getComputedStyle(li, "::before").content, after: getComputedStyle(li, "::after").content })),
    );
  expect(items.length).toBeGreaterThan(2);
  // No item opens with a separator; each but the last visible one ends with it.
  expect(items.map((item) => item.before)).toEqual(items.map(() => "none"));
  expect(items.map((item) => item.after)).toEqual([...items.slice(1).map(() => '"›"'), "none"]);
});

/** One page of each type, first visits (cookie notice shown). */
const PAGE_TYPES: Record<string, string> = {
  home: "/",
  app: "/premium",
  faq: "/faq",
  contact: "/kontakt",
  about: "/ueber-uns",
  press: "/presse",
  legal: "/impressum",
  search: "/suche?q=kane",
  "news list": "/news/kolumne/1",
  "news article": "/news/kolumne/artikel/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001",
  results: "/ergebnisse",
  day: "/ergebnisse/2025-05-17",
  country: "/ergebnisse/deutschland",
  competition: "/ergebnisse/bundesliga",
  table: "/ergebnisse/bundesliga/tabelle",
  scorers: "/ergebnisse/bundesliga/torschuetzen",
  details: "/ergebnisse/bundesliga/details",
  bracket: "/ergebnisse/wm-2022/turnierbaum",
  match: "/ergebnisse/bundesliga/sc-freiburg-eintracht-frankfurt/1301",
  team: "/teams/bayer-04-leverkusen",
  player: "/spieler/harry-kane-eng",
  "not found": "/gibt-es-nicht",
};

/** Three page types a test: one tab loads them in turn (each a first visit: nothing dismisses the notice). */
const AXE_GROUPS: [string, string][][] = [];
for (const [i, entry] of Object.entries(PAGE_TYPES).entries()) (AXE_GROUPS[Math.floor(i / 3)] ??= []).push(entry);

for (const group of AXE_GROUPS) {
  test(`axe, every rule: ${group.map(([type, path]) => `${type} (${path})`).join(", ")}`, async ({ page }) => {
    // Three loads, each scanned by axe: the time of three tests.
    test.slow();
    for (const [type, path] of group) {
      await test.step(`${type} (${path})`, async () => {
        await page.goto(path);
        const results = await axeBuilder(page).analyze();
        expect
          .soft(
            results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
            `${type} (${path}): axe`,
          )
          .toEqual([]);
      });
    }
  });
}

test(
  "a match URL without its id: one meeting moves to its page, several are listed with a canonical link, none is a 404",
  ANY_VIEWPORT,
  async ({ page, baseURL }) => {
    const once = await page.request.get("/ergebnisse/bundesliga/rb-leipzig-vfb-stuttgart", { maxRedirects: 0 });
    expect.soft(once.status(), "a pairing played once").toBe(301);
    expect.soft(once.headers().location, "a pairing played once").toBe("/ergebnisse/bundesliga/rb-leipzig-vfb-stuttgart/1299");
    const none = await page.request.get("/en/results/bundesliga/rb-leipzig-fc-barcelona", { maxRedirects: 0 });
    expect.soft(none.status(), "no such pairing").toBe(404);

    const path = "/it/risultati/champions-league/borussia-dortmund-fc-barcelona";
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", baseURL + path);
    await expect(page.getByRole("heading", { level: 2, name: "Borussia Dortmund – FC Barcelona" })).toBeVisible();
    const links = page.locator(".pairing .match-links__item");
    await expect(links).toHaveCount(2);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([`${path}/6103`, `${path}/6182`]);
    await links.last().click();
    await expect(page).toHaveURL(`${path}/6182`);
  },
);

/** What a proxy in front of the site answers when it fails (nginx's 502/500 page): no answer of the site's own. */
const PROXY_ERROR = {
  status: 502,
  contentType: "text/html",
  body: "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>",
};

test("a page's data request failing with a 5xx shows the error page inside the frame, with the red bar", async ({ page }) => {
  await page.goto("/ueber-uns");
  await hydrated(page);
  await page.evaluate(() => {
    const w = window as unknown as { __phases: string[] };
    w.__phases = [];
    const record = () => {
      const phase = document.querySelector(".progress-bar")?.getAttribute("data-phase") ?? "(no bar)";
      if (w.__phases.at(-1) !== phase) w.__phases.push(phase);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-phase"] });
  });
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    (route) => route.fulfill({ ...PROXY_ERROR, status: 500 }),
  );
  await (await reachableHeaderLinks(page)).filter({ hasText: "FAQ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Es tut uns leid.");
  await expect.soft(page.getByRole("banner"), "the header stays").toBeVisible();
  await expect.soft(page.getByRole("contentinfo"), "the footer stays").toBeVisible();
  await expect.soft(page.locator(".progress-bar"), "the progress bar stays").toHaveCount(1);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __phases: string[] }).__phases), { timeout: 3_000 }).toContain("failed");
});

test("contact: a 5xx from a proxy in front keeps the form with what was typed and shows the failure text", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/kontakt");
  await hydrated(page);
  await expect(page.locator("form.contact-form")).toHaveAttribute("novalidate", "");
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    (route) => (route.request().method() === "POST" ? route.fulfill(PROXY_ERROR) : route.continue()),
  );
  const main = page.getByRole("main");
  const message = "Seit dem Update fehlen mir die Push-Nachrichten zu Toren. Könnt ihr helfen?";
  await main.getByLabel(contactDe.email.label).fill("fan@example.com");
  await main.getByRole("radio", { name: contactDe.type.support }).check();
  await main.getByLabel(contactDe.message.label).fill(message);
  await main.getByRole("button", { name: contactDe.submit }).click();
  await expect(main.getByRole("alert")).toHaveText(contactDe.failure);
  // Nothing the visitor typed is lost: the form is still there, filled in.
  await expect(main.getByLabel(contactDe.email.label)).toHaveValue("fan@example.com");
  await expect(main.getByRole("radio", { name: contactDe.type.support })).toBeChecked();
  await expect(main.getByLabel(contactDe.message.label)).toHaveValue(message);
  await expect(page.locator(".error-page")).toHaveCount(0);
});

interface TransitionCase {
  what: string;
  from: string;
  link: (page: Page) => Locator;
  to: RegExp;
}

/** The spec's page transition (§2, §9: 0.5 s): every move to another page's path fades out and in, views of one page too. */
const TRANSITIONS: TransitionCase[] = [
  { what: "a new page", from: "/faq", link: (page) => page.getByRole("contentinfo").getByRole("link", { name: "Impressum", exact: true }), to: /\/impressum$/ },
  {
    what: "a competition's tab",
    from: "/ergebnisse/bundesliga",
    link: (page) => page.getByRole("main").getByRole("link", { name: "Tabelle", exact: true }),
    to: /\/tabelle$/,
  },
  {
    what: "a round",
    from: "/ergebnisse/bundesliga/1-spieltag",
    link: (page) => page.getByRole("link", { name: "Nächste Runde: 2. Spieltag" }),
    to: /\/2-spieltag$/,
  },
  {
    what: "a news category",
    from: "/news/kolumne/1",
    link: (page) => page.locator(".news-filters a").filter({ hasText: /^Bundesliga$/ }),
    to: /\/news\/bundesliga\/1$/,
  },
];

test("every move to another page's path: the leaving page fades out completely over 0.5 s, the next one fades in", ANY_VIEWPORT, async ({ page }) => {
  // Four loads and moves, one after another in one tab.
  test.slow();
  await dismissCookieNoticeUpFront(page);
  for (const c of TRANSITIONS) {
    await test.step(`${c.what} (${c.from})`, async () => {
      await page.goto(c.from);
      await hydrated(page);
      const main = page.getByRole("main");
      const release = await holdDataRequests(page);
      await c.link(page).click();
      await expect(page.locator(".loading-status"), `${c.what}: the loading text`).toHaveText("Wird geladen …");
      expect.soft(await main.evaluate((el) => getComputedStyle(el).transitionDuration), `${c.what}: the fade's duration`).toBe("0.5s");
      // Gone, not dimmed: the loading text and the bar say what is happening meanwhile.
      await expect.poll(() => main.evaluate((el) => Number(getComputedStyle(el).opacity)), { message: `${c.what}: faded out` }).toBe(0);
      release();
      await expect(page).toHaveURL(c.to);
      // The new page's main element (the URL may change a moment before it is there).
      await expect
        .poll(() => main.evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDuration]), { message: `${c.what}: fades in` })
        .toEqual(["page-in", "0.5s"]);
      await expect.poll(() => main.evaluate((el) => Number(getComputedStyle(el).opacity)), { message: `${c.what}: faded in` }).toBe(1);
      // The next move holds its own requests.
      await page.unrouteAll({ behavior: "ignoreErrors" });
    });
  }
});

/**
 * The bracket follows a match in play: a server of its own replays the 2022 World Cup final from the
 * 72nd minute (2:0) at 20 replay minutes a real minute (ADR 0110), so Mbappé's goals in the 80th and
 * 81st minute arrive about 25 s after the start. The final's box shows the live score and minute as
 * rendered, then the goals without a reload, in each language.
 */
test.describe("the bracket during a replay", () => {
  test.describe.configure({ mode: "serial" });
  const site = siteForBlock({ RESULTS_CLOCK: "2022-12-18T16:27:00Z", RESULTS_CLOCK_RATE: "20" });

  const FINALS = [
    { lang: "de", path: "/ergebnisse/wm-2022/turnierbaum" },
    { lang: "en", path: "/en/results/world-cup-2022/bracket" },
    { lang: "it", path: "/it/risultati/mondiali-2022/tabellone" },
  ];

  test("the final's box shows the live score and minute, and the goals as they fall", DESKTOP_ONLY, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const contexts = await Promise.all(FINALS.slice(1).map(() => browser.newContext({ viewport: page.viewportSize() })));
    try {
      const pages = [page, ...(await Promise.all(contexts.map((context) => context.newPage())))];
      await Promise.all(
        FINALS.map((c, i) =>
          test.step(c.lang, async () => {
            const tab = pages[i]!;
            const response = await tab.goto(site.origin + c.path);
            expect(response?.headers()["cache-control"], "a bracket with a match in play is kept for seconds").toMatch(/s-maxage=\d,/);
            const card = tab.locator('section[aria-labelledby="stage-final"] .ko-card');
            const goals = card.locator(".ko-card__goals");
            // As rendered: 2:0 and the minute, no date.
            await expect(goals).toHaveText(["2", "0"]);
            await expect(card.locator(".ko-card__legs")).toHaveText(/^\d{2}'/);
            await hydrated(tab);
            // Then without a reload: France's goals.
            await expect(goals.last()).not.toHaveText("0", { timeout: 45_000 });
            await expect(card.locator(".ko-card__legs")).toHaveText(/^(8\d|9\d|90\+\d+)'/);
          }),
        ),
      );
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});
