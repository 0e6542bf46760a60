import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../../lib/languages.ts";
import { buildPath, href } from "./href.ts";
import { PAGE_SOURCES, type SitemapSource } from "./page-sources.ts";
import { PAGE_KEYS, ROUTE_TABLE, parseRouteId, resolvePath, routeId, tableRoutes } from "./route-table.ts";

/**
 * Every page and its paths per language, written out independently of the code's table: the product
 * spec's table, then the site's own pages (ADRs 0001, 0004, 0109, 0500, 0801, 0802). A page added to
 * the route table without its paths here fails the first test, which prints the lines to add.
 */
const SPEC_PATHS: [path: string, page: string, language: string, params?: Record<string, string>][] = [
  ["/", "home", "de"],
  ["/en", "home", "en"],
  ["/it", "home", "it"],
  ["/ueber-uns", "about", "de"],
  ["/en/about", "about", "en"],
  ["/it/about", "about", "it"],
  ["/werben", "ads", "de"],
  ["/en/ads", "ads", "en"],
  ["/it/ads", "ads", "it"],
  ["/kontakt", "contact", "de"],
  ["/en/contact", "contact", "en"],
  ["/it/contatto", "contact", "it"],
  ["/cookies", "cookies", "de"],
  ["/en/cookies", "cookies", "en"],
  ["/it/cookies", "cookies", "it"],
  ["/faq", "faq", "de"],
  ["/en/faq", "faq", "en"],
  ["/it/faq", "faq", "it"],
  ["/impressum", "legal", "de"],
  ["/en/legal", "legal", "en"],
  ["/it/nota-legale", "legal", "it"],
  ["/premium", "premium", "de"],
  ["/en/premium", "premium", "en"],
  ["/it/premium", "premium", "it"],
  ["/presse", "press", "de"],
  ["/en/press", "press", "en"],
  ["/it/stampa", "press", "it"],
  ["/presse/artikel", "press-articles", "de"],
  ["/en/press/articles", "press-articles", "en"],
  ["/it/stampa/articoli", "press-articles", "it"],
  ["/datenschutz", "privacy", "de"],
  ["/en/privacy", "privacy", "en"],
  ["/it/privacy", "privacy", "it"],
  ["/terms", "terms", "de"],
  ["/en/terms", "terms", "en"],
  ["/it/terms", "terms", "it"],
  ["/ueber-uns/jobs/frontend-entwickler", "job-detail", "de", { job: "frontend-entwickler" }],
  ["/en/about/jobs/frontend-entwickler", "job-detail", "en", { job: "frontend-entwickler" }],
  ["/it/about/jobs/frontend-entwickler", "job-detail", "it", { job: "frontend-entwickler" }],
  ["/news", "news", "de"],
  ["/news/kolumne", "news", "de", { category: "kolumne" }],
  ["/en/news/kolumne", "news", "en", { category: "kolumne" }],
  ["/it/news/kolumne", "news", "it", { category: "kolumne" }],
  ["/news/kolumne/2", "news-paged", "de", { category: "kolumne", page: "2" }],
  ["/en/news/kolumne/2", "news-paged", "en", { category: "kolumne", page: "2" }],
  ["/it/news/kolumne/2", "news-paged", "it", { category: "kolumne", page: "2" }],
  ["/news/kolumne/artikel/ein-titel-12", "news-article", "de", { category: "kolumne", article: "ein-titel-12" }],
  ["/en/news/kolumne/article/ein-titel-12", "news-article", "en", { category: "kolumne", article: "ein-titel-12" }],
  ["/it/news/kolumne/article/ein-titel-12", "news-article", "it", { category: "kolumne", article: "ein-titel-12" }],
  ["/ergebnisse", "results", "de"],
  ["/ergebnisse/deutschland", "results", "de", { country: "deutschland" }],
  ["/en/results", "results", "en"],
  ["/it/risultati", "results", "it"],
  ["/ergebnisse/bundesliga/torschuetzen", "results-scorers", "de", { competition: "bundesliga" }],
  ["/en/results/bundesliga/scorers", "results-scorers", "en", { competition: "bundesliga" }],
  ["/it/risultati/bundesliga/marcatori", "results-scorers", "it", { competition: "bundesliga" }],
  ["/ergebnisse/bundesliga/tabelle", "results-table", "de", { competition: "bundesliga" }],
  ["/en/results/bundesliga/tables", "results-table", "en", { competition: "bundesliga" }],
  ["/it/risultati/bundesliga/classifica", "results-table", "it", { competition: "bundesliga" }],
  ["/ergebnisse/dfb-pokal/turnierbaum", "results-bracket", "de", { competition: "dfb-pokal" }],
  ["/en/results/dfb-pokal/bracket", "results-bracket", "en", { competition: "dfb-pokal" }],
  ["/it/risultati/coppa-di-germania/tabellone", "results-bracket", "it", { competition: "coppa-di-germania" }],
  ["/ergebnisse/bundesliga/1-spieltag", "results-round", "de", { competition: "bundesliga", round: "1-spieltag" }],
  ["/en/results/bundesliga/matchday-1", "results-round", "en", { competition: "bundesliga", round: "matchday-1" }],
  ["/ergebnisse/bundesliga/bayern-werder/42", "results-match", "de", { competition: "bundesliga", match: "bayern-werder", mid: "42" }],
  ["/it/risultati/bundesliga/bayern-werder/42", "results-match", "it", { competition: "bundesliga", match: "bayern-werder", mid: "42" }],
  // The site's own pages, not in the spec's table.
  ["/it/risultati/bundesliga/1a-giornata", "results-round", "it", { competition: "bundesliga", round: "1a-giornata" }],
  ["/en/results/bundesliga/bayern-werder/42", "results-match", "en", { competition: "bundesliga", match: "bayern-werder", mid: "42" }],
  ["/ergebnisse/bundesliga/tabelle/17-spieltag", "results-table-round", "de", { competition: "bundesliga", round: "17-spieltag" }],
  ["/en/results/bundesliga/tables/matchday-17", "results-table-round", "en", { competition: "bundesliga", round: "matchday-17" }],
  ["/it/risultati/bundesliga/classifica/17a-giornata", "results-table-round", "it", { competition: "bundesliga", round: "17a-giornata" }],
  ["/ergebnisse/bundesliga/details", "results-details", "de", { competition: "bundesliga" }],
  ["/en/results/bundesliga/details", "results-details", "en", { competition: "bundesliga" }],
  ["/it/risultati/bundesliga/dettagli", "results-details", "it", { competition: "bundesliga" }],
  ["/teams/bayer-04-leverkusen", "team", "de", { team: "bayer-04-leverkusen" }],
  ["/en/teams/bayer-04-leverkusen", "team", "en", { team: "bayer-04-leverkusen" }],
  ["/spieler/harry-kane-eng", "player", "de", { player: "harry-kane-eng" }],
  ["/en/players/harry-kane-eng", "player", "en", { player: "harry-kane-eng" }],
  ["/it/giocatori/harry-kane-eng", "player", "it", { player: "harry-kane-eng" }],
  ["/suche", "search", "de"],
  ["/en/search", "search", "en"],
  ["/it/cerca", "search", "it"],
  ["/it/squadre/bayer-04-leverkusen", "team", "it", { team: "bayer-04-leverkusen" }],
  ["/news/feed.xml", "news-feed", "de"],
  ["/en/news/feed.xml", "news-feed", "en"],
  ["/it/news/feed.xml", "news-feed", "it"],
  ["/presse/factsheet.pdf", "press-fact-sheet", "de"],
  ["/en/press/fact-sheet.pdf", "press-fact-sheet", "en"],
  ["/it/stampa/scheda-informativa.pdf", "press-fact-sheet", "it"],
  ["/download", "download", "de"],
  ["/en/download", "download", "en"],
  ["/it/download", "download", "it"],
  ["/privache", "privache", "de"],
  ["/en/privache", "privache", "en"],
  ["/it/privache", "privache", "it"],
];

describe("route table", () => {
  it("is checked against the independent list: every page in every language has a path in SPEC_PATHS", () => {
    const listed = new Set(SPEC_PATHS.map(([, page, language]) => `${page}-${language}`));
    const missing = tableRoutes()
      .filter((route) => !listed.has(route.id))
      .map((route) => `["${route.path}", "${route.page}", "${route.language}"]`);
    expect(missing, `add a path of each of these to SPEC_PATHS in app/i18n/route-table.test.ts, parameters filled in:\n${missing.join("\n")}`).toEqual([]);
  });

  it.each(SPEC_PATHS)("%s resolves to %s in %s", (path, page, language, params = {}) => {
    const resolved = resolvePath(path);
    expect(resolved?.page).toBe(page);
    expect(resolved?.language).toBe(language);
    for (const [name, value] of Object.entries(params)) expect(resolved?.params[name]).toBe(value);
  });

  it("has one route per page and language with unique ids and paths", () => {
    const routes = tableRoutes();
    expect(routes).toHaveLength(PAGE_KEYS.length * LANGUAGE_CODES.length);
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    for (const route of routes) expect(route.id).toBe(`${route.page}-${route.language}`);
  });

  it("gives every language of a page the same parameters", () => {
    const paramsOf = (path: string) => (path.match(/:\w+\??/g) ?? []).sort().join(",");
    for (const page of PAGE_KEYS) {
      const row = ROUTE_TABLE[page];
      expect(paramsOf(row.en), page).toBe(paramsOf(row.de));
      expect(paramsOf(row.it), page).toBe(paramsOf(row.de));
    }
  });

  it("prefixes English with /en and Italian with /it, German with nothing", () => {
    for (const page of PAGE_KEYS) {
      expect(ROUTE_TABLE[page].en.startsWith("/en")).toBe(true);
      expect(ROUTE_TABLE[page].it.startsWith("/it")).toBe(true);
      expect(ROUTE_TABLE[page].de).not.toMatch(/^\/(en|it|de)(\/|$)/);
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
      const required = [...ROUTE_TABLE[page].de.matchAll(/:(\w+)(?!\?)(?=\/|$)/g)].map(([, name]) => name).sort();
      const all = [...ROUTE_TABLE[page].de.matchAll(/:(\w+)/g)].map(([, name]) => name);
      for (const source of PAGE_SOURCES[page].sitemap) {
        const expected = SOURCE_PARAMS[source];
        if (expected === undefined) expect(all, `${page}: "${source}" fills one parameter`).toHaveLength(1);
        else if (source === "fixed") expect(required, `${page}: "fixed" is for a path without required parameters`).toEqual([]);
        else expect(all.sort(), `${page}: "${source}" fills ${expected.join(", ")}`).toEqual([...expected].sort());
      }
    }
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
