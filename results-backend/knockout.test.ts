import { beforeAll, describe, expect, it } from "vitest";
import type { KnockoutStage, KnockoutTie } from "#contract/schemas-knockout.ts";
import { KnockoutResponseSchema } from "#contract/schemas-knockout.ts";
import type { Match } from "#contract/schemas.ts";
import { useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { embeddedApi } from "#tests/support/services.ts";
import { openDatabase } from "./database.server.ts";
import { buildTie, CURRENT_RULES, knockoutStages } from "./knockout.ts";
import { NotFoundError, ResultsStore } from "./results-store.server.ts";

/**
 * Ties and bracket order against the real 2024/25 cups and the tournaments (results typed in from
 * the competitions' published results, not computed), plus the rules the data does not exercise.
 */

let store: ResultsStore;
const dataDir = useTemporaryDataDir();

beforeAll(() => {
  store = new ResultsStore(openDatabase(dataDir()));
});

const COMPETITION = { bundesliga: 1, dfbPokal: 3, cl: 6, el: 7, wc2026: 8, euro2024: 9, wc2022: 10 };

function stagesOf(competitionId: number, language: "de" | "en" | "it" = "en"): KnockoutStage[] {
  return KnockoutResponseSchema.parse(store.knockout(competitionId, language)).data.stages;
}

function stage(stages: KnockoutStage[], name: KnockoutStage["stage"]): KnockoutStage {
  const found = stages.find((s) => s.stage === name);
  expect(found, name).toBeDefined();
  return found!;
}

/** "PSG 1:1 Liverpool" in the order of the tie's teams, with shoot-out, winner and decider. */
function summary(tie: KnockoutTie): string {
  const [a, b] = tie.teams.map((team) => team.name);
  const score = tie.aggregate ? `${tie.aggregate.home}:${tie.aggregate.away}` : "-:-";
  const penalties = tie.penalties ? ` (${tie.penalties.home}:${tie.penalties.away} pens)` : "";
  const through = tie.winner === null ? "open" : `${tie.teams[tie.winner].name} by ${tie.decided_by}`;
  return `${a} ${score} ${b}${penalties} → ${through}`;
}

const winnerId = (tie: KnockoutTie) => (tie.winner === null ? undefined : tie.teams[tie.winner].id);

/** Every tie of a later stage is fed by the ties its `came_from` names: their winners are its teams. */
function expectFedByCameFrom(stages: KnockoutStage[]): void {
  const tree = stages.filter((s) => s.stage !== "third_place");
  for (let i = 1; i < tree.length; i++) {
    for (const tie of tree[i]!.ties) {
      tie.came_from.forEach((from, slot) => {
        if (from !== null) expect(winnerId(tree[i - 1]!.ties[from]!)).toBe(tie.teams[slot]!.id);
      });
    }
  }
}

describe("Champions League 2024/25: two-legged ties", () => {
  it("pairs the round of 16's sixteen matches (one round in the data) into eight ties of two legs with aggregates", () => {
    const roundOf16 = stage(stagesOf(COMPETITION.cl), "round_of_16");
    expect(roundOf16.name).toBe("Round of 16");
    expect(roundOf16.round_ids).toHaveLength(1);
    expect(roundOf16.ties).toHaveLength(8);
    for (const tie of roundOf16.ties) {
      expect(tie.legs).toHaveLength(2);
      const [first, second] = tie.legs;
      expect([first!.home.id, first!.away.id]).toEqual([tie.teams[0].id, tie.teams[1].id]);
      expect([second!.home.id, second!.away.id]).toEqual([tie.teams[1].id, tie.teams[0].id]);
      expect(first!.kickoff < second!.kickoff).toBe(true);
    }
    expect(roundOf16.ties.map(summary).sort()).toEqual(
      [
        "Paris Saint-Germain FC 1:1 Liverpool FC (4:1 pens) → Paris Saint-Germain FC by penalties",
        "Real Madrid CF 2:2 Club Atlético de Madrid (4:2 pens) → Real Madrid CF by penalties",
        "PSV 3:9 Arsenal FC → Arsenal FC by aggregate",
        "FC Bayern München 5:0 Bayer 04 Leverkusen → FC Bayern München by aggregate",
        "Club Brugge KV 1:6 Aston Villa FC → Aston Villa FC by aggregate",
        "Sport Lisboa e Benfica 1:4 FC Barcelona → FC Barcelona by aggregate",
        "Borussia Dortmund 3:2 Lille OSC → Borussia Dortmund by aggregate",
        "Feyenoord Rotterdam 1:4 FC Internazionale Milano → FC Internazionale Milano by aggregate",
      ].sort(),
    );
  });

  it("counts the second leg's extra time in the aggregate and takes the shoot-out from it (PSG at Anfield)", () => {
    const tie = stage(stagesOf(COMPETITION.cl), "round_of_16").ties.find((t) => t.teams[0].name === "Paris Saint-Germain FC")!;
    const anfield = tie.legs[1]!;
    expect(anfield.home.name).toBe("Liverpool FC");
    expect(anfield.score.et).toEqual({ home: 0, away: 1 });
    expect(anfield.score.penalties).toEqual({ home: 1, away: 4 });
    // In the tie's order (PSG first): 0:1 in Paris, 1:0 at Anfield after extra time, 4:1 on penalties.
    expect(tie.aggregate).toEqual({ home: 1, away: 1 });
    expect(tie.penalties).toEqual({ home: 4, away: 1 });
  });

  it("pairs the knockout play-offs across their two rounds (first and second legs)", () => {
    const playoffs = stage(stagesOf(COMPETITION.cl), "playoffs");
    expect(playoffs.round_ids).toHaveLength(2);
    expect(playoffs.ties).toHaveLength(8);
    expect(
      playoffs.ties.every((t) => t.legs.length === 2 && t.legs[0]!.round_id === playoffs.round_ids[0] && t.legs[1]!.round_id === playoffs.round_ids[1]),
    ).toBe(true);
    expect(playoffs.ties.map(summary)).toContain("Stade Brestois 29 0:10 Paris Saint-Germain FC → Paris Saint-Germain FC by aggregate");
  });

  it("orders the bracket from the final back: each round-of-16 tie takes one play-off winner, the seeded team entering there", () => {
    const stages = stagesOf(COMPETITION.cl);
    expect(stages.map((s) => s.stage)).toEqual(["playoffs", "round_of_16", "quarter_finals", "semi_finals", "final"]);
    expectFedByCameFrom(stages);
    const roundOf16 = stage(stages, "round_of_16");
    expect(roundOf16.ties.map((t) => t.came_from)).toEqual(roundOf16.ties.map((_, k) => [k, null]));
    expect(stage(stages, "quarter_finals").ties.map((t) => t.came_from)).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
    ]);
    expect(stage(stages, "semi_finals").ties.map(summary)).toEqual([
      "Arsenal FC 1:3 Paris Saint-Germain FC → Paris Saint-Germain FC by aggregate",
      "FC Barcelona 6:7 FC Internazionale Milano → FC Internazionale Milano by aggregate",
    ]);
    expect(stage(stages, "final").ties.map(summary)).toEqual(["Paris Saint-Germain FC 5:0 FC Internazionale Milano → Paris Saint-Germain FC by normal_time"]);
  });

  it("pairs the Europa League's play-offs, which the data keeps in one round", () => {
    const playoffs = stage(stagesOf(COMPETITION.el), "playoffs");
    expect(playoffs.round_ids).toHaveLength(1);
    expect(playoffs.ties).toHaveLength(8);
    expect(playoffs.ties.every((t) => t.legs.length === 2 && t.winner !== null)).toBe(true);
    expectFedByCameFrom(stagesOf(COMPETITION.el));
  });
});

describe("single-match ties", () => {
  it("World Cup 2022 final: Argentina–France 3:3 after extra time, 4:2 on penalties", () => {
    const stages = stagesOf(COMPETITION.wc2022, "de");
    const final = stage(stages, "final");
    expect(final.name).toBe("Finale");
    expect(final.ties).toHaveLength(1);
    const tie = final.ties[0]!;
    expect(tie.teams.map((t) => t.name)).toEqual(["Argentinien", "Frankreich"]);
    expect(tie.legs).toHaveLength(1);
    expect(tie.legs[0]!.score.ft).toEqual({ home: 2, away: 2 });
    expect(tie.aggregate).toEqual({ home: 3, away: 3 });
    expect(tie.penalties).toEqual({ home: 4, away: 2 });
    expect(tie.winner).toBe(0);
    expect(tie.decided_by).toBe("penalties");
  });

  it("World Cup 2022: extra time and shoot-outs on the way, the third-place match outside the tree", () => {
    const stages = stagesOf(COMPETITION.wc2022);
    expect(stages.map((s) => s.stage)).toEqual(["round_of_16", "quarter_finals", "semi_finals", "third_place", "final"]);
    expect(stage(stages, "quarter_finals").ties.map(summary)).toEqual([
      "Netherlands 2:2 Argentina (3:4 pens) → Argentina by penalties",
      "Croatia 1:1 Brazil (4:2 pens) → Croatia by penalties",
      "England 1:2 France → France by normal_time",
      "Morocco 1:0 Portugal → Morocco by normal_time",
    ]);
    expect(stage(stages, "third_place").ties.map((t) => [summary(t), t.came_from])).toEqual([["Croatia 2:1 Morocco → Croatia by normal_time", [null, null]]]);
    expectFedByCameFrom(stages);
  });

  it("Euro 2024: a quarter-final won in extra time (Spain–Germany 2:1)", () => {
    const tie = stage(stagesOf(COMPETITION.euro2024), "quarter_finals").ties.find((t) => t.teams.some((team) => team.name === "Germany"))!;
    expect(summary(tie)).toBe("Spain 2:1 Germany → Spain by extra_time");
  });
});

describe("DFB-Pokal 2024/25: bracket order", () => {
  it("puts the winners of ties 2k and 2k+1 into tie k of the next round, from the first round to the final", () => {
    const stages = stagesOf(COMPETITION.dfbPokal, "de");
    expect(stages.map((s) => [s.name, s.ties.length])).toEqual([
      ["1. Runde", 32],
      ["2. Runde", 16],
      ["Achtelfinale", 8],
      ["Viertelfinale", 4],
      ["Halbfinale", 2],
      ["Finale", 1],
    ]);
    for (let i = 1; i < stages.length; i++) {
      stages[i]!.ties.forEach((tie, k) => {
        const feeders = [stages[i - 1]!.ties[2 * k]!, stages[i - 1]!.ties[2 * k + 1]!];
        expect(feeders.map(winnerId)).toEqual(tie.teams.map((team) => team.id));
        expect(tie.came_from).toEqual([2 * k, 2 * k + 1]);
      });
    }
    expect(stage(stages, "final").ties.map(summary)).toEqual(["Arminia Bielefeld 2:4 VfB Stuttgart → VfB Stuttgart by normal_time"]);
    expect(stage(stages, "semi_finals").ties.map(summary)).toEqual([
      "Arminia Bielefeld 2:1 Bayer 04 Leverkusen → Arminia Bielefeld by normal_time",
      "VfB Stuttgart 3:1 RB Leipzig → VfB Stuttgart by normal_time",
    ]);
    // Bielefeld's path, top of the bracket: Union (2nd round), Freiburg, Bremen, Leverkusen.
    expect(stages.slice(1, 4).map((s) => s.ties[0]!.teams.map((t) => t.name))).toEqual([
      ["Arminia Bielefeld", "1. FC Union Berlin"],
      ["Arminia Bielefeld", "SC Freiburg"],
      ["Arminia Bielefeld", "SV Werder Bremen"],
    ]);
  });

  it("tells extra time and penalties apart in single matches", () => {
    const roundOf16 = stage(stagesOf(COMPETITION.dfbPokal), "round_of_16");
    expect(roundOf16.ties.map(summary)).toEqual(
      expect.arrayContaining(["Karlsruher SC 2:2 FC Augsburg (4:5 pens) → FC Augsburg by penalties", "1. FC Köln 2:1 Hertha BSC → 1. FC Köln by extra_time"]),
    );
  });
});

describe("other competitions", () => {
  it("a league has no knockout stages; an unknown competition is not found", () => {
    expect(stagesOf(COMPETITION.bundesliga)).toEqual([]);
    expect(() => store.knockout(999, "de")).toThrow(NotFoundError);
  });

  it("the API answers the extension call, 404 for an unknown competition", async () => {
    const post = (path: string) =>
      embeddedApi(new Request(`http://localhost:3000/api${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"lng":"it"}' }));
    const answer = await post(`/competitions/${COMPETITION.wc2022}/knockout`);
    expect(answer.status).toBe(200);
    const { data } = KnockoutResponseSchema.parse(await answer.json());
    expect(data.stages.map((s) => s.name)).toEqual(["Ottavi di finale", "Quarti di finale", "Semifinali", "Finale per il terzo posto", "Finale"]);
    expect((await post("/competitions/999/knockout")).status).toBe(404);
  });

  it("World Cup 2026: a round of 32 feeding a 16-team bracket", () => {
    const stages = stagesOf(COMPETITION.wc2026);
    expect(stages.map((s) => s.ties.length)).toEqual([16, 8, 4, 2, 1, 1]);
    expectFedByCameFrom(stages);
  });
});

// ── Rules the data does not exercise ─────────────────────────────────────────────────────────────

const team = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), country_code: null });
const HOME = team(1, "Ajax");
const AWAY = team(2, "Celtic");

function leg(
  id: number,
  home: typeof HOME,
  away: typeof HOME,
  kickoff: string,
  score: Partial<Match["score"]> & Pick<Match["score"], "ft">,
  status: Match["status"] = "finished",
): Match {
  return {
    id,
    slug: `${home.slug}-${away.slug}`,
    competition_id: 1,
    round_id: 0,
    group: null,
    kickoff,
    status,
    home,
    away,
    score: { ht: null, et: null, penalties: null, ...score },
    winner: null,
    venue: null,
  };
}

describe("tie rules", () => {
  const first = leg(1, HOME, AWAY, "2019-02-13T20:00:00.000Z", { ft: { home: 1, away: 2 } });
  const second = leg(2, AWAY, HOME, "2019-03-05T20:00:00.000Z", { ft: { home: 0, away: 1 } });

  it("away goals decide a level aggregate only where the rules say so", () => {
    expect(buildTie([first, second], { awayGoals: true })).toMatchObject({ aggregate: { home: 2, away: 2 }, winner: 1, decided_by: "away_goals" });
    expect(buildTie([first, second], CURRENT_RULES)).toMatchObject({ aggregate: { home: 2, away: 2 }, winner: null, decided_by: null });
  });

  it("extra time in the second leg decides when the aggregate was level after 90 minutes", () => {
    const afterExtraTime = { ...second, score: { ...second.score, et: { home: 1, away: 1 } } };
    expect(buildTie([first, afterExtraTime], CURRENT_RULES)).toMatchObject({ aggregate: { home: 2, away: 3 }, winner: 1, decided_by: "extra_time" });
  });

  it("an open tie keeps its teams and has neither aggregate nor winner", () => {
    const scheduled = leg(2, AWAY, HOME, "2019-03-05T20:00:00.000Z", { ft: null }, "scheduled");
    expect(buildTie([first, scheduled], CURRENT_RULES)).toMatchObject({ teams: [HOME, AWAY], aggregate: null, winner: null, decided_by: null });
  });

  it("a stage of open matches still pairs its ties", () => {
    const open = [leg(1, HOME, AWAY, "2026-07-01T20:00:00.000Z", { ft: null }, "scheduled")];
    const [final] = knockoutStages([{ id: 0, stage: "final" }], open, "en", CURRENT_RULES);
    expect(final!.ties.map((t) => [t.teams.map((x) => x.name), t.winner])).toEqual([[["Ajax", "Celtic"], null]]);
  });
});
