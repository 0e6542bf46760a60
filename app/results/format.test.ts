import { describe, expect, it } from "vitest";
import { getMessages } from "../i18n/messages/index.server.ts";
import { finalScore, formatKickoff, formatMatchDate, minuteText, scoreText, signedNumber, statusLabel } from "./format.ts";
import type { Match } from "./schemas.ts";

const de = getMessages("de");
const en = getMessages("en");
const it_ = getMessages("it");

type ScoreOnly = Pick<Match, "score" | "status">;
const match = (score: Partial<Match["score"]>, status: Match["status"] = "finished"): ScoreOnly => ({
  status,
  score: { ht: null, ft: null, et: null, penalties: null, ...score },
});

describe("kick-off formatting (Europe/Berlin)", () => {
  // 2025-05-24 18:00 UTC is 20:00 in Berlin (summer time); 2022-12-18 15:00 UTC is 16:00 (winter).
  it("abbreviates weekday and month and adds the clock suffix in German", () => {
    expect(formatKickoff("2025-05-24T18:00:00.000Z", "de", de)).toBe("Sa., 24. Mai 2025, 20:00 Uhr");
    expect(formatKickoff("2022-12-18T15:00:00.000Z", "de", de)).toBe("So., 18. Dez. 2022, 16:00 Uhr");
  });

  it("formats English and Italian without a clock suffix", () => {
    expect(formatKickoff("2025-05-24T18:00:00.000Z", "en", en)).toBe("Sat, 24 May 2025, 20:00");
    expect(formatKickoff("2025-05-24T18:00:00.000Z", "it", it_)).toBe("sab 24 mag 2025, 20:00");
  });

  it("dates a late kick-off on the Berlin calendar day", () => {
    expect(formatMatchDate("2026-06-17T23:30:00.000Z", "en")).toBe("Thu, 18 Jun 2026");
  });
});

describe("scores and labels", () => {
  it("shows the result after extra time where there was one", () => {
    expect(scoreText(match({ ft: { home: 2, away: 2 }, et: { home: 3, away: 3 } }))).toBe("3:3");
    expect(scoreText(match({ ft: { home: 1, away: 0 } }))).toBe("1:0");
    expect(scoreText(match({}, "scheduled"))).toBe("–:–");
    expect(finalScore(match({}, "scheduled"))).toBeNull();
  });

  it("labels extra time, penalties and the spec's statuses per language", () => {
    expect(statusLabel(match({ ft: { home: 1, away: 1 }, et: { home: 2, away: 1 } }), de)).toBe("n. V.");
    expect(statusLabel(match({ ft: { home: 0, away: 0 }, et: { home: 0, away: 0 }, penalties: { home: 4, away: 2 } }), de)).toBe("i. E. 4:2");
    expect(statusLabel(match({ ft: { home: 0, away: 0 }, et: { home: 0, away: 0 }, penalties: { home: 4, away: 2 } }), en)).toBe("pens 4:2");
    expect(statusLabel(match({}, "canceled"), de)).toBe("abgesagt");
    expect(statusLabel(match({}, "postponed"), en)).toBe("postponed");
    expect(statusLabel(match({}, "called_off"), it_)).toBe("sospesa");
    expect(statusLabel(match({ ft: { home: 2, away: 0 } }, "awarded"), de)).toBe("gewertet");
    expect(statusLabel(match({ ft: { home: 2, away: 0 } }), de)).toBeUndefined();
  });

  it("writes goal minutes with stoppage time and signed differences", () => {
    expect(minuteText({ minute: 90, stoppage: 4 })).toBe("90+4'");
    expect(minuteText({ minute: 17, stoppage: null })).toBe("17'");
    expect(signedNumber(67, "de")).toBe("+67");
    expect(signedNumber(-34, "en")).toBe("−34");
    expect(signedNumber(0, "it")).toBe("0");
  });
});
