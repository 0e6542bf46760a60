/**
 * A small iCalendar writer (RFC 5545, with the calendar properties of RFC 7986) for the match
 * calendars (docs/decisions/0116-match-calendars.md): one VCALENDAR of VEVENTs, every time in UTC,
 * nothing recurring, no time zones. That is all the feeds need, and it is written here rather than
 * taken from a library: the three rules that make a feed valid (CRLF line ends, lines folded at 75
 * octets without cutting a character, TEXT values escaped) are a few lines each, and each has its
 * unit test (icalendar.test.ts); a parser test reads whole feeds with ical.js.
 */

/** The line end RFC 5545 §3.1 prescribes. */
const CRLF = "\r\n";
/** The longest a line may be, in octets, without its line end (§3.1). */
const MAX_LINE_OCTETS = 75;

/** An event's state (§3.8.1.11). */
export type EventStatus = "CONFIRMED" | "TENTATIVE" | "CANCELLED";

export interface CalendarEvent {
  /** Globally unique and stable across writes: what makes a calendar update the event rather than add a second one. */
  uid: string;
  /** When the event's information was last revised (DTSTAMP of a calendar without METHOD, and LAST-MODIFIED). */
  revised: Date;
  /** Raised when the event changes in a way a client should notice (§3.8.7.4). */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status: EventStatus;
  /** TRANSPARENT: the event does not make its time busy. */
  transparent?: boolean;
}

export interface Calendar {
  /** The product that wrote it (§3.7.3): `-//Company//Product//LANG`. */
  productId: string;
  /** The calendar's name (RFC 7986 NAME, and X-WR-CALNAME for the clients that read only that). */
  name: string;
  description?: string;
  /** Its web page (RFC 7986 URL). */
  url?: string;
  /** Where the calendar itself is fetched from (RFC 7986 SOURCE). */
  source?: string;
  /** How often a client should fetch it again (RFC 7986 REFRESH-INTERVAL, and X-PUBLISHED-TTL), in minutes. */
  refreshMinutes: number;
  events: readonly CalendarEvent[];
}

/**
 * A TEXT value (§3.3.11): backslash, semicolon and comma escaped, every line break written `\n`;
 * control characters other than the tab, which no TEXT value may hold, are dropped.
 */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\r\n?|\n/g, "\n")
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point here
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "")
      .replace(/[\\;,\n]/g, (ch) => (ch === "\n" ? "\\n" : `\\${ch}`))
  );
}

/**
 * One content line folded (§3.1): cut into pieces of at most 75 octets of UTF-8, each piece after the
 * first written on a line of its own that starts with a space (which counts towards its 75). A cut
 * never falls inside a character, nor between the halves of a surrogate pair.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  // A continuation line's leading space takes one of its octets.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      lines.push(current);
      current = "";
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** A DATE-TIME in UTC (§3.3.5, form #2): `20221218T150000Z`. */
export function utcDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("an iCalendar time needs a valid date");
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** A DURATION (§3.3.6) of whole minutes: `PT1H`, `PT90M`. */
export function minutesDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes <= 0) throw new RangeError("a duration is a positive number of minutes");
  return minutes % 60 === 0 ? `PT${minutes / 60}H` : `PT${minutes}M`;
}

/** The content lines of one event, unfolded. */
function eventLines(event: CalendarEvent): string[] {
  const revised = utcDateTime(event.revised);
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${revised}`,
    `LAST-MODIFIED:${revised}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    // A URI value is not TEXT: written as it is (the site's URLs hold no line breaks).
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    ...(event.transparent ? ["TRANSP:TRANSPARENT"] : []),
    "END:VEVENT",
  ];
}

/**
 * The whole calendar as iCalendar text: CRLF after every line (the last included), long lines folded.
 * No METHOD: a published feed, so each event's DTSTAMP is when its information was last revised
 * (§3.8.7.2), which keeps the text the same for as long as nothing in it changes.
 */
export function writeCalendar(calendar: Calendar): string {
  const refresh = minutesDuration(calendar.refreshMinutes);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(calendar.productId)}`,
    "CALSCALE:GREGORIAN",
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description ? [`DESCRIPTION:${escapeText(calendar.description)}`, `X-WR-CALDESC:${escapeText(calendar.description)}`] : []),
    ...(calendar.url ? [`URL:${calendar.url}`] : []),
    ...(calendar.source ? [`SOURCE;VALUE=URI:${calendar.source}`] : []),
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...calendar.events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
