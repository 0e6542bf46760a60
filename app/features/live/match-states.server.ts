import { IN_PLAY_STATUSES } from "#contract/match-status.ts";
import type { Match } from "#contract/schemas.ts";

/**
 * What the live stream tells about a match: exactly the fields of the API's Match object that
 * change while it is played, `live` null when it is not in play.
 */
export type MatchState = Pick<Match, "id" | "status" | "score" | "winner"> & { live: NonNullable<Match["live"]> | null };

/** A match's state and its JSON, serialized once per poll that changed it. */
export interface StateEntry {
  state: MatchState;
  json: string;
  /** Both teams, whose cached seasons change with the match. */
  teamIds: [number, number];
}

/** The states of a round by match id, in the backend's order. */
export type RoundStates = Map<number, StateEntry>;

export function matchState(match: Match): MatchState {
  // Built field by field: the JSON is compared as text, so the key order must not depend on the source.
  const { ht, ft, et, penalties } = match.score;
  const live = match.live
    ? {
        period: match.live.period,
        minute: match.live.minute,
        stoppage: match.live.stoppage,
        // The shoot-out's running count, where the backend sends it.
        ...(match.live.penalties ? { penalties: { home: match.live.penalties.home, away: match.live.penalties.away } } : {}),
      }
    : null;
  return { id: match.id, status: match.status, live, score: { ht, ft, et, penalties }, winner: match.winner };
}

export interface RoundDiff {
  next: RoundStates;
  /** Matches whose state differs from the previous poll (every match on a first poll). */
  changed: StateEntry[];
  /** Whether a score or status changed (not only a minute): tables may have moved. */
  resultChanged: boolean;
  /** Whether a match of the round is in play. */
  inPlay: boolean;
}

/** Compares a poll's matches with the previous poll's states (undefined before the first poll). */
export function diffRound(previous: RoundStates | undefined, matches: readonly Match[]): RoundDiff {
  const next: RoundStates = new Map();
  const changed: StateEntry[] = [];
  let resultChanged = false;
  let inPlay = false;
  for (const match of matches) {
    const state = matchState(match);
    if (IN_PLAY_STATUSES.includes(state.status)) inPlay = true;
    const json = JSON.stringify(state);
    const before = previous?.get(match.id);
    const entry: StateEntry = before?.json === json ? before : { state, json, teamIds: [match.home.id, match.away.id] };
    next.set(match.id, entry);
    if (before?.json === json) continue;
    changed.push(entry);
    if (!previous) continue;
    // A match new to the round (the current round moved on) counts as a result: something started.
    if (!before || before.state.status !== state.status || JSON.stringify(before.state.score) !== JSON.stringify(state.score)) resultChanged = true;
  }
  return { next, changed, resultChanged, inPlay };
}
