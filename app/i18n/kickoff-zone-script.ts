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
 * the visitor's zone itself, right after hydrating. The head script loads it (app/head-script.ts) when the visitor's zone
 * is not the home zone and the page has a marked element.
 *
 * Served as a file (`/scripts/kickoff-zone-{hash}.js`): its text is this function's, so it must not
 * use anything from outside its body (the unit tests call it as it is).
 */
export function rewriteKickoffZones(
  homeZones: Record<string, string>,
  namedZones: Record<string, readonly string[]>,
  zoneName: (language: string, offsetMinutes: number) => string,
  dateFormats: Record<string, Record<string, DatePattern>>,
  dateText: (pattern: DatePattern, date: CalendarDate) => string,
  kickoffClock: string,
  englishNamed: string,
  localZoneName: (text: string, zone: string, ms: number) => string,
): void {
  type Texts = Record<string, string>;
  interface Zoned {
    year: number;
    month: number;
    day: number;
    dayOfWeek: number;
    hour: number;
    minute: number;
    offsetNanoseconds: number;
  }
  const kickoffFormat = (options: string) => options === kickoffClock || Object.values(dateFormats).some((patterns) => options in patterns);
  const page = window as Window & {
    Temporal?: { Now: { timeZoneId(): string }; Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): Zoned } } };
  };
  const html = document.documentElement;
  const home = homeZones[html.lang];
  const zone = page.Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const recordElement = document.getElementById("date-texts");
  if (!home || zone === home || !recordElement || html.dataset.kickoffZone || "__reactRouterDataRouter" in page) return;
  let record: Record<string, Texts>;
  try {
    record = JSON.parse(recordElement.textContent || "{}") as Record<string, Texts>;
  } catch {
    return;
  }
  const instantOf = (element: Element) => String(Date.parse(element.getAttribute("data-kickoff") || element.getAttribute("datetime") || ""));
  // A `<time>` of a kick-off or a match day needs no mark: only the formats of kick-offs and match days
  // are switched (`kickoffFormat`), and a news item's date has a format of its own.
  const marked = [...document.querySelectorAll("[data-kickoff], time[datetime]")];
  const instants = new Set(marked.map(instantOf));

  // Texts written without Intl where Temporal can tell them: the first `Intl.DateTimeFormat` of a
  // page loads ICU's date data, 15–50 ms at full speed, more than the rest of this script. A date is
  // the home text of an instant on the same day, at home or in the visitor's zone; a kick-off's clock
  // is its digits and the zone's name, where Intl names the zone by its offset (zone-names.ts).
  const zoned = (instant: string, where: string) => page.Temporal!.Instant.fromEpochMilliseconds(Number(instant)).toZonedDateTimeISO(where);
  const dayOf = (time: Zoned) => `${time.year}-${time.month}-${time.day}`;
  const two = (n: number) => String(n).padStart(2, "0");
  // A zone English names where the page's language gives its offset ("EDT", not "GMT-4"): its name from Intl.
  const namedInEnglish = new RegExp(englishNamed).test(zone);
  const withoutIntl = (options: Record<string, unknown>, homeTexts: Texts, byHomeDay: Map<string, string>, instant: string): string | undefined => {
    if (!page.Temporal) return undefined;
    const fields = Object.keys(options).sort().join();
    const visitor = zoned(instant, zone);
    if (fields === "hour,hourCycle,minute,timeZoneName") {
      const named = namedInEnglish || (namedZones[html.lang]?.includes(zone) ?? true);
      if (named || options.hourCycle !== "h23" || options.timeZoneName !== "short" || !/^\d\d:\d\d \S+$/.test(homeTexts[instant]!)) return undefined;
      return `${two(visitor.hour)}:${two(visitor.minute)} ${zoneName(html.lang, visitor.offsetNanoseconds / 6e10)}`;
    }
    if (/hour|minute|second|timeZoneName|era/.test(fields)) return undefined;
    const pattern = dateFormats[html.lang]?.[JSON.stringify(options)];
    return byHomeDay.get(dayOf(visitor)) ?? (pattern && dateText(pattern, visitor));
  };

  // Each home-zone format of the record beside the same format in the visitor's zone; the visitor's texts by the format's options too.
  const formats: [home: Texts, visitor: Texts][] = [];
  const visitorFormats: Record<string, Texts> = {};
  for (const key of Object.keys(record)) {
    const first = key.indexOf(" ");
    const second = key.indexOf(" ", first + 1);
    if (key.slice(first + 1, second) !== home) continue;
    const locale = key.slice(0, first);
    const options = key.slice(second + 1);
    const parsed = JSON.parse(options) as Intl.DateTimeFormatOptions;
    if (!kickoffFormat(options)) continue;
    const homeTexts = record[key]!;
    const visitorTexts = (record[`${locale} ${zone} ${options}`] ??= {});
    const byHomeDay = new Map<string, string>();
    if (page.Temporal) for (const instant of Object.keys(homeTexts)) byHomeDay.set(dayOf(zoned(instant, home)), homeTexts[instant]!);
    let format: Intl.DateTimeFormat | undefined;
    for (const instant of Object.keys(homeTexts)) {
      if (!instants.has(instant) || visitorTexts[instant] !== undefined) continue;
      const text = withoutIntl(parsed as Record<string, unknown>, homeTexts, byHomeDay, instant);
      format ??= text === undefined ? new Intl.DateTimeFormat(locale, { ...parsed, timeZone: zone }) : undefined;
      const written = text ?? format!.format(Number(instant));
      visitorTexts[instant] = options === kickoffClock && namedInEnglish ? localZoneName(written, zone, Number(instant)) : written;
    }
    formats.push([homeTexts, visitorTexts]);
    visitorFormats[options] = visitorTexts;
  }

  // The home texts of an instant and the visitor's, the longest first (a day's text may be part of a longer one).
  const swapsOf = (instant: string) =>
    formats
      .filter(([homeTexts, visitorTexts]) => homeTexts[instant] !== undefined && visitorTexts[instant] !== undefined)
      .map(([homeTexts, visitorTexts]) => [homeTexts[instant]!, visitorTexts[instant]!] as const)
      .sort((a, b) => b[0].length - a[0].length);

  // Regroup first: it reads the headings' home texts.
  for (const days of document.querySelectorAll<HTMLElement>(".match-days")) {
    const sections = [...days.children].filter((child) => child.matches("section.match-day"));
    const firstHeading = sections[0]?.querySelector(".match-day__date");
    const rows = sections.flatMap((section) => [...section.querySelectorAll(":scope > .match-list > li")]);
    const rowInstants = rows.map((row) => {
      const time = row.querySelector("[data-kickoff], time[datetime]");
      return time ? instantOf(time) : "";
    });
    const dayFormat = formats.find(([homeTexts]) => homeTexts[rowInstants[0]!] === firstHeading?.textContent);
    if (!firstHeading || !dayFormat || rowInstants.some((instant) => dayFormat[1][instant] === undefined)) continue;
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

  for (const element of marked) {
    const swaps = swapsOf(instantOf(element));
    if (!swaps.length) continue;
    // One pass, so a replaced text is never replaced again.
    const swap = (text: string) => {
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
    };
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const text = node as Text;
      const result = swap(text.data);
      if (result !== text.data) text.data = result;
    }
    // A phone's shorter date, which the stylesheet shows instead (a team's fixtures).
    const short = element.getAttribute("data-short");
    if (short) element.setAttribute("data-short", swap(short));
  }

  // A day's page: its day is a Berlin day (the URL's). "Heute" moves to the visitor's today (the day of
  // the backend's moment in the visitor's zone), and a kick-off on another of the visitor's days than
  // the page's says which, as DayMatches writes it ("So 03:45 GMT+9", the weekday an element of its own).
  const heading = document.querySelector<HTMLElement>(".day__heading[data-day]");
  if (heading) {
    const dayIn = (ms: number) => {
      if (page.Temporal) {
        const time = zoned(String(ms), zone);
        return `${time.year}-${two(time.month)}-${two(time.day)}`;
      }
      return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);
    };
    const pageDay = heading.dataset.day;
    const today = dayIn(Date.parse(heading.dataset.now || ""));
    heading.textContent = (today === pageDay ? heading.dataset.todayHeading : heading.dataset.heading) || heading.textContent;
    const todayWord = document.querySelector<HTMLElement>(".day-strip[data-today]")?.dataset.today;
    for (const weekday of document.querySelectorAll<HTMLElement>(".day-strip__weekday[data-weekday]"))
      weekday.textContent = (weekday.dataset.day === today ? todayWord : weekday.dataset.weekday) || weekday.textContent;
    const clocks = visitorFormats[kickoffClock];
    const weekdays = visitorFormats['{"weekday":"short"}'];
    for (const score of document.querySelectorAll<HTMLElement>(".day .match-links__score--open[data-kickoff]")) {
      const instant = instantOf(score);
      const clock = clocks?.[instant];
      const weekday = weekdays?.[instant];
      if (!clock || !weekday || !score.textContent?.endsWith(clock)) continue;
      const day = document.createElement("span");
      day.className = "match-links__day";
      day.textContent = weekday;
      if (dayIn(Number(instant)) === pageDay) score.textContent = clock;
      else score.replaceChildren(day, ` ${clock}`);
    }
  }

  // "<" escaped, as the server writes it, so no text can end the script element.
  recordElement.textContent = JSON.stringify(record).replace(/</g, "\\u003c");
  html.dataset.kickoffZone = zone;
  (page as { kickoffZone?: string }).kickoffZone = zone;
}

/**
 * How Intl names a zone it has no name for in the language, by its offset from UTC in minutes:
 * "GMT+9", "GMT-4", "GMT+5:30"; at zero "GMT" in English, "GMT+0" in German and Italian
 * (zone-names.test.ts checks it against Intl). Passed to the script, so it travels with its text.
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
 * GMT+9" for Tokyo). Shared by the components (`formatKickoffTime`) and the kick-offs' zone script,
 * which passes it on with its text, so both write the same. `ms`: the instant, for summer time.
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

/** The text of `date` in a date format (`datePattern`), as Intl writes it. Passed to the script, so it travels with its text. */
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
