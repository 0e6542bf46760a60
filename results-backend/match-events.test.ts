import { beforeAll, describe, expect, it } from "vitest";
import { MatchDetailsResponseSchema, ScorersResponseSchema, type MatchDetails } from "#contract/schemas.ts";
import { useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { openDatabase } from "./database.server.ts";
import { ResultsStore } from "./results-store.server.ts";

/**
 * The embedded backend's part of the match-events extension, from the real data: the goals it has
 * as events with their kind, nothing it lacks (no cards, changes, line-ups or statistics), and top
 * scorers that follow from the same goals a match's events list.
 */

let store: ResultsStore;
const dataDir = useTemporaryDataDir();

beforeAll(() => {
  store = new ResultsStore(openDatabase(dataDir()));
});

const WORLD_CUP_2022 = 10;
const BUNDESLIGA = 1;

const details = (competitionId: number, matchId: number): MatchDetails =>
  MatchDetailsResponseSchema.parse(store.matchDetails(competitionId, matchId, "en")).data;

/** Every match of a competition, round by round. */
function everyMatch(competitionId: number) {
  const { selectable_rounds } = store.matches(competitionId, "en");
  return selectable_rounds.flatMap((round) => store.matches(competitionId, "en", round).data);
}

describe("match events of the embedded backend", () => {
  it("are the goals of the data with their kind and scorer, and nothing the data lacks", () => {
    const final = details(WORLD_CUP_2022, 10064);
    expect(final.events?.goals?.map((g) => `${g.minute} ${g.side} ${g.kind} ${g.scorer.name}`)).toEqual([
      "23 home penalty Lionel Messi",
      "36 home normal Ángel Di María",
      "80 away penalty Kylian Mbappé",
      "81 away normal Kylian Mbappé",
      "108 home normal Lionel Messi",
      "118 away penalty Kylian Mbappé",
    ]);
    expect(final.events?.goals?.[0]?.scorer.slug).toBe("lionel-messi-arg");
    expect(Object.keys(final.events!)).toEqual(["goals"]);
    expect(final).not.toHaveProperty("lineups");
    expect(final).not.toHaveProperty("statistics");
  });

  it("mark own goals and stoppage time as the goals list does", () => {
    const all = everyMatch(WORLD_CUP_2022).map((m) => details(WORLD_CUP_2022, m.id));
    const pairs = all.flatMap((d) => d.goals.map((goal, index) => ({ goal, event: d.events!.goals![index]! })));
    expect(pairs.length).toBe(172);
    for (const { goal, event } of pairs) {
      expect(event.kind).toBe(goal.own_goal ? "own_goal" : goal.penalty ? "penalty" : "normal");
      expect([event.side, event.minute, event.stoppage ?? null, event.scorer.name]).toEqual([goal.side, goal.minute, goal.stoppage, goal.scorer]);
    }
    expect(pairs.filter((p) => p.event.kind === "own_goal").length).toBeGreaterThan(0);
    expect(pairs.filter((p) => p.event.stoppage).length).toBeGreaterThan(0);
  });

  it("are left out where the data has no goal events", () => {
    const match = everyMatch(BUNDESLIGA).find((m) => m.status === "finished")!;
    const answer = details(BUNDESLIGA, match.id);
    expect(answer.goals_available).toBe(false);
    expect(answer).not.toHaveProperty("events");
  });

  it("give the same top scorers as the scorers call: one set of goals behind both", () => {
    const tally = new Map<string, number>();
    for (const match of everyMatch(WORLD_CUP_2022)) {
      for (const goal of details(WORLD_CUP_2022, match.id).events?.goals ?? []) {
        if (goal.kind !== "own_goal") tally.set(goal.scorer.slug!, (tally.get(goal.scorer.slug!) ?? 0) + 1);
      }
    }
    const scorers = ScorersResponseSchema.parse(store.scorers(WORLD_CUP_2022, "en")).data;
    const sorted = (entries: Iterable<[string, number]>) => Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));
    expect(sorted(scorers.map((s) => [s.player_slug!, s.goals]))).toEqual(sorted(tally));
  });
});
