import { describe, expect, it } from "vitest";
import type { CompetitionDefinition } from "./catalogue.ts";
import { kickoffToUtc } from "./kickoff.ts";
import { DataImportError, importCompetition as importWith } from "./openfootball.ts";
import { loadTeamIdentities } from "./team-identity.ts";

const names = { name: "Test", plural: "Tests", short: "Test" };
const league: CompetitionDefinition = {
  id: 42,
  pushGroupId: 1,
  file: "test/league.json",
  kind: "league",
  season: "2024/25",
  timeZone: "Europe/Berlin",
  clubCountryCode: "GER",
  tiebreak: "goals",
  names: { de: names, en: names, it: names },
};
const tournament: CompetitionDefinition = { ...league, id: 43, file: "test/tournament.json", kind: "tournament", timeZone: "UTC" };

// Teams must be known to data/teams.json, so the matches below use real teams of the data set.
const identities = loadTeamIdentities();
const importCompetition = (definition: CompetitionDefinition, json: unknown) => importWith(definition, json, identities);

const match = (overrides: Record<string, unknown> = {}) => ({
  round: "Matchday 1",
  date: "2024-08-24",
  time: "15:30",
  team1: "FC Bayern München",
  team2: "VfL Wolfsburg",
  score: { ht: [0, 1], ft: [2, 1] },
  ...overrides,
});

describe("kick-off times", () => {
  it("converts local time to UTC across daylight saving time", () => {
    expect(kickoffToUtc("2024-08-24", "15:30", "Europe/Berlin")).toBe("2024-08-24T13:30:00.000Z");
    expect(kickoffToUtc("2025-01-18", "15:30", "Europe/Berlin")).toBe("2025-01-18T14:30:00.000Z");
    expect(kickoffToUtc("2024-08-16", "20:00", "Europe/London")).toBe("2024-08-16T19:00:00.000Z");
    expect(kickoffToUtc("2022-11-20", "19:00", "Asia/Qatar")).toBe("2022-11-20T16:00:00.000Z");
    // Sunday of the change to winter time: 15:30 is already CET.
    expect(kickoffToUtc("2024-10-27", "15:30", "Europe/Berlin")).toBe("2024-10-27T14:30:00.000Z");
  });

  it("uses the offset a time carries", () => {
    expect(kickoffToUtc("2026-06-11", "13:00 UTC-6", "Europe/Berlin")).toBe("2026-06-11T19:00:00.000Z");
    expect(kickoffToUtc("2026-07-19", "15:00 UTC-4", "UTC")).toBe("2026-07-19T19:00:00.000Z");
  });

  it("rejects unreadable times", () => {
    expect(() => kickoffToUtc("24.08.2024", "15:30", "UTC")).toThrow(/unreadable/);
    expect(() => kickoffToUtc("2024-08-24", "half past three", "UTC")).toThrow(/unreadable/);
  });
});

describe("importCompetition", () => {
  it("reads scores, statuses and the missing half-time of a 0-0", () => {
    const imported = importCompetition(league, {
      name: "Test",
      matches: [
        match(),
        match({ team1: "Borussia Dortmund", team2: "Eintracht Frankfurt", score: { ft: [0, 0] } }),
        match({ team1: "SC Freiburg", team2: "1. FSV Mainz 05", score: { ft: [1, 0] } }),
        match({ team1: "RB Leipzig", team2: "SV Werder Bremen", score: { ft: [0, 2] }, status: "awarded" }),
        match({ team1: "VfB Stuttgart", team2: "Borussia Mönchengladbach", score: {} }),
        match({ team1: "FC Augsburg", team2: "1. FC Union Berlin", score: {}, status: "postponed" }),
        match({ team1: "FC St. Pauli 1910", team2: "TSG 1899 Hoffenheim", score: {}, status: "cancelled" }),
        match({ team1: "1. FC Heidenheim 1846", team2: "Holstein Kiel", score: { ft: [1, 1] }, status: "abandoned" }),
        match({ round: "Matchday 2", team1: "VfL Wolfsburg", team2: "FC Bayern München", score: { ht: [0, 0], ft: [1, 1], et: [2, 1], p: [4, 3] } }),
      ],
    });
    const [played, goalless, noHalfTime, awarded, open, postponed, cancelled, abandoned, extraTime] = imported.matches;
    expect(played).toMatchObject({ id: 42001, status: "finished", score: { ht: { home: 0, away: 1 }, ft: { home: 2, away: 1 }, et: null, penalties: null } });
    expect(goalless!.score.ht).toEqual({ home: 0, away: 0 });
    expect(noHalfTime!.score.ht).toBeNull();
    expect(awarded).toMatchObject({ status: "awarded", score: { ht: null, ft: { home: 0, away: 2 } } });
    expect(open).toMatchObject({ status: "scheduled", score: { ht: null, ft: null } });
    expect(postponed!.status).toBe("postponed");
    expect(cancelled!.status).toBe("canceled");
    expect(abandoned!.status).toBe("called_off");
    expect(extraTime!.score).toEqual({ ht: { home: 0, away: 0 }, ft: { home: 1, away: 1 }, et: { home: 2, away: 1 }, penalties: { home: 4, away: 3 } });
    expect(played!.goals).toBeNull();
    expect(played!.kickoff).toBe("2024-08-24T13:30:00.000Z");
    expect(imported.rounds.map((r) => r.names)).toEqual([
      { de: "1. Spieltag", en: "Matchday 1", it: "1ª giornata" },
      { de: "2. Spieltag", en: "Matchday 2", it: "2ª giornata" },
    ]);
  });

  it("orders rounds by stage and number, not by file order", () => {
    const imported = importCompetition(
      { ...league, kind: "cup" },
      {
        name: "Cup",
        matches: [
          match({ round: "Final" }),
          match({ round: "Finals, Quarterfinals" }),
          match({ round: "Playoffs, Matchday 2" }),
          match({ round: "League, Matchday 10" }),
          match({ round: "League, Matchday 2" }),
          match({ round: "Playoffs, Matchday 1" }),
          match({ round: "Semi-finals" }),
          match({ round: "Round of 16" }),
        ],
      },
    );
    expect(imported.rounds.map((r) => r.names.de)).toEqual([
      "Ligaphase, 2. Spieltag",
      "Ligaphase, 10. Spieltag",
      "Play-offs, Hinspiele",
      "Play-offs, Rückspiele",
      "Achtelfinale",
      "Viertelfinale",
      "Halbfinale",
      "Finale",
    ]);
    expect(imported.matches[0]!.roundIndex).toBe(7);
  });

  it("reads tournament files: nested rounds, team objects, goal minutes, own goals", () => {
    const imported = importCompetition(tournament, {
      name: "Euro",
      rounds: [
        {
          name: "Matchday 1",
          matches: [
            {
              date: "2024-06-14",
              time: "21:00",
              team1: { name: "Germany", code: "GER" },
              team2: { name: "Scotland", code: "SCO" },
              group: "Group A",
              score: { ft: [2, 1] },
              goals1: [
                { name: "Wirtz", minute: 45, offset: 2, penalty: true },
                { name: "Musiala", minute: "90+4" },
              ],
              goals2: [{ name: "Rüdiger", minute: 87, owngoal: true }],
            },
          ],
        },
      ],
    });
    const [game] = imported.matches;
    expect(game).toMatchObject({ group: "A", venue: null, score: { ht: { home: 1, away: 0 } } });
    expect(game!.goals).toEqual([
      { side: "home", scorer: "Wirtz", minute: 45, stoppage: 2, penalty: true, ownGoal: false },
      { side: "away", scorer: "Rüdiger", minute: 87, stoppage: null, penalty: false, ownGoal: true },
      { side: "home", scorer: "Musiala", minute: 90, stoppage: 4, penalty: false, ownGoal: false },
    ]);
    expect(imported.teams).toContainEqual(
      expect.objectContaining({ key: "Germany", names: { de: "Deutschland", en: "Germany", it: "Germania" }, countryCode: "GER", national: true, flag: "de" }),
    );
    expect(imported.rounds[0]!.names.en).toBe("Group stage, Matchday 1");
  });

  it("reads a minute above 90 without extra time as stoppage time", () => {
    const imported = importCompetition(tournament, {
      name: "WC",
      matches: [match({ team1: "England", team2: "Argentina", score: { ft: [0, 1] }, goals1: [], goals2: [{ name: "Lautaro Martínez", minute: "92" }] })],
    });
    expect(imported.matches[0]!.goals![0]).toMatchObject({ minute: 90, stoppage: 2 });
  });

  it("derives group-stage matchdays from each team's n-th match, ignoring the file's tournament days", () => {
    const game = (day: string, team1: string, team2: string) =>
      match({ round: `Matchday ${day}`, date: `2022-11-${day}`, time: "12:00", team1, team2, group: "Group B", score: { ft: [0, 0] }, goals1: [], goals2: [] });
    const imported = importCompetition(tournament, {
      name: "WC",
      matches: [
        game("21", "England", "Iran"),
        game("21", "USA", "Wales"),
        game("25", "Wales", "Iran"),
        game("25", "England", "USA"),
        game("29", "Wales", "England"),
        game("29", "Iran", "USA"),
      ],
    });
    expect(imported.rounds.map((r) => r.names.en)).toEqual(["Group stage, Matchday 1", "Group stage, Matchday 2", "Group stage, Matchday 3"]);
    expect(imported.matches.map((m) => m.roundIndex)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it("strips the country suffix of club names and keeps it as the team's country", () => {
    const imported = importCompetition(
      { ...league, kind: "cup", clubCountryCode: null },
      {
        name: "CL",
        matches: [match({ round: "League, Matchday 1", team1: "Paris Saint-Germain FC (FRA)", team2: "FC Bayern München (GER)" })],
      },
    );
    expect(imported.teams.map((t) => [t.key, t.countryCode])).toEqual([
      ["Paris Saint-Germain FC", "FRA"],
      ["FC Bayern München", "GER"],
    ]);
  });

  it.each([
    ["an unknown round", [match({ round: "Super round" })], /unknown round "Super round"/],
    ["a text line converted into a team name", [match({ team1: "VfL Wolfsburg           v Borussia Dortmund", team2: "a.e.t. (0-0)" })], /malformed team name/],
    [
      "goal events that contradict the score",
      [match({ team1: "Spain", team2: "Germany", score: { ft: [2, 1] }, goals1: [{ name: "Olmo", minute: 51 }], goals2: [] })],
      /contradict the score/,
    ],
    [
      "an extra-time winner counted in the full-time score",
      [
        match({
          team1: "Spain",
          team2: "Germany",
          score: { ft: [2, 1], et: [2, 1] },
          goals1: [
            { name: "Olmo", minute: 51 },
            { name: "Merino", minute: 119 },
          ],
          goals2: [{ name: "Wirtz", minute: 89 }],
        }),
      ],
      /contradict the full-time score/,
    ],
    [
      "one scorer written two ways",
      [
        match({
          team1: "France",
          team2: "Poland",
          score: { ft: [2, 0] },
          goals1: [
            { name: "Kylian Mbappé", minute: 10 },
            { name: "Mbappé", minute: 74 },
          ],
          goals2: [],
        }),
      ],
      /"Mbappé" is probably "Kylian Mbappé"/,
    ],
    [
      "a national team missing in the teams file",
      [match({ team1: "Atlantis", team2: "Germany", score: { ft: [0, 0] } })],
      /team "Atlantis" is not in data\/teams\.json/,
    ],
  ])("stops at %s", (_, matches, message) => {
    const definition = matches.some((m) => "goals1" in m || m.team2 === "Germany") ? tournament : league;
    expect(() => importCompetition(definition, { name: "Broken", matches })).toThrow(DataImportError);
    expect(() => importCompetition(definition, { name: "Broken", matches })).toThrow(message);
  });

  it.each([
    ["a club missing in the teams file", league, match({ team1: "Home FC" }), /test\/league\.json, match 1 .*team "Home FC" is not in data\/teams\.json/],
    ["a club in a national-team tournament", tournament, match({ team1: "Germany", team2: "FC Bayern München" }), /"FC Bayern München" is a club/],
    ["a national team in a club competition", league, match({ team1: "Germany" }), /"Germany" is a national team/],
    ["a country suffix that contradicts the teams file", league, match({ team1: "FC Bayern München (AUT)" }), /gives "FC Bayern München" the country AUT/],
    [
      "a team code that contradicts the teams file",
      tournament,
      match({ team1: { name: "Germany", code: "GDR" }, team2: "Spain" }),
      /gives "Germany" the country GDR/,
    ],
    [
      "two spellings of one club in one match",
      league,
      match({ team1: "Bayer Leverkusen", team2: "Bayer 04 Leverkusen" }),
      /"Bayer 04 Leverkusen" plays itself/,
    ],
  ])("stops at %s, naming the file and the team", (_, definition, game, message) => {
    expect(() => importCompetition(definition, { name: "Broken", matches: [game] })).toThrow(DataImportError);
    expect(() => importCompetition(definition, { name: "Broken", matches: [game] })).toThrow(message);
  });

  it("makes one team of a club's different spellings, named as in its top-league file", () => {
    const imported = importCompetition(
      { ...league, kind: "cup" },
      {
        name: "Cup",
        matches: [
          match({ round: "Round 1", team1: "Bayer Leverkusen", team2: "Bor. Mönchengladbach" }),
          match({ round: "Round 2", team1: "Bayer 04 Leverkusen", team2: "SV Werder Bremen" }),
        ],
      },
    );
    expect(imported.matches.map((m) => [m.home, m.away])).toEqual([
      ["Bayer 04 Leverkusen", "Borussia Mönchengladbach"],
      ["Bayer 04 Leverkusen", "SV Werder Bremen"],
    ]);
    expect(imported.teams.map((t) => [t.key, t.shortNames.de, t.code])).toEqual([
      ["Bayer 04 Leverkusen", "Leverkusen", "B04"],
      ["Borussia Mönchengladbach", "M'gladbach", "BMG"],
      ["SV Werder Bremen", "Bremen", "SVW"],
    ]);
  });

  it("rejects a file that is not in the openfootball schema", () => {
    expect(() => importCompetition(league, { name: "Empty", matches: [] })).toThrow(/not an openfootball file/);
    expect(() => importCompetition(league, { name: "Odd", matches: [match({ score: { ft: [1, 0], agg: [2, 2] } })] })).toThrow(DataImportError);
  });
});
