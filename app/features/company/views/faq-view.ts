import { groupFaqEntries, type FaqGroup } from "#app/content/faq-groups.ts";
import { type FaqMatches, filterFaqEntries, searchTerms } from "#app/content/faq-search.ts";
import type { FaqCollection } from "#app/content/schemas.ts";

/**
 * What the FAQ page shows for a query: the matching entries in their groups. The same function
 * runs on the server (`/faq?q=…` without JavaScript) and in the browser as the visitor types.
 */
export interface FaqView {
  groups: FaqGroup[];
  hits: number;
  /** False for an empty or blank query: everything shows, nothing is announced. */
  searching: boolean;
}

/** `matches`: the entries the query matches (faq-matcher.ts), undefined while unknown (everything shows). */
export function faqView(collection: FaqCollection, query: string, matches: FaqMatches | undefined): FaqView {
  const groups = groupFaqEntries(filterFaqEntries(collection.entries, query, matches), collection.fields);
  return {
    groups,
    hits: groups.reduce((sum, group) => sum + group.entries.length, 0),
    searching: searchTerms(query).length > 0,
  };
}
