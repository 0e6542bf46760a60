import { expect, test } from "@playwright/test";
import { axeBuilder, dismissCookieNoticeUpFront, hydrated, screenshotPath, settle } from "../support/e2e.ts";

/**
 * News with pictures and the matches they are about (docs/decisions/0502-matches-in-news-and-news-pictures.md):
 * the list's cards and the article show the item's picture, sized by its attributes (no layout
 * shift), lazy below the first; the article links its match (the result in the text and a list
 * after it); both fit the width at 360 and 1300 px, and every axe rule passes in light and dark.
 */

const LIST = "/news/bundesliga/1";
const ARTICLE = "/news/bundesliga/artikel/leverkusen-startet-mit-einem-32-in-moenchengladbach-1004";

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the news list and an article: pictures, the article's match, the width, and axe (every rule) in ${colorScheme}`, async ({ page }, info) => {
    test.slow();
    await page.emulateMedia({ colorScheme });

    await test.step("the list", async () => {
      await page.goto(LIST);
      await hydrated(page);
      const images = page.locator(".news-card__image");
      expect(await images.count()).toBeGreaterThan(1);
      const attributes = await images.evaluateAll((all) =>
        all.map((img) => ({
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          alt: img.getAttribute("alt"),
          loading: img.getAttribute("loading"),
          src: img.getAttribute("src"),
        })),
      );
      for (const [i, image] of attributes.entries()) {
        expect.soft(image.width, `card ${i}: width`).toMatch(/^\d+$/);
        expect.soft(image.height, `card ${i}: height`).toMatch(/^\d+$/);
        expect.soft(image.alt, `card ${i}: alt`).toMatch(/^Illustration: /);
        expect.soft(image.src, `card ${i}: ours`).toMatch(/^\/images\/news\/[a-z0-9-]+\.svg$/);
        expect.soft(image.loading, `card ${i}: loading`).toBe(i === 0 ? null : "lazy");
      }
      // Drawn at the card's width, in its own proportions.
      const first = images.first();
      await expect(first).toBeVisible();
      const box = (await first.boundingBox())!;
      const card = (await page.locator(".news-card").first().boundingBox())!;
      expect(Math.abs(box.width - (card.width - 2))).toBeLessThan(2);
      expect(Math.abs(box.height - (box.width * 675) / 1200)).toBeLessThan(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await settle(page);
      await page.screenshot({ path: screenshotPath(info.project.name, `news-pictures-list-${colorScheme}`) });
      expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    });

    await test.step("the article", async () => {
      await page.goto(ARTICLE);
      await hydrated(page);
      const image = page.locator(".news-article__image");
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute("width", "1200");
      await expect(image).toHaveAttribute("height", "675");
      await expect(image).toHaveAttribute("alt", /^Illustration: ein Fußballfeld/);
      // The result in the text links the match; so does the list after the text.
      const match = /\/ergebnisse\/bundesliga\/borussia-moenchengladbach-bayer-04-leverkusen\/\d+$/;
      await expect(page.locator(".news-article__body").getByRole("link", { name: "3:2", exact: true })).toHaveAttribute("href", match);
      const listed = page.getByRole("region", { name: "Spiele in diesem Artikel" }).getByRole("link");
      await expect(listed).toHaveCount(1);
      await expect(listed).toHaveText("Borussia Mönchengladbach 2:3 Bayer 04 Leverkusen");
      await expect(listed).toHaveAttribute("href", match);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await settle(page);
      await page.screenshot({ path: screenshotPath(info.project.name, `news-pictures-article-${colorScheme}`), fullPage: true });
      expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    });
  });
}
