import type { MatchPeriod, MatchStatus } from "#contract/match-status.ts";
import type { MatchLive, Score, ScorePair } from "#contract/schemas.ts";

/**
 * The replay's timing model (docs/decisions/0110-live-status-and-replay-clock.md): where a recorded
 * match stands at a moment, as if it were being played. Pure: the kick-off, the recorded status,
 * score and goal events in; status, score and the live minute at an instant out.
 *
 * A match runs 45 minutes + stoppage, a 15-minute half-time, 45 + stoppage; with an extra-time
 * score, a 5-minute break, 15 + stoppage, a 1-minute change of ends, 15 + stoppage; with a
 * shoot-out, a shoot-out of SHOOTOUT_MINUTES. A half's stoppage is the latest stoppage minute of
 * a goal in it, at least the half's fixed allowance. Every phase lasts whole minutes and kick-offs
 * are on the minute, so a match's state changes only at whole minutes after its kick-off.
 */

/** Added time of a half where no goal tells a longer one: typical values, not data. */
export const STOPPAGE_ALLOWANCE = { first_half: 2, second_half: 5, extra_time_first: 1, extra_time_second: 1 } as const;
export const HALF_TIME_MINUTES = 15;
/** The pause between the end of normal time and extra time. */
export const EXTRA_TIME_BREAK_MINUTES = 5;
/** The change of ends between the halves of extra time. */
export const EXTRA_TIME_CHANGE_MINUTES = 1;
/** A shoot-out with the few minutes before the first kick. */
export const SHOOTOUT_MINUTES = 10;

const MINUTE_MS = 60_000;

type PlayingPeriod = keyof typeof STOPPAGE_ALLOWANCE;

/** Where a playing period starts on football's clock and how long it lasts before stoppage time. */
const PLAYING: Record<PlayingPeriod, { base: number; regular: number }> = {
  first_half: { base: 0, regular: 45 },
  second_half: { base: 45, regular: 45 },
  extra_time_first: { base: 90, regular: 15 },
  extra_time_second: { base: 105, regular: 15 },
};

export interface TimelineGoal {
  side: "home" | "away";
  minute: number;
  stoppage: number | null;
}

export interface RecordedMatch {
  /** ISO 8601 in UTC. */
  kickoff: string;
  status: MatchStatus;
  score: Score;
  /** Goal events in match order; null where the data has none (only half-time and full-time scores). */
  goals: readonly TimelineGoal[] | null;
}

export interface MatchState {
  status: MatchStatus;
  score: Score;
  /** While the match is in play (live or half_time); null otherwise. */
  live: MatchLive | null;
  /** How many of the recorded goal events (in match order) have been scored. */
  goalCount: number;
}

interface Phase {
  period: MatchPeriod;
  /** Minutes after kick-off. */
  start: number;
  end: number;
}

export interface Timeline {
  match: RecordedMatch;
  kickoffMs: number;
  phases: Phase[];
  /** Minutes after kick-off at which each goal counts (the start of its minute), in match order. */
  goalTimes: number[];
  /** Minutes after kick-off of the final whistle (or the shoot-out's end). */
  end: number;
}

/** The playing period a goal's minute belongs to: 45+2 to the first half, 46 to the second, 91 to extra time. */
export function periodOfGoal(goal: Pick<TimelineGoal, "minute">): PlayingPeriod {
  if (goal.minute <= 45) return "first_half";
  if (goal.minute <= 90) return "second_half";
  return goal.minute <= 105 ? "extra_time_first" : "extra_time_second";
}

/** The phases of a recorded match and when its goals fall. */
export function matchTimeline(match: RecordedMatch): Timeline {
  const goals = match.goals ?? [];
  const length = (period: PlayingPeriod) => {
    const stoppages = goals.filter((g) => periodOfGoal(g) === period).map((g) => g.stoppage ?? 0);
    return PLAYING[period].regular + Math.max(STOPPAGE_ALLOWANCE[period], ...stoppages);
  };
  const sequence: [MatchPeriod, number][] = [
    ["first_half", length("first_half")],
    ["half_time", HALF_TIME_MINUTES],
    ["second_half", length("second_half")],
  ];
  if (match.score.et) {
    sequence.push(
      ["extra_time_break", EXTRA_TIME_BREAK_MINUTES],
      ["extra_time_first", length("extra_time_first")],
      ["extra_time_break", EXTRA_TIME_CHANGE_MINUTES],
      ["extra_time_second", length("extra_time_second")],
    );
  }
  if (match.score.penalties) sequence.push(["penalties", SHOOTOUT_MINUTES]);

  const phases: Phase[] = [];
  let start = 0;
  for (const [period, minutes] of sequence) {
    phases.push({ period, start, end: start + minutes });
    start += minutes;
  }
  const goalTimes = goals.map((goal) => {
    const period = periodOfGoal(goal);
    const phase = phases.find((p) => p.period === period);
    // A goal in a period the score does not have (bad data) counts at the final whistle.
    if (!phase) return start;
    // The goal of minute 80 counts as the clock enters the 80th minute; 45+2 as it enters the second added minute.
    const offset = goal.minute - PLAYING[period].base + (goal.stoppage ?? 0) - 1;
    return phase.start + Math.min(Math.max(offset, 0), phase.end - phase.start - 1);
  });
  return { match, kickoffMs: Date.parse(match.kickoff), phases, goalTimes, end: start };
}

const NO_SCORE: Score = { ht: null, ft: null, et: null, penalties: null };

/** The match at instant `atMs` (milliseconds since the epoch). */
export function matchStateAt(timeline: Timeline, atMs: number): MatchState {
  const { match } = timeline;
  const recorded: MatchState = { status: match.status, score: match.score, live: null, goalCount: match.goals?.length ?? 0 };
  const minutes = (atMs - timeline.kickoffMs) / MINUTE_MS;
  switch (match.status) {
    // Neither kicks off: the data tells no more than the status, so it holds at every moment.
    case "postponed":
    case "canceled":
    case "scheduled":
      return recorded;
    // The data does not say how these went before they were stopped or awarded: as recorded from kick-off on.
    case "called_off":
    case "awarded":
      return minutes < 0 ? { status: "scheduled", score: NO_SCORE, live: null, goalCount: 0 } : recorded;
    case "live":
    case "half_time":
    case "finished":
      break;
  }
  if (minutes < 0) return { status: "scheduled", score: NO_SCORE, live: null, goalCount: 0 };
  if (minutes >= timeline.end) return recorded;
  const phase = timeline.phases.find((p) => minutes < p.end)!;
  return {
    status: phase.period === "half_time" ? "half_time" : "live",
    score: scoreDuring(timeline, phase, minutes),
    live: {
      period: phase.period,
      ...clockMinute(phase, minutes),
      ...(phase.period === "penalties" && match.score.penalties ? { penalties: shootoutCountAt(match.score.penalties, minutes - phase.start) } : {}),
    },
    goalCount: timeline.goalTimes.filter((time) => time <= minutes).length,
  };
}

/**
 * The running count of a shoot-out `minutes` after it began, replayed from its final score: the data
 * has no kicks, so they are taken alternately, home first, one round per side's goal of the winner
 * (4:2 is four rounds), each side scoring its first kicks and missing the rest, so the count ends at
 * the recorded score as the last kick is taken. The first kick is at the shoot-out's first whole
 * minute, the last in its last minute, the others spread between, so the count changes only at whole
 * minutes, as the rest of the replay does.
 */
export function shootoutCountAt(final: ScorePair, minutes: number): ScorePair {
  const rounds = Math.max(final.home, final.away, 1);
  const kicks = 2 * rounds;
  const last = SHOOTOUT_MINUTES - 1;
  const taken = Array.from({ length: kicks }, (_, kick) => 1 + Math.floor((kick * (last - 1)) / (kicks - 1))).filter((at) => at <= minutes).length;
  const home = Math.ceil(taken / 2);
  const away = Math.floor(taken / 2);
  return { home: Math.min(home, final.home), away: Math.min(away, final.away) };
}

/** Football's minute: 1' in the first minute of play, 45+2' in the second added minute; none in a break or the shoot-out. */
function clockMinute(phase: Phase, minutes: number): Pick<MatchLive, "minute" | "stoppage"> {
  if (!(phase.period in PLAYING)) return { minute: null, stoppage: null };
  const { base, regular } = PLAYING[phase.period as PlayingPeriod];
  const played = Math.floor(minutes - phase.start) + 1;
  return played <= regular ? { minute: base + played, stoppage: null } : { minute: base + regular, stoppage: played - regular };
}

/**
 * The score in play. With goal events it is exact: the goals scored by now. Without them the data
 * knows only half-time and full-time: 0:0 until half-time, the half-time score from then on (0:0
 * where it is unknown too), the full-time score from the end of normal time, the extra-time score
 * from the end of extra time. The shoot-out's score is known only when it is over.
 */
function scoreDuring(timeline: Timeline, phase: Phase, minutes: number): Score {
  const { match, phases } = timeline;
  const firstHalfEnd = phases[0]!.end;
  const normalTimeEnd = phases[2]!.end;
  const extraTimeStart = phases.find((p) => p.period === "extra_time_first")?.start;
  const stage =
    phase.period === "penalties"
      ? "penalties"
      : extraTimeStart !== undefined && minutes >= extraTimeStart
        ? "extra_time"
        : minutes >= normalTimeEnd
          ? "before_extra_time"
          : minutes >= firstHalfEnd
            ? "second_half"
            : "first_half";
  if (match.goals) {
    const goals = match.goals;
    const scoredBefore = (time: number) => tally(goals.filter((_, i) => timeline.goalTimes[i]! < time));
    const now = tally(goals.filter((_, i) => timeline.goalTimes[i]! <= minutes));
    const ht = stage === "first_half" ? null : scoredBefore(firstHalfEnd);
    if (stage === "first_half" || stage === "second_half") return { ht, ft: now, et: null, penalties: null };
    return { ht, ft: scoredBefore(normalTimeEnd), et: stage === "before_extra_time" ? null : now, penalties: null };
  }
  const { ht, ft, et } = match.score;
  switch (stage) {
    case "first_half":
      return { ht: null, ft: ZERO, et: null, penalties: null };
    case "second_half":
      return { ht, ft: ht ?? ZERO, et: null, penalties: null };
    case "before_extra_time":
      return { ht, ft, et: null, penalties: null };
    case "extra_time":
      return { ht, ft, et: ft, penalties: null };
    case "penalties":
      return { ht, ft, et, penalties: null };
  }
}

const ZERO: ScorePair = { home: 0, away: 0 };

function tally(goals: readonly TimelineGoal[]): ScorePair {
  return { home: goals.filter((g) => g.side === "home").length, away: goals.filter((g) => g.side === "away").length };
}
