import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { MatchStatus } from "#contract/match-status.ts";
import type { MatchLive } from "#contract/schemas.ts";

/**
 * The matches and goal events the store answers from, as rows of the database. A `MatchView` is
 * the results at one moment: the recorded view reads the database as it is (every season as
 * recorded); the replay (replayed-matches.ts) turns the same rows into their state at the replay
 * clock's moment.
 */

export interface MatchRow {
  id: number;
  competition_id: number;
  round_index: number;
  group_letter: string | null;
  kickoff: string;
  status: MatchStatus;
  home_team_id: number;
  away_team_id: number;
  ht_home: number | null;
  ht_away: number | null;
  ft_home: number | null;
  ft_away: number | null;
  et_home: number | null;
  et_away: number | null;
  pen_home: number | null;
  pen_away: number | null;
  venue: string | null;
  has_goal_events: number;
  /** Only from the replay, while the match is in play. */
  live?: MatchLive;
}

export interface GoalRow {
  match_id: number;
  side: "home" | "away";
  scorer: string;
  minute: number;
  stoppage: number | null;
  penalty: number;
  own_goal: number;
}

export interface MatchView {
  /** A competition's matches by kick-off (then id). */
  ofCompetition(competitionId: number): readonly MatchRow[];
  /** A round's matches by kick-off (then id). */
  ofRound(competitionId: number, roundIndex: number): MatchRow[];
  match(competitionId: number, matchId: number): MatchRow | undefined;
  /** A match's goal events in match order. */
  goalsOfMatch(competitionId: number, matchId: number): GoalRow[];
  /** A competition's goal events, by the matches' kick-off and then in match order. */
  goalsOfCompetition(competitionId: number): GoalRow[];
}

/**
 * The database as recorded: every match in its final state. The database does not change while it
 * is open, so a competition's matches are read once and the same (frozen) rows serve every later
 * call: a match page's context reads every competition of its season, and reading them from SQLite
 * on every request was most of a cold match page's cost.
 */
export function recordedView(db: DatabaseSync): MatchView {
  const statements: Record<"ofCompetition" | "ofRound" | "match" | "goalsOfMatch" | "goalsOfCompetition", StatementSync> = {
    ofCompetition: db.prepare("SELECT * FROM matches WHERE competition_id = ? ORDER BY kickoff, id"),
    ofRound: db.prepare("SELECT * FROM matches WHERE competition_id = ? AND round_index = ? ORDER BY kickoff, id"),
    match: db.prepare("SELECT * FROM matches WHERE competition_id = ? AND id = ?"),
    goalsOfMatch: db.prepare("SELECT * FROM goals WHERE match_id = ? ORDER BY seq"),
    goalsOfCompetition: db.prepare(
      "SELECT g.* FROM goals g JOIN matches m ON m.id = g.match_id WHERE m.competition_id = ? ORDER BY m.kickoff, g.match_id, g.seq",
    ),
  };
  const matchesByCompetition = new Map<number, readonly MatchRow[]>();
  return {
    ofCompetition: (competitionId) => {
      let rows = matchesByCompetition.get(competitionId);
      if (!rows) {
        rows = Object.freeze((statements.ofCompetition.all(competitionId) as unknown as MatchRow[]).map((row) => Object.freeze(row)));
        matchesByCompetition.set(competitionId, rows);
      }
      return rows;
    },
    ofRound: (competitionId, roundIndex) => statements.ofRound.all(competitionId, roundIndex) as unknown as MatchRow[],
    match: (competitionId, matchId) => statements.match.get(competitionId, matchId) as MatchRow | undefined,
    goalsOfMatch: (_competitionId, matchId) => statements.goalsOfMatch.all(matchId) as unknown as GoalRow[],
    goalsOfCompetition: (competitionId) => statements.goalsOfCompetition.all(competitionId) as unknown as GoalRow[],
  };
}
