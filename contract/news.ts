import type { Language } from "#lib/languages.ts";
import { slugify } from "#lib/slug.ts";
import { DROPPED_NEWS_PROVIDER, KEPT_NEWS_TYPE } from "./news-policy.ts";
import type { NewsArticle, NewsListItem, NewsSummary } from "./schemas.ts";

/**
 * The site-side news rules of the spec (§3, §7, §9), shared by server and browser code (no Node
 * imports): the fixed filter list, which items the site keeps, the article slug and the page
 * conversion between the UI (1-based) and the API (0-based).
 */

export interface NewsFilter {
  id: number;
  /** The spec's name (German). */
  name: string;
  /** The name per site language, for navigation and titles. */
  names: Record<Language, string>;
  slug: string;
}

/** The spec's fixed list: 7 entries, ids 0–6. Filter 0 lists every category. */
export const NEWS_FILTERS: readonly NewsFilter[] = [
  { id: 0, name: "Alle News", names: { de: "Alle News", en: "All news", it: "Tutte le news" }, slug: "global" },
  { id: 1, name: "Bundesliga", names: { de: "Bundesliga", en: "Bundesliga", it: "Bundesliga" }, slug: "bundesliga" },
  { id: 2, name: "2. Bundesliga", names: { de: "2. Bundesliga", en: "2. Bundesliga", it: "2. Bundesliga" }, slug: "2-bundesliga" },
  { id: 3, name: "CL / EL", names: { de: "CL / EL", en: "CL / EL", it: "CL / EL" }, slug: "cl-el" },
  { id: 4, name: "Nationalteams", names: { de: "Nationalteams", en: "National teams", it: "Nazionali" }, slug: "nationalteams" },
  { id: 5, name: "Kolumne", names: { de: "Kolumne", en: "Column", it: "Rubrica" }, slug: "kolumne" },
  { id: 6, name: "Sonstiges", names: { de: "Sonstiges", en: "Other", it: "Altro" }, slug: "sonstiges" },
];

/** The filter that lists all news. */
export const ALL_NEWS_FILTER_ID = 0;

/** The filter the spec's news call uses (the navigation's news entry: category kolumne, page 1). */
export const DEFAULT_NEWS_FILTER_ID = 5;

export function newsFilterById(id: number): NewsFilter | undefined {
  return NEWS_FILTERS.find((filter) => filter.id === id);
}

export function newsFilterBySlug(slug: string): NewsFilter | undefined {
  return NEWS_FILTERS.find((filter) => filter.slug === slug);
}

/** The spec's rule: keep items of type `news`, drop items of provider Sportbuzzer. */
export function isShownNewsItem(item: { type: string; news: { provider: string } }): boolean {
  return item.type === KEPT_NEWS_TYPE && item.news.provider.trim().toLowerCase() !== DROPPED_NEWS_PROVIDER.toLowerCase();
}

/**
 * The article slug: the title by the spec's slug rule, a hyphen, then the news_id
 * ("Bayern holt die Schale" + 1042 → "bayern-holt-die-schale-1042"). The id at the end makes the
 * slug unique and lets the article page find the item again (`newsIdFromSlug`).
 */
export function newsSlug(news: Pick<NewsSummary, "title" | "news_id">): string {
  const title = slugify(news.title);
  return title ? `${title}-${news.news_id}` : String(news.news_id);
}

/** The news_id at the end of an article slug, or undefined when the slug has none. */
export function newsIdFromSlug(slug: string): number | undefined {
  const match = /(?:^|-)(\d{1,9})$/.exec(slug);
  return match ? Number(match[1]) : undefined;
}

/**
 * The UI's 1-based page as the API's 0-based page: page 1 (and anything below 1, and anything that
 * is not a number) is page 0. Fractions are cut off ("2.7" → 1).
 */
export function toApiPage(uiPage: unknown): number {
  const page = typeof uiPage === "number" ? uiPage : typeof uiPage === "string" && uiPage.trim() !== "" ? Number(uiPage) : NaN;
  if (!Number.isFinite(page) || page < 1) return 0;
  return Math.min(Math.floor(page) - 1, MAX_API_PAGE);
}

/** Upper bound of the API page, so a crafted URL cannot ask for page 10^20. */
export const MAX_API_PAGE = 9999;

/**
 * The filter whose category a news item is in when its backend sends none: "Sonstiges". Not the
 * filter that listed it: the article call does not say one, and an article has one URL, the same
 * from every list, the sitemap and the search.
 */
export const UNKNOWN_CATEGORY_FILTER_ID = 6;

/** A news item as the site shows it: its category and language always known (defaulted when the backend sent none). */
export type ShownNews<N extends NewsSummary | NewsArticle = NewsSummary> = Omit<N, "category" | "language"> & {
  category: { id: number; slug: string; name: string };
  language: Language;
};

export type ShownNewsItem = Omit<NewsListItem, "news"> & { news: ShownNews; slug: string };

/**
 * A news item with the fields the site fills when the backend left them out (spec §3 names only
 * title, news_id and provider): its category "Sonstiges" (`UNKNOWN_CATEGORY_FILTER_ID`), named in the
 * requested language, and its language the requested one
 * (docs/decisions/0120-derived-fields-of-a-spec-backend.md).
 */
export function shownNews<N extends NewsSummary | NewsArticle>(news: N, language: Language): ShownNews<N> {
  const other = newsFilterById(UNKNOWN_CATEGORY_FILTER_ID)!;
  return { ...news, category: news.category ?? { id: other.id, slug: other.slug, name: other.names[language] }, language: news.language ?? language };
}

/** The items of an API answer the site shows, each with its slug, in the API's order; `language` is the requested one. */
export function shownNewsItems(items: readonly NewsListItem[], language: Language): ShownNewsItem[] {
  return items.filter(isShownNewsItem).map((item) => ({ ...item, news: shownNews(item.news, language), slug: newsSlug(item.news) }));
}
