import { expect, type Page, test } from "@playwright/test";
import { cssChannels, luminance } from "../support/colour.ts";
import { ANY_VIEWPORT, axeBuilder, dismissCookieNoticeUpFront, hydrated, screenshotPath } from "../support/e2e.ts";

/**
 * Colour schemes (app/styles/app.css, app/head-script.ts, docs/decisions/0010-colour-schemes.md): the
 * site follows the system's light or dark setting with CSS alone; the footer's toggle, shown only
 * where JavaScript runs, keeps a visitor's own choice in local storage (no cookie) and applies it
 * before the first paint of every later page.
 */

/**
 * One page of each type: in dark colours every one must pass axe's colour rules (the other WCAG rules
 * do not depend on colours; the other browser tests run them in light colours).
 */
const PAGE_TYPES = [
  "/",
  "/faq",
  "/ergebnisse",
  "/ergebnisse/bundesliga",
  "/ergebnisse/bundesliga/tabelle",
  "/ergebnisse/bundesliga/torschuetzen",
  "/ergebnisse/2025-05-17",
  "/ergebnisse/wm-2022/argentinien-frankreich/10064",
  "/ergebnisse/dfb-pokal/turnierbaum",
  "/teams/bayer-04-leverkusen",
  "/spieler/harry-kane-eng",
  "/suche?q=bayern",
  "/news/kolumne/1",
  "/kontakt",
  "/ueber-uns",
  "/presse",
  "/download",
  "/premium",
  "/datenschutz",
  "/gibt-es-nicht",
];
const PHONE_TOO = ["/", "/ergebnisse/bundesliga/tabelle", "/ergebnisse/wm-2022/argentinien-frankreich/10064"];

/** The relative luminance (WCAG 2) of the root element's background and of the body's text colour. */
async function luminances(page: Page): Promise<{ background: number; text: number }> {
  const [background, text] = await page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).color]);
  return { background: luminance(cssChannels(background!)), text: luminance(cssChannels(text!)) };
}

/** The page's background (the root element's) is dark and its text light. */
async function isDark(page: Page): Promise<boolean> {
  const { background, text } = await luminances(page);
  return background < 0.05 && text > 0.6;
}

test.describe("dark colours from the system's setting", () => {
  test.use({ colorScheme: "dark" });

  // Each page type at 1300 px, where the most columns show; the phone's own layout on three of them. The
  // pages of a group share a tab, each loaded once, a step and soft assertions naming it; groups of five keep
  // the workers sharing them (docs/decisions/0806-browser-tests-one-load-per-page.md).
  const desktopOnly = PAGE_TYPES.filter((path) => !PHONE_TOO.includes(path));
  const groups = [PHONE_TOO, ...Array.from({ length: Math.ceil(desktopOnly.length / 5) }, (_, i) => desktopOnly.slice(i * 5, i * 5 + 5))];
  for (const paths of groups) {
    const tags = paths === PHONE_TOO ? {} : ANY_VIEWPORT;
    test(`${paths.join(", ")}: dark, and axe finds no colour problem (text contrast, links told apart from text)`, tags, async ({ page }) => {
      // Up to five loads and scans: room on a busy machine.
      test.slow();
      await dismissCookieNoticeUpFront(page);
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          expect.soft(await isDark(page), `${path}: dark background, light text`).toBe(true);
          const results = await axeBuilder(page).withRules(["color-contrast", "link-in-text-block"]).analyze();
          expect
            .soft(
              results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
              `${path}: axe's colour rules`,
            )
            .toEqual([]);
          if (path === "/ergebnisse/bundesliga/tabelle")
            await page.screenshot({ path: screenshotPath(test.info().project.name, "dark-table"), animations: "disabled" });
        });
      }
    });
  }

  test("without JavaScript the pages are dark too, and the toggle is not shown", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "dark", viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto("/ergebnisse/wm-2022/argentinien-frankreich/10064");
    expect(await isDark(page)).toBe(true);
    await expect(page.locator(".theme-toggle")).toBeHidden();
    await context.close();
  });
});

test.describe("the footer's toggle", () => {
  test.use({ colorScheme: "light" });

  test(
    "switches to dark and back, announces its state, and the choice holds on the next page before its first paint",
    ANY_VIEWPORT,
    async ({ page, context }) => {
      await dismissCookieNoticeUpFront(page);
      await page.goto("/faq");
      const toggle = page.getByRole("button", { name: "Dunkles Design" });
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      expect(await isDark(page)).toBe(false);

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      expect(await isDark(page)).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

      // The next page: dark from its first paint on. The head script sets the scheme while the head is
      // parsed, so a look taken as soon as the document is parsed (before any module script ran) finds it.
      const firstLook = page.waitForEvent("console", (message) => message.text().startsWith("first look:"));
      await page.addInitScript(() => {
        document.addEventListener("readystatechange", () => {
          if (document.readyState === "interactive") console.log(`first look: ${document.documentElement.dataset.theme}`);
        });
      });
      await page.goto("/ergebnisse/bundesliga/tabelle");
      expect((await firstLook).text()).toBe("first look: dark");
      expect(await isDark(page)).toBe(true);
      await hydrated(page);
      const again = page.getByRole("button", { name: "Dunkles Design" });
      await expect(again).toHaveAttribute("aria-pressed", "true");

      await again.click();
      await expect(again).toHaveAttribute("aria-pressed", "false");
      expect(await isDark(page)).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
      // Kept in the browser only: no cookie.
      expect(await context.cookies()).toEqual([]);
    },
  );

  test("a light choice holds against a dark system; the toggle speaks each language", ANY_VIEWPORT, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    for (const [path, name] of [
      ["/en/faq", "Dark mode"],
      ["/it/faq", "Tema scuro"],
    ] as const) {
      await page.goto(path);
      expect(await isDark(page), path).toBe(false);
      await expect(page.getByRole("button", { name }), path).toHaveAttribute("aria-pressed", "false");
    }
    await context.close();
  });
});
