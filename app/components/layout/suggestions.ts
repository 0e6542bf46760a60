import { ROUTE_TABLE } from "#app/i18n/route-table.ts";
import type { Language } from "#lib/languages.ts";
import type { SearchHit, SearchKind } from "./search-hits.ts";

/**
 * The header's search suggestions (docs/decisions/0009-site-search.md): a few hits of each kind
 * for what is typed, answered as JSON by a resource route below the search page
 * (`/suche/vorschlaege?q=…`, `/en/search/suggestions`, `/it/cerca/suggerimenti`) from the server's
 * index, never stored. Browser-safe: the paths, the limits and the answer's shape.
 */

/** The last segment of the suggestions' path, below the search page's, in each language. */
const SEGMENT: Record<Language, string> = { de: "vorschlaege", en: "suggestions", it: "suggerimenti" };

/** Where the suggestions of `language` are answered. */
export const suggestionsPath = (language: Language) => `${ROUTE_TABLE.search[language]}/${SEGMENT[language]}`;

/** Hits of each kind a suggestion list shows: a few, so that every kind with hits fits on a phone's screen. */
export const SUGGESTIONS_PER_KIND = 3;
/** Fewer characters ask nothing: one letter would match most of the index. */
export const MIN_SUGGESTION_CHARS = 2;
/** The list follows the field this long after the last keystroke. */
export const SUGGESTION_DELAY_MS = 150;

export interface SuggestionsAnswer {
  /** The query as searched (cleaned and cut); "" for input without a word. */
  query: string;
  /** The kinds with hits, the kind of the best hit first, at most SUGGESTIONS_PER_KIND hits each. */
  groups: { kind: SearchKind; hits: Omit<SearchHit, "kind">[] }[];
  total: number;
}

export const NO_SUGGESTIONS: SuggestionsAnswer = { query: "", groups: [], total: 0 };
