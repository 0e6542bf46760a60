import type { ResultsSource } from "#app/results-api/results-source.server.ts";
import type { Match, MatchesResponse } from "#contract/schemas.ts";

/** A match of the season with its round's name ("1. Spieltag", "Finale"; null when the backend did not name it). */
export interface SeasonMatch {
  match: Match;
  round: string | null;
}

/**
 * Every match of a competition's season, each once: the current round from the call the competition
 * page makes (cached for a minute, as its results come in), the others round by round (cached for
 * ten). The competition calendar and a match URL without its id read it.
 */
export async function seasonMatches(source: ResultsSource, competitionId: number, current?: MatchesResponse): Promise<SeasonMatch[]> {
  current ??= await source.getMatches(competitionId);
  const currentId = current.rounds[current.current_round - 1]?.id;
  const others = await Promise.all(current.selectable_rounds.filter((id) => id !== currentId).map((id) => source.getMatches(competitionId, id)));
  const rounds = new Map(current.rounds.map((r) => [r.id, r.name]));
  const seen = new Set<number>();
  return [current, ...others]
    .flatMap((answer) => answer.data)
    .filter((match) => !seen.has(match.id) && seen.add(match.id))
    .map((match) => ({ match, round: rounds.get(match.round_id) ?? null }));
}
