import { beforeAll, describe, expect, it } from "vitest";
import { type Standings, type StandingsRow, StandingsResponseSchema } from "#contract/schemas-standings.ts";
import { useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { openDatabase } from "./database.server.ts";
import { NotFoundError, ResultsStore } from "./results-store.server.ts";
import { computeStandings, currentTableRound, matchdayRounds, type StandingsInput, type StandingsMatch } from "./standings-views.ts";

const dataDir = useTemporaryDataDir();
let store: ResultsStore;

beforeAll(() => {
  store = new ResultsStore(openDatabase(dataDir()));
});

const BUNDESLIGA = 1;
const DFB_POKAL = 3;
const CHAMPIONS_LEAGUE = 6;
const WORLD_CUP_2022 = 10;

/** The answer as a client receives it: validated by the API's schema. */
const standings = (competitionId: number, roundId?: number, language: "de" | "en" | "it" = "en"): Standings =>
  StandingsResponseSchema.parse(JSON.parse(JSON.stringify(store.standings(competitionId, language, roundId)))).data;

const row = (rows: StandingsRow[], team: string) => rows.find((r) => r.team.name === team)!;
const formText = (r: StandingsRow) => r.form.map((f) => `${f.result} ${f.goals_for}:${f.goals_against} ${f.venue}`);

describe("Bundesliga 2024/25 standings (real data)", () => {
  it("the current table is the final table after matchday 34: FC Bayern München champions with 82 points", () => {
    const table = standings(BUNDESLIGA);
    expect(table.round).toMatchObject({ name: "Matchday 34", slug: "matchday-34", matchday: 34 });
    expect(table.final).toBe(true);
    expect(table.last_matchday).toBe(true);
    expect(table.matchdays.map((r) => r.matchday)).toEqual(Array.from({ length: 34 }, (_, i) => i + 1));
    expect(table.groups).toHaveLength(1);
    const [group] = table.groups;
    expect(group!.name).toBeNull();
    expect(group!.rows).toHaveLength(18);
    expect(group!.rows[0]).toMatchObject({ position: 1, team: { name: "FC Bayern München" }, played: 34, points: 82, goals_for: 99, goals_against: 32 });
  });

  it("marks places 1–4 Champions League, 5 Europa League, 6 Conference League play-off, 16 relegation play-off, 17–18 relegation", () => {
    const { groups, zones } = standings(BUNDESLIGA);
    expect(groups[0]!.rows.map((r) => r.zone)).toEqual([
      ...Array(4).fill("champions_league"),
      "europa_league",
      "conference_league_playoff",
      ...Array(9).fill(null),
      "relegation_playoff",
      "relegation",
      "relegation",
    ]);
    expect(groups[0]!.rows.slice(16).map((r) => r.team.name)).toEqual(["Holstein Kiel", "VfL Bochum 1848"]);
    expect(zones).toEqual([
      { kind: "champions_league", from: 1, to: 4 },
      { kind: "europa_league", from: 5, to: 5 },
      { kind: "conference_league_playoff", from: 6, to: 6 },
      { kind: "relegation_playoff", from: 16, to: 16 },
      { kind: "relegation", from: 17, to: 18 },
    ]);
  });

  it("gives FC Bayern München's last five results, oldest first: 4:0 at Heidenheim … 4:0 at Hoffenheim", () => {
    const bayern = row(standings(BUNDESLIGA).groups[0]!.rows, "FC Bayern München");
    expect(formText(bayern)).toEqual(["W 4:0 away", "W 3:0 home", "D 3:3 away", "W 2:0 home", "W 4:0 away"]);
    const lastMatch = store.matches(BUNDESLIGA, "en", 33).data.find((m) => m.home.name === "TSG 1899 Hoffenheim")!;
    expect(bayern.form.at(-1)).toMatchObject({ match_id: lastMatch.id, opponent_id: lastMatch.home.id });
  });

  it("after matchday 17 counts the first 17 matchdays: FC Bayern München 42 points ahead of Bayer 04 Leverkusen 38", () => {
    const matchday17 = standings(BUNDESLIGA).matchdays[16]!;
    const table = standings(BUNDESLIGA, matchday17.id);
    expect(table.round).toMatchObject({ id: matchday17.id, name: "Matchday 17", matchday: 17 });
    expect(table.final).toBe(true);
    expect(table.last_matchday).toBe(false);
    const rows = table.groups[0]!.rows;
    expect(rows.every((r) => r.played === 17)).toBe(true);
    expect(rows.slice(0, 3).map((r) => [r.team.name, r.points])).toEqual([
      ["FC Bayern München", 42],
      ["Bayer 04 Leverkusen", 38],
      ["Eintracht Frankfurt", 33],
    ]);
    // Form stops at the round: the last entry is a matchday-17 match.
    const matchday17Ids = new Set(store.matches(BUNDESLIGA, "en", matchday17.id).data.map((m) => m.id));
    for (const r of rows) expect(matchday17Ids.has(r.form.at(-1)!.match_id), r.team.name).toBe(true);
  });

  it("home and away tables add up to the table, and carry no zones", () => {
    const [group] = standings(BUNDESLIGA).groups;
    for (const r of group!.rows) {
      const home = row(group!.home!, r.team.name);
      const away = row(group!.away!, r.team.name);
      expect([home.played + away.played, home.points + away.points, home.goals_for + away.goals_for]).toEqual([r.played, r.points, r.goals_for]);
      expect(home.form.every((f) => f.venue === "home") && away.form.every((f) => f.venue === "away")).toBe(true);
    }
    expect(group!.home!.map((r) => r.position)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect([...group!.home!, ...group!.away!].every((r) => r.zone === null)).toBe(true);
    expect(group!.home![0]!.team.name).toBe("FC Bayern München");
  });

  it("names the round in the requested language", () => {
    expect(standings(BUNDESLIGA, undefined, "de").round).toMatchObject({ name: "34. Spieltag", slug: "34-spieltag" });
    expect(standings(BUNDESLIGA, undefined, "it").round).toMatchObject({ name: "34ª giornata" });
  });
});

describe("other competitions", () => {
  it("Champions League league phase: one table of 36, places 1–8 round of 16, 9–24 play-offs, 25–36 eliminated", () => {
    const table = standings(CHAMPIONS_LEAGUE);
    expect(table.round.matchday).toBe(8);
    expect(table.matchdays).toHaveLength(8);
    const [group] = table.groups;
    expect(group!.name).toBe("League phase");
    expect(group!.rows).toHaveLength(36);
    expect(group!.rows[0]!.team.name).toBe("Liverpool FC");
    expect(group!.rows.map((r) => r.zone)).toEqual([...Array(8).fill("round_of_16"), ...Array(16).fill("knockout_playoff"), ...Array(12).fill("eliminated")]);
    expect(table.zones.map((z) => [z.kind, z.from, z.to])).toEqual([
      ["round_of_16", 1, 8],
      ["knockout_playoff", 9, 24],
      ["eliminated", 25, 36],
    ]);
  });

  it("World Cup 2022: group tables mark the teams that reached the knockout stage, without home and away tables", () => {
    const table = standings(WORLD_CUP_2022);
    expect(table.round.matchday).toBe(3);
    expect(table.matchdays).toEqual([]);
    expect(table.groups).toHaveLength(8);
    const advanced = table.groups.flatMap((g) => g.rows.filter((r) => r.zone === "knockout_stage").map((r) => r.team.name));
    expect(advanced).toHaveLength(16);
    expect(advanced).toEqual(expect.arrayContaining(["Argentina", "France", "Morocco", "Japan"]));
    expect(advanced).not.toContain("Germany");
    expect(table.groups.every((g) => g.home === null && g.away === null)).toBe(true);
    expect(table.zones).toEqual([{ kind: "knockout_stage", from: null, to: null }]);
  });

  it("answers 404 for a competition without a table and for rounds that are not a league's or league phase's matchday", () => {
    expect(() => store.standings(DFB_POKAL, "en")).toThrow(NotFoundError);
    const knockoutRound = store.matches(CHAMPIONS_LEAGUE, "en").rounds_detailed.find((r) => r.stage === "final")!;
    expect(() => store.standings(CHAMPIONS_LEAGUE, "en", knockoutRound.id)).toThrow(NotFoundError);
    expect(() => store.standings(WORLD_CUP_2022, "en", 0)).toThrow(NotFoundError);
    expect(() => store.standings(BUNDESLIGA, "en", 99)).toThrow(NotFoundError);
  });
});

describe("computeStandings (constructed cases)", () => {
  let nextId = 1;
  const match = (roundIndex: number, home: string, away: string, score: [number, number] | null, kickoff: string, group: string | null = null) =>
    ({
      id: nextId++,
      roundIndex,
      group,
      kickoff: `2025-01-${kickoff}T15:30:00.000Z`,
      status: score ? "finished" : "postponed",
      home,
      away,
      result: score && { home: score[0], away: score[1] },
    }) satisfies StandingsMatch<string>;
  const league = (matches: StandingsMatch<string>[], zones?: StandingsInput<string>["zones"]): StandingsInput<string> => ({
    kind: "league",
    tiebreak: "goals",
    rounds: [0, 1, 2].map((index) => ({ index, stage: "regular_season", matchday: index + 1 })),
    matches,
    zones,
    teamName: (team) => team,
  });

  it("counts a match from its matchday on, whenever it was played, and orders form by kick-off", () => {
    // A's matchday-1 match was played after matchday 2.
    const input = league([
      match(0, "A", "B", [1, 0], "20"),
      match(0, "C", "D", [0, 0], "05"),
      match(1, "A", "C", [2, 2], "12"),
      match(1, "B", "D", null, "12"),
    ]);
    const [matchday1, matchday2] = matchdayRounds(input);
    const after1 = computeStandings(input, matchday1!).groups[0]!.rows;
    expect(after1.map((r) => `${r.team} ${r.played} ${r.points}`)).toEqual(["A 1 3", "C 1 1", "D 1 1", "B 1 0"]);
    const after2 = computeStandings(input, matchday2!);
    expect(after2.final).toBe(false); // B–D was postponed
    expect(after2.groups[0]!.rows[0]!.form.map((f) => f.result)).toEqual(["D", "W"]);
    expect(currentTableRound(input)).toEqual(matchday2);
  });

  it("puts every team in the home table, also one without a home match yet, and no stand-in", () => {
    const input = league([match(0, "A", "B", [3, 0], "01"), match(1, "B", "A", null, "08")]);
    const { home, away } = computeStandings(input, matchdayRounds(input)[0]!).groups[0]!;
    expect(home!.map((r) => `${r.position} ${r.team} ${r.played}`)).toEqual(["1 A 1", "2 B 0"]);
    expect(away!.map((r) => `${r.position} ${r.team} ${r.points}`)).toEqual(["1 A 0", "2 B 0"]);
  });

  it("marks no one in a tournament's groups while its knockout matches are not known", () => {
    const input: StandingsInput<string> = {
      ...league([match(0, "A", "B", [1, 0], "01", "A"), match(0, "C", "D", [1, 0], "01", "B")]),
      kind: "tournament",
      rounds: [
        { index: 0, stage: "group_stage", matchday: 1 },
        { index: 1, stage: "semi_finals", matchday: null },
      ],
    };
    const before = computeStandings(input, currentTableRound(input)!);
    expect(before.groups.map((g) => g.group)).toEqual(["A", "B"]);
    expect(before.groups.flatMap((g) => g.rows.map((r) => r.zone))).toEqual([null, null, null, null]);
    expect(before.legend).toEqual([]);
    const after = computeStandings({ ...input, matches: [...input.matches, match(1, "A", "C", null, "09")] }, currentTableRound(input)!);
    expect(after.groups.map((g) => g.rows.map((r) => `${r.team} ${r.zone}`))).toEqual([
      ["A knockout_stage", "B null"],
      ["C knockout_stage", "D null"],
    ]);
  });

  it("lists in the legend only the zones a table has, with their ranges", () => {
    const input = league(
      [match(0, "A", "B", [1, 0], "01")],
      [
        { kind: "promotion", from: 1, to: 1 },
        { kind: "relegation", from: 2, to: 2 },
        { kind: "relegation_playoff", from: 3, to: 3 },
      ],
    );
    expect(computeStandings(input, matchdayRounds(input)[0]!).legend).toEqual([
      { kind: "promotion", from: 1, to: 1 },
      { kind: "relegation", from: 2, to: 2 },
    ]);
  });
});
