import type { KnockoutResponse } from "#contract/schemas-knockout.ts";
import type { Language } from "#lib/languages.ts";
import { CURRENT_RULES, isKnockoutStage, knockoutStages } from "../knockout.ts";
import type { ResultsData } from "./results-data.ts";
import { toMatch } from "./shapes.ts";

/** A competition's knockout stages as ties in bracket order (`knockout`, an extension; knockout.ts pairs them); none for a league. */
export function knockoutAnswers(data: ResultsData) {
  function knockout(competitionId: number, language: Language): KnockoutResponse {
    data.competition(competitionId);
    const rounds = data.rounds(competitionId).filter((r) => isKnockoutStage(r.stage));
    const roundIndexes = new Set(rounds.map((r) => r.round_index));
    const matches = data
      .competitionMatches(competitionId)
      .filter((m) => roundIndexes.has(m.round_index))
      .map((m) => toMatch(data, m, language));
    const stages = knockoutStages(
      rounds.map((r) => ({ id: r.round_index, stage: r.stage })),
      matches,
      language,
      CURRENT_RULES,
    );
    return { data: { stages } };
  }

  return { knockout };
}
