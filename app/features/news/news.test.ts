import { describe, expect, it } from "vitest";
import { href } from "#app/i18n/href.ts";
import type { SiteServices } from "#app/services.server.ts";
import { NEWS_FILTERS } from "#contract/news.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { routeArgs } from "#tests/support/loaders.ts";
import { useDeadResultsBackend } from "#tests/support/services.ts";
import { loader as articleLoader } from "./news-article.tsx";
import { parseNewsPage } from "./news-loader.server.ts";
import { loader as listLoader } from "./news.tsx";
import { formatNewsDate, otherLanguageNote, pageWindow } from "./views/format.ts";

/**
 * The news pages' loaders, called with real Requests on the embedded backend and the sample news
 * of content/news (docs/decisions/0500-news-pages.md).
 */

interface ListData {
  meta: { title: string; description: string };
  category: { slug: string; name: string; all: boolean };
  filters: { slug: string; name: string; href: string }[];
  page: number;
  unavailable: boolean;
  items: { id: number; title: string; href: string; provider: string; language: Language; published: { iso: string; date: string } }[];
  totalPages: number | null;
  hasNextPage: boolean;
}

type Settled = { kind: "data"; status: number; data: unknown; headers: Headers } | { kind: "redirect"; status: number; location: string };

/** Runs the page's loader and reports what React Router would answer (`services`: default, the embedded backend). */
async function load(path: string, services?: SiteServices): Promise<Settled> {
  const { page, args: loaderArgs } = routeArgs(path, { services });
  const loader = page === "news-article" ? articleLoader : page === "news" || page === "news-paged" ? listLoader : undefined;
  if (!loader) throw new Error(`${path} is not a news page (${page})`);
  let result: unknown;
  try {
    result = await loader(loaderArgs);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { kind: "redirect", status: result.status, location: result.headers.get("Location") ?? "" };
  const wrapped = result as { type?: string; data?: unknown; init?: { status?: number; headers?: HeadersInit } | null };
  if (wrapped?.type === "DataWithResponseInit") {
    return { kind: "data", status: wrapped.init?.status ?? 200, data: wrapped.data, headers: new Headers(wrapped.init?.headers) };
  }
  return { kind: "data", status: 200, data: result, headers: new Headers() };
}

async function list(path: string): Promise<ListData> {
  const result = await load(path);
  expect(result, path).toMatchObject({ kind: "data", status: 200 });
  return (result as { data: ListData }).data;
}

/** Every item of every page of a category. */
async function allItems(path: (page: number) => string) {
  const first = await list(path(1));
  const items = [...first.items];
  for (let page = 2; page <= (first.totalPages ?? 1); page++) items.push(...(await list(path(page))).items);
  return items;
}

const SLUG = /^[a-z0-9-]+-\d+$/;
const NOT_SHOWN = { video: 5009, gallery: 1006, promotion: 6002, sportbuzzer: 1007, sportbuzzerKolumne: 5010, sportbuzzerLowerCase: 6003 };

describe("news list", () => {
  it("/news/kolumne/1 lists kolumne articles whose links follow the slug rule", async () => {
    const data = await list("/news/kolumne/1");
    expect(data.category).toEqual({ slug: "kolumne", name: "Kolumne", all: false });
    expect(data.page).toBe(1);
    expect(data.unavailable).toBe(false);
    expect(data.items.length).toBeGreaterThanOrEqual(5);
    for (const item of data.items) {
      const match = /^\/news\/kolumne\/artikel\/([^/]+)$/.exec(item.href);
      expect(match, item.href).not.toBeNull();
      expect(match![1]).toMatch(SLUG);
      expect(match![1]!.endsWith(`-${item.id}`)).toBe(true);
      expect(item.provider.toLowerCase()).not.toBe("sportbuzzer");
    }
    // Newest first, as the backend sends them.
    const instants = data.items.map((i) => i.published.iso);
    expect([...instants].sort().reverse()).toEqual(instants);
    expect(data.totalPages).toBe(2);
    expect(data.meta.title).toBe("News: Kolumne | Matchpuls");
    expect(data.meta.description).toContain("Kolumne");
  });

  it("page 2 holds the rest; its title names the page", async () => {
    const data = await list("/news/kolumne/2");
    expect(data.page).toBe(2);
    expect(data.items.map((i) => i.id)).toEqual([5008, 5006]);
    expect(data.hasNextPage).toBe(false);
    expect(data.meta.title).toBe("News: Kolumne – Seite 2 | Matchpuls");
  });

  it("never shows a Sportbuzzer item or an item of another type, in any category or language", async () => {
    for (const language of LANGUAGE_CODES) {
      const items = await allItems((page) => href("news-paged", language, { category: "global", page }));
      expect(items.length).toBeGreaterThanOrEqual(30);
      const ids = items.map((i) => i.id);
      for (const [why, id] of Object.entries(NOT_SHOWN)) expect(ids, `${language}: ${why}`).not.toContain(id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const item of items) expect(item.href.split("/").at(-1)).toMatch(SLUG);
    }
  });

  it("the filter navigation has the spec's 7 filters, each linking to its page 1", async () => {
    const data = await list("/en/news/bundesliga/1");
    expect(data.filters.map((f) => f.slug)).toEqual(["global", "bundesliga", "2-bundesliga", "cl-el", "nationalteams", "kolumne", "sonstiges"]);
    expect(data.filters.find((f) => f.slug === "nationalteams")).toEqual({ slug: "nationalteams", name: "National teams", href: "/en/news/nationalteams/1" });
    expect(data.category.name).toBe("Bundesliga");
  });

  it("uses the filter's own category: bundesliga lists only bundesliga, global lists all with the items' own category in the link", async () => {
    const bundesliga = await list("/news/bundesliga/1");
    expect(bundesliga.items.length).toBeGreaterThan(0);
    for (const item of bundesliga.items) expect(item.href).toMatch(/^\/news\/bundesliga\/artikel\//);
    const global = await allItems((page) => `/news/global/${page}`);
    const categories = new Set(global.map((i) => i.href.split("/")[2]));
    expect(categories).toEqual(new Set(NEWS_FILTERS.filter((f) => f.id !== 0).map((f) => f.slug)));
  });

  it.each([
    ["/news", "/news/kolumne/1"],
    ["/news/bundesliga", "/news/bundesliga/1"],
    ["/en/news", "/en/news/kolumne/1"],
    ["/it/news/cl-el", "/it/news/cl-el/1"],
    ["/news/kolumne/01", "/news/kolumne/1"],
    ["/news/kolumne/002?x=1", "/news/kolumne/2?x=1"],
    ["/news/kolumne/0", "/news/kolumne/1"],
    ["/news/kolumne/00", "/news/kolumne/1"],
    ["/news/kolumne/-1", "/news/kolumne/1"],
    ["/en/news/cl-el/0?x=1", "/en/news/cl-el/1?x=1"],
  ])("%s moves (301) to %s", async (from, to) => {
    expect(await load(from)).toEqual({ kind: "redirect", status: 301, location: to });
  });

  it.each([
    "/news/kolumne/abc",
    "/news/kolumne/-1.5",
    "/news/kolumne/1.5",
    "/news/kolumne/1e1",
    "/news/kolumne/+1",
    "/news/kolumne/%201",
    "/news/kolumne/10001",
    "/news/kolumne/99999999999999999999",
    "/news/kolumne/3",
    "/news/kolumne/9999",
    "/en/news/kolumne/3",
    "/news/unbekannt",
    "/news/unbekannt/1",
    "/news/Kolumne/1",
    "/it/news/artikel/1",
  ])("%s is 404", async (path) => {
    expect(await load(path)).toMatchObject({ kind: "data", status: 404 });
  });

  it.each(LANGUAGE_CODES)("%s: localized names, links and dates", async (language) => {
    const data = await list(href("news-paged", language, { category: "kolumne", page: 1 }));
    expect(data.category.name).toBe({ de: "Kolumne", en: "Column", it: "Rubrica" }[language]);
    const prefix = { de: "/news/kolumne/artikel/", en: "/en/news/kolumne/article/", it: "/it/news/kolumne/article/" }[language];
    for (const item of data.items) expect(item.href.startsWith(prefix), item.href).toBe(true);
    const column5003 = data.items.find((i) => i.id === 5003)!;
    expect(column5003.language).toBe(language);
    expect(column5003.published.date).toBe({ de: "27. Mai 2025", en: "27 May 2025", it: "27 maggio 2025" }[language]);
  });
});

describe("news article", () => {
  it("answers 200 for every listed item of kolumne, in every language", async () => {
    for (const language of LANGUAGE_CODES) {
      const data = await list(href("news-paged", language, { category: "kolumne", page: 1 }));
      for (const item of data.items) {
        const result = await load(item.href);
        expect(result, item.href).toMatchObject({ kind: "data", status: 200 });
        const { article, meta, alternates } = (result as { data: ArticleData }).data;
        expect(article.id).toBe(item.id);
        expect(article.title).toBe(item.title);
        expect(meta.title).toBe(`${item.title} | Matchpuls`);
        expect(meta.description).toBe(article.teaser);
        expect(alternates[language]).toBe(item.href);
      }
    }
  });

  it("renders title, date in Europe/Berlin, author, provider, teaser, body and the way back", async () => {
    const result = await load("/news/kolumne/artikel/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001");
    const data = (result as { data: ArticleData }).data;
    expect(data.article).toMatchObject({
      title: "Die Ligaphase hat mehr Spannung gebracht, als viele dachten",
      author: "Jana Albers",
      provider: "Matchpuls-Redaktion",
      language: "de",
      published: { iso: "2025-02-03T07:00:00.000Z", date: "3. Februar 2025", time: "08:00" },
      publishedText: "3. Februar 2025, 08:00\u00a0Uhr",
    });
    expect(data.article.teaser).toMatch(/^Zu viele Spiele/);
    expect(data.article.body).toHaveLength(4);
    expect(data.category).toEqual({ slug: "kolumne", name: "Kolumne", href: "/news/kolumne/1" });
  });

  it.each([
    // Wrong title part, id only, wrong category, old German slug on the English page.
    ["/news/kolumne/artikel/falscher-titel-5001", "/news/kolumne/artikel/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001"],
    ["/news/kolumne/artikel/5001?ref=x", "/news/kolumne/artikel/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001?ref=x"],
    [
      "/news/global/artikel/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001",
      "/news/kolumne/artikel/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001",
    ],
    ["/news/gibts-nicht/artikel/x-1001", "/news/bundesliga/artikel/bayern-muenchen-ist-meister-mit-82-punkten-und-99-toren-1001"],
    [
      "/en/news/kolumne/article/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001",
      "/en/news/kolumne/article/the-league-phase-brought-more-excitement-than-many-expected-5001",
    ],
  ])("%s moves (301) to the canonical %s", async (from, to) => {
    expect(await load(from)).toEqual({ kind: "redirect", status: 301, location: to });
  });

  it.each([
    "/news/kolumne/artikel/unbekannt-999999",
    "/news/kolumne/artikel/ohne-id",
    "/news/kolumne/artikel/1234567890123",
    `/news/kolumne/artikel/video-${NOT_SHOWN.video}`,
    `/news/kolumne/artikel/buzz-${NOT_SHOWN.sportbuzzerKolumne}`,
    `/news/sonstiges/artikel/buzz-${NOT_SHOWN.sportbuzzerLowerCase}`,
    `/news/sonstiges/artikel/promo-${NOT_SHOWN.promotion}`,
    "/en/news/kolumne/article/unknown-0",
    "/it/news/kolumne/article/sconosciuto-424242",
  ])("%s is 404", async (path) => {
    expect(await load(path)).toMatchObject({ kind: "data", status: 404 });
  });

  it("en: the English text, and the other languages' own slugs as alternates", async () => {
    const path = "/en/news/kolumne/article/the-league-phase-brought-more-excitement-than-many-expected-5001";
    const data = ((await load(path)) as { data: ArticleData }).data;
    expect(data.article.language).toBe("en");
    expect(data.article.publishedText).toBe("3 February 2025, 08:00");
    expect(data.category).toEqual({ slug: "kolumne", name: "Column", href: "/en/news/kolumne/1" });
    expect(data.alternates).toEqual({
      en: path,
      de: "/news/kolumne/artikel/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001",
      // No Italian text: the backend's German fallback, hence the German slug.
      it: "/it/news/kolumne/article/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001",
    });
  });

  it("it: an Italian article; a German-only one is marked as German", async () => {
    const italian = await list("/it/news/kolumne/1");
    const translated = italian.items.find((i) => i.id === 5003)!;
    const data = ((await load(translated.href)) as { data: ArticleData }).data;
    expect(data.article.language).toBe("it");
    expect(data.titleLanguage).toBeUndefined();
    expect(data.article.publishedText).toBe("27 maggio 2025, ore\u00a009:00");
    // Our own desk is credited in the page's language; its cards say the same.
    expect(data.article.provider).toBe("Redazione Matchpuls");
    expect(translated.provider).toBe("Redazione Matchpuls");
    const germanOnly = italian.items.find((i) => i.language === "de")!;
    const fallback = ((await load(germanOnly.href)) as { data: ArticleData }).data;
    expect(fallback.article.language).toBe("de");
    // The breadcrumbs' last crumb is the German title: marked as German, as the heading is.
    expect(fallback.titleLanguage).toBe("de");
  });
});

interface ArticleData {
  meta: { title: string; description: string };
  titleLanguage?: Language;
  alternates: Partial<Record<Language, string>>;
  article: {
    id: number;
    title: string;
    teaser: string;
    body: string[];
    author: string | null;
    provider: string;
    language: Language;
    published: { iso: string; date: string; time: string };
    publishedText: string;
  };
  category: { slug: string; name: string; href: string };
}

describe("backend down with nothing cached", () => {
  const dead = useDeadResultsBackend();

  it("the list answers 200 with the empty state and Cache-Control: no-store", async () => {
    const result = await load("/news/kolumne/1", dead());
    expect(result).toMatchObject({ kind: "data", status: 200 });
    const { data, headers } = result as { data: ListData; headers: Headers };
    expect(data.unavailable).toBe(true);
    expect(data.items).toEqual([]);
    expect(data.filters).toHaveLength(7);
    expect(headers.get("Cache-Control")).toBe("no-store");
  });

  it("bad input is still 404, redirects still work", async () => {
    expect(await load("/news/kolumne/abc", dead())).toMatchObject({ status: 404 });
    expect(await load("/news/nope/1", dead())).toMatchObject({ status: 404 });
    expect(await load("/en/news", dead())).toMatchObject({ kind: "redirect", status: 301 });
  });

  it("the article answers 503", async () => {
    const result = await load("/news/kolumne/artikel/die-ligaphase-hat-mehr-spannung-gebracht-als-viele-dachten-5001", dead());
    expect(result).toMatchObject({ kind: "data", status: 503 });
  });
});

describe("helpers", () => {
  it.each([
    ["1", 1],
    ["2", 2],
    ["01", 1],
    ["10000", 10000],
    ["0", undefined],
    ["10001", undefined],
    ["-1", undefined],
    ["1.5", undefined],
    ["abc", undefined],
    ["", undefined],
    ["1e3", undefined],
  ])("parseNewsPage(%j) = %j", (segment, page) => {
    expect(parseNewsPage(segment)).toBe(page);
  });

  it("formats in Europe/Berlin: summer and winter time, across midnight", () => {
    expect(formatNewsDate("2025-05-17T18:45:00Z", "de")).toEqual({ iso: "2025-05-17T18:45:00.000Z", date: "17. Mai 2025", time: "20:45" });
    expect(formatNewsDate("2025-01-29T23:00:00Z", "en")).toMatchObject({ date: "30 January 2025", time: "00:00" });
    expect(formatNewsDate("2026-07-19T23:30:00Z", "it")).toMatchObject({ date: "20 luglio 2026", time: "01:30" });
  });

  it("page windows: first, last, current and neighbours", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});

describe("otherLanguageNote", () => {
  it("names the item's language in the page's, and nothing for an item in the page's language", () => {
    expect(otherLanguageNote("de", "en", "In {language}")).toBe("In German");
    expect(otherLanguageNote("de", "it", "In {language}")).toBe("In tedesco");
    expect(otherLanguageNote("en", "de", "Auf {language}")).toBe("Auf Englisch");
    expect(otherLanguageNote("it", "it", "In {language}")).toBeNull();
  });
});
