import type { Competition, CompetitionsResponse } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { slugify } from "#lib/slug.ts";
import type { CompetitionRow, ResultsData } from "./results-data.ts";

/** The push groups and competitions (`competitions`), and a competition as other answers carry it. */

type ScheduleFacts = Pick<Competition, "has_table" | "has_scorers" | "first_kickoff" | "last_kickoff">;

export function competitionAnswers(data: ResultsData) {
  /** Per competition, computed on first use: facts of the schedule, the same at every moment of a replay. */
  const factsById = new Map<number, ScheduleFacts>();

  function facts(c: CompetitionRow): ScheduleFacts {
    let known = factsById.get(c.id);
    if (!known) {
      const matches = data.recorded.ofCompetition(c.id);
      known = {
        has_table: data.tableMatches(c, data.recorded).length > 0,
        has_scorers: matches.some((m) => m.has_goal_events === 1),
        first_kickoff: matches[0]!.kickoff,
        last_kickoff: matches.at(-1)!.kickoff,
      };
      factsById.set(c.id, known);
    }
    return known;
  }

  function toCompetition(c: CompetitionRow, language: Language): Competition {
    const short = data.names.get("competition", c.id, language, "short");
    return {
      id: c.id,
      push_group_id: c.push_group_id,
      slug: slugify(short),
      name: data.names.get("competition", c.id, language),
      name_plural: data.names.get("competition", c.id, language, "plural"),
      short_name: short,
      season: c.season,
      kind: c.kind,
      ...facts(c),
    };
  }

  function competitions(language: Language): CompetitionsResponse {
    const competitions = [...data.competitions.values()].map((c) => toCompetition(c, language));
    return {
      pushgroups: data.pushGroups.map((g) => {
        const name = data.names.get("push_group", g.id, language);
        return {
          id: g.id,
          name,
          slug: slugify(name),
          country_code: g.country_code,
          competition_ids: competitions.filter((c) => c.push_group_id === g.id).map((c) => c.id),
        };
      }),
      competitions,
    };
  }

  return { competitions, toCompetition };
}

export type CompetitionAnswers = ReturnType<typeof competitionAnswers>;
