import { localeOf, type Language } from "../../lib/languages.ts";

/**
 * Time zones of the dates the site shows (docs/decisions/0008-kick-offs-in-the-visitors-time-zone.md).
 * Browser-safe.
 *
 * Kick-offs and match days: the server renders them in the page language's home zone, with the
 * zone's name ("17:00 MESZ", "16:00 BST", "17:00 CEST"), since it cannot know the visitor's; once
 * the page is hydrated they switch to the visitor's zone (`useTimeZone`, app/i18n/time-zone.ts).
 */
export const HOME_TIME_ZONE: Record<Language, string> = { de: "Europe/Berlin", en: "Europe/London", it: "Europe/Rome" };

/**
 * The zone of what the company publishes (news items, job postings, press articles) and of the
 * server's "today": Europe/Berlin, the app's home market. Never switched in the browser.
 */
export const PUBLISHING_TIME_ZONE = "Europe/Berlin";

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date formatter for the language's locale in a time zone (built once per option set and zone). */
export function dateFormat(language: Language, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${language}:${timeZone}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language).iso, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}
