import { describe, expect, it } from "vitest";
import { seasonHalves } from "./team-view.ts";

/** A season's rounds, ids 101, 102, …, in round order. */
const rounds = (count: number) => Array.from({ length: count }, (_, i) => ({ id: 101 + i, name: `${i + 1}. Spieltag`, slug: `${i + 1}-spieltag` }));
const position = (teamCount: number) => ({ team_count: teamCount }) as never;

describe("a league season's two halves (Hinrunde, Rückrunde)", () => {
  it("puts the first `teams − 1` rounds of a home-and-away league in the first half, the rest in the second", () => {
    const halfOf = seasonHalves({ kind: "league" }, { rounds: rounds(34), position: position(18) });
    expect([101, 117, 118, 134].map(halfOf)).toEqual([1, 1, 2, 2]);
    expect(halfOf(999), "a round the season does not list").toBeNull();
  });

  it("tells no halves where the schedule is not complete, the league not played twice, or the teams unknown", () => {
    expect(seasonHalves({ kind: "league" }, { rounds: rounds(17), position: position(18) })(101)).toBeNull();
    expect(seasonHalves({ kind: "league" }, { rounds: rounds(8), position: position(36) })(101)).toBeNull();
    expect(seasonHalves({ kind: "league" }, { rounds: rounds(34), position: null })(101)).toBeNull();
  });

  it("tells no halves for a cup or a tournament", () => {
    expect(seasonHalves({ kind: "cup" }, { rounds: rounds(2), position: position(2) })(101)).toBeNull();
    expect(seasonHalves({ kind: "tournament" }, { rounds: rounds(6), position: position(4) })(101)).toBeNull();
  });
});
