import { expect, type Page, test } from "@playwright/test";
import { ANY_VIEWPORT, axeBuilder, dismissCookieNoticeUpFront, hydrated, screenshotPath, settle } from "../support/e2e.ts";

/**
 * Following a team (docs/decisions/0013-followed-teams.md): the star beside a team's name on its
 * page, beside each opponent of its fixtures (match rows) and on table rows, a toggle kept in local storage (no cookie),
 * handled by the head script; the home page's "my teams" block (last and next match of each followed
 * team, from the resource route), the day view's followed matches first, the table's mark, the same
 * team followed in every language, and no star without JavaScript.
 */

const STORAGE_KEY = "followed-teams";
/** Bayer 04 Leverkusen's id: the same in every language, unlike its slug. */
const LEVERKUSEN = "2";
const TEAM_PAGE = "/teams/bayer-04-leverkusen";

function star(page: Page, name: string) {
  return page.getByRole("button", { name, exact: true });
}

/** Follows Leverkusen as a visitor would have on an earlier visit: set once, on the first page of the context. */
async function followLeverkusen(page: Page): Promise<void> {
  await page.goto(TEAM_PAGE);
  await page.evaluate(([key, id]) => localStorage.setItem(key!, id!), [STORAGE_KEY, LEVERKUSEN]);
}

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

test("a team page's star follows the team: its state and name, kept in local storage and no cookie, at every width", async ({ page, context }, info) => {
  await page.goto(TEAM_PAGE);
  const follow = star(page, "Bayer 04 Leverkusen folgen");
  await expect(follow).toBeVisible();
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  // Beside the name, a target of at least 24 × 24 px.
  const box = (await follow.boundingBox())!;
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
  expect(Math.abs(box.y + box.height / 2 - (heading.y + heading.height / 2))).toBeLessThan(heading.height);

  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(LEVERKUSEN);
  expect(await context.cookies()).toEqual([]);
  await settle(page);
  await page.screenshot({ path: screenshotPath(info.project.name, "favourites-team-followed") });

  // Kept for the next page, before hydration as after.
  await page.reload();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await hydrated(page);
  await expect(follow).toHaveAttribute("aria-pressed", "true");

  // Keyboard: reachable and toggled with Space; the focus is visible.
  await follow.focus();
  await page.keyboard.press("Space");
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  expect(await follow.evaluate((el) => el.matches(":focus-visible") && getComputedStyle(el).outlineStyle !== "none")).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  expect(await context.cookies()).toEqual([]);
});

test("the same team is followed in every language: table rows marked, by more than colour", ANY_VIEWPORT, async ({ page }, info) => {
  await followLeverkusen(page);
  const tables = [
    ["/ergebnisse/bundesliga/tabelle", "Bayer 04 Leverkusen folgen", "Borussia Dortmund folgen"],
    ["/en/results/bundesliga/tables", "Follow Bayer 04 Leverkusen", "Follow Borussia Dortmund"],
    ["/it/risultati/bundesliga/classifica", "Segui Bayer 04 Leverkusen", "Segui Borussia Dortmund"],
  ] as const;
  for (const [path, followed, other] of tables) {
    await page.goto(path);
    await expect(star(page, followed)).toHaveAttribute("aria-pressed", "true");
    await expect(star(page, other)).toHaveAttribute("aria-pressed", "false");
    const row = page.locator("tr", { has: star(page, followed) });
    const otherRow = page.locator("tr", { has: star(page, other) });
    // The name is bold and the star filled (a different glyph), besides the tint.
    const weight = (locator: typeof row) => locator.locator(".team__name").evaluate((el) => getComputedStyle(el).fontWeight);
    expect(Number(await weight(row))).toBeGreaterThanOrEqual(700);
    expect(Number(await weight(otherRow))).toBeLessThan(700);
    const glyph = (name: string) => star(page, name).evaluate((el) => getComputedStyle(el, "::before").content);
    expect(await glyph(followed)).not.toBe(await glyph(other));
  }
  await star(page, "Segui Bayer 04 Leverkusen").scrollIntoViewIfNeeded();
  await settle(page);
  await page.screenshot({ path: screenshotPath(info.project.name, "favourites-table-marked") });
});

test("a star rendered by a client-side navigation shows the stored state", ANY_VIEWPORT, async ({ page }) => {
  await followLeverkusen(page);
  await page.goto(TEAM_PAGE);
  await hydrated(page);
  await page.getByRole("link", { name: "Zur Tabelle" }).first().click();
  await expect(page).toHaveURL(/\/tabelle/);
  const table = page.locator("table.standings");
  await expect(table).toBeVisible();
  await expect(table.getByRole("button", { name: "Bayer 04 Leverkusen folgen" })).toHaveAttribute("aria-pressed", "true");
  await expect(table.getByRole("button", { name: "FC Bayern München folgen" })).toHaveAttribute("aria-pressed", "false");
  // Unfollowed in the table: stored at once.
  await table.getByRole("button", { name: "Bayer 04 Leverkusen folgen" }).click();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
});

test("a team page's fixtures: a star beside each opponent of its match rows", ANY_VIEWPORT, async ({ page }) => {
  await followLeverkusen(page);
  await page.goto("/teams/borussia-dortmund");
  const row = page.locator(".team-fixtures tr", { has: star(page, "Bayer 04 Leverkusen folgen") });
  expect(await row.count()).toBeGreaterThan(0);
  await expect(row.first().getByRole("link").last()).toHaveAttribute("href", /\/ergebnisse\/.+\/\d+$/);
  await expect(star(page, "Bayer 04 Leverkusen folgen").first()).toHaveAttribute("aria-pressed", "true");
  await expect(star(page, "Borussia Dortmund folgen")).toHaveAttribute("aria-pressed", "false");
});

test("the home page shows the followed teams' last and next match only to a follower", async ({ page }, info) => {
  await page.goto("/");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { name: "Meine Teams" })).toHaveCount(0);

  await page.evaluate(([key, id]) => localStorage.setItem(key!, id!), [STORAGE_KEY, LEVERKUSEN]);
  for (const [path, heading, last, next] of [
    ["/", "Meine Teams", "Letztes Spiel", "Nächstes Spiel"],
    ["/en", "My teams", "Last match", "Next match"],
    ["/it", "Le mie squadre", "Ultima partita", "Prossima partita"],
  ] as const) {
    await page.goto(path);
    const section = page.locator("section", { has: page.getByRole("heading", { name: heading, level: 2 }) });
    await expect(section).toBeVisible();
    await expect(section.getByRole("heading", { name: "Bayer 04 Leverkusen", level: 3 })).toBeVisible();
    await expect(section.getByRole("term")).toHaveText([last, next]);
    // The last match links to its page (the recorded season is over: no next match).
    const lastMatch = section.getByRole("definition").first().getByRole("link");
    await expect(lastMatch).toHaveAttribute("href", /\/\d+$/);
    await expect(lastMatch).toContainText("Bayer 04 Leverkusen");
  }
  await page.locator(".my-teams").scrollIntoViewIfNeeded();
  await settle(page);
  await page.screenshot({ path: screenshotPath(info.project.name, "favourites-home") });
  const response = await page.goto(
    await page
      .locator(".my-teams dd a")
      .first()
      .getAttribute("href")
      .then((href) => href!),
  );
  expect(response?.status()).toBe(200);
  await expect(page.locator(".scoreboard")).toContainText("Leverkusen");
});

test("the day view puts the followed teams' matches first", async ({ page }, info) => {
  await followLeverkusen(page);
  await page.goto("/ergebnisse/2025-05-17");
  // The block comes before every competition's section.
  const sections = page.locator(".day__followed:visible, .day__competition");
  await expect(sections.first()).toHaveClass(/day__followed/);
  await expect(sections.first().getByRole("heading", { level: 3 })).toHaveText("Meine Teams");
  const rows = sections.first().locator("li");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Leverkusen");
  await expect(rows.first().getByRole("link")).toHaveAttribute("href", /\/ergebnisse\/bundesliga\/.+\/\d+$/);
  await settle(page);
  await page.screenshot({ path: screenshotPath(info.project.name, "favourites-day") });
  // A day without the team's matches keeps the block hidden.
  await page.goto("/ergebnisse/2025-05-16");
  await expect(page.locator(".day__followed")).toBeHidden();
});

test("without JavaScript there is no star and no block", ANY_VIEWPORT, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of [TEAM_PAGE, "/ergebnisse/bundesliga/tabelle"]) {
    await page.goto(path);
    expect(await page.locator(".follow-star").count()).toBeGreaterThan(0);
    await expect(page.locator(".follow-star:visible")).toHaveCount(0);
  }
  await page.goto("/ergebnisse/2025-05-17");
  await expect(page.locator(".day__followed")).toBeHidden();
  await context.close();
});

/** A table with stars, one of them followed, in both schemes; the two blocks in one each. */
const AXE_PAGES = [
  ["/ergebnisse/bundesliga/tabelle", "light"],
  ["/ergebnisse/bundesliga/tabelle", "dark"],
  [TEAM_PAGE, "dark"],
  ["/ergebnisse/2025-05-17", "light"],
  ["/", "dark"],
] as const;

for (const [path, colorScheme] of AXE_PAGES) {
  test(`${path}: axe finds nothing (every rule) with Leverkusen followed, in ${colorScheme} colours`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    await followLeverkusen(page);
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    // The followed team's marks are on the page that is scanned.
    await expect(page.locator('.follow-star[aria-pressed="true"], .my-teams, .day__followed:not([hidden])').first()).toBeVisible();
    const results = await axeBuilder(page).analyze();
    expect(results.violations).toEqual([]);
  });
}
