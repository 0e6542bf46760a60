import type { Language } from "#lib/languages.ts";
import { pluralRulesOf } from "./numbers.ts";
import { fillTemplate } from "./template.ts";

/**
 * A text that counts something, in the two forms the site's languages need: `one` where the
 * language's plural rules say the count is singular ("1 Tor", "1 goal", "1 gol"), `other` for every
 * other count. Italian's `many` (a million and more) takes `other`, as does every category a
 * language adds without a form of its own.
 */
export interface PluralText {
  one: string;
  other: string;
}

/** True for a message object that is a plural text (what plural.test.ts looks for in the dictionaries). */
export function isPluralText(value: unknown): value is PluralText {
  if (typeof value !== "object" || value === null) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === "one" && keys[1] === "other";
}

/** The form of `texts` the language's plural rules pick for `count`. */
export function pluralForm(texts: PluralText, count: number, language: Language): string {
  return pluralRulesOf(language).select(count) === "one" ? texts.one : texts.other;
}

/**
 * The form for `count`, its placeholders filled: `{count}` is the count unless `values` names it
 * otherwise (a template may call it `{goals}` or `{minutes}`, given in `values`).
 */
export function fillPlural(texts: PluralText, count: number, language: Language, values: Record<string, string | number> = {}): string {
  return fillTemplate(pluralForm(texts, count, language), { count, ...values });
}
