import { describe, expect, it } from "vitest";
import { href } from "#app/i18n/href.ts";
import { newsSlug } from "#contract/news.ts";
import type { Language } from "#lib/languages.ts";
import { NewsFileSchema } from "#results-backend/news-content.server.ts";
import { loaderDataOf, routeArgs, sharedServices } from "#tests/support/loaders.ts";
import { loader as articleLoader } from "./news-article.tsx";
import type { TextPart } from "./views/mentions.ts";

/**
 * The matches an article is about (news-matches.server.ts, views/match-mentions.ts) and its picture,
 * through the article's loader on the embedded backend and the sample news (ADR 0502).
 */

interface ArticleData {
  body: TextPart[][];
  matches: { url: string; home: string; away: string; result: string | null }[];
  image: { url: string; width: number; height: number; alt: string } | null;
}

async function article(language: Language, id: number): Promise<ArticleData> {
  const item = await sharedServices().results(language, new Headers()).getNewsItem(id);
  const path = href("news-article", language, { category: item.news.category.slug, article: newsSlug(item.news) });
  const { args } = routeArgs(path);
  return (loaderDataOf(await articleLoader(args)) as unknown as { article: ArticleData }).article;
}

describe("an article's matches", () => {
  it.each([
    ["de", "3:2", /^\/ergebnisse\/bundesliga\/borussia-moenchengladbach-bayer-04-leverkusen\/\d+$/],
    ["en", "3-2", /^\/en\/results\/bundesliga\/borussia-moenchengladbach-bayer-04-leverkusen\/\d+$/],
  ] as const)("a match report in %s links its match: the result stated in the text, and a list after it", async (language, stated, url) => {
    const { body, matches } = await article(language, 1004);
    expect(matches).toHaveLength(1);
    expect(matches[0]!.url).toMatch(url);
    expect(matches[0]).toMatchObject({ home: "Borussia Mönchengladbach", away: "Bayer 04 Leverkusen" });
    const links = body.flat().filter((part) => typeof part !== "string" && part.kind === "match");
    expect(links).toEqual([{ text: stated, url: matches[0]!.url, kind: "match" }]);
  });

  it("an article that names teams without a match between them near its date links none", async () => {
    // 1003: Holstein Kiel and VfL Bochum go down; both named, but they did not meet in the article's days.
    const { body, matches } = await article("de", 1003);
    expect(body.flat().filter((part) => typeof part !== "string" && part.kind === "team").length).toBeGreaterThanOrEqual(2);
    expect(matches).toEqual([]);
    expect(body.flat().filter((part) => typeof part !== "string" && part.kind === "match")).toEqual([]);
  });
});

describe("an article's picture", () => {
  it("comes with its size and its alt text in the text's language", async () => {
    const [de, en] = await Promise.all([article("de", 1004), article("en", 1004)]);
    expect(de.image).toEqual({ url: "/images/news/bundesliga.svg", width: 1200, height: 675, alt: expect.stringMatching(/^Illustration: ein Fußballfeld/) });
    expect(en.image?.alt).toMatch(/^Illustration: a football pitch/);
  });

  it("is refused in a news file without its alt text in every language, and an alt text without a picture too", () => {
    const text = { title: "T", teaser: "T", body: ["B"] };
    const item = { news_id: 1, type: "news", provider: "P", category: "bundesliga", published_at: "2025-01-01T00:00:00Z" };
    const image = { src: "/images/news/bundesliga.svg", width: 1200, height: 675 };
    expect(NewsFileSchema.safeParse({ ...item, image, translations: { de: { ...text, image_alt: "A" } } }).success).toBe(true);
    expect(NewsFileSchema.safeParse({ ...item, image, translations: { de: { ...text, image_alt: "A" }, en: text } }).success).toBe(false);
    expect(NewsFileSchema.safeParse({ ...item, translations: { de: { ...text, image_alt: "A" } } }).success).toBe(false);
    expect(NewsFileSchema.safeParse({ ...item, image: { ...image, width: 0 }, translations: { de: { ...text, image_alt: "A" } } }).success).toBe(false);
    expect(
      NewsFileSchema.safeParse({ ...item, image: { ...image, src: "https://example.com/x.jpg" }, translations: { de: { ...text, image_alt: "A" } } }).success,
    ).toBe(false);
  });
});
