import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, localeOf } from "#lib/languages.ts";
import { localZoneName, offsetZoneName } from "./kickoff-zone-script.ts";
import { ENGLISH_NAMED_ZONES, NAMED_ZONES } from "./zone-names.ts";

/** The zone's offset in minutes at `ms`, as Intl gives it ("GMT+05:30"), read with the zone's `longOffset` format. */
function offsetMinutes(offsetFormat: Intl.DateTimeFormat, ms: number): number {
  const text = offsetFormat.formatToParts(ms).find((part) => part.type === "timeZoneName")!.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(text);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

describe("the zones Intl names by an offset", () => {
  // Every month of two years: summer and winter time, and the dates between.
  const instants = [2024, 2025].flatMap((year) => Array.from({ length: 12 }, (_, month) => Date.UTC(year, month, 15, 12)));

  it.each(LANGUAGE_CODES)(
    "are every zone but the listed ones, in %s",
    (language) => {
      const named = new Set<string>();
      for (const zone of Intl.supportedValuesOf("timeZone")) {
        // One format per zone, used for every instant: making a format costs far more than using one.
        const format = new Intl.DateTimeFormat(localeOf(language).iso, {
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
          timeZoneName: "short",
          timeZone: zone,
        });
        const offsetFormat = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" });
        for (const ms of instants) {
          const name = format.format(ms).split(" ").slice(1).join(" ");
          if (name !== offsetZoneName(language, offsetMinutes(offsetFormat, ms))) named.add(zone);
        }
      }
      expect([...named].sort()).toEqual(NAMED_ZONES[language]);
    },
    60_000,
  );
});

describe("the local abbreviation where the language has only the offset", () => {
  const clockFormat = (locale: string, zone: string) =>
    new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short", timeZone: zone });
  const clock = (locale: string, zone: string, ms: number) => clockFormat(locale, zone).format(ms);
  const summer = Date.UTC(2024, 7, 23, 18, 30);
  const winter = Date.UTC(2022, 11, 18, 15, 0);

  it("is American English's, else British English's; the offset where English has none", () => {
    expect(localZoneName(clock("de-DE", "America/New_York", summer), "America/New_York", summer)).toBe("14:30 EDT");
    expect(localZoneName(clock("it-IT", "America/New_York", winter), "America/New_York", winter)).toBe("10:00 EST");
    expect(localZoneName(clock("en-GB", "America/Los_Angeles", summer), "America/Los_Angeles", summer)).toBe("11:30 PDT");
    expect(localZoneName(clock("de-DE", "Europe/London", summer), "Europe/London", summer)).toBe("19:30 BST");
    expect(localZoneName(clock("de-DE", "Asia/Tokyo", summer), "Asia/Tokyo", summer)).toBe("03:30 GMT+9");
    expect(localZoneName(clock("en-GB", "Asia/Kolkata", summer), "Asia/Kolkata", summer)).toBe("00:00 GMT+5:30");
    // A name the language has stays.
    expect(localZoneName(clock("de-DE", "Europe/Berlin", summer), "Europe/Berlin", summer)).toBe("20:30 MESZ");
  });

  // Winter, spring, summer and autumn: a zone's standard and summer names.
  const seasons = [0, 3, 6, 9].map((month) => Date.UTC(2025, month, 15, 12));

  it.each(LANGUAGE_CODES)("is asked for only in the zones ENGLISH_NAMED_ZONES holds, which hold every zone it names, in %s", (language) => {
    const renamed = new Set<string>();
    for (const zone of Intl.supportedValuesOf("timeZone")) {
      const format = clockFormat(localeOf(language).iso, zone);
      for (const ms of seasons) {
        const text = format.format(ms);
        if (text.includes("GMT") && localZoneName(text, zone, ms) !== text) renamed.add(zone);
      }
    }
    expect([...renamed].filter((zone) => !ENGLISH_NAMED_ZONES.test(zone))).toEqual([]);
    // New York, Chicago, Denver, Los Angeles, Anchorage, Honolulu at least.
    for (const zone of ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles", "America/Anchorage", "Pacific/Honolulu"])
      expect(renamed, zone).toContain(zone);
  });
});
