import { localeOf, type Language } from "../../i18n/languages";
import { fillTemplate } from "../../i18n/template";

/**
 * Dates of the content pages (job postings, press articles), written out in the page's locale.
 * One fixed time zone (the company's, Hamburg) so the server's rendering and the browser's
 * hydration always print the same day, wherever either runs.
 */
export const CONTENT_TIME_ZONE = "Europe/Berlin";

export function formatDate(value: string | number | Date, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language).iso, { dateStyle: "long", timeZone: CONTENT_TIME_ZONE }).format(new Date(value));
}

/** Picks the `one` or `other` form of a count text by the language's plural rules. */
export function formatCount(texts: { one: string; other: string }, count: number, language: Language): string {
  const form = new Intl.PluralRules(localeOf(language).iso).select(count) === "one" ? texts.one : texts.other;
  return fillTemplate(form, { count });
}

/** Plain-text paragraphs separated by blank lines (FAQ answers). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
