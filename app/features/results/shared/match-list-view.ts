import type { LiveView } from "#app/features/live/interface.ts";
import type { Match, Team } from "#contract/schemas.ts";

/*
 * The matches the results pages list as links (the day, a pairing, a match's meetings and round, the home
 * page's strip): the fields a row shows and the path of its page.
 */

/**
 * A match as the page's lists show it: the fields they read and the live stream updates, no more
 * (the page data reaches every first visit), its teams shared with the rest of the page.
 */
export type ListedMatch = Pick<Match, "id" | "competition_id" | "kickoff" | "status" | "live" | "score" | "winner" | "home" | "away">;

export function listedMatch(match: ListedMatch, team: (team: Team) => Team): ListedMatch {
  const { id, competition_id, kickoff, status, live, score, winner } = match;
  return { id, competition_id, kickoff, status, live, score, winner, home: team(match.home), away: team(match.away) };
}

/** A match with the path of its page (null when its competition is unknown to the catalogue). */
export interface LinkedMatch {
  match: ListedMatch;
  href: string | null;
}

export interface MeetingView extends LinkedMatch {
  /** Short name of the meeting's competition ("DFB-Pokal"), and its round there. */
  competition: string | null;
  round: string;
}

/** The home page's strip of matches in play and of today, with the live stream of their competitions. */
export interface LiveStripView {
  matches: MeetingView[];
  live: LiveView | null;
}
