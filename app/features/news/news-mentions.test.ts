import { describe, expect, it } from "vitest";
import { href } from "#app/i18n/href.ts";
import { newsSlug } from "#contract/news.ts";
import type { Language } from "#lib/languages.ts";
import { loaderDataOf, routeArgs, sharedServices } from "#tests/support/loaders.ts";
import { loader as articleLoader } from "./news-article.tsx";
import { newsMentions } from "./news-mentions.server.ts";
import { TEAM_NEWS_COUNT, teamNews, teamNewsHtml } from "./team-news.server.ts";
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

describe("the news about a team", () => {
  it("lists the latest articles whose title or teaser mention it, newest first, a few", async () => {
    const results = (language: Language) => sharedServices().results(language, new Headers());
    const teams = (await results("de").getTeams())!;
    const leverkusen = teams.find((team) => team.slug === "bayer-04-leverkusen")!;
    const items = await teamNews("de", results, leverkusen.id);
    // More articles than that mention Leverkusen in the sample news.
    expect(items).toHaveLength(TEAM_NEWS_COUNT);
    expect([...items].sort((a, b) => b.iso!.localeCompare(a.iso!))).toEqual(items);
    for (const item of items) expect(item.href).toMatch(/^\/news\/[a-z-]+\/artikel\/[a-z0-9-]+-\d+$/);
    const html = teamNewsHtml(items, "News");
    expect(html).toContain('<h2 id="team-news-heading">News</h2>');
    expect(html.match(/<li>/g)).toHaveLength(items.length);
    // A team no article mentions has no section.
    const quiet = teams.find((team) => team.slug === "fk-rfs")!;
    expect(await teamNews("de", results, quiet.id)).toEqual([]);
    expect(teamNewsHtml([], "News")).toBe("");
  });

  it("escapes what it writes as markup", () => {
    const html = teamNewsHtml([{ title: '<b>"A" & B</b>', href: "/news/x/artikel/a-1", iso: "2025-01-01T00:00:00.000Z", date: "1. Januar 2025" }], "News");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&#60;b&#62;&#34;A&#34; &#38; B&#60;/b&#62;");
  });
});
