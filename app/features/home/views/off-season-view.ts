import { seasonOver } from "#app/features/results/interface.ts";
import { href } from "#app/i18n/href.ts";
import type { Competition, Match, MatchesResponse, Team } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { type HomeMatch, homeMatch } from "./home-match.ts";

/**
 * The home page between seasons (every main competition's season over, nothing in play or today):
 * the competition decided last in the hero, the ones decided before it below, each with its winner
 * (and a cup's or tournament's final), and what comes next: the next day with kick-offs, or honestly nothing while no fixtures are known. Its
 * loader: app/features/home/off-season.server.ts. Browser-safe.
 */

/** A competition whose season is over. */
export interface HomeFinishedCompetition {
  id: number;
  name: string;
  season: string;
  kind: Competition["kind"];
  /** The competition's page. */
  href: string;
  /** The champions (a league's table's first) or the final's winner; null when the data does not tell. */
  winner: Team | null;
  /** A cup's or tournament's final; null for a league. */
  final: HomeMatch | null;
  /** The kick-off of its last match: the list is newest first. */
  ended: string;
}

/** The next matches known, with their competition's name. */
export interface HomeNextMatch {
  competition: string;
  match: HomeMatch;
}

export interface HomeOffSeasonView {
  /** The competition decided last: its result is the hero's, in a desktop's first screen. */
  latest: HomeFinishedCompetition | null;
  /** The ones decided before it, newest first, FINISHED_COMPETITIONS at most. */
  finished: HomeFinishedCompetition[];
  /** The first matches of the next day with kick-offs; empty when none is planned yet. */
  next: HomeNextMatch[];
  /** That day's page (the day view), when there is one. */
  nextDayHref: string | null;
}

/**
 * The list below the hero shows this many competitions decided before the latest: a row on a
 * desktop, and on a phone the cards below (the main competitions' last rounds) still within the
 * first two screens.
 */
export const FINISHED_COMPETITIONS = 4;
/** And this many of the next kick-offs. */
export const NEXT_MATCHES = 6;

/** Whether it is between seasons: nothing in play or today, and every main competition shown on a card played to its end. */
export function isOffSeason(hasStrip: boolean, cardsFinished: readonly (string | null)[]): boolean {
  return !hasStrip && cardsFinished.length > 0 && cardsFinished.every((season) => season !== null);
}

/**
 * The competitions whose season is over, the one that ended last first, 1 + FINISHED_COMPETITIONS
 * at most (the hero's and the list's); `current` has each competition's current round (undefined where it did not arrive), and
 * `champions` a league's table leader by competition id.
 */
export function finishedCompetitions(
  language: Language,
  competitions: readonly Competition[],
  current: readonly (MatchesResponse | undefined)[],
  champions: ReadonlyMap<number, Team>,
  shared: (team: Team) => Team,
): HomeFinishedCompetition[] {
  const finished = competitions.flatMap((competition, i) => {
    const round = current[i];
    if (!round || !seasonOver(round)) return [];
    const last = lastMatch(round.data);
    const final = competition.kind === "league" ? null : last;
    const winner = final ? finalWinner(final) : (champions.get(competition.id) ?? null);
    return [
      {
        id: competition.id,
        name: competition.name,
        season: competition.season,
        kind: competition.kind,
        href: href("results", language, { country: competition.slug }),
        winner: winner && shared(winner),
        final: final && homeMatch(final, competition, language, shared),
        ended: last.kickoff,
      },
    ];
  });
  // Newest first; the catalogue's order (a stable sort) among those that ended at the same time.
  return finished.sort((a, b) => b.ended.localeCompare(a.ended)).slice(0, 1 + FINISHED_COMPETITIONS);
}

/** The round's last match: a final comes after the match for third place. */
function lastMatch(matches: readonly Match[]): Match {
  return matches.reduce((latest, match) => (match.kickoff > latest.kickoff ? match : latest));
}

function finalWinner(match: Match): Team | null {
  return match.winner === "home" ? match.home : match.winner === "away" ? match.away : null;
}
