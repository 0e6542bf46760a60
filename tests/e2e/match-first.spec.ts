import { expect, test, type Locator, type Page } from "@playwright/test";
import { ANY_VIEWPORT, axeBuilder, dismissCookieNoticeUpFront, siteForBlock } from "../support/e2e.ts";

/**
 * The match first. A server of its own replays the Bundesliga's last matchday 2024/25 half an hour
 * after its 15:30 MESZ kick-off (RESULTS_CLOCK, ADR 0110): nine matches in play, Genoa – Atalanta
 * later that day. A team's page opens with its match in play, the home page with the matches in
 * play (big competitions first, none left out without a link to the day), the followed teams' block
 * right after them with its match in play labelled live, and nothing published after the replayed moment
 * shows anywhere (home page, news list, article, search). The site's own server (no clock; today is
 * long after the recorded seasons) shows the home page between seasons. Positions are measured in
 * the first screen of a 360 × 640 phone and a 1300 × 900 desktop. One load per page (ADR 0806).
 */

const CLOCK = { RESULTS_CLOCK: "2025-05-17T14:00:00Z", RESULTS_CLOCK_RATE: "1" };
/** The replay has run a few minutes at most when a test reads it: anything published from here on is after its moment. */
const AFTER_THE_MOMENT = Date.parse("2025-05-17T15:00:00Z");
const BAYERN_ID = "16";
const CHAMPIONS_ARTICLE = "/news/bundesliga/artikel/bayern-muenchen-ist-meister-mit-82-punkten-und-99-toren-1001";
const CHAMPIONS_TITLE = "Bayern München ist Meister";

/** The first screen's height: a 360 × 640 phone, or the desktop project's 1300 × 900. */
async function firstScreen(page: Page, phone: boolean): Promise<number> {
  if (phone) await page.setViewportSize({ width: 360, height: 640 });
  return page.viewportSize()!.height;
}

/** Top and bottom of an element in the document (scroll position included), in CSS pixels. */
async function extent(locator: Locator): Promise<{ top: number; bottom: number }> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + scrollY, bottom: box.bottom + scrollY };
  });
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

test.describe("a matchday in play", () => {
  const site = siteForBlock(CLOCK);

  test("a team's page opens with its match in play, in the first screen, above its chips, calendar and news", async ({ page }, info) => {
    const height = await firstScreen(page, info.project.name === "phone");
    await page.goto(site.origin + "/teams/fc-bayern-muenchen");
    const spotlight = page.locator(".team-spotlight");
    await expect.soft(spotlight.locator("h2 .live-badge"), "the live badge heads it").toBeVisible();
    const row = spotlight.locator("a.match-links__item");
    await expect.soft(row, "Hoffenheim – Bayern").toContainText(/Hoffenheim.*\d+:\d+.*(Bayern|FCB)/);
    await expect.soft(row.locator(".live-minute"), "its minute").toHaveText(/^\d{1,3}(\+\d{1,2})?'$/);
    expect.soft(await row.getAttribute("href"), "its match page").toMatch(/^\/ergebnisse\/bundesliga\/tsg-1899-hoffenheim-fc-bayern-muenchen\/\d+$/);
    const match = await extent(row);
    expect.soft(match.bottom, `the match ends within the first screen (${height} px)`).toBeLessThanOrEqual(height);
    for (const [name, selector] of [
      ["the chips", ".team-page .chip-nav"],
      ["the calendar box", ".calendar-links"],
      ["the news", ".team-news"],
      ["the first competition", ".team-season"],
    ] as const) {
      const other = page.locator(selector).first();
      if ((await other.count()) === 0) continue;
      expect.soft(match.bottom, `the match above ${name}`).toBeLessThanOrEqual((await extent(other)).top);
    }
    const right = await spotlight.evaluate((element) => Math.max(...[element, ...element.querySelectorAll("*")].map((e) => e.getBoundingClientRect().right)));
    expect.soft(right, "the match no wider than the screen").toBeLessThanOrEqual(page.viewportSize()!.width);
    const results = await axeBuilder(page).include(".team-spotlight").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect.soft(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("the home page opens with every match in play, the big competitions first, its scores in the first screen, and the news of the replayed moment only", async ({
    page,
  }, info) => {
    const height = await firstScreen(page, info.project.name === "phone");
    await page.goto(site.origin + "/");
    const rows = page.locator(".live-strip .match-links > li");
    const texts = await rows.allInnerTexts();
    expect
      .soft(
        texts.some((t) => /Hoffenheim/.test(t) && /Bayern|FCB/.test(t)),
        "Hoffenheim – Bayern in the strip",
      )
      .toBe(true);
    expect
      .soft(
        texts.some((t) => /Mainz/.test(t) && /Leverkusen/.test(t)),
        "Mainz – Leverkusen in the strip",
      )
      .toBe(true);
    // In play first: no match in play after one that is not.
    const live = await rows.evaluateAll((items) => items.map((item) => item.querySelector(".live-minute") !== null));
    expect.soft(live.filter(Boolean).length, "the nine Bundesliga matches in play").toBe(9);
    expect.soft(live.indexOf(false) === -1 || live.lastIndexOf(true) < live.indexOf(false), `in play first: ${live.join(",")}`).toBe(true);
    // The day has more than the strip shows: a link to the day view says so.
    const more = page.locator(".live-strip__more a");
    await expect.soft(more, "the link to the day").toHaveAttribute("href", "/ergebnisse/2025-05-17");
    await expect.soft(more).toHaveText(/\(\+\d+\)/);
    const firstScore = await extent(page.locator(".live-strip .match-links__score").first());
    expect.soft(firstScore.bottom, `the first score within the first screen (${height} px)`).toBeLessThanOrEqual(height);
    expect.soft(firstScore.top, "the strip above the hero").toBeLessThan((await extent(page.locator(".home-hero"))).top);
    // News: none from after the replayed moment, while the matches are 0:0.
    await expect.soft(page.locator(".home-news"), "the champions' news is not out yet").not.toContainText(CHAMPIONS_TITLE);
    for (const published of await page.locator(".home-news time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!))) {
      expect.soft(Date.parse(published), `news of ${published}`).toBeLessThan(AFTER_THE_MOMENT);
    }
    expect.soft(await overflow(page), "nothing wider than the screen").toBeLessThanOrEqual(0);
  });

  test("a follower's teams come right after the matches in play, above the hero, their match in play labelled live", async ({ page }, info) => {
    const height = await firstScreen(page, info.project.name === "phone");
    await page.addInitScript((id) => localStorage.setItem("followed-teams", id), BAYERN_ID);
    await page.goto(site.origin + "/");
    const block = page.locator(".my-teams");
    await expect(block).toBeVisible();
    const bayern = block.locator(".my-teams__team").filter({ hasText: "FC Bayern München" });
    await expect.soft(bayern.locator("dt .live-badge"), "the match in play is labelled live").toBeVisible();
    await expect.soft(bayern.locator("dd").nth(1), "Hoffenheim – Bayern with its minute").toContainText(/Hoffenheim.*\d+'/s);
    await expect.soft(bayern.locator("dt", { hasText: /^Nächstes Spiel$/ }), "not as the next match").toHaveCount(0);
    const own = await extent(block);
    expect.soft(own.top, "below the matches in play").toBeGreaterThanOrEqual((await extent(page.locator(".live-strip"))).bottom);
    expect.soft(own.bottom, "above the hero").toBeLessThanOrEqual((await extent(page.locator(".home-hero"))).top);
    if (info.project.name === "desktop") expect.soft(own.top, `it starts within the first screen (${height} px)`).toBeLessThan(height);
  });

  test("what was published after the replayed moment is nowhere: news list, article, search", ANY_VIEWPORT, async ({ request }) => {
    const list = await request.get(site.origin + "/news/global/1");
    expect.soft(list.status()).toBe(200);
    expect.soft(await list.text(), "the news list").not.toContain(CHAMPIONS_TITLE);
    expect.soft((await request.get(site.origin + CHAMPIONS_ARTICLE)).status(), "the article").toBe(404);
    const search = await request.get(site.origin + "/suche?q=Meister%2082%20Punkten");
    expect.soft(await search.text(), "the search").not.toContain(CHAMPIONS_TITLE);
  });
});

test.describe("between seasons", () => {
  test("the home page shows the competitions decided last, the World Cup 2026 first with its final, and that nothing is planned yet", async ({ page }) => {
    await page.goto("/");
    const finished = page.locator(".home-finished__item");
    await expect(finished.first()).toContainText("Weltmeisterschaft 2026");
    await expect.soft(finished.first().locator(".home-finished__winner"), "the world champions").toContainText(/Weltmeister\s+(Spanien|ESP)/);
    await expect.soft(finished.first().locator(".home-finished__final a"), "the final").toContainText(/Finale: Spanien \d+:\d+ Argentinien/);
    await expect.soft(page.locator(".home-next__none"), "no fixture known").toContainText("Noch sind keine neuen Spiele angesetzt");
    expect
      .soft((await extent(finished.first())).bottom, "before the cards' last rounds")
      .toBeLessThanOrEqual((await extent(page.locator(".home-card").first())).top);
    expect.soft(await overflow(page), "nothing wider than the screen").toBeLessThanOrEqual(0);
    const results = await axeBuilder(page).include(".home-off-season").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect.soft(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("without a replay the news of that evening are there: the article and the search find it", ANY_VIEWPORT, async ({ request }) => {
    expect.soft((await request.get(CHAMPIONS_ARTICLE)).status(), "the article").toBe(200);
    expect.soft(await (await request.get("/suche?q=Meister%2082%20Punkten")).text(), "the search").toContain(CHAMPIONS_TITLE);
  });
});
