import MiniSearch from "minisearch";
import { indexOptions, searchIndex, wordsOf } from "../search/matching.ts";
import type { FaqEntry } from "./schemas.ts";

/**
 * FAQ search (docs/decisions/0203-faq-search.md, amended by 0303): the site search's matching
 * (app/search/matching.ts: case, accents and umlaut spellings folded, word forms, typos forgiven),
 * run on the server for `/faq?q=` and in the browser as the visitor types. The FAQ is a filter: an
 * entry shows when every word of the query matches its question or its answer, in the collection's
 * order.
 */

/** One index per collection (per language in the browser), kept while the collection is. */
const indexes = new WeakMap<readonly object[], MiniSearch<{ id: number; question: string; answer: string }>>();

function indexOf<T extends Pick<FaqEntry, "question" | "answer">>(entries: readonly T[]) {
  let index = indexes.get(entries);
  if (!index) {
    index = new MiniSearch(indexOptions(["question", "answer"], []));
    index.addAll(entries.map((entry, id) => ({ id, question: entry.question, answer: entry.answer })));
    indexes.set(entries, index);
  }
  return index;
}

/** The query's words; a query without one (blank, punctuation only) shows the whole FAQ. */
export function searchTerms(query: string): string[] {
  return wordsOf(query);
}

/** The entries matching the query, in their original order; a query without words matches everything. */
export function filterFaqEntries<T extends Pick<FaqEntry, "question" | "answer">>(entries: readonly T[], query: string): T[] {
  if (searchTerms(query).length === 0) return [...entries];
  const hits = new Set(searchIndex(indexOf(entries), query).map((hit) => hit.id as number));
  return entries.filter((_, id) => hits.has(id));
}
