import { expect, test } from "@playwright/test";
import { ANY_VIEWPORT, dismissCookieNoticeUpFront, type Lang } from "../support/e2e.ts";

/**
 * How results are labelled, against the production build and its embedded backend (the 2024/25
 * season, played to its end): a team's results read home:away everywhere with a won/drawn/lost mark,
 * past results on the home page carry their year and a finished season says so, and a cup's section
 * on a team page headlines the stage reached.
 */

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
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
