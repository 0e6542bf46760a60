import type { Language } from "#lib/languages.ts";
import { HOME_TIME_ZONE } from "./dates.ts";

/**
 * Zones of the same names on the kick-offs' clocks (zone-names.ts): the names by offset in minutes
 * (English's, "-240") and by language and offset ("de120", "" for the offset), and the zones, space-separated.
 */
export type ZoneNameGroup = [names: Record<string, string>, zones: string];
/** The names' key that marks a zone whose clocks only Intl writes right (zone-names.ts). */
export const ASK_INTL = "?";
/** Whether a zone's names (`zoneNamesOf`) mark it `ASK_INTL`. */
export const asksIntl = (names: Record<string, string> | undefined) => names?.[ASK_INTL] !== undefined;

/** What the script is built with (kickoff-zone-file.ts): each language's date formats as patterns, by the options' JSON, and the zones' names. */
export interface KickoffZoneConfig {
  dateFormats: Record<string, Record<string, DatePattern>>;
  zoneNames: ZoneNameGroup[];
}

/** The kick-off's clock (`formatKickoffTime`), written with the zone's name. */
export const KICKOFF_CLOCK: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short" };
// Pure: the components import this module for `localZoneName`, and their bundle never reads it.
const CLOCK_KEY = /* @__PURE__ */ JSON.stringify(KICKOFF_CLOCK);

type Texts = Record<string, string>;
/** A home-zone format's texts by instant, beside the same format's in the visitor's zone. */
type FormatTexts = [home: Texts, visitor: Texts];
interface Zoned {
  year: number;
  month: number;
  day: number;
  dayOfWeek: number;
  hour: number;
  minute: number;
  offsetNanoseconds: number;
}
interface TemporalApi {
  Now: { timeZoneId(): string };
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): Zoned } };
}
/** Where the script writes: the page's language, the home zone and the visitor's, and the patterns it writes dates with. */
interface Zones {
  lang: string;
  home: string;
  zone: string;
  dateFormats: KickoffZoneConfig["dateFormats"];
  /** The visitor's zone's names on a clock, by offset (its `ZoneNameGroup`); none where every clock shows the offset. */
  names: Record<string, string> | undefined;
}

const temporal = () => (window as { Temporal?: TemporalApi }).Temporal;
const zoned = (instant: string, where: string) => temporal()!.Instant.fromEpochMilliseconds(Number(instant)).toZonedDateTimeISO(where);
const dayOf = (time: Zoned) => `${time.year}-${time.month}-${time.day}`;
const two = (n: number) => String(n).padStart(2, "0");
const instantOf = (element: Element) => String(Date.parse(element.getAttribute("data-kickoff") || element.getAttribute("datetime") || ""));

/**
 * The kick-offs' zone script (docs/decisions/0714-first-visit.md, ADR 0008): before the page hydrates,
 * it writes the page's kick-offs and match days in the visitor's zone, so a page with kick-offs needs
 * no hydration for a visitor outside the page language's home zone.
 *
 * The server writes kick-offs in the home zone, named ("20:30 MESZ"), and records every date text it
 * formatted (`DateTextsScript`, app/i18n/dates.ts: by format key `"{locale} {zone} {options}"` and
 * instant). This script:
 * - formats, for every home-zone format of the record, the instants of the marked elements in the
 *   visitor's zone with the same options (`Intl`, as React would), and adds them to the record, so the
 *   hydrating render reads the very same texts without a formatter of its own;
 * - replaces, in every `<time datetime>` and every element marked `data-kickoff` (the instant), the
 *   home texts of that instant in the formats of kick-offs and match days (`KICKOFF_DATE_FORMATS` and
 *   the kick-off's clock) in its own text nodes by the visitor's; the elements carry
 *   `suppressHydrationWarning`, so React, hydrating in the home zone, keeps them, and writes the same
 *   text when it renders in the visitor's zone right after;
 * - regroups a round's match days (`.match-days`, `MatchList`) by the visitor's day, as `MatchList`
 *   renders them: a section per day in the order of the matches, its heading the day's date; `MatchList`
 *   hydrates in the zone the document shows (`useTimeZone(language, true)`);
 * - marks the document `data-kickoff-zone` with the zone it shows, and tells `useTimeZone` so
 *   (`window.kickoffZone`).
 *
 * It does nothing once the page hydrates: React Router's router (`__reactRouterDataRouter`) is made at
 * the start of the hydrating render, before any element is hydrated, and from then on React renders
 * the visitor's zone itself, right after hydrating. The head script loads it (app/head-script.ts) when
 * the visitor's zone is not the home zone and the page has a marked element.
 *
 * Served as a file (`/scripts/kickoff-zone-{hash}.js`, kickoff-zone-file.ts): the build compiles this
 * module with Vite into a script that calls `startKickoffZones` with each language's date patterns,
 * read from Intl on the build machine (server/browser-scripts.ts).
 */
export function startKickoffZones({ dateFormats, zoneNames }: KickoffZoneConfig): void {
  const html = document.documentElement;
  const home = HOME_TIME_ZONE[html.lang as Language];
  const zone = temporal()?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const recordElement = document.getElementById("date-texts");
  if (!home || zone === home || !recordElement || html.dataset.kickoffZone || "__reactRouterDataRouter" in window) return;
  let record: Record<string, Texts>;
  try {
    record = JSON.parse(recordElement.textContent || "{}") as Record<string, Texts>;
  } catch {
    return;
  }
  // A `<time>` of a kick-off or a match day needs no mark: only the formats of kick-offs and match days
  // are switched (`isKickoffFormat`), and a news item's date has a format of its own.
  const marked = [...document.querySelectorAll("[data-kickoff], time[datetime]")];
  const zones: Zones = { lang: html.lang, home, zone, dateFormats, names: zoneNamesOf(zoneNames, zone) };
  const { formats, byOptions } = addVisitorTexts(record, new Set(marked.map(instantOf)), zones);
  // Regroup first: it reads the headings' home texts.
  document.querySelectorAll<HTMLElement>(".match-days").forEach((days) => regroupMatchDays(days, formats));
  for (const element of marked) swapTexts(element, swapsOf(formats, instantOf(element)));
  const heading = document.querySelector<HTMLElement>(".day__heading[data-day]");
  if (heading) rewriteDayPage(heading, byOptions, zone);
  // "<" escaped, as the server writes it, so no text can end the script element.
  recordElement.textContent = JSON.stringify(record).replace(/</g, "\\u003c");
  html.dataset.kickoffZone = zone;
  (window as { kickoffZone?: string }).kickoffZone = zone;
}

const isKickoffFormat = (options: string, dateFormats: Zones["dateFormats"]) =>
  options === CLOCK_KEY || Object.values(dateFormats).some((patterns) => options in patterns);

/**
 * Adds to the record, for each home-zone format of kick-offs and match days, the same format in the
 * visitor's zone, with the texts of the page's instants; returns the pairs, and the visitor's texts
 * by the format's options.
 */
function addVisitorTexts(record: Record<string, Texts>, instants: Set<string>, zones: Zones): { formats: FormatTexts[]; byOptions: Record<string, Texts> } {
  const formats: FormatTexts[] = [];
  const byOptions: Record<string, Texts> = {};
  for (const key of Object.keys(record)) {
    const first = key.indexOf(" ");
    const second = key.indexOf(" ", first + 1);
    const options = key.slice(second + 1);
    if (key.slice(first + 1, second) !== zones.home || !isKickoffFormat(options, zones.dateFormats)) continue;
    const homeTexts = record[key]!;
    const visitorTexts = (record[`${key.slice(0, first)} ${zones.zone} ${options}`] ??= {});
    writeVisitorTexts(key.slice(0, first), options, homeTexts, visitorTexts, instants, zones);
    formats.push([homeTexts, visitorTexts]);
    byOptions[options] = visitorTexts;
  }
  return { formats, byOptions };
}

/** The visitor's texts of one format, for the page's instants it has no text of yet. */
function writeVisitorTexts(locale: string, options: string, homeTexts: Texts, visitorTexts: Texts, instants: Set<string>, zones: Zones): void {
  const parsed = JSON.parse(options) as Intl.DateTimeFormatOptions;
  const byHomeDay = new Map<string, string>();
  if (temporal()) for (const instant of Object.keys(homeTexts)) byHomeDay.set(dayOf(zoned(instant, zones.home)), homeTexts[instant]!);
  let format: Intl.DateTimeFormat | undefined;
  for (const instant of Object.keys(homeTexts)) {
    if (!instants.has(instant) || visitorTexts[instant] !== undefined) continue;
    const text = withoutIntl(parsed as Record<string, unknown>, homeTexts, byHomeDay, instant, zones);
    format ??= text === undefined ? new Intl.DateTimeFormat(locale, { ...parsed, timeZone: zones.zone }) : undefined;
    const written = text ?? format!.format(Number(instant));
    visitorTexts[instant] = options === CLOCK_KEY && text === undefined ? namedClock(written, zones, Number(instant)) : written;
  }
}

/**
 * A text written without Intl where Temporal can tell it: the first `Intl.DateTimeFormat` of a page
 * loads ICU's date data, 15–50 ms at full speed, more than the rest of this script. A date is the home
 * text of an instant on the same day, at home or in the visitor's zone; a kick-off's clock is its
 * digits and the zone's name at its offset (`clockZoneName`).
 */
function withoutIntl(options: Record<string, unknown>, homeTexts: Texts, byHomeDay: Map<string, string>, instant: string, zones: Zones): string | undefined {
  if (!temporal()) return undefined;
  const fields = Object.keys(options).sort().join();
  const visitor = zoned(instant, zones.zone);
  if (fields === "hour,hourCycle,minute,timeZoneName") {
    if (asksIntl(zones.names) || options.hourCycle !== "h23" || options.timeZoneName !== "short" || !/^\d\d:\d\d \S+$/.test(homeTexts[instant]!))
      return undefined;
    return `${two(visitor.hour)}:${two(visitor.minute)} ${clockZoneName(zones.names, zones.lang, visitor.offsetNanoseconds / 6e10)}`;
  }
  if (/hour|minute|second|timeZoneName|era/.test(fields)) return undefined;
  const pattern = zones.dateFormats[zones.lang]?.[JSON.stringify(options)];
  return byHomeDay.get(dayOf(visitor)) ?? (pattern && dateText(pattern, visitor));
}

/** A zone's names on a kick-off's clock (its group's in the table, zone-names.ts); undefined where every clock shows the offset. */
export const zoneNamesOf = (zoneNames: ZoneNameGroup[], zone: string) => zoneNames.find(([, list]) => list.split(" ").includes(zone))?.[0];

/** The zone's name on a kick-off's clock at an offset in minutes, as `formatKickoffTime` writes it: its names' (`zoneNamesOf`), else the offset. */
export function clockZoneName(names: Record<string, string> | undefined, language: string, offset: number): string {
  return (names?.[`${language}${offset}`] ?? names?.[offset]) || offsetZoneName(language, offset);
}

/**
 * A clock Intl wrote (a browser without Temporal, a zone marked `ASK_INTL`), with the zone's name where
 * Intl wrote the offset ("GMT-4" → "EDT"): the table's, or English's from Intl for a marked zone.
 */
function namedClock(text: string, zones: Zones, ms: number): string {
  if (asksIntl(zones.names)) return localZoneName(text, zones.zone, ms);
  const offset = /^(\d\d:\d\d) GMT(?:([+-]\d+)(?::(\d\d))?)?$/.exec(text);
  if (!offset) return text;
  const hours = Number(offset[2] ?? 0);
  return `${offset[1]} ${clockZoneName(zones.names, zones.lang, hours * 60 + Math.sign(hours) * Number(offset[3] ?? 0))}`;
}

/** The home texts of an instant and the visitor's, the longest first (a day's text may be part of a longer one). */
const swapsOf = (formats: FormatTexts[], instant: string) =>
  formats
    .filter(([homeTexts, visitorTexts]) => homeTexts[instant] !== undefined && visitorTexts[instant] !== undefined)
    .map(([homeTexts, visitorTexts]) => [homeTexts[instant]!, visitorTexts[instant]!] as const)
    .sort((a, b) => b[0].length - a[0].length);

/** A round's match days (`.match-days`, `MatchList`) regrouped by the visitor's day, as `MatchList` renders them. */
function regroupMatchDays(days: HTMLElement, formats: FormatTexts[]): void {
  const sections = [...days.children].filter((child) => child.matches("section.match-day"));
  const firstHeading = sections[0]?.querySelector(".match-day__date");
  const rows = sections.flatMap((section) => [...section.querySelectorAll(":scope > .match-list > li")]);
  const rowInstants = rows.map((row) => {
    const time = row.querySelector("[data-kickoff], time[datetime]");
    return time ? instantOf(time) : "";
  });
  const dayFormat = formats.find(([homeTexts]) => homeTexts[rowInstants[0]!] === firstHeading?.textContent);
  if (!firstHeading || !dayFormat || rowInstants.some((instant) => dayFormat[1][instant] === undefined)) return;
  const grouped = new Map<string, Element[]>();
  rows.forEach((row, i) => {
    const day = dayFormat[1][rowInstants[i]!]!;
    grouped.set(day, [...(grouped.get(day) ?? []), row]);
  });
  [...grouped].forEach(([day, dayRows], i) => {
    let section = sections[i];
    if (!section) {
      section = sections[0]!.cloneNode(false) as Element;
      section.append(firstHeading.cloneNode(false), sections[0]!.querySelector(":scope > .match-list")!.cloneNode(false));
      days.append(section);
    }
    section.querySelector(".match-day__date")!.textContent = day;
    section.querySelector(":scope > .match-list")!.append(...dayRows);
  });
  sections.slice(grouped.size).forEach((section) => section.remove());
}

/** A text with each home text replaced by the visitor's, in one pass, so a replaced text is never replaced again. */
function swapText(text: string, swaps: ReturnType<typeof swapsOf>): string {
  let at = 0;
  let result = "";
  while (at < text.length) {
    const found = swaps.find(([from]) => from && text.startsWith(from, at));
    if (found) {
      result += found[1];
      at += found[0].length;
    } else result += text[at++];
  }
  return result;
}

/** The home texts in an element's own text nodes, and in the phone's shorter date the stylesheet shows instead (a team's fixtures), replaced. */
function swapTexts(element: Element, swaps: ReturnType<typeof swapsOf>): void {
  if (!swaps.length) return;
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE) continue;
    const text = node as Text;
    const result = swapText(text.data, swaps);
    if (result !== text.data) text.data = result;
  }
  const short = element.getAttribute("data-short");
  if (short) element.setAttribute("data-short", swapText(short, swaps));
}

/** The visitor's day of an instant: "2024-01-15". */
function dayIn(ms: number, zone: string): string {
  if (temporal()) {
    const time = zoned(String(ms), zone);
    return `${time.year}-${two(time.month)}-${two(time.day)}`;
  }
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);
}

/**
 * A day's page: its day is a Berlin day (the URL's). "Heute" moves to the visitor's today (the day of
 * the backend's moment in the visitor's zone), and a kick-off on another of the visitor's days than
 * the page's says which, as DayMatches writes it ("So 03:45 GMT+9", the weekday an element of its own).
 */
function rewriteDayPage(heading: HTMLElement, byOptions: Record<string, Texts>, zone: string): void {
  const pageDay = heading.dataset.day;
  const today = dayIn(Date.parse(heading.dataset.now || ""), zone);
  heading.textContent = (today === pageDay ? heading.dataset.todayHeading : heading.dataset.heading) || heading.textContent;
  const todayWord = document.querySelector<HTMLElement>(".day-strip[data-today]")?.dataset.today;
  for (const weekday of document.querySelectorAll<HTMLElement>(".day-strip__weekday[data-weekday]"))
    weekday.textContent = (weekday.dataset.day === today ? todayWord : weekday.dataset.weekday) || weekday.textContent;
  const clocks = byOptions[CLOCK_KEY];
  const weekdays = byOptions['{"weekday":"short"}'];
  for (const score of document.querySelectorAll<HTMLElement>(".day .match-links__score--open[data-kickoff]")) {
    const instant = instantOf(score);
    const clock = clocks?.[instant];
    const weekday = weekdays?.[instant];
    if (!clock || !weekday || !score.textContent?.endsWith(clock)) continue;
    const day = document.createElement("span");
    day.className = "match-links__day";
    day.textContent = weekday;
    if (dayIn(Number(instant), zone) === pageDay) score.textContent = clock;
    else score.replaceChildren(day, ` ${clock}`);
  }
}

/**
 * How Intl names a zone it has no name for in the language, by its offset from UTC in minutes:
 * "GMT+9", "GMT-4", "GMT+5:30"; at zero "GMT" in English, "GMT+0" in German and Italian
 * (zone-names.test.ts checks it against Intl).
 */
export function offsetZoneName(language: string, offsetMinutes: number): string {
  if (offsetMinutes === 0) return language === "en" ? "GMT" : "GMT+0";
  const minutes = Math.abs(offsetMinutes);
  return `GMT${offsetMinutes < 0 ? "-" : "+"}${Math.floor(minutes / 60)}${minutes % 60 ? `:${String(minutes % 60).padStart(2, "0")}` : ""}`;
}

/**
 * A kick-off's clock with the zone's local abbreviation where the language's locale names the zone
 * by its offset only: "14:30 GMT-4" in German or Italian, and British English, is "14:30 EDT" for New
 * York, "19:30 GMT+1" in German is "19:30 BST" for London: the name American English gives (ICU names
 * the American zones so), else British English's; the offset stays where neither has a name ("03:30
 * GMT+9" for Tokyo). Shared by the components (`formatKickoffTime`) and the zones' names the kick-offs' zone script is built with (zone-names.ts),
 * so both write the same. `ms`: the instant, for summer time.
 */
export function localZoneName(text: string, zone: string, ms: number): string {
  // An offset name ("GMT-4", "GMT+0", "GMT"): no other name Intl writes contains " GMT".
  const at = text.indexOf(" GMT");
  for (const locale of at < 0 ? [] : ["en-US", "en-GB"]) {
    const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" })
      .formatToParts(ms)
      .find((part) => part.type === "timeZoneName")!.value;
    if (!name.startsWith("GMT")) return `${text.slice(0, at)} ${name}`;
  }
  return text;
}

/** A date format as its parts: a field of the date, or a literal text between them; and the names its fields use. */
export interface DatePattern {
  parts: ({ field: "weekday" | "day" | "month" | "year"; style: string } | { literal: string })[];
  /** Monday first, as Temporal counts (`dayOfWeek` 1–7). */
  weekdays?: string[];
  months?: string[];
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
  dayOfWeek: number;
}

/** The text of `date` in a date format (`datePattern`), as Intl writes it. */
export function dateText(pattern: DatePattern, date: CalendarDate): string {
  return pattern.parts
    .map((part) => {
      if ("literal" in part) return part.literal;
      const two = (n: number) => String(n % 100).padStart(2, "0");
      if (part.field === "weekday") return pattern.weekdays![date.dayOfWeek - 1]!;
      if (part.field === "day") return part.style === "2-digit" ? two(date.day) : String(date.day);
      if (part.field === "month")
        return part.style === "2-digit" ? two(date.month) : part.style === "numeric" ? String(date.month) : pattern.months![date.month - 1]!;
      return part.style === "2-digit" ? two(date.year) : String(date.year);
    })
    .join("");
}

/**
 * A date format (weekday, day, month and year fields only) as its parts and names, read from Intl on
 * the server: the kick-offs' zone script writes a date with it in the browser without loading ICU's
 * date data. Undefined for a format with other fields. kickoff-zone-script.test.ts checks it against
 * Intl for every day of three years.
 */
export function datePattern(locale: string, options: Intl.DateTimeFormatOptions): DatePattern | undefined {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  const fields = ["weekday", "day", "month", "year"];
  // Monday 15 January 2024.
  const parts = format.formatToParts(Date.UTC(2024, 0, 15));
  if (parts.some((part) => part.type !== "literal" && !fields.includes(part.type))) return undefined;
  const pattern: DatePattern = {
    parts: parts.map((part) =>
      part.type === "literal" ? { literal: part.value } : { field: part.type as "weekday", style: String(options[part.type as "weekday"]) },
    ),
  };
  const value = (ms: number, type: string) => format.formatToParts(ms).find((part) => part.type === type)!.value;
  if (options.weekday) pattern.weekdays = Array.from({ length: 7 }, (_, i) => value(Date.UTC(2024, 0, 15 + i), "weekday"));
  if (options.month === "short" || options.month === "long" || options.month === "narrow")
    pattern.months = Array.from({ length: 12 }, (_, i) => value(Date.UTC(2024, i, 15), "month"));
  return pattern;
}
