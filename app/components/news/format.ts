import { localeOf, type Language } from "../../i18n/languages";

/**
 * Dates of news items, formatted with Intl in the Europe/Berlin time zone (the newsroom's and the
 * German league's clock; docs/decisions/0500-news-pages.md). Loaders call this, so the server and
 * the browser show the same text whatever the browser's ICU data.
 */
export const NEWS_TIME_ZONE = "Europe/Berlin";

export interface NewsDate {
  /** The instant for `<time datetime>` (ISO 8601, UTC). */
  iso: string;
  /** "17. Mai 2025" / "17 May 2025" / "17 maggio 2025". */
  date: string;
  /** "20:45". */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, kind: "date" | "time"): Intl.DateTimeFormat {
  const key = `${language}:${kind}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === "date" ? { day: "numeric", month: "long", year: "numeric" } : { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
    format = new Intl.DateTimeFormat(localeOf(language).iso, { ...options, timeZone: NEWS_TIME_ZONE });
    formatters.set(key, format);
  }
  return format;
}

export function formatNewsDate(isoInstant: string, language: Language): NewsDate {
  const instant = new Date(isoInstant);
  return {
    iso: instant.toISOString(),
    date: formatter(language, "date").format(instant),
    time: formatter(language, "time").format(instant),
  };
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
