import { describe, expect, it } from "vitest";
import { formatKickoffTime } from "#app/football/format.ts";
import { LANGUAGE_CODES, localeOf } from "#lib/languages.ts";
import { asksIntl, clockZoneName, localZoneName, offsetZoneName, zoneNamesOf } from "./kickoff-zone-script.ts";
import { offsetMinutes, zoneNameTable } from "./zone-names.ts";

const clockFormat = (locale: string, zone: string) =>
  new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short", timeZone: zone });

describe("a kick-off's zone name without Intl", () => {
  const table = zoneNameTable();
  // Other days than the table's samples (the 15th of each month): the 1st and the 28th of every
  // month of three years, summer and winter time and the weeks in which they change.
  const year = new Date().getUTCFullYear();
  const instants = [year - 1, year, year + 1].flatMap((y) =>
    Array.from({ length: 12 }, (_, month) => [Date.UTC(y, month, 1, 18, 30), Date.UTC(y, month, 28, 12)]).flat(),
  );

  it.each(LANGUAGE_CODES)(
    "is the name formatKickoffTime writes, in every zone, in %s",
    (language) => {
      const wrong: string[] = [];
      for (const zone of Intl.supportedValuesOf("timeZone")) {
        const offsetFormat = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" });
        const names = zoneNamesOf(table, zone);
        if (asksIntl(names)) continue;
        for (const ms of instants) {
          const expected = formatKickoffTime(new Date(ms).toISOString(), language, zone).slice(6);
          const written = clockZoneName(names, language, offsetMinutes(offsetFormat, ms));
          if (written !== expected) wrong.push(`${zone} ${new Date(ms).toISOString()}: ${written}, not ${expected}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );

  it("names the zones visitors read most as they expect", () => {
    const summer = Date.UTC(2025, 6, 15);
    const winter = Date.UTC(2025, 0, 15);
    const name = (zone: string, language: string, ms: number) =>
      clockZoneName(zoneNamesOf(table, zone), language, offsetMinutes(new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" }), ms));
    expect(name("Europe/Berlin", "de", summer)).toBe("MESZ");
    expect(name("Europe/Rome", "it", winter)).toBe("CET");
    expect(name("Europe/London", "de", summer)).toBe("BST");
    expect(name("Europe/London", "en", winter)).toBe("GMT");
    expect(name("America/New_York", "it", summer)).toBe("EDT");
    expect(name("America/Los_Angeles", "de", winter)).toBe("PST");
    expect(name("Asia/Tokyo", "de", summer)).toBe("GMT+9");
    expect(name("Asia/Kolkata", "en", summer)).toBe("GMT+5:30");
  });

  it("holds the named zones only, each once; Intl is asked for a few only", () => {
    const zones = table.flatMap(([, list]) => list.split(" "));
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toContain("Europe/Berlin");
    expect(zones).not.toContain("Asia/Tokyo");
    const askingIntl = table.filter(([names]) => asksIntl(names)).flatMap(([, list]) => list.split(" "));
    expect(askingIntl.length).toBeLessThanOrEqual(4);
  });
});

describe("the offset's name", () => {
  it.each(LANGUAGE_CODES)("is Intl's where it names a zone by its offset, in %s", (language) => {
    for (const [zone, ms] of [
      ["Asia/Tokyo", Date.UTC(2025, 6, 15)],
      ["Asia/Kolkata", Date.UTC(2025, 6, 15)],
      ["America/Sao_Paulo", Date.UTC(2025, 0, 15)],
      ["Atlantic/Reykjavik", Date.UTC(2025, 0, 15)],
    ] as const) {
      const offset = offsetMinutes(new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" }), ms);
      expect(offsetZoneName(language, offset), zone).toBe(clockFormat(localeOf(language).iso, zone).format(ms).slice(6));
    }
  });
});

describe("the local abbreviation where the language has only the offset", () => {
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
});
