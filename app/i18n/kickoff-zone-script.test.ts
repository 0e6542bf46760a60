import { scriptFiles, scriptPaths } from "virtual:browser-scripts";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, localeOf } from "#lib/languages.ts";
import { KICKOFF_DATE_FORMATS, kickoffDatePatterns } from "./kickoff-zone-file.ts";
import { dateText } from "./kickoff-zone-script.ts";

describe("the kick-offs' zone script's dates without Intl", () => {
  const patterns = kickoffDatePatterns();

  it.each(LANGUAGE_CODES)("read as Intl writes them, every day of three years, in %s", (language) => {
    for (const options of KICKOFF_DATE_FORMATS) {
      const format = new Intl.DateTimeFormat(localeOf(language).iso, { ...options, timeZone: "UTC" });
      const pattern = patterns[language]![JSON.stringify(options)]!;
      for (let day = 0; day < 3 * 366; day++) {
        const date = new Date(Date.UTC(2024, 0, 1 + day));
        const calendar = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), dayOfWeek: ((date.getUTCDay() + 6) % 7) + 1 };
        expect(dateText(pattern, calendar), `${JSON.stringify(options)} ${date.toISOString()}`).toBe(format.format(date));
      }
    }
  });

  it("the formats the components use for kick-offs and match days", () => {
    // A component with a new date format for kick-offs must add it to KICKOFF_DATE_FORMATS, or its
    // dates cost a visitor abroad ICU's date data.
    expect(KICKOFF_DATE_FORMATS.map((options) => JSON.stringify(options))).toContain('{"weekday":"short","day":"numeric","month":"short","year":"numeric"}');
  });

  it("is built into one self-contained script, with every language's date patterns", () => {
    const text = scriptFiles[scriptPaths.kickoffZone.replace("/scripts/", "")]!;
    expect(text).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
    expect(text).not.toMatch(/\bimport\b|\bexport\b/);
    expect(() => new Function(text)).not.toThrow();
    for (const language of LANGUAGE_CODES) expect(text, language).toContain(patterns[language]!['{"weekday":"short"}']!.weekdays!.join("`,`"));
  });
});
