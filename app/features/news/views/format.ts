import { PUBLISHING_TIME_ZONE, dateFormat } from "#app/i18n/dates.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { languageName, type Language } from "#lib/languages.ts";

/** Dates of news items, in the publishing time zone (app/i18n/dates.ts). Loaders call this. */
export interface NewsDate {
  /** The instant for `<time datetime>` (ISO 8601, UTC). */
  iso: string;
  /** "17. Mai 2025" / "17 May 2025" / "17 maggio 2025". */
  date: string;
  /** "20:45". */
  time: string;
}

export function formatNewsDate(isoInstant: string, language: Language): NewsDate {
  const instant = new Date(isoInstant);
  return {
    iso: instant.toISOString(),
    date: dateFormat(language, { day: "numeric", month: "long", year: "numeric" }, PUBLISHING_TIME_ZONE).format(instant),
    time: dateFormat(language, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }, PUBLISHING_TIME_ZONE).format(instant),
  };
}

/**
 * Beside a news item written in another language than the page's (the backend's German fallback),
 * e.g. "In German" from "In {language}"; null for an item in the page's language.
 */
export function otherLanguageNote(itemLanguage: Language, pageLanguage: Language, template: string): string | null {
  return itemLanguage === pageLanguage ? null : fillTemplate(template, { language: languageName(itemLanguage, pageLanguage) });
}

/**
 * The page numbers a pagination shows: the first, the last and the current page with its
 * neighbours; `null` marks a gap ("…"). Pages are 1-based.
 */
export function pageWindow(current: number, total: number): (number | null)[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  // A gap of a single page is shown as that page instead of "…".
  for (const p of [...wanted]) {
    if (wanted.has(p + 2) && !wanted.has(p + 1)) wanted.add(p + 1);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}
