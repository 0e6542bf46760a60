import { IN_PLAY_STATUSES, type MatchStatus } from "#contract/match-status.ts";

/**
 * How long the results source (results-source.server.ts) keeps an answer: a lifetime per kind of
 * data, and a short one for any answer that holds a match in play.
 */

/** Time-to-live per kind: finished and past data changes rarely, the current round often. */
export const RESULTS_TTL_MS = {
  competitions: 10 * 60_000,
  /** The current round: results come in while it is played. */
  currentRound: 60_000,
  /** A round chosen explicitly: mostly past rounds, whose results are final. */
  round: 10 * 60_000,
  table: 2 * 60_000,
  scorers: 2 * 60_000,
  /** Extension: the table after the current matchday, with form and zones (changes with results); past matchdays use `round`. */
  standings: 2 * 60_000,
  matchDetails: 2 * 60_000,
  /** Extension: standing before kick-off, form, meetings, the rest of the round (changes with results). */
  matchContext: 2 * 60_000,
  /** Extension: knockout ties and bracket (a tie changes when one of its legs is played). */
  knockout: 2 * 60_000,
  newsList: 2 * 60_000,
  newsItem: 10 * 60_000,
  /** Every team (team pages): changes only with the competitions. */
  teams: 10 * 60_000,
  /** A team's season: its results come in with the rounds. */
  teamSeason: 2 * 60_000,
  /** Extension: the matches of a day across competitions (today's change while they are played). */
  day: 60_000,
  /** Every player who scored (player pages, search): changes with the results. */
  players: 2 * 60_000,
  /** A player's goals: change with the results. */
  player: 2 * 60_000,
  /**
   * Any answer holding a match in play, whatever its kind: its minute moves on every minute (or
   * faster, in a replay), so a page read again shows the next minute, not one a kind's lifetime old
   * (the live stream's poll interval, LIVE_POLL_MS's default).
   */
  inPlay: 2_000,
} as const;

/**
 * Whether an answer holds a match in play anywhere (a round's matches, a match's details, a team's
 * season, a day, a table's matches in play): an object with a kick-off whose status is live or half-time.
 */
export function holdsMatchInPlay(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsMatchInPlay);
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  if ("kickoff" in record && IN_PLAY_STATUSES.includes(record.status as MatchStatus)) return true;
  return Object.values(record).some(holdsMatchInPlay);
}

/** How long an answer of a kind is kept: the kind's lifetime, shorter while it holds a match in play. */
export function answerTtl(kindTtlMs: number, value: unknown): number {
  return holdsMatchInPlay(value) ? Math.min(kindTtlMs, RESULTS_TTL_MS.inPlay) : kindTtlMs;
}
