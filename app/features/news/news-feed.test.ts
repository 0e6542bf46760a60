import { describe, expect, it } from "vitest";
import { href } from "#app/i18n/href.ts";
import type { SiteServices } from "#app/services.server.ts";
import { newsSlug, type ShownNewsItem } from "#contract/news.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { loaderDataOf, routeArgs, sharedServices } from "#tests/support/loaders.ts";
import { useDeadResultsBackend } from "#tests/support/services.ts";
import { loader as articleLoader } from "./news-article.tsx";
import { FEED_PAGES, escapeXml, loader, renderNewsFeed } from "./news-feed.ts";

/**
 * The Atom feed of the news (docs/decisions/0500-news-pages.md): the loader with real Requests on
 * the embedded backend and the sample news of content/news. Node has no DOMParser: a small scanner
 * checks that the answer is well-formed XML, string checks do the rest.
 */

const siteUrl = sharedServices().env.SITE_URL;
const FEED_PATHS: Record<Language, string> = { de: "/news/feed.xml", en: "/en/news/feed.xml", it: "/it/news/feed.xml" };
const ARTICLE_SEGMENT: Record<Language, string> = { de: "artikel", en: "article", it: "article" };
const FEED_TITLES: Record<Language, string> = {
  de: "News: Alle News | Matchpuls",
  en: "News: All news | Matchpuls",
  it: "News: Tutte le news | Matchpuls",
};

async function fetchFeed(path: string, services?: SiteServices) {
  const { page, args } = routeArgs(path, { services });
  expect(page, path).toBe("news-feed");
  const response = (await loader(args)) as Response;
  return { response, xml: await response.text() };
}

/**
 * Throws unless `xml` is well-formed: one root element, properly nested and closed tags, quoted
 * attributes without `<`, no duplicate attributes, and `&` only as a predefined or numeric entity.
 * Enough for the feed (no DTD, no CDATA, no comments).
 */
function assertWellFormedXml(xml: string): { root: string; elements: number } {
  const stack: string[] = [];
  let i = 0;
  let root = "";
  let elements = 0;
  const fail = (why: string): never => {
    throw new Error(`not well-formed at ${i}: ${why} near ${JSON.stringify(xml.slice(Math.max(0, i - 40), i + 40))}`);
  };
  const isNameChar = (ch: string) => (ch >= "a" && ch <= "z") || (ch >= "A" && ch <= "Z") || (ch >= "0" && ch <= "9") || ":_-.".includes(ch);
  const checkText = (text: string) => {
    for (let k = 0; k < text.length; k++) {
      if (text[k] === "<") fail("raw < in text");
      if (text[k] === "&") {
        const end = text.indexOf(";", k);
        const entity = end < 0 ? "" : text.slice(k + 1, end);
        const numeric = entity.startsWith("#x")
          ? [...entity.slice(2)].every((c) => "0123456789abcdefABCDEF".includes(c)) && entity.length > 2
          : entity.startsWith("#") && entity.length > 1 && [...entity.slice(1)].every((c) => c >= "0" && c <= "9");
        if (!["amp", "lt", "gt", "quot", "apos"].includes(entity) && !numeric) fail(`bad entity &${entity}`);
      }
    }
  };
  const readName = () => {
    const start = i;
    while (i < xml.length && isNameChar(xml[i]!)) i++;
    if (i === start) fail("expected a name");
    return xml.slice(start, i);
  };
  const skipSpace = () => {
    while (i < xml.length && " \t\r\n".includes(xml[i]!)) i++;
  };

  if (xml.startsWith("<?xml")) {
    i = xml.indexOf("?>") + 2;
    if (i < 2) fail("unterminated declaration");
  }
  while (i < xml.length) {
    const next = xml.indexOf("<", i);
    const text = xml.slice(i, next < 0 ? xml.length : next);
    if (stack.length === 0 && text.trim() !== "") fail("text outside the root element");
    checkText(text);
    if (next < 0) break;
    i = next + 1;
    if (xml[i] === "/") {
      i++;
      const name = readName();
      skipSpace();
      if (xml[i] !== ">") fail("expected > after end tag");
      i++;
      if (stack.pop() !== name) fail(`unexpected </${name}>`);
      continue;
    }
    const name = readName();
    if (stack.length === 0) {
      if (root) fail("a second root element");
      root = name;
    }
    elements++;
    const attributes = new Set<string>();
    for (;;) {
      skipSpace();
      if (xml.startsWith("/>", i)) {
        i += 2;
        break;
      }
      if (xml[i] === ">") {
        i++;
        stack.push(name);
        break;
      }
      const attribute = readName();
      if (attributes.has(attribute)) fail(`duplicate attribute ${attribute}`);
      attributes.add(attribute);
      skipSpace();
      if (xml[i] !== "=") fail("expected =");
      i++;
      skipSpace();
      const quote = xml[i];
      if (quote !== '"' && quote !== "'") fail("unquoted attribute value");
      const end = xml.indexOf(quote!, i + 1);
      if (end < 0) fail("unterminated attribute value");
      checkText(xml.slice(i + 1, end));
      i = end + 1;
    }
  }
  if (stack.length > 0) fail(`unclosed <${stack.join("><")}>`);
  if (!root) fail("no root element");
  return { root, elements };
}

/** The text of the first `<tag>` in `fragment` (no attributes on the tags read this way). */
function textOf(fragment: string, tag: string): string | undefined {
  const start = fragment.indexOf(`<${tag}`);
  if (start < 0) return undefined;
  const open = fragment.indexOf(">", start) + 1;
  return fragment.slice(open, fragment.indexOf(`</${tag}>`, open));
}

function attributeOf(tag: string, name: string): string | undefined {
  const start = tag.indexOf(` ${name}="`);
  if (start < 0) return undefined;
  const from = start + name.length + 3;
  return tag.slice(from, tag.indexOf('"', from));
}

function entries(xml: string): string[] {
  return xml
    .split("<entry")
    .slice(1)
    .map((chunk) => chunk.slice(0, chunk.indexOf("</entry>")));
}

/** The `<link .../>` tags of a fragment. */
function links(fragment: string): string[] {
  return fragment
    .split("<link ")
    .slice(1)
    .map((chunk) => ` ${chunk.slice(0, chunk.indexOf("/>"))}`);
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

describe("the news feed", () => {
  for (const language of LANGUAGE_CODES) {
    it(`${language}: valid Atom with entries linking to the articles' canonical URLs`, async () => {
      const { response, xml } = await fetchFeed(FEED_PATHS[language]);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");

      expect(assertWellFormedXml(xml).root).toBe("feed");
      expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"')).toBe(true);
      const head = xml.slice(0, xml.indexOf("<entry"));
      expect(head).toContain(`xml:lang="${language}"`);
      expect(textOf(head, "id")).toBe(siteUrl + FEED_PATHS[language]);
      expect(unescape(textOf(head, "title")!)).toBe(FEED_TITLES[language]);
      expect(textOf(head, "updated")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      expect(textOf(textOf(head, "author")!, "name")).toBe("Matchpuls");
      const feedLinks = links(head);
      expect(feedLinks.find((l) => attributeOf(l, "rel") === "self")).toContain(`href="${siteUrl}${FEED_PATHS[language]}"`);
      expect(
        attributeOf(
          feedLinks.find((l) => attributeOf(l, "rel") === "alternate")!,
          "href",
        ),
      ).toBe(siteUrl + href("news-paged", language, { category: "global", page: 1 }));

      const items = entries(xml);
      expect(items.length).toBeGreaterThan(0);
      const ids = new Set<string>();
      const prefix = `${siteUrl}${language === "de" ? "" : `/${language}`}/news/`;
      for (const entry of items) {
        const id = textOf(entry, "id")!;
        expect(id).toMatch(new RegExp(`^tag:localhost,2012:news/${language}/\\d+$`));
        expect(ids.has(id), `duplicate ${id}`).toBe(false);
        ids.add(id);
        expect(textOf(entry, "title")).not.toBe("");
        expect(textOf(entry, "summary")).not.toBe("");
        expect(textOf(entry, "published")).toMatch(/^\d{4}-\d\d-\d\dT/);
        expect(textOf(entry, "updated")).toBe(textOf(entry, "published"));
        const link = attributeOf(links(entry)[0]!, "href")!;
        expect(link.startsWith(prefix), link).toBe(true);
        const [category, segment, slug, ...rest] = link.slice(prefix.length).split("/");
        expect(rest).toEqual([]);
        expect(segment).toBe(ARTICLE_SEGMENT[language]);
        expect(category).toMatch(/^[a-z0-9-]+$/);
        // The slug rule: the title's slug, a hyphen, the news_id (the entry id's tail).
        expect(slug).toMatch(/^[a-z0-9-]+-\d+$/);
        expect(slug!.endsWith(`-${id.split("/").at(-1)}`)).toBe(true);
        expect(slug).toBe(newsSlug({ news_id: Number(id.split("/").at(-1)), title: unescape(textOf(entry, "title")!) }));
      }

      // The first entry's link is the article's canonical URL: its loader answers without a redirect.
      const first = new URL(attributeOf(links(items[0]!)[0]!, "href")!);
      const { page, args } = routeArgs(first.pathname);
      expect(page).toBe("news-article");
      const article = await articleLoader(args);
      expect(article).not.toBeInstanceOf(Response);
      expect(article.article.title).toBe(unescape(textOf(items[0]!, "title")!));
    });
  }

  it("lists the newest pages of all news, newest first", async () => {
    const { xml } = await fetchFeed("/news/feed.xml");
    const published = entries(xml).map((entry) => textOf(entry, "published")!);
    expect(published.length).toBeGreaterThan(10);
    expect(published.length).toBeLessThanOrEqual(FEED_PAGES * 50);
    expect([...published].sort().reverse()).toEqual(published);
    expect(textOf(xml.slice(0, xml.indexOf("<entry")), "updated")).toBe(published[0]);
  });

  it("escapes &, <, > and quotes in text and attributes", () => {
    expect(escapeXml(`a & b < c > d "e" 'f'\u0001`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;");
    const item = {
      type: "news",
      slug: "a-b-7",
      news: {
        news_id: 7,
        title: 'Tom & Jerry <live> "quoted"',
        teaser: "1 < 2 && 3 > 2",
        provider: "P&Q",
        category: { id: 1, slug: "bundesliga", name: "Bundesliga" },
        published_at: "2025-05-17T18:45:00.000Z",
        author: null,
        language: "de",
      },
    } as ShownNewsItem;
    const xml = renderNewsFeed("https://example.org", "de", "A & B", "<sub>", [item]);
    assertWellFormedXml(xml);
    expect(xml).toContain('<title type="text">A &amp; B</title>');
    expect(xml).toContain('<subtitle type="text">&lt;sub&gt;</subtitle>');
    expect(xml).toContain('<title type="text">Tom &amp; Jerry &lt;live&gt; &quot;quoted&quot;</title>');
    expect(xml).toContain('<summary type="text">1 &lt; 2 &amp;&amp; 3 &gt; 2</summary>');
    expect(xml).toContain("<author><name>P&amp;Q</name></author>");
    expect(xml).toContain('<link rel="alternate" type="text/html" href="https://example.org/news/bundesliga/artikel/a-b-7"/>');
    expect(xml).toContain("<id>tag:example.org,2012:news/de/7</id>");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(() => assertWellFormedXml("<feed><a></feed>")).toThrow();
    expect(() => assertWellFormedXml("<feed>a & b</feed>")).toThrow();
  });
});

describe("the news feed with the backend down and nothing cached", () => {
  const dead = useDeadResultsBackend();

  it("answers 200 with a valid empty feed that is not stored", async () => {
    const { response, xml } = await fetchFeed("/it/news/feed.xml", dead());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(assertWellFormedXml(xml).root).toBe("feed");
    expect(entries(xml)).toEqual([]);
    expect(unescape(textOf(xml, "title")!)).toBe(FEED_TITLES.it);
    expect(textOf(xml, "updated")).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe("the news pages link the feed", () => {
  it("the list and the article carry the language's feed", async () => {
    const { loader: listLoader } = await import("./news.tsx");
    const result = loaderDataOf(await listLoader(routeArgs("/en/news/global/1").args));
    expect(result.feed).toEqual({ title: FEED_TITLES.en, href: "/en/news/feed.xml" });
  });

  it("the article carries the feed, og:type article, NewsArticle and BreadcrumbList JSON-LD", async () => {
    const path = "/en/news/kolumne/article/the-league-phase-brought-more-excitement-than-many-expected-5001";
    const data = await articleLoader(routeArgs(path).args);
    expect(data.feed).toEqual({ title: FEED_TITLES.en, href: "/en/news/feed.xml" });
    expect(data.ogType).toBe("article");
    const [article, crumbs] = (data.structuredData ?? []) as Record<string, unknown>[];
    expect(JSON.parse(JSON.stringify(data.structuredData))).toEqual(data.structuredData);
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: data.article.title,
      description: data.article.teaser,
      mainEntityOfPage: siteUrl + path,
      // The article's own share card (docs/decisions/0012-share-cards.md), the page's og:image too.
      image: [`${siteUrl}${data.card}`],
    });
    expect(data.card).toMatch(/^\/cards\/en\/news\/\d+-[0-9a-z]{11}\.png$/);
    expect(String(article!.datePublished)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(crumbs).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/en` },
        { "@type": "ListItem", position: 2, name: "Column", item: `${siteUrl}/en/news/kolumne/1` },
        { "@type": "ListItem", position: 3, name: data.article.title, item: siteUrl + path },
      ],
    });
  });
});
