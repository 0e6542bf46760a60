import { beforeAll, describe, expect, it } from "vitest";
import { MatchContextResponseSchema, type MatchContext } from "#contract/schemas-match.ts";
import type { Match } from "#contract/schemas.ts";
import { useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { embeddedApi } from "#tests/support/services.ts";
import { openDatabase } from "./database.server.ts";
import { type ContextMatch, otherMatchesOfRound, otherMeetings, positionsBefore, recentForm } from "./match-context.ts";
import { NotFoundError, ResultsStore } from "./results-store.server.ts";

/**
 * The match context on the real 2024/25 and World Cup 2022 data. Expected values are the published
 * ones (tables before the last Bundesliga matchday, the season's fixtures), not computed here.
 */

let store: ResultsStore;
const dataDir = useTemporaryDataDir();

beforeAll(() => {
  store = new ResultsStore(openDatabase(dataDir()));
});

const BUNDESLIGA = 1;
const DFB_POKAL = 3;
const CHAMPIONS_LEAGUE = 6;
const WORLD_CUP_2022 = 10;

function findMatch(competitionId: number, home: string, away: string, roundId?: number): Match {
  const rounds = store.matches(competitionId, "de").rounds.map((r) => r.id);
  for (const id of roundId === undefined ? rounds : [roundId]) {
    const match = store.matches(competitionId, "de", id).data.find((m) => m.home.name === home && m.away.name === away);
    if (match) return match;
  }
  throw new Error(`${home} – ${away} not found`);
}

const context = (match: Match, language: "de" | "en" = "de"): MatchContext => store.matchContext(match.competition_id, match.id, language).data;
const score = (m: Match) => `${m.home.name} ${(m.score.et ?? m.score.ft)?.home}:${(m.score.et ?? m.score.ft)?.away} ${m.away.name}`;
/** "W Holstein Kiel–SC Freiburg": the result for `team` and the match's home and away team. */
const form = (entries: MatchContext["form"]["home"], team: string) =>
  entries.map((e) => `${e.result} ${e.side === "home" ? `${team}–${e.opponent.name}` : `${e.opponent.name}–${team}`}`);

describe("Bundesliga 2024/25, matchday 34: SC Freiburg – Eintracht Frankfurt (the match for third place)", () => {
  let match: Match;
  let ctx: MatchContext;
  beforeAll(() => {
    match = findMatch(BUNDESLIGA, "SC Freiburg", "Eintracht Frankfurt", 33);
    ctx = context(match);
  });

  it("answers a shape the API's schema accepts", () => {
    expect(() => MatchContextResponseSchema.parse(store.matchContext(BUNDESLIGA, match.id, "en"))).not.toThrow();
  });

  it("has both teams' positions and points before the last matchday: Frankfurt 3rd on 57, Freiburg 4th on 55", () => {
    expect(ctx.before).toEqual({
      team_count: 18,
      home: { position: 4, played: 33, points: 55, goal_difference: -2 },
      away: { position: 3, played: 33, points: 57, goal_difference: 20 },
    });
  });

  it("shows each team's last five league matches before it, oldest first", () => {
    expect(form(ctx.form.home, "SC Freiburg")).toEqual([
      "W Borussia Mönchengladbach–SC Freiburg",
      "W SC Freiburg–TSG 1899 Hoffenheim",
      "W VfL Wolfsburg–SC Freiburg",
      "D SC Freiburg–Bayer 04 Leverkusen",
      "W Holstein Kiel–SC Freiburg",
    ]);
    expect(form(ctx.form.away, "Eintracht Frankfurt")).toEqual([
      "W Eintracht Frankfurt–1. FC Heidenheim 1846",
      "D FC Augsburg–Eintracht Frankfurt",
      "W Eintracht Frankfurt–RB Leipzig",
      "D 1. FSV Mainz 05–Eintracht Frankfurt",
      "D Eintracht Frankfurt–FC St. Pauli 1910",
    ]);
    const last = ctx.form.home.at(-1)!;
    expect(last).toMatchObject({ side: "away", opponent: { name: "Holstein Kiel" }, score: { ft: { home: 1, away: 2 } } });
    expect(last.match_slug).toBe("holstein-kiel-sc-freiburg");
  });

  it("finds the reverse fixture (matchday 17, Frankfurt 4:1)", () => {
    expect(ctx.meetings.map((m) => [m.competition_id, m.round.name, score(m.match)])).toEqual([
      [BUNDESLIGA, "17. Spieltag", "Eintracht Frankfurt 4:1 SC Freiburg"],
    ]);
  });

  it("lists the other eight matches of the matchday", () => {
    expect(ctx.round_matches).toHaveLength(8);
    expect(ctx.round_matches.map((m) => m.id)).not.toContain(match.id);
    expect(ctx.round_matches.every((m) => m.round_id === match.round_id)).toBe(true);
    expect(ctx.round_matches.map(score)).toContain("TSG 1899 Hoffenheim 0:4 FC Bayern München");
  });
});

describe("FC Bayern München – Bayer 04 Leverkusen (matchday 5)", () => {
  it("finds every other meeting of the season in any competition: cup tie, reverse league fixture, both Champions League legs", () => {
    const ctx = context(findMatch(BUNDESLIGA, "FC Bayern München", "Bayer 04 Leverkusen"));
    expect(ctx.meetings.map((m) => [m.competition_id, m.round.name, score(m.match)])).toEqual([
      [DFB_POKAL, "Achtelfinale", "FC Bayern München 0:1 Bayer 04 Leverkusen"],
      [BUNDESLIGA, "22. Spieltag", "Bayer 04 Leverkusen 0:0 FC Bayern München"],
      [CHAMPIONS_LEAGUE, "Achtelfinale", "FC Bayern München 3:0 Bayer 04 Leverkusen"],
      [CHAMPIONS_LEAGUE, "Achtelfinale", "Bayer 04 Leverkusen 0:2 FC Bayern München"],
    ]);
    // Four league matches before it: the form is shorter than five.
    expect(ctx.form.home).toHaveLength(4);
    expect(ctx.before).toMatchObject({ home: { position: 1, played: 4, points: 12 }, away: { played: 4, points: 9 } });
  });

  it("has no positions before the first matchday, as nobody has played yet", () => {
    const opener = store.matches(BUNDESLIGA, "de", 0).data;
    for (const match of opener) expect(context(match).before).toBeNull();
  });
});

describe("FIFA World Cup 2022", () => {
  it("final: no table (a knockout match), both finalists' last five, no other meeting, no other match in the round", () => {
    const final = findMatch(WORLD_CUP_2022, "Argentinien", "Frankreich");
    const ctx = context(final);
    expect(ctx.before).toBeNull();
    // The quarter-final against the Netherlands (2:2 after extra time) was won on penalties.
    expect(form(ctx.form.home, "Argentinien")).toEqual([
      "W Argentinien–Mexiko",
      "W Polen–Argentinien",
      "W Argentinien–Australien",
      "W Niederlande–Argentinien",
      "W Argentinien–Kroatien",
    ]);
    expect(ctx.form.home[3]!.score).toMatchObject({ et: { home: 2, away: 2 }, penalties: { home: 3, away: 4 } });
    expect(form(ctx.form.away, "Frankreich")).toEqual([
      "W Frankreich–Dänemark",
      "L Tunesien–Frankreich",
      "W Frankreich–Polen",
      "W England–Frankreich",
      "W Frankreich–Marokko",
    ]);
    expect(ctx.meetings).toEqual([]);
    expect(ctx.round_matches).toEqual([]);
  });

  it("match for third place: Croatia and Morocco had met in the group stage", () => {
    const ctx = context(findMatch(WORLD_CUP_2022, "Kroatien", "Marokko"));
    expect(ctx.meetings.map((m) => [m.round.name, score(m.match)])).toEqual([["Gruppenphase, 1. Spieltag", "Marokko 0:0 Kroatien"]]);
  });

  it("group stage: the group's table before the second matchday; none while a team has not played", () => {
    const walesIran = findMatch(WORLD_CUP_2022, "Wales", "Iran");
    expect(context(walesIran).before).toEqual({
      team_count: 4,
      home: { position: 3, played: 1, points: 1, goal_difference: 0 },
      away: { position: 4, played: 1, points: 0, goal_difference: -4 },
    });
    // England – Iran was the group's first match, USA – Wales its second: nobody in it had played.
    expect(context(findMatch(WORLD_CUP_2022, "USA", "Wales")).before).toBeNull();
    expect(context(findMatch(WORLD_CUP_2022, "England", "Iran")).before).toBeNull();
  });
});

describe("unknown ids", () => {
  it("throws NotFoundError for an unknown competition or match, and for a match of another competition", () => {
    const bundesligaMatch = store.matches(BUNDESLIGA, "de", 0).data[0]!;
    expect(() => store.matchContext(999, bundesligaMatch.id, "de")).toThrow(NotFoundError);
    expect(() => store.matchContext(BUNDESLIGA, 99_999_999, "de")).toThrow(NotFoundError);
    expect(() => store.matchContext(WORLD_CUP_2022, bundesligaMatch.id, "de")).toThrow(NotFoundError);
  });

  it("the API answers 404 for them and 200 for a known match", async () => {
    const post = (path: string) =>
      embeddedApi(new Request(`http://localhost/api${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"lng":"en"}' }));
    expect((await post("/competitions/999/matches/10064/context")).status).toBe(404);
    expect((await post("/competitions/1/matches/10064/context")).status).toBe(404);
    const response = await post("/competitions/10/matches/10064/context");
    expect(response.status).toBe(200);
    expect(MatchContextResponseSchema.parse(await response.json()).data.form.home).toHaveLength(5);
  });
});

describe("the pure rules", () => {
  const game = (id: number, kickoff: string, home: string, away: string, result: [number, number] | null, extra: Partial<ContextMatch<string>> = {}) =>
    ({
      id,
      competitionId: 1,
      roundIndex: 0,
      kickoff,
      status: result ? "finished" : "scheduled",
      home,
      away,
      result: result && { home: result[0], away: result[1] },
      penalties: null,
      ...extra,
    }) satisfies ContextMatch<string>;

  it("counts only matches that kicked off earlier: simultaneous kick-offs are not before one another", () => {
    const matches = [
      game(1, "2025-01-01T14:00:00.000Z", "A", "B", [1, 0]),
      game(2, "2025-01-01T14:00:00.000Z", "C", "D", [0, 3]),
      game(3, "2025-01-08T14:00:00.000Z", "A", "C", [2, 2]),
      game(4, "2025-01-08T14:00:00.000Z", "B", "D", [0, 0]),
    ];
    expect(positionsBefore(matches[0]!, matches, "goals", (t) => t)).toBeNull();
    const before = positionsBefore(matches[2]!, matches, "goals", (t) => t)!;
    expect([before.home.position, before.home.points, before.away.position, before.away.points]).toEqual([2, 3, 4, 0]);
    expect(positionsBefore(matches[2]!, null, "goals", (t) => t)).toBeNull();
  });

  it("form: a shoot-out decides a drawn tie, abandoned and open matches do not count, the last five stay", () => {
    const matches = [
      game(1, "2025-01-01T14:00:00.000Z", "A", "B", [1, 1], { penalties: { home: 3, away: 5 } }),
      game(2, "2025-01-02T14:00:00.000Z", "C", "A", [1, 1]),
      game(3, "2025-01-03T14:00:00.000Z", "A", "D", [4, 0], { status: "called_off" }),
      game(4, "2025-01-04T14:00:00.000Z", "A", "E", [0, 2]),
      game(5, "2025-01-05T14:00:00.000Z", "F", "A", [0, 2]),
      game(6, "2025-01-06T14:00:00.000Z", "A", "G", [5, 0]),
      game(7, "2025-01-07T14:00:00.000Z", "A", "H", null),
      game(8, "2025-01-08T14:00:00.000Z", "A", "I", [1, 0]),
    ];
    const entries = recentForm("A", matches, "2025-01-08T14:00:00.000Z");
    expect(entries.map((e) => `${e.match.id}${e.side[0]}${e.result}`)).toEqual(["1hL", "2aD", "4hL", "5aW", "6hW"]);
    expect(recentForm("A", matches, "2025-01-08T14:00:00.000Z", 2).map((e) => e.match.id)).toEqual([5, 6]);
  });

  it("meetings in either order and the round's other matches, by kick-off", () => {
    const matches = [
      game(1, "2025-03-01T14:00:00.000Z", "A", "B", null, { competitionId: 2, roundIndex: 4 }),
      game(2, "2025-01-01T14:00:00.000Z", "B", "A", [1, 0]),
      game(3, "2025-02-01T14:00:00.000Z", "A", "B", [0, 0]),
      game(4, "2025-02-01T12:00:00.000Z", "C", "D", [0, 0]),
      game(5, "2025-02-01T16:00:00.000Z", "A", "C", [0, 0]),
    ];
    expect(otherMeetings(matches[2]!, matches).map((m) => m.id)).toEqual([2, 1]);
    expect(otherMatchesOfRound(matches[2]!, matches).map((m) => m.id)).toEqual([2, 4, 5]);
  });
});
