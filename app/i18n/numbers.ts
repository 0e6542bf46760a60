import { localeOf, type Language } from "../../lib/languages.ts";

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
