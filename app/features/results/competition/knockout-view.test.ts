import { describe, expect, it } from "vitest";
import { layoutBracket, MAX_TREE_ROWS, type StageView, type TieView } from "./knockout-view.ts";

/** The bracket's grid layout on shapes of real competitions (the ties' contents do not matter here). */

const tie = (id: number, cameFrom: TieView["cameFrom"] = [null, null]): TieView => ({
  teams: [
    { id: 2 * id, name: `T${2 * id}`, slug: `t${2 * id}`, country_code: null },
    { id: 2 * id + 1, name: `T${2 * id + 1}`, slug: `t${2 * id + 1}`, country_code: null },
  ],
  legs: [],
  aggregate: null,
  penalties: null,
  winner: null,
  decidedBy: null,
  cameFrom,
});

const stage = (name: string, ties: TieView[]): StageView => ({ stage: name, name, href: null, ties });

/** A stage whose tie k was fed by ties 2k and 2k+1 of the previous one. */
const halving = (name: string, count: number, first: number) =>
  stage(
    name,
    Array.from({ length: count }, (_, k) => tie(first + k, [2 * k, 2 * k + 1])),
  );

const placement = (layout: ReturnType<typeof layoutBracket>) => layout.tree!.columns.map((column) => column.slots.map((slot) => `${slot.row}+${slot.span}`));

describe("layoutBracket", () => {
  it("a World Cup: each tie spans the two it was fed by, the third-place match stands apart", () => {
    const layout = layoutBracket([
      stage(
        "round_of_16",
        Array.from({ length: 8 }, (_, i) => tie(i)),
      ),
      halving("quarter_finals", 4, 10),
      halving("semi_finals", 2, 20),
      stage("third_place", [tie(30)]),
      halving("final", 1, 40),
    ]);
    expect(layout.early).toEqual([]);
    expect(layout.thirdPlace?.stage).toBe("third_place");
    expect(layout.tree!.rows).toBe(8);
    expect(placement(layout)).toEqual([["0+1", "1+1", "2+1", "3+1", "4+1", "5+1", "6+1", "7+1"], ["0+2", "2+2", "4+2", "6+2"], ["0+4", "4+4"], ["0+8"]]);
    // The final's lines: from the semi-finals' centres (rows 2 and 6) to its own (row 4).
    expect(layout.tree!.columns[3]!.connectors).toEqual([{ from: [2, 6], to: 4 }]);
  });

  it("the Champions League: a play-off winner and a seeded team meet, so the first two columns run side by side", () => {
    const playoffs = stage(
      "playoffs",
      Array.from({ length: 8 }, (_, i) => tie(i)),
    );
    const roundOf16 = stage(
      "round_of_16",
      Array.from({ length: 8 }, (_, k) => tie(10 + k, [k, null])),
    );
    const layout = layoutBracket([playoffs, roundOf16, halving("quarter_finals", 4, 20), halving("semi_finals", 2, 30), halving("final", 1, 40)]);
    expect(layout.tree!.rows).toBe(8);
    expect(placement(layout).slice(0, 2)).toEqual([
      ["0+1", "1+1", "2+1", "3+1", "4+1", "5+1", "6+1", "7+1"],
      ["0+1", "1+1", "2+1", "3+1", "4+1", "5+1", "6+1", "7+1"],
    ]);
    expect(layout.tree!.columns[1]!.connectors[0]).toEqual({ from: [0.5], to: 0.5 });
  });

  it("the DFB-Pokal: a first round larger than a column comes first as a list", () => {
    const layout = layoutBracket([
      stage(
        "round_1",
        Array.from({ length: 32 }, (_, i) => tie(i)),
      ),
      halving("round_2", 16, 100),
      halving("round_of_16", 8, 200),
      halving("quarter_finals", 4, 300),
      halving("semi_finals", 2, 400),
      halving("final", 1, 500),
    ]);
    expect(MAX_TREE_ROWS).toBe(16);
    expect(layout.early.map((s) => s.stage)).toEqual(["round_1"]);
    expect(layout.tree!.columns.map((c) => c.stage.stage)).toEqual(["round_2", "round_of_16", "quarter_finals", "semi_finals", "final"]);
    expect(layout.tree!.rows).toBe(16);
    // Round 2 is the tree's first column: its `cameFrom` (into round 1) draws no lines.
    expect(layout.tree!.columns[0]!.connectors).toEqual([]);
  });

  it("an unfinished tournament: ties nobody plays on from yet start trees of their own below", () => {
    const layout = layoutBracket([stage("round_of_16", [tie(0), tie(1), tie(2), tie(3)]), stage("quarter_finals", [tie(10, [0, 1])])]);
    expect(placement(layout)).toEqual([["0+1", "1+1", "2+1", "3+1"], ["0+2"]]);
    expect(layout.tree!.rows).toBe(4);
  });
});
