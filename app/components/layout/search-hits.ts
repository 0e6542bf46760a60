/**
 * What a search answers, as the search page reads it (app/features/search/site-search.server.ts
 * makes it). Browser-safe: types and names only.
 */

export const SEARCH_KINDS = ["team", "competition", "player", "news", "faq", "job"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchHit {
  kind: SearchKind;
  title: string;
  /** What tells hits with similar titles apart: a player's team, a competition's season, a news item's date. */
  detail: string;
  url: string;
}
