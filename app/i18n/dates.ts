import { localeOf, type Language } from "#lib/languages.ts";

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

/** What components use of a date format: the text of an instant. */
export interface DateFormat {
  format(date: Date): string;
}

/** Texts of a page's dates: by format (locale, zone and options) and instant (ms since the epoch). */
export type DateTexts = Record<string, Record<string, string>>;

/**
 * Hydration builds no Intl.DateTimeFormat (docs/decisions/0707-first-visit-main-thread.md): a
 * browser's first one costs tens of milliseconds (ICU's date data), more than hydrating a page.
 * The server records every date text a page's render formats (`recordPageDateTexts`, set by
 * entry.server.tsx for each render); the document carries them (`DateTextsScript`), and the first
 * format in the browser reads them, so the same format of the same instant is answered
 * from the record during hydration. Any other date (a later page of a client navigation) is formatted as
 * before. Server and browser print the same text either way: the record is what the server printed.
 */
let seeded: DateTexts | undefined;
let pageTexts: (() => DateTexts | undefined) | undefined;

/** The id of the element that carries a document's record (`DateTextsScript`). */
export const DATE_TEXTS_ELEMENT_ID = "date-texts";
let documentRecord: string | undefined;

/** The browser: the record as the first document carried it ("" when it carried none). Read once. */
export function documentDateRecord(): string {
  documentRecord ??= typeof document === "undefined" ? "" : (document.getElementById(DATE_TEXTS_ELEMENT_ID)?.textContent ?? "");
  return documentRecord;
}

/** The texts that answer before any formatter is built: the first document's record, unless seeded. */
export function seedDateTexts(texts: DateTexts): void {
  seeded = texts;
}

/**
 * The server's record of the page being rendered (undefined outside a render, and in the browser).
 * Returns the one it replaces, so a test can put it back.
 */
export function recordPageDateTexts(current: (() => DateTexts | undefined) | undefined): (() => DateTexts | undefined) | undefined {
  const previous = pageTexts;
  pageTexts = current;
  return previous;
}

/** The record of the page being rendered, for the document to carry. */
export function dateTextsOfPage(): DateTexts | undefined {
  return pageTexts?.();
}

/** The record as the document carries it; a missing or unreadable one is no texts. */
export function readDateTexts(json: string | null | undefined): DateTexts {
  if (!json) return {};
  try {
    const texts: unknown = JSON.parse(json);
    return texts && typeof texts === "object" && !Array.isArray(texts) ? (texts as DateTexts) : {};
  } catch {
    return {};
  }
}

const formats = new Map<string, DateFormat>();

/** A date format for a locale in a time zone (built once per option set and zone, its Intl formatter on first need). */
export function localeDateFormat(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string): DateFormat {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    let intl: Intl.DateTimeFormat | undefined;
    format = {
      format(date) {
        const instant = String(date.getTime());
        seeded ??= readDateTexts(documentDateRecord());
        let text = seeded[key]?.[instant];
        if (text === undefined) {
          intl ??= new Intl.DateTimeFormat(locale, { ...options, timeZone });
          text = intl.format(date);
        }
        const page = pageTexts?.();
        if (page) (page[key] ??= {})[instant] = text;
        return text;
      },
    };
    formats.set(key, format);
  }
  return format;
}

/** A date format for the language's locale in a time zone. */
export function dateFormat(language: Language, options: Intl.DateTimeFormatOptions, timeZone: string): DateFormat {
  return localeDateFormat(localeOf(language).iso, options, timeZone);
}
