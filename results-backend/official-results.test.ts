import { beforeAll, describe, expect, it } from "vitest";
import type { TableGroup } from "#contract/schemas.ts";
import { useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { openDatabase } from "./database.server.ts";
import { ResultsStore } from "./results-store.server.ts";

/**
 * The computed tables and scorer lists against the official final standings (values typed in from
 * the competitions' published tables, not computed): if the import, the points, the order or a
 * competition's tie-break rule were wrong, these rows would differ.
 */

let store: ResultsStore;
const dataDir = useTemporaryDataDir();

beforeAll(() => {
  store = new ResultsStore(openDatabase(dataDir()));
});

const COMPETITION = { bundesliga: 1, bundesliga2: 2, dfbPokal: 3, serieA: 4, premierLeague: 5, cl: 6, el: 7, wc2026: 8, euro2024: 9, wc2022: 10 };

type Expected = [position: number, team: string, points: number, played?: number, goals?: `${number}:${number}`];

function expectRows(group: TableGroup | undefined, expected: Expected[]): void {
  expect(group).toBeDefined();
  for (const [position, team, points, played, goals] of expected) {
    const row = group!.rows[position - 1]!;
    expect({ position: row.position, team: row.team.name, points: row.points }).toEqual({ position, team, points });
    if (played !== undefined) expect(row.played).toBe(played);
    if (goals !== undefined) expect(`${row.goals_for}:${row.goals_against}`).toBe(goals);
  }
}

function singleTable(competitionId: number): TableGroup {
  const { data } = store.table(competitionId, "en");
  expect(data).toHaveLength(1);
  return data[0]!;
}

describe("league tables 2024/25 equal the official final tables (top and bottom rows)", () => {
  it("Bundesliga", () => {
    const table = singleTable(COMPETITION.bundesliga);
    expect(table.rows).toHaveLength(18);
    expectRows(table, [
      [1, "FC Bayern München", 82, 34, "99:32"],
      [2, "Bayer 04 Leverkusen", 69, 34, "72:43"],
      [3, "Eintracht Frankfurt", 60],
      [16, "1. FC Heidenheim 1846", 29],
      [17, "Holstein Kiel", 25, 34, "49:80"],
      [18, "VfL Bochum 1848", 25, 34, "33:67"],
    ]);
    expect(table.rows[0]).toMatchObject({ won: 25, drawn: 7, lost: 2, goal_difference: 67 });
  });

  it("2. Bundesliga", () => {
    expectRows(singleTable(COMPETITION.bundesliga2), [
      [1, "1. FC Köln", 61, 34, "53:38"],
      [2, "Hamburger SV", 59, 34, "78:44"],
      [3, "SV 07 Elversberg", 58],
      [16, "Eintracht Braunschweig", 35],
      [17, "SSV Ulm 1846", 30],
      [18, "Jahn Regensburg", 25, 34, "23:71"],
    ]);
  });

  it("Serie A, including the head-to-head tie-break of rows 15 and 16", () => {
    expectRows(singleTable(COMPETITION.serieA), [
      [1, "SSC Napoli", 82, 38, "59:27"],
      [2, "FC Internazionale Milano", 81, 38, "79:35"],
      [3, "Atalanta BC", 74],
      // Level on 36 points; Parma has the better goal difference, Cagliari won both meetings.
      [15, "Cagliari Calcio", 36],
      [16, "Parma Calcio 1913", 36],
      [18, "Empoli FC", 31],
      [19, "Venezia FC", 29],
      [20, "AC Monza", 18, 38, "28:69"],
    ]);
  });

  it("Premier League", () => {
    expectRows(singleTable(COMPETITION.premierLeague), [
      [1, "Liverpool FC", 84, 38, "86:41"],
      [2, "Arsenal FC", 74],
      [3, "Manchester City FC", 71],
      [18, "Leicester City FC", 25],
      [19, "Ipswich Town FC", 22],
      [20, "Southampton FC", 12, 38, "26:86"],
    ]);
  });

  it("Champions League league phase, one table of 36 ordered by UEFA's criteria", () => {
    const table = singleTable(COMPETITION.cl);
    expect(table.name).toBe("League phase");
    expect(table.rows).toHaveLength(36);
    expectRows(table, [
      [1, "Liverpool FC", 21, 8],
      [2, "FC Barcelona", 19],
      [3, "Arsenal FC", 19],
      [4, "FC Internazionale Milano", 19],
      // Same points, goal difference and goals: Real Madrid scored more away goals.
      [11, "Real Madrid CF", 15],
      [12, "FC Bayern München", 15],
      [35, "ŠK Slovan Bratislava", 0],
      [36, "BSC Young Boys", 0],
    ]);
  });

  it("Europa League league phase", () => {
    expectRows(singleTable(COMPETITION.el), [
      // One team per club: the Europa League file's "Lazio Roma" and "Manchester United" carry their league names.
      [1, "SS Lazio", 19, 8],
      [2, "Athletic Club", 19],
      [3, "Manchester United FC", 18],
      [35, "OGC Nice", 3],
      [36, "Qarabağ FK", 3],
    ]);
  });

  it("the knockout-only DFB-Pokal has no table", () => {
    expect(store.table(COMPETITION.dfbPokal, "de").data).toEqual([]);
  });
});

describe("group tables of the tournaments", () => {
  it("Euro 2024: six groups of four, in the official order", () => {
    const { data } = store.table(COMPETITION.euro2024, "de");
    expect(data.map((g) => g.name)).toEqual(["Gruppe A", "Gruppe B", "Gruppe C", "Gruppe D", "Gruppe E", "Gruppe F"]);
    expect(data.map((g) => g.rows.map((r) => `${r.team.name} ${r.points}`))).toEqual([
      ["Deutschland 7", "Schweiz 5", "Ungarn 3", "Schottland 1"],
      ["Spanien 9", "Italien 4", "Kroatien 2", "Albanien 1"],
      ["England 5", "Dänemark 3", "Slowenien 3", "Serbien 2"],
      ["Österreich 6", "Frankreich 5", "Niederlande 4", "Polen 1"],
      // All four on 4 points: separated by the matches among them (goal difference, then goals).
      ["Rumänien 4", "Belgien 4", "Slowakei 4", "Ukraine 4"],
      ["Portugal 6", "Türkei 6", "Georgien 4", "Tschechien 1"],
    ]);
  });

  it("World Cup 2022: eight groups, e.g. Japan ahead of Spain and Germany", () => {
    const { data } = store.table(COMPETITION.wc2022, "en");
    expect(data).toHaveLength(8);
    expect(data[4]!.rows.map((r) => `${r.team.name} ${r.points}`)).toEqual(["Japan 6", "Spain 4", "Germany 4", "Costa Rica 3"]);
    expect(data[2]!.rows.map((r) => r.team.name)).toEqual(["Argentina", "Poland", "Mexico", "Saudi Arabia"]);
    expect(data[7]!.rows.map((r) => r.team.name)).toEqual(["Portugal", "South Korea", "Uruguay", "Ghana"]);
  });

  it("World Cup 2026: twelve groups of four", () => {
    const { data } = store.table(COMPETITION.wc2026, "en");
    expect(data.map((g) => g.rows.length)).toEqual(Array(12).fill(4));
  });
});

describe("scorer lists of the tournaments come from the goal events", () => {
  it("World Cup 2022: Kylian Mbappé 8 (2 penalties), Lionel Messi 7 (4 penalties)", () => {
    const [first, second, third] = store.scorers(COMPETITION.wc2022, "en").data;
    expect(first).toMatchObject({ rank: 1, name: "Kylian Mbappé", team: { name: "France" }, goals: 8, penalties: 2 });
    expect(second).toMatchObject({ rank: 2, name: "Lionel Messi", team: { name: "Argentina" }, goals: 7, penalties: 4 });
    expect(third).toMatchObject({ rank: 3, goals: 4 });
  });

  it("Euro 2024: six players share first place with 3 goals; own goals credit nobody", () => {
    const { data } = store.scorers(COMPETITION.euro2024, "en");
    const leaders = data.filter((s) => s.rank === 1);
    expect(leaders.map((s) => s.name).sort()).toEqual(["Gakpo", "Kane", "Mikautadze", "Musiala", "Olmo", "Schranz"]);
    expect(leaders.every((s) => s.goals === 3)).toBe(true);
    expect(data[6]!.rank).toBe(7);
    // Rüdiger's own goal against Scotland is the only goal event with his name.
    expect(data.some((s) => s.name === "Rüdiger")).toBe(false);
  });

  it("World Cup 2026: Kylian Mbappé first with 10", () => {
    expect(store.scorers(COMPETITION.wc2026, "de").data[0]).toMatchObject({ rank: 1, name: "Kylian Mbappé", team: { name: "Frankreich" }, goals: 10 });
  });

  it("competitions without goal events have an empty list", () => {
    expect(store.scorers(COMPETITION.bundesliga, "de").data).toEqual([]);
  });
});

describe("current round", () => {
  it("is the last round with a finished match (1-based)", () => {
    const bundesliga = store.matches(COMPETITION.bundesliga, "de");
    expect(bundesliga.current_round).toBe(34);
    expect(bundesliga.rounds[bundesliga.current_round - 1]!.name).toBe("34. Spieltag");
    const cl = store.matches(COMPETITION.cl, "en");
    expect(cl.rounds[cl.current_round - 1]!.name).toBe("Final");
    expect(cl.data.map((m) => `${m.home.name} ${m.score.ft!.home}-${m.score.ft!.away} ${m.away.name}`)).toEqual([
      "Paris Saint-Germain FC 5-0 FC Internazionale Milano",
    ]);
  });
});
