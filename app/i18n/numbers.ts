import { localeOf, type Language } from "#lib/languages.ts";

/**
 * Number formats and plural rules per language, built once: an Intl constructor costs far more
 * than a call to `format`, and a standings table formats a few hundred numbers (server render and
 * hydration alike). Browser-safe.
 */
const numberFormats = new Map<Language, Intl.NumberFormat>();
const pluralRules = new Map<Language, Intl.PluralRules>();

export function numberFormat(language: Language): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(localeOf(language).iso)));
  return format;
}

export function pluralRulesOf(language: Language): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(localeOf(language).iso)));
  return rules;
}

/**
 * A number as the language's locale writes it. An integer below a thousand is written with its
 * digits in each of the site's locales (no grouping, the minus sign "-"), so no formatter is built
 * for it: a browser's first Intl.NumberFormat costs milliseconds a page's hydration would spend on
 * the goals and points of a table (docs/decisions/0707-first-visit-main-thread.md). numbers.test.ts
 * checks the equality for every such integer.
 */
export function formatNumberText(value: number, language: Language): string {
  return Number.isInteger(value) && Math.abs(value) < 1000 ? String(value) : numberFormat(language).format(value);
}
