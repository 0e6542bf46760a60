import { expect, test, type Page } from "@playwright/test";
import { ANY_VIEWPORT, dismissCookieNoticeUpFront, languageLink, metaDescription, titleOf } from "../support/e2e.ts";

/**
 * The news pages (docs/decisions/0500-news-pages.md): list → page 2 → article → back, with and without JavaScript;
 * the filter navigation; 404s; an English article. Texts are written out here (not read from the
 * dictionaries) so a wrong language shows.
 */

const SLUG = /^[a-z0-9-]+-\d+$/;
const ARTICLE_5001_DE = "/news/kolumne/artikel/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001";
const ARTICLE_5001_EN = "/en/news/kolumne/article/the-league-phase-brought-more-excitement-than-many-expected-5001";

test.beforeEach(async ({ page }) => {
  await dismissCookieNoticeUpFront(page);
});

function articleList(page: Page, name: string) {
  return page.getByRole("list", { name });
}

/** Every card links to an article of `category` whose slug follows the slug rule. */
async function expectArticleLinks(page: Page, listName: string, prefix: string) {
  const hrefs = await articleList(page, listName)
    .getByRole("heading", { level: 2 })
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href.startsWith(prefix), href).toBe(true);
    expect(href.slice(prefix.length)).toMatch(SLUG);
  }
  return hrefs;
}

/** The walk of the issue: /news/kolumne/1 → page 2 via the pagination → an article → back. */
async function walkListToArticle(page: Page) {
  const response = await page.goto("/news/kolumne/1");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Kolumne$/);
  const list = articleList(page, "Artikel: Kolumne");
  await expect(list.getByRole("listitem").first()).toBeVisible();
  expect(await list.getByRole("listitem").count()).toBeGreaterThanOrEqual(5);
  await expectArticleLinks(page, "Artikel: Kolumne", "/news/kolumne/artikel/");
  // Dates are <time datetime> elements, formatted in German.
  await expect(list.locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  await expect(list.locator("time").first()).toHaveText(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);

  const pagination = page.getByRole("navigation", { name: "Seiten" });
  await expect(pagination.getByRole("link", { name: "Seite 1" })).toHaveAttribute("aria-current", "page");
  await pagination.getByRole("link", { name: "Seite 2" }).click();
  await expect(page).toHaveURL(/\/news\/kolumne\/2$/);
  await expect(page.getByRole("navigation", { name: "Seiten" }).getByRole("link", { name: "Seite 2" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("navigation", { name: "Seiten" }).getByRole("link", { name: /Vorherige/ })).toHaveAttribute("href", "/news/kolumne/1");
  const hrefs = await expectArticleLinks(page, "Artikel: Kolumne", "/news/kolumne/artikel/");

  const first = articleList(page, "Artikel: Kolumne").getByRole("heading", { level: 2 }).first();
  const title = (await first.textContent())!.trim();
  await first.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("main").locator("time")).toHaveText(/Uhr$/);
  await expect(page.getByRole("main").locator(".lead")).not.toBeEmpty();
  expect(await page.getByRole("main").locator(".news-article__body p").count()).toBeGreaterThan(0);
  await expect(page).toHaveTitle(`${title} | Matchpuls`);
  return title;
}

test.describe("with JavaScript", () => {
  test("/news/kolumne/1 → page 2 → article → back (history and the back link)", ANY_VIEWPORT, async ({ page }) => {
    const title = await walkListToArticle(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/news\/kolumne\/2$/);
    await expect(articleList(page, "Artikel: Kolumne").getByRole("link", { name: title })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await page.getByRole("main").getByRole("link", { name: "Zurück zur Übersicht" }).click();
    await expect(page).toHaveURL(/\/news\/kolumne\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Kolumne$/);
  });

  test("the filter navigation switches the category", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/news/kolumne/1");
    const filters = page.getByRole("navigation", { name: "News-Kategorien" });
    await expect(filters.getByRole("link")).toHaveText(["Alle News", "Bundesliga", "2. Bundesliga", "CL / EL", "Nationalteams", "Kolumne", "Sonstiges"]);
    await expect(filters.getByRole("link", { name: "Kolumne" })).toHaveAttribute("aria-current", "page");
    await filters.getByRole("link", { name: "Bundesliga", exact: true }).click();
    await expect(page).toHaveURL(/\/news\/bundesliga\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Bundesliga$/);
    await expect(page.getByRole("navigation", { name: "News-Kategorien" }).getByRole("link", { name: "Bundesliga", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectArticleLinks(page, "Artikel: Bundesliga", "/news/bundesliga/artikel/");

    await page.getByRole("navigation", { name: "News-Kategorien" }).getByRole("link", { name: "Alle News" }).click();
    await expect(page).toHaveURL(/\/news\/global\/1$/);
    // The all-news list links each item to its own category (wait for the new list to render).
    await expect(articleList(page, "Artikel: Alle News").getByRole("heading", { level: 2 }).first()).toBeVisible();
    const hrefs = await articleList(page, "Artikel: Alle News")
      .getByRole("heading", { level: 2 })
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(new Set(hrefs.map((h) => h.split("/")[2])).size).toBeGreaterThan(1);
    for (const href of hrefs) expect(href).toMatch(/^\/news\/(bundesliga|2-bundesliga|cl-el|nationalteams|kolumne|sonstiges)\/artikel\/[a-z0-9-]+-\d+$/);
  });

  test("an English article: texts, title, description and the language switcher's slugs", async ({ page }) => {
    const list = await page.goto("/en/news/kolumne/1");
    expect(list?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Column$/);
    await expectArticleLinks(page, "Articles: Column", "/en/news/kolumne/article/");
    await page.getByRole("link", { name: "The league phase brought more excitement than many expected" }).click();
    await expect(page).toHaveURL(new RegExp(`${ARTICLE_5001_EN}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The league phase brought more excitement than many expected");
    await expect(page.getByRole("main").locator("time")).toHaveText("3 February 2025, 08:00");
    await expect(page.getByRole("main")).toContainText("by Jana Albers");
    await expect(page.getByRole("main").locator(".lead")).toHaveText(/^Too many games/);
    await expect(page).toHaveTitle("The league phase brought more excitement than many expected | Matchpuls");
    const german = await languageLink(page, "Deutsch");
    await expect(german).toHaveAttribute("href", ARTICLE_5001_DE);
    await german.click();
    await expect(page).toHaveURL(new RegExp(`${ARTICLE_5001_DE}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Die Ligaphase hat mehr Spannung gebracht, als viele dachten");
  });

  test("an Italian list and an article only available in German", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/it/news/kolumne/1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Rubrica$/);
    // The list says which headlines are German, above them, in the page's language.
    const cards = page.locator(".news-card");
    const german = cards.filter({ has: page.locator('h2[lang="de"]') });
    expect(await german.count()).toBeGreaterThan(0);
    for (const card of await german.all()) await expect(card.locator(".news-eyebrow")).toHaveText("In tedesco");
    await expect(cards.filter({ hasNot: page.locator('h2[lang="de"]') }).locator(".news-eyebrow")).toHaveCount(0);
    // On the all-news list after the category.
    await page.goto("/en/news/global/1");
    await expect(
      page
        .locator(".news-card", { has: page.locator('h2[lang="de"]') })
        .first()
        .locator(".news-eyebrow"),
    ).toHaveText(/^.+ · In German$/);
    await page.goto("/it/news/kolumne/article/bielefelds-pokalreise-ist-die-geschichte-der-saison-5005");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "de");
    await expect(page.getByRole("main")).toContainText("Questo articolo è disponibile solo in tedesco.");
    await expect(page.getByRole("main").getByRole("link", { name: "Torna all’elenco" })).toHaveAttribute("href", "/it/news/kolumne/1");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/news/kolumne/1 → page 2 → article → back link", ANY_VIEWPORT, async ({ page }) => {
    await walkListToArticle(page);
    await page.getByRole("main").getByRole("link", { name: "Zurück zur Übersicht" }).click();
    await expect(page).toHaveURL(/\/news\/kolumne\/1$/);
    await expect(articleList(page, "Artikel: Kolumne").getByRole("listitem").first()).toBeVisible();
  });

  test("the filter navigation works as plain links", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/news/kolumne/2");
    // On page 2 the active category is marked, but its link leads to page 1.
    await expect(page.getByRole("navigation", { name: "News-Kategorien" }).getByRole("link", { name: "Kolumne" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("navigation", { name: "News-Kategorien" }).getByRole("link", { name: "CL / EL" }).click();
    await expect(page).toHaveURL(/\/news\/cl-el\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/CL \/ EL$/);
  });
});

test.describe("status codes", () => {
  const missing = [
    ["/news/kolumne/3", "de"],
    ["/news/kolumne/abc", "de"],
    ["/news/unbekannt/1", "de"],
    ["/news/kolumne/artikel/gibt-es-nicht-999999", "de"],
    ["/en/news/kolumne/99", "en"],
    ["/en/news/kolumne/article/no-such-article-424242", "en"],
  ] as const;
  // One tab for all of them, a step and soft assertions naming each (docs/decisions/0806-browser-tests-one-load-per-page.md).
  test(`${missing.map(([path]) => path).join(", ")} answer 404 with the error page`, ANY_VIEWPORT, async ({ page }) => {
    for (const [path, lang] of missing) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect.soft(response?.status(), `${path}: status`).toBe(404);
        await expect.soft(page.locator(".error-page"), `${path}: the error page`).toBeVisible();
        await expect
          .soft(page.getByRole("heading", { level: 1 }), `${path}: the error page's heading`)
          .toHaveText(lang === "de" ? "Es tut uns leid." : "Page not found.");
      });
    }
  });

  test("redirects: /news, a category without page, a padded page, a page below 1, a wrong slug (301)", ANY_VIEWPORT, async ({ request }) => {
    for (const [from, to] of [
      ["/news", "/news/kolumne/1"],
      ["/en/news", "/en/news/kolumne/1"],
      ["/it/news/bundesliga", "/it/news/bundesliga/1"],
      ["/news/kolumne/01", "/news/kolumne/1"],
      ["/news/kolumne/0", "/news/kolumne/1"],
      ["/it/news/kolumne/-2", "/it/news/kolumne/1"],
      ["/news/kolumne/artikel/alter-titel-5001", ARTICLE_5001_DE],
      ["/news/bundesliga/artikel/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001", ARTICLE_5001_DE],
      ["/en/news/kolumne/article/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001", ARTICLE_5001_EN],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("an article's title and description in the document", ANY_VIEWPORT, async ({ request }) => {
    const response = await request.get(ARTICLE_5001_DE);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe("Die Ligaphase hat mehr Spannung gebracht, als viele dachten | Matchpuls");
    expect(metaDescription(html)).toMatch(/^Zu viele Spiele, zu wenig Bedeutung/);
    const list = await request.get("/news/kolumne/2");
    expect(titleOf(await list.text())).toBe("News: Kolumne – Seite 2 | Matchpuls");
  });
});
