import { expect, test } from "@playwright/test";
import { ANY_VIEWPORT, siteForBlock } from "../support/e2e.ts";

/** The replayed Saturday of the Bundesliga's first matchday 2024/25, 17:12 MESZ (ADR 0110). */
const CLOCK = { RESULTS_CLOCK: "2024-08-24T15:12:00Z", RESULTS_CLOCK_RATE: "1" };

/**
 * A season not yet begun during a replay: on the replayed Saturday the Champions League's first
 * match is three weeks ahead (Tuesday 17 September 2024). Its table tab says when the season starts
 * and lists the first matchday under its dates, with no table of noughts "after matchday 1"; the
 * home page's rows give every fixture its date, not a weekday alone.
 */
test.describe("a season not begun", () => {
  const site = siteForBlock(CLOCK);

  const TABLES = [
    { path: "/ergebnisse/champions-league/tabelle", start: "Saisonstart am 17. September 2024", after: "nach dem 1. Spieltag", day: "Di., 17. Sept. 2024" },
    { path: "/en/results/champions-league/tables", start: "Season starts on 17 September 2024", after: "after matchday 1", day: "Tue, 17 Sept 2024" },
    { path: "/it/risultati/champions-league/classifica", start: "La stagione inizia il 17 settembre 2024", after: "dopo la 1", day: "mar 17 set 2024" },
  ];

  test("the table tab says when the season starts and lists the first matchday under its dates", ANY_VIEWPORT, async ({ page }) => {
    for (const c of TABLES) {
      await page.goto(site.origin + c.path);
      await expect.soft(page.getByRole("heading", { level: 2 }).first(), `${c.path}: the heading`).toHaveText(c.start);
      await expect.soft(page.locator("main"), `${c.path}: no table after a matchday`).not.toContainText(c.after);
      await expect.soft(page.locator(".standings"), `${c.path}: no table of noughts`).toHaveCount(0);
      await expect.soft(page.locator(".match-day__date").first(), `${c.path}: the first matchday's first date`).toHaveText(c.day);
      expect.soft(await page.locator(".match-row").count(), `${c.path}: the first matchday's fixtures`).toBeGreaterThan(8);
    }
  });

  test("the home page's fixtures carry their dates", ANY_VIEWPORT, async ({ page }) => {
    await page.goto(site.origin + "/");
    const card = page.locator(".home-card").filter({ has: page.getByRole("heading", { name: "Champions League", exact: true }) });
    const whens = await card.locator(".home-match__status").allInnerTexts();
    expect(whens.length, "the Champions League card's fixtures").toBeGreaterThan(0);
    for (const when of whens) expect.soft(when.replace(/\s+/g, " "), "a fixture's date and kick-off").toMatch(/^\d{1,2}\. \S+ \d{2}:\d{2} MESZ$/);
  });
});
