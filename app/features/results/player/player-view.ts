import { type CompetitionSectionHead, competitionSectionHead, withCompetitions } from "#app/football/competition-section.ts";
import { href } from "#app/i18n/href.ts";
import type { PlayerCareer, PlayerTotals } from "#contract/schemas-player.ts";
import type { CompetitionsResponse, Team } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";

/**
 * The view model of a player page and its builder: its loader (app/features/results/player/player-page.server.ts)
 * loads the player's goals and builds it, PlayerCareer.tsx renders it. A plain module, browser-safe.
 */

/** One goal as the page lists it: when, in which match, against whom, and how. */
export interface PlayerGoalView {
  /** A key unique on the page (a player may score twice in a minute: a penalty rebound). */
  key: string;
  minute: number;
  stoppage: number | null;
  penalty: boolean;
  ownGoal: boolean;
  kickoff: string;
  home: Team;
  away: Team;
  /** The final (or current) score, from the home side. */
  score: { home: number; away: number } | null;
  href: string;
}

export interface PlayerCompetitionView extends CompetitionSectionHead {
  /** The competition's scorers tab, where it has one. */
  scorersHref: string | undefined;
  totals: PlayerTotals;
  goals: PlayerGoalView[];
}

export interface PlayerPageView {
  kind: "player";
  name: string;
  slug: string;
  team: Team;
  teamHref: string;
  totals: PlayerTotals;
  competitions: PlayerCompetitionView[];
}

/** The player's goals in every competition of the catalogue, each with its links in `language`. */
export function playerPageView(career: PlayerCareer, catalogue: CompetitionsResponse, language: Language): PlayerPageView {
  const competitions = withCompetitions(career.competitions, catalogue).map(([entry, competition]): PlayerCompetitionView => ({
    ...competitionSectionHead(competition, language),
    scorersHref: competition.has_scorers ? href("results-scorers", language, { competition: competition.slug }) : undefined,
    totals: entry.totals,
    goals: entry.goals.map((goal, index) => {
      const { match } = goal;
      const final = match.score.et ?? match.score.ft;
      return {
        key: `${match.id}-${index}`,
        minute: goal.minute,
        stoppage: goal.stoppage,
        penalty: goal.penalty,
        ownGoal: goal.own_goal,
        kickoff: match.kickoff,
        home: match.home,
        away: match.away,
        score: final ? { home: final.home, away: final.away } : null,
        href: href("results-match", language, { competition: competition.slug, match: match.slug, mid: match.id }),
      };
    }),
  }));
  const { player } = career;
  return {
    kind: "player",
    name: player.name,
    slug: player.slug,
    team: player.team,
    teamHref: href("team", language, { team: player.team.slug }),
    totals: career.totals,
    competitions,
  };
}
