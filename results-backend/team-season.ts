import { CLOSED_STATUSES, COUNTED_STATUSES } from "#contract/match-status.ts";
import type { FormEntry, MatchdayPosition, TeamCompetitionSeason, TeamPosition, TeamRecord } from "#contract/schemas-team.ts";
import type { Competition, Match, Round, ScorePair, TableGroup } from "#contract/schemas.ts";
import { type Stage, TABLE_STAGE } from "./rounds.ts";
import { computeTable, POINTS_FOR_DRAW, POINTS_FOR_WIN, type TableMatch, type TiebreakRule } from "./standings.ts";

/**
 * One team's season in one competition, computed from the competition's matches: its matches,
 * its record (total, home, away), its form, its place in the table and, for a league or a league
 * phase, its place after every matchday. Pure: the store hands in rows it already has, in the
 * shapes of the API.
 */

export interface SeasonRound extends Round {
  stage: Stage;
  matchday: number | null;
}

export interface TeamSeasonInput {
  teamId: number;
  competition: { id: number; kind: Competition["kind"]; tiebreak: TiebreakRule; hasTable: boolean };
  /** Every round of the competition, in round order. */
  rounds: readonly SeasonRound[];
  /** Every match of the competition, by kick-off. */
  matches: readonly Match[];
  /** The competition's tables as the table call answers them (the final or current position comes from there). */
  tables: readonly TableGroup[];
  /** The name that orders teams the data cannot separate: the one the table call uses. */
  teamName: (teamId: number) => string;
}

const FORM_LENGTH = 5;

/** The result that counts: after extra time where it was played; a penalty shoot-out never counts. */
const countedResult = (match: Match): ScorePair | null => (COUNTED_STATUSES.includes(match.status) ? (match.score.et ?? match.score.ft) : null);

export function teamCompetitionSeason(input: TeamSeasonInput): TeamCompetitionSeason {
  const { teamId, competition } = input;
  const matches = input.matches.filter((m) => m.home.id === teamId || m.away.id === teamId);
  const roundIds = new Set(matches.map((m) => m.round_id));
  const decided = matches.filter((m) => countedResult(m) !== null);
  const hasPoints = competition.hasTable;
  return {
    competition_id: competition.id,
    rounds: input.rounds.filter((r) => roundIds.has(r.id)).map(({ id, name, slug }) => ({ id, name, slug })),
    matches,
    record: {
      total: teamRecord(teamId, decided, hasPoints),
      home: teamRecord(
        teamId,
        decided.filter((m) => m.home.id === teamId),
        hasPoints,
      ),
      away: teamRecord(
        teamId,
        decided.filter((m) => m.away.id === teamId),
        hasPoints,
      ),
    },
    form: decided.slice(-FORM_LENGTH).map((m): FormEntry => ({ match_id: m.id, result: formResult(teamId, m) })),
    position: tablePosition(input),
    positions: competition.kind === "tournament" ? [] : matchdayPositions(input),
  };
}

/** Won, drawn or lost for `teamId`; undefined for a match without a counted result. */
export function outcomeFor(teamId: number, match: Match): FormEntry["result"] | undefined {
  const result = countedResult(match);
  if (!result) return undefined;
  const [own, other] = match.home.id === teamId ? [result.home, result.away] : [result.away, result.home];
  return own > other ? "W" : own === other ? "D" : "L";
}

/**
 * The form guide's reading of a decided match: a tie settled on penalties is won by the team that
 * went through and lost by the other (the match page's form reads it the same way), while the
 * record counts it as a draw, as official statistics do.
 */
function formResult(teamId: number, match: Match): FormEntry["result"] {
  if (match.winner === null) return "D";
  return (match.winner === "home") === (match.home.id === teamId) ? "W" : "L";
}

function teamRecord(teamId: number, decided: readonly Match[], hasPoints: boolean): TeamRecord {
  const record = { played: 0, won: 0, drawn: 0, lost: 0, goals_for: 0, goals_against: 0 };
  for (const match of decided) {
    const result = countedResult(match)!;
    const home = match.home.id === teamId;
    record.played += 1;
    record.goals_for += home ? result.home : result.away;
    record.goals_against += home ? result.away : result.home;
    const outcome = outcomeFor(teamId, match);
    if (outcome === "W") record.won += 1;
    else if (outcome === "D") record.drawn += 1;
    else record.lost += 1;
  }
  return { ...record, points: hasPoints ? record.won * POINTS_FOR_WIN + record.drawn * POINTS_FOR_DRAW : null };
}

/** The matches of the table stage, in round order of their rounds. */
function tableMatches({ competition, rounds, matches }: TeamSeasonInput): Match[] {
  const counted = new Set(rounds.filter((r) => r.stage === TABLE_STAGE[competition.kind]).map((r) => r.id));
  return matches.filter((m) => counted.has(m.round_id));
}

/** Its row in the table call's answer, and whether every match of that table is over. */
function tablePosition(input: TeamSeasonInput): TeamPosition | null {
  for (const group of input.tables) {
    const row = group.rows.find((r) => r.team.id === input.teamId);
    if (!row) continue;
    // Before its first counted match a place says nothing (the table orders such teams by name).
    if (row.played === 0) return null;
    const ofTable = tableMatches(input).filter((m) => input.competition.kind !== "tournament" || m.group?.slug === group.slug);
    return {
      position: row.position,
      team_count: group.rows.length,
      points: row.points,
      group: group.name !== null && group.slug !== null ? { name: group.name, slug: group.slug } : null,
      final: ofTable.length > 0 && ofTable.every((m) => CLOSED_STATUSES.includes(m.status)),
    };
  }
  return null;
}

/**
 * Its place after each matchday of a league or league phase: the table of the matches of
 * matchdays 1 to n (played so far), ordered by the competition's own tie-break rule. Matchdays
 * after the last one with a decided match are left out.
 */
function matchdayPositions(input: TeamSeasonInput): MatchdayPosition[] {
  const stage = TABLE_STAGE[input.competition.kind];
  const matchdays = input.rounds.filter((r): r is SeasonRound & { matchday: number } => r.stage === stage && r.matchday !== null);
  const byRound = Map.groupBy(input.matches, (m) => m.round_id);
  const lastPlayed = matchdays.findLastIndex((r) => (byRound.get(r.id) ?? []).some((m) => countedResult(m) !== null));
  const positions: MatchdayPosition[] = [];
  const sofar: TableMatch<number>[] = [];
  for (const round of matchdays.slice(0, lastPlayed + 1)) {
    for (const m of byRound.get(round.id) ?? []) sofar.push({ home: m.home.id, away: m.away.id, status: m.status, result: m.score.et ?? m.score.ft });
    const row = computeTable(sofar, input.competition.tiebreak, input.teamName).find((r) => r.team === input.teamId);
    if (row) positions.push({ round_id: round.id, matchday: round.matchday, position: row.position });
  }
  return positions;
}
