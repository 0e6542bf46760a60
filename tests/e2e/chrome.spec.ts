import { expect, test, type Page } from "@playwright/test";
import {
  ANY_VIEWPORT,
  PHONE_ONLY,
  dismissCookieNoticeUpFront,
  holdDataRequests,
  hydrated,
  reachableHeaderLinks,
  type Lang,
  axeBuilder,
} from "../support/e2e.ts";

/**
 * The site's chrome on phones and desktops (docs/decisions/0003-layout-behaviour.md): a slim sticky header
 * whose entries sit behind a menu button on phones, "you are here" marks, breadcrumbs, the cookie bar,
 * the page transition and the visible loading text.
 */

const isPhone = (page: Page) => page.viewportSize()!.width < 768;

const FAQ: Record<Lang, { path: string; entry: string; menu: string }> = {
  de: { path: "/faq", entry: "FAQ", menu: "Menü" },
  en: { path: "/en/faq", entry: "FAQ", menu: "Menu" },
  it: { path: "/it/faq", entry: "FAQ", menu: "Menu" },
};

/**
 * The layout shifts the page has had so far (the Layout Instability API, none after input): in all,
 * and those that moved the frame's parts (the header with its menu, the cookie notice above it).
 */
async function layoutShift(page: Page): Promise<{ page: number; frame: number }> {
  return page.evaluate(
    () =>
      new Promise<{ page: number; frame: number }>((resolve) => {
        const sum = { page: 0, frame: 0 };
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            sum.page += entry.value;
            const elements = entry.sources.map(({ node }) => (node instanceof Element ? node : node?.parentElement));
            if (elements.some((element) => element?.closest(".site-header, .cookie-region"))) sum.frame += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        // A sleep: the shifts are summed over a window after load; none announces the last.
        setTimeout(() => resolve(sum), 300);
      }),
  );
}

for (const lang of ["de", "en", "it"] as const) {
  // One load of the FAQ page for all its header checks (docs/decisions/0806-browser-tests-one-load-per-page.md).
  test(`${lang}: the header is one slim row that stays at the top, marks the current page (as the footer does); on phones its entries open from a menu button`, async ({
    page,
  }) => {
    await page.goto(FAQ[lang].path);
    // The marks are in the server's markup: read before anything is opened or scrolled.
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }),
      `${FAQ[lang].path}: the footer marks the current page`,
    ).toHaveAttribute("aria-current", "page");
    await hydrated(page);
    const header = page.getByRole("banner");
    const box = (await header.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(56);

    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await header.boundingBox())!.y, "sticky: at the top after scrolling").toBe(0);

    const menuButton = header.getByText(FAQ[lang].menu, { exact: true });
    if (isPhone(page)) {
      await expect(menuButton).toBeVisible();
      await menuButton.click();
      const links = header.locator(".site-menu__panel .site-nav").getByRole("link");
      // The header's five, then the results and the news, which a phone's header reaches no other way.
      await expect(links).toHaveCount(7);
      await expect(links.nth(5)).toHaveAttribute("href", { de: "/ergebnisse", en: "/en/results", it: "/it/risultati" }[lang]);
      await expect(links.nth(6)).toHaveAttribute("href", { de: "/news/kolumne/1", en: "/en/news/kolumne/1", it: "/it/news/kolumne/1" }[lang]);
      await expect(header.locator(".site-menu__panel .language-switcher").getByRole("link")).toHaveCount(3);
      for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect((await axeBuilder(page).include(".site-header").analyze()).violations).toEqual([]);
      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press("Escape");
      await expect(links.first()).toBeHidden();
      await expect(header.locator(".site-menu__button")).toBeFocused();
      // A click outside closes it too.
      await menuButton.click();
      await page.mouse.click(4, page.viewportSize()!.height - 20);
      await expect(links.first()).toBeHidden();
    } else {
      await expect(menuButton).toBeHidden();
      await expect(header.locator(".site-header__wide .site-nav").getByRole("link")).toHaveCount(5);
    }
    // The current page marked among the header's entries, as a visitor reaches them (the menu reopened on phones).
    const entries = await reachableHeaderLinks(page);
    await expect(entries.getByText(FAQ[lang].entry, { exact: true }), `${FAQ[lang].path}: the header marks the current page`).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
}

test("a section is marked on its sub-pages: results below a table, news below an article, jobs below a job", async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  await page.goto("/ergebnisse/bundesliga/tabelle");
  await expect(footer.getByRole("link", { name: "Ergebnisse", exact: true })).toHaveAttribute("aria-current", "true");
  await expect(footer.locator("a[aria-current]")).toHaveCount(1);

  await page.goto("/en/news/bundesliga/2");
  await expect(footer.getByRole("link", { name: "News", exact: true })).toHaveAttribute("aria-current", "true");

  await page.goto("/ueber-uns");
  const job = page.getByRole("main").locator('a[href^="/ueber-uns/jobs/"]').first();
  await page.goto((await job.getAttribute("href"))!);
  await expect(footer.getByRole("link", { name: "Jobs", exact: true })).toHaveAttribute("aria-current", "true");
  const entries = await reachableHeaderLinks(page);
  await expect(entries.getByText("Jobs", { exact: true })).toHaveAttribute("aria-current", "true");
});

test("results and news pages show breadcrumbs that lead back up", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/it/risultati/serie-a/classifica");
  const trail = page.getByRole("navigation", { name: "Percorso di navigazione" });
  await expect(trail.getByRole("link")).toHaveText(["Home", "Risultati", "Serie A"]);
  await trail.getByRole("link", { name: "Risultati" }).click();
  await expect(page).toHaveURL(/\/it\/risultati$/);

  await page.goto("/en/news/kolumne/1");
  await page.getByRole("main").locator('a[href*="/article/"]').first().click();
  const newsTrail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(newsTrail.getByRole("link")).toHaveText(["Home", /.+/]);
  await expect(newsTrail.getByRole("link").last()).toHaveAttribute("href", /^\/en\/news\/\w[\w-]*\/1$/);
  await page.goto("/news/kolumne/2");
  await expect(page.getByRole("navigation", { name: "Brotkrümelnavigation" }).getByRole("link")).toHaveText(["Startseite", "Kolumne"]);
  // Pages that are not below another have none.
  await page.goto("/en/faq");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
});

test("a menu opened while the scripts still load stays open when the page hydrates, and closes on a navigation", PHONE_ONLY, async ({ page }) => {
  // The menu button is the phone header's: in the phone project only.
  // The client entry arrives late, as on a slow phone.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/faq");
  await page.locator(".site-menu__button").click();
  const menu = page.locator(".site-menu");
  await expect(menu).toHaveJSProperty("open", true);
  release();
  await hydrated(page);
  await expect(menu).toHaveJSProperty("open", true);
  await page.locator(".site-menu__panel .site-nav").getByRole("link", { name: "Kontakt" }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(menu).toHaveJSProperty("open", false);
});

test("the breadcrumb trail is never cut: it wraps between crumbs within the screen", async ({ page }) => {
  for (const path of [
    "/ergebnisse/bundesliga/rb-leipzig-vfb-stuttgart/1299",
    "/it/risultati/champions-league/ottavi-di-finale",
    "/en/teams/bayer-04-leverkusen",
  ]) {
    await page.goto(path);
    const trail = page.locator(".breadcrumbs ol");
    const { scrollWidth, clientWidth } = await trail.evaluate((ol) => ({ scrollWidth: ol.scrollWidth, clientWidth: ol.clientWidth }));
    expect(scrollWidth, `${path}: nothing hidden to the side`).toBeLessThanOrEqual(clientWidth);
    const viewport = page.viewportSize()!.width;
    for (const crumb of await trail.locator("li:visible").all()) {
      const box = (await crumb.boundingBox())!;
      expect(box.x + box.width, `${path}: "${await crumb.textContent()}" within the screen`).toBeLessThanOrEqual(viewport);
    }
  }
});

test("the cookie bar never lies over the page: it takes its own space above the header, slim in every language", async ({ page }) => {
  for (const path of ["/", "/ergebnisse/bundesliga/tabelle", "/en/faq", "/it/faq"]) {
    await page.goto(path);
    const bar = (await page.locator(".cookie-notice").boundingBox())!;
    const main = (await page.getByRole("main").boundingBox())!;
    const header = (await page.getByRole("banner").boundingBox())!;
    expect(bar.y + bar.height, `${path}: above the header`).toBeLessThanOrEqual(header.y + 0.5);
    expect(bar.y + bar.height, `${path}: above the content`).toBeLessThanOrEqual(main.y + 0.5);
    expect(await page.locator(".cookie-notice").evaluate((el) => getComputedStyle(el).position)).not.toMatch(/fixed|sticky/);
    // Two lines at most on a phone, one on a wide screen.
    expect(bar.height, `${path}: slim`).toBeLessThanOrEqual(page.viewportSize()!.width < 600 ? 60 : 40);
  }
});

/**
 * The frame moves nothing: no frame is painted before the header is whole (a slow machine's parser
 * yielded inside it, and the row grew as its search button arrived). Rows of the content further down
 * may still grow as their names arrive on such a machine (0.0005–0.001 measured at CPU × 4), far below
 * what a visitor notices; the page's sum is bounded for them.
 */
test("neither the header, the menu nor the cookie bar shifts the layout", async ({ page }) => {
  await page.goto("/ergebnisse/bundesliga");
  await hydrated(page);
  const first = await layoutShift(page);
  expect.soft(first.frame, "a first visit: the frame").toBe(0);
  expect.soft(first.page, "a first visit: the page").toBeLessThan(0.005);
  // A returning visitor: the dismissed bar is hidden before the first paint.
  await dismissCookieNoticeUpFront(page);
  await page.goto("/faq");
  await hydrated(page);
  const returning = await layoutShift(page);
  expect.soft(returning.frame, "a returning visitor: the frame").toBe(0);
  expect.soft(returning.page, "a returning visitor: the page").toBeLessThan(0.005);
});

test.describe("page transitions", () => {
  test.beforeEach(async ({ page }) => dismissCookieNoticeUpFront(page));

  test("a new page: the leaving one fades out, the loading text shows, the new one fades in", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    const releaseData = await holdDataRequests(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Impressum", exact: true }).click();
    await expect(page.locator(".loading-status")).toHaveText("Wird geladen …");
    await expect(page.locator(".loading-status")).toBeVisible();
    await expect.poll(() => page.getByRole("main").evaluate((main) => Number(getComputedStyle(main).opacity))).toBeLessThan(0.5);
    releaseData();
    await expect(page.locator("h1")).toHaveText(/Impressum/);
    expect(await page.getByRole("main").evaluate((main) => getComputedStyle(main).animationName)).toBe("page-in");
    await expect(page.locator(".loading-status")).toBeHidden();
    await expect.poll(() => page.getByRole("main").evaluate((main) => Number(getComputedStyle(main).opacity))).toBe(1);
  });

  test("the first page, as the server sent it, is painted at once: no fade-in", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/faq");
    expect(await page.getByRole("main").evaluate((main) => [getComputedStyle(main).animationName, getComputedStyle(main).opacity])).toEqual(["none", "1"]);
    await hydrated(page);
    expect(await page.getByRole("main").evaluate((main) => [main.className, main.getAnimations().length])).toEqual(["page", 0]);
  });

  test("a tab or round of the same competition fades like any other page", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/ergebnisse/bundesliga");
    await hydrated(page);
    await page.getByRole("main").evaluate((main) => (main.dataset.marker = "same-element"));
    const releaseData = await holdDataRequests(page);
    await page.getByRole("main").getByRole("link", { name: "Tabelle", exact: true }).click();
    // While the tab loads, the leaving view fades out (docs/decisions/0003-layout-behaviour.md).
    await expect(page.locator(".loading-status")).toHaveText("Wird geladen …");
    await expect.poll(() => page.getByRole("main").evaluate((main) => main.className)).toBe("page page--leaving");
    releaseData();
    await expect(page).toHaveURL(/\/tabelle$/);
    await expect(page.getByRole("main")).not.toHaveAttribute("data-marker", "same-element");
  });

  test("under prefers-reduced-motion nothing fades", ANY_VIEWPORT, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/faq");
    await hydrated(page);
    expect(await page.getByRole("main").evaluate((main) => getComputedStyle(main).animationName)).toBe("none");
    const releaseData = await holdDataRequests(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Impressum", exact: true }).click();
    await expect(page.locator(".loading-status")).toHaveText("Wird geladen …");
    expect(await page.getByRole("main").evaluate((main) => getComputedStyle(main).opacity)).toBe("1");
    releaseData();
    await expect(page.locator("h1")).toHaveText(/Impressum/);
    expect(await page.getByRole("main").evaluate((main) => [getComputedStyle(main).animationName, getComputedStyle(main).opacity])).toEqual(["none", "1"]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu opens and its entries work; the cookie bar closes", async ({ page }) => {
    await page.goto("/en");
    await page.locator(".cookie-notice summary").click();
    await expect(page.locator(".cookie-notice")).toBeHidden();
    const entries = await reachableHeaderLinks(page);
    // A phone's menu adds the results and the news to the header's five.
    await expect(entries).toHaveCount(test.info().project.name === "phone" ? 7 : 5);
    await entries.getByText("FAQ", { exact: true }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expect(page.locator("h1")).toHaveText(/FAQ|questions/i);
  });
});

test("a breadcrumb's separator stays with the item before it, so no line starts with one", async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
  await page.goto("/ergebnisse/bundesliga/sc-freiburg-eintracht-frankfurt/1301");
  const items = await page
    .locator(".breadcrumbs li")
    .evaluateAll((lis) =>
      lis
        .filter((li) => getComputedStyle(li).display !== "none")
        .map((li) => ({ before: getComputedStyle(li, "::before").content, after: getComputedStyle(li, "::after").content })),
    );
  expect(items.length).toBeGreaterThan(2);
  // No item opens with a separator; each but the last visible one ends with it.
  expect(items.map((item) => item.before)).toEqual(items.map(() => "none"));
  expect(items.map((item) => item.after)).toEqual([...items.slice(1).map(() => '"›"'), "none"]);
});
