import { expect, type Page, test } from "@playwright/test";
import { axeBuilder, dismissCookieNoticeUpFront, hydrated, screenshotPath, settle } from "../support/e2e.ts";

/**
 * Stars on every match row (docs/decisions/0013-followed-teams.md): one per team on the day view's
 * rows, a round's list and a match page's lists, each a 24 px target or more, names whole and
 * nothing overlapping at both widths; handled by the head script, whose followed teams' file loads
 * only for a follower or on the first press (docs/decisions/0014-followed-teams-script-file.md);
 * no star without JavaScript; every axe rule on the day view with stars, in light and dark.
 */

const DAY = "/ergebnisse/2025-05-17";
const ROUND = "/ergebnisse/bundesliga";
const FAVOURITES_FILE = /\/scripts\/favourites-[a-z0-9]+\.js$/;

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

/** Per list row: its stars' boxes, the names' boxes and whether a name is cut or overlaps a star. */
async function rowGeometry(page: Page, rows: string) {
  return page.locator(rows).evaluateAll((items) =>
    items.map((row) => {
      const stars = [...row.querySelectorAll(".follow-star")].map((s) => s.getBoundingClientRect());
      const names = [...row.querySelectorAll(".team__name")];
      const overlap = names.some((n) => {
        const r = n.getBoundingClientRect();
        return stars.some((s) => r.left < s.right && r.right > s.left && r.top < s.bottom && r.bottom > s.top);
      });
      return {
        stars: stars.map((s) => ({ width: s.width, height: s.height, inside: s.left >= 0 && s.right <= document.documentElement.clientWidth })),
        names: names.length,
        cut: names.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent),
        overlap,
      };
    }),
  );
}

test("the day view: a star per team on every row, the file loaded on the first press, and the row's team followed", async ({ page }, info) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (FAVOURITES_FILE.test(new URL(request.url()).pathname)) scripts.push(request.url());
  });
  await page.goto(DAY);
  await hydrated(page);
  const rows = page.locator(".day__competition .match-links > li");
  expect(await rows.count()).toBeGreaterThan(5);
  for (const [i, row] of (await rowGeometry(page, ".day__competition .match-links > li")).entries()) {
    expect.soft(row.stars, `row ${i}: two stars`).toHaveLength(2);
    for (const star of row.stars) {
      expect.soft(star.width, `row ${i}: star width`).toBeGreaterThanOrEqual(24);
      expect.soft(star.height, `row ${i}: star height`).toBeGreaterThanOrEqual(24);
      expect.soft(star.inside, `row ${i}: star on the screen`).toBe(true);
    }
    expect.soft(row.cut, `row ${i}: names cut`).toEqual([]);
    expect.soft(row.overlap, `row ${i}: a name under a star`).toBe(false);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  // A visitor who follows nobody: unpressed stars, and no file fetched until a press.
  const leverkusen = page.getByRole("button", { name: "Bayer 04 Leverkusen folgen", exact: true }).first();
  await expect(leverkusen).toHaveAttribute("aria-pressed", "false");
  expect(scripts).toEqual([]);
  await leverkusen.click();
  await expect(leverkusen).toHaveAttribute("aria-pressed", "true");
  expect(scripts).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem("followed-teams"))).toBe("2");
  // The row's other team stays unfollowed.
  await expect(page.getByRole("button", { name: "1. FSV Mainz 05 folgen", exact: true }).first()).toHaveAttribute("aria-pressed", "false");
  // A press on the followed star unfollows, handled by the loaded file alone (one toggle per press).
  await leverkusen.click();
  await expect(leverkusen).toHaveAttribute("aria-pressed", "false");
  expect(await page.evaluate(() => localStorage.getItem("followed-teams"))).toBeNull();
  await leverkusen.click();
  await settle(page);
  await page.screenshot({ path: screenshotPath(info.project.name, "match-row-stars-day") });
});

test("a round's list and a match page's lists: a star beside each team, names whole", async ({ page }) => {
  for (const [path, rows] of [
    [ROUND, ".match-list > li"],
    ["/ergebnisse/bundesliga/1-fc-heidenheim-1846-sv-werder-bremen/1302", ".match-links > li"],
  ] as const) {
    await test.step(path, async () => {
      await page.goto(path);
      await hydrated(page);
      const geometry = await rowGeometry(page, rows);
      expect.soft(geometry.length, `${path}: rows`).toBeGreaterThan(3);
      for (const [i, row] of geometry.entries()) {
        expect.soft(row.stars.length, `${path} row ${i}: a star per team`).toBe(row.names);
        expect
          .soft(
            row.stars.every((s) => s.width >= 24 && s.height >= 24 && s.inside),
            `${path} row ${i}: targets`,
          )
          .toBe(true);
        expect.soft(row.cut, `${path} row ${i}: names cut`).toEqual([]);
        expect.soft(row.overlap, `${path} row ${i}: a name under a star`).toBe(false);
      }
      expect.soft(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${path}: no overflow`).toBe(true);
    });
  }
});

test("without JavaScript the rows have no star", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(DAY);
  expect(await page.locator(".match-links .follow-star").count()).toBeGreaterThan(0);
  await expect(page.locator(".follow-star:visible")).toHaveCount(0);
  await context.close();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the day view with stars and a followed team: axe finds nothing (every rule), ${colorScheme}`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    await page.addInitScript(() => localStorage.setItem("followed-teams", "2"));
    await page.goto(DAY);
    await hydrated(page);
    await expect(page.locator(".day__followed")).toBeVisible();
    await expect(page.locator('.match-links .follow-star[aria-pressed="true"]').first()).toBeVisible();
    const results = await axeBuilder(page).analyze();
    expect(results.violations).toEqual([]);
  });
}
