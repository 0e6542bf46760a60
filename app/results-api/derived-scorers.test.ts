import { describe, expect, it } from "vitest";
import type { MatchGoal } from "#contract/schemas-match-events.ts";
import type { MatchDetails } from "#contract/schemas.ts";
import { COMPLETE_MATCH, withoutExtension } from "#tests/support/complete-match.ts";
import { derivedPlayerId, goalsOfMatch, playersFromGoals, playerSlugOf, scorersFromGoals } from "./derived-scorers.ts";

/** The final with other goals in its events (the goals list is left as it is: the derivation reads the events). */
function finalWithGoals(goals: MatchGoal[], matchId = COMPLETE_MATCH.match.id, kickoff = COMPLETE_MATCH.match.kickoff): MatchDetails {
  return { ...COMPLETE_MATCH, match: { ...COMPLETE_MATCH.match, id: matchId, kickoff }, events: { ...COMPLETE_MATCH.events, goals } };
}

describe("scorers derived from match events", () => {
  it("ranks the final's scorers by goals, counts penalties and the assists the events name", () => {
    const scorers = scorersFromGoals(goalsOfMatch(COMPLETE_MATCH));
    expect(scorers.map(({ rank, name, goals, penalties, assists, player_slug }) => ({ rank, name, goals, penalties, assists, player_slug }))).toEqual([
      { rank: 1, name: "Kylian Mbappé", goals: 3, penalties: 2, assists: 0, player_slug: "kylian-mbappe-fra" },
      { rank: 2, name: "Lionel Messi", goals: 2, penalties: 1, assists: 0, player_slug: "lionel-messi-arg" },
      { rank: 3, name: "Ángel Di María", goals: 1, penalties: 0, assists: 0, player_slug: "angel-di-maria-arg" },
    ]);
    expect(scorers.map((scorer) => scorer.team.name)).toEqual(["France", "Argentina", "Argentina"]);
  });

  it("reads the plain goals list where the events are not sent, and then shows no assists", () => {
    const scorers = scorersFromGoals(goalsOfMatch(withoutExtension()));
    expect(scorers.map((scorer) => [scorer.name, scorer.goals, scorer.penalties])).toEqual([
      ["Kylian Mbappé", 3, 2],
      ["Lionel Messi", 2, 1],
      ["Ángel Di María", 1, 0],
    ]);
    expect(scorers.every((scorer) => !("assists" in scorer))).toBe(true);
  });

  it("never counts an own goal for its scorer, who plays for the other side", () => {
    const goals = goalsOfMatch(
      finalWithGoals([
        { side: "home", minute: 10, kind: "own_goal", scorer: { name: "Raphaël Varane" } },
        { side: "away", minute: 20, kind: "normal", scorer: { name: "Raphaël Varane" } },
      ]),
    );
    expect(goals[0]!.scorer).toMatchObject({ name: "Raphaël Varane", slug: "raphael-varane-fra", team: { name: "France" } });
    expect(scorersFromGoals(goals).map((scorer) => [scorer.name, scorer.goals])).toEqual([["Raphaël Varane", 1]]);
    expect(scorersFromGoals(goals.slice(0, 1))).toEqual([]);
  });

  it("shares a rank among equal goals; within it more assists, then fewer penalties, then the name", () => {
    const player = (name: string) => ({ name });
    const goals = goalsOfMatch(
      finalWithGoals([
        { side: "home", minute: 1, kind: "penalty", scorer: player("Anton") },
        { side: "home", minute: 2, kind: "normal", scorer: player("Zeno") },
        { side: "home", minute: 3, kind: "normal", scorer: player("Berta") },
        { side: "home", minute: 4, kind: "normal", scorer: player("Carla"), assist: player("Zeno") },
        { side: "home", minute: 5, kind: "normal", scorer: player("Carla") },
      ]),
    );
    expect(scorersFromGoals(goals).map((scorer) => [scorer.rank, scorer.name, scorer.assists])).toEqual([
      [1, "Carla", 0],
      [2, "Zeno", 1],
      [2, "Berta", 0],
      [2, "Anton", 0],
    ]);
  });

  it("has nothing where the data has no goal events", () => {
    expect(goalsOfMatch({ ...COMPLETE_MATCH, goals_available: false })).toEqual([]);
  });
});

describe("players derived from match events", () => {
  it("gives every scorer an entry and a career with their goals by kick-off, totals and a stable id", () => {
    const later = finalWithGoals(
      [{ side: "home", minute: 5, kind: "normal", scorer: { name: "Lionel Messi", slug: "lionel-messi-arg" } }],
      1,
      "2022-12-20T15:00:00.000Z",
    );
    const earlier = finalWithGoals(
      [{ side: "home", minute: 7, kind: "own_goal", scorer: { name: "Lionel Messi", slug: "lionel-messi-arg" } }],
      2,
      "2022-12-01T15:00:00.000Z",
    );
    const goals = [...goalsOfMatch(later), ...goalsOfMatch(COMPLETE_MATCH), ...goalsOfMatch(earlier)];
    const players = playersFromGoals(goals, [10]);
    expect(players.map((player) => [player.entry.name, player.entry.goals, player.entry.competition_ids])).toEqual([
      ["Ángel Di María", 1, [10]],
      ["Kylian Mbappé", 3, [10]],
      ["Lionel Messi", 3, [10]],
    ]);
    const messi = players.find((player) => player.entry.slug === "lionel-messi-arg")!;
    expect(messi.career.player).toEqual({ id: messi.entry.id, slug: "lionel-messi-arg", name: "Lionel Messi", team: COMPLETE_MATCH.match.home });
    expect(messi.career.competitions[0]!.goals.map((goal) => [goal.match.id, goal.minute, goal.penalty, goal.own_goal])).toEqual([
      [2, 7, false, true],
      [COMPLETE_MATCH.match.id, 23, true, false],
      [COMPLETE_MATCH.match.id, 108, false, false],
      [1, 5, false, false],
    ]);
    expect(messi.career.totals).toEqual({ goals: 3, penalties: 1, own_goals: 1, matches: 3 });
    expect(playersFromGoals(goals, [10]).map((player) => player.entry.id)).toEqual(players.map((player) => player.entry.id));
  });

  it("keeps ids distinct when two slugs hash alike", () => {
    const id = derivedPlayerId("a-x", new Set());
    expect(derivedPlayerId("a-x", new Set([id]))).not.toBe(id);
    expect(id).toBeGreaterThanOrEqual(0);
  });

  it("slugs a name without one by the embedded backend's rule", () => {
    expect(playerSlugOf("Alexis Mac Allister", COMPLETE_MATCH.match.home)).toBe("alexis-mac-allister-arg");
  });
});
