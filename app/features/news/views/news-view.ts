import { COMPANY } from "#app/config/company.ts";
import { href } from "#app/i18n/href.ts";
import type { Messages } from "#app/i18n/messages/de.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { ALL_NEWS_FILTER_ID, NEWS_FILTERS, newsFilterById, newsFilterBySlug } from "#contract/news.ts";
import type { ShownNews } from "#contract/news.ts";
import type { NewsImage } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { formatNewsDate, type NewsDate } from "./format.ts";

/**
 * The view models of the news pages and their builders: their loaders (app/features/news/news-loader.server.ts)
 * load the news and build them, the news components render them. A plain module, so components never
 * import from server modules (docs/decisions/0500-news-pages.md).
 */

/** One item of a news list, as its card shows it. */
export interface NewsCardItem {
  id: number;
  title: string;
  /** Null when the backend sent none: the card shows the title alone. */
  teaser: string | null;
  href: string;
  /** Null when the backend sent no date: the byline names author or provider alone. */
  published: NewsDate | null;
  author: string | null;
  provider: string;
  language: Language;
  categoryName: string;
  /** Its picture, where it has one (ADR 0502). */
  image: NewsImage | null;
}

/** One entry of the category filter navigation. */
export interface NewsFilterLink {
  slug: string;
  name: string;
  href: string;
}

/** The language's Atom feed, for the pages' `<link rel="alternate">`. */
export interface NewsFeedLink {
  title: string;
  href: string;
}

/** The Atom feed of a language's news (`news-feed`): its title and path, for the feed and the pages' `<link rel="alternate">`. */
export function newsFeedInfo(language: Language, messages: Messages): NewsFeedLink {
  const all = newsFilterById(ALL_NEWS_FILTER_ID)!;
  const title = fillTemplate(messages.titleTemplate, { title: fillTemplate(messages.pages.news.title, { category: all.names[language] }) });
  return { title, href: href("news-feed", language) };
}

/** The category names of a language, as the filter navigation shows them. */
export function filterLinks(language: Language): NewsFilterLink[] {
  return NEWS_FILTERS.map((filter) => ({
    slug: filter.slug,
    name: filter.names[language],
    href: href("news-paged", language, { category: filter.slug, page: 1 }),
  }));
}

/** Our own editorial desk, as the news data names it (in German): credited in the page's language. */
const OWN_DESK_NAMES = new Set([`${COMPANY.brand} Redaktion`, COMPANY.brand]);

/** The provider as a reader of the page's language reads it: "Redazione Matchpuls", not "Matchpuls Redaktion". */
export function providerName(provider: string, messages: Messages): string {
  return OWN_DESK_NAMES.has(provider) ? messages.news.ownDesk : provider;
}

/** A category's name in the page's language (the item names it in its own). */
export function categoryName(slug: string, fallback: string, language: Language): string {
  return newsFilterBySlug(slug)?.names[language] ?? fallback;
}

/** A news list's item as its card shows it. */
export function newsCardItem({ news, slug }: { news: ShownNews; slug: string }, language: Language, messages: Messages): NewsCardItem {
  return {
    id: news.news_id,
    title: news.title,
    teaser: news.teaser,
    href: href("news-article", language, { category: news.category.slug, article: slug }),
    published: news.published_at === null ? null : formatNewsDate(news.published_at, language),
    author: news.author,
    provider: providerName(news.provider, messages),
    language: news.language,
    categoryName: categoryName(news.category.slug, news.category.name, language),
    image: news.image ?? null,
  };
}
