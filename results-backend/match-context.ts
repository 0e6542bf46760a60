import { COUNTED_STATUSES, type MatchStatus } from "#contract/match-status.ts";
import type { ScorePair } from "#contract/schemas.ts";
import { computeTable, type Standing, type TiebreakRule } from "./standings.ts";

/**
 * What a match page shows around one match, computed from the results alone: both teams' table
 * positions before kick-off, their recent form in the competition, the season's other meetings of
 * the two teams and the rest of the round. Pure: the store hands in rows, this module picks and
 * orders them, the store turns the picks into the API's shapes.
 */

export interface ContextMatch<TeamId> {
  id: number;
  competitionId: number;
  roundIndex: number;
  /** ISO 8601 in UTC, all written the same way by the importer, so they order as strings. */
  kickoff: string;
  status: MatchStatus;
  home: TeamId;
  away: TeamId;
  /** After extra time when played, else after 90 minutes; null while open. */
  result: ScorePair | null;
  /** The shoot-out alone, when held. */
  penalties: ScorePair | null;
}

/** How many of a team's previous matches its form shows. */
export const FORM_LENGTH = 5;

export type FormResult = "W" | "D" | "L";

export interface FormEntry<M extends ContextMatch<unknown>> {
  match: M;
  /** Where the team played in that match. */
  side: "home" | "away";
  result: FormResult;
}

export interface PositionsBefore<TeamId> {
  home: Standing<TeamId>;
  away: Standing<TeamId>;
  /** Rows of the table: its size, for "3rd of 18". */
  teamCount: number;
}

const isDecided = (m: ContextMatch<unknown>): boolean => m.result !== null && COUNTED_STATUSES.includes(m.status);

const kickedOffBefore = (kickoff: string) => (m: ContextMatch<unknown>) => m.kickoff < kickoff;

/**
 * Both teams' standing in the table the match counts for (`tableMatches`: the whole league, the
 * league phase, or the match's group), counting only the matches that kicked off before it, ordered
 * by the competition's tie-break rule. Matches kicking off at the same moment (a final matchday)
 * are not "before" one another.
 *
 * Null when the match is not a table match (the caller passes no table for knockout rounds), and
 * while either team has not played a counted table match yet: a position among teams still on zero
 * matches is only the alphabetical order computeTable falls back to, which would read as a ranking
 * it is not (a Saturday match of the first matchday after Friday's opener, the second match of a
 * tournament group).
 */
export function positionsBefore<TeamId>(
  match: ContextMatch<TeamId>,
  tableMatches: readonly ContextMatch<TeamId>[] | null,
  rule: TiebreakRule,
  teamName: (team: TeamId) => string,
): PositionsBefore<TeamId> | null {
  if (!tableMatches?.some((m) => m.id === match.id)) return null;
  const before = kickedOffBefore(match.kickoff);
  // Every match stays in, so every team keeps its row; later ones count as not played yet.
  const rows = computeTable(
    tableMatches.map((m) => ({ home: m.home, away: m.away, status: m.status, result: before(m) ? m.result : null })),
    rule,
    teamName,
  );
  const home = rows.find((r) => r.team === match.home);
  const away = rows.find((r) => r.team === match.away);
  if (!home || !away || home.played === 0 || away.played === 0) return null;
  return { home, away, teamCount: rows.length };
}

/**
 * A team's last FORM_LENGTH decided matches among `matches` (the competition's) that kicked off
 * before `kickoff`, oldest first. The result is the one the match's winner says: a tie settled on
 * penalties is a win for the team that went through and a defeat for the other (the score shown
 * beside it says how), as form guides count a knockout tie; a draw is a draw only when nobody won.
 */
export function recentForm<M extends ContextMatch<unknown>>(team: M["home"], matches: readonly M[], kickoff: string, length = FORM_LENGTH): FormEntry<M>[] {
  const before = kickedOffBefore(kickoff);
  return matches
    .filter((m) => (m.home === team || m.away === team) && before(m) && isDecided(m))
    .sort(byKickoff)
    .slice(-length)
    .map((m): FormEntry<M> => {
      const side = m.home === team ? "home" : "away";
      return { match: m, side, result: resultFor(side, m.result!, m.penalties) };
    });
}

function resultFor(side: "home" | "away", result: ScorePair, penalties: ScorePair | null): FormResult {
  const decisive = result.home === result.away && penalties ? penalties : result;
  if (decisive.home === decisive.away) return "D";
  const homeWon = decisive.home > decisive.away;
  return homeWon === (side === "home") ? "W" : "L";
}

/**
 * The two teams' other matches against each other among `candidates` (every competition of the
 * season: the reverse league fixture, a cup tie, a group match and a later knockout rematch), by
 * kick-off. Open and played ones alike: a fan wants the coming return leg too.
 */
export function otherMeetings<M extends ContextMatch<unknown>>(match: M, candidates: readonly M[]): M[] {
  const pair = (m: M) => (m.home === match.home && m.away === match.away) || (m.home === match.away && m.away === match.home);
  return candidates.filter((m) => m.id !== match.id && pair(m)).sort(byKickoff);
}

/** The other matches of the match's round, by kick-off. */
export function otherMatchesOfRound<M extends ContextMatch<unknown>>(match: M, candidates: readonly M[]): M[] {
  return candidates.filter((m) => m.id !== match.id && m.competitionId === match.competitionId && m.roundIndex === match.roundIndex).sort(byKickoff);
}

function byKickoff(a: ContextMatch<unknown>, b: ContextMatch<unknown>): number {
  return a.kickoff < b.kickoff ? -1 : a.kickoff > b.kickoff ? 1 : a.id - b.id;
}
