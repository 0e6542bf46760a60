import { type CompetitionSectionHead, competitionSectionHead, withCompetitions } from "#app/football/competition-section.ts";
import { href } from "#app/i18n/href.ts";
import type { KnockoutStage } from "#contract/schemas-knockout.ts";
import type { FormResult, MatchdayPosition, TeamCompetitionSeason, TeamPosition, TeamRecord, TeamSeason } from "#contract/schemas-team.ts";
import type { Competition, CompetitionsResponse, Match, Team } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";

/**
 * The view model of a team page and its builder: its loader (app/features/results/team/team-page.server.ts) loads the
 * season and builds it, its components (app/features/results/components/Team*.tsx) render it. A plain module, browser-safe.
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
  /** A league's first or second half of the season (`seasonHalves`); null where the season is not told in halves. */
  half: 1 | 2 | null;
}

/** Its season in one competition. */
export interface TeamCompetitionView extends CompetitionSectionHead {
  kind: Competition["kind"];
  /** The competition's table tab, where it has one. */
  tableHref: string | undefined;
  record: { total: TeamRecord; home: TeamRecord; away: TeamRecord };
  /** Its last five decided matches, oldest first. */
  form: { result: FormResult; match: TeamMatchView }[];
  position: TeamPosition | null;
  /**
   * A knockout competition's headline: the furthest stage the team reached ("Finale") and whether
   * it won the final; null for a league, a team out in the group stage, or without the knockout call.
   */
  stage: StageReached | null;
  /** League or league phase: its place after each matchday so far; empty otherwise. */
  positions: MatchdayPosition[];
  matches: TeamMatchView[];
}

export interface TeamPageView {
  kind: "team";
  team: Team;
  competitions: TeamCompetitionView[];
}

export interface StageReached {
  /** The stage's name in the page's language ("Finale", "Viertelfinale"). */
  name: string;
  /** True when that stage is the final and the team won it. */
  won: boolean;
}

/**
 * The team's season in every competition of the catalogue, each with its links in `language`;
 * `knockouts` has the knockout stages of the cups and tournaments it plays in, by competition id.
 */
export function teamPageView(
  season: TeamSeason,
  catalogue: CompetitionsResponse,
  language: Language,
  knockouts: ReadonlyMap<number, readonly KnockoutStage[]> = new Map(),
): TeamPageView {
  const teams: SharedTeams = new Map([[season.team.id, season.team]]);
  const competitions = withCompetitions(season.competitions, catalogue).map(([entry, competition]) => {
    const stages = knockouts.get(competition.id);
    return { ...competitionView(language, season.team.id, competition, entry, teams), stage: stages ? stageReached(stages, season.team.id) : null };
  });
  return { kind: "team", team: season.team, competitions };
}

/**
 * The furthest knockout stage with a tie of the team, in the order the competition plays them; the
 * third-place match is left out, as the semi-final already says how far the team went.
 */
export function stageReached(stages: readonly KnockoutStage[], teamId: number): StageReached | null {
  let reached: StageReached | null = null;
  for (const stage of stages) {
    if (stage.stage === "third_place") continue;
    const tie = stage.ties.find((t) => t.teams.some((team) => team.id === teamId));
    if (!tie) continue;
    const side = tie.teams.findIndex((team) => team.id === teamId);
    reached = { name: stage.name, won: stage.stage === "final" && tie.winner === side };
  }
  return reached;
}

/** A competition's winners as the language says it: by the first pattern its name contains ("Weltmeister"), else by its kind ("Pokalsieger"). */
export function winnersTitle(
  texts: { byName: readonly { contains: string; title: string }[]; cup: string; tournament: string },
  competition: Pick<TeamCompetitionView, "name" | "kind">,
): string {
  const named = texts.byName.find((entry) => competition.name.includes(entry.contains));
  return named ? named.title : competition.kind === "tournament" ? texts.tournament : texts.cup;
}

function competitionView(
  language: Language,
  teamId: number,
  competition: Competition,
  entry: TeamCompetitionSeason,
  teams: SharedTeams,
): Omit<TeamCompetitionView, "stage"> {
  const roundNames = new Map(entry.rounds.map((r) => [r.id, r.name]));
  const halfOf = seasonHalves(competition, entry);
  const matches = entry.matches.map((full): TeamMatchView => {
    const match = teamPageMatch(full, teams);
    const side = match.home.id === teamId ? "home" : "away";
    return {
      match,
      href: href("results-match", language, { competition: competition.slug, match: full.slug, mid: full.id }),
      side,
      opponent: side === "home" ? match.away : match.home,
      round: roundNames.get(full.round_id) ?? null,
      outcome: outcomeOf(match, side),
      half: halfOf(full.round_id),
    };
  });
  const byId = new Map(matches.map((m) => [m.match.id, m]));
  return {
    ...competitionSectionHead(competition, language),
    kind: competition.kind,
    tableHref: competition.has_table ? href("results-table", language, { competition: competition.slug }) : undefined,
    record: entry.record,
    form: entry.form.flatMap((f) => {
      const match = byId.get(f.match_id);
      return match ? [{ result: f.result, match }] : [];
    }),
    position: entry.position,
    positions: entry.positions,
    matches,
  };
}

/**
 * A league played home and away is told in its two halves (Hinrunde and Rückrunde): each team meets
 * every other once in the first `teams − 1` rounds and again in the rest. The half of a match's round,
 * where the season's schedule has all `2 × (teams − 1)` rounds; null otherwise (a cup, a tournament,
 * a schedule not yet complete, a table the backend did not give).
 */
export function seasonHalves(
  competition: Pick<Competition, "kind">,
  entry: Pick<TeamCompetitionSeason, "rounds" | "position">,
): (roundId: number) => 1 | 2 | null {
  const perHalf = (entry.position?.team_count ?? 0) - 1;
  if (competition.kind !== "league" || perHalf < 1 || entry.rounds.length !== 2 * perHalf) return () => null;
  const index = new Map(entry.rounds.map((round, i) => [round.id, i]));
  return (roundId) => {
    const i = index.get(roundId);
    return i === undefined ? null : i < perHalf ? 1 : 2;
  };
}

/** One object per team for the whole page: the page data then names each team once, wherever it plays. */
type SharedTeams = Map<number, Team>;

function teamPageMatch({ id, kickoff, status, live, score, winner, home, away }: Match, teams: SharedTeams): TeamPageMatch {
  const shared = (team: Team) => teams.get(team.id) ?? (teams.set(team.id, team), team);
  return { id, kickoff, status, live, score, winner, home: shared(home), away: shared(away) };
}

/** Won, drawn or lost after extra time (a shoot-out leaves a draw, as in the backend's record); null without a result. */
function outcomeOf(match: TeamPageMatch, side: "home" | "away"): FormResult | null {
  if (match.status !== "finished" && match.status !== "awarded") return null;
  const result = match.score.et ?? match.score.ft;
  if (!result) return null;
  const [own, other] = side === "home" ? [result.home, result.away] : [result.away, result.home];
  return own > other ? "W" : own === other ? "D" : "L";
}
