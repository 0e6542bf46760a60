import { describe, expect, it } from "vitest";
import { scoreAfterNinety } from "#app/features/results/match/MatchScoreboard.tsx";
import { HOME_TIME_ZONE } from "#app/i18n/dates.ts";
import { getMessages } from "#app/i18n/messages/index.server.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { Match } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { testServices } from "#tests/support/services.ts";
import {
  finalScore,
  formatKickoffTime,
  formatMatchDate,
  formatMatchMinute,
  liveStatus,
  liveStatusText,
  matchDayKey,
  pairText,
  resultText,
  scoreFromSide,
  scoreText,
  shortStatusLabel,
  signedNumber,
  statusLabel,
} from "./format.ts";

const de = getMessages("de");
const en = getMessages("en");
const it_ = getMessages("it");

type ScoreOnly = Pick<Match, "score" | "status">;
const match = (score: Partial<Match["score"]>, status: Match["status"] = "finished"): ScoreOnly => ({
  status,
  score: { ht: null, ft: null, et: null, penalties: null, ...score },
});

/** "Sa., 24. Mai 2025, 20:00 MESZ": day and clock, as the match page's facts show them. */
const formatKickoff = (iso: string, language: Language, zone: string) => `${formatMatchDate(iso, language, zone)}, ${formatKickoffTime(iso, language, zone)}`;

describe("kick-off formatting: each language's home zone, with the zone's name", () => {
  // 2025-05-24 18:00 UTC is summer time (20:00 in Berlin and Rome, 19:00 in London);
  // 2022-12-18 15:00 UTC is standard time (16:00 in Berlin and Rome, 15:00 in London).
  const summer = "2025-05-24T18:00:00.000Z";
  const winter = "2022-12-18T15:00:00.000Z";

  it("writes German kick-offs in Berlin time as MESZ in summer and MEZ in winter, without the clock suffix", () => {
    expect(formatKickoff(summer, "de", HOME_TIME_ZONE.de)).toBe("Sa., 24. Mai 2025, 20:00 MESZ");
    expect(formatKickoff(winter, "de", HOME_TIME_ZONE.de)).toBe("So., 18. Dez. 2022, 16:00 MEZ");
  });

  it("writes English kick-offs in London time as BST in summer and GMT in winter", () => {
    expect(formatKickoff(summer, "en", HOME_TIME_ZONE.en)).toBe("Sat, 24 May 2025, 19:00 BST");
    expect(formatKickoff(winter, "en", HOME_TIME_ZONE.en)).toBe("Sun, 18 Dec 2022, 15:00 GMT");
  });

  it("writes Italian kick-offs in Rome time as CEST in summer and CET in winter", () => {
    expect(formatKickoff(summer, "it", HOME_TIME_ZONE.it)).toBe("sab 24 mag 2025, 20:00 CEST");
    expect(formatKickoff(winter, "it", HOME_TIME_ZONE.it)).toBe("dom 18 dic 2022, 16:00 CET");
  });

  it("switches at the change to summer time: the same clock, an hour apart in UTC", () => {
    // Summer time in the EU begins on 2025-03-30 at 01:00 UTC.
    expect(formatKickoffTime("2025-03-30T00:30:00.000Z", "de", HOME_TIME_ZONE.de)).toBe("01:30 MEZ");
    expect(formatKickoffTime("2025-03-30T01:30:00.000Z", "de", HOME_TIME_ZONE.de)).toBe("03:30 MESZ");
    expect(formatKickoffTime("2025-03-30T01:30:00.000Z", "en", HOME_TIME_ZONE.en)).toBe("02:30 BST");
  });

  it("names a visitor's zone that has no short name in the language by its local abbreviation where English has one, else by its offset", () => {
    expect(formatKickoffTime(summer, "de", "America/New_York")).toBe("14:00 EDT");
    expect(formatKickoffTime(winter, "en", "America/New_York")).toBe("10:00 EST");
    expect(formatKickoffTime(summer, "it", "America/Los_Angeles")).toBe("11:00 PDT");
    expect(formatKickoffTime(summer, "de", "Europe/London")).toBe("19:00 BST");
    expect(formatKickoffTime(summer, "it", "Asia/Tokyo")).toBe("03:00 GMT+9");
    expect(formatKickoffTime(summer, "en", "Europe/Berlin")).toBe("20:00 CEST");
    expect(formatKickoffTime(winter, "de", "Europe/London")).toBe("15:00 GMT+0");
  });

  it("moves a late kick-off to the next day where the visitor's clock has passed midnight", () => {
    // 21:00 MEZ on Saturday 17 December is 05:00 on Sunday in Tokyo and 15:00 on Saturday in New York.
    const late = "2022-12-17T20:00:00.000Z";
    expect(formatKickoff(late, "de", HOME_TIME_ZONE.de)).toBe("Sa., 17. Dez. 2022, 21:00 MEZ");
    expect(formatKickoff(late, "en", "Asia/Tokyo")).toBe("Sun, 18 Dec 2022, 05:00 GMT+9");
    expect(formatKickoff(late, "it", "America/New_York")).toBe("sab 17 dic 2022, 15:00 EST");
    expect(matchDayKey(late, HOME_TIME_ZONE.de)).toBe("2022-12-17");
    expect(matchDayKey(late, "Asia/Tokyo")).toBe("2022-12-18");
    // …and an early one to the day before in the Americas.
    expect(matchDayKey("2022-12-18T03:00:00.000Z", HOME_TIME_ZONE.de)).toBe("2022-12-18");
    expect(matchDayKey("2022-12-18T03:00:00.000Z", "America/New_York")).toBe("2022-12-17");
    expect(formatMatchDate("2026-06-17T23:30:00.000Z", "en", HOME_TIME_ZONE.en)).toBe("Thu, 18 Jun 2026");
    expect(formatMatchDate("2026-06-17T23:30:00.000Z", "en", "America/New_York")).toBe("Wed, 17 Jun 2026");
  });
});

describe("scores and labels", () => {
  it("writes a score as each language does: 3:3 in German, 3-3 in English and Italian", () => {
    const drawn = match({ ft: { home: 2, away: 2 }, et: { home: 3, away: 3 } });
    expect(scoreText(drawn, "de")).toBe("3:3");
    expect(scoreText(drawn, "en")).toBe("3-3");
    expect(scoreText(drawn, "it")).toBe("3-3");
    expect(pairText({ home: 1, away: 0 }, "de")).toBe("1:0");
    expect(pairText({ home: 1, away: 0 }, "en")).toBe("1-0");
    expect(scoreText(match({}, "scheduled"), "de")).toBe("–:–");
    expect(scoreText(match({}, "scheduled"), "en")).toBe("–:–");
    expect(finalScore(match({}, "scheduled"))).toBeNull();
  });

  it("shows the result after extra time where there was one", () => {
    expect(scoreText(match({ ft: { home: 1, away: 1 }, et: { home: 2, away: 1 } }), "de")).toBe("2:1");
    expect(scoreText(match({ ft: { home: 1, away: 0 } }), "it")).toBe("1-0");
  });

  it("labels extra time and penalties per language, the shoot-out written like a score", () => {
    const shootout = match({ ft: { home: 0, away: 0 }, et: { home: 0, away: 0 }, penalties: { home: 4, away: 2 } });
    expect(statusLabel(match({ ft: { home: 1, away: 1 }, et: { home: 2, away: 1 } }), "de", de)).toBe("n. V.");
    expect(statusLabel(shootout, "de", de)).toBe("n. V., 4:2 i. E.");
    expect(statusLabel(shootout, "en", en)).toBe("a.e.t., 4-2 on pens");
    expect(statusLabel(shootout, "it", it_)).toBe("d.t.s., 4-2 d.c.r.");
    expect(resultText(match({ ft: { home: 1, away: 1 }, et: { home: 2, away: 1 } }), "en", en)).toBe("2-1 a.e.t.");
    // A shoot-out straight after 90 minutes (no extra time) follows the score after a comma.
    expect(resultText(match({ ft: { home: 1, away: 1 }, penalties: { home: 5, away: 4 } }), "de", de)).toBe("1:1, 5:4 i. E.");
    expect(resultText(match({ ft: { home: 1, away: 1 }, penalties: { home: 5, away: 4 } }), "en", en)).toBe("1-1, 5-4 on pens");
    expect(statusLabel(match({ ft: { home: 2, away: 0 } }), "de", de)).toBeUndefined();
    expect(resultText(match({ ft: { home: 2, away: 0 } }), "en", en)).toBe("2-0");
  });

  it("names the statuses in words", () => {
    expect(statusLabel(match({}, "canceled"), "de", de)).toBe("abgesagt");
    expect(statusLabel(match({}, "canceled"), "en", en)).toBe("cancelled");
    expect(statusLabel(match({}, "postponed"), "de", de)).toBe("verlegt");
    expect(statusLabel(match({}, "postponed"), "en", en)).toBe("postponed");
    expect(statusLabel(match({}, "postponed"), "it", it_)).toBe("rinviata");
    expect(statusLabel(match({}, "called_off"), "de", de)).toBe("abgebrochen");
    expect(statusLabel(match({}, "called_off"), "en", en)).toBe("abandoned");
    expect(statusLabel(match({}, "called_off"), "it", it_)).toBe("sospesa");
    expect(resultText(match({}, "postponed"), "de", de)).toBe("verlegt");
    expect(resultText(match({ ft: { home: 1, away: 0 } }, "called_off"), "en", en)).toBe("1-0 abandoned");
  });

  it("writes an awarded result with its word: Union Berlin – Bochum 2024/25, awarded 0:2", async () => {
    const matches = await testServices().results("de", new Headers()).getMatches(1, 13); // round id 13: the 14th matchday
    const awarded = matches.data.find((m) => m.status === "awarded")!;
    expect(awarded.home.name).toBe("1. FC Union Berlin");
    expect(resultText(awarded, "de", de)).toBe("0:2 gewertet");
    expect(resultText(awarded, "en", en)).toBe("0-2 awarded");
    expect(resultText(awarded, "it", it_)).toBe("0-2 a tavolino");
  });

  it("reads the World Cup 2022 final from the data: 3:3 n. V., 4:2 i. E.", async () => {
    const results = (language: "de" | "en" | "it") => testServices().results(language, new Headers());
    const final = (await results("de").getMatchDetails(10, 10064)).match;
    expect(`${final.home.name} – ${final.away.name}`).toBe("Argentinien – Frankreich");
    expect(resultText(final, "de", de)).toBe("3:3 n. V., 4:2 i. E.");
    expect(resultText((await results("en").getMatchDetails(10, 10064)).match, "en", en)).toBe("3-3 a.e.t., 4-2 on pens");
    expect(resultText((await results("it").getMatchDetails(10, 10064)).match, "it", it_)).toBe("3-3 d.t.s., 4-2 d.c.r.");
    expect(scoreText(final, "de")).toBe("3:3");
  });

  it("writes goal minutes with stoppage time and signed differences", () => {
    expect(formatMatchMinute({ minute: 90, stoppage: 4 })).toBe("90+4'");
    expect(formatMatchMinute({ minute: 17, stoppage: null })).toBe("17'");
    expect(signedNumber(67, "de")).toBe("+67");
    expect(signedNumber(-34, "en")).toBe("−34");
    expect(signedNumber(0, "it")).toBe("0");
  });

  it("turns a score to the away team's side, shoot-out included", () => {
    const score = { ht: { home: 1, away: 0 }, ft: { home: 2, away: 2 }, et: { home: 3, away: 3 }, penalties: { home: 4, away: 2 } };
    expect(scoreFromSide(score, "home")).toBe(score);
    expect(scoreFromSide(score, "away")).toEqual({
      ht: { home: 0, away: 1 },
      ft: { home: 2, away: 2 },
      et: { home: 3, away: 3 },
      penalties: { home: 2, away: 4 },
    });
  });
});

describe("a match in play", () => {
  type InPlay = Pick<Match, "score" | "status" | "live">;
  const inPlay = (status: "live" | "half_time", live: Match["live"], score: Partial<Match["score"]>): InPlay => ({
    status,
    live,
    score: { ht: null, ft: null, et: null, penalties: null, ...score },
  });

  it("writes the minute as football does: 67', 45+2', 90+11', 120+1'", () => {
    expect(formatMatchMinute({ minute: 67, stoppage: null })).toBe("67'");
    expect(formatMatchMinute({ minute: 45, stoppage: 2 })).toBe("45+2'");
    expect(formatMatchMinute({ minute: 90, stoppage: 11 })).toBe("90+11'");
    expect(formatMatchMinute({ minute: 120, stoppage: 1 })).toBe("120+1'");
    // A backend writing 0 for "no stoppage" means the same as null.
    expect(formatMatchMinute({ minute: 45, stoppage: 0 })).toBe("45'");
  });

  it("shows its minute beside the current score, never a decided-by label", () => {
    const secondHalf = inPlay("live", { period: "second_half", minute: 89, stoppage: null }, { ht: { home: 2, away: 0 }, ft: { home: 2, away: 2 } });
    expect(statusLabel(secondHalf, "de", de)).toBe("89'");
    expect(resultText(secondHalf, "de", de)).toBe("2:2, Live 89'");
    expect(resultText(secondHalf, "en", en)).toBe("2-2, Live 89'");
    const stoppage = inPlay("live", { period: "first_half", minute: 45, stoppage: 2 }, { ft: { home: 1, away: 0 } });
    expect(statusLabel(stoppage, "it", it_)).toBe("45+2'");
    // During extra time the score already holds `et`: it is not "n. V." until the final whistle.
    const extraTime = inPlay("live", { period: "extra_time_second", minute: 108, stoppage: null }, { ft: { home: 2, away: 2 }, et: { home: 3, away: 2 } });
    expect(statusLabel(extraTime, "de", de)).toBe("108'");
    expect(resultText(extraTime, "de", de)).toBe("3:2, Verlängerung 108'");
  });

  it("says extra time, the break before it and the shoot-out's running count in each language, with the score after 90 minutes", () => {
    const extraTime = inPlay(
      "live",
      { period: "extra_time_second", minute: 110, stoppage: null },
      { ht: { home: 2, away: 0 }, ft: { home: 1, away: 1 }, et: { home: 1, away: 1 } },
    );
    const text = (m: InPlay, language: Language, messages: typeof de) => liveStatusText(liveStatus(m, messages)!, language);
    expect([text(extraTime, "de", de), text(extraTime, "en", en), text(extraTime, "it", it_)]).toEqual([
      "Verlängerung 110'",
      "Extra time 110'",
      "Tempi supplementari 110'",
    ]);
    expect(scoreAfterNinety(extraTime)).toEqual({ home: 1, away: 1 });
    const afterNinety = (messages: typeof de, language: Language) =>
      fillTemplate(messages.results.matchPage.afterNinety, { score: pairText(scoreAfterNinety(extraTime)!, language) });
    expect([afterNinety(de, "de"), afterNinety(en, "en"), afterNinety(it_, "it")]).toEqual(["nach 90 Min. 1:1", "after 90 min 1-1", "al 90' 1-1"]);

    const before = inPlay("live", { period: "extra_time_break", minute: null, stoppage: null }, { ht: { home: 1, away: 0 }, ft: { home: 1, away: 1 } });
    expect([text(before, "de", de), text(before, "en", en), text(before, "it", it_)]).toEqual([
      "Pause vor der Verlängerung",
      "Break before extra time",
      "Pausa prima dei supplementari",
    ]);
    // Its score is the one after 90 minutes already: the half-time score stays under it.
    expect(scoreAfterNinety(before)).toBeUndefined();
    const changeOfEnds = inPlay("live", { period: "extra_time_break", minute: null, stoppage: null }, { ft: { home: 1, away: 1 }, et: { home: 2, away: 1 } });
    expect([text(changeOfEnds, "de", de), text(changeOfEnds, "en", en), text(changeOfEnds, "it", it_)]).toEqual(["Pause", "Break", "Pausa"]);
    expect(scoreAfterNinety(changeOfEnds)).toEqual({ home: 1, away: 1 });

    const shootout = inPlay(
      "live",
      { period: "penalties", minute: null, stoppage: null, penalties: { home: 3, away: 2 } },
      { ft: { home: 2, away: 2 }, et: { home: 3, away: 3 } },
    );
    expect([text(shootout, "de", de), text(shootout, "en", en), text(shootout, "it", it_)]).toEqual(["Elfmeterschießen 3:2", "Penalties 3-2", "Rigori 3-2"]);
    expect(statusLabel(shootout, "de", de)).toBe("Elfmeterschießen 3:2");
    expect(resultText(shootout, "en", en)).toBe("3-3, Penalties 3-2");
    expect(scoreAfterNinety(shootout)).toEqual({ home: 2, away: 2 });
    // In normal time nothing is said of 90 minutes.
    expect(scoreAfterNinety(inPlay("live", { period: "second_half", minute: 80, stoppage: null }, { ft: { home: 1, away: 1 } }))).toBeUndefined();
  });

  it("names the phases without a running clock in each language", () => {
    const halfTime = inPlay("half_time", { period: "half_time", minute: null, stoppage: null }, { ht: { home: 2, away: 0 }, ft: { home: 2, away: 0 } });
    expect(statusLabel(halfTime, "de", de)).toBe("Halbzeit");
    expect(statusLabel(halfTime, "en", en)).toBe("Half-time");
    expect(statusLabel(halfTime, "it", it_)).toBe("Intervallo");
    expect(resultText(halfTime, "it", it_)).toBe("2-0, Intervallo");
    const shootout = inPlay("live", { period: "penalties", minute: null, stoppage: null }, { ft: { home: 2, away: 2 }, et: { home: 3, away: 3 } });
    expect(statusLabel(shootout, "de", de)).toBe("Elfmeterschießen");
    expect(statusLabel(shootout, "en", en)).toBe("Penalties");
    expect(statusLabel(shootout, "it", it_)).toBe("Rigori");
    const breakBeforeExtraTime = inPlay("live", { period: "extra_time_break", minute: null, stoppage: null }, { ft: { home: 2, away: 2 } });
    expect(statusLabel(breakBeforeExtraTime, "de", de)).toBe("Pause vor der Verlängerung");
  });

  it("gives a phone's match row the short form of a status wider than its column, and none where the status is short", () => {
    const short = (m: InPlay, messages: typeof de) => shortStatusLabel(m, messages);
    const halfTime = inPlay("half_time", { period: "half_time", minute: null, stoppage: null }, { ht: { home: 2, away: 0 }, ft: { home: 2, away: 0 } });
    expect([short(halfTime, de), short(halfTime, en), short(halfTime, it_)]).toEqual(["HZ", "HT", "Int."]);
    const shootout = inPlay("live", { period: "penalties", minute: null, stoppage: null }, { ft: { home: 2, away: 2 }, et: { home: 3, away: 3 } });
    expect([short(shootout, de), short(shootout, en), short(shootout, it_)]).toEqual(["i. E.", "Pens", "Rigori"]);
    const decided = { ...match({ ft: { home: 2, away: 2 }, et: { home: 3, away: 3 }, penalties: { home: 4, away: 2 } }), live: null };
    expect([short(decided, de), short(decided, en), short(decided, it_)]).toEqual(["i. E.", "pens", "d.c.r."]);
    const minute = inPlay("live", { period: "second_half", minute: 89, stoppage: null }, { ft: { home: 2, away: 2 } });
    const afterExtraTime = { ...match({ ft: { home: 1, away: 1 }, et: { home: 2, away: 1 } }), live: null };
    const breakBeforeExtraTime = inPlay("live", { period: "extra_time_break", minute: null, stoppage: null }, { ft: { home: 2, away: 2 } });
    for (const m of [minute, afterExtraTime]) expect(short(m, de)).toBeUndefined();
    expect([short(breakBeforeExtraTime, de), short(breakBeforeExtraTime, en), short(breakBeforeExtraTime, it_)]).toEqual(["Pause", "Break", "Pausa"]);
  });

  it("reads a backend that sends the status without the live fields: the word alone", () => {
    expect(statusLabel(inPlay("live", undefined, { ft: { home: 0, away: 1 } }), "de", de)).toBe("Live");
    expect(statusLabel(inPlay("half_time", null, { ft: { home: 0, away: 1 } }), "en", en)).toBe("Half-time");
    expect(liveStatus(match({ ft: { home: 1, away: 0 } }), de)).toBeUndefined();
  });
});
