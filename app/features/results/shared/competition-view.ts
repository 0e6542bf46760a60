import type { LiveView } from "#app/features/live/interface.ts";
import { CLOSED_STATUSES } from "#contract/match-status.ts";
import type { Competition, Match, MatchesResponse } from "#contract/schemas.ts";

/**
 * The view models the results pages share: what their loaders (`*.server.ts` in each slice of app/features/results/)
 * build and their components render. A plain module, so components never
 * import from server modules (docs/decisions/0004-results-pages.md).
 */

/** A competition page's heading and its tabs' paths (undefined: the competition has no such tab). */
export interface CompetitionHeader {
  id: number;
  name: string;
  season: string;
  kind: Competition["kind"];
  group: string | undefined;
  tabs: { matches: string; table: string | undefined; scorers: string | undefined; details: string; bracket: string | undefined };
}

export interface RoundLink {
  id: number;
  name: string;
  href: string;
}

/** A match of a round's list, with the path of its detail page. */
export interface MatchRow extends Match {
  href: string;
}

/** The matches tab of a competition: the round selector and the selected round's matches. */
export interface MatchesView {
  kind: "competition";
  header: CompetitionHeader;
  /** The spec's matches state: the selected round (-1 = the current one) and an error text. */
  selectedRound: number;
  error: string | null;
  round: RoundLink | null;
  currentRoundId: number | null;
  rounds: RoundLink[];
  previous: RoundLink | null;
  next: RoundLink | null;
  matches: MatchRow[];
  /** Set while a match of the round is in play: the page then reads the live stream. */
  live: LiveView | null;
}

/** A results page whose data could not be loaded at all: its heading and the error text. */
export interface UnavailableView {
  kind: "unavailable";
  heading: string;
  error: string;
}

/**
 * Whether the backend's current round (the answer of the matches call without a round) is the
 * competition's last and none of its matches will be played any more: the season is over.
 */
export function seasonOver(current: MatchesResponse): boolean {
  return current.current_round === current.rounds.length && current.data.length > 0 && current.data.every((match) => CLOSED_STATUSES.includes(match.status));
}
