import type { ScorePair } from "#contract/schemas.ts";
import type { GoalRow, MatchRow, MatchView } from "./match-rows.ts";
import { matchStateAt, matchTimeline, type Timeline } from "./match-timeline.ts";
import type { ReplayClock } from "./replay-clock.ts";

/**
 * The recorded results as they stood at the replay clock's moment: matches not yet kicked off
 * scheduled without a score, matches under way live with their minute and the goals scored so far,
 * the rest as recorded (match-timeline.ts). The recorded rows and each match's timeline are read
 * once per competition (the database never changes while open); the state of a competition is
 * computed once per replayed minute, the smallest step in which any match changes, so any number
 * of calls within a minute share it.
 */

const MINUTE_MS = 60_000;

interface Recorded {
  matches: readonly MatchRow[];
  goals: Map<number, GoalRow[]>;
  timelines: Map<number, Timeline>;
}

interface Snapshot {
  matches: MatchRow[];
  byId: Map<number, MatchRow>;
  goals: Map<number, GoalRow[]>;
}

export interface ReplayedMatches {
  /** The view at the clock's current minute; the same object for every call within that minute. */
  now(): MatchView;
  /** The replayed minute `now()` answers for (minutes since the epoch). */
  minute(): number;
}

export function replayedMatches(recorded: MatchView, clock: ReplayClock): ReplayedMatches {
  const sources = new Map<number, Recorded>();
  let current: { minute: number; view: MatchView } | undefined;

  const source = (competitionId: number): Recorded => {
    let entry = sources.get(competitionId);
    if (!entry) {
      const matches = recorded.ofCompetition(competitionId);
      const goals = Map.groupBy(recorded.goalsOfCompetition(competitionId), (g) => g.match_id);
      const timelines = new Map(matches.map((m) => [m.id, matchTimeline(recordedMatch(m, goals.get(m.id) ?? []))]));
      entry = { matches, goals, timelines };
      sources.set(competitionId, entry);
    }
    return entry;
  };

  const viewAt = (minute: number): MatchView => {
    const at = minute * MINUTE_MS;
    const snapshots = new Map<number, Snapshot>();
    const snapshot = (competitionId: number): Snapshot => {
      let entry = snapshots.get(competitionId);
      if (!entry) {
        entry = snapshotAt(source(competitionId), at);
        snapshots.set(competitionId, entry);
      }
      return entry;
    };
    return {
      ofCompetition: (competitionId) => snapshot(competitionId).matches,
      ofRound: (competitionId, roundIndex) => snapshot(competitionId).matches.filter((m) => m.round_index === roundIndex),
      match: (competitionId, matchId) => snapshot(competitionId).byId.get(matchId),
      goalsOfMatch: (competitionId, matchId) => snapshot(competitionId).goals.get(matchId) ?? [],
      goalsOfCompetition: (competitionId) => {
        const { matches, goals } = snapshot(competitionId);
        return matches.flatMap((m) => goals.get(m.id) ?? []);
      },
    };
  };

  const minute = () => Math.floor(clock.now() / MINUTE_MS);
  return {
    minute,
    now() {
      const m = minute();
      if (current?.minute !== m) current = { minute: m, view: viewAt(m) };
      return current.view;
    },
  };
}

function snapshotAt(recorded: Recorded, at: number): Snapshot {
  const goals = new Map<number, GoalRow[]>();
  const matches = recorded.matches.map((row) => {
    const timeline = recorded.timelines.get(row.id)!;
    const state = matchStateAt(timeline, at);
    const recordedGoals = recorded.goals.get(row.id);
    if (recordedGoals) goals.set(row.id, state.goalCount === recordedGoals.length ? recordedGoals : recordedGoals.slice(0, state.goalCount));
    const { ht, ft, et, penalties } = state.score;
    // As recorded: the row itself.
    if (state.score === timeline.match.score && state.status === row.status && state.live === null) return row;
    return {
      ...row,
      status: state.status,
      ...columns("ht", ht),
      ...columns("ft", ft),
      ...columns("et", et),
      ...columns("pen", penalties),
      ...(state.live ? { live: state.live } : {}),
    };
  });
  return { matches, byId: new Map(matches.map((m) => [m.id, m])), goals };
}

function columns<P extends "ht" | "ft" | "et" | "pen">(prefix: P, pair: ScorePair | null): Record<`${P}_home` | `${P}_away`, number | null> {
  return { [`${prefix}_home`]: pair?.home ?? null, [`${prefix}_away`]: pair?.away ?? null } as Record<`${P}_home` | `${P}_away`, number | null>;
}

const pair = (home: number | null, away: number | null): ScorePair | null => (home === null || away === null ? null : { home, away });

/** A row and its goal events as the timing model reads them. */
function recordedMatch(row: MatchRow, goals: readonly GoalRow[]) {
  return {
    kickoff: row.kickoff,
    status: row.status,
    score: {
      ht: pair(row.ht_home, row.ht_away),
      ft: pair(row.ft_home, row.ft_away),
      et: pair(row.et_home, row.et_away),
      penalties: pair(row.pen_home, row.pen_away),
    },
    goals: row.has_goal_events === 1 ? goals.map((g) => ({ side: g.side, minute: g.minute, stoppage: g.stoppage })) : null,
  };
}
