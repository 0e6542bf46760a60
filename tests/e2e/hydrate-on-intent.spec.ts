import { expect, test, type Page, type Request } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#scripts/chromium.ts";
import { ANY_VIEWPORT, DESKTOP_ONLY, PHONE_ONLY, consoleProblems, siteForBlock } from "../support/e2e.ts";

/**
 * When a page hydrates (app/head-script.ts, docs/decisions/0714-first-visit.md): a first visit waits
 * for the visitor's first intent, in any time zone (the kick-offs' zone script writes them in the
 * visitor's zone without hydrating); a press made before the page's modules ran is the browser's,
 * at once; once hydrated a press (on a link inside a static island too) is a client navigation. Only
 * pages with matches in play hydrate at once.
 */

// The full browser, as a visitor's: the headless shell the other specs run in places its pointer at
// the viewport's corner, and the `pointerover` it gets there would be the intent these tests time.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } });

const TEAM = "/teams/bayer-04-leverkusen";

/** The head script's state, whether React Router's modules were evaluated (the bootstrap sets them on window) and whether it hydrated. */
const hydration = (page: Page) =>
  page.evaluate(() => ({
    state: window.matchpulsHydration ?? "not yet",
    modules: "__reactRouterRouteModules" in window,
    router: "__reactRouterDataRouter" in window,
  }));
const WAITING = { state: "waiting", modules: false, router: false };
const HYDRATED = { state: "started", modules: true, router: true };

/** Marks the window: a full page load loses the mark, a client navigation keeps it. */
const markWindow = (page: Page) => page.evaluate(() => ((window as { intentMark?: number }).intentMark = 1));
const windowMarked = (page: Page) => page.evaluate(() => (window as { intentMark?: number }).intentMark === 1);

/** Links whose first press is checked: a plain one in the footer, and one inside the team page's static island. */
const FIRST_PRESSES = [
  { path: "/faq", link: "footer a[href='/impressum']" },
  { path: TEAM, link: "[data-island] .team-fixtures__opponent a" },
];

test("a first visit in the home zone fetches and evaluates no module and does not hydrate until the visitor does something", ANY_VIEWPORT, async ({ page }) => {
  const modules: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && new URL(request.url()).pathname.startsWith("/assets/")) modules.push(request.url());
  });
  for (const path of ["/faq", "/", TEAM]) {
    await page.goto(path);
    await expect.poll(() => hydration(page), path).toEqual(WAITING);
    // A sleep: what is checked is that nothing happens without the visitor, which only time can show.
    await page.waitForTimeout(1000);
    expect(await hydration(page), `${path}, a second later`).toEqual(WAITING);
    expect(modules, `${path}: no module fetched (ADR 0713)`).toEqual([]);
  }
  // The first intent fetches the page's modules, and the page hydrates.
  await page.evaluate(() => document.dispatchEvent(new PointerEvent("pointerover")));
  await expect.poll(() => hydration(page)).toEqual(HYDRATED);
  expect(modules.length).toBeGreaterThan(0);
});

/** Whether the browser renders the element now (false inside a part content-visibility skips). */
const rendered = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

test("a page loaded anew renders what lies below the first screen as it nears the viewport, until the visitor's first intent (ADR 0712)", async ({ page }) => {
  const laterCompetition = ".team-season.render-when-near h2";
  const footerLink = ".site-footer a";
  await page.goto(TEAM);
  await expect.poll(() => hydration(page)).toEqual(WAITING);
  await expect(page.locator("html")).toHaveClass(/\bfirst-sight\b/);
  expect(await rendered(page, ".team-season h2"), "the first competition").toBe(true);
  expect(await rendered(page, laterCompetition), "a later competition, far below").toBe(false);
  expect(await rendered(page, footerLink), "the footer").toBe(false);
  // The page's text is all there for find in page and screen readers; scrolled to, a part is rendered as it nears.
  await expect(page.locator(laterCompetition).first()).toHaveText(/\S/);
  await page.locator(footerLink).first().scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(page, footerLink), "the footer, scrolled to").toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.dispatchEvent(new PointerEvent("pointerover")));
  await expect(page.locator("html")).not.toHaveClass(/\bfirst-sight\b/);
  expect(await rendered(page, laterCompetition), "after the first intent").toBe(true);
  expect(await rendered(page, footerLink), "after the first intent").toBe(true);

  // A reload restores its scroll position by offset: rendered whole from the start.
  await page.reload();
  await expect.poll(() => hydration(page)).toEqual(WAITING);
  await expect(page.locator("html")).not.toHaveClass(/\bfirst-sight\b/);

  // A link to a part far down renders the page whole and lands on the part, below the sticky header:
  // among estimated heights a part rendered late could move the target after the browser scrolled.
  await page.goto("/ueber-uns#jobs");
  await expect.poll(() => hydration(page)).toEqual(WAITING);
  await expect(page.locator("html")).not.toHaveClass(/\bfirst-sight\b/);
  const jobsTop = () => page.locator("#jobs").evaluate((jobs) => Math.round(jobs.getBoundingClientRect().top));
  await expect.poll(jobsTop).toBeGreaterThan(40);
  const landed = await jobsTop();
  await page.evaluate(() => document.dispatchEvent(new PointerEvent("pointerover")));
  await page.locator("#jobs").evaluate((jobs) => jobs.scrollIntoView());
  expect(Math.abs((await jobsTop()) - landed), "where the part lands in the page's whole layout").toBeLessThanOrEqual(2);
});

test("a click once the intent hydrated the page is a client navigation, with the fade, on a link inside an island too", ANY_VIEWPORT, async ({ page }) => {
  const problems = consoleProblems(page);
  for (const { path, link } of FIRST_PRESSES) {
    await page.goto(path);
    await expect.poll(() => hydration(page), path).toEqual(WAITING);
    await markWindow(page);
    const anchor = page.locator(link).first();
    const target = await anchor.getAttribute("href");
    await anchor.hover();
    await expect.poll(() => hydration(page), `${path}: hydrated on the pointer's arrival`).toEqual(HYDRATED);
    await anchor.click();
    await expect(page).toHaveURL(target!);
    // Only a page mounted by a client navigation fades in (SiteShell's PageMain).
    await expect(page.locator("main.page--entering"), `${path}: the fade`).toBeAttached();
    expect(await windowMarked(page), `${path}: no page load`).toBe(true);
  }
  expect(problems).toEqual([]);
});

test("the first tap on a phone fetches no module and never waits: the browser follows the link", PHONE_ONLY, async ({ page }) => {
  for (const { path, link } of FIRST_PRESSES) {
    // Were the tap's touch an intent, the modules (held here, as on a slow phone) would share the line with the next page.
    await openWithModulesHeld(page, path);
    await markWindow(page);
    const modules: string[] = [];
    const count = (request: Request) => void (/\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname) && modules.push(request.url()));
    page.on("request", count);
    const anchor = page.locator(link).first();
    await anchor.scrollIntoViewIfNeeded();
    const target = await anchor.getAttribute("href");
    await anchor.tap();
    await expect(page).toHaveURL(target!, { timeout: 2000 });
    expect(await windowMarked(page), `${path}: a page load`).toBe(false);
    await expect.poll(() => hydration(page), `${path}: the next page waits too`).toEqual(WAITING);
    page.off("request", count);
    expect(modules, `${path}: modules fetched for the tap`).toEqual([]);
  }
});

/**
 * Opens `path` with the page's modules (React, React Router, the routes) held until the returned
 * function is called, once the page waits for the visitor's intent. The held modules would hold the
 * load event too, so the page counts as open when its document is parsed.
 */
async function openWithModulesHeld(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.unrouteAll();
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect.poll(() => hydration(page), path).toEqual(WAITING);
  return release;
}

test(
  "a press made before the page's modules ran is followed by the browser at once, whether they are on their way or never arrive",
  ANY_VIEWPORT,
  async ({ page }) => {
    // The modules are on their way (held): the press does not wait for them.
    await openWithModulesHeld(page, "/faq");
    await markWindow(page);
    await page.locator("footer a[href='/impressum']").click();
    await expect(page).toHaveURL("/impressum", { timeout: 2000 });
    expect(await windowMarked(page), "a page load").toBe(false);

    // The modules never arrive: the same.
    await page.unrouteAll();
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/faq");
    await expect.poll(() => hydration(page)).toEqual(WAITING);
    await page.locator("footer a[href='/impressum']").click();
    await expect(page).toHaveURL("/impressum", { timeout: 2000 });
  },
);

test(
  "what a visitor did before the page's modules ran is kept: the cookie notice closed, text typed into the FAQ's search and the header's",
  DESKTOP_ONLY,
  async ({ page }) => {
    let release = await openWithModulesHeld(page, "/faq");
    await page.locator(".cookie-notice summary").click();
    await expect(page.locator(".cookie-notice")).toBeHidden();
    // Remembered at once, by the head script.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("cookie-notice"))).toBe("dismissed");
    const entries = page.locator("main details");
    const total = await entries.count();
    await page.locator("#faq-query").pressSequentially("dunkel");
    release();
    await expect.poll(() => hydration(page)).toEqual(HYDRATED);
    // The filter applies what was typed, and the field still holds it.
    await expect.poll(() => entries.count()).toBeLessThan(total);
    await expect(page.locator("#faq-query")).toHaveValue("dunkel");
    await expect(page.locator(".faq-status [role=status]")).toHaveText(/^\d+ passende Fragen?$/);

    // The header's field focused and typed into before: its suggestions come once the page hydrated.
    release = await openWithModulesHeld(page, "/");
    await page.locator("header input[type=search]").pressSequentially("Bayern");
    release();
    await expect(page.getByRole("listbox")).toBeVisible();
    await expect(page.locator("header input[type=search]")).toHaveValue("Bayern");
  },
);

test.describe("a visitor in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("a page with kick-offs shows them in the visitor's zone and still waits for the first intent, its modules unfetched", ANY_VIEWPORT, async ({ page }) => {
    const modules: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" && new URL(request.url()).pathname.startsWith("/assets/")) modules.push(request.url());
    });
    for (const path of ["/ergebnisse/bundesliga/1-spieltag", "/en/results/world-cup-2022/argentina-france/10064", "/"]) {
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("data-kickoff-zone", "Asia/Tokyo");
      // A sleep: what is checked is that the page keeps waiting, which only time can show.
      await page.waitForTimeout(500);
      expect(await hydration(page), path).toEqual(WAITING);
      expect(modules, `${path}: no module fetched`).toEqual([]);
    }
    await expect(page.locator(".home-match__status[data-kickoff]").first()).toHaveText(/\S/);
    await page.goto("/ergebnisse/bundesliga/1-spieltag");
    await expect(page.locator(".match-row__time").first()).toContainText("GMT+9");
  });
});

test.describe("a match in play", () => {
  // The 2022 World Cup final in its second half.
  const site = siteForBlock({ RESULTS_CLOCK: "2022-12-18T16:27:00Z", RESULTS_CLOCK_RATE: "1" });

  test("its page hydrates at once and reads the live stream", ANY_VIEWPORT, async ({ page }) => {
    const stream = page.waitForRequest((request) => new URL(request.url()).pathname === "/live");
    await page.goto(`${site.origin}/ergebnisse/wm-2022/argentinien-frankreich/10064`);
    await expect(page.locator(".live-notice")).toBeAttached();
    await expect.poll(() => hydration(page)).toEqual(HYDRATED);
    await stream;
  });
});
