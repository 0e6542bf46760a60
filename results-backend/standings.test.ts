import { describe, expect, it } from "vitest";
import { computeScorers } from "./scorers.ts";
import { computeTable, type TableMatch } from "./standings.ts";

const game = (home: string, away: string, h: number, a: number, status: TableMatch<string>["status"] = "finished"): TableMatch<string> => ({
  home,
  away,
  status,
  result: status === "scheduled" ? null : { home: h, away: a },
});
const byName = (team: string) => team;
const summary = (rows: ReturnType<typeof computeTable<string>>) => rows.map((r) => `${r.position}. ${r.team} ${r.points}`);

describe("computeTable", () => {
  it("gives 3 points for a win and 1 for a draw, and counts every column", () => {
    const rows = computeTable([game("A", "B", 2, 0), game("B", "C", 1, 1), game("C", "A", 3, 1)], "goals", byName);
    expect(rows.find((r) => r.team === "C")).toEqual({
      position: 1,
      team: "C",
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      goalsFor: 4,
      goalsAgainst: 2,
      goalDifference: 2,
      points: 4,
    });
    expect(summary(rows)).toEqual(["1. C 4", "2. A 3", "3. B 1"]);
  });

  it("orders teams level on points by goal difference, then goals scored", () => {
    const rows = computeTable([game("A", "X", 1, 0), game("B", "X", 3, 2), game("C", "X", 4, 3), game("D", "X", 2, 0), game("X", "Y", 0, 0)], "goals", byName);
    expect(rows.slice(0, 4).map((r) => r.team)).toEqual(["D", "C", "B", "A"]);
  });

  it("counts awarded matches with their awarded score and ignores matches not played", () => {
    const rows = computeTable(
      [game("Union", "Bochum", 0, 2, "awarded"), game("Bochum", "Kiel", 0, 0, "scheduled"), game("Kiel", "Union", 5, 0, "canceled")],
      "goals",
      byName,
    );
    expect(rows.map((r) => [r.team, r.played, r.points])).toEqual([
      ["Bochum", 1, 3],
      ["Kiel", 0, 0],
      ["Union", 1, 0],
    ]);
  });

  it("head_to_head: the matches among teams level on points come before goal difference", () => {
    // Parma has the better goal difference overall, Cagliari won the meeting.
    const matches = [game("Parma", "Cagliari", 2, 3), game("Parma", "Z", 5, 0), game("Cagliari", "Y", 0, 2), game("Z", "Y", 0, 0)];
    expect(summary(computeTable(matches, "goals", byName))).toEqual(["1. Y 4", "2. Parma 3", "3. Cagliari 3", "4. Z 1"]);
    expect(summary(computeTable(matches, "head_to_head", byName))).toEqual(["1. Y 4", "2. Cagliari 3", "3. Parma 3", "4. Z 1"]);
  });

  it("head_to_head: among three, the mini-table is read in full before it starts over for the rest", () => {
    // Euro 2024 group E: all on 4 points; the mini-table's goal difference leaves Romania and
    // Belgium level, its goals scored puts Romania first (Belgium won their meeting 2-0).
    const matches = [
      game("Romania", "Ukraine", 3, 0),
      game("Belgium", "Slovakia", 0, 1),
      game("Slovakia", "Ukraine", 1, 2),
      game("Belgium", "Romania", 2, 0),
      game("Slovakia", "Romania", 1, 1),
      game("Ukraine", "Belgium", 0, 0),
    ];
    expect(summary(computeTable(matches, "head_to_head", byName))).toEqual(["1. Romania 4", "2. Belgium 4", "3. Slovakia 4", "4. Ukraine 4"]);
  });

  it("uefa_league_phase: away goals separate teams level on points, difference and goals", () => {
    const matches = [game("Bayern", "X", 2, 0), game("Y", "Real", 0, 2), game("X", "Y", 0, 0)];
    expect(
      computeTable(matches, "uefa_league_phase", byName)
        .slice(0, 2)
        .map((r) => r.team),
    ).toEqual(["Real", "Bayern"]);
    expect(
      computeTable(matches, "goals", byName)
        .slice(0, 2)
        .map((r) => r.team),
    ).toEqual(["Bayern", "Real"]);
  });
});

describe("computeScorers", () => {
  const goal = (scorer: string, team: string, extra: { penalty?: boolean; ownGoal?: boolean } = {}) => ({
    scorer,
    team,
    penalty: extra.penalty ?? false,
    ownGoal: extra.ownGoal ?? false,
  });

  it("counts goals and penalties, excludes own goals and shares ranks", () => {
    const scorers = computeScorers([
      goal("Kane", "ENG", { penalty: true }),
      goal("Kane", "ENG"),
      goal("Musiala", "GER"),
      goal("Musiala", "GER"),
      goal("Olmo", "ESP"),
      goal("Rüdiger", "GER", { ownGoal: true }),
      goal("Rüdiger", "GER", { ownGoal: true }),
    ]);
    expect(scorers).toEqual([
      { rank: 1, name: "Musiala", team: "GER", goals: 2, penalties: 0 },
      { rank: 1, name: "Kane", team: "ENG", goals: 2, penalties: 1 },
      { rank: 3, name: "Olmo", team: "ESP", goals: 1, penalties: 0 },
    ]);
  });

  it("keeps players of the same name in different teams apart", () => {
    expect(computeScorers([goal("Martínez", "ARG"), goal("Martínez", "URU")]).map((s) => s.team)).toEqual(["ARG", "URU"]);
  });
});
