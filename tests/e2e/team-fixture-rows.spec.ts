import { expect, test } from "@playwright/test";
import { wordsBrokenAcrossLines } from "../support/e2e.ts";

/**
 * A team page's fixture rows with one element per date and per opponent's name (ADR 0708): the
 * short forms (phones) are attributes the stylesheet shows in place of the text. At 360 px the
 * short forms show, at 1,300 px the long ones; either way Chromium's accessibility tree reads the
 * long text only, names never break inside a word, and the page has no more elements than it had
 * after this change.
 */

const TEAM = "/teams/bayer-04-leverkusen";
/** Leverkusen's first Bundesliga match of 2024/25, at Mönchengladbach on Friday 23 August 2024. */
const OPENER = { long: "Fr., 23. Aug. 2024", short: "23.08.", opponent: "Borussia Mönchengladbach", opponentShort: "M'gladbach" };
/**
 * The document's elements: 1,636 with a span per form, 1,488 after (one of each per row), 1,538 with
 * the wrapper that keeps each opponent's star on its name's line, 1,569 with the team's match at the top
 * and the store line at the end; another element per row would pass the bound.
 */
const MAX_ELEMENTS = 1_600;

test("a fixture row shows the short forms on a phone and the long ones on a desktop, and reads the long ones either way", async ({ page }, info) => {
  await page.goto(TEAM);
  const phone = info.project.name === "phone";
  const row = page.locator("section#bundesliga table.team-fixtures tbody tr").first();
  const day = row.locator(".team-fixtures__day");
  const name = row.locator(".team-fixtures__opponent .team__name");
  await expect(day).toHaveText(OPENER.long);
  await expect(name).toHaveText(OPENER.opponent);
  const shown = (locator: typeof day) => locator.evaluate((element) => getComputedStyle(element, "::after").content);
  if (phone) {
    expect(await shown(day)).toContain(OPENER.short);
    expect(await shown(name)).toContain(OPENER.opponentShort);
  } else {
    expect(await shown(day)).toBe("none");
    expect(await shown(name)).toBe("none");
  }

  // Chromium's own accessibility tree (what a screen reader gets): the long texts, never the short ones.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: { name?: { value?: string } }[] };
  const names = nodes.map((node) => node.name?.value ?? "");
  expect(names).toContain(OPENER.long);
  expect(names.some((text) => text.includes(OPENER.opponent))).toBe(true);
  expect(names.filter((text) => text.includes(OPENER.short))).toEqual([]);
  expect(names.filter((text) => text === OPENER.opponentShort)).toEqual([]);

  // No name breaks inside a word: every word of every opponent's name starts and ends on one line.
  expect(await wordsBrokenAcrossLines(page.locator(".team-fixtures__opponent .team__name"))).toEqual([]);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "page wider than the viewport").toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.querySelectorAll("*").length)).toBeLessThanOrEqual(MAX_ELEMENTS);
});

/**
 * On a phone a fixture row fits its table's box, so the result column is never cut and the table never
 * scrolls sideways: the longest single-word short names (14 characters, "Kaiserslautern", an opponent of
 * Ulm, and "Wolverhampton", one of Southampton), a two-word one that is long in Italian ("Union Berlino",
 * on two lines) and the Bundesliga's pages in the three languages.
 */
const FIXTURE_PAGES = [
  TEAM,
  "/en/teams/bayer-04-leverkusen",
  "/it/squadre/bayer-04-leverkusen",
  "/teams/ssv-ulm-1846",
  "/teams/southampton-fc",
  "/it/squadre/southampton-fc",
  "/it/squadre/fc-st-pauli-1910",
];
for (const path of FIXTURE_PAGES) {
  test(`every fixtures table of ${path} fits a 360 px phone without scrolling sideways @phone-only`, async ({ page }) => {
    await page.goto(path);
    // Every season's tables, the ones rendered when they near the screen included.
    await page.evaluate(() => document.documentElement.classList.remove("first-sight"));
    const overflows = await page.locator(".table-scroll:has(> .team-fixtures)").evaluateAll((boxes) => boxes.map((box) => box.scrollWidth - box.clientWidth));
    expect(overflows.length).toBeGreaterThan(1);
    expect(overflows.filter((pixels) => pixels > 0)).toEqual([]);
  });
}
