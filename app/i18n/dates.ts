import { localeOf, type Language } from "../../lib/languages.ts";

/**
 * The one time zone the site shows dates and kick-offs in: Europe/Berlin, the app's home market.
 * Fixed rather than the visitor's, so the server's HTML and the browser's hydration print the same
 * text (docs/decisions/0004-results-pages.md). Browser-safe.
 */
export const DISPLAY_TIME_ZONE = "Europe/Berlin";

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date formatter for the language's locale in the display time zone (built once per option set). */
export function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language).iso, { ...options, timeZone: DISPLAY_TIME_ZONE });
    formats.set(key, format);
  }
  return format;
}
