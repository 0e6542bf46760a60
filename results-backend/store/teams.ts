import type { TeamSeasonResponse, TeamsResponse } from "#contract/schemas-team.ts";
import type { Language } from "#lib/languages.ts";
import { teamCompetitionSeason } from "../team-season.ts";
import type { CompetitionAnswers } from "./competitions.ts";
import { NotFoundError, type ResultsData } from "./results-data.ts";
import { toMatch, toRound, toTeam } from "./shapes.ts";
import type { TableAnswers } from "./tables.ts";

/** Every team with its competitions (`teams`), and one team's season in each of them (`teamSeason`; extensions, team-season.ts). */
export function teamAnswers(data: ResultsData, competitions: CompetitionAnswers, tables: TableAnswers) {
  /** Per team, the competitions it plays in (catalogue order); built on first use, the database never changes while open. */
  let competitionIdsByTeam: Map<number, number[]> | undefined;

  function competitionsOfTeams(): Map<number, number[]> {
    if (!competitionIdsByTeam) {
      const map = new Map<number, number[]>();
      for (const competitionId of data.competitions.keys()) {
        const teams = new Set(data.recorded.ofCompetition(competitionId).flatMap((m) => [m.home_team_id, m.away_team_id]));
        for (const team of teams) map.set(team, [...(map.get(team) ?? []), competitionId]);
      }
      competitionIdsByTeam = map;
    }
    return competitionIdsByTeam;
  }

  function teamList(language: Language): TeamsResponse {
    // A copy of the list kept above: an answer shares nothing with the store (handler.server.ts, answerDirectly).
    const list = [...competitionsOfTeams()].map(([id, competitionIds]) => ({ ...toTeam(data, id, language), competition_ids: [...competitionIds] }));
    return { data: list.sort((a, b) => a.name.localeCompare(b.name, language) || a.id - b.id) };
  }

  function teamSeason(teamId: number, language: Language): TeamSeasonResponse {
    const competitionIds = competitionsOfTeams().get(teamId);
    if (!competitionIds) throw new NotFoundError(`team ${teamId} not found`);
    const seasons = competitionIds.map((competitionId) => {
      const c = data.competition(competitionId);
      return teamCompetitionSeason({
        teamId,
        competition: { id: c.id, kind: c.kind, tiebreak: c.tiebreak, hasTable: competitions.toCompetition(c, language).has_table },
        rounds: data.rounds(c.id).map((r) => ({ ...toRound(data, r, language), stage: r.stage, matchday: r.matchday })),
        matches: data.competitionMatches(c.id).map((m) => toMatch(data, m, language)),
        tables: tables.table(c.id, language).data,
        // The name the table call orders inseparable teams by, so both agree.
        teamName: data.teamOrderName,
      });
    });
    return { data: { team: toTeam(data, teamId, language), competitions: seasons } };
  }

  return { teamList, teamSeason };
}
