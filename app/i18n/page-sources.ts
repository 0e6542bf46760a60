import { PAGE_KEYS, type PageKey } from "./route-table.ts";

/**
 * What the server needs of each page of the registry (app/i18n/route-table.ts) and the browser does
 * not: the route module that renders it (`app/routes.ts`) and where its sitemap entries come from
 * (app/seo/sitemap.server.ts; an empty list keeps it out: the page's row in the route table says why).
 * Kept apart from the route table, which every page's JavaScript carries; a page of the route table
 * without its row here does not compile.
 */

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

export interface PageSource {
  module: string;
  sitemap: readonly SitemapSource[];
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
  "press-fact-sheet": { module: "features/company/press-kit/fact-sheet-route.ts", sitemap: [] },
  privacy: { module: "features/reading/privacy.tsx", sitemap: ["fixed"] },
  terms: { module: "features/reading/terms.tsx", sitemap: ["fixed"] },
  "job-detail": { module: "features/company/job-detail.tsx", sitemap: ["jobs"] },
  // `/news` and `/news/{category}` move (301) to the first page: the sitemap lists that one.
  news: { module: "features/news/news.tsx", sitemap: [] },
  "news-paged": { module: "features/news/news.tsx", sitemap: ["news-filters"] },
  "news-article": { module: "features/news/news-article.tsx", sitemap: ["news-articles"] },
  "news-feed": { module: "features/news/news-feed.ts", sitemap: [] },
  results: { module: "features/results/routes/results.tsx", sitemap: ["fixed", "push-groups", "competitions", "match-days"] },
  "results-scorers": { module: "features/results/routes/results-scorers.tsx", sitemap: ["competitions-with-scorers"] },
  "results-table": { module: "features/results/routes/results-table.tsx", sitemap: ["competitions-with-table"] },
  "results-table-round": { module: "features/results/routes/results-table.tsx", sitemap: ["table-rounds"] },
  "results-details": { module: "features/results/routes/results-details.tsx", sitemap: ["competitions"] },
  "results-bracket": { module: "features/results/routes/results-bracket.tsx", sitemap: ["cups-and-tournaments"] },
  "results-round": { module: "features/results/routes/results-round.tsx", sitemap: ["rounds"] },
  "results-match": { module: "features/results/routes/results-match.tsx", sitemap: ["matches"] },
  team: { module: "features/results/routes/team.tsx", sitemap: ["teams"] },
  player: { module: "features/results/routes/player.tsx", sitemap: ["players"] },
  search: { module: "features/search/search.tsx", sitemap: [] },
  download: { module: "features/app/download.tsx", sitemap: [] },
  privache: { module: "features/reading/privache.ts", sitemap: [] },
};

/** The pages whose sitemap entries come from `source`, in the route table's order. */
export function pagesInSitemap(source: SitemapSource): PageKey[] {
  return PAGE_KEYS.filter((page) => PAGE_SOURCES[page].sitemap.includes(source));
}
