import { CLOSED_STATUSES, COUNTED_STATUSES, IN_PLAY_STATUSES, type MatchStatus } from "#contract/match-status.ts";
import type { OUTLOOK_TARGETS, OUTLOOK_WHENS, ZoneKind } from "#contract/schemas-standings.ts";
import type { ScorePair } from "#contract/schemas.ts";
import { computeStandings, type StandingsInput, type StandingsOf, tableRounds } from "./standings-views.ts";
import { POINTS_FOR_DRAW, POINTS_FOR_WIN } from "./standings.ts";
import type { ZoneRange } from "./zones.ts";

/**
 * "If it stays like this": what the rest of a league's season can still change, from its points and
 * its remaining fixtures (docs/decisions/0124-if-it-stays-like-this.md). Pure: the store hands in the
 * table as it stands (matches in play counted at their current score, as the standings call has it)
 * and the league's matches.
 *
 * Only what is certain is claimed. A team's places are bounded by points alone: a team that already
 * has more points than another can still reach is certainly above it, one that can still reach as
 * many is counted as possibly above (the tie-breakers could go its way, whatever the goals). So
 * `best` and `worst` are bounds: every place outside them is impossible, but not every place within
 * them need be reachable (two rivals that still meet cannot both win). Every outlook follows from the
 * bounds, so none is ever wrong; some that a full search would find are missed. Where nothing is
 * left open the table itself, with the competition's tie-breakers, is the exact answer.
 */

/** Outlooks are given once this many matchdays (or fewer) have a match still to be decided. */
export const OUTLOOK_MATCHDAYS = 3;

/**
 * What a team can be sure of: the title (first place); a zone towards the top (that zone or a better
 * place); staying above every zone towards the bottom (`safe`); a zone towards the bottom (that zone
 * or a worse place: `relegation` is relegated).
 */
export type OutlookTarget = (typeof OUTLOOK_TARGETS)[number];

/**
 * When it is sure: already (`certain`); with a win, or with at least a draw, in its next match,
 * whatever else happens (`with_win`, `with_draw`); for a zone towards the bottom, with anything but
 * a win (`without_win`) or with a defeat (`with_defeat`); or if the matches in play end as they
 * stand (`if_it_stays`).
 */
export type OutlookWhen = (typeof OUTLOOK_WHENS)[number];

export interface Outlook {
  target: OutlookTarget;
  when: OutlookWhen;
}

export interface ProjectionMatch<TeamId> {
  home: TeamId;
  away: TeamId;
  kickoff: string;
  status: MatchStatus;
  result: ScorePair | null;
}

export interface ProjectionInput<TeamId> {
  /** The table as it stands, in order: matches in play count at their current score. */
  table: readonly { team: TeamId; position: number; points: number }[];
  /** Positions in the table after the previous matchday; undefined on the first. */
  before: ReadonlyMap<TeamId, number> | undefined;
  /** Every match of the league, its later matchdays too. */
  matches: readonly ProjectionMatch<TeamId>[];
  /** Matchdays with a match still to be decided (the one in play included). */
  matchdaysLeft: number;
  /** A league has a title; a cup's league phase does not. */
  hasTitle: boolean;
  zones: readonly ZoneRange[] | undefined;
}

export interface ProjectionRow<TeamId> {
  team: TeamId;
  /** The position before the matchday began; undefined on the first matchday. */
  before: number | undefined;
  /** Bounds of the final place (see above); undefined while more than OUTLOOK_MATCHDAYS are left. */
  best: number | undefined;
  worst: number | undefined;
  outlooks: Outlook[];
}

export interface Projection<TeamId> {
  inPlay: boolean;
  matchdaysLeft: number;
  rows: ProjectionRow<TeamId>[];
}

const UPWARD: ReadonlySet<ZoneKind> = new Set([
  "champions_league",
  "europa_league",
  "conference_league",
  "conference_league_playoff",
  "promotion",
  "promotion_playoff",
  "round_of_16",
  "knockout_playoff",
]);

/** A target and the place that decides it: up to `place` (towards the top), from `place` on (towards the bottom). */
interface Goal {
  target: OutlookTarget;
  up: boolean;
  place: number;
}

/** The targets of a league, the most wanted first towards the top and the most feared first towards the bottom. */
export function goalsOf(zones: readonly ZoneRange[] | undefined, hasTitle: boolean): Goal[] {
  // Zone ranges never hold the computed knockout_stage (zones.ts).
  const ranges = zones ?? [];
  const up: Goal[] = ranges.filter((z) => UPWARD.has(z.kind)).map((z) => ({ target: z.kind, up: true, place: z.to }));
  if (hasTitle) up.unshift({ target: "title", up: true, place: 1 });
  const down: Goal[] = ranges
    .filter((z) => !UPWARD.has(z.kind))
    .map((z) => ({ target: z.kind, up: false, place: z.from }))
    .reverse();
  const firstDown = Math.min(...down.map((g) => g.place));
  // Safe: above every zone towards the bottom, unless a zone towards the top ends right there already.
  if (down.length > 0 && !up.some((g) => g.place === firstDown - 1)) up.push({ target: "safe", up: true, place: firstDown - 1 });
  return [...up, ...down];
}

/** Points and open fixtures of one scenario; `exact` is the table's order where nothing is open. */
interface Scenario<TeamId> {
  points: Map<TeamId, number>;
  open: readonly { home: TeamId; away: TeamId }[];
  exact: ReadonlyMap<TeamId, number> | undefined;
}

type Bounds = { best: number; worst: number };

/** Bounds of every team's final place in a scenario (see the module's comment). */
function boundsOf<TeamId>({ points, open, exact }: Scenario<TeamId>): Map<TeamId, Bounds> {
  if (open.length === 0 && exact) return new Map([...exact].map(([team, position]) => [team, { best: position, worst: position }]));
  const most = new Map(points);
  for (const { home, away } of open) {
    most.set(home, most.get(home)! + POINTS_FOR_WIN);
    most.set(away, most.get(away)! + POINTS_FOR_WIN);
  }
  const teams = [...points.keys()];
  return new Map(
    teams.map((team) => {
      const others = teams.filter((other) => other !== team);
      const surelyAbove = others.filter((other) => points.get(other)! > most.get(team)!).length;
      const maybeAbove = others.filter((other) => most.get(other)! >= points.get(team)!).length;
      return [team, { best: 1 + surelyAbove, worst: 1 + maybeAbove }];
    }),
  );
}

const reaches = (goal: Goal, bounds: Bounds) => (goal.up ? bounds.worst <= goal.place : bounds.best >= goal.place);

const isOpen = (m: ProjectionMatch<unknown>) => !CLOSED_STATUSES.includes(m.status);
const inPlay = (m: ProjectionMatch<unknown>) => IN_PLAY_STATUSES.includes(m.status) && m.result !== null;

function award<TeamId>(points: Map<TeamId, number>, home: TeamId, away: TeamId, goals: ScorePair): void {
  const [forHome, forAway] = goals.home > goals.away ? [POINTS_FOR_WIN, 0] : goals.home < goals.away ? [0, POINTS_FOR_WIN] : [POINTS_FOR_DRAW, POINTS_FOR_DRAW];
  points.set(home, points.get(home)! + forHome);
  points.set(away, points.get(away)! + forAway);
}

export function computeProjection<TeamId>(input: ProjectionInput<TeamId>): Projection<TeamId> {
  const teams = input.table.map((row) => row.team);
  const decidedPoints = new Map(teams.map((team) => [team, 0]));
  for (const m of input.matches) if (m.result && COUNTED_STATUSES.includes(m.status)) award(decidedPoints, m.home, m.away, m.result);
  const open = input.matches.filter(isOpen);
  const playing = open.filter(inPlay);
  const tablePositions = new Map(input.table.map((row) => [row.team, row.position]));

  const outlookTime = input.matchdaysLeft <= OUTLOOK_MATCHDAYS;
  // Nothing in play: the table is the decided one, exact once nothing is open.
  const now = boundsOf({ points: decidedPoints, open, exact: playing.length === 0 ? tablePositions : undefined });
  const staying = playing.length > 0 && outlookTime ? boundsOf(ifItStays(decidedPoints, open, playing, tablePositions)) : undefined;
  const goals = goalsOf(input.zones, input.hasTitle);

  return {
    inPlay: playing.length > 0,
    matchdaysLeft: input.matchdaysLeft,
    rows: input.table.map(({ team }) => {
      const bounds = now.get(team)!;
      return {
        team,
        before: input.before?.get(team),
        best: outlookTime ? bounds.best : undefined,
        worst: outlookTime ? bounds.worst : undefined,
        outlooks: outlookTime ? outlooksOf(goals, bounds, staying?.get(team), nextResults(team, decidedPoints, open)) : [],
      };
    }),
  };
}

/** The scenario in which the matches in play end at their current score; exact where nothing else is open. */
function ifItStays<TeamId>(
  decided: Map<TeamId, number>,
  open: readonly ProjectionMatch<TeamId>[],
  playing: readonly ProjectionMatch<TeamId>[],
  tablePositions: ReadonlyMap<TeamId, number>,
): Scenario<TeamId> {
  const points = new Map(decided);
  for (const m of playing) award(points, m.home, m.away, m.result!);
  // The table already counts the matches in play at their score: with nothing else open it is the final one.
  const rest = open.filter((m) => !playing.includes(m));
  return { points, open: rest, exact: tablePositions };
}

/** The bounds after a win, a draw and a defeat in the team's next open match (by kick-off), everything else open. */
function nextResults<TeamId>(
  team: TeamId,
  decided: Map<TeamId, number>,
  open: readonly ProjectionMatch<TeamId>[],
): Record<"W" | "D" | "L", Bounds> | undefined {
  const next = open.filter((m) => m.home === team || m.away === team).sort((a, b) => a.kickoff.localeCompare(b.kickoff))[0];
  if (!next) return undefined;
  const rest = open.filter((m) => m !== next);
  /** A score of the next match from the team's side. */
  const scored = (forTeam: number, against: number): ScorePair => (next.home === team ? { home: forTeam, away: against } : { home: against, away: forTeam });
  const after = (goals: ScorePair) => {
    const points = new Map(decided);
    award(points, next.home, next.away, goals);
    return boundsOf({ points, open: rest, exact: undefined }).get(team)!;
  };
  return { W: after(scored(1, 0)), D: after(scored(0, 0)), L: after(scored(0, 1)) };
}

/**
 * A team's outlooks: towards the top the best target it is sure of, then a better one a result in
 * its next match or the scores in play would make sure; towards the bottom the same, the worst first.
 */
function outlooksOf(goals: readonly Goal[], now: Bounds, staying: Bounds | undefined, next: Record<"W" | "D" | "L", Bounds> | undefined): Outlook[] {
  const outlooks: Outlook[] = [];
  for (const up of [true, false]) {
    // Most wanted (or most feared) first: the first goal reached is the strongest.
    const side = goals.filter((g) => g.up === up);
    const certain = side.findIndex((g) => reaches(g, now));
    const stronger = certain === -1 ? side : side.slice(0, certain);
    if (certain !== -1) outlooks.push({ target: side[certain]!.target, when: "certain" });
    const conditional = stronger.find((g) => next && (up ? reaches(g, next.W) : reaches(g, next.D) || reaches(g, next.L)));
    if (conditional && next) {
      const when: OutlookWhen = up ? (reaches(conditional, next.D) ? "with_draw" : "with_win") : reaches(conditional, next.D) ? "without_win" : "with_defeat";
      outlooks.push({ target: conditional.target, when });
    }
    const live = staying && stronger.find((g) => reaches(g, staying));
    if (live) outlooks.push({ target: live.target, when: "if_it_stays" });
  }
  return outlooks;
}

/**
 * The projection of a competition's current table (standings-views.ts): for a league or league
 * phase whose table is not final; undefined otherwise (a tournament's groups are decided by a
 * knockout draw the data tells, not by places).
 */
export function projectionOfStandings<TeamId>(input: StandingsInput<TeamId>, computed: StandingsOf<TeamId>): Projection<TeamId> | undefined {
  const group = computed.groups[0];
  if (input.kind === "tournament" || computed.final || computed.groups.length !== 1 || !group) return undefined;
  const rounds = tableRounds(input);
  const matchdayOf = new Map(rounds.map((r) => [r.index, r.matchday]));
  const matches = input.matches.filter((m) => matchdayOf.has(m.roundIndex));
  const previous = rounds.findLast((r) => r.matchday < computed.round.matchday);
  const before = previous && computeStandings(input, previous).groups[0]?.rows;
  return computeProjection({
    table: group.rows,
    before: before && new Map(before.map((row) => [row.team, row.position])),
    matches,
    matchdaysLeft: new Set(matches.filter(isOpen).map((m) => matchdayOf.get(m.roundIndex))).size,
    hasTitle: input.kind === "league",
    zones: input.zones,
  });
}
