import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "../support/e2e.ts";

/**
 * Static islands (app/components/StaticIsland.tsx, ADR 0708): parts of a page whose server HTML a
 * first visit keeps instead of hydrating. React must not hydrate inside them, their links must still
 * navigate on the client (the progress bar, the fade) unless a modifier or the middle button asks for
 * a new tab, an island must render with React once what it shows changes (here: the visitor's zone),
 * and no page may log a hydration mismatch or any other error.
 */

const TEAM = "/teams/bayer-04-leverkusen";
const FAQ = "/faq";
const MATCH = "/ergebnisse/wm-2022/argentinien-frankreich/10064";

/** Collects console errors and React's hydration warnings of the page's whole life. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** Whether React attached its fiber to the element (it hydrated or rendered it). */
const reactOwned = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));

/** Marks the window: a full page load loses the mark, a client navigation keeps it. */
const markWindow = (page: Page) => page.evaluate(() => ((window as { islandMark?: number }).islandMark = 1));
const windowMarked = (page: Page) => page.evaluate(() => (window as { islandMark?: number }).islandMark === 1);

for (const path of [TEAM, FAQ, MATCH, "/"]) {
  test(`${path}: islands keep the server's HTML through hydration, without any console error`, async ({ page }) => {
    const problems = consoleProblems(page);
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("[data-island]").first()).toBeAttached();
    // React owns the island's element but nothing inside it.
    await expect.poll(() => reactOwned(page, "[data-island]")).toBe(true);
    expect(await reactOwned(page, "[data-island] > *")).toBe(false);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
}

test("a link inside an island navigates on the client, with the fade of a client navigation", async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto(TEAM);
  await hydrated(page);
  await markWindow(page);
  const opponent = page.locator("[data-island] .team-fixtures__opponent a").first();
  const target = await opponent.getAttribute("href");
  await opponent.click();
  await expect(page).toHaveURL(target!);
  // Only a page mounted by a client navigation fades in (SiteShell's PageMain).
  await expect(page.locator("main.page--entering")).toBeAttached();
  expect(await windowMarked(page)).toBe(true);
  await expect(page.locator("h1")).not.toHaveText("Bayer 04 Leverkusen");
  // The new page's sections are rendered by React, so their links are React Router's.
  expect(problems).toEqual([]);
});

test("the keyboard's Enter on a link inside an island navigates on the client too", async ({ page }) => {
  await page.goto(TEAM);
  await hydrated(page);
  await markWindow(page);
  const opponent = page.locator("[data-island] .team-fixtures__opponent a").first();
  const target = await opponent.getAttribute("href");
  await opponent.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(target!);
  expect(await windowMarked(page)).toBe(true);
});

test("a modified or middle click on a link inside an island opens a new tab and leaves the page", async ({ page, context }) => {
  await page.goto(TEAM);
  await hydrated(page);
  const opponent = page.locator("[data-island] .team-fixtures__opponent a").first();
  const target = await opponent.getAttribute("href");
  for (const click of [() => opponent.click({ modifiers: ["ControlOrMeta"] }), () => opponent.click({ button: "middle" })]) {
    const [tab] = await Promise.all([context.waitForEvent("page"), click()]);
    await tab.waitForLoadState("domcontentloaded");
    expect(new URL(tab.url()).pathname).toBe(target);
    await tab.close();
    expect(new URL(page.url()).pathname).toBe(TEAM);
  }
});

test.describe("a visitor in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("the team page's fixtures switch to the visitor's zone after hydration (the island renders with React)", async ({ page, request }) => {
    // Leverkusen's first Bundesliga match of 2024/25: Friday 23 August, 20:30 in Germany, Saturday in Tokyo.
    const html = await (await request.get(TEAM)).text();
    expect(html).toContain("Fr., 23. Aug. 2024");
    await page.goto(TEAM);
    await hydrated(page);
    const firstDate = page.locator(".team-fixtures tbody tr").first().locator(".team-fixtures__date");
    await expect(firstDate).toContainText("Sa., 24. Aug. 2024");
    expect(await reactOwned(page, "[data-island] > *")).toBe(true);
  });
});

test("the FAQ's search still filters the answers inside its island", async ({ page }) => {
  await page.goto(FAQ);
  await hydrated(page);
  const entries = page.locator(".faq-entry");
  const all = await entries.count();
  await page.locator("#faq-query").fill("Premium");
  await expect.poll(() => entries.count()).toBeLessThan(all);
  await expect(entries.first()).toHaveAttribute("open", "");
  await page.locator("#faq-query").fill("");
  await expect.poll(() => entries.count()).toBe(all);
});

test("live parts stay outside the islands: the match page's scoreboard and every live notice", async ({ page }) => {
  await page.goto(MATCH);
  await expect(page.locator("[data-island]").first()).toBeAttached();
  await expect(page.locator("[data-island] .scoreboard, [data-island] .live-notice, [data-island] form")).toHaveCount(0);
});
