import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, localeOf } from "../../lib/languages.ts";
import { offsetZoneName } from "./kickoff-zone-script.ts";
import { NAMED_ZONES } from "./zone-names.ts";

/** The zone's offset in minutes at `ms`, as Intl gives it ("GMT+05:30"). */
function offsetMinutes(zone: string, ms: number): number {
  const text = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(ms)
    .find((part) => part.type === "timeZoneName")!.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(text);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

describe("the zones Intl names by an offset", () => {
  // Every month of two years: summer and winter time, and the dates between.
  const instants = [2024, 2025].flatMap((year) => Array.from({ length: 12 }, (_, month) => Date.UTC(year, month, 15, 12)));

  it.each(LANGUAGE_CODES)("are every zone but the listed ones, in %s", (language) => {
    const named = new Set<string>();
    for (const zone of Intl.supportedValuesOf("timeZone"))
      for (const ms of instants) {
        const format = new Intl.DateTimeFormat(localeOf(language).iso, {
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
          timeZoneName: "short",
          timeZone: zone,
        });
        const name = format.format(ms).split(" ").slice(1).join(" ");
        if (name !== offsetZoneName(language, offsetMinutes(zone, ms))) named.add(zone);
      }
    expect([...named].sort()).toEqual(NAMED_ZONES[language]);
  });
});
