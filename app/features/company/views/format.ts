import { PUBLISHING_TIME_ZONE, dateFormat } from "#app/i18n/dates.ts";
import type { Language } from "#lib/languages.ts";

/** Dates of the content pages (job postings, press articles), in the publishing time zone (app/i18n/dates.ts). */
export function formatDate(value: string | number | Date, language: Language): string {
  return dateFormat(language, { dateStyle: "long" }, PUBLISHING_TIME_ZONE).format(new Date(value));
}

/** Plain-text paragraphs separated by blank lines (FAQ answers). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
