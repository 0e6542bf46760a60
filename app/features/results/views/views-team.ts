import type { FormResult, MatchdayPosition, TeamPosition, TeamRecord } from "../../../../contract/schemas-team.ts";
import type { Competition, Match, Team } from "../../../../contract/schemas.ts";

/**
 * The view model of a team page: what its loader (app/features/results/server/team-page.server.ts) builds and
 * its components (app/features/results/components/Team*.tsx) render. A plain module, browser-safe.
 */

/**
 * A match as the team page shows it: what its rows read, no more (a season is 30 to 60 of them).
 * Every team is one shared object per page, so the page data names each team once.
 */
export type TeamPageMatch = Pick<Match, "id" | "kickoff" | "status" | "live" | "score" | "winner"> & { home: Team; away: Team };

/** One of its matches, from the team's side, with the path of the match page. */
export interface TeamMatchView {
  match: TeamPageMatch;
  href: string;
  side: "home" | "away";
  opponent: Team;
  /** The name of its round ("1. Spieltag", "Finale"); null when the backend did not name it. */
  round: string | null;
  /** Won, drawn or lost after extra time; null while the match has no counted result. */
  outcome: FormResult | null;
}

/** Its season in one competition. */
export interface TeamCompetitionView {
  id: number;
  name: string;
  shortName: string;
  season: string;
  kind: Competition["kind"];
  /** The section's id on the page (the competition's slug). */
  anchor: string;
  /** The competition's page, and its table tab where it has one. */
  href: string;
  tableHref: string | undefined;
  record: { total: TeamRecord; home: TeamRecord; away: TeamRecord };
  /** Its last five decided matches, oldest first. */
  form: { result: FormResult; match: TeamMatchView }[];
  position: TeamPosition | null;
  /** League or league phase: its place after each matchday so far; empty otherwise. */
  positions: MatchdayPosition[];
  matches: TeamMatchView[];
}

export interface TeamPageView {
  kind: "team";
  team: Team;
  competitions: TeamCompetitionView[];
}
