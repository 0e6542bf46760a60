import { expect, test } from "@playwright/test";
import { dismissCookieNoticeUpFront, screenshotPath, settle } from "../support/e2e.ts";

/**
 * Full-page screenshots at both project viewports (360 px phone, 1300 px desktop), for people to
 * look at: test-results/screenshots/<project>-<name>.png. No pixel comparison; the only assertion
 * besides the status is that nothing overflows the viewport horizontally.
 */

const SHOTS: { name: string; path: string; status: number; cookieNotice?: boolean }[] = [
  { name: "home-de", path: "/", status: 200, cookieNotice: true },
  { name: "about-de", path: "/ueber-uns", status: 200 },
  { name: "privacy-de", path: "/datenschutz", status: 200 },
  { name: "faq-de", path: "/faq", status: 200 },
  { name: "contact-de", path: "/kontakt", status: 200 },
  { name: "not-found-de", path: "/gibt-es-nicht", status: 404 },
  { name: "home-en", path: "/en", status: 200 },
  { name: "home-it", path: "/it", status: 200 },
];

// The phone project's device pixel ratio (2.75) makes huge, slow PNGs; 1 shows the same layout.
test.use({ deviceScaleFactor: 1 });

for (const shot of SHOTS) {
  test(`screenshot ${shot.name} (${shot.path})`, async ({ page }, testInfo) => {
    if (!shot.cookieNotice) await dismissCookieNoticeUpFront(page);
    const response = await page.goto(shot.path, { waitUntil: "load" });
    expect(response?.status()).toBe(shot.status);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await settle(page);
    const file = screenshotPath(testInfo.project.name, shot.name);
    await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
    await testInfo.attach(shot.name, { path: file, contentType: "image/png" });

    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const culprits = [...document.querySelectorAll("body *")]
        .filter((el) => !el.closest(".visually-hidden, .skip-link") && getComputedStyle(el).position !== "fixed")
        .filter((el) => el.getBoundingClientRect().right > width + 1 || (el.children.length === 0 && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0))
        .slice(-5)
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()}${el.className ? "." + String(el.className).replace(/ /g, ".") : ""}> "${(el.textContent ?? "").trim().slice(0, 40)}"`,
        );
      return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
    });
    expect(overflow.scrollWidth, `horizontal overflow at ${overflow.width}px: ${overflow.culprits.join(", ")}`).toBeLessThanOrEqual(overflow.width);
  });
}
