import { expect, test, type Page } from "@playwright/test";
import { countLayoutShifts, dismissCookieNoticeUpFront, hydrated, siteForBlock } from "../support/e2e.ts";

/**
 * Where the followed teams' marks sit (ADR 0808): a follow star stays on its team's line in the table
 * and a team's fixtures; the followed teams' blocks (the home page's "Meine Teams", the day view's
 * block) take their place without moving the page — layout shift 0 for a visitor following none,
 * under 0.01 for one following a team — during a replayed matchday and on a day without matches,
 * their kick-offs in the visitor's zone.
 */

const CLOCK = { RESULTS_CLOCK: "2024-08-24T15:12:00Z", RESULTS_CLOCK_RATE: "1" };

/** Where each row's follow star sits against its team's name (runs in the browser). */
function starPlacements(page: Page, cells: string) {
  return page.locator(cells).evaluateAll((elements) =>
    elements.map((cell) => {
      const team = cell.querySelector(".team")!.getBoundingClientRect();
      const star = cell.querySelector(".follow-star")!.getBoundingClientRect();
      const name = cell.querySelector(".team__name")!;
      // The name's visible parts (a full and a short form), or the name itself where one element
      // holds both (the short form drawn from an attribute, ADR 0708).
      const parts = [...name.querySelectorAll("*")].filter((e) => e.getBoundingClientRect().width > 0);
      const lines = new Set((parts.length > 0 ? parts : [name]).flatMap((e) => [...e.getClientRects()].map((r) => Math.round(r.top))));
      return {
        text: (name.textContent ?? "").trim().slice(0, 40),
        starVisible: star.width > 0,
        // The star beside the name, on its line: its middle within the name's box, to its right.
        onTheLine: star.top + star.height / 2 > team.top && star.top + star.height / 2 < team.bottom && star.left >= team.right - 1,
        nameLines: lines.size,
        overflow: Math.round(Math.max(0, star.right - cell.getBoundingClientRect().right)),
      };
    }),
  );
}

const STAR_PAGES = [
  { name: "the table", path: "/ergebnisse/bundesliga/tabelle", cells: ".standings tbody .data-table__name" },
  { name: "a team's fixtures", path: "/teams/bayer-04-leverkusen", cells: "#bundesliga .team-fixtures tbody .team-fixtures__opponent" },
] as const;

for (const c of STAR_PAGES) {
  test(`${c.name}: the follow star stays on the team's line, the name unbroken`, async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
    await page.goto(c.path);
    await hydrated(page);
    const stars = await starPlacements(page, c.cells);
    expect(stars.length, `${c.name}: rows with a star`).toBeGreaterThan(0);
    for (const star of stars) {
      expect.soft(star.starVisible, `${c.name}: ${star.text}'s star shows`).toBe(true);
      expect.soft(star.onTheLine, `${c.name}: ${star.text}'s star beside the name`).toBe(true);
      expect.soft(star.nameLines, `${c.name}: ${star.text} on one line`).toBe(1);
      expect.soft(star.overflow, `${c.name}: ${star.text}'s star inside its cell`).toBe(0);
    }
  });
}

/** Follows these teams before any script of the page runs, as a returning visitor. */
async function followUpFront(page: Page, teamIds: string[]): Promise<void> {
  await page.addInitScript((ids) => localStorage.setItem("followed-teams", ids), teamIds.join(","));
}

/** The followed-teams blocks: the home page's "Meine Teams" and the day view's block of their matches first. */
const FOLLOWED_BLOCKS = [
  { name: "the home page", path: "/", block: ".my-teams" },
  { name: "the day view", path: "/ergebnisse", block: ".day__followed" },
] as const;

test.describe("the followed teams' blocks during a matchday", () => {
  const site = siteForBlock(CLOCK);
  /** Borussia Dortmund, who play Frankfurt at 18:30 MESZ on the replayed Saturday. */
  let dortmund: string;
  // After the site's own start (hooks run in the order they are declared).
  test.beforeAll(async () => {
    const html = await (await fetch(`${site.origin}/teams/borussia-dortmund`)).text();
    dortmund = /<h1[\s\S]*?data-team="(\d+)"/.exec(html)![1]!;
  });
  test.beforeEach(async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
  });

  for (const c of FOLLOWED_BLOCKS) {
    test(`${c.name}: no layout shift for a visitor following none`, async ({ page }) => {
      const layoutShift = await countLayoutShifts(page);
      await page.goto(site.origin + c.path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      // 0 on a quiet machine; a whole run on a busy one measured 0.0068 once on the home page (its live
      // rows mid-matchday). A followed block that appeared or left would move the whole page: far more.
      expect(await layoutShift(), `${c.name}: layout shift following none`).toBeLessThan(0.01);
      await expect(page.locator(c.block), `${c.name}: no followed block`).toHaveCount(c.block === ".my-teams" ? 0 : 1);
    });

    test(`${c.name}: the followed block takes its place without moving the page, its kick-offs in the visitor's zone`, async ({ page }) => {
      test.slow();
      await followUpFront(page, [dortmund]);
      // A follower has been here before (the star was pressed on an earlier visit): the followed teams'
      // script, a file kept for a year (ADR 0014), is in the browser's cache when the page is parsed.
      await page.goto(site.origin + c.path);
      await page.waitForLoadState("networkidle");
      const layoutShift = await countLayoutShifts(page);
      await page.goto(site.origin + c.path);
      const block = page.locator(c.block);
      await expect(block, `${c.name}: the followed block shows`).toBeVisible();
      await expect(block, `${c.name}: Dortmund in the block`).toContainText("Dortmund");
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      expect(await layoutShift(), `${c.name}: layout shift following one team`).toBeLessThan(0.01);
      // Berlin: the kick-off in Berlin's zone, as every other one on the page.
      await expect(block.getByText(/18:30 MESZ/).first(), `${c.name}: Dortmund's kick-off in Berlin`).toBeVisible();
    });

    test(`${c.name}: for a visitor in Tokyo the followed block's kick-offs switch to Tokyo's zone with the page's`, async ({ browser }) => {
      const context = await browser.newContext({ timezoneId: "Asia/Tokyo", viewport: { width: 1300, height: 900 } });
      try {
        const page = await context.newPage();
        await dismissCookieNoticeUpFront(page);
        await followUpFront(page, [dortmund]);
        await page.goto(site.origin + c.path);
        await hydrated(page);
        const block = page.locator(c.block);
        // 18:30 MESZ is 01:30 the next day in Tokyo.
        await expect(block.getByText(/01:30 GMT\+9/).first(), `${c.name}: Dortmund's kick-off in Tokyo`).toBeVisible();
        await expect(block, `${c.name}: nothing left in Berlin's zone`).not.toContainText("MESZ");
      } finally {
        await context.close();
      }
    });
  }
});

test.describe("the home page's followed block on a day without matches", () => {
  test("takes its place without moving the page, and nothing is kept for a visitor following none", async ({ page }) => {
    test.slow();
    const html = await (await page.request.get("/teams/bayer-04-leverkusen")).text();
    const leverkusen = /<h1[\s\S]*?data-team="(\d+)"/.exec(html)![1]!;
    await dismissCookieNoticeUpFront(page);
    const layoutShift = await countLayoutShifts(page);
    await page.goto("/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect.soft(await layoutShift(), "the home page following none: layout shift").toBe(0);
    const slot = page.locator("[data-my-teams]");
    expect.soft(await slot.evaluate((e) => e.getBoundingClientRect().height), "the home page following none: the slot's height").toBe(0);

    await followUpFront(page, [leverkusen]);
    await page.goto("/");
    await expect(page.locator(".my-teams"), "the home page following Leverkusen: the block").toContainText("Leverkusen");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect.soft(await layoutShift(), "the home page following Leverkusen: layout shift").toBeLessThan(0.01);
  });
});
