import { describe, expect, it } from "vitest";
import type { MatchStatus } from "#contract/match-status.ts";
import { computeProjection, goalsOf, type ProjectionInput, type ProjectionMatch } from "./projection.ts";
import type { ZoneRange } from "./zones.ts";

/**
 * A league of four (A, B, C, D) that plays each other twice: six matchdays of two matches. First
 * place is the title, second a Europa League place, fourth relegation.
 */
const ZONES: ZoneRange[] = [
  { kind: "europa_league", from: 2, to: 2 },
  { kind: "relegation", from: 4, to: 4 },
];

type Team = "A" | "B" | "C" | "D";

/** "A 2:0 B" (finished), "A 1:1 B live" (in play), "A - B" (scheduled); kick-offs by the list's order. */
function matches(...lines: string[]): ProjectionMatch<Team>[] {
  return lines.map((text, index) => {
    const [home, score, away, state] = text.split(" ") as [Team, string, Team, string | undefined];
    const status: MatchStatus = score === "-" ? "scheduled" : state === "live" ? "live" : "finished";
    const [h, a] = score.split(":").map(Number);
    return { home, away, kickoff: `2025-05-${String(index + 1).padStart(2, "0")}T13:30:00Z`, status, result: score === "-" ? null : { home: h!, away: a! } };
  });
}

/** The table as the standings call gives it: by points, then by the order given (the tie-breakers' work, here fixed). */
function input(list: ProjectionMatch<Team>[], order: Team[], matchdaysLeft: number): ProjectionInput<Team> {
  const points = new Map<Team, number>(order.map((t) => [t, 0]));
  for (const m of list) {
    if (!m.result || m.status === "scheduled") continue;
    const [h, a] = m.result.home > m.result.away ? [3, 0] : m.result.home < m.result.away ? [0, 3] : [1, 1];
    points.set(m.home, points.get(m.home)! + h);
    points.set(m.away, points.get(m.away)! + a);
  }
  return {
    table: order.map((team, index) => ({ team, position: index + 1, points: points.get(team)! })),
    before: undefined,
    matches: list,
    matchdaysLeft,
    hasTitle: true,
    zones: ZONES,
  };
}

/** Five matchdays played: A 15, B 9, C 3, D 1. */
const FIVE_PLAYED = ["A 2:0 B", "C 1:1 D", "A 1:0 C", "B 2:0 D", "A 3:0 D", "B 2:1 C", "B 0:1 A", "D 0:2 C", "C 0:2 A", "D 1:3 B"];

const rowOf = (projection: ReturnType<typeof computeProjection<Team>>, team: Team) => projection.rows.find((r) => r.team === team)!;

describe("the targets of a league", () => {
  it("are the title, the zones towards the top, safety, then the zones towards the bottom, worst first", () => {
    expect(goalsOf(ZONES, true).map((g) => [g.target, g.place])).toEqual([
      ["title", 1],
      ["europa_league", 2],
      ["safe", 3],
      ["relegation", 4],
    ]);
    // A league phase: no title, and "safe" would only repeat the play-offs' last place.
    const phase: ZoneRange[] = [
      { kind: "round_of_16", from: 1, to: 8 },
      { kind: "knockout_playoff", from: 9, to: 24 },
      { kind: "eliminated", from: 25, to: 36 },
    ];
    expect(goalsOf(phase, false).map((g) => g.target)).toEqual(["round_of_16", "knockout_playoff", "eliminated"]);
  });
});

describe("the projection", () => {
  it("calls a title and a relegation that points alone decide, and the places in between as bounds", () => {
    const list = matches(...FIVE_PLAYED, "C - A", "D - B");
    const projection = computeProjection(input(list, ["A", "B", "C", "D"], 1));
    // A 15, B 9, C 4, D 1, one match each left: no one can pass 12, A is champion; B is second whatever
    // happens; D can still reach C's 4, so neither is sure of anything at the bottom.
    expect(rowOf(projection, "A")).toMatchObject({ best: 1, worst: 1, outlooks: [{ target: "title", when: "certain" }] });
    expect(rowOf(projection, "B")).toMatchObject({ best: 2, worst: 2 });
    expect(rowOf(projection, "B").outlooks).toContainEqual({ target: "europa_league", when: "certain" });
    expect(rowOf(projection, "C")).toMatchObject({ best: 3, worst: 4 });
    expect(rowOf(projection, "D")).toMatchObject({ best: 3, worst: 4 });
  });

  it("says what a result of the next match would make sure of, towards the top and the bottom", () => {
    // Four matchdays played: two left, each team's next match the first of them.
    const list = matches("A 2:0 B", "C 1:0 D", "A 1:0 C", "B 2:0 D", "A 3:0 D", "B 2:1 C", "B 1:0 A", "D 0:2 C", "C - A", "D - B", "A - D", "B - C");
    const projection = computeProjection(input(list, ["A", "B", "C", "D"], 2));
    const table = Object.fromEntries(input(list, ["A", "B", "C", "D"], 2).table.map((r) => [r.team, r.points]));
    expect(table).toEqual({ A: 9, B: 9, C: 6, D: 0 });
    // B wins at D: 12, A can still reach 15: the title stays open whatever B does, nothing is claimed.
    expect(rowOf(projection, "B").outlooks.filter((o) => o.target === "title")).toEqual([]);
    // D (0) without a win at home to B has at most 1 + 3 = 4 left, below C's 6: relegated unless it wins.
    expect(rowOf(projection, "D").outlooks).toContainEqual({ target: "relegation", when: "without_win" });
    expect(rowOf(projection, "D").outlooks.some((o) => o.when === "certain")).toBe(false);
    // C (6) against A: a draw makes 7, D can reach 6 at most: safe with a draw (a win too); a defeat is not enough.
    expect(rowOf(projection, "C").outlooks).toContainEqual({ target: "safe", when: "with_draw" });
    // A and B are out of reach of the bottom place already.
    expect(rowOf(projection, "A").outlooks).toContainEqual({ target: "safe", when: "certain" });
  });

  it("says when the scores in play would settle it, and takes the table's order where nothing else is open", () => {
    // The last matchday in play; before it A 15, B 9, C 4, D 1.
    const list = matches(
      "A 2:0 B",
      "C 1:1 D",
      "A 1:0 C",
      "B 2:0 D",
      "A 3:0 D",
      "B 2:1 C",
      "B 0:1 A",
      "D 0:2 C",
      "C 0:2 A",
      "D 1:3 B",
      "C 0:0 A live",
      "D 1:0 B live",
    );
    // As the standings call would order it, the live scores counted: A 16, B 12, C 5, D 4.
    const projection = computeProjection(input(list, ["A", "B", "C", "D"], 1));
    expect(projection.inPlay).toBe(true);
    // D can still reach C's 4, so nothing is certain down there; as it stands (C 5, D 4) it would be settled.
    expect(rowOf(projection, "C")).toMatchObject({ best: 3, worst: 4 });
    expect(rowOf(projection, "C").outlooks).toContainEqual({ target: "safe", when: "if_it_stays" });
    expect(rowOf(projection, "C").outlooks).toContainEqual({ target: "safe", when: "with_draw" });
    expect(rowOf(projection, "D").outlooks).toContainEqual({ target: "relegation", when: "if_it_stays" });
    expect(rowOf(projection, "D").outlooks).toContainEqual({ target: "relegation", when: "without_win" });
  });

  it("gives nothing beyond movement while more than three matchdays are left", () => {
    const list = matches("A 1:0 B", "C - D", "A - C", "B - D", "A - D", "B - C");
    const base = input(list, ["A", "B", "C", "D"], 4);
    const projection = computeProjection({
      ...base,
      before: new Map<Team, number>([
        ["A", 2],
        ["B", 1],
        ["C", 3],
        ["D", 4],
      ]),
    });
    expect(rowOf(projection, "A")).toEqual({ team: "A", before: 2, best: undefined, worst: undefined, outlooks: [] });
  });

  it("takes the final order from the table once every match is decided", () => {
    // Level on points at the end: the tie-breakers (here the table's order) decide, exactly.
    const list = matches("A 1:0 B", "C 1:0 D", "B 1:0 C", "D 1:0 A");
    const projection = computeProjection(input(list, ["C", "A", "B", "D"], 0));
    expect(projection.rows.map((r) => [r.team, r.best, r.worst])).toEqual([
      ["C", 1, 1],
      ["A", 2, 2],
      ["B", 3, 3],
      ["D", 4, 4],
    ]);
    expect(rowOf(projection, "C").outlooks).toEqual([{ target: "title", when: "certain" }]);
    expect(rowOf(projection, "D").outlooks).toEqual([{ target: "relegation", when: "certain" }]);
  });
});
