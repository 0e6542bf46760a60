import { expect, test } from "@playwright/test";
import {
  ANY_VIEWPORT,
  LANGS,
  STATIC_PAGES,
  anchorHrefs,
  countTags,
  element,
  expectLayoutNavigation,
  footerNav,
  headerNav,
  htmlLang,
  metaDescription,
  pathOf,
  reachableHeaderLinks,
  titleOf,
  type Lang,
} from "../support/e2e.ts";

/**
 * Every parameterless page of the route table in every language: 200, its
 * language, one heading, a title and a description, the header and footer links. The per-page
 * checks read the server-rendered HTML through `request` (no browser needed); the layout is then
 * checked in the browser on a few pages.
 */

const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const IPHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

test("the page list covers the spec's parameterless pages", ANY_VIEWPORT, () => {
  const pages = new Set(STATIC_PAGES.map((p) => p.page));
  for (const page of [
    "home",
    "about",
    "ads",
    "contact",
    "cookies",
    "faq",
    "legal",
    "premium",
    "press",
    "press-articles",
    "privacy",
    "terms",
    "results",
    "download",
  ]) {
    expect(pages, page).toContain(page);
  }
  expect(pages).not.toContain("privache");
  expect(pages).not.toContain("job-detail");
  expect(STATIC_PAGES.filter((p) => p.page === "contact").map((p) => p.path)).toEqual(["/kontakt", "/en/contact", "/it/contatto"]);
});

for (const { page, lang, path } of STATIC_PAGES) {
  test(`${lang} ${page} ${path}: 200, lang, one h1, title, description, header and footer links`, ANY_VIEWPORT, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0, headers: { "user-agent": DESKTOP_UA } });
    expect(response.status(), `status of ${path}`).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await response.text();

    expect(htmlLang(html)).toBe(lang);
    expect(countTags(html, "h1"), "number of <h1>").toBe(1);
    expect(
      element(html, "h1")
        ?.replace(/<[^>]*>/g, "")
        .trim(),
      "h1 text",
    ).not.toBe("");
    expect(titleOf(html) ?? "", "<title>").not.toBe("");
    expect(metaDescription(html) ?? "", "meta description").not.toBe("");
    // An error page also has all of the above: make sure this is not one.
    expect(html).not.toContain('class="error-page');

    const header = element(html, "header") ?? "";
    const headerHrefs = anchorHrefs(header);
    for (const link of headerNav(lang)) expect(headerHrefs, `header link ${link.key}`).toContain(link.href);
    const footerHrefs = anchorHrefs(element(html, "footer") ?? "");
    for (const link of footerNav(lang)) expect(footerHrefs, `footer link ${link.key}`).toContain(link.href);
  });
}

for (const lang of LANGS) {
  test(`${lang}: every page has its own <title>`, ANY_VIEWPORT, async ({ request }) => {
    const pages = STATIC_PAGES.filter((p) => p.lang === lang);
    const titles = await Promise.all(
      pages.map(async ({ path }) => {
        const response = await request.get(path, { maxRedirects: 0, headers: { "user-agent": DESKTOP_UA } });
        return { path, title: titleOf(await response.text()) ?? "" };
      }),
    );
    const byTitle = new Map<string, string[]>();
    for (const { path, title } of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
    const shared = [...byTitle].filter(([, paths]) => paths.length > 1).map(([title, paths]) => `"${title}": ${paths.join(", ")}`);
    expect(shared, "titles shared by several pages").toEqual([]);
  });
}

test.describe("the download entry reaches the store for the device", () => {
  test("iOS → App Store, Android → Google Play, others → the choice of both", ANY_VIEWPORT, async ({ request }) => {
    for (const lang of LANGS) {
      const path = pathOf("download", lang);
      const ios = await request.get(path, { maxRedirects: 0, headers: { "user-agent": IPHONE_UA } });
      expect(ios.status(), `${path} on iOS`).toBe(302);
      expect(ios.headers().location).toMatch(/^https:\/\/apps\.apple\.com\//);
      const android = await request.get(path, { maxRedirects: 0, headers: { "user-agent": ANDROID_UA } });
      expect(android.status(), `${path} on Android`).toBe(302);
      expect(android.headers().location).toMatch(/^https:\/\/play\.google\.com\//);
      const desktop = await request.get(path, { maxRedirects: 0, headers: { "user-agent": DESKTOP_UA } });
      expect(desktop.status(), `${path} on desktop`).toBe(200);
      const hrefs = anchorHrefs(element(await desktop.text(), "main") ?? "");
      expect(
        hrefs.some((h) => h.startsWith("https://apps.apple.com/")),
        "App Store badge",
      ).toBe(true);
      expect(
        hrefs.some((h) => h.startsWith("https://play.google.com/")),
        "Google Play badge",
      ).toBe(true);
    }
  });
});

const LAYOUT_PAGES: Record<Lang, string[]> = {
  de: ["/", "/ueber-uns"],
  en: ["/en", "/en/privacy"],
  it: ["/it", "/it/contatto"],
};

for (const lang of LANGS) {
  test(`browser (${lang}): header and footer navigation on ${LAYOUT_PAGES[lang].join(", ")}`, async ({ page }) => {
    for (const path of LAYOUT_PAGES[lang]) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await expectLayoutNavigation(page, lang);
      });
    }
  });
}

test("browser: the header's jobs entry leads to the about page's #jobs anchor", async ({ page }) => {
  await page.goto("/en");
  await (await reachableHeaderLinks(page)).getByText("Jobs", { exact: true }).click();
  await expect(page).toHaveURL(/\/en\/about#jobs$/);
  await expect(page.locator("h1")).toHaveText(/about/i);
  // The spec's anchor: the jobs section exists and is scrolled into view.
  await expect(page.locator("#jobs")).toBeInViewport();
});
