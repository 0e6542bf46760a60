/**
 * Kick-off times: openfootball writes local wall-clock time ("20:30" in Germany, "19:00" in Qatar)
 * or a time with its own offset ("13:00 UTC-6"). The API speaks UTC only, so the pages can format
 * it for the visitor's language and zone without knowing where the match was played.
 */

const TIME = /^(\d{1,2}):(\d{2})(?:\s*UTC([+-]\d{1,2})(?::?(\d{2}))?)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset of a zone from UTC at an instant, in milliseconds (positive east of Greenwich). */
function zoneOffsetMs(timeZone: string, instantMs: number): number {
  const parts = Object.fromEntries(
    zoneFormatter(timeZone)
      .formatToParts(new Date(instantMs))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The UTC instant (ISO 8601, "Z") of a local date and time. Throws on a malformed date or time,
 * which the importer reports with the match it came from.
 */
export function kickoffToUtc(date: string, time: string, timeZone: string): string {
  const d = DATE.exec(date);
  const t = TIME.exec(time.trim());
  if (!d || !t) throw new Error(`unreadable kick-off "${date} ${time}"`);
  const wallClockAsUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (t[3] !== undefined) {
    const sign = t[3].startsWith("-") ? -1 : 1;
    const offsetMs = sign * (Math.abs(Number(t[3])) * 60 + Number(t[4] ?? 0)) * 60_000;
    return new Date(wallClockAsUtc - offsetMs).toISOString();
  }
  // Two passes find the offset valid at the instant itself, also on days the clocks change.
  const firstGuess = wallClockAsUtc - zoneOffsetMs(timeZone, wallClockAsUtc);
  const instant = wallClockAsUtc - zoneOffsetMs(timeZone, firstGuess);
  return new Date(instant).toISOString();
}
