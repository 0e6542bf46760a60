import { expect, test, type Page } from "@playwright/test";
import { DESKTOP_ONLY, hydrated, siteForBlock, consoleProblems } from "../support/e2e.ts";

/**
 * Static islands (app/components/StaticIsland.tsx, ADR 0708): parts of a page whose server HTML a
 * first visit keeps instead of hydrating. React must not hydrate inside them, their links must still
 * navigate on the client (the progress bar, the fade) unless a modifier or the middle button asks for
 * a new tab, an island must render with React once what it shows changes (here: the visitor's zone),
 * live scores beside the islands must still update, and no page may log a hydration mismatch or any
 * other error.
 */

const TEAM = "/teams/bayer-04-leverkusen";

/** Whether React attached its fiber to the element (it hydrated or rendered it). */
const reactOwned = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));

/**
 * Hydrates the page (as a visitor's intent does) and waits until every island handles its links'
 * clicks: React gives the island its click handler in the render right after hydration. React keeps
 * an element's current props on it. (A first press that itself starts hydration: hydrate-on-intent.spec.ts.)
 */
const islandLinksReady = async (page: Page) => {
  await hydrated(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-island]")].every((island) =>
      Object.entries(island).some(([key, props]) => key.startsWith("__reactProps") && typeof (props as { onClick?: unknown }).onClick === "function"),
    ),
  );
};

/** Marks the window: a full page load loses the mark, a client navigation keeps it. */
const markWindow = (page: Page) => page.evaluate(() => ((window as { islandMark?: number }).islandMark = 1));
const windowMarked = (page: Page) => page.evaluate(() => (window as { islandMark?: number }).islandMark === 1);

for (const path of [TEAM, "/"]) {
  test(`${path}: islands keep the server's HTML through hydration, without any console error`, async ({ page }) => {
    const problems = consoleProblems(page);
    // Each link in an island marked as the parser made it, before any script of the page runs.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        for (const link of document.querySelectorAll("[data-island] a")) (link as { serverNode?: true } & Element).serverNode = true;
      }),
    );
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("[data-island]").first()).toBeAttached();
    // React owns the island's element but nothing inside it.
    await expect.poll(() => reactOwned(page, "[data-island]")).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await reactOwned(page, "[data-island] > *")).toBe(false);
    // And the nodes are the server's: hydration neither rendered them again nor replaced the HTML.
    const links = await page
      .locator("[data-island] a")
      .evaluateAll((links) => links.map((link) => (link as { serverNode?: true } & Element).serverNode === true));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every(Boolean)).toBe(true);
    expect(problems).toEqual([]);
  });
}

test("a link inside an island navigates on the client, with the fade of a client navigation", async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto(TEAM);
  await islandLinksReady(page);
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
  await islandLinksReady(page);
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
  await islandLinksReady(page);
  const opponent = page.locator("[data-island] .team-fixtures__opponent a").first();
  const target = await opponent.getAttribute("href");
  for (const click of [() => opponent.click({ modifiers: ["ControlOrMeta"] }), () => opponent.click({ button: "middle" })]) {
    const [tab] = await Promise.all([context.waitForEvent("page"), click()]);
    // The new tab may open on about:blank and then load the link (the headless shell does).
    await tab.waitForURL((url) => url.pathname === target, { waitUntil: "domcontentloaded" });
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

test.describe("live scores beside the home page's islands", () => {
  // The World Cup final replayed from the 72nd minute at 20 replay minutes a real minute
  // (results-live.spec.ts): Mbappé's goals in the 80th and 81st minute arrive while the test watches.
  const site = siteForBlock({ RESULTS_CLOCK: "2022-12-18T16:27:00Z", RESULTS_CLOCK_RATE: "20" });

  test("a goal reaches the live strip, which is no island, without a reload", DESKTOP_ONLY, async ({ page }) => {
    const problems = consoleProblems(page);
    await page.goto(site.origin + "/");
    await hydrated(page);
    await markWindow(page);
    const final = page.getByRole("region", { name: "Live und heute" }).getByRole("link", { name: /Argentinien 2:\d Frankreich/ });
    await expect(final).toHaveAccessibleName(/Argentinien 2:0 Frankreich/);
    await expect(final.locator("xpath=ancestor::*[@data-island]")).toHaveCount(0);
    await expect(page.locator("[data-island]").first()).toBeAttached();
    await expect(final).toHaveAccessibleName(/Argentinien 2:[12] Frankreich/, { timeout: 60_000 });
    expect(await windowMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});
