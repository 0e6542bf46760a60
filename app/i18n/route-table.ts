import { matchRoutes } from "react-router";
import { LANGUAGES, type Language } from "../../lib/languages.ts";

/**
 * The localized route table (docs/architecture.md, "The route table and languages"): one row per
 * page of the product spec, its path in every language and the route module that renders it. `app/routes.ts` generates every route from
 * it (ids `<page>-<lang>`); links, the language switcher, hreflang, canonical URLs and the sitemap
 * derive their URLs from it through `href()`. Renaming a slug or adding a language is one edit here.
 *
 * All languages of a page take the same parameters (checked by a unit test).
 */
export const ROUTE_TABLE = {
  home: { module: "features/home/home.tsx", de: "/", en: "/en", it: "/it" },
  about: { module: "features/company/about.tsx", de: "/ueber-uns", en: "/en/about", it: "/it/about" },
  ads: { module: "features/company/ads.tsx", de: "/werben", en: "/en/ads", it: "/it/ads" },
  contact: { module: "features/contact/contact.tsx", de: "/kontakt", en: "/en/contact", it: "/it/contatto" },
  cookies: { module: "features/reading/cookies.tsx", de: "/cookies", en: "/en/cookies", it: "/it/cookies" },
  faq: { module: "features/company/faq.tsx", de: "/faq", en: "/en/faq", it: "/it/faq" },
  legal: { module: "features/reading/legal.tsx", de: "/impressum", en: "/en/legal", it: "/it/nota-legale" },
  premium: { module: "features/app/premium.tsx", de: "/premium", en: "/en/premium", it: "/it/premium" },
  press: { module: "features/company/press.tsx", de: "/presse", en: "/en/press", it: "/it/stampa" },
  "press-articles": {
    module: "features/company/press-articles.tsx",
    de: "/presse/artikel",
    en: "/en/press/articles",
    it: "/it/stampa/articoli",
  },
  // The press kit's fact sheet, a PDF made on request (a resource route; not in the sitemap).
  "press-fact-sheet": {
    module: "features/company/press-kit/fact-sheet-route.ts",
    de: "/presse/factsheet.pdf",
    en: "/en/press/fact-sheet.pdf",
    it: "/it/stampa/scheda-informativa.pdf",
  },
  privacy: { module: "features/reading/privacy.tsx", de: "/datenschutz", en: "/en/privacy", it: "/it/privacy" },
  terms: { module: "features/reading/terms.tsx", de: "/terms", en: "/en/terms", it: "/it/terms" },
  "job-detail": {
    module: "features/company/job-detail.tsx",
    de: "/ueber-uns/jobs/:job",
    en: "/en/about/jobs/:job",
    it: "/it/about/jobs/:job",
  },
  news: { module: "features/news/news.tsx", de: "/news/:category?", en: "/en/news/:category?", it: "/it/news/:category?" },
  "news-paged": {
    module: "features/news/news.tsx",
    de: "/news/:category/:page",
    en: "/en/news/:category/:page",
    it: "/it/news/:category/:page",
  },
  "news-article": {
    module: "features/news/news-article.tsx",
    de: "/news/:category/artikel/:article",
    en: "/en/news/:category/article/:article",
    it: "/it/news/:category/article/:article",
  },
  // The Atom feed of the news (a resource route): its static segment outranks `/news/:category`.
  "news-feed": { module: "features/news/news-feed.ts", de: "/news/feed.xml", en: "/en/news/feed.xml", it: "/it/news/feed.xml" },
  // `/ergebnisse/{x}` is a country (push group) filter or a competition: the loader tells them apart
  // (their slugs are disjoint by design, docs/decisions/0004-results-pages.md).
  results: {
    module: "features/results/routes/results.tsx",
    de: "/ergebnisse/:country?",
    en: "/en/results/:country?",
    it: "/it/risultati/:country?",
  },
  "results-scorers": {
    module: "features/results/routes/results-scorers.tsx",
    de: "/ergebnisse/:competition/torschuetzen",
    en: "/en/results/:competition/scorers",
    it: "/it/risultati/:competition/marcatori",
  },
  "results-table": {
    module: "features/results/routes/results-table.tsx",
    de: "/ergebnisse/:competition/tabelle",
    en: "/en/results/:competition/tables",
    it: "/it/risultati/:competition/classifica",
  },
  // Not in the spec's table: the table after one matchday (docs/api.md, standings extension). The
  // static table segment outranks the match route's `/:match/:mid`.
  "results-table-round": {
    module: "features/results/routes/results-table.tsx",
    de: "/ergebnisse/:competition/tabelle/:round",
    en: "/en/results/:competition/tables/:round",
    it: "/it/risultati/:competition/classifica/:round",
  },
  // Not in the spec's table: the competition page's "details" tab (docs/decisions/0004-results-pages.md).
  "results-details": {
    module: "features/results/routes/results-details.tsx",
    de: "/ergebnisse/:competition/details",
    en: "/en/results/:competition/details",
    it: "/it/risultati/:competition/dettagli",
  },
  // Not in the spec's table: the knockout bracket of a cup or tournament (a static segment, so it wins over round slugs).
  "results-bracket": {
    module: "features/results/routes/results-bracket.tsx",
    de: "/ergebnisse/:competition/turnierbaum",
    en: "/en/results/:competition/bracket",
    it: "/it/risultati/:competition/tabellone",
  },
  "results-round": {
    module: "features/results/routes/results-round.tsx",
    de: "/ergebnisse/:competition/:round",
    en: "/en/results/:competition/:round",
    it: "/it/risultati/:competition/:round",
  },
  "results-match": {
    module: "features/results/routes/results-match.tsx",
    de: "/ergebnisse/:competition/:match/:mid",
    en: "/en/results/:competition/:match/:mid",
    it: "/it/risultati/:competition/:match/:mid",
  },
  // Not in the spec's table: a team's season in every competition (docs/decisions/0109-results-center.md).
  team: { module: "features/results/routes/team.tsx", de: "/teams/:team", en: "/en/teams/:team", it: "/it/squadre/:team" },
  // Not in the spec's table: the download entry's device-aware store redirect (docs/decisions).
  download: { module: "features/app/download.tsx", de: "/download", en: "/en/download", it: "/it/download" },
  // The spec's cookie notice links to /{lang}/privache (a typo): kept as a permanent redirect.
  privache: { module: "features/reading/privache.ts", de: "/privache", en: "/en/privache", it: "/it/privache" },
} as const;

export type PageKey = keyof typeof ROUTE_TABLE;
export const PAGE_KEYS = Object.keys(ROUTE_TABLE) as PageKey[];

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
  module: string;
  page: PageKey;
  language: Language;
}

/** Every route of the table: one per page and language. */
export function tableRoutes(): TableRoute[] {
  return PAGE_KEYS.flatMap((page) =>
    LANGUAGES.map(({ code }) => ({
      id: routeId(page, code),
      path: ROUTE_TABLE[page][code],
      module: ROUTE_TABLE[page].module,
      page,
      language: code,
    })),
  );
}

/**
 * The page, language and parameters a path resolves to, ranked the way React Router ranks them
 * (static segments before dynamic ones). Undefined when no page matches (the 404 route).
 */
export function resolvePath(pathname: string) {
  const routes = tableRoutes().map((r) => ({ id: r.id, path: r.path }));
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match) return undefined;
  const { page, language } = parseRouteId(match.route.id)!;
  return { page, language, params: match.params as Record<string, string | undefined> };
}
