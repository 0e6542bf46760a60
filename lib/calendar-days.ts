/**
 * Calendar days written `YYYY-MM-DD`: the results' "matches of a day" on both sides of the API (the
 * contract's day calls, the site's day pages). Plain calendar arithmetic, no Node and no Zod, so the
 * browser may load it.
 */

/** True for `YYYY-MM-DD` naming a day of the (proleptic Gregorian) calendar with a four-digit year: 2024-02-29 yes, 2025-02-29 no. */
export function isCalendarDay(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return false;
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

/** The day `days` after (or before, when negative) a day. */
export function addDays(iso: string, days: number): string {
  const [year, month, date] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Noon (UTC) of a day: an instant on that day in every zone from UTC−11 to UTC+11, for formatting the day itself. */
export function noonOf(iso: string): Date {
  return new Date(`${iso}T12:00:00Z`);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant (ISO string, milliseconds or Date) in a time zone, `YYYY-MM-DD`. */
export function calendarDayIn(timeZone: string, instant: string | number | Date): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}
