import { matchRoutes } from "react-router";
import { LANGUAGE_CODES, LANGUAGES, languagePrefix, type Language } from "#lib/languages.ts";
import type { Messages } from "./messages/de.ts";

/**
 * The page registry (docs/architecture.md, "The route table and languages"): everything the site
 * derives from a page is said here, in two records keyed by the page, so adding a page is adding its
 * row to each (a page missing from `PAGE_SOURCES` does not compile).
 *
 * `PAGE_ROWS`, what the browser needs too:
 * - `path`: the page's path without a language's prefix, in English's words. Every language takes it
 *   after its prefix (lib/languages.ts: none for German, `/en`, `/it`), so a new language has every
 *   page without a row changing; `translated` holds a language's own words where they differ (German
 *   `/ueber-uns`, Italian `/contatto`). All languages of a page take the same parameters (a unit test
 *   checks); `href()` types a page's parameters by its `path`.
 * - `nav`: the page's entries in the header and the footer (app/components/layout/nav-entries.ts
 *   orders them by the places given here); `navSection`: the entry under which the page is marked
 *   "you are here" though it has no entry of its own (a job ad under "jobs", a match under "results").
 *
 * `PAGE_SOURCES`, what only the server needs: its route module and its sitemap sources. It is an export
 * of its own because the rows reach the browser with every page (`href()`, the navigation), and the
 * bundler leaves out an export no browser module reads: as fields of the rows they would weigh about
 * 0.3 KiB of every page's JavaScript.
 *
 * `ROUTE_TABLE` is every page's path in every language, derived from the rows; `app/routes.ts` makes
 * one route per page and language from it, with the id `<page>-<lang>`, and links, the language
 * switcher, hreflang, canonical URLs, the sitemap and nginx's maps take their paths from it.
 * app/i18n/page-paths.json holds them as a reviewer sees them: a test fails when a public URL changes.
 */

/** A navigation entry's text: `messages.nav[label]`. */
export type NavLabel = keyof Messages["nav"];

/** One entry of a page in the navigation. */
export interface NavPlacement {
  label: NavLabel;
  /** Its place in the header, from 1; absent: not in the header. */
  header?: number;
  /** Its column (1–3) and place in that column, from 1; absent: not in the footer. */
  footer?: readonly [column: 1 | 2 | 3, place: number];
  /** Its place in the phone menu after the header's entries, from 1; absent: the phone menu holds it only as a header entry. */
  menu?: number;
  /** The page's parameters, for a page that takes some. */
  params?: Readonly<Record<string, string | number>>;
  /** An anchor on the page (jobs: `/ueber-uns#jobs`). */
  hash?: string;
  /** The entry leaves the site and opens in a new tab (download: the device's store). */
  external?: boolean;
}

export interface PageRow {
  /** The path after a language's prefix, in English's words: `/about`, `/results/:competition/tables`; the home page's is `/`. */
  path: string;
  /** A language's own path where its words differ from `path`, with the same parameters. */
  translated?: Readonly<Partial<Record<Language, string>>>;
  nav?: readonly NavPlacement[];
  navSection?: NavLabel;
}

export const PAGE_ROWS = {
  home: { path: "/", nav: [{ label: "home", header: 1, footer: [1, 1] }] },
  about: {
    path: "/about",
    translated: { de: "/ueber-uns" },
    // The spec's "jobs" entry is the about page's jobs section.
    nav: [
      { label: "about", footer: [2, 1] },
      { label: "jobs", hash: "jobs", header: 3, footer: [2, 2] },
    ],
  },
  ads: { path: "/ads", translated: { de: "/werben" }, nav: [{ label: "ads", footer: [2, 4] }] },
  contact: {
    path: "/contact",
    translated: { de: "/kontakt", it: "/contatto" },
    nav: [{ label: "contact", header: 5, footer: [3, 2] }],
  },
  cookies: { path: "/cookies", nav: [{ label: "cookies", footer: [3, 4] }] },
  faq: { path: "/faq", nav: [{ label: "faq", header: 4, footer: [3, 1] }] },
  legal: {
    path: "/legal",
    translated: { de: "/impressum", it: "/nota-legale" },
    nav: [{ label: "legal", footer: [3, 6] }],
  },
  premium: { path: "/premium", nav: [{ label: "premium", footer: [1, 4] }] },
  press: {
    path: "/press",
    translated: { de: "/presse", it: "/stampa" },
    nav: [{ label: "press", footer: [2, 3] }],
  },
  "press-articles": {
    path: "/press/articles",
    translated: { de: "/presse/artikel", it: "/stampa/articoli" },
    navSection: "press",
  },
  // The press kit's fact sheet, a PDF made on request (a resource route): not a page of the sitemap.
  "press-fact-sheet": {
    path: "/press/fact-sheet.pdf",
    translated: { de: "/presse/factsheet.pdf", it: "/stampa/scheda-informativa.pdf" },
  },
  privacy: { path: "/privacy", translated: { de: "/datenschutz" }, nav: [{ label: "privacy", footer: [3, 3] }] },
  terms: { path: "/terms", nav: [{ label: "terms", footer: [3, 5] }] },
  "job-detail": { path: "/about/jobs/:job", translated: { de: "/ueber-uns/jobs/:job" }, navSection: "jobs" },
  // Moves (301) to the first page of its category (kolumne without one): not in the sitemap, the first pages are.
  news: { path: "/news/:category?", navSection: "news" },
  // The spec's news entry is the first page of the column ("kolumne"); the sitemap lists each filter's first page, not the later ones (their articles are listed).
  "news-paged": {
    path: "/news/:category/:page",
    nav: [{ label: "news", params: { category: "kolumne", page: 1 }, footer: [1, 2], menu: 2 }],
  },
  "news-article": {
    path: "/news/:category/article/:article",
    translated: { de: "/news/:category/artikel/:article" },
    navSection: "news",
  },
  // The Atom feed of the news (a resource route, not a page of the sitemap): its static segment outranks `/news/:category`.
  "news-feed": { path: "/news/feed.xml" },
  // `/ergebnisse/{x}` is a day (`YYYY-MM-DD`), a country (push group) filter or a competition: the loader
  // tells them apart (slugs are never day-shaped, and disjoint by design, docs/decisions/0004-results-pages.md, 0114).
  results: {
    path: "/results/:country?",
    translated: { de: "/ergebnisse/:country?", it: "/risultati/:country?" },
    nav: [{ label: "results", footer: [1, 3], menu: 1 }],
  },
  "results-scorers": {
    path: "/results/:competition/scorers",
    translated: { de: "/ergebnisse/:competition/torschuetzen", it: "/risultati/:competition/marcatori" },
    navSection: "results",
  },
  "results-table": {
    path: "/results/:competition/tables",
    translated: { de: "/ergebnisse/:competition/tabelle", it: "/risultati/:competition/classifica" },
    navSection: "results",
  },
  // Not in the spec's table: the table after one matchday (docs/api.md, standings extension). The
  // static table segment outranks the match route's `/:match/:mid`.
  "results-table-round": {
    path: "/results/:competition/tables/:round",
    translated: { de: "/ergebnisse/:competition/tabelle/:round", it: "/risultati/:competition/classifica/:round" },
    navSection: "results",
  },
  // Not in the spec's table: the competition page's "details" tab (docs/decisions/0004-results-pages.md).
  "results-details": {
    path: "/results/:competition/details",
    translated: { de: "/ergebnisse/:competition/details", it: "/risultati/:competition/dettagli" },
    navSection: "results",
  },
  // Not in the spec's table: the knockout bracket of a cup or tournament (a static segment, so it wins over round slugs).
  "results-bracket": {
    path: "/results/:competition/bracket",
    translated: { de: "/ergebnisse/:competition/turnierbaum", it: "/risultati/:competition/tabellone" },
    navSection: "results",
  },
  "results-round": {
    path: "/results/:competition/:round",
    translated: { de: "/ergebnisse/:competition/:round", it: "/risultati/:competition/:round" },
    navSection: "results",
  },
  "results-match": {
    path: "/results/:competition/:match/:mid",
    translated: { de: "/ergebnisse/:competition/:match/:mid", it: "/risultati/:competition/:match/:mid" },
    navSection: "results",
  },
  // Not in the spec's table: a team's season in every competition (docs/decisions/0109-results-center.md).
  team: { path: "/teams/:team", translated: { it: "/squadre/:team" }, navSection: "results" },
  // Not in the spec's table: a player's goals in every competition (docs/decisions/0115-player-pages.md).
  player: {
    path: "/players/:player",
    translated: { de: "/spieler/:player", it: "/giocatori/:player" },
    navSection: "results",
  },
  // Not in the spec's table: the site search (docs/decisions/0009-site-search.md). Its answers are
  // made for each query and never stored, so the search pages are not in the sitemap.
  search: { path: "/search", translated: { de: "/suche", it: "/cerca" } },
  // Not in the spec's table: the download entry's device-aware store redirect (docs/decisions/0001-route-table-and-language-rules.md).
  // Phones are sent on to their store, so it is not a page of the sitemap.
  download: { path: "/download", nav: [{ label: "download", header: 2, footer: [1, 5], external: true }] },
  // The spec's cookie notice links to /{lang}/privache (a typo): kept as a permanent redirect, not in the sitemap.
  privache: { path: "/privache" },
} as const satisfies Record<string, PageRow>;

export type PageKey = keyof typeof PAGE_ROWS;
export const PAGE_KEYS = Object.keys(PAGE_ROWS) as PageKey[];

/** A page's row with every field it may have (the record itself keeps each row's literal path for `href()`'s types). */
export function pageRow(page: PageKey): PageRow {
  return PAGE_ROWS[page];
}

/** A page's path in a language: the language's prefix, then its own words for the page or the row's `path`. */
export function localizedPath(row: PageRow, language: string): string {
  const path = (row.translated as Readonly<Record<string, string | undefined>> | undefined)?.[language] ?? row.path;
  const prefix = languagePrefix(language);
  return path === "/" ? prefix || "/" : prefix + path;
}

/**
 * Every page's path in each of `languages`: what the site serves for the languages of lib/languages.ts,
 * and what it would serve with another one added there, before any row says that language's words.
 */
export function pagePaths<Code extends string>(rows: Readonly<Record<PageKey, PageRow>>, languages: readonly Code[]): Record<PageKey, Record<Code, string>> {
  const paths = {} as Record<PageKey, Record<Code, string>>;
  for (const page of Object.keys(rows) as PageKey[]) {
    paths[page] = Object.fromEntries(languages.map((language) => [language, localizedPath(rows[page], language)])) as Record<Code, string>;
  }
  return paths;
}

/** Every page's path pattern in every language of the site (`ROUTE_TABLE.contact.it` is `/it/contatto`). */
export const ROUTE_TABLE: Readonly<Record<PageKey, Readonly<Record<Language, string>>>> = pagePaths(PAGE_ROWS, LANGUAGE_CODES);

/**
 * Where a page's sitemap entries come from; each source fills the page's parameters:
 * - `fixed`: the path itself, optional parameters left out (`/ergebnisse`, `/news`);
 * - `jobs`: each job ad of the content service (`job`);
 * - `news-filters`: the first page of each of the spec's news filters (`category`, `page` 1);
 * - `news-articles`: each news article (`category`, `article`);
 * - `push-groups`: each push group of the catalogue, its slug as the page's one parameter;
 * - `competitions`: each competition, its slug as the page's one parameter; `competitions-with-table`,
 *   `competitions-with-scorers` and `cups-and-tournaments` (not leagues): those of them only;
 * - `table-rounds`: each matchday a competition's table can be shown after (`competition`, `round`);
 * - `rounds`: each selectable round of a competition (`competition`, `round`);
 * - `matches`: each match of those rounds (`competition`, `match`, `mid`);
 * - `teams`: each team (`team`);
 * - `match-days`: each day with matches in any competition (the page's one parameter, `YYYY-MM-DD`).
 * - `players`: each player who scored (`player`).
 */
export type SitemapSource =
  | "fixed"
  | "jobs"
  | "news-filters"
  | "news-articles"
  | "push-groups"
  | "competitions"
  | "competitions-with-table"
  | "competitions-with-scorers"
  | "cups-and-tournaments"
  | "table-rounds"
  | "rounds"
  | "matches"
  | "teams"
  | "match-days"
  | "players";

/** What only the server needs of a page. */
export interface PageSource {
  /** The route module that answers the page's paths, under app/. */
  module: string;
  /** Where its sitemap entries come from; empty keeps it out (its row in `PAGE_ROWS` says why). */
  sitemap: readonly SitemapSource[];
  /**
   * What its paths answer when that is not an HTML page: a permanent redirect (`redirect`) or a file
   * of a resource route (`file`: a feed, a PDF). The browser tests visit every other page without parameters.
   */
  answers?: "redirect" | "file";
}

export const PAGE_SOURCES: Record<PageKey, PageSource> = {
  home: { module: "features/home/home.tsx", sitemap: ["fixed"] },
  about: { module: "features/company/about.tsx", sitemap: ["fixed"] },
  ads: { module: "features/company/ads.tsx", sitemap: ["fixed"] },
  contact: { module: "features/contact/contact.tsx", sitemap: ["fixed"] },
  cookies: { module: "features/reading/cookies.tsx", sitemap: ["fixed"] },
  faq: { module: "features/company/faq.tsx", sitemap: ["fixed"] },
  legal: { module: "features/reading/legal.tsx", sitemap: ["fixed"] },
  premium: { module: "features/app/premium.tsx", sitemap: ["fixed"] },
  press: { module: "features/company/press.tsx", sitemap: ["fixed"] },
  "press-articles": { module: "features/company/press-articles.tsx", sitemap: ["fixed"] },
  "press-fact-sheet": { module: "features/company/press-kit/fact-sheet-route.ts", sitemap: [], answers: "file" },
  privacy: { module: "features/reading/privacy.tsx", sitemap: ["fixed"] },
  terms: { module: "features/reading/terms.tsx", sitemap: ["fixed"] },
  "job-detail": { module: "features/company/job-detail.tsx", sitemap: ["jobs"] },
  // `/news` and `/news/{category}` move (301) to the first page: the sitemap lists that one.
  news: { module: "features/news/news.tsx", sitemap: [], answers: "redirect" },
  "news-paged": { module: "features/news/news.tsx", sitemap: ["news-filters"] },
  "news-article": { module: "features/news/news-article.tsx", sitemap: ["news-articles"] },
  "news-feed": { module: "features/news/news-feed.ts", sitemap: [], answers: "file" },
  results: { module: "features/results/routes/results.tsx", sitemap: ["fixed", "push-groups", "competitions", "match-days"] },
  "results-scorers": { module: "features/results/competition/scorers-route.tsx", sitemap: ["competitions-with-scorers"] },
  "results-table": { module: "features/results/competition/table-route.tsx", sitemap: ["competitions-with-table"] },
  "results-table-round": { module: "features/results/competition/table-route.tsx", sitemap: ["table-rounds"] },
  "results-details": { module: "features/results/competition/details-route.tsx", sitemap: ["competitions"] },
  "results-bracket": { module: "features/results/competition/bracket-route.tsx", sitemap: ["cups-and-tournaments"] },
  "results-round": { module: "features/results/competition/round-route.tsx", sitemap: ["rounds"] },
  "results-match": { module: "features/results/match/match-route.tsx", sitemap: ["matches"] },
  team: { module: "features/results/team/team-route.tsx", sitemap: ["teams"] },
  player: { module: "features/results/player/player-route.tsx", sitemap: ["players"] },
  search: { module: "features/search/search.tsx", sitemap: [] },
  download: { module: "features/app/download.tsx", sitemap: [] },
  privache: { module: "features/reading/privache.ts", sitemap: [], answers: "redirect" },
};

/** The pages whose sitemap entries come from `source`, in the registry's order. */
export function pagesInSitemap(source: SitemapSource): PageKey[] {
  return PAGE_KEYS.filter((page) => PAGE_SOURCES[page].sitemap.includes(source));
}

/** Route id of a page in one language, e.g. `about-en`. */
export function routeId(page: PageKey, language: Language): string {
  return `${page}-${language}`;
}

/** The page and language of a route id, or undefined for routes outside the table (404, api). */
export function parseRouteId(id: string): { page: PageKey; language: Language } | undefined {
  const cut = id.lastIndexOf("-");
  const page = id.slice(0, cut);
  const language = id.slice(cut + 1);
  if (!(page in PAGE_ROWS) || !LANGUAGES.some((l) => l.code === language)) return undefined;
  return { page: page as PageKey, language: language as Language };
}

export interface TableRoute {
  id: string;
  path: string;
  page: PageKey;
  language: Language;
}

/** Every route of the table: one per page and language. */
export function tableRoutes(): TableRoute[] {
  return PAGE_KEYS.flatMap((page) =>
    LANGUAGES.map(({ code }) => ({
      id: routeId(page, code),
      path: ROUTE_TABLE[page][code],
      page,
      language: code,
    })),
  );
}

/**
 * The page, language, route pattern and parameters a path resolves to, ranked the way React Router
 * ranks them (static segments before dynamic ones). Undefined when no page matches (the 404 route).
 */
export function resolvePath(pathname: string) {
  const routes = tableRoutes().map((r) => ({ id: r.id, path: r.path }));
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match) return undefined;
  const { page, language } = parseRouteId(match.route.id)!;
  return { page, language, pattern: match.route.path, params: match.params as Record<string, string | undefined> };
}
