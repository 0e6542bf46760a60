import type { FaqEntry } from "./schemas.ts";

/**
 * FAQ search (docs/decisions/0203-faq-search.md): case- and accent-insensitive, run on the server for `/faq?q=` and in
 * the browser as the visitor types, so this module imports nothing. See
 * docs/decisions/0203-faq-search.md.
 */

/** Folds case, accents and compatibility forms: "Größe" → "grosse", "PERCHÉ" → "perche", "ﬁnal" → "final". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/\s+/g, " ")
    .trim();
}

/** The query's words; an entry matches when every word occurs in its question or its answer. */
export function searchTerms(query: string): string[] {
  const normalized = normalizeForSearch(query);
  return normalized === "" ? [] : normalized.split(" ");
}

/** The entries matching the query, in their original order; an empty query matches everything. */
export function filterFaqEntries<T extends Pick<FaqEntry, "question" | "answer">>(entries: readonly T[], query: string): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = `${normalizeForSearch(entry.question)}\n${normalizeForSearch(entry.answer)}`;
    return terms.every((term) => haystack.includes(term));
  });
}
