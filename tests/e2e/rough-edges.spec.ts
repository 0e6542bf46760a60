import { expect, test } from "@playwright/test";
import { ANY_VIEWPORT, axeBuilder, dismissCookieNoticeUpFront, type Lang } from "../support/e2e.ts";

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

for (const c of TEAM_CASES) {
  test(`${c.lang}: a team's results read home:away, with a won/drawn/lost mark beside them`, ANY_VIEWPORT, async ({ page }) => {
    await page.goto(c.path);
    const rows = page.locator("section#bundesliga table.team-fixtures tbody tr");
    const first = rows.first();
    // Away at Mönchengladbach: the home side's goals first, as on the match page and in every list.
    const result = first.locator(".team-fixtures__result a");
    await expect(result).toContainText(c.score);
    // The mark is a letter to see (not colour alone) and a word to hear.
    const mark = result.locator(".result-mark");
    await expect(mark).toHaveText(c.mark);
    await expect(mark).toHaveAttribute("aria-hidden", "true");
    await expect(result.locator(".visually-hidden")).toContainText(c.won);
    // Every played match has its mark, and the letters are the language's three.
    const marks = await page.locator("section#bundesliga .team-fixtures .result-mark").allInnerTexts();
    expect(marks).toHaveLength(34);
  });
}

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

for (const c of HOME_CASES) {
  test(`${c.lang}: the home page's results of a past season carry their year and say the season is over`, ANY_VIEWPORT, async ({ page }) => {
    await page.goto(c.path);
    const card = page.locator(".home-card").filter({ has: page.getByRole("heading", { name: "Bundesliga", exact: true }) });
    await expect(card.locator(".home-card__round")).toContainText(c.finished);
    const days = await card.locator(".home-match__status").allInnerTexts();
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day.trim()).toMatch(c.day);
    // The row's words for screen readers name the year too.
    await expect(card.locator(".home-match .visually-hidden").first()).toContainText("2025");
  });
}

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

for (const c of STAGE_CASES) {
  test(`${c.lang}: ${c.path} headlines the stage reached in ${c.section}, not a group place`, ANY_VIEWPORT, async ({ page }) => {
    await page.goto(c.path);
    const first = page.locator(`section#${c.section} .team-fact`).first();
    await expect(first.locator(".team-fact__label")).toHaveText(c.label);
    await expect(first.locator(".team-fact__value")).toHaveText(c.stage);
  });
}

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

for (const [type, path] of Object.entries(PAGE_TYPES)) {
  test(`axe, every rule: ${type} (${path})`, async ({ page }) => {
    await page.goto(path);
    const results = await axeBuilder(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
