import type { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import { MatchDetailsResponseSchema, MatchesResponseSchema } from "#contract/schemas.ts";
import { useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { openDatabase } from "./database.server.ts";
import { fixedClock } from "./replay-clock.ts";
import { ResultsStore } from "./results-store.server.ts";

/**
 * The embedded backend with a replay clock, on the real data (data/openfootball): matches before,
 * during and after kick-off, and the tables, scorers and rounds computed as of the clock. The
 * expected values are the matches' facts (goal minutes, half-time scores), not computed here.
 */

let db: DatabaseSync;
let recorded: ResultsStore;
const dataDir = useTemporaryDataDir();

beforeAll(() => {
  db = openDatabase(dataDir());
  recorded = new ResultsStore(db);
});

const WORLD_CUP_2022 = 10;
const BUNDESLIGA = 1;
/** Argentina – France, 18 December 2022, 18:00 in Lusail (15:00 UTC): 2:0 at half-time (Messi 23' pen., Di María 36'), Mbappé 80' pen. and 81', 3:3 a.e.t., 4:2 on penalties. */
const FINAL = { id: 10064, kickoff: "2022-12-18T15:00:00.000Z" };

const storeAt = (iso: string | number) => new ResultsStore(db, { clock: fixedClock(new Date(iso)) });
const minutesAfter = (iso: string, minutes: number) => Date.parse(iso) + minutes * 60_000;

describe("the 2022 World Cup final, replayed", () => {
  const finalAt = (minutes: number) => storeAt(minutesAfter(FINAL.kickoff, minutes)).matchDetails(WORLD_CUP_2022, FINAL.id, "en").data;

  it("is scheduled without a score before kick-off", () => {
    const { match, goals, goals_available } = finalAt(-1);
    expect(match.status).toBe("scheduled");
    expect(match.score).toEqual({ ht: null, ft: null, et: null, penalties: null });
    expect(match.winner).toBeNull();
    expect(match).not.toHaveProperty("live");
    expect(goals).toEqual([]);
    expect(goals_available).toBe(true);
  });

  it("is 2:0 at half-time, after Messi's penalty and Di María's goal", () => {
    const { match, goals } = finalAt(50);
    expect(match.status).toBe("half_time");
    expect(match.live).toEqual({ period: "half_time", minute: null, stoppage: null });
    expect(match.score).toEqual({ ht: { home: 2, away: 0 }, ft: { home: 2, away: 0 }, et: null, penalties: null });
    expect(goals.map((g) => `${g.scorer} ${g.minute}`)).toEqual(["Lionel Messi 23", "Ángel Di María 36"]);
  });

  it("is live in the second half at 2:2 105 minutes after kick-off, Mbappé having scored in the 80th and 81st minute", () => {
    const { match, goals } = finalAt(105);
    expect(match.status).toBe("live");
    expect(match.live?.period).toBe("second_half");
    // 45+2 first half and 15 half-time: the second half began 62 minutes after kick-off, so this is its 44th minute.
    expect(match.live).toEqual({ period: "second_half", minute: 89, stoppage: null });
    expect(match.score).toEqual({ ht: { home: 2, away: 0 }, ft: { home: 2, away: 2 }, et: null, penalties: null });
    expect(match.winner).toBeNull();
    expect(goals.map((g) => `${g.scorer} ${g.minute}`)).toEqual(["Lionel Messi 23", "Ángel Di María 36", "Kylian Mbappé 80", "Kylian Mbappé 81"]);
    expect(() => MatchDetailsResponseSchema.parse({ data: finalAt(105) })).not.toThrow();
  });

  it("is 2:1 in the 80th minute, after Mbappé's penalty only", () => {
    // 62 minutes to the second half's start, +34: the clock enters the 80th minute.
    expect(finalAt(96).match.score.ft).toEqual({ home: 2, away: 1 });
    expect(finalAt(96).match.live).toMatchObject({ minute: 80 });
    expect(finalAt(95).match.score.ft).toEqual({ home: 2, away: 0 });
  });

  it("plays extra time and the shoot-out, then stands as recorded", () => {
    // Normal time 45+2, 15, 45+5 = 112 minutes; a 5-minute break; extra time 15+1, 1, 15+1; the shoot-out.
    expect(finalAt(114)).toMatchObject({ match: { status: "live", live: { period: "extra_time_break" } } });
    const messi = finalAt(117 + 17 + 2); // the 108th minute: 2 minutes into the second half of extra time
    expect(messi.match.live).toEqual({ period: "extra_time_second", minute: 108, stoppage: null });
    expect(messi.match.score.et).toEqual({ home: 3, away: 2 });
    const shootout = finalAt(155).match;
    expect(shootout).toMatchObject({ status: "live", live: { period: "penalties" }, winner: null });
    expect(shootout.score).toEqual({ ht: { home: 2, away: 0 }, ft: { home: 2, away: 2 }, et: { home: 3, away: 3 }, penalties: null });
    // The shoot-out began 150 minutes after kick-off: its count runs, kick by kick, to the recorded 4:2.
    expect(finalAt(150).match.live?.penalties).toEqual({ home: 0, away: 0 });
    expect(finalAt(151).match.live?.penalties).toEqual({ home: 1, away: 0 });
    expect(shootout.live?.penalties).toEqual({ home: 3, away: 2 });
    expect(finalAt(159).match.live?.penalties).toEqual({ home: 4, away: 2 });
    expect(() => MatchDetailsResponseSchema.parse({ data: finalAt(155) })).not.toThrow();
    expect(finalAt(140).match.live).not.toHaveProperty("penalties");
    const after = finalAt(160);
    expect(after).toEqual(recorded.matchDetails(WORLD_CUP_2022, FINAL.id, "en").data);
    expect(after.match).toMatchObject({ status: "finished", winner: "home", score: { penalties: { home: 4, away: 2 } } });
  });

  it("shows a match in progress in the final's round and the round as under way", () => {
    const body = MatchesResponseSchema.parse(storeAt(minutesAfter(FINAL.kickoff, 105)).matches(WORLD_CUP_2022, "en"));
    expect(body.rounds[body.current_round - 1]!.name).toBe("Final");
    expect(body.data.map((m) => [m.id, m.status])).toEqual([[FINAL.id, "live"]]);
    expect(body.rounds_detailed.at(-1)).toMatchObject({ state: "in_progress", finished_count: 0 });
  });
});

describe("the 2022 World Cup as of a moment mid-tournament", () => {
  // Every first group match played (20–24 November), none of the second.
  const afterMatchdayOne = () => storeAt("2022-11-24T23:59:00Z");

  it("counts only the matches played by then in the tables", () => {
    const groups = afterMatchdayOne().table(WORLD_CUP_2022, "en").data;
    expect(groups).toHaveLength(8);
    for (const group of groups) expect(group.rows.map((r) => r.played)).toEqual([1, 1, 1, 1]);
    expect(groups[0]!.rows.map((r) => `${r.team.name} ${r.points}`)).toEqual(["Ecuador 3", "Netherlands 3", "Qatar 0", "Senegal 0"]);
    expect(groups[2]!.rows.find((r) => r.team.name === "Argentina")).toMatchObject({ points: 0, goals_for: 1, goals_against: 2 });
  });

  it("counts only the goals scored by then for the scorers", () => {
    const scorers = afterMatchdayOne().scorers(WORLD_CUP_2022, "en").data;
    const goalsOf = (name: string) => scorers.find((s) => s.name === name)?.goals;
    expect(goalsOf("Enner Valencia")).toBe(2);
    expect(goalsOf("Kylian Mbappé")).toBe(1);
    expect(goalsOf("Lionel Messi")).toBe(1);
    expect(goalsOf("Julián Álvarez")).toBeUndefined();
    // As recorded, at the end: Mbappé 8, Messi 7.
    expect(
      recorded
        .scorers(WORLD_CUP_2022, "en")
        .data.slice(0, 2)
        .map((s) => [s.name, s.goals]),
    ).toEqual([
      ["Kylian Mbappé", 8],
      ["Lionel Messi", 7],
    ]);
  });

  it("has the first group matchday as its current round, the knockout rounds still empty", () => {
    const body = afterMatchdayOne().matches(WORLD_CUP_2022, "en");
    expect(body.current_round).toBe(1);
    expect(body.rounds_detailed[0]).toMatchObject({ state: "completed", finished_count: 16 });
    expect(body.rounds_detailed.slice(1).every((r) => r.state === "not_started")).toBe(true);
    const knockout = afterMatchdayOne().knockout(WORLD_CUP_2022, "en").data.stages;
    expect(knockout.flatMap((s) => s.ties).every((t) => t.winner === null)).toBe(true);
  });

  it("counts a match in play at its current score in the live table: Qatar – Ecuador, 21st minute, 0:1", () => {
    const store = storeAt("2022-11-20T16:20:00Z");
    const opener = store.matchDetails(WORLD_CUP_2022, 10001, "en").data.match;
    expect(opener).toMatchObject({ status: "live", live: { period: "first_half", minute: 21 }, score: { ft: { home: 0, away: 1 } } });
    const groupA = store.table(WORLD_CUP_2022, "en").data[0]!.rows;
    expect(groupA.map((r) => `${r.team.name} ${r.played} ${r.points}`)).toEqual(["Ecuador 1 3", "Netherlands 0 0", "Senegal 0 0", "Qatar 1 0"]);
  });
});

describe("a Bundesliga match with half-time and full-time scores only", () => {
  // Borussia Mönchengladbach – Bayer 04 Leverkusen, 23 August 2024, 20:30: 0:2 at half-time, 2:3 at full time.
  const OPENER = { id: 1001, kickoff: "2024-08-23T18:30:00.000Z" };
  const openerAt = (minutes: number) => storeAt(minutesAfter(OPENER.kickoff, minutes)).matchDetails(BUNDESLIGA, OPENER.id, "de").data;

  it("is 0:0 until half-time, 0:2 from half-time, 2:3 at the final whistle", () => {
    expect(openerAt(30).match).toMatchObject({ status: "live", live: { minute: 31 }, score: { ht: null, ft: { home: 0, away: 0 } } });
    expect(openerAt(50).match).toMatchObject({ status: "half_time", score: { ht: { home: 0, away: 2 }, ft: { home: 0, away: 2 } } });
    expect(openerAt(105).match).toMatchObject({ status: "live", live: { period: "second_half", minute: 89 }, score: { ft: { home: 0, away: 2 } } });
    expect(openerAt(112).match).toMatchObject({ status: "finished", score: { ht: { home: 0, away: 2 }, ft: { home: 2, away: 3 } } });
    expect(openerAt(105).goals_available).toBe(false);
  });

  it("puts a Saturday afternoon's live matches into the current round and the live table", () => {
    // 15 March 2025, 16:30 in Germany: the 15:30 matches of the 26th matchday are at half-time.
    const store = storeAt("2025-03-15T15:30:00Z");
    const body = store.matches(BUNDESLIGA, "de");
    expect(body.rounds[body.current_round - 1]!.name).toBe("26. Spieltag");
    expect(body.data.filter((m) => m.status === "half_time")).toHaveLength(4);
    expect(body.data.filter((m) => m.status === "scheduled")).toHaveLength(4);
    expect(body.rounds_detailed[body.current_round - 1]).toMatchObject({ state: "in_progress", finished_count: 1 });
    const played = store.table(BUNDESLIGA, "de").data[0]!.rows.reduce((sum, r) => sum + r.played, 0);
    // 25 matchdays of 9 matches, the Friday match and the four at half-time, two teams each.
    expect(played).toBe((25 * 9 + 1 + 4) * 2);
    expect(store.standings(BUNDESLIGA, "de").data.round.matchday).toBe(26);
  });
});

describe("without a clock, or with one after every season, the answers are as recorded", () => {
  const late = () => storeAt("2030-01-01T00:00:00Z");

  it.each([
    ["matches", (s: ResultsStore) => s.matches(BUNDESLIGA, "de")],
    ["a round", (s: ResultsStore) => s.matches(WORLD_CUP_2022, "it", 7)],
    ["table", (s: ResultsStore) => s.table(WORLD_CUP_2022, "en")],
    ["scorers", (s: ResultsStore) => s.scorers(WORLD_CUP_2022, "de")],
    ["standings", (s: ResultsStore) => s.standings(BUNDESLIGA, "en")],
    ["match context", (s: ResultsStore) => s.matchContext(BUNDESLIGA, 1100, "de")],
    ["knockout", (s: ResultsStore) => s.knockout(6, "en")],
  ])("%s", (_, call) => {
    const answer = call(recorded);
    expect(call(late())).toEqual(answer);
    expect(JSON.stringify(answer)).not.toContain('"live"');
  });
});

describe("one moment per answer", () => {
  it("answers a call from one replayed minute even when the clock moves on meanwhile", () => {
    let now = minutesAfter(FINAL.kickoff, 95.5);
    const store = new ResultsStore(db, { clock: { now: () => now } });
    const scores = store.asOfOneMoment(() => {
      const before = store.matchDetails(WORLD_CUP_2022, FINAL.id, "en").data.match.score.ft;
      now += 60_000;
      return [before, store.matchDetails(WORLD_CUP_2022, FINAL.id, "en").data.match.score.ft];
    });
    expect(scores).toEqual([
      { home: 2, away: 0 },
      { home: 2, away: 0 },
    ]);
    expect(store.matchDetails(WORLD_CUP_2022, FINAL.id, "en").data.match.score.ft).toEqual({ home: 2, away: 1 });
    expect(store.moment()).toBe(Math.floor(now / 60_000));
    expect(recorded.moment()).toBeNull();
  });
});
