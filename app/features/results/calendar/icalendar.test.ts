import { describe, expect, it } from "vitest";
import { escapeText, foldLine, minutesDuration, utcDateTime, writeCalendar, type CalendarEvent } from "./icalendar.ts";

const octets = (text: string) => new TextEncoder().encode(text).length;

/** The physical lines of a written calendar (its CRLFs removed). */
const physicalLines = (text: string) => text.split("\r\n").slice(0, -1);

/** A folded text unfolded as a reader does (RFC 5545 §3.1): every CRLF followed by one space removed. */
const unfold = (text: string) => text.replace(/\r\n /g, "");

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: "match-10064@matchpuls.example",
  revised: new Date("2022-12-18T17:00:00Z"),
  sequence: 1,
  start: new Date("2022-12-18T15:00:00Z"),
  end: new Date("2022-12-18T17:00:00Z"),
  summary: "Argentinien 3:3 Frankreich (n. V., 4:2 i. E.)",
  status: "CONFIRMED",
  ...overrides,
});

describe("escapeText", () => {
  it("escapes backslash, semicolon and comma, and writes line breaks as \\n", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("one\ntwo\r\nthree\rfour")).toBe("one\\ntwo\\nthree\\nfour");
  });

  it("keeps colons, quotes, tabs and letters of any script, and drops other control characters", () => {
    expect(escapeText('Stade "Vélodrome": Ø\tç')).toBe('Stade "Vélodrome": Ø\tç');
    expect(escapeText("a\u0000b\u0007c\u007Fd")).toBe("abcd");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone and folds one of 76", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("keeps every physical line within 75 octets, the continuation's space included, and unfolds to the original", () => {
    const line = `SUMMARY:${"Borussia Mönchengladbach – Bayer 04 Leverkusen, ".repeat(6)}`;
    const folded = foldLine(line);
    for (const physical of folded.split("\r\n")) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .slice(1)
        .every((l) => l.startsWith(" ")),
    ).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it("never cuts inside a multi-byte character or a surrogate pair", () => {
    // 74 ASCII octets, then "ü" (2 octets) would end at 76: it moves to the next line whole.
    const umlaut = foldLine(`${"x".repeat(74)}ü`);
    expect(umlaut).toBe(`${"x".repeat(74)}\r\n ü`);
    // "⚽" is 3 octets, "🏆" 4 (a surrogate pair in JavaScript).
    const symbols = foldLine("⚽🏆".repeat(30));
    for (const physical of symbols.split("\r\n")) {
      expect(octets(physical)).toBeLessThanOrEqual(75);
      expect(physical).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    expect(unfold(symbols)).toBe("⚽🏆".repeat(30));
  });
});

describe("times", () => {
  it("writes UTC date-times in the basic form with a Z, whatever the process's zone", () => {
    expect(utcDateTime(new Date("2022-12-18T15:00:00Z"))).toBe("20221218T150000Z");
    expect(utcDateTime(new Date("2022-12-18T16:00:00+01:00"))).toBe("20221218T150000Z");
    expect(utcDateTime(new Date("2025-05-17T13:30:45.999Z"))).toBe("20250517T133045Z");
    expect(() => utcDateTime(new Date("not a date"))).toThrow(RangeError);
  });

  it("writes durations in hours when whole, else minutes", () => {
    expect(minutesDuration(60)).toBe("PT1H");
    expect(minutesDuration(120)).toBe("PT2H");
    expect(minutesDuration(90)).toBe("PT90M");
    expect(() => minutesDuration(0)).toThrow(RangeError);
  });
});

describe("writeCalendar", () => {
  const calendar = {
    productId: "-//Matchpuls//Match calendar//DE",
    name: "Argentinien – Spielplan, Ergebnisse",
    description: "Alle Spiele; mit Ergebnis",
    url: "https://matchpuls.example/teams/argentinien",
    source: "https://matchpuls.example/teams/argentinien/kalender.ics",
    refreshMinutes: 60,
    events: [event(), event({ uid: "match-10063@matchpuls.example", summary: "Kroatien – Marokko", location: "Khalifa International Stadium, Ar-Rayyan" })],
  };
  const text = writeCalendar(calendar);

  it("ends every line, the last included, with CRLF, and has no bare LF or CR", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of physicalLines(text)) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("writes the calendar's name, refresh interval and each event's properties, text escaped", () => {
    const lines = physicalLines(unfold(text));
    expect(lines.slice(0, 4)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Matchpuls//Match calendar//DE", "CALSCALE:GREGORIAN"]);
    expect(lines).toContain("X-WR-CALNAME:Argentinien – Spielplan\\, Ergebnisse");
    expect(lines).toContain("NAME:Argentinien – Spielplan\\, Ergebnisse");
    expect(lines).toContain("X-WR-CALDESC:Alle Spiele\\; mit Ergebnis");
    expect(lines).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    expect(lines).toContain("X-PUBLISHED-TTL:PT1H");
    expect(lines).toContain("SOURCE;VALUE=URI:https://matchpuls.example/teams/argentinien/kalender.ics");
    expect(lines).not.toContain("METHOD:PUBLISH");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines).toContain("DTSTART:20221218T150000Z");
    expect(lines).toContain("DTEND:20221218T170000Z");
    expect(lines).toContain("DTSTAMP:20221218T170000Z");
    expect(lines).toContain("SUMMARY:Argentinien 3:3 Frankreich (n. V.\\, 4:2 i. E.)");
    expect(lines).toContain("LOCATION:Khalifa International Stadium\\, Ar-Rayyan");
    expect(lines).toContain("UID:match-10064@matchpuls.example");
  });

  it("writes the same text for the same calendar: nothing in it depends on when it is written", () => {
    expect(writeCalendar(calendar)).toBe(text);
  });
});
