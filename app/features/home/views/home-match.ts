import { href } from "#app/i18n/href.ts";
import type { Competition, Match, Team } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";

/**
 * A match as the home page's rows show it: the fields they read, no more (the page data reaches
 * every first visit). Teams stay the source's objects, so a team shown twice is sent once.
 */
export type HomeMatch = Pick<Match, "id" | "kickoff" | "status" | "live" | "score" | "winner"> & { home: Team; away: Team; href: string };

/** A match of `competition` as the home page's rows show it, linked to its page; `shared` gives each team the page's one object for it. */
export function homeMatch(match: Match, competition: Competition, language: Language, shared: (team: Team) => Team): HomeMatch {
  const { id, kickoff, status, live, score, winner, slug } = match;
  const path = href("results-match", language, { competition: competition.slug, match: slug, mid: id });
  return { id, kickoff, status, live, score, winner, home: shared(match.home), away: shared(match.away), href: path };
}
