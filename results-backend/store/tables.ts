import type { Projection as ProjectionResponse, StandingsResponse, StandingsRow as StandingsRowResponse } from "#contract/schemas-standings.ts";
import type { TableGroup, TableResponse } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { slugify } from "#lib/slug.ts";
import { COMPETITIONS } from "../catalogue.ts";
import { type Projection, projectionOfStandings } from "../projection.ts";
import { groupName, leaguePhaseName } from "../rounds.ts";
import { computeStandings, currentTableRound, matchdayRounds, type StandingsInput, type StandingsRow } from "../standings-views.ts";
import { computeTable } from "../standings.ts";
import { loadZones } from "../zones.ts";
import { NotFoundError, type CompetitionRow, type ResultsData } from "./results-data.ts";
import { countedResult, toRound, toTableRow } from "./shapes.ts";

/**
 * A competition's tables: as of now (`table`, the spec's call), and after a matchday with form,
 * zones and the home and away tables (`standings`, `standingsOfRound`, extensions). Both are
 * computed from the results on every call (standings.ts, standings-views.ts).
 */

/** A table group's name: a tournament's group, a cup's league phase; a league's one table has none. */
function tableGroupName(competition: CompetitionRow, group: string | null, language: Language): string | null {
  return group ? groupName(group, language) : competition.kind === "cup" ? leaguePhaseName(language) : null;
}

export function tableAnswers(data: ResultsData) {
  /** The regulation zones of each competition file (data/zones.json), read and validated with the store. */
  const zones = loadZones();

  function table(competitionId: number, language: Language): TableResponse {
    const competition = data.competition(competitionId);
    const matches = data.tableMatches(competition);
    const groups =
      competition.kind === "tournament"
        ? [...Map.groupBy(matches, (m) => m.group_letter ?? "").entries()].sort(([a], [b]) => a.localeCompare(b))
        : matches.length > 0
          ? [["", matches] as const]
          : [];
    return {
      data: groups.map(([letter, groupMatches]): TableGroup => {
        const name = tableGroupName(competition, letter || null, language);
        const rows = computeTable(
          groupMatches.map((m) => ({ home: m.home_team_id, away: m.away_team_id, status: m.status, result: countedResult(m) })),
          competition.tiebreak,
          data.teamOrderName,
        );
        return { name, slug: name === null ? null : slugify(name), rows: rows.map((r) => toTableRow(data, r, language)) };
      }),
    };
  }

  /**
   * The tables after a matchday (standings-views.ts): after the current one without `roundId`;
   * 404 for a competition without a table, or a round that is not a matchday of a league or league phase.
   */
  function standings(competitionId: number, language: Language, roundId?: number): StandingsResponse {
    const competition = data.competition(competitionId);
    const input = standingsInput(data, competition, zones);
    const matchdays = matchdayRounds(input);
    const round = roundId === undefined ? currentTableRound(input) : matchdays.find((r) => r.index === roundId);
    if (!round) {
      throw new NotFoundError(
        roundId === undefined ? `competition ${competitionId} has no table` : `round ${roundId} is not a matchday of competition ${competitionId}`,
      );
    }
    const computed = computeStandings(input, round);
    const toMatchdayRound = (r: { index: number; matchday: number }) => ({
      ...toRound(data, data.round(competitionId, r.index), language),
      matchday: r.matchday,
    });
    const toRows = (list: StandingsRow<number>[]) => standingsRows(data, list, language);
    return {
      data: {
        round: toMatchdayRound(computed.round),
        final: computed.final,
        last_matchday: computed.lastMatchday,
        matchdays: matchdays.map(toMatchdayRound),
        groups: computed.groups.map((g) => {
          const name = tableGroupName(competition, g.group, language);
          return { name, slug: name === null ? null : slugify(name), rows: toRows(g.rows), home: g.home && toRows(g.home), away: g.away && toRows(g.away) };
        }),
        zones: computed.legend,
        // The current table only: a past matchday's has nothing left to project.
        projection: roundId === undefined ? projectionResponse(projectionOfStandings(input, computed)) : null,
      },
    };
  }

  return { table, standings };
}

/** What standings-views.ts computes a competition's standings from: its rounds, matches, zones and tiebreak. */
function standingsInput(data: ResultsData, competition: CompetitionRow, zones: ReturnType<typeof loadZones>): StandingsInput<number> {
  const competitionId = competition.id;
  const rounds = data.rounds(competitionId);
  const file = COMPETITIONS.find((c) => c.id === competitionId)?.file;
  return {
    kind: competition.kind,
    tiebreak: competition.tiebreak,
    rounds: rounds.map((r) => ({ index: r.round_index, stage: r.stage, matchday: r.matchday })),
    matches: data.competitionMatches(competitionId).map((m) => ({
      id: m.id,
      roundIndex: m.round_index,
      group: m.group_letter,
      kickoff: m.kickoff,
      status: m.status,
      home: m.home_team_id,
      away: m.away_team_id,
      result: countedResult(m),
    })),
    zones: file === undefined ? undefined : zones.competitions[file]?.zones,
    // The name the table call orders inseparable teams by, so both agree.
    teamName: data.teamOrderName,
  };
}

/** A standings table's rows as the answer sends them: the table row with its form and zone. */
function standingsRows(data: ResultsData, list: StandingsRow<number>[], language: Language): StandingsRowResponse[] {
  return list.map((r) => ({
    ...toTableRow(data, r, language),
    form: r.form.map((f) => ({
      result: f.result,
      match_id: f.matchId,
      opponent_id: f.opponent,
      venue: f.venue,
      goals_for: f.goalsFor,
      goals_against: f.goalsAgainst,
    })),
    zone: r.zone,
  }));
}

function projectionResponse(projection: Projection<number> | undefined): ProjectionResponse | null {
  if (!projection) return null;
  return {
    in_play: projection.inPlay,
    matchdays_left: projection.matchdaysLeft,
    rows: projection.rows.map((row) => ({
      team_id: row.team,
      before: row.before ?? null,
      best: row.best ?? null,
      worst: row.worst ?? null,
      outlooks: row.outlooks,
    })),
  };
}

export type TableAnswers = ReturnType<typeof tableAnswers>;
