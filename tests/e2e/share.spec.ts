import { expect, test, type Page } from "@playwright/test";
import { axeBuilder, dismissCookieNoticeUpFront, hydrated } from "../support/e2e.ts";

/**
 * The match page's share button (app/features/results/match/MatchShare.tsx,
 * docs/decisions/0012-share-cards.md), at both widths: without JavaScript a disclosure with plain
 * links; with it, the system's share sheet where the browser has the Web Share API (stubbed here, to
 * see what it is handed), else the share overlay, loaded on the first press. Every state has no axe
 * violation of any rule (best practices included).
 */

const MATCH = {
  de: { path: "/ergebnisse/wm-2022/argentinien-frankreich/10064", button: "Spiel teilen", dialog: "Dieses Spiel teilen", title: "Argentinien – Frankreich" },
  en: { path: "/en/results/world-cup-2022/argentina-france/10064", button: "Share match", dialog: "Share this match", title: "Argentina – France" },
} as const;

async function noAxeViolations(page: Page, state: string) {
  const { violations } = await axeBuilder(page).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    state,
  ).toEqual([]);
}

test.describe("the match page's share button, with JavaScript", () => {
  test("without the Web Share API it opens the share overlay: the page's link, the networks; Escape closes it and focus returns", async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
    // Chromium on Linux has no Web Share API, but a test must not depend on it.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/(ShareDialog|match-share-press)-/.test(request.url())) loaded.push(request.url());
    });
    const { path, button, dialog: dialogName } = MATCH.de;
    await page.goto(path);
    await hydrated(page);
    // The overlay's code is not part of the page's first load.
    expect(loaded).toEqual([]);
    await noAxeViolations(page, "the page with its share button");

    const summary = page.locator(".match-share summary");
    await expect(summary).toHaveText(button);
    await summary.click();
    const dialog = page.getByRole("dialog", { name: dialogName });
    await expect(dialog).toBeVisible();
    expect(loaded.length).toBeGreaterThan(0);
    await expect(dialog.getByRole("textbox")).toHaveValue(new RegExp(`^https?://[^/]+${path}$`));
    await expect(dialog.getByRole("link", { name: /Auf WhatsApp teilen/ })).toHaveAttribute("href", /wa\.me/);
    await expect(dialog.getByRole("link", { name: "Per E-Mail teilen" })).toHaveAttribute("href", /^mailto:\?subject=Argentinien/);
    await noAxeViolations(page, "the share overlay open");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: button })).toBeFocused();
  });

  test("with the Web Share API it hands the match's title and URL to the system's share sheet, and opens no overlay", async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as { shared?: ShareData }).shared = data;
        },
      });
    });
    const { path, button, dialog, title } = MATCH.en;
    await page.goto(path);
    await hydrated(page);
    await page.locator(".match-share summary", { hasText: button }).click();
    await expect
      .poll(() => page.evaluate(() => (window as { shared?: ShareData }).shared))
      .toMatchObject({ title, url: expect.stringMatching(new RegExp(`${path}$`)) });
    await expect(page.getByRole("dialog", { name: dialog })).toHaveCount(0);
    // The disclosure stayed closed: the share sheet took its place.
    await expect(page.locator(".match-share details")).not.toHaveAttribute("open");
  });
});

test.describe("the match page's share button, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a disclosure with plain links: mail with the match and its URL, each network in a new tab", async ({ page }) => {
    await dismissCookieNoticeUpFront(page);
    const { path, button } = MATCH.de;
    await page.goto(path);
    const links = page.locator(".match-share .share-links a");
    await expect(links.first()).toBeHidden();
    await page.locator(".match-share summary", { hasText: button }).click();
    await expect(links).toHaveCount(6);
    await expect(links.first()).toBeVisible();
    await expect(links.first()).toHaveAttribute(
      "href",
      new RegExp(`^mailto:\\?subject=Argentinien.*${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    );
    for (const network of ["LinkedIn", "XING", "Facebook", "X", "WhatsApp"]) {
      const link = page.getByRole("link", { name: new RegExp(`^Auf ${network} teilen`) });
      await expect(link, network).toHaveAttribute("target", "_blank");
      await expect(link, network).toHaveAttribute("href", /^https:\/\//);
    }
  });
});

test.describe("the match page's share disclosure as served, before any of the page's scripts", () => {
  test("has no axe violation, closed or open", async ({ page }) => {
    // axe needs a script of its own: the page's are refused instead, so it stays as the server made it.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await dismissCookieNoticeUpFront(page);
    await page.goto(MATCH.de.path);
    await noAxeViolations(page, "the disclosure closed");
    await page.locator(".match-share summary").click();
    await expect(page.locator(".match-share .share-links a").first()).toBeVisible();
    await noAxeViolations(page, "the disclosure open");
  });
});
