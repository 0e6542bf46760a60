import { describe, expect, it } from "vitest";
import type { MatchDetails } from "#contract/schemas.ts";
import { COMPLETE_MATCH, withoutExtension } from "#tests/support/complete-match.ts";
import { expectsLineups, lineupsOf, pitchLines, statisticsOf, timelineOf } from "./match-events-view.ts";

const names = (players: { name: string }[]) => players.map((p) => p.name);

describe("timelineOf", () => {
  it("merges goals, cards and changes of a complete match in match order, the score after each goal", () => {
    const timeline = timelineOf(COMPLETE_MATCH)!;
    expect(timeline).toHaveLength(6 + 7 + 12);
    const at = timeline.map((e) => `${e.minute}${e.stoppage ? `+${e.stoppage}` : ""} ${e.type}`);
    expect(at.slice(0, 6)).toEqual(["23 goal", "36 goal", "41 substitution", "41 substitution", "45+5 card", "55 card"]);
    // Stoppage time of a half comes before the next half's first minute: 90+3 before 91, 120+1 before 120+8.
    expect(at.indexOf("90+3 card")).toBeLessThan(at.indexOf("91 substitution"));
    expect(at.slice(-2)).toEqual(["120+1 substitution", "120+8 card"]);
    const goals = timeline.filter((e) => e.type === "goal");
    expect(goals.map((g) => `${g.score.home}-${g.score.away}`)).toEqual(["1-0", "2-0", "2-1", "2-2", "3-2", "3-3"]);
    expect(goals[1]).toMatchObject({ kind: "normal", scorer: { name: "Ángel Di María" }, assist: { name: "Alexis Mac Allister" } });
    expect(goals[0]).toMatchObject({ kind: "penalty", assist: null });
  });

  it("puts a goal before a card and a change of the same minute", () => {
    const details: MatchDetails = {
      ...COMPLETE_MATCH,
      events: {
        substitutions: [{ side: "away", minute: 60, player_on: { name: "On" }, player_off: { name: "Off" } }],
        cards: [{ side: "home", minute: 60, card: "second_yellow", player: { name: "Booked" } }],
        goals: [{ side: "home", minute: 60, kind: "own_goal", scorer: { name: "Unlucky" } }],
      },
    };
    expect(timelineOf(details)!.map((e) => e.type)).toEqual(["goal", "card", "substitution"]);
  });

  it("makes the goals of a backend without events into timeline goals with their kind", () => {
    const timeline = timelineOf(withoutExtension())!;
    expect(timeline.map((e) => e.type)).toEqual(Array(6).fill("goal"));
    expect(timeline[0]).toMatchObject({ kind: "penalty", scorer: { name: "Lionel Messi", slug: "lionel-messi-arg" }, minute: 23, stoppage: null });
    const ownGoal = { ...COMPLETE_MATCH.goals[0]!, penalty: false, own_goal: true, stoppage: 2 };
    expect(timelineOf({ goals: [ownGoal], goals_available: true })![0]).toMatchObject({ kind: "own_goal", stoppage: 2 });
  });

  it("is null where nothing is known, and an empty list for a goalless match whose goals are known", () => {
    expect(timelineOf({ goals: [], goals_available: false })).toBeNull();
    expect(timelineOf({ goals: [], goals_available: true })).toEqual([]);
    expect(timelineOf({ goals: [], goals_available: false, events: { cards: [] } })).toEqual([]);
  });
});

describe("line-ups", () => {
  it("places both elevens of the complete match in their formation's lines, by grid", () => {
    const { home, away } = lineupsOf(COMPLETE_MATCH)!;
    expect(home.formation).toBe("4-3-3");
    expect(home.lines!.map((line) => line.length)).toEqual([1, 4, 3, 3]);
    expect(away.lines!.map((line) => line.length)).toEqual([1, 4, 2, 3, 1]);
    expect(names(away.lines![3]!)).toEqual(["Kylian Mbappé", "Antoine Griezmann", "Ousmane Dembélé"]);
    expect(home.coach).toBe("Lionel Scaloni");
    expect(home.bench).toHaveLength(7);
  });

  it("places the eleven in the order given when grid places are missing or do not fit", () => {
    const starting = COMPLETE_MATCH.lineups!.away.starting.map(({ grid: _grid, ...player }) => player);
    const lines = pitchLines({ formation: "4-2-3-1", starting })!;
    expect(names(lines[4]!)).toEqual(["Olivier Giroud"]);
    const clashing = COMPLETE_MATCH.lineups!.home.starting.map((player) => ({ ...player, grid: "2:1" }));
    expect(pitchLines({ formation: "4-3-3", starting: clashing })!.map((line) => line.length)).toEqual([1, 4, 3, 3]);
  });

  it("draws no pitch without a formation, with one that does not add up, or with fewer than eleven", () => {
    const starting = COMPLETE_MATCH.lineups!.home.starting;
    expect(pitchLines({ starting })).toBeNull();
    expect(pitchLines({ formation: "4-4-3", starting })).toBeNull();
    expect(pitchLines({ formation: "4-3-3", starting: starting.slice(0, 10) })).toBeNull();
  });

  it("are null without line-ups or with both elevens empty", () => {
    expect(lineupsOf(withoutExtension())).toBeNull();
    expect(lineupsOf({ lineups: { home: { starting: [] }, away: { starting: [] } } })).toBeNull();
  });
});

describe("statisticsOf", () => {
  it("lists the statistics sent in report order with each bar's home share", () => {
    const rows = statisticsOf(COMPLETE_MATCH)!;
    expect(rows.map((r) => r.key)).toEqual(["possession", "shots", "shots_on_target", "corners", "fouls", "offsides", "yellow_cards", "red_cards"]);
    expect(rows[0]).toMatchObject({ home: 54, away: 46, homeShare: 54, percent: true });
    expect(rows[1]).toMatchObject({ homeShare: 66.7, percent: false, decimals: 0 });
    expect(rows.at(-1)).toMatchObject({ home: 0, away: 0, homeShare: 50 });
  });

  it("is null without statistics", () => {
    expect(statisticsOf(withoutExtension())).toBeNull();
    expect(statisticsOf({ statistics: {} })).toBeNull();
  });
});

describe("expectsLineups", () => {
  it("from kick-off on, never before or for a match not played", () => {
    expect(["live", "half_time", "finished"].map((status) => expectsLineups({ status: status as "live" }))).toEqual([true, true, true]);
    expect(["scheduled", "postponed", "canceled", "called_off", "awarded"].map((status) => expectsLineups({ status: status as "live" }))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
