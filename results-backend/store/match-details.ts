import type { MatchGoal } from "#contract/schemas-match-events.ts";
import type { MatchContextResponse } from "#contract/schemas-match.ts";
import type { GoalEvent, MatchDetailsResponse } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { slugify } from "#lib/slug.ts";
import { type ContextMatch, type FormEntry, otherMatchesOfRound, type PositionsBefore, otherMeetings, positionsBefore, recentForm } from "../match-context.ts";
import type { GoalRow, MatchRow } from "../match-rows.ts";
import { type PlayerBook, scorerTeam } from "./players.ts";
import { NotFoundError, type ResultsData } from "./results-data.ts";
import { countedResult, pair, toMatch, toRound } from "./shapes.ts";

/**
 * One match: with its goal events (`matchDetails`, also as the match-events extension's goals), and with what surrounds it (`matchContext`, an
 * extension): both teams' table standing before kick-off, their form, the season's other meetings
 * and the rest of the round (match-context.ts computes them).
 */

/** A match row as match-context.ts reads it, keeping the row for the answer's shapes. */
type RowContextMatch = ContextMatch<number> & { row: MatchRow };

function contextMatch(m: MatchRow): RowContextMatch {
  return {
    id: m.id,
    competitionId: m.competition_id,
    roundIndex: m.round_index,
    kickoff: m.kickoff,
    status: m.status,
    home: m.home_team_id,
    away: m.away_team_id,
    result: countedResult(m),
    penalties: pair(m.pen_home, m.pen_away),
    row: m,
  };
}

export function matchDetailAnswers(data: ResultsData, players: () => PlayerBook) {
  /** A match of a competition as of the moment answered; 404 for an unknown competition or match. */
  function matchRow(competitionId: number, matchId: number): MatchRow {
    data.competition(competitionId);
    const row = data.view().match(competitionId, matchId);
    if (!row) throw new NotFoundError(`match ${matchId} of competition ${competitionId} not found`);
    return row;
  }

  function matchDetails(competitionId: number, matchId: number, language: Language): MatchDetailsResponse {
    const row = matchRow(competitionId, matchId);
    const rows = data.view().goalsOfMatch(competitionId, matchId);
    const slugs = rows.map((g) => players().slugOf(scorerTeam(g, row), g.scorer));
    const short = data.names.get("competition", competitionId, language, "short");
    return {
      data: {
        match: toMatch(data, row, language),
        competition: { id: competitionId, name: data.names.get("competition", competitionId, language), short_name: short, slug: slugify(short) },
        round: toRound(data, data.round(competitionId, row.round_index), language),
        goals_available: row.has_goal_events === 1,
        goals: goalEvents(rows, slugs),
        ...(row.has_goal_events === 1 ? { events: { goals: matchEventGoals(rows, slugs) } } : {}),
      },
    };
  }

  /** A competition's matches as match-context.ts reads them, made once per set of rows (the recorded ones, or one replayed minute's). */
  const contextMatchesByRows = new WeakMap<readonly MatchRow[], readonly RowContextMatch[]>();

  function contextMatches(competitionId: number): readonly RowContextMatch[] {
    const rows = data.competitionMatches(competitionId);
    let matches = contextMatchesByRows.get(rows);
    if (!matches) {
      matches = rows.map(contextMatch);
      contextMatchesByRows.set(rows, matches);
    }
    return matches;
  }

  /** Table standing before kick-off, form, the season's other meetings and the rest of the round (match-context.ts). */
  function matchContext(competitionId: number, matchId: number, language: Language): MatchContextResponse {
    const row = matchRow(competitionId, matchId);
    const competition = data.competition(competitionId);
    const competitionMatches = contextMatches(competitionId);
    const match = competitionMatches.find((m) => m.id === matchId) ?? contextMatch(row);
    // The table the match counts for: the league, the league phase, or its own group; none for a knockout round.
    const counted = new Set(data.tableMatches(competition).map((m) => m.id));
    const table = competitionMatches.filter((m) => counted.has(m.id) && m.row.group_letter === row.group_letter);
    const before = positionsBefore(match, table, competition.tiebreak, data.teamOrderName);
    const season = [...data.competitions.values()].filter((c) => c.season === competition.season);
    const seasonMatches = season.flatMap((c) => contextMatches(c.id));
    const form = (team: number) => recentForm(team, competitionMatches, row.kickoff).map((entry) => formEntry(data, entry, language));
    return {
      data: {
        before: before && { team_count: before.teamCount, home: standingBefore(before.home), away: standingBefore(before.away) },
        form: { home: form(row.home_team_id), away: form(row.away_team_id) },
        meetings: otherMeetings(match, seasonMatches).map(({ row: m }) => ({
          competition_id: m.competition_id,
          round: toRound(data, data.round(m.competition_id, m.round_index), language),
          match: toMatch(data, m, language),
        })),
        round_matches: otherMatchesOfRound(match, competitionMatches).map(({ row: m }) => toMatch(data, m, language)),
      },
    };
  }

  return { matchDetails, matchContext };
}

/** A match's goals as `matchDetails` sends them, each with the score it made and its scorer's player page when there is one. */
function goalEvents(rows: readonly GoalRow[], slugs: readonly (string | undefined)[]): GoalEvent[] {
  const running = { home: 0, away: 0 };
  return rows.map((g, index): GoalEvent => {
    running[g.side] += 1;
    const slug = slugs[index];
    return {
      side: g.side,
      scorer: g.scorer,
      minute: g.minute,
      stoppage: g.stoppage,
      penalty: g.penalty === 1,
      own_goal: g.own_goal === 1,
      score: { ...running },
      ...(slug ? { player_slug: slug } : {}),
    };
  });
}

/**
 * The same goals as match events (contract/schemas-match-events.ts), with their kind. The data has
 * no assists, cards, substitutions, line-ups or statistics: those parts are left out, not sent empty
 * (docs/decisions/0119-match-events-line-ups-and-statistics.md).
 */
function matchEventGoals(rows: readonly GoalRow[], slugs: readonly (string | undefined)[]): MatchGoal[] {
  return rows.map((g, index): MatchGoal => {
    const slug = slugs[index];
    return {
      side: g.side,
      minute: g.minute,
      ...(g.stoppage ? { stoppage: g.stoppage } : {}),
      kind: g.own_goal === 1 ? "own_goal" : g.penalty === 1 ? "penalty" : "normal",
      scorer: slug ? { name: g.scorer, slug } : { name: g.scorer },
    };
  });
}

/** One match of a team's recent form, from that team's side. */
function formEntry(data: ResultsData, { match: m, side, result }: FormEntry<RowContextMatch>, language: Language) {
  const shown = toMatch(data, m.row, language);
  return {
    match_id: shown.id,
    match_slug: shown.slug,
    kickoff: shown.kickoff,
    side,
    opponent: side === "home" ? shown.away : shown.home,
    score: shown.score,
    result,
  };
}

/** A team's standing before kick-off as the answer sends it. */
function standingBefore(s: PositionsBefore<number>["home"]) {
  return { position: s.position, played: s.played, points: s.points, goal_difference: s.goalDifference };
}
