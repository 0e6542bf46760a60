import { CLOSED_STATUSES } from "#contract/match-status.ts";
import type { MatchesResponse, RoundDetailed } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import type { MatchRow } from "../match-rows.ts";
import { STARTED_STATUSES } from "../standings.ts";
import { NotFoundError, type ResultsData, type RoundRow } from "./results-data.ts";
import { DECIDED, toMatch, toRound } from "./shapes.ts";

/** A competition's rounds with the matches of its current round or of a chosen one (`matches`, `matchesOfRound`). */

export function matchAnswers(data: ResultsData) {
  function toRoundDetailed(r: RoundRow, matches: MatchRow[], language: Language): RoundDetailed {
    const decided = matches.filter((m) => DECIDED.includes(m.status)).length;
    const started = matches.filter((m) => STARTED_STATUSES.includes(m.status)).length;
    const closed = matches.filter((m) => CLOSED_STATUSES.includes(m.status)).length;
    return {
      ...toRound(data, r, language),
      stage: r.stage,
      matchday: r.matchday,
      leg: r.leg,
      first_kickoff: matches[0]!.kickoff,
      last_kickoff: matches.at(-1)!.kickoff,
      match_count: matches.length,
      finished_count: decided,
      state: started === 0 ? "not_started" : closed === matches.length ? "completed" : "in_progress",
    };
  }

  function matches(competitionId: number, language: Language, roundId?: number): MatchesResponse {
    data.competition(competitionId);
    const rounds = data.rounds(competitionId);
    if (roundId !== undefined && !rounds.some((r) => r.round_index === roundId)) {
      throw new NotFoundError(`round ${roundId} of competition ${competitionId} not found`);
    }
    const all = data.competitionMatches(competitionId);
    const byRound = Map.groupBy(all, (m) => m.round_index);
    const detailed = rounds.map((r) => toRoundDetailed(r, byRound.get(r.round_index) ?? [], language));
    // The current round is the last one under way: with a match decided, or in play during a replay.
    const lastPlayed = rounds.findLastIndex((r) => (byRound.get(r.round_index) ?? []).some((m) => STARTED_STATUSES.includes(m.status)));
    const currentRound = lastPlayed === -1 ? 1 : lastPlayed + 1;
    const shown = roundId ?? detailed[currentRound - 1]?.id;
    const shownMatches = shown === undefined ? [] : data.view().ofRound(competitionId, shown);
    return {
      data: shownMatches.map((m) => toMatch(data, m, language)),
      current_round: currentRound,
      selectable_rounds: detailed.filter((r) => r.match_count > 0).map((r) => r.id),
      rounds: detailed.map(({ id, name, slug }) => ({ id, name, slug })),
      rounds_detailed: detailed,
    };
  }

  return { matches };
}
