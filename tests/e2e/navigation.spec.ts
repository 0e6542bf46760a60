import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  ANY_VIEWPORT,
  dismissCookieNoticeUpFront,
  headerLabelPatterns,
  headerNavLinks,
  holdDataRequests,
  hydrated,
  languageLink,
  reachableHeaderLinks,
} from "../support/e2e.ts";

/** Client-side behaviour with JavaScript on (docs/decisions/0003-layout-behaviour.md, ADR 0001 for the language switcher). */

/**
 * Records every value the progress bar's data-phase takes (also across a remount of the bar) and
 * marks the window: the marker survives client-side navigation, not a full page load.
 */
async function watchPage(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __marker: string; __phases: string[] };
    w.__marker = "still-the-same-document";
    w.__phases = [];
    const record = () => {
      const phase = document.querySelector(".progress-bar")?.getAttribute("data-phase") ?? "(no bar)";
      if (w.__phases.at(-1) !== phase) w.__phases.push(phase);
    };
    record();
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-phase"],
    });
  });
}

const phases = (page: Page) => page.evaluate(() => (window as unknown as { __phases: string[] }).__phases);
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: string }).__marker);

test("client-side navigation shows the progress bar, completes it and swaps the page without a reload", async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
  await page.goto("/");
  await hydrated(page);
  const homeHeading = await page.locator("h1").innerText();
  await watchPage(page);
  const releaseData = await holdDataRequests(page);

  await (await reachableHeaderLinks(page)).filter({ hasText: "FAQ" }).click();
  const bar = page.locator(".progress-bar");
  await expect(bar).toHaveAttribute("data-phase", "loading");
  // While loading, the bar advances (it ticks every 100 ms) and stays below 100 %.
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 2_000 }).toBeGreaterThan(0);
  await expect(bar).toBeVisible();
  const during = await bar.evaluate((el) => ({
    phase: el.getAttribute("data-phase"),
    value: Number(el.getAttribute("aria-valuenow")),
    height: el.getBoundingClientRect().height,
  }));
  expect(during.height, "the bar is 2 px high").toBe(2);
  expect(during.phase, "still loading while the data is held").toBe("loading");
  expect(during.value, "below 100 % while loading").toBeLessThan(100);
  releaseData();

  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator("h1")).not.toHaveText(homeHeading);
  await expect(page.locator("h1")).toHaveText(/Fragen|FAQ/);
  await expect(bar).toHaveAttribute("data-phase", "idle", { timeout: 5_000 });

  expect(await phases(page)).toEqual(["idle", "loading", "done", "idle"]);
  expect(await marker(page), "no full page load").toBe("still-the-same-document");
});

test("the language switcher leads to the same page in English and Italian", async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
  await page.goto("/ueber-uns");
  await hydrated(page);
  await watchPage(page);
  await expect(headerNavLinks(page)).toHaveText(headerLabelPatterns("de"));

  await (await languageLink(page, "English")).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("h1")).toHaveText(/About us/);
  await expect(headerNavLinks(page)).toHaveText(headerLabelPatterns("en"));
  await expect(headerNavLinks(page).last()).toHaveAttribute("href", "/en/contact");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy", exact: true })).toHaveAttribute("href", "/en/privacy");

  await (await languageLink(page, "Italiano")).click();
  await expect(page).toHaveURL(/\/it\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(headerNavLinks(page)).toHaveText(headerLabelPatterns("it"));
  await expect(headerNavLinks(page).last()).toHaveAttribute("href", "/it/contatto");

  await (await languageLink(page, "Deutsch")).click();
  await expect(page).toHaveURL(/\/ueber-uns$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  expect(await marker(page), "the switcher navigates client-side").toBe("still-the-same-document");
});

/** The heading the server renders for a path (the reference for the client-rendered page). */
async function serverHeading(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  return (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "").replace(/<[^>]*>/g, "").trim();
}

test("client-side navigation to the English and Italian home pages renders them in their language", async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
  const enHeading = await serverHeading(page, "/en");
  const itHeading = await serverHeading(page, "/it");
  expect(enHeading).not.toBe(await serverHeading(page, "/"));

  await page.goto("/");
  await hydrated(page);
  await (await languageLink(page, "English")).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("h1")).toHaveText(enHeading);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(headerNavLinks(page)).toHaveText(headerLabelPatterns("en"));

  await page.goto("/it/about");
  await hydrated(page);
  await (await reachableHeaderLinks(page)).first().click();
  await expect(page).toHaveURL(/\/it$/);
  await expect(page.locator("h1")).toHaveText(itHeading);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(headerNavLinks(page)).toHaveText(headerLabelPatterns("it"));
});

test("a client-side navigation to a missing page turns the progress bar red and shows the 404 page", ANY_VIEWPORT, async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
  await page.goto("/");
  await hydrated(page);
  await watchPage(page);
  const releaseData = await holdDataRequests(page);

  // A link the site does not have: navigate the way a <Link> click does, through the router.
  await page.evaluate(() => {
    const w = window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } };
    void w.__reactRouterDataRouter.navigate("/gibt-es-nicht");
  });
  // The bar shows its loading phase while the answer is held, and then the failure.
  await expect.poll(() => phases(page), { timeout: 3_000 }).toContain("loading");
  releaseData();

  await expect(page).toHaveURL(/\/gibt-es-nicht$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Es tut uns leid.");
  await expect(page.getByText("This page could not be found")).toBeVisible();
  expect(await marker(page), "client-side navigation, no full page load").toBe("still-the-same-document");
  // The red phase may be short-lived (the bar fades out afterwards): look at every phase it took.
  await expect.poll(() => phases(page), { timeout: 3_000 }).toContain("failed");
  const seen = await phases(page);
  expect(seen).toContain("loading");
  expect(seen.indexOf("failed"), "failed comes after loading").toBeGreaterThan(seen.indexOf("loading"));
  expect(seen, "a failed navigation never shows as done").not.toContain("done");
});

test("the cookie notice: a slim bar above the header, dismissed with OK, stays dismissed after reload, no cookies set", async ({ page, context }) => {
  await page.goto("/");
  await hydrated(page);
  const notice = page.getByRole("region", { name: "Hinweis zu Cookies" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link")).toHaveAttribute("href", "/datenschutz");
  // It takes its own space above the header: nothing of the page lies under it.
  const [bar, header] = await Promise.all([notice.boundingBox(), page.getByRole("banner").boundingBox()]);
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(header!.y + 0.5);
  expect(bar!.height, "slim").toBeLessThanOrEqual(page.viewportSize()!.width < 600 ? 60 : 40);

  await notice.locator("summary").click();
  await expect(notice).toBeHidden();
  // Remembered when the disclosure's toggle event arrives (a task after it closed).
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cookie-notice"))).toBe("dismissed");

  await page.reload();
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator(".cookie-notice")).toBeHidden();
  // Dismissal is remembered across pages and languages too.
  await page.goto("/en/about");
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator(".cookie-notice")).toBeHidden();

  expect(await context.cookies(), "the site sets no cookies").toEqual([]);
});

test("the cookie notice's link leads to the privacy page in the page's language", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/en");
  await hydrated(page);
  await page.locator(".cookie-notice").getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("scroll resets to the top on a new page, and back restores the saved position", async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
  await page.goto("/");
  await hydrated(page);
  await watchPage(page);
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Impressum", exact: true });
  await footerLink.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, "the home page is long enough to scroll").toBeGreaterThan(200);

  await footerLink.click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect(page.locator("h1")).toHaveText(/Impressum/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await marker(page)).toBe("still-the-same-document");

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
});

interface TransitionCase {
  what: string;
  from: string;
  link: (page: Page) => Locator;
  to: RegExp;
}

/** The spec's page transition (§2, §9: 0.5 s): every move to another page's path fades out and in, views of one page too. */
const TRANSITIONS: TransitionCase[] = [
  { what: "a new page", from: "/faq", link: (page) => page.getByRole("contentinfo").getByRole("link", { name: "Impressum", exact: true }), to: /\/impressum$/ },
  {
    what: "a competition's tab",
    from: "/ergebnisse/bundesliga",
    link: (page) => page.getByRole("main").getByRole("link", { name: "Tabelle", exact: true }),
    to: /\/tabelle$/,
  },
  {
    what: "a round",
    from: "/ergebnisse/bundesliga/1-spieltag",
    link: (page) => page.getByRole("link", { name: "Nächste Runde: 2. Spieltag" }),
    to: /\/2-spieltag$/,
  },
  {
    what: "a news category",
    from: "/news/kolumne/1",
    link: (page) => page.locator(".news-filters a").filter({ hasText: /^Bundesliga$/ }),
    to: /\/news\/bundesliga\/1$/,
  },
];

test("every move to another page's path: the leaving page fades out completely over 0.5 s, the next one fades in", ANY_VIEWPORT, async ({ page }) => {
  // Four loads and moves, one after another in one tab.
  test.slow();
  await dismissCookieNoticeUpFront(page);
  for (const c of TRANSITIONS) {
    await test.step(`${c.what} (${c.from})`, async () => {
      await page.goto(c.from);
      await hydrated(page);
      const main = page.getByRole("main");
      const release = await holdDataRequests(page);
      await c.link(page).click();
      await expect(page.locator(".loading-status"), `${c.what}: the loading text`).toHaveText("Wird geladen …");
      expect.soft(await main.evaluate((el) => getComputedStyle(el).transitionDuration), `${c.what}: the fade's duration`).toBe("0.5s");
      // Gone, not dimmed: the loading text and the bar say what is happening meanwhile.
      await expect.poll(() => main.evaluate((el) => Number(getComputedStyle(el).opacity)), { message: `${c.what}: faded out` }).toBe(0);
      release();
      await expect(page).toHaveURL(c.to);
      // The new page's main element (the URL may change a moment before it is there).
      await expect
        .poll(() => main.evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDuration]), { message: `${c.what}: fades in` })
        .toEqual(["page-in", "0.5s"]);
      await expect.poll(() => main.evaluate((el) => Number(getComputedStyle(el).opacity)), { message: `${c.what}: faded in` }).toBe(1);
      // The next move holds its own requests.
      await page.unrouteAll({ behavior: "ignoreErrors" });
    });
  }
});
