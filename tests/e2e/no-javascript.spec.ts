import { expect, test } from "@playwright/test";
import { ANY_VIEWPORT, expectLayoutNavigation, languageLink, reachableHeaderLinks } from "../support/e2e.ts";

/** The site without JavaScript: server-rendered pages are complete and their links work. */
test.use({ javaScriptEnabled: false });

test("home renders its heading, header, footer and texts", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Matchpuls");
  // Spec constants on the home page: more than 100 leagues, push alerts, store badges.
  await expect(page.getByRole("main")).toContainText("100 Ligen");
  await expect(page.getByRole("main").locator('a[href^="https://apps.apple.com/"]').first()).toBeVisible();
  await expect(page.getByRole("main").locator('a[href^="https://play.google.com/"]').first()).toBeVisible();
  await expectLayoutNavigation(page, "de");
  // Without JavaScript the page is not left invisible by the fade-in (it ends after 0.5 s).
  await expect.poll(async () => Number(await page.getByRole("main").evaluate((el) => getComputedStyle(el).opacity))).toBeGreaterThan(0.9);
  // The cookie notice shows, and closes without JavaScript too (for this page view: nothing to remember it in).
  await expect(page.locator(".cookie-notice")).toBeVisible();
  await page.locator(".cookie-notice summary").click();
  await expect(page.locator(".cookie-notice")).toBeHidden();
});

test("privacy renders its heading and the spec's constants", ANY_VIEWPORT, async ({ page }) => {
  const response = await page.goto("/datenschutz");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Datenschutz/);
  const main = page.getByRole("main");
  await expect(main).toContainText("14 Tage");
  await expect(main.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expectLayoutNavigation(page, "de");
});

test("a 404 page renders its texts, header and footer", ANY_VIEWPORT, async ({ page }) => {
  const response = await page.goto("/en/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found.");
  await expect(page.getByText("We can't seem to find the page you're looking for.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/en/contact");
  await expectLayoutNavigation(page, "en");
});

test("links work: the language switcher leads from /ueber-uns to /en/about", async ({ page }) => {
  await page.goto("/ueber-uns");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Über uns/);
  await (await languageLink(page, "English")).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/About us/);
  await expectLayoutNavigation(page, "en");

  await (await reachableHeaderLinks(page)).getByText("Contact", { exact: true }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Contact/);
});
