import { wordsOf } from "./matching.ts";
import type { FaqEntry } from "./schemas.ts";

/**
 * FAQ search (docs/decisions/0203-faq-search.md, amended by 0009): which entries show for a query.
 * The matching itself is `faqMatches` (app/content/faq-matcher.ts, the site search's), run on the
 * server for `/faq?q=` and in the browser once the visitor types; this module only applies its
 * answer, so the page's first load does not carry it. The FAQ is a filter: the matching entries
 * show in the collection's order.
 */

/** Which entries match a query: their positions in the collection. */
export type FaqMatches = ReadonlySet<number>;

/** The query's words; a query without one (blank, punctuation only) shows the whole FAQ. */
export function searchTerms(query: string): string[] {
  return wordsOf(query);
}

/**
 * The entries matching the query, in their original order: all for a query without words, and all
 * while the matches are not known yet (the matcher still loading in the browser).
 */
export function filterFaqEntries<T extends Pick<FaqEntry, "question" | "answer">>(entries: readonly T[], query: string, matches: FaqMatches | undefined): T[] {
  if (searchTerms(query).length === 0 || !matches) return [...entries];
  return entries.filter((_, id) => matches.has(id));
}
