import { COUNTED_STATUSES } from "#contract/match-status.ts";
import { type KnockoutStage, type KnockoutStageName, type KnockoutTie, type TieDecider } from "#contract/schemas-knockout.ts";
import { KNOCKOUT_STAGES } from "#contract/schemas.ts";
import { ROUND_STAGES, type Match, type ScorePair } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { roundName, type Stage } from "./rounds.ts";

/**
 * A competition's knockout rounds as ties and in bracket order. Pure: the store hands it the rounds
 * and the matches (already in the API's shape) and returns what it gives back.
 *
 * Ties: the matches of one stage between the same two teams. The data does not always put each leg
 * in a round of its own (the Champions League's round of 16 is one round of sixteen matches), so
 * legs are found by their teams, not by the round's `leg`.
 */

export interface KnockoutRules {
  /**
   * Level on aggregate, the team with more away goals goes through (extra-time goals counting).
   * UEFA abolished the rule from 2021/22 and the DFB-Pokal and tournaments play single matches, so
   * every competition of our data plays without it; it stays a rule, not a constant, for older seasons.
   */
  awayGoals: boolean;
}

export const CURRENT_RULES: KnockoutRules = { awayGoals: false };

export interface KnockoutRound {
  id: number;
  stage: Stage;
}

export function isKnockoutStage(stage: Stage): stage is KnockoutStageName {
  return (KNOCKOUT_STAGES as readonly Stage[]).includes(stage);
}

/** The knockout stages of a competition, each with its ties in bracket order; none for a league. */
export function knockoutStages(rounds: readonly KnockoutRound[], matches: readonly Match[], language: Language, rules: KnockoutRules): KnockoutStage[] {
  const knockoutRounds = rounds.flatMap((round) => (isKnockoutStage(round.stage) ? [{ id: round.id, stage: round.stage }] : []));
  const stages = [...Map.groupBy(knockoutRounds, (round) => round.stage).entries()]
    .sort(([a], [b]) => ROUND_STAGES.indexOf(a) - ROUND_STAGES.indexOf(b))
    .map(([stage, stageRounds]): KnockoutStage => {
      const roundIds = stageRounds.map((round) => round.id);
      const stageMatches = matches.filter((match) => roundIds.includes(match.round_id));
      return {
        stage,
        name: roundName({ stage, matchday: null, leg: null }, language),
        round_ids: roundIds,
        ties: pairTies(stageMatches).map((legs) => buildTie(legs, rules)),
      };
    });
  return orderBracket(stages);
}

const byKickoff = (a: Match, b: Match) => a.kickoff.localeCompare(b.kickoff) || a.id - b.id;
const pairKey = (match: Match) => [match.home.id, match.away.id].sort((a, b) => a - b).join("-");

/** A stage's matches grouped by their two teams, each group by kick-off, the groups by their first match. */
export function pairTies(matches: readonly Match[]): Match[][] {
  return [...Map.groupBy([...matches].sort(byKickoff), pairKey).values()];
}

/** The score of a match seen from `first`'s side: home is `first`'s goals. A new object, never the match's own. */
function orient(score: ScorePair, match: Match, first: number): ScorePair {
  return match.home.id === first ? { home: score.home, away: score.away } : { home: score.away, away: score.home };
}

const add = (a: ScorePair, b: ScorePair): ScorePair => ({ home: a.home + b.home, away: a.away + b.away });
const ZERO: ScorePair = { home: 0, away: 0 };
const leader = (pair: ScorePair): 0 | 1 | null => (pair.home === pair.away ? null : pair.home > pair.away ? 0 : 1);

/** One tie from its legs (by kick-off): aggregate, shoot-out, the team that went through and how. */
export function buildTie(legs: Match[], rules: KnockoutRules): KnockoutTie {
  const first = legs[0]!;
  // Copies of the first leg's teams: an answer is a tree, as parsed JSON is, with no object in two places
  // (results-backend/handler.server.ts answers the site in-process with it).
  const teams: KnockoutTie["teams"] = [structuredClone(first.home), structuredClone(first.away)];
  const open = { teams, legs, aggregate: null, penalties: null, winner: null, decided_by: null, came_from: [null, null] } satisfies KnockoutTie;
  const results = legs.map((leg) => (COUNTED_STATUSES.includes(leg.status) ? (leg.score.et ?? leg.score.ft) : null));
  if (results.some((result) => result === null)) return open;

  const last = legs.at(-1)!;
  const oriented = legs.map((leg, i) => orient(results[i]!, leg, first.home.id));
  const aggregate = oriented.reduce(add, ZERO);
  // The aggregate when the last leg's 90 minutes were up: extra time decided the tie if it was level then.
  const afterNormalTime = last.score.et && last.score.ft ? add(oriented.slice(0, -1).reduce(add, ZERO), orient(last.score.ft, last, first.home.id)) : aggregate;
  const penalties = last.score.penalties ? orient(last.score.penalties, last, first.home.id) : null;
  const decided = (winner: 0 | 1 | null, decidedBy: TieDecider): KnockoutTie =>
    winner === null ? { ...open, aggregate, penalties } : { ...open, aggregate, penalties, winner, decided_by: decidedBy };

  const ahead = leader(aggregate);
  if (ahead !== null) {
    if (legs.some((leg) => leg.status === "awarded")) return decided(ahead, "awarded");
    if (last.score.et && leader(afterNormalTime) === null) return decided(ahead, "extra_time");
    return decided(ahead, legs.length === 1 ? "normal_time" : "aggregate");
  }
  if (rules.awayGoals && legs.length > 1) {
    const awayGoals = legs.reduce(
      (sum, leg, i) => add(sum, leg.home.id === first.home.id ? { home: 0, away: oriented[i]!.away } : { home: oriented[i]!.home, away: 0 }),
      ZERO,
    );
    if (leader(awayGoals) !== null) return decided(leader(awayGoals), "away_goals");
  }
  return decided(penalties ? leader(penalties) : null, "penalties");
}

/** True when `teamId` came out of `tie` (or, before it is decided, plays in it). */
function sentOn(tie: KnockoutTie, teamId: number): boolean {
  return tie.winner === null ? tie.teams.some((team) => team.id === teamId) : tie.teams[tie.winner].id === teamId;
}

/**
 * Bracket order, walking back from the last stage: the ties of a stage are ordered by the tie of the
 * next stage each one's winner plays in, and by the slot it takes there, so the winners of ties 2k
 * and 2k+1 meet in tie k. A tie of the next stage with a team that entered there (the Champions
 * League's seeded teams after the knockout play-offs) takes one tie from this stage, not two, and the
 * bracket still reads straight across. Ties whose winner plays no later tie (yet) keep their order
 * at the end. The third-place match stands outside the tree.
 */
export function orderBracket(stages: KnockoutStage[]): KnockoutStage[] {
  const tree = stages.filter((stage) => stage.stage !== "third_place");
  if (tree.length === 0) return stages;
  const ordered = new Map<KnockoutStage, KnockoutTie[]>([[tree.at(-1)!, tree.at(-1)!.ties]]);
  for (let i = tree.length - 2; i >= 0; i--) {
    const previous = tree[i]!.ties;
    const used = new Set<number>();
    const sorted: KnockoutTie[] = [];
    const next = ordered.get(tree[i + 1]!)!.map((tie): KnockoutTie => {
      const cameFrom = tie.teams.map((team) => {
        const index = previous.findIndex((candidate, j) => !used.has(j) && sentOn(candidate, team.id));
        if (index === -1) return null;
        used.add(index);
        sorted.push(previous[index]!);
        return sorted.length - 1;
      });
      return { ...tie, came_from: [cameFrom[0] ?? null, cameFrom[1] ?? null] };
    });
    ordered.set(tree[i + 1]!, next);
    ordered.set(tree[i]!, [...sorted, ...previous.filter((_, j) => !used.has(j))]);
  }
  return stages.map((stage) => ({ ...stage, ties: ordered.get(stage) ?? stage.ties }));
}
