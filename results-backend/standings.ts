import { COUNTED_STATUSES, IN_PLAY_STATUSES, type MatchStatus } from "#contract/match-status.ts";
import type { ScorePair } from "#contract/schemas.ts";

/**
 * League and group tables, computed from results (never typed in): 3 points for a win, 1 for a
 * draw; ordered by points, then goal difference and goals scored. Where teams are level on points,
 * competitions differ in what comes next, and the official tables follow their own rule
 * (docs/decisions/0104-table-tiebreakers.md):
 * - `goals` (Bundesliga, Premier League, FIFA World Cup 2022): goal difference, goals scored, then
 *   the matches between the teams still level;
 * - `head_to_head` (Serie A, UEFA Euro, FIFA World Cup 2026): the matches between the teams level
 *   on points first (points, goal difference, goals), re-applied to any smaller group still
 *   level, then goal difference and goals scored;
 * - `uefa_league_phase` (Champions/Europa League): goal difference, goals scored, away goals,
 *   wins, away wins.
 * Teams the data cannot separate are ordered by name, so the order is deterministic.
 */

export const POINTS_FOR_WIN = 3;
export const POINTS_FOR_DRAW = 1;

export const TIEBREAK_RULES = ["goals", "head_to_head", "uefa_league_phase"] as const;
export type TiebreakRule = (typeof TIEBREAK_RULES)[number];

/**
 * Matches decided or in play. Tables count them all: a match in play counts at its current score,
 * as a live table does (only a replay or a live backend has such matches; form, records and
 * knockout ties count decided matches alone). A round with one of them is under way.
 */
export const STARTED_STATUSES: readonly MatchStatus[] = [...COUNTED_STATUSES, ...IN_PLAY_STATUSES];

export interface TableMatch<TeamId> {
  home: TeamId;
  away: TeamId;
  status: MatchStatus;
  /** Result after 90 minutes (or extra time); penalty shoot-outs never count. */
  result: ScorePair | null;
}

export interface Standing<TeamId> {
  position: number;
  team: TeamId;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
}

interface Tally<TeamId> extends Omit<Standing<TeamId>, "position"> {
  awayGoals: number;
  awayWins: number;
}

type Counted<TeamId> = TableMatch<TeamId> & { result: ScorePair };

export function computeTable<TeamId>(matches: readonly TableMatch<TeamId>[], rule: TiebreakRule, teamName: (team: TeamId) => string): Standing<TeamId>[] {
  // Every team of the competition gets a row, also before its first counted match.
  const teams = [...new Set(matches.flatMap((m) => [m.home, m.away]))];
  const counted = matches.filter((m): m is Counted<TeamId> => m.result !== null && STARTED_STATUSES.includes(m.status));
  const tallies = tally(teams, counted);
  const byName = (a: Tally<TeamId>, b: Tally<TeamId>) => teamName(a.team).localeCompare(teamName(b.team), "de");

  const overall = (tied: Tally<TeamId>[], thenHeadToHead: boolean): Tally<TeamId>[] =>
    partition(tied, (t) =>
      rule === "uefa_league_phase" ? [t.goalDifference, t.goalsFor, t.awayGoals, t.won, t.awayWins] : [t.goalDifference, t.goalsFor],
    ).flatMap((group) => (group.length > 1 && thenHeadToHead ? headToHead(group, false) : group.sort(byName)));

  // The matches among the tied teams only; a smaller group still level starts over on its own.
  const headToHead = (tied: Tally<TeamId>[], thenOverall: boolean): Tally<TeamId>[] => {
    const ids = new Set(tied.map((t) => t.team));
    const mini = tally(
      [...ids],
      counted.filter((m) => ids.has(m.home) && ids.has(m.away)),
    );
    const miniOf = new Map(mini.map((t) => [t.team, t]));
    return partition(tied, (t) => {
      const m = miniOf.get(t.team)!;
      return [m.points, m.goalDifference, m.goalsFor];
    }).flatMap((group) => {
      if (group.length === 1) return group;
      if (group.length < tied.length) return headToHead(group, thenOverall);
      return thenOverall ? overall(group, false) : group.sort(byName);
    });
  };

  return partition(tallies, (t) => [t.points])
    .flatMap((group) => {
      if (group.length === 1) return group;
      return rule === "head_to_head" ? headToHead(group, true) : overall(group, rule === "goals");
    })
    .map(({ awayGoals: _awayGoals, awayWins: _awayWins, ...row }, index) => ({ position: index + 1, ...row }));
}

function tally<TeamId>(teams: readonly TeamId[], matches: readonly Counted<TeamId>[]): Tally<TeamId>[] {
  const rows = new Map<TeamId, Tally<TeamId>>(
    teams.map((team) => [
      team,
      { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, goalDifference: 0, points: 0, awayGoals: 0, awayWins: 0 },
    ]),
  );
  for (const { home, away, result } of matches) {
    record(rows.get(home)!, result.home, result.away);
    const awayRow = rows.get(away)!;
    record(awayRow, result.away, result.home);
    awayRow.awayGoals += result.away;
    if (result.away > result.home) awayRow.awayWins += 1;
  }
  return [...rows.values()];
}

function record(row: Tally<unknown>, scored: number, conceded: number): void {
  row.played += 1;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  row.goalDifference = row.goalsFor - row.goalsAgainst;
  if (scored > conceded) {
    row.won += 1;
    row.points += POINTS_FOR_WIN;
  } else if (scored === conceded) {
    row.drawn += 1;
    row.points += POINTS_FOR_DRAW;
  } else {
    row.lost += 1;
  }
}

/** Splits items into groups of equal keys, best (highest, compared left to right) first. */
function partition<T>(items: readonly T[], key: (item: T) => number[]): T[][] {
  const keyed = items.map((item) => ({ item, key: key(item) }));
  keyed.sort((a, b) => compareDescending(a.key, b.key));
  const groups: T[][] = [];
  let previous: number[] | undefined;
  for (const { item, key: k } of keyed) {
    if (previous && compareDescending(previous, k) === 0) groups.at(-1)!.push(item);
    else groups.push([item]);
    previous = k;
  }
  return groups;
}

function compareDescending(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (b[i] ?? 0) - (a[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
