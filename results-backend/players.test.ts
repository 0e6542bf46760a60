import { beforeAll, describe, expect, it } from "vitest";
import { PlayerResponseSchema, PlayersResponseSchema } from "#contract/schemas-player.ts";
import { MatchDetailsResponseSchema, ScorersResponseSchema } from "#contract/schemas.ts";
import { useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { openDatabase } from "./database.server.ts";
import { answerDirectly } from "./handler.server.ts";
import { NotFoundError, ResultsStore } from "./results-store.server.ts";

/**
 * The player calls (extensions `players` and `player`), from the real data: every scorer of the
 * tournaments with goal events, one player per team and name (a surname alone joined to the one
 * full name it ends), and each goal with its match.
 */

let store: ResultsStore;
const dataDir = useTemporaryDataDir();

beforeAll(() => {
  store = new ResultsStore(openDatabase(dataDir()));
});

const COMPETITION = { wc2026: 8, euro2024: 9, wc2022: 10 };

function playerNamed(name: string, language: "de" | "en" | "it" = "en") {
  const player = store.playerList(language).data.find((p) => p.name === name);
  expect(player, name).toBeDefined();
  return player!;
}

describe("the list of players", () => {
  it("passes its schema and has unique slugs, the same in every language", () => {
    const [de, en] = [store.playerList("de"), store.playerList("en")];
    expect(PlayersResponseSchema.parse(de)).toEqual(de);
    expect(new Set(de.data.map((p) => p.slug)).size).toBe(de.data.length);
    expect(new Map(en.data.map((p) => [p.id, p.slug]))).toEqual(new Map(de.data.map((p) => [p.id, p.slug])));
  });

  it("joins a surname of one tournament to the full name of another for the same team", () => {
    const mbappe = playerNamed("Kylian Mbappé");
    expect(mbappe.slug).toBe("kylian-mbappe-fra");
    expect(mbappe.competition_ids).toEqual([COMPETITION.wc2026, COMPETITION.euro2024, COMPETITION.wc2022]);
    expect(store.playerList("en").data.some((p) => p.name === "Mbappé")).toBe(false);
  });

  it("names the team in the requested language", () => {
    expect(playerNamed("Kylian Mbappé", "de").team.name).toBe("Frankreich");
    expect(playerNamed("Kylian Mbappé", "it").team.name).toBe("Francia");
  });
});

describe("one player", () => {
  it("lists each goal with its match, minute and marks, and the totals", () => {
    const kane = playerNamed("Harry Kane");
    const career = PlayerResponseSchema.parse(store.player(kane.id, "en")).data;
    expect(career.player).toMatchObject({ name: "Harry Kane", slug: "harry-kane-eng" });
    const goals = career.competitions.flatMap((c) => c.goals);
    expect(career.totals.goals).toBe(goals.filter((g) => !g.own_goal).length);
    expect(career.totals.penalties).toBe(goals.filter((g) => g.penalty && !g.own_goal).length);
    expect(career.totals.goals).toBe(kane.goals);
    // The 2022 World Cup: the published record is two goals (one penalty) for Kane.
    const wc2022 = career.competitions.find((c) => c.competition_id === COMPETITION.wc2022)!;
    expect(wc2022.totals).toMatchObject({ goals: 2, penalties: 1 });
    for (const goal of goals) expect([goal.match.home.id, goal.match.away.id]).toContain(career.player.team.id);
  });

  it("marks own goals, which count for the opponent and not in the player's goals", () => {
    const ownGoalScorer = store.playerList("en").data.find((p) => {
      const career = store.player(p.id, "en").data;
      return career.totals.own_goals > 0;
    })!;
    const career = store.player(ownGoalScorer.id, "en").data;
    const ownGoals = career.competitions.flatMap((c) => c.goals).filter((g) => g.own_goal);
    expect(ownGoals.length).toBe(career.totals.own_goals);
    expect(career.totals.goals).toBe(ownGoalScorer.goals);
  });

  it("is 404 for an unknown id, over both faces", () => {
    expect(() => store.player(999_999, "en")).toThrow(NotFoundError);
    const direct = answerDirectly(store);
    expect(direct("player", { playerId: 999_999 }, "en")).toMatchObject({ ok: false, status: 404 });
    expect(direct("players", {}, "en")).toMatchObject({ ok: true, status: 200 });
  });
});

describe("links to player pages", () => {
  it("the scorers list and a match's goals name each scorer's page", () => {
    const scorers = ScorersResponseSchema.parse(store.scorers(COMPETITION.wc2022, "en")).data;
    const slugs = new Set(store.playerList("en").data.map((p) => p.slug));
    expect(scorers.length).toBeGreaterThan(0);
    for (const scorer of scorers) expect(slugs).toContain(scorer.player_slug);
    const kane = playerNamed("Harry Kane");
    const goal = store.player(kane.id, "en").data.competitions[0]!.goals[0]!;
    const details = MatchDetailsResponseSchema.parse(store.matchDetails(goal.match.competition_id, goal.match.id, "en")).data;
    expect(details.goals.some((g) => g.player_slug === "harry-kane-eng")).toBe(true);
  });
});
