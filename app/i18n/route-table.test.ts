import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { buildPath, href } from "./href.ts";
import {
  PAGE_KEYS,
  PAGE_ROWS,
  PAGE_SOURCES,
  ROUTE_TABLE,
  type SitemapSource,
  pagePaths,
  pageRow,
  parseRouteId,
  resolvePath,
  routeId,
  tableRoutes,
} from "./route-table.ts";

/** A path pattern's parameters, sorted: `:name` and `:name?` as written. */
const paramsOf = (path: string) => (path.match(/:\w+\??/g) ?? []).sort().join(",");

/**
 * Paths whose page is decided by ranking (a static segment outranks a parameter) or by an optional
 * parameter: the spec's examples and the site's own, with the parameters they must yield.
 */
const RANKED: [path: string, page: string, language: string, params?: Record<string, string>][] = [
  ["/news", "news", "de"],
  ["/news/kolumne", "news", "de", { category: "kolumne" }],
  ["/news/feed.xml", "news-feed", "de"],
  ["/news/kolumne/2", "news-paged", "de", { category: "kolumne", page: "2" }],
  ["/en/news/kolumne/article/ein-titel-12", "news-article", "en", { category: "kolumne", article: "ein-titel-12" }],
  ["/ergebnisse", "results", "de"],
  ["/ergebnisse/deutschland", "results", "de", { country: "deutschland" }],
  ["/ergebnisse/bundesliga/tabelle", "results-table", "de", { competition: "bundesliga" }],
  ["/ergebnisse/bundesliga/tabelle/17-spieltag", "results-table-round", "de", { competition: "bundesliga", round: "17-spieltag" }],
  ["/ergebnisse/dfb-pokal/turnierbaum", "results-bracket", "de", { competition: "dfb-pokal" }],
  ["/en/results/bundesliga/matchday-1", "results-round", "en", { competition: "bundesliga", round: "matchday-1" }],
  ["/it/risultati/bundesliga/1a-giornata", "results-round", "it", { competition: "bundesliga", round: "1a-giornata" }],
  ["/it/risultati/bundesliga/dettagli", "results-details", "it", { competition: "bundesliga" }],
  ["/ergebnisse/bundesliga/bayern-werder/42", "results-match", "de", { competition: "bundesliga", match: "bayern-werder", mid: "42" }],
  ["/presse/factsheet.pdf", "press-fact-sheet", "de"],
];

describe("page registry", () => {
  it("gives every page in every language the path of app/i18n/page-paths.json (public URLs: `vitest -u` rewrites it when one is meant to change)", async () => {
    await expect(`${JSON.stringify(ROUTE_TABLE, null, 2)}\n`).toMatchFileSnapshot("./page-paths.json");
  });

  it("gives a language added to the language list every page, its prefix before each row's path, without a row changing", () => {
    const codes = [...LANGUAGE_CODES, "fr"];
    const paths = pagePaths(PAGE_ROWS, codes);
    for (const page of PAGE_KEYS) {
      const { path } = pageRow(page);
      expect(paths[page].fr, page).toBe(path === "/" ? "/fr" : `/fr${path}`);
      for (const language of LANGUAGE_CODES) expect(paths[page][language], `${page} in ${language}`).toBe(ROUTE_TABLE[page][language]);
    }
    const every = PAGE_KEYS.flatMap((page) => codes.map((code) => paths[page][code]));
    expect(new Set(every).size).toBe(every.length);
  });

  it("takes a language's own words from the row where it has them, with the language's prefix", () => {
    const row = { path: "/contact", translated: { de: "/kontakt", it: "/contatto" } };
    expect(pagePaths({ ...PAGE_ROWS, contact: row }, [...LANGUAGE_CODES, "es"]).contact).toEqual({
      de: "/kontakt",
      en: "/en/contact",
      it: "/it/contatto",
      es: "/es/contact",
    });
  });

  it("has one route per page and language with unique ids and paths", () => {
    const routes = tableRoutes();
    expect(routes).toHaveLength(PAGE_KEYS.length * LANGUAGE_CODES.length);
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    for (const route of routes) expect(route.id).toBe(`${route.page}-${route.language}`);
  });

  it("gives every language of a page the same parameters", () => {
    for (const page of PAGE_KEYS) {
      for (const language of LANGUAGE_CODES) expect(paramsOf(ROUTE_TABLE[page][language]), `${page} in ${language}`).toBe(paramsOf(pageRow(page).path));
    }
  });

  it("writes rows without a language's prefix, and a language's own words only where they differ", () => {
    const prefixed = new RegExp(`^/(${LANGUAGE_CODES.join("|")})(/|$)`);
    for (const page of PAGE_KEYS) {
      const { path, translated = {} } = pageRow(page);
      expect(path, page).toMatch(/^\//);
      expect(path, page).not.toMatch(prefixed);
      // `path` is English's words.
      expect(translated, page).not.toHaveProperty("en");
      for (const [language, own] of Object.entries(translated)) {
        expect(own, `${page} in ${language}`).not.toMatch(prefixed);
        expect(own, `${page} in ${language}: the same as its path`).not.toBe(path);
      }
    }
  });

  it("takes from each sitemap source exactly the parameters the page's path has", () => {
    // `undefined`: the page's one parameter, whatever its name (`country` or `competition`).
    const SOURCE_PARAMS: Record<SitemapSource, readonly string[] | undefined> = {
      fixed: [],
      jobs: ["job"],
      "news-filters": ["category", "page"],
      "news-articles": ["category", "article"],
      "push-groups": undefined,
      competitions: undefined,
      "competitions-with-table": undefined,
      "competitions-with-scorers": undefined,
      "cups-and-tournaments": undefined,
      "table-rounds": ["competition", "round"],
      rounds: ["competition", "round"],
      matches: ["competition", "match", "mid"],
      teams: ["team"],
      "match-days": undefined,
      players: ["player"],
    };
    for (const page of PAGE_KEYS) {
      const { path } = pageRow(page);
      const required = [...path.matchAll(/:(\w+)(?!\?)(?=\/|$)/g)].map(([, name]) => name).sort();
      const all = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name);
      for (const source of PAGE_SOURCES[page].sitemap) {
        const expected = SOURCE_PARAMS[source];
        if (expected === undefined) expect(all, `${page}: "${source}" fills one parameter`).toHaveLength(1);
        else if (source === "fixed") expect(required, `${page}: "fixed" is for a path without required parameters`).toEqual([]);
        else expect(all.sort(), `${page}: "${source}" fills ${expected.join(", ")}`).toEqual([...expected].sort());
      }
    }
  });

  it("says of every route that is no HTML page what it answers, and keeps it out of the sitemap", () => {
    for (const page of PAGE_KEYS) {
      const { module, sitemap, answers } = PAGE_SOURCES[page];
      // A plain `.ts` module is a resource route: it renders no page.
      if (!module.endsWith(".tsx")) expect(answers, `${page} (${module})`).toBeDefined();
      if (answers) expect(sitemap, page).toEqual([]);
    }
  });

  it.each(RANKED)("resolves %s to %s in %s", (path, page, language, params = {}) => {
    const resolved = resolvePath(path);
    expect(resolved?.page).toBe(page);
    expect(resolved?.language).toBe(language);
    for (const [name, value] of Object.entries(params)) expect(resolved?.params[name]).toBe(value);
  });

  it("round-trips route ids", () => {
    expect(parseRouteId(routeId("press-articles", "it"))).toEqual({ page: "press-articles", language: "it" });
    expect(parseRouteId("not-found")).toBeUndefined();
    expect(parseRouteId("api")).toBeUndefined();
  });

  it("does not resolve unknown paths", () => {
    expect(resolvePath("/gibt-es-nicht")).toBeUndefined();
    expect(resolvePath("/fr/about")).toBeUndefined();
    expect(resolvePath("/en/ueber-uns")).toBeUndefined();
  });
});

describe("href", () => {
  it("round-trips every page in every language", () => {
    const sample = {
      job: "data-engineer",
      category: "bundesliga",
      page: 3,
      article: "titel-7",
      country: "italien",
      competition: "serie-a",
      round: "2-spieltag",
      match: "a-b",
      mid: 9,
      team: "bayer-04-leverkusen",
      player: "harry-kane-eng",
    };
    for (const { page, language, path } of tableRoutes()) {
      const built = buildPath(path, sample);
      const resolved = resolvePath(built);
      expect(resolved?.page, built).toBe(page);
      expect(resolved?.language, built).toBe(language);
    }
  });

  it("builds the spec's news entry and anchors", () => {
    expect(href("news-paged", "de", { category: "kolumne", page: 1 })).toBe("/news/kolumne/1");
    expect(href("news-paged", "en", { category: "kolumne", page: 1 })).toBe("/en/news/kolumne/1");
    expect(href("about", "de", {}, "jobs")).toBe("/ueber-uns#jobs");
    expect(href("home", "it")).toBe("/it");
    expect(href("results", "en")).toBe("/en/results");
    expect(href("results", "de", { country: "italien" })).toBe("/ergebnisse/italien");
  });

  it("encodes parameter values and refuses missing required ones", () => {
    expect(href("job-detail", "de", { job: "a/b c" })).toBe("/ueber-uns/jobs/a%2Fb%20c");
    expect(() => buildPath(ROUTE_TABLE["job-detail"].de, {})).toThrow(/job/);
  });
});
