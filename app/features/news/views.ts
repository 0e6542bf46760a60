import type { Language } from "../../../lib/languages.ts";
import type { NewsDate } from "./format.ts";

/**
 * The view models of the news pages: what their loaders (app/features/news/news-loader.server.ts) build
 * and the news components render. A plain module, so components never import from server modules
 * (docs/decisions/0500-news-pages.md).
 */

/** One item of a news list, as its card shows it. */
export interface NewsCardItem {
  id: number;
  title: string;
  teaser: string;
  href: string;
  published: NewsDate;
  author: string | null;
  provider: string;
  language: Language;
  categoryName: string;
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
