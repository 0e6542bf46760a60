import { expect, test, type Page } from "@playwright/test";
import { DESKTOP_ONLY, hydrated, siteForBlock, consoleProblems } from "../support/e2e.ts";

/**
 * Static islands and the visitor's zone (app/components/StaticIsland.tsx, ADR 0708): an island shows
 * kick-offs in the page language's home zone on the server and in the visitor's after hydration
 * (ADR 0008). A visitor whose zone reads every kick-off the island shows exactly as the home zone
 * does (Rome on a German page, Berlin on an Italian one: the same offsets and the same "MESZ",
 * "CEST") keeps the server's nodes; a visitor whose zone reads any of them differently (other
 * offsets: Tokyo, London on a German page; the same offsets but another name: Dublin's "GMT+1" for
 * London's "BST" on an English page) gets the island rendered with React in the visitor's zone.
 * The home page's football section takes its zone so (`useKickoffZone`); the team page's sections
 * still render again for any visitor outside the home zone (ADR 0708: the check does not fit the
 * team page's JavaScript budget). The table page's islands (one per group's table) keep the server's
 * nodes, navigate on the client, and follow a match in play.
 */

const HOME = { de: "/", en: "/en", it: "/it" };
/** The home page's island with kick-offs (its features section has none). */
const FOOTBALL = ".home-football[data-island]";
const TEAM = "/teams/bayer-04-leverkusen";

/** Marks every node inside the islands as the parser made it, before any script of the page runs. */
const markServerNodes = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      for (const node of document.querySelectorAll("[data-island] *")) (node as { serverNode?: true } & Element).serverNode = true;
    }),
  );

/**
 * Waits for the render right after hydration, in which the zone switches to the visitor's: each
 * island then has either its click handler (it kept the server's HTML) or children React rendered.
 */
const islandsSettled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll("[data-island]")].every(
      (island) =>
        Object.entries(island).some(([key, props]) => key.startsWith("__reactProps") && typeof (props as { onClick?: unknown }).onClick === "function") ||
        Object.keys(island.firstElementChild ?? {}).some((key) => key.startsWith("__reactFiber")),
    ),
  );

/** How many of the islands' elements (or those of the islands `islands` selects) are the server's, of how many. */
const serverNodes = (page: Page, islands = "[data-island]") =>
  page.locator(`${islands} *`).evaluateAll((nodes) => ({
    server: nodes.filter((node) => (node as { serverNode?: true } & Element).serverNode === true).length,
    all: nodes.length,
  }));

/** Loads a page as a first visit and returns how many of its islands' elements the server made. */
async function firstVisit(page: Page, path: string, islands?: string) {
  await markServerNodes(page);
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator("[data-island]").first()).toBeAttached();
  await islandsSettled(page);
  return serverNodes(page, islands);
}

for (const [zone, pages] of [
  ["Europe/Rome", [HOME.de]],
  ["Europe/Berlin", [HOME.it]],
] as const) {
  test.describe(`a visitor in ${zone}`, () => {
    test.use({ timezoneId: zone });
    for (const path of pages) {
      test(`${path}: the islands keep the server's nodes, since every kick-off reads the same`, async ({ page }) => {
        const problems = consoleProblems(page);
        const nodes = await firstVisit(page, path);
        expect(nodes.all).toBeGreaterThan(0);
        expect(nodes.server).toBe(nodes.all);
        expect(problems).toEqual([]);
      });
    }
  });
}

test.describe("a visitor in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("the team page's island renders with React and shows Tokyo's days", async ({ page }) => {
    // Leverkusen's first Bundesliga match of 2024/25: Friday 23 August, 20:30 in Germany, Saturday in Tokyo.
    const nodes = await firstVisit(page, TEAM);
    expect(nodes.server).toBe(0);
    await expect(page.locator(".team-fixtures tbody tr").first().locator(".team-fixtures__date")).toContainText("Sa., 24. Aug. 2024");
  });
});

test.describe("kick-offs still ahead (a replay before the season)", () => {
  // Before the Bundesliga's first matchday (Friday 23 August 2024, Leverkusen's match at 18:30 UTC):
  // the home page's cards show each fixture's day and kick-off with the zone's name.
  const site = siteForBlock({ RESULTS_CLOCK: "2024-08-20T12:00:00Z", RESULTS_CLOCK_RATE: "1" });
  const cards = (page: Page) => page.locator(`${FOOTBALL} .home-match__status`);

  test.describe("in Rome, on the German page", () => {
    test.use({ timezoneId: "Europe/Rome" });
    test("the island keeps the server's nodes, which read as Rome's clock does", DESKTOP_ONLY, async ({ page }) => {
      const nodes = await firstVisit(page, site.origin + HOME.de);
      expect(nodes.server).toBe(nodes.all);
      await expect(cards(page).first()).toContainText("MESZ");
    });
  });

  test.describe("in London, on the German page", () => {
    test.use({ timezoneId: "Europe/London" });
    test("the island renders with React in London's clock", DESKTOP_ONLY, async ({ page }) => {
      const html = await (await page.request.get(site.origin + HOME.de)).text();
      expect(html).toContain("20:30 MESZ");
      const nodes = await firstVisit(page, site.origin + HOME.de, FOOTBALL);
      expect(nodes.server).toBe(0);
      // London's own abbreviation, which German has none for (ADR 0122).
      await expect(cards(page).filter({ hasText: "19:30 BST" }).first()).toBeVisible();
      await expect(cards(page).filter({ hasText: "MESZ" })).toHaveCount(0);
    });
  });

  test.describe("in Dublin, on the English page", () => {
    test.use({ timezoneId: "Europe/Dublin" });
    test("the island renders with React: the same offsets as London's, but Dublin's clock has another name", DESKTOP_ONLY, async ({ page }) => {
      const html = await (await page.request.get(site.origin + HOME.en)).text();
      expect(html).toContain("19:30 BST");
      const nodes = await firstVisit(page, site.origin + HOME.en, FOOTBALL);
      expect(nodes.server).toBe(0);
      await expect(cards(page).filter({ hasText: "19:30 GMT+1" }).first()).toBeVisible();
      await expect(cards(page).filter({ hasText: "BST" })).toHaveCount(0);
    });
  });
});

test.describe("the table's islands", () => {
  const TABLE = "/ergebnisse/bundesliga/tabelle";

  test("keep the server's nodes through hydration, and their links navigate on the client", async ({ page }) => {
    const problems = consoleProblems(page);
    const nodes = await firstVisit(page, TABLE);
    expect(nodes.all).toBeGreaterThan(200);
    expect(nodes.server).toBe(nodes.all);
    await page.evaluate(() => ((window as { islandMark?: number }).islandMark = 1));
    const team = page.locator("[data-island] .standings tbody tr").first().locator("a").first();
    const target = await team.getAttribute("href");
    await team.click();
    await expect(page).toHaveURL(target!);
    expect(await page.evaluate(() => (window as { islandMark?: number }).islandMark)).toBe(1);
    expect(problems).toEqual([]);
  });

  test.describe("with matches in play", () => {
    // 29 Nov 2022, 15:40 UTC, 20 replay minutes a real minute: Ecuador–Senegal and Netherlands–Qatar
    // (group A) in their 41st minute, the minute moving every three seconds.
    const site = siteForBlock({ RESULTS_CLOCK: "2022-11-29T15:40:00Z", RESULTS_CLOCK_RATE: "20" });

    test("a team's live mark follows the match (the island renders with React)", DESKTOP_ONLY, async ({ page }) => {
      await page.goto(`${site.origin}/en/results/world-cup-2022/tables`);
      await hydrated(page);
      const mark = page
        .getByRole("region", { name: /Group A/ })
        .locator("tbody tr")
        .filter({ has: page.locator("th", { hasText: "Netherlands" }) })
        .locator(".standings__live");
      const first = await mark.textContent();
      expect(first).toMatch(/^Live 1-0 4\d'$/);
      await expect(mark).not.toHaveText(first!, { timeout: 20_000 });
    });
  });
});
