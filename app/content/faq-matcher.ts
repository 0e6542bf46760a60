import MiniSearch from "minisearch";
import { indexOptions, searchIndex } from "./matching.ts";
import type { FaqEntry } from "./schemas.ts";

/**
 * The FAQ's matching (docs/decisions/0203-faq-search.md, amended by 0009): the site search's
 * (app/content/matching.ts: case, accents and umlaut spellings folded, word forms, typos forgiven),
 * every word of the query in an entry's question or answer. The FAQ's loader runs it for `/faq?q=`;
 * the page imports it in the browser when the visitor first types (it brings MiniSearch, which no
 * first visit should carry).
 */

/** One index per collection (per language in the browser), kept while the collection is. */
const indexes = new WeakMap<readonly object[], MiniSearch<{ id: number; question: string; answer: string }>>();

function indexOf(entries: readonly Pick<FaqEntry, "question" | "answer">[]) {
  let index = indexes.get(entries);
  if (!index) {
    index = new MiniSearch(indexOptions(["question", "answer"], []));
    index.addAll(entries.map((entry, id) => ({ id, question: entry.question, answer: entry.answer })));
    indexes.set(entries, index);
  }
  return index;
}

/** The positions of the entries that match the query (every word); empty for a query without words. */
export function faqMatches(entries: readonly Pick<FaqEntry, "question" | "answer">[], query: string): Set<number> {
  return new Set(searchIndex(indexOf(entries), query).map((hit) => hit.id as number));
}
