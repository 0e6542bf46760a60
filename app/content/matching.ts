import MiniSearch, { type Options, type Query, type SearchOptions } from "minisearch";

/**
 * How the site matches what a visitor types (docs/decisions/0009-site-search.md): one module for the
 * site search (app/features/search/site-search.server.ts, on the server) and the FAQ's filter (which also runs
 * in the browser as the visitor types), so both find the same things. MiniSearch indexes and ranks
 * (BM25, prefix and fuzzy matches weighed below exact ones); this module only says what a term is:
 *
 * - case, accents and umlaut spellings fold: "München" is indexed as "muenchen" and as "munchen",
 *   so "muenchen", "munchen" and "München" find it; "Mbappé" as "mbappe";
 * - word forms meet at a light stem (`stem`): "dunkel", "dunkle" and "dunklen" all give "dunkl",
 *   "Spieler" and "Spielern" give "spiel";
 * - a typo is forgiven by fuzzy matching: one edit in a word of four to nine letters, two beyond
 *   ("mbape" finds "mbappe");
 * - every word of the query must match (in a word's spellings or its stem, or by prefix or fuzzily);
 *   when no document has them all, the documents with any of them are the answer (`queryOf`).
 *
 * Browser-safe: no Node imports.
 */

/** Longer input is cut: no name or question is longer, and the work per query stays bounded. */
export const MAX_QUERY_LENGTH = 100;
/** More words are ignored, for the same reason. */
export const MAX_QUERY_WORDS = 8;
/** A longer word is cut: no name is longer, and a fuzzy match of a long word walks much of the index. */
const MAX_WORD_LENGTH = 24;
/** Shorter words match whole only: a prefix of one or two letters ("di") would match most of the index. */
const MIN_PREFIX_LENGTH = 3;

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** Without accents: "münchen" → "munchen", "mbappé" → "mbappe". */
const stripAccents = (term: string) => term.normalize("NFKD").replace(/\p{M}/gu, "");

/**
 * The endings `stem` removes (German, Italian and English inflection, longest first); a stem keeps
 * at least four letters, so short words and codes ("FCB", "Roma") stay whole.
 */
const ENDINGS = ["ern", "en", "er", "em", "es", "e", "s", "n", "i", "o", "a"];
const MIN_STEM = 4;

/**
 * A word's light stem: one inflection ending off, and an unstressed "e" before a final l, r or n
 * dropped ("dunkel" → "dunkl", as in "dunklen"). Not a linguist's stemmer: it only needs to make the
 * forms of one word meet; that it makes a few unrelated words meet too is what ranking is for.
 */
export function stem(term: string): string {
  let word = term;
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) {
      word = word.slice(0, -ending.length);
      break;
    }
  }
  if (word.length > MIN_STEM && /[^aeiou]e[lrn]$/.test(word)) word = `${word.slice(0, -2)}${word.slice(-1)}`;
  return word;
}

/** The forms a word is indexed under: its umlaut spelling, its spelling without accents, and their stems. */
export function termForms(term: string): string[] {
  const lower = term.toLowerCase();
  const transliterated = stripAccents(lower.replace(/[äöüß]/g, (ch) => UMLAUTS[ch]!));
  const bare = stripAccents(lower).replace(/ß/g, "ss");
  return [...new Set([transliterated, bare, stem(transliterated), stem(bare)])].filter((form) => form !== "");
}

/** Letters and digits of any script; everything else separates words (markup, regex syntax, control characters). */
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, at most `limit`. */
export function wordsOf(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const words: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    words.push(word);
    if (words.length >= limit) break;
  }
  return words;
}

/**
 * A visitor's query made safe to search and to show: cut to MAX_QUERY_LENGTH characters, control
 * characters and runs of white space made single spaces. Markup is only text here (React escapes
 * it when shown); regex syntax is only punctuation (the search never builds a pattern from it).
 */
export function cleanQuery(raw: string): string {
  return raw
    .slice(0, MAX_QUERY_LENGTH * 2)
    .replace(/[\p{Cc}\p{Cf}\s]+/gu, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/** Fuzziness by word length: none up to three letters, one edit up to nine, two beyond. */
function fuzziness(term: string): number | false {
  if (term.length <= 3) return false;
  return term.length <= 9 ? 1 : 2;
}

/** The options a MiniSearch index of the site is built with: `fields` are searched, `storeFields` come back with each hit. */
export function indexOptions<T>(fields: string[], storeFields: string[]): Options<T> {
  return {
    fields,
    storeFields,
    tokenize: (text) => wordsOf(text),
    processTerm: (term) => termForms(term),
    // A query's terms are already in their forms (`queryOf`): searching must not fold them again.
    searchOptions: { processTerm: (term) => term },
  };
}

/**
 * The query for MiniSearch: every word must match, through any of its forms, exactly, as a prefix
 * (the word being typed) or fuzzily. Undefined for a query without a word.
 */
export function queryOf(text: string, combineWith: "AND" | "OR" = "AND"): Query | undefined {
  const words = wordsOf(cleanQuery(text), MAX_QUERY_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
  if (words.length === 0) return undefined;
  return {
    combineWith,
    queries: words.map((word) => {
      const [first, ...others] = termForms(word);
      return {
        combineWith: "OR",
        queries: [
          // The spelling as typed, also as a prefix and fuzzily; the other forms exactly.
          { queries: [first!], prefix: (term: string) => term.length >= MIN_PREFIX_LENGTH, fuzzy: fuzziness(first!), maxFuzzy: 2 } satisfies Query,
          ...others.map((form): Query => ({ queries: [form], prefix: false, fuzzy: false })),
        ],
      };
    }),
  };
}

/**
 * The hits of a query in `index`, best first: those matching every word, or, when none does and
 * `orAny` is set (the site search), those matching any. Empty for a query without a word.
 */
export function searchIndex<T>(index: MiniSearch<T>, text: string, { orAny = false, ...options }: SearchOptions & { orAny?: boolean } = {}) {
  const all = queryOf(text, "AND");
  if (!all) return [];
  const hits = index.search(all, options);
  return hits.length > 0 || !orAny ? hits : index.search(queryOf(text, "OR")!, options);
}
