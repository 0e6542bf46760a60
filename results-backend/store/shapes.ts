import { COUNTED_STATUSES, type MatchStatus } from "#contract/match-status.ts";
import type { Match, Round, ScorePair, TableRow, Team } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { slugify } from "#lib/slug.ts";
import type { MatchRow } from "../match-rows.ts";
import { groupName } from "../rounds.ts";
import type { Standing } from "../standings.ts";
import type { ResultsData, RoundRow } from "./results-data.ts";

/**
 * The API's shapes that several answers share (contract/schemas.ts): a team, a match, a round, a
 * table row, each built from the database's rows in the requested language.
 */

/** Decided matches: they have a winner (or a draw) and count in tables. */
export const DECIDED: readonly MatchStatus[] = COUNTED_STATUSES;

export const pair = (home: number | null, away: number | null): ScorePair | null => (home === null || away === null ? null : { home, away });

export function toTeam(data: ResultsData, id: number, language: Language): Team {
  const team = data.teams.get(id)!;
  const name = data.names.get("team", id, language);
  // The identity fields are API extensions: colours only as a pair, a flag only for national teams.
  return {
    id,
    name,
    slug: slugify(name),
    country_code: team.country_code,
    short_name: data.names.get("team", id, language, "short"),
    code: team.code,
    ...(team.color_primary && team.color_secondary ? { colors: [team.color_primary, team.color_secondary] as [string, string] } : {}),
    ...(team.flag ? { flag: team.flag } : {}),
  };
}

export function toRound(data: ResultsData, r: RoundRow, language: Language): Round {
  const name = data.names.get("round", r.id, language);
  return { id: r.round_index, name, slug: slugify(name) };
}

export function toMatch(data: ResultsData, m: MatchRow, language: Language): Match {
  const home = toTeam(data, m.home_team_id, language);
  const away = toTeam(data, m.away_team_id, language);
  const score = {
    ht: pair(m.ht_home, m.ht_away),
    ft: pair(m.ft_home, m.ft_away),
    et: pair(m.et_home, m.et_away),
    penalties: pair(m.pen_home, m.pen_away),
  };
  return {
    id: m.id,
    slug: `${home.slug}-${away.slug}`,
    competition_id: m.competition_id,
    round_id: m.round_index,
    group: m.group_letter ? { name: groupName(m.group_letter, language), slug: slugify(groupName(m.group_letter, language)) } : null,
    kickoff: m.kickoff,
    status: m.status,
    // A copy: the replay keeps the live state of its minute for every call (an answer shares nothing with the store).
    ...(m.live ? { live: { ...m.live } } : {}),
    home,
    away,
    score,
    winner: DECIDED.includes(m.status) ? winnerOf(score.et ?? score.ft, score.penalties) : null,
    venue: m.venue,
  };
}

/** A computed standing as the API's table row. */
export function toTableRow(data: ResultsData, r: Standing<number>, language: Language): TableRow {
  return {
    position: r.position,
    team: toTeam(data, r.team, language),
    played: r.played,
    won: r.won,
    drawn: r.drawn,
    lost: r.lost,
    goals_for: r.goalsFor,
    goals_against: r.goalsAgainst,
    goal_difference: r.goalDifference,
    points: r.points,
  };
}

/** The result a match's table standing counts: after extra time when there was any. */
export const countedResult = (m: MatchRow): ScorePair | null => pair(m.et_home, m.et_away) ?? pair(m.ft_home, m.ft_away);

function winnerOf(result: ScorePair | null, penalties: ScorePair | null): "home" | "away" | null {
  const decisive = result && result.home === result.away ? penalties : result;
  if (!decisive || decisive.home === decisive.away) return null;
  return decisive.home > decisive.away ? "home" : "away";
}
