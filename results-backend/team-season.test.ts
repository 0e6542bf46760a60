import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { TeamSeasonResponseSchema, TeamsResponseSchema, type TeamCompetitionSeason } from "#contract/schemas-team.ts";
import type { Match } from "#contract/schemas.ts";
import { useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { openDatabase } from "./database.server.ts";
import { NotFoundError, ResultsStore } from "./results-store.server.ts";
import { outcomeFor, teamCompetitionSeason } from "./team-season.ts";

/**
 * A team's season, computed from the real data (data/openfootball) and checked against the
 * published records of the 2024/25 season and the 2022 World Cup (values typed in, not computed).
 */

let store: ResultsStore;
const dataDir = useTemporaryDataDir();

beforeAll(() => {
  store = new ResultsStore(openDatabase(dataDir()));
});

const COMPETITION = { bundesliga: 1, dfbPokal: 3, cl: 6, wc2026: 8, euro2024: 9, wc2022: 10 };
/** Club aliases of the files merged into one team (data/teams.json); until then the DFB-Pokal names its own Leverkusen. */
const ALIASES_MERGED = existsSync(new URL("../data/teams.json", import.meta.url));

function teamNamed(pattern: RegExp, competitionId: number, language: "de" | "en" | "it" = "en") {
  const team = store.teamList(language).data.find((t) => pattern.test(t.name) && t.competition_ids.includes(competitionId));
  expect(team, `${pattern} in competition ${competitionId}`).toBeDefined();
  return team!;
}

function seasonIn(teamId: number, competitionId: number, language: "de" | "en" | "it" = "en"): TeamCompetitionSeason {
  const season = store.teamSeason(teamId, language).data.competitions.find((c) => c.competition_id === competitionId);
  expect(season).toBeDefined();
  return season!;
}

const opponentOf = (teamId: number, match: Match) => (match.home.id === teamId ? match.away.name : match.home.name);

describe("the list of teams", () => {
  it("holds every team once, with unique slugs in every language and its competitions in catalogue order", () => {
    for (const language of ["de", "en", "it"] as const) {
      const { data } = TeamsResponseSchema.parse(store.teamList(language));
      expect(data.length).toBeGreaterThan(150);
      expect(new Set(data.map((t) => t.slug)).size).toBe(data.length);
      expect(new Set(data.map((t) => t.id)).size).toBe(data.length);
      for (const team of data) expect(team.competition_ids).toEqual([...team.competition_ids].sort((a, b) => a - b));
    }
  });

  it("names national teams in the requested language, one id for all their tournaments", () => {
    const slugs = (["de", "en", "it"] as const).map((language) => teamNamed(/^(Deutschland|Germany|Germania)$/, COMPETITION.euro2024, language));
    expect(slugs.map((t) => t.slug)).toEqual(["deutschland", "germany", "germania"]);
    expect(new Set(slugs.map((t) => t.id)).size).toBe(1);
    expect(slugs[0]!.competition_ids).toEqual(expect.arrayContaining([COMPETITION.wc2026, COMPETITION.euro2024, COMPETITION.wc2022]));
  });
});

describe("Bayer 04 Leverkusen 2024/25", () => {
  const leverkusen = () => teamNamed(/Leverkusen/, COMPETITION.bundesliga);

  it("plays the Bundesliga and the Champions League (and the DFB-Pokal once the club's aliases are merged)", () => {
    const { data } = TeamSeasonResponseSchema.parse(store.teamSeason(leverkusen().id, "de"));
    const ids = data.competitions.map((c) => c.competition_id);
    expect(ids).toEqual(expect.arrayContaining([COMPETITION.bundesliga, COMPETITION.cl]));
    if (ALIASES_MERGED) expect(ids).toEqual([COMPETITION.bundesliga, COMPETITION.dfbPokal, COMPETITION.cl]);
    expect(data.team.id).toBe(leverkusen().id);
  });

  it("Bundesliga: 34 matches, 19 won, 12 drawn, 3 lost, 72:43 goals, 69 points, runners-up", () => {
    const season = seasonIn(leverkusen().id, COMPETITION.bundesliga);
    expect(season.matches).toHaveLength(34);
    expect(season.matches.map((m) => m.kickoff)).toEqual(season.matches.map((m) => m.kickoff).sort());
    expect(season.record.total).toEqual({ played: 34, won: 19, drawn: 12, lost: 3, goals_for: 72, goals_against: 43, points: 69 });
    // Home and away add up to the total; 17 of each in a double round robin.
    const { home, away, total } = season.record;
    expect(home.played).toBe(17);
    expect(away.played).toBe(17);
    for (const key of ["won", "drawn", "lost", "goals_for", "goals_against", "points"] as const) expect(home[key]! + away[key]!).toBe(total[key]);
    // Unbeaten away; its three defeats all came at home (RB Leipzig 2:3, Werder Bremen 0:2, Borussia Dortmund 2:4).
    expect(home).toEqual({ played: 17, won: 10, drawn: 4, lost: 3, goals_for: 36, goals_against: 22, points: 34 });
    expect(away).toEqual({ played: 17, won: 9, drawn: 8, lost: 0, goals_for: 36, goals_against: 21, points: 35 });
    expect(season.position).toEqual({ position: 2, team_count: 18, points: 69, group: null, final: true });
  });

  it("Bundesliga: its place after every matchday, from the table of matchdays 1 to n", () => {
    const season = seasonIn(leverkusen().id, COMPETITION.bundesliga);
    expect(season.positions.map((p) => p.matchday)).toEqual(Array.from({ length: 34 }, (_, i) => i + 1));
    expect(season.positions.every((p) => p.position >= 1 && p.position <= 18)).toBe(true);
    // After matchday 34 the table is the final one: second behind Bayern.
    expect(season.positions.at(-1)!.position).toBe(2);
    // Matchday 1: 3:2 at Mönchengladbach; Freiburg (3:1), Heidenheim and Dortmund (2:0 each) won by two,
    // and Bayern and Hoffenheim level on 3:2 come after it by name.
    expect(season.positions[0]!.position).toBe(4);
    // Matchday 2: the 2:3 at home to RB Leipzig.
    const second = season.matches.find(
      (m) => m.round_id === season.positions[1]!.round_id && (m.home.id === leverkusen().id || m.away.id === leverkusen().id),
    )!;
    expect([opponentOf(leverkusen().id, second), second.home.id === leverkusen().id, second.score.ft]).toEqual(["RB Leipzig", true, { home: 2, away: 3 }]);
    expect(season.positions[1]!.position).toBe(8);
    // From matchday 14 on it never left second place.
    expect(season.positions.findIndex((p) => p.position === 2)).toBe(3);
    expect(new Set(season.positions.slice(13).map((p) => p.position))).toEqual(new Set([2]));
  });

  it("Bundesliga: form is its last five decided matches, oldest first, ending with the 2:2 at Mainz", () => {
    const season = seasonIn(leverkusen().id, COMPETITION.bundesliga);
    const lastFive = season.matches.slice(-5);
    expect(season.form.map((f) => f.match_id)).toEqual(lastFive.map((m) => m.id));
    expect(season.form.map((f) => f.result)).toEqual(lastFive.map((m) => outcomeFor(leverkusen().id, m)));
    const last = lastFive.at(-1)!;
    expect([last.home.name, last.score.ft]).toEqual(["1. FSV Mainz 05", { home: 2, away: 2 }]);
    // St. Pauli 1:1, Augsburg 2:0, Freiburg 2:2, Dortmund 2:4, Mainz 2:2.
    expect(season.form.map((f) => f.result)).toEqual(["D", "W", "D", "L", "D"]);
  });

  it("Champions League: sixth of 36 in the league phase with 16 points, then out against Bayern in the round of 16", () => {
    const season = seasonIn(leverkusen().id, COMPETITION.cl);
    expect(season.matches).toHaveLength(10);
    expect(season.record.total).toEqual({ played: 10, won: 5, drawn: 1, lost: 4, goals_for: 15, goals_against: 12, points: 16 });
    expect(season.position).toMatchObject({ position: 6, team_count: 36, points: 16, final: true });
    expect(season.position!.group?.name).toBe("League phase");
    expect(season.positions.map((p) => p.matchday)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(season.positions.at(-1)!.position).toBe(6);
    expect(season.matches.slice(-2).map((m) => opponentOf(leverkusen().id, m))).toEqual(["FC Bayern München", "FC Bayern München"]);
    expect(season.form.map((f) => f.result).slice(-2)).toEqual(["L", "L"]);
  });
});

describe("Argentina at the 2022 World Cup", () => {
  const argentina = () => teamNamed(/^Argentina$/, COMPETITION.wc2022);

  it("its path: a defeat by Saudi Arabia, group winners, then the final won on penalties", () => {
    const season = seasonIn(argentina().id, COMPETITION.wc2022);
    expect(season.matches.map((m) => opponentOf(argentina().id, m))).toEqual([
      "Saudi Arabia",
      "Mexico",
      "Poland",
      "Australia",
      "Netherlands",
      "Croatia",
      "France",
    ]);
    expect(season.rounds.map((r) => r.name)).toEqual([
      "Group stage, Matchday 1",
      "Group stage, Matchday 2",
      "Group stage, Matchday 3",
      "Round of 16",
      "Quarter-finals",
      "Semi-finals",
      "Final",
    ]);
    const final = season.matches.at(-1)!;
    expect([final.score.et, final.score.penalties]).toEqual([
      { home: 3, away: 3 },
      { home: 4, away: 2 },
    ]);
    expect(final.winner).toBe(final.home.id === argentina().id ? "home" : "away");
  });

  it("counts the shoot-outs as draws in the record (as the official records do) but as won in the form: 4 won, 2 drawn, 1 lost, 15:8", () => {
    const season = seasonIn(argentina().id, COMPETITION.wc2022);
    expect(season.record.total).toMatchObject({ played: 7, won: 4, drawn: 2, lost: 1, goals_for: 15, goals_against: 8 });
    expect(season.form.map((f) => f.result)).toEqual(["W", "W", "W", "W", "W"]);
  });

  it("tops group C with 6 points and has no matchday positions (a tournament's group, not a league)", () => {
    const season = seasonIn(argentina().id, COMPETITION.wc2022);
    expect(season.position).toEqual({ position: 1, team_count: 4, points: 6, group: { name: "Group C", slug: "group-c" }, final: true });
    expect(season.positions).toEqual([]);
  });
});

describe("teamCompetitionSeason", () => {
  it("leaves open matches out of record and form, and gives a knockout cup no points and no position", () => {
    const team = (id: number) => ({ id, name: `Team ${id}`, slug: `team-${id}`, country_code: null });
    const match = (id: number, home: number, away: number, status: Match["status"], ft: [number, number] | null, winner: Match["winner"] = null): Match => ({
      id,
      slug: `team-${home}-team-${away}`,
      competition_id: 99,
      round_id: id,
      group: null,
      kickoff: `2025-0${id}-01T18:00:00.000Z`,
      status,
      home: team(home),
      away: team(away),
      score: { ht: null, ft: ft && { home: ft[0], away: ft[1] }, et: null, penalties: null },
      winner,
      venue: null,
    });
    const season = teamCompetitionSeason({
      teamId: 1,
      competition: { id: 99, kind: "cup", tiebreak: "goals", hasTable: false },
      rounds: [1, 2, 3].map((id) => ({ id, name: `Round ${id}`, slug: `round-${id}`, stage: "round_1" as const, matchday: null })),
      matches: [match(1, 1, 2, "finished", [2, 0], "home"), match(2, 3, 1, "awarded", [0, 2], "away"), match(3, 1, 4, "scheduled", null)],
      tables: [],
      teamName: (id) => `Team ${id}`,
    });
    expect(season.matches).toHaveLength(3);
    expect(season.record.total).toEqual({ played: 2, won: 2, drawn: 0, lost: 0, goals_for: 4, goals_against: 0, points: null });
    expect(season.record.away).toMatchObject({ played: 1, won: 1 });
    expect(season.form).toEqual([
      { match_id: 1, result: "W" },
      { match_id: 2, result: "W" },
    ]);
    expect(season.position).toBeNull();
    expect(season.positions).toEqual([]);
  });

  it("gives no place before the team's first match, when the table orders everyone by name", () => {
    const wc2026 = store.table(COMPETITION.wc2026, "en").data;
    const row = (played: number) => ({ ...wc2026[0]!.rows[0]!, played });
    const input = (played: number) => ({
      teamId: wc2026[0]!.rows[0]!.team.id,
      competition: { id: 99, kind: "league" as const, tiebreak: "goals" as const, hasTable: true },
      rounds: [],
      matches: [],
      tables: [{ name: null, slug: null, rows: [row(played)] }],
      teamName: String,
    });
    expect(teamCompetitionSeason(input(0)).position).toBeNull();
    expect(teamCompetitionSeason(input(1)).position).toMatchObject({ position: 1, team_count: 1 });
  });

  it("an unknown team is not found", () => {
    expect(() => store.teamSeason(999_999, "de")).toThrow(NotFoundError);
  });
});
