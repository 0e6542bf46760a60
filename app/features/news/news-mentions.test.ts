import { describe, expect, it } from "vitest";
import { newsSlug } from "../../../contract/news.ts";
import type { Language } from "../../../lib/languages.ts";
import { loaderDataOf, routeArgs, sharedServices } from "../../../tests/support/loaders.ts";
import { href } from "../../i18n/href.ts";
import { loader as articleLoader } from "./news-article.tsx";
import { newsMentions } from "./news-mentions.server.ts";
import type { TextPart } from "./views/mentions.ts";

/**
 * A news article's text linked to what it mentions (news-mentions.server.ts), through the article's
 * loader on the embedded backend and the sample news: the names come from the results data.
 */

async function articleBody(language: Language, id: number): Promise<TextPart[][]> {
  const item = await sharedServices().results(language, new Headers()).getNewsItem(id);
  const path = href("news-article", language, { category: item.news.category.slug, article: newsSlug(item.news) });
  const { args } = routeArgs(path);
  const data = loaderDataOf(await articleLoader(args)) as unknown as { article: { body: TextPart[][] } };
  return data.article.body;
}

const linksOf = (body: TextPart[][]) => body.flat().filter((part) => typeof part !== "string");

describe("the article's mentions", () => {
  it.each([
    ["de", "/teams/bayer-04-leverkusen", "/teams/borussia-moenchengladbach", "/ergebnisse/bundesliga"],
    ["en", "/en/teams/bayer-04-leverkusen", "/en/teams/borussia-moenchengladbach", "/en/results/bundesliga"],
    ["it", "/it/squadre/bayer-04-leverkusen", "/it/squadre/borussia-moenchengladbach", "/it/risultati/bundesliga"],
  ] as const)("link the teams and the competition of a match report in %s, once each", async (language, leverkusen, gladbach, bundesliga) => {
    const links = linksOf(await articleBody(language, 1004));
    const urls = links.map((link) => link.url);
    expect(urls).toContain(leverkusen);
    expect(urls).toContain(gladbach);
    expect(urls).toContain(bundesliga);
    expect(new Set(urls).size).toBe(urls.length);
    expect(links.find((link) => link.url === leverkusen)).toMatchObject({ kind: "team", text: "Bayer 04 Leverkusen" });
  });

  it("keep the text whole: the parts read as the paragraphs", async () => {
    const language = "de";
    const item = await sharedServices().results(language, new Headers()).getNewsItem(1004);
    const body = await articleBody(language, 1004);
    expect(body.map((parts) => parts.map((part) => (typeof part === "string" ? part : part.text)).join(""))).toEqual(item.news.body);
  });

  it("link nothing when the results data cannot be had", async () => {
    const failing = () => {
      throw new Error("backend down");
    };
    const matcher = await newsMentions("de", failing as never);
    expect(matcher.link(["Bayern gewinnt."])).toEqual([["Bayern gewinnt."]]);
  });
});
