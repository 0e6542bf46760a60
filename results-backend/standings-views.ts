import { CLOSED_STATUSES, COUNTED_STATUSES, type MatchStatus } from "#contract/match-status.ts";
import type { StandingsFormResult, ZoneKind } from "#contract/schemas-standings.ts";
import type { ScorePair } from "#contract/schemas.ts";
import type { CompetitionKind } from "./catalogue.ts";
import { type Stage, TABLE_STAGE } from "./rounds.ts";
import { computeTable, STARTED_STATUSES, type Standing, type TableMatch, type TiebreakRule } from "./standings.ts";
import { type ZoneRange, zoneAt } from "./zones.ts";

/**
 * A competition's tables after one matchday (the standings extension): the table of the matches of
 * matchdays 1 to N, whenever they were played (a postponed match of matchday 5 played after
 * matchday 9 counts from matchday 5 on), each team's last five results among them, its table zone,
 * and the home and away tables. Ordering is computeTable's, by the competition's tie-break rule.
 * Pure: the store hands in rows and maps team ids to names afterwards.
 */

export interface StandingsRound {
  index: number;
  stage: Stage;
  matchday: number | null;
}

export interface StandingsMatch<TeamId> {
  id: number;
  roundIndex: number;
  /** A tournament's group letter; null for leagues and league phases. */
  group: string | null;
  kickoff: string;
  status: MatchStatus;
  home: TeamId;
  away: TeamId;
  /** After extra time where played (a shoot-out never counts). */
  result: ScorePair | null;
}

export interface StandingsInput<TeamId> {
  kind: CompetitionKind;
  tiebreak: TiebreakRule;
  rounds: readonly StandingsRound[];
  matches: readonly StandingsMatch<TeamId>[];
  /** The regulation zones (data/zones.json); undefined where the file has none. */
  zones: readonly ZoneRange[] | undefined;
  /** The name computeTable orders inseparable teams by (the same as the table call's). */
  teamName: (team: TeamId) => string;
}

export interface FormItem<TeamId> {
  result: StandingsFormResult;
  matchId: number;
  opponent: TeamId;
  venue: "home" | "away";
  goalsFor: number;
  goalsAgainst: number;
}

export interface StandingsRow<TeamId> extends Standing<TeamId> {
  form: FormItem<TeamId>[];
  zone: ZoneKind | null;
}

export interface StandingsGroupOf<TeamId> {
  /** A tournament's group letter; null for a league or league phase. */
  group: string | null;
  rows: StandingsRow<TeamId>[];
  /** Null for tournaments: their venues are neutral, "home" is only the fixture's order. */
  home: StandingsRow<TeamId>[] | null;
  away: StandingsRow<TeamId>[] | null;
}

export interface LegendEntry {
  kind: ZoneKind;
  from: number | null;
  to: number | null;
}

export interface StandingsOf<TeamId> {
  round: StandingsRound & { matchday: number };
  final: boolean;
  lastMatchday: boolean;
  groups: StandingsGroupOf<TeamId>[];
  legend: LegendEntry[];
}

export const FORM_LENGTH = 5;

type Matchday = StandingsRound & { matchday: number };

/** The rounds a table is kept over: a league's matchdays, a cup's league phase, a tournament's group stage. */
export function tableRounds(input: Pick<StandingsInput<unknown>, "kind" | "rounds">): Matchday[] {
  return input.rounds
    .filter((r): r is Matchday => r.stage === TABLE_STAGE[input.kind] && r.matchday !== null)
    .sort((a, b) => a.matchday - b.matchday || a.index - b.index);
}

/** The rounds one may ask the table after: matchdays of a league or league phase (a tournament's groups only as they stand). */
export function matchdayRounds(input: Pick<StandingsInput<unknown>, "kind" | "rounds">): Matchday[] {
  return input.kind === "tournament" ? [] : tableRounds(input);
}

/**
 * The matchday the current table is after: the last table round up to the competition's current
 * round (the last round with a decided match or one in play, as the matches call has it); the
 * first matchday before anything was played. Undefined for a competition without a table (a
 * knockout-only cup).
 */
export function currentTableRound(input: Pick<StandingsInput<unknown>, "kind" | "rounds" | "matches">): Matchday | undefined {
  const rounds = tableRounds(input);
  const decided = input.matches.filter((m) => STARTED_STATUSES.includes(m.status)).map((m) => m.roundIndex);
  const current = decided.length > 0 ? Math.max(...decided) : -1;
  return rounds.findLast((r) => r.index <= current) ?? rounds[0];
}

/** The tables after `round` (one of tableRounds). */
export function computeStandings<TeamId>(input: StandingsInput<TeamId>, round: Matchday): StandingsOf<TeamId> {
  const rounds = tableRounds(input);
  const matchdayOf = new Map(rounds.map((r) => [r.index, r.matchday]));
  const tableMatches = input.matches.filter((m) => matchdayOf.has(m.roundIndex));
  // Later matchdays stay in as unplayed fixtures: every team keeps its row before its first counted match.
  const asOfRound = tableMatches.map((m) => (matchdayOf.get(m.roundIndex)! <= round.matchday ? m : { ...m, status: "scheduled" as const, result: null }));
  const counted = asOfRound.filter((m) => matchdayOf.get(m.roundIndex)! <= round.matchday);
  const advanced = input.kind === "tournament" ? knockoutTeams(input) : undefined;

  const byGroup = [...Map.groupBy(asOfRound, (m) => m.group ?? "").entries()].sort(([a], [b]) => a.localeCompare(b));
  const groups = byGroup.map(([letter, matches]): StandingsGroupOf<TeamId> => {
    const rows = computeTable(matches, input.tiebreak, input.teamName).map((standing) => ({
      ...standing,
      form: formOf(standing.team, matches),
      zone: advanced ? (advanced.has(standing.team) ? ("knockout_stage" as const) : null) : zoneAt(input.zones, standing.position),
    }));
    const neutral = input.kind === "tournament";
    return {
      group: letter || null,
      rows,
      home: neutral ? null : sideTable(matches, "home", rows, input.teamName),
      away: neutral ? null : sideTable(matches, "away", rows, input.teamName),
    };
  });

  return {
    round,
    final: counted.every((m) => CLOSED_STATUSES.includes(m.status)),
    lastMatchday: round.index === rounds.at(-1)?.index,
    groups,
    legend: legendOf(groups, input.zones),
  };
}

/**
 * The teams of a tournament that play a knockout round. Empty while no knockout match is known:
 * then no one is marked (who advances is not known yet).
 */
function knockoutTeams<TeamId>(input: StandingsInput<TeamId>): Set<TeamId> {
  const knockout = new Set(input.rounds.filter((r) => r.stage !== TABLE_STAGE.tournament).map((r) => r.index));
  return new Set(input.matches.filter((m) => knockout.has(m.roundIndex)).flatMap((m) => [m.home, m.away]));
}

type CountedMatch<TeamId> = StandingsMatch<TeamId> & { result: ScorePair };

const isCounted = <TeamId>(m: StandingsMatch<TeamId>): m is CountedMatch<TeamId> => m.result !== null && COUNTED_STATUSES.includes(m.status);

const byKickoff = (a: StandingsMatch<unknown>, b: StandingsMatch<unknown>) => a.kickoff.localeCompare(b.kickoff) || a.id - b.id;

/** The team's last five counted results, oldest first; `venue` keeps only its home or away matches. */
function formOf<TeamId>(team: TeamId, matches: readonly StandingsMatch<TeamId>[], venue?: "home" | "away"): FormItem<TeamId>[] {
  return matches
    .filter((m): m is CountedMatch<TeamId> => isCounted(m))
    .filter((m) => (venue === undefined ? m.home === team || m.away === team : m[venue] === team))
    .sort(byKickoff)
    .slice(-FORM_LENGTH)
    .map((m) => {
      const home = m.home === team;
      const goalsFor = home ? m.result.home : m.result.away;
      const goalsAgainst = home ? m.result.away : m.result.home;
      return {
        result: goalsFor > goalsAgainst ? "W" : goalsFor === goalsAgainst ? "D" : "L",
        matchId: m.id,
        opponent: home ? m.away : m.home,
        venue: home ? "home" : "away",
        goalsFor,
        goalsAgainst,
      };
    });
}

type Entrant<TeamId> = { team: TeamId } | { stand_in: number };

/**
 * The table of the teams' home (or away) matches only. computeTable tallies both sides of a match,
 * so each opponent is replaced by a stand-in of its own that is dropped afterwards. These tables are
 * not official and have no head-to-head (the other half of the matches is missing): the UEFA
 * league-phase rule orders them by points, goal difference, goals scored and wins, and only the
 * real teams' keys decide their order, so the stand-ins never do.
 */
function sideTable<TeamId>(
  matches: readonly StandingsMatch<TeamId>[],
  venue: "home" | "away",
  overall: readonly StandingsRow<TeamId>[],
  teamName: (team: TeamId) => string,
): StandingsRow<TeamId>[] {
  const entrants = new Map(overall.map((row) => [row.team, { team: row.team } as Entrant<TeamId>]));
  const entrant = (team: TeamId) => entrants.get(team)!;
  const sideMatches = matches.map((m, i): TableMatch<Entrant<TeamId>> => {
    const standIn = { stand_in: i };
    return { ...m, home: venue === "home" ? entrant(m.home) : standIn, away: venue === "away" ? entrant(m.away) : standIn };
  });
  const name = (e: Entrant<TeamId>) => ("team" in e ? teamName(e.team) : "");
  const ranked = computeTable(sideMatches, "uefa_league_phase", name).flatMap((row) => ("team" in row.team ? [{ ...row, team: row.team.team }] : []));
  // A team without a single fixture on this side still gets its (empty) row.
  const missing = overall.filter((row) => !ranked.some((r) => r.team === row.team)).map((row) => emptyStanding(row.team));
  return [...ranked, ...missing].map((row, index) => ({ ...row, position: index + 1, form: formOf(row.team, matches, venue), zone: null }));
}

function emptyStanding<TeamId>(team: TeamId): Standing<TeamId> {
  return { position: 0, team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, goalDifference: 0, points: 0 };
}

/** The zones present in the tables, in table order: the file's ranges, or the computed knockout_stage. */
function legendOf<TeamId>(groups: readonly StandingsGroupOf<TeamId>[], zones: readonly ZoneRange[] | undefined): LegendEntry[] {
  const present = new Set(groups.flatMap((g) => g.rows.map((r) => r.zone)));
  const ranged = (zones ?? []).filter((zone) => present.has(zone.kind)).map(({ kind, from, to }) => ({ kind, from, to }));
  return present.has("knockout_stage") ? [...ranged, { kind: "knockout_stage", from: null, to: null }] : ranged;
}
