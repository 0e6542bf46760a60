import { describe, expect, it } from "vitest";
import { COMPLETE_MATCH, COMPLETE_MATCH_RESPONSE, withoutExtension } from "#tests/support/complete-match.ts";
import { MatchDetailsResponseSchema, MatchDetailsSchema } from "./schemas.ts";

/** The match-events extension of a match's details: optional as a whole and in every part, strict in what it holds. */

const parse = (details: unknown) => MatchDetailsSchema.safeParse(details);
const issuesAt = (details: unknown) => (parse(details).error?.issues ?? []).map((issue) => issue.path.join("."));

describe("match details with events, line-ups and statistics", () => {
  it("accept a complete answer and keep every part of it", () => {
    const parsed = MatchDetailsResponseSchema.parse(COMPLETE_MATCH_RESPONSE);
    expect(parsed.data.events?.cards).toHaveLength(7);
    expect(parsed.data.events?.goals?.[1]?.assist).toEqual({ name: "Alexis Mac Allister" });
    expect(parsed.data.lineups?.away.formation).toBe("4-2-3-1");
    expect(parsed.data.lineups?.home.starting).toHaveLength(11);
    expect(parsed.data.statistics?.possession).toEqual({ home: 54, away: 46 });
  });

  it("accept an answer without any of them (a backend without the extension)", () => {
    const plain = withoutExtension();
    expect(plain).not.toHaveProperty("events");
    expect(parse(plain).success).toBe(true);
    expect(parse(plain).data).not.toHaveProperty("lineups");
  });

  it("accept each part alone: only cards, a line-up without formation, one statistic", () => {
    const partial = {
      ...withoutExtension(),
      events: { cards: [{ side: "home", minute: 12, card: "red", player: { name: "A. Player" } }] },
      lineups: { home: { starting: [{ name: "Keeper" }] }, away: { starting: [] } },
      statistics: { corners: { home: 3, away: 7 } },
    };
    expect(issuesAt(partial)).toEqual([]);
  });

  it.each([
    ["a goal of an unknown kind", { events: { goals: [{ side: "home", minute: 3, kind: "header", scorer: { name: "X" } }] } }, "events.goals.0.kind"],
    ["a card of an unknown colour", { events: { cards: [{ side: "away", minute: 3, card: "orange", player: { name: "X" } }] } }, "events.cards.0.card"],
    ["a negative minute", { events: { cards: [{ side: "away", minute: -1, card: "yellow", player: { name: "X" } }] } }, "events.cards.0.minute"],
    [
      "a substitution without the player off",
      { events: { substitutions: [{ side: "home", minute: 60, player_on: { name: "X" } }] } },
      "events.substitutions.0.player_off",
    ],
    ["a side that is neither", { events: { goals: [{ side: "left", minute: 3, kind: "normal", scorer: { name: "X" } }] } }, "events.goals.0.side"],
    ["an empty player name", { events: { goals: [{ side: "home", minute: 3, kind: "normal", scorer: { name: " " } }] } }, "events.goals.0.scorer.name"],
    ["a formation in words", { lineups: { home: { formation: "four-four-two", starting: [] }, away: { starting: [] } } }, "lineups.home.formation"],
    [
      "twelve starters",
      { lineups: { home: { starting: Array.from({ length: 12 }, (_, i) => ({ name: `P${i}` })) }, away: { starting: [] } } },
      "lineups.home.starting",
    ],
    ["an unknown position", { lineups: { home: { starting: [{ name: "X", position: "ST" }] }, away: { starting: [] } } }, "lineups.home.starting.0.position"],
    ["a shirt number of 100", { lineups: { home: { starting: [{ name: "X", number: 100 }] }, away: { starting: [] } } }, "lineups.home.starting.0.number"],
    ["a line-up of one side only", { lineups: { home: { starting: [] } } }, "lineups.away"],
    ["possession over 100", { statistics: { possession: { home: 120, away: 0 } } }, "statistics.possession.home"],
    ["a fractional count", { statistics: { shots: { home: 2.5, away: 1 } } }, "statistics.shots.home"],
    ["a statistic without its away value", { statistics: { corners: { home: 3 } } }, "statistics.corners.away"],
  ])("reject %s", (_, part, path) => {
    expect(issuesAt({ ...COMPLETE_MATCH, ...part })).toContain(path);
  });
});
