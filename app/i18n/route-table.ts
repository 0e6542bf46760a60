import { matchRoutes } from "react-router";
import { LANGUAGES, type Language } from "../../lib/languages.ts";
import type { Messages } from "./messages/de.ts";

/**
 * The page registry (docs/architecture.md, "The route table and languages"): one row per page, and
 * everything the site derives from a page is said in its row, so adding a page is adding a row.
 *
 * - `de`, `en`, `it`: its path in every language (all languages of a page take the same parameters,
 *   checked by a unit test). `app/routes.ts` makes one route per page and language from them, with
 *   the id `<page>-<lang>`; links, the language switcher, hreflang and canonical URLs derive their
 *   URLs from them through `href()`.
 * - `nav`: the page's entries in the header and the footer (app/components/layout/nav-entries.ts
 *   orders them by the places given here); `navSection`: the entry under which the page is marked
 *   "you are here" though it has no entry of its own (a job ad under "jobs", a match under "results").
 *
 * What only the server needs of a page, its route module and its sitemap sources, is the page's row
 * in `page-sources.ts`: this table reaches the browser with every page (`href()`, the navigation),
 * and those fields would weigh about 0.3 KiB of its JavaScript. A page without its row there does
 * not compile; a page missing from the independent
 * list of paths in route-table.test.ts fails that test with the line to add.
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
  de: string;
  en: string;
  it: string;
  nav?: readonly NavPlacement[];
  navSection?: NavLabel;
}

export const ROUTE_TABLE = {
  home: { de: "/", en: "/en", it: "/it", nav: [{ label: "home", header: 1, footer: [1, 1] }] },
  about: {
    de: "/ueber-uns",
    en: "/en/about",
    it: "/it/about",
    // The spec's "jobs" entry is the about page's jobs section.
    nav: [
      { label: "about", footer: [2, 1] },
      { label: "jobs", hash: "jobs", header: 3, footer: [2, 2] },
    ],
  },
  ads: { de: "/werben", en: "/en/ads", it: "/it/ads", nav: [{ label: "ads", footer: [2, 4] }] },
  contact: {
    de: "/kontakt",
    en: "/en/contact",
    it: "/it/contatto",
    nav: [{ label: "contact", header: 5, footer: [3, 2] }],
  },
  cookies: {
    de: "/cookies",
    en: "/en/cookies",
    it: "/it/cookies",
    nav: [{ label: "cookies", footer: [3, 4] }],
  },
  faq: { de: "/faq", en: "/en/faq", it: "/it/faq", nav: [{ label: "faq", header: 4, footer: [3, 1] }] },
  legal: {
    de: "/impressum",
    en: "/en/legal",
    it: "/it/nota-legale",
    nav: [{ label: "legal", footer: [3, 6] }],
  },
  premium: {
    de: "/premium",
    en: "/en/premium",
    it: "/it/premium",
    nav: [{ label: "premium", footer: [1, 4] }],
  },
  press: {
    de: "/presse",
    en: "/en/press",
    it: "/it/stampa",
    nav: [{ label: "press", footer: [2, 3] }],
  },
  "press-articles": {
    de: "/presse/artikel",
    en: "/en/press/articles",
    it: "/it/stampa/articoli",
    navSection: "press",
  },
  // The press kit's fact sheet, a PDF made on request (a resource route): not a page of the sitemap.
  "press-fact-sheet": {
    de: "/presse/factsheet.pdf",
    en: "/en/press/fact-sheet.pdf",
    it: "/it/stampa/scheda-informativa.pdf",
  },
  privacy: {
    de: "/datenschutz",
    en: "/en/privacy",
    it: "/it/privacy",
    nav: [{ label: "privacy", footer: [3, 3] }],
  },
  terms: {
    de: "/terms",
    en: "/en/terms",
    it: "/it/terms",
    nav: [{ label: "terms", footer: [3, 5] }],
  },
  "job-detail": {
    de: "/ueber-uns/jobs/:job",
    en: "/en/about/jobs/:job",
    it: "/it/about/jobs/:job",
    navSection: "jobs",
  },
  // Moves (301) to the first page of its category (kolumne without one): not in the sitemap, the first pages are.
  news: {
    de: "/news/:category?",
    en: "/en/news/:category?",
    it: "/it/news/:category?",
    navSection: "news",
  },
  // The spec's news entry is the first page of the column ("kolumne"); the sitemap lists each filter's first page, not the later ones (their articles are listed).
  "news-paged": {
    de: "/news/:category/:page",
    en: "/en/news/:category/:page",
    it: "/it/news/:category/:page",
    nav: [{ label: "news", params: { category: "kolumne", page: 1 }, footer: [1, 2], menu: 2 }],
  },
  "news-article": {
    de: "/news/:category/artikel/:article",
    en: "/en/news/:category/article/:article",
    it: "/it/news/:category/article/:article",
    navSection: "news",
  },
  // The Atom feed of the news (a resource route, not a page of the sitemap): its static segment outranks `/news/:category`.
  "news-feed": { de: "/news/feed.xml", en: "/en/news/feed.xml", it: "/it/news/feed.xml" },
  // `/ergebnisse/{x}` is a day (`YYYY-MM-DD`), a country (push group) filter or a competition: the loader
  // tells them apart (slugs are never day-shaped, and disjoint by design, docs/decisions/0004-results-pages.md, 0114).
  results: {
    de: "/ergebnisse/:country?",
    en: "/en/results/:country?",
    it: "/it/risultati/:country?",
    nav: [{ label: "results", footer: [1, 3], menu: 1 }],
  },
  "results-scorers": {
    de: "/ergebnisse/:competition/torschuetzen",
    en: "/en/results/:competition/scorers",
    it: "/it/risultati/:competition/marcatori",
    navSection: "results",
  },
  "results-table": {
    de: "/ergebnisse/:competition/tabelle",
    en: "/en/results/:competition/tables",
    it: "/it/risultati/:competition/classifica",
    navSection: "results",
  },
  // Not in the spec's table: the table after one matchday (docs/api.md, standings extension). The
  // static table segment outranks the match route's `/:match/:mid`.
  "results-table-round": {
    de: "/ergebnisse/:competition/tabelle/:round",
    en: "/en/results/:competition/tables/:round",
    it: "/it/risultati/:competition/classifica/:round",
    navSection: "results",
  },
  // Not in the spec's table: the competition page's "details" tab (docs/decisions/0004-results-pages.md).
  "results-details": {
    de: "/ergebnisse/:competition/details",
    en: "/en/results/:competition/details",
    it: "/it/risultati/:competition/dettagli",
    navSection: "results",
  },
  // Not in the spec's table: the knockout bracket of a cup or tournament (a static segment, so it wins over round slugs).
  "results-bracket": {
    de: "/ergebnisse/:competition/turnierbaum",
    en: "/en/results/:competition/bracket",
    it: "/it/risultati/:competition/tabellone",
    navSection: "results",
  },
  "results-round": {
    de: "/ergebnisse/:competition/:round",
    en: "/en/results/:competition/:round",
    it: "/it/risultati/:competition/:round",
    navSection: "results",
  },
  "results-match": {
    de: "/ergebnisse/:competition/:match/:mid",
    en: "/en/results/:competition/:match/:mid",
    it: "/it/risultati/:competition/:match/:mid",
    navSection: "results",
  },
  // Not in the spec's table: a team's season in every competition (docs/decisions/0109-results-center.md).
  team: {
    de: "/teams/:team",
    en: "/en/teams/:team",
    it: "/it/squadre/:team",
    navSection: "results",
  },
  // Not in the spec's table: a player's goals in every competition (docs/decisions/0115-player-pages.md).
  player: {
    de: "/spieler/:player",
    en: "/en/players/:player",
    it: "/it/giocatori/:player",
    navSection: "results",
  },
  // Not in the spec's table: the site search (docs/decisions/0009-site-search.md). Its answers are
  // made for each query and never stored, so the search pages are not in the sitemap.
  search: {
    de: "/suche",
    en: "/en/search",
    it: "/it/cerca",
  },
  // Not in the spec's table: the download entry's device-aware store redirect (docs/decisions/0001-route-table-and-language-rules.md).
  // Phones are sent on to their store, so it is not a page of the sitemap.
  download: {
    de: "/download",
    en: "/en/download",
    it: "/it/download",
    nav: [{ label: "download", header: 2, footer: [1, 5], external: true }],
  },
  // The spec's cookie notice links to /{lang}/privache (a typo): kept as a permanent redirect, not in the sitemap.
  privache: { de: "/privache", en: "/en/privache", it: "/it/privache" },
} as const satisfies Record<string, PageRow>;

export type PageKey = keyof typeof ROUTE_TABLE;
export const PAGE_KEYS = Object.keys(ROUTE_TABLE) as PageKey[];

/** A page's row with every field it may have (the table itself keeps each row's literal paths for `href()`'s types). */
export function pageRow(page: PageKey): PageRow {
  return ROUTE_TABLE[page];
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
  if (!(page in ROUTE_TABLE) || !LANGUAGES.some((l) => l.code === language)) return undefined;
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
