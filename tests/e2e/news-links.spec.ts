import { expect, test } from "@playwright/test";
import { axeBuilder, dismissCookieNoticeUpFront, hydrated, type Lang, screenshotPath } from "../support/e2e.ts";

/**
 * News that connects (docs/decisions/0501-news-that-connects.md) at 360 and 1300 px: an article's
 * text links the teams, competitions and players it names (from the results data, once each), the
 * links lead there, and a team's page lists the latest news about it, each a link to the article.
 */

const ARTICLE: Record<Lang, string> = {
  de: "/news/bundesliga/artikel/leverkusen-startet-mit-einem-32-in-moenchengladbach-1004",
  en: "/en/news/bundesliga/article/leverkusen-open-with-a-3-2-win-at-moenchengladbach-1004",
  it: "/it/news/bundesliga/article/il-leverkusen-parte-con-un-3-2-a-moenchengladbach-1004",
};
const TEAM: Record<Lang, string> = { de: "/teams/bayer-04-leverkusen", en: "/en/teams/bayer-04-leverkusen", it: "/it/squadre/bayer-04-leverkusen" };
const GLADBACH: Record<Lang, string> = {
  de: "/teams/borussia-moenchengladbach",
  en: "/en/teams/borussia-moenchengladbach",
  it: "/it/squadre/borussia-moenchengladbach",
};
const BUNDESLIGA: Record<Lang, string> = { de: "/ergebnisse/bundesliga", en: "/en/results/bundesliga", it: "/it/risultati/bundesliga" };

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

for (const lang of ["de", "en", "it"] as const) {
  test(`${lang}: the article links the teams and the competition it names, once each, and the links lead there`, async ({ page }) => {
    // The slug may differ from the one written here: the page moves (301) to its canonical address.
    await page.goto(ARTICLE[lang]);
    const body = page.locator(".news-article__body");
    const links = body.getByRole("link");
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(hrefs).toContain(TEAM[lang]);
    expect(hrefs).toContain(GLADBACH[lang]);
    expect(hrefs).toContain(BUNDESLIGA[lang]);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    // A link is text of the paragraph, not added to it.
    await expect(body.getByRole("link", { name: "Bayer 04 Leverkusen" })).toHaveAttribute("href", TEAM[lang]);
    await page.screenshot({ path: screenshotPath(test.info().project.name, `news-links-article-${lang}`), fullPage: true });
    const results = await axeBuilder(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    await hydrated(page);
    await body.getByRole("link", { name: "Bayer 04 Leverkusen" }).click();
    await expect(page).toHaveURL(TEAM[lang]);
  });

  test(`${lang}: a team's page lists the latest news about it, newest first, each a link to its article`, async ({ page }) => {
    await page.goto(TEAM[lang]);
    const section = page.getByRole("region", { name: "News" });
    await expect(section).toBeVisible();
    const items = section.getByRole("listitem");
    await expect(items).toHaveCount(3);
    const dates = await section.locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const link of await section.getByRole("link").all()) {
      expect(await link.getAttribute("href")).toMatch(new RegExp(`^${lang === "de" ? "" : `/${lang}`}/news/[a-z-]+/(artikel|article)/[a-z0-9-]+-\\d+$`));
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    }
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(test.info().project.name, `news-links-team-${lang}`) });
    const first = section.getByRole("link").first();
    const href = await first.getAttribute("href");
    await first.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}
