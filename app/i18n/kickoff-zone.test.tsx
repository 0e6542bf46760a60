import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LANGUAGE_CODES, localeOf, type Language } from "#lib/languages.ts";
import { HOME_TIME_ZONE } from "./dates.ts";
import { readsAsHome, useKickoffZone } from "./kickoff-zone.ts";
import { offsetMinutes as offsetByFormat } from "./zone-names.ts";

/** Node has no Temporal yet: a stand-in for the part the module uses, with the offsets ICU gives. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
function offsetMinutes(date: Date, zone: string): number {
  let format = offsetFormats.get(zone);
  if (!format) offsetFormats.set(zone, (format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })));
  return offsetByFormat(format, date.getTime());
}
const temporalStandIn = {
  Instant: {
    from(iso: string) {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) throw new RangeError(`not an instant: ${iso}`);
      return { toZonedDateTimeISO: (zone: string) => ({ offsetNanoseconds: offsetMinutes(date, zone) * 60e9 }) };
    },
  },
};

/** Every text of a kick-off the islands show: day, date, clock with the zone's name, year. */
const textFormats = new Map<string, Intl.DateTimeFormat[]>();
function texts(language: Language, zone: string, date: Date): string {
  const key = `${language} ${zone}`;
  let formats = textFormats.get(key);
  if (!formats) {
    const locale = localeOf(language).iso;
    formats = [
      { weekday: "short", day: "numeric", month: "short", year: "numeric" },
      { day: "2-digit", month: "2-digit", year: "2-digit" },
      { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short" },
    ].map((options) => new Intl.DateTimeFormat(locale, { ...(options as Intl.DateTimeFormatOptions), timeZone: zone }));
    textFormats.set(key, formats);
  }
  return formats.map((format) => format.format(date)).join(" · ");
}

/** Kick-offs of three years: every fifth day at 18:30 UTC, and each hour around the clock changes. */
const KICKOFFS = [
  ...Array.from({ length: 219 }, (_, day) => new Date(Date.UTC(2024, 0, 1 + 5 * day, 18, 30)).toISOString()),
  ...["2025-03-30", "2025-10-26", "2026-03-29", "2026-10-25"].flatMap((day) =>
    Array.from({ length: 6 }, (_, hour) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3600_000 - 2 * 3600_000).toISOString()),
  ),
];

describe("readsAsHome", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is true only where ICU writes every day, date and clock (with the zone's name) as in the home zone, for every zone", () => {
    vi.stubGlobal("Temporal", temporalStandIn);
    for (const language of LANGUAGE_CODES) {
      const home = HOME_TIME_ZONE[language];
      for (const zone of Intl.supportedValuesOf("timeZone")) {
        if (!readsAsHome(language, zone, [])) continue;
        for (const kickoff of KICKOFFS) {
          if (!readsAsHome(language, zone, [kickoff])) continue;
          expect(`${language} ${zone} ${kickoff}: ${texts(language, zone, new Date(kickoff))}`).toBe(
            `${language} ${zone} ${kickoff}: ${texts(language, home, new Date(kickoff))}`,
          );
        }
      }
    }
  });

  it("keeps the server's text for a visitor in Central Europe on German and Italian pages, in London alone on English ones", () => {
    vi.stubGlobal("Temporal", temporalStandIn);
    const kickoff = ["2025-05-17T13:30:00Z"];
    const alike = (language: Language) => Intl.supportedValuesOf("timeZone").filter((zone) => readsAsHome(language, zone, kickoff));
    const central = alike("de");
    expect(central).toEqual(
      expect.arrayContaining(["Europe/Amsterdam", "Europe/Berlin", "Europe/Madrid", "Europe/Paris", "Europe/Rome", "Europe/Vienna", "Europe/Zurich"]),
    );
    expect(central.length).toBeGreaterThan(25);
    expect(alike("it")).toEqual(central);
    expect(alike("en")).toEqual(["Europe/London"]);
    // A season at the home zone's offsets is not enough: Kaliningrad's summer clock is "OEZ".
    expect(readsAsHome("de", "Europe/Kaliningrad", kickoff)).toBe(false);
    // The same offsets, but another name: "GMT+1" for "BST", "GMT+1" for "MEZ".
    expect(readsAsHome("en", "Europe/Dublin", kickoff)).toBe(false);
    expect(readsAsHome("de", "Africa/Lagos", ["2025-01-18T14:30:00Z"])).toBe(false);
  });

  it("is false once a single kick-off's offset differs", () => {
    const berlinOnly = {
      Instant: {
        from: (iso: string) => ({
          toZonedDateTimeISO: (zone: string) => ({ offsetNanoseconds: zone === "Europe/Paris" && iso.startsWith("2025-06") ? 0 : 1 }),
        }),
      },
    };
    vi.stubGlobal("Temporal", berlinOnly);
    expect(readsAsHome("de", "Europe/Paris", ["2025-05-17T13:30:00Z"])).toBe(true);
    expect(readsAsHome("de", "Europe/Paris", ["2025-05-17T13:30:00Z", "2025-06-01T13:30:00Z"])).toBe(false);
  });

  it("is false without Temporal (the visitor gets the render every visitor got before)", () => {
    vi.stubGlobal("Temporal", undefined);
    expect(readsAsHome("de", "Europe/Rome", ["2025-05-17T13:30:00Z"])).toBe(false);
    expect(readsAsHome("de", "Europe/Berlin", ["2025-05-17T13:30:00Z"])).toBe(true);
  });
});

describe("useKickoffZone", () => {
  it("is the home zone in the server's render, without asking for the kick-offs", () => {
    const kickoffs = vi.fn(() => ["2025-05-17T13:30:00Z"]);
    function Zone({ language }: { language: Language }) {
      return <>{useKickoffZone(language, kickoffs)}</>;
    }
    for (const language of LANGUAGE_CODES) expect(renderToString(<Zone language={language} />)).toBe(HOME_TIME_ZONE[language]);
    expect(kickoffs).not.toHaveBeenCalled();
  });
});
