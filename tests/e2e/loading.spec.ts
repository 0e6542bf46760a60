import { expect, test } from "@playwright/test";
import { ANY_VIEWPORT, hydrated } from "../support/e2e.ts";

/**
 * How a page loads (docs/decisions/0700-first-paint-before-javascript.md): one stylesheet, no module preloads in the markup,
 * and none of the site's JavaScript requested while the page cannot paint yet. The stylesheet is
 * held back for a moment: it blocks rendering, so every script request must come after it.
 */

const PAGES = {
  home: "/",
  about: "/en/about",
  faq: "/it/faq",
  contact: "/kontakt",
  table: "/ergebnisse/bundesliga/tabelle",
  match: "/ergebnisse/wm-2022/argentinien-frankreich/10064",
  article: "/news/kolumne/artikel/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001",
};
const STYLESHEET_DELAY_MS = 600;

for (const [type, path] of Object.entries(PAGES)) {
  test(`${type}: requests JavaScript only once it can paint, then hydrates (${path})`, ANY_VIEWPORT, async ({ page }) => {
    let stylesheetDelivered = Number.POSITIVE_INFINITY;
    const scriptRequests: { url: string; at: number }[] = [];
    await page.route("**/assets/*.css", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, STYLESHEET_DELAY_MS));
      const response = await route.fetch();
      stylesheetDelivered = Date.now();
      await route.fulfill({ response });
    });
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) scriptRequests.push({ url: pathname, at: Date.now() });
    });

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html, "no module preloads in the markup").not.toContain('<link rel="modulepreload"');
    expect(html.match(/<link rel="stylesheet"/g), "one stylesheet").toHaveLength(1);

    await hydrated(page);
    expect(scriptRequests.length).toBeGreaterThan(5);
    for (const request of scriptRequests)
      expect(request.at, `${request.url} requested after the stylesheet arrived`).toBeGreaterThanOrEqual(stylesheetDelivered);
  });
}
