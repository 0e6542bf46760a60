import { COUNTED_STATUSES, IN_PLAY_STATUSES } from "#contract/match-status.ts";
import type { CardKind, EventPlayer, GoalKind, Lineup, LineupPlayer, MatchStatistics, StatisticKey } from "#contract/schemas-match-events.ts";
import type { GoalEvent, Match, MatchDetails, ScorePair } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";

/**
 * What the match page's timeline, line-ups and statistics show, made from a match's details
 * (contract/schemas-match-events.ts): each part null where the backend sends nothing for it, so
 * the page leaves it out or says it is not available.
 */

type Side = "home" | "away";

interface EventTime {
  minute: number;
  stoppage: number | null;
}

export type TimelineEntry =
  | (EventTime & { type: "goal"; side: Side; kind: GoalKind; scorer: EventPlayer; assist: EventPlayer | null; score: ScorePair })
  | (EventTime & { type: "card"; side: Side; card: CardKind; player: EventPlayer })
  | (EventTime & { type: "substitution"; side: Side; on: EventPlayer; off: EventPlayer });

/** The goals of a backend without the events extension, in the events' shape. */
function goalsOf(goals: readonly GoalEvent[]) {
  return goals.map((goal) => ({
    side: goal.side,
    minute: goal.minute,
    stoppage: goal.stoppage ?? undefined,
    kind: goal.own_goal ? ("own_goal" as const) : goal.penalty ? ("penalty" as const) : ("normal" as const),
    scorer: goal.player_slug ? { name: goal.scorer, slug: goal.player_slug } : { name: goal.scorer },
    assist: undefined,
  }));
}

/**
 * Goals, cards and substitutions in match order (45+2' before 46', 90+3' before 91'; within a
 * minute goals first, then cards, then changes, each in the backend's order), each goal with the
 * score after it. Null when the backend knows none of them: no goal events and no cards or changes.
 */
export function timelineOf(details: Pick<MatchDetails, "goals" | "goals_available" | "events">): TimelineEntry[] | null {
  const events = details.events;
  const goals = events?.goals ?? (details.goals_available ? goalsOf(details.goals) : undefined);
  if (!goals && !events?.cards && !events?.substitutions) return null;
  const running = { home: 0, away: 0 };
  const entries: TimelineEntry[] = [
    ...(goals ?? []).map((goal): TimelineEntry => {
      running[goal.side] += 1;
      const { side, minute, kind, scorer } = goal;
      return { type: "goal", side, minute, stoppage: goal.stoppage ?? null, kind, scorer, assist: goal.assist ?? null, score: { ...running } };
    }),
    ...(events?.cards ?? []).map(({ side, minute, stoppage, card, player }): TimelineEntry => ({
      type: "card",
      side,
      minute,
      stoppage: stoppage ?? null,
      card,
      player,
    })),
    ...(events?.substitutions ?? []).map(({ side, minute, stoppage, player_on, player_off }): TimelineEntry => ({
      type: "substitution",
      side,
      minute,
      stoppage: stoppage ?? null,
      on: player_on,
      off: player_off,
    })),
  ];
  // Array.prototype.sort is stable: equal times keep the order above.
  return entries.sort((a, b) => a.minute - b.minute || (a.stoppage ?? 0) - (b.stoppage ?? 0));
}

/** One team's line-up: the eleven on the pitch by lines (null when they cannot be placed), the list, bench and coach. */
export interface LineupView {
  formation: string | null;
  /** Lines from the team's own goal outwards (the goalkeeper's first), each from the team's own left; null: list only. */
  lines: LineupPlayer[][] | null;
  starting: LineupPlayer[];
  bench: LineupPlayer[];
  coach: string | null;
}

/**
 * The eleven in their lines: by each player's grid place where every one has one that fits the
 * formation, else in the order given (goalkeeper, then line by line). Null when there is no
 * formation, or it does not add up to the ten outfield players given.
 */
export function pitchLines(lineup: Pick<Lineup, "formation" | "starting">): LineupPlayer[][] | null {
  if (!lineup.formation || lineup.starting.length !== 11) return null;
  const sizes = [1, ...lineup.formation.split("-").map(Number)];
  if (sizes.reduce((sum, size) => sum + size, 0) !== 11) return null;
  const byGrid = linesByGrid(lineup.starting, sizes);
  if (byGrid) return byGrid;
  let next = 0;
  return sizes.map((size) => lineup.starting.slice(next, (next += size)));
}

function linesByGrid(starting: readonly LineupPlayer[], sizes: readonly number[]): LineupPlayer[][] | null {
  const lines: LineupPlayer[][] = sizes.map(() => []);
  for (const player of starting) {
    const [row, column] = (player.grid ?? "").split(":").map(Number);
    const line = row ? lines[row - 1] : undefined;
    if (!line || !column || column > sizes[row! - 1]! || line[column - 1]) return null;
    line[column - 1] = player;
  }
  return lines.every((line, index) => line.filter(Boolean).length === sizes[index]) ? lines : null;
}

export function lineupView(lineup: Lineup): LineupView {
  return {
    formation: lineup.formation ?? null,
    lines: pitchLines(lineup),
    starting: lineup.starting,
    bench: lineup.bench ?? [],
    coach: lineup.coach ?? null,
  };
}

/** Both line-ups, or null without them (or with neither eleven named). */
export function lineupsOf(details: Pick<MatchDetails, "lineups">): { home: LineupView; away: LineupView } | null {
  const lineups = details.lineups;
  if (!lineups || (lineups.home.starting.length === 0 && lineups.away.starting.length === 0)) return null;
  return { home: lineupView(lineups.home), away: lineupView(lineups.away) };
}

/** The statistics in the order a match report lists them. */
export const STATISTIC_ORDER: readonly StatisticKey[] = [
  "possession",
  "expected_goals",
  "shots",
  "shots_on_target",
  "corners",
  "fouls",
  "offsides",
  "yellow_cards",
  "red_cards",
  "saves",
  "passes",
  "pass_accuracy",
];

const PERCENT_STATISTICS: readonly StatisticKey[] = ["possession", "pass_accuracy"];

export interface StatisticRow {
  key: StatisticKey;
  home: number;
  away: number;
  /** The home team's part of the bar, in per cent (50 when both are 0). */
  homeShare: number;
  /** Shown with a per cent sign (possession, pass accuracy). */
  percent: boolean;
  /** Decimal places shown: 1 for expected goals (1.8), else none. */
  decimals: number;
}

/** The statistics the backend sent, in report order; null when it sent none. */
export function statisticsOf(details: Pick<MatchDetails, "statistics">): StatisticRow[] | null {
  const statistics: MatchStatistics = details.statistics ?? {};
  const rows = STATISTIC_ORDER.flatMap((key): StatisticRow[] => {
    const pair = statistics[key];
    if (!pair) return [];
    const total = pair.home + pair.away;
    const homeShare = total > 0 ? Math.round((pair.home / total) * 1000) / 10 : 50;
    return [{ key, home: pair.home, away: pair.away, homeShare, percent: PERCENT_STATISTICS.includes(key), decimals: key === "expected_goals" ? 1 : 0 }];
  });
  return rows.length > 0 ? rows : null;
}

/**
 * Whether a fan looks for line-ups and statistics on this match's page: from kick-off on (in play
 * or over). Before kick-off, and for a match called off, canceled or postponed, the page is silent
 * about them rather than saying they are missing.
 */
export function expectsLineups(match: Pick<Match, "status">): boolean {
  return IN_PLAY_STATUSES.includes(match.status) || (COUNTED_STATUSES.includes(match.status) && match.status !== "awarded");
}

/** One side's value as the page shows it: "54 %" (in the language's spelling), "1.8", "20". */
export function statisticText(row: StatisticRow, side: Side, language: Language): string {
  const value = row[side];
  if (row.percent) return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
  return new Intl.NumberFormat(language, { minimumFractionDigits: row.decimals, maximumFractionDigits: row.decimals }).format(value);
}

/** The pitch drawing's frame (MatchLineups.tsx): 300 units wide, each half HALF_HEIGHT high. */
export const PITCH_WIDTH = 300;
export const HALF_HEIGHT = 260;

/** A player's place on the drawn pitch: the centre of the shirt-number disc, in the drawing's units. */
export interface PitchPlace {
  player: LineupPlayer;
  x: number;
  y: number;
  /** The name in one or two lines (given names, then the rest), each at most this wide. */
  name: string[];
  nameWidth: number;
}

/**
 * Where each of the eleven stands: the home team in the upper half from its goal down, the away
 * team in the lower half from its goal up; each line spread across the width from the team's own
 * left (seen from the stand, the home team's left is on the right).
 */
export function pitchPlaces(lines: readonly (readonly LineupPlayer[])[], side: Side): PitchPlace[] {
  // From the goal line to 40 units short of the halfway line; the away team's goalkeeper stands higher, as the names go under the discs.
  const fromGoal = side === "home" ? 24 : 44;
  const step = (HALF_HEIGHT - 40 - fromGoal) / Math.max(lines.length - 1, 1);
  return lines.flatMap((line, row) =>
    line.map((player, column) => {
      const across = (PITCH_WIDTH * (column + 0.5)) / line.length;
      const down = fromGoal + row * step;
      const space = player.name.indexOf(" ");
      return {
        player,
        x: Math.round(side === "home" ? PITCH_WIDTH - across : across),
        y: Math.round(side === "home" ? down : 2 * HALF_HEIGHT - down),
        name: space > 0 ? [player.name.slice(0, space), player.name.slice(space + 1)] : [player.name],
        nameWidth: Math.floor(PITCH_WIDTH / line.length) - 6,
      };
    }),
  );
}

/**
 * What the match page shows beyond the score, made in the loader (so none of this module's code is in the page's
 * JavaScript): the timeline, the line-ups and the statistics, each null where the backend sent nothing to show.
 */
export interface MatchExtrasView {
  timeline: TimelineEntry[] | null;
  lineups: { home: LineupView; away: LineupView } | null;
  statistics: StatisticRow[] | null;
  /** Whether a fan expects line-ups and statistics by now (from kick-off on): the page says which are missing. */
  expectsLineups: boolean;
}

export function matchExtrasView(details: MatchDetails): MatchExtrasView {
  return { timeline: timelineOf(details), lineups: lineupsOf(details), statistics: statisticsOf(details), expectsLineups: expectsLineups(details.match) };
}
