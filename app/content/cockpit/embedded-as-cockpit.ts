/**
 * The embedded content (content/collections/) as Cockpit stores it, through the same definitions
 * (model.ts): what the seeder saves in a real Cockpit, and what the tests' stand-ins answer
 * (tests/support/fake-cockpit.ts). `answerLikeCockpit` is Cockpit's own reading of `?lang=`,
 * `sort[…]`, `limit` and `fields[…]` over such entries, for the stand-ins.
 *
 * Free of Node APIs: the caller reads the files.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { COLLECTIONS, type CollectionName, type EntryOf } from "../collections.server.ts";
import type { FaqFields, Image } from "../schemas.ts";
import { COCKPIT_COLLECTIONS, type CockpitField } from "./model.ts";

/** A collection's embedded file(s), as parsed JSON: one per language for per-language collections. */
export type EmbeddedFiles = { entries: unknown[]; fields?: unknown } | Record<Language, { entries: unknown[]; fields?: unknown }>;

export interface CockpitEntry extends Record<string, unknown> {
  /** The embedded entry's id (the seeder drops it: Cockpit picks its own). */
  _id: string;
}

/** Every embedded entry of `name` as a Cockpit entry; `asset` gives the Cockpit asset for an image. */
export function embeddedAsCockpit<N extends CollectionName>(name: N, files: EmbeddedFiles, asset: (image: Image) => Record<string, unknown>): CockpitEntry[] {
  const schema = COLLECTIONS[name].entry;
  const parse = (file: { entries: unknown[] }) => file.entries.map((entry) => schema.parse(entry) as EntryOf<N> & { _id: string });
  const byLanguage = COLLECTIONS[name].perLanguage
    ? (Object.fromEntries(LANGUAGE_CODES.map((code) => [code, parse((files as Record<Language, { entries: unknown[] }>)[code])])) as Record<
        Language,
        (EntryOf<N> & { _id: string })[]
      >)
    : undefined;
  const base = byLanguage ? byLanguage[DEFAULT_LANGUAGE] : parse(files as { entries: unknown[] });
  const definition = COCKPIT_COLLECTIONS[name];
  return base.map((entry) => {
    const entryIn = (language: Language) => {
      if (!byLanguage) return entry;
      const translated = byLanguage[language].find((candidate) => candidate._id === entry._id);
      if (!translated) throw new Error(`${name}: entry ${entry._id} has no ${language} version`);
      return translated;
    };
    return { ...definition.toCockpit(entryIn, { asset }), _id: entry._id };
  });
}

/**
 * The FAQ group field's options from the embedded FAQ files: the German labels as Cockpit's options,
 * the others under `labels` (app/content/adapters/cockpit.server.ts reads them back).
 */
export function faqGroupOptions(files: Record<Language, { fields?: unknown }>): { options: { value: string; label: string }[]; labels: Record<string, Record<string, string>> } {
  const optionsIn = (language: Language) => ((files[language].fields as FaqFields | undefined)?.group?.options?.options ?? []).map(({ value, label }) => ({ value, label }));
  const labels: Record<string, Record<string, string>> = {};
  for (const code of LANGUAGE_CODES) {
    if (code !== DEFAULT_LANGUAGE) labels[code] = Object.fromEntries(optionsIn(code).map(({ value, label }) => [value, label]));
  }
  return { options: optionsIn(DEFAULT_LANGUAGE), labels };
}

/** The names of a collection's localized fields (top level: Cockpit localizes whole fields). */
export function localizedFieldNames(name: CollectionName): string[] {
  return COCKPIT_COLLECTIONS[name].fields.filter((field: CockpitField) => field.localize).map((field) => field.name);
}

/**
 * What Cockpit's `GET /api/collections/get/{name}` answers for stored `entries`: with `lang`, each
 * localized field holds that language's value (German where it is empty) and the `_en`/`_it` copies
 * are gone; `sort[field]=±1`, `limit` and `fields[field]=1` as Cockpit reads them.
 */
export function answerLikeCockpit(name: CollectionName, entries: Record<string, unknown>[], query: URLSearchParams, fields: Record<string, unknown> = {}) {
  const lang = query.get("lang");
  const localized = localizedFieldNames(name);
  let answered = entries.map((entry) => {
    if (!lang) return { ...entry };
    const copy: Record<string, unknown> = { ...entry };
    for (const field of localized) {
      for (const code of LANGUAGE_CODES) {
        const key = `${field}_${code}`;
        if (code === lang && copy[key] !== undefined && copy[key] !== "" && copy[key] !== null) copy[field] = copy[key];
        delete copy[key];
      }
    }
    return copy;
  });
  const sort = [...query.entries()].find(([key]) => /^sort\[\w+\]$/.test(key));
  if (sort) {
    const field = sort[0].slice(5, -1);
    const direction = Number(sort[1]) < 0 ? -1 : 1;
    answered = [...answered].sort((a, b) => direction * (Number(a[field]) - Number(b[field])));
  }
  const total = answered.length;
  const limit = Number(query.get("limit"));
  if (limit > 0) answered = answered.slice(0, limit);
  const picked = [...query.entries()].filter(([key]) => /^fields\[\w+\]$/.test(key)).map(([key]) => key.slice(7, -1));
  if (picked.length > 0) answered = answered.map((entry) => Object.fromEntries(Object.entries(entry).filter(([key]) => key === "_id" || picked.includes(key))));
  return { fields, entries: answered, total };
}
