import { isInPlay } from "#app/football/format.ts";
import type { Match } from "#contract/schemas.ts";

/**
 * What a page with matches in play needs for live updates (docs/decisions/0111-live-stream.md): the
 * competitions whose stream it reads, and when it was rendered (said on the page, so a reader
 * without JavaScript knows how old the score is). Browser-safe.
 */
export interface LiveView {
  competitionIds: number[];
  /** ISO date-time of the render. */
  renderedAt: string;
}

/** A match's state as the live stream sends it: the fields that change while it is played. */
export type MatchState = Pick<Match, "id" | "status" | "live" | "score" | "winner">;

/** The live view of a page showing these matches of a competition; null when none is in play. */
export function liveViewOf(matches: readonly Pick<Match, "status">[], competitionId: number, now: Date = new Date()): LiveView | null {
  return matches.some(isInPlay) ? liveView([competitionId], now) : null;
}

/** Competitions one stream may follow (the stream refuses more): a page shows at most a handful. */
export const MAX_COMPETITIONS_PER_STREAM = 8;

/** The live view of a page rendered now that follows these competitions (the first MAX_COMPETITIONS_PER_STREAM). */
export function liveView(competitionIds: number[], now: Date = new Date()): LiveView {
  return { competitionIds: competitionIds.slice(0, MAX_COMPETITIONS_PER_STREAM), renderedAt: now.toISOString() };
}

/** The stream's URL for these competitions: `/live?c=1&c=5`. */
export function liveStreamUrl(competitionIds: readonly number[]): string {
  return `/live?${competitionIds.map((id) => `c=${id}`).join("&")}`;
}

/** The match with the latest state the stream sent for it, if any. */
export function withState<T extends MatchState>(match: T, state: MatchState | undefined): T {
  return state && state.id === match.id ? { ...match, status: state.status, live: state.live, score: state.score, winner: state.winner } : match;
}
