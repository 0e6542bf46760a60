import { z } from "zod";
import { KNOCKOUT_STAGES, MatchSchema, ScorePairSchema, TeamSchema } from "./schemas.ts";

/**
 * Response shape of the knockout extension call (docs/api.md, "Extensions"): a competition's
 * knockout rounds as ties (two legs paired, single matches alone), each with its aggregate, the team
 * that went through and how, in bracket order. Browser-safe, like schemas.ts.
 */

const id = z.int().min(0);

export type KnockoutStageName = (typeof KNOCKOUT_STAGES)[number];

/**
 * How a decided tie was decided. `away_goals` only where the competition's rules still used the
 * rule (UEFA dropped it from 2021/22); a replay is not told apart from a second leg by the data.
 */
export const TIE_DECIDERS = ["normal_time", "aggregate", "away_goals", "extra_time", "penalties", "awarded"] as const;
export type TieDecider = (typeof TIE_DECIDERS)[number];

const slotIndex = z.union([z.literal(0), z.literal(1)]);

export const KnockoutTieSchema = z.object({
  teams: z.tuple([TeamSchema, TeamSchema]).describe("the home team of the first leg (or of the single match) first"),
  legs: z.array(MatchSchema).min(1).describe("the tie's matches by kick-off: one for a single match, two for a two-legged tie"),
  aggregate: ScorePairSchema.nullable().describe(
    "goals of each team over all legs, extra time included, in the order of `teams` (home: teams[0]); null until every leg has a result",
  ),
  penalties: ScorePairSchema.nullable().describe("the shoot-out that ended the tie, in the order of `teams`; null when there was none"),
  winner: slotIndex.nullable().describe("index in `teams` of the team that went through (or won the final); null while open"),
  decided_by: z
    .enum(TIE_DECIDERS)
    .nullable()
    .describe(
      "normal_time: a single match won in 90 minutes; aggregate: more goals over both legs; away_goals; extra_time; penalties; awarded: by a sports court; null while open",
    ),
  came_from: z
    .tuple([z.int().min(0).nullable(), z.int().min(0).nullable()])
    .describe("per team, the index in the previous stage's `ties` of the tie it won to get here; null where it entered at this stage"),
});
export type KnockoutTie = z.infer<typeof KnockoutTieSchema>;

export const KnockoutStageSchema = z.object({
  stage: z.enum(KNOCKOUT_STAGES).describe("the stage, as `stage` of the rounds in `rounds_detailed`"),
  name: z.string().trim().min(1).describe("the stage's name in the requested language, e.g. Achtelfinale / Round of 16 / Ottavi di finale"),
  round_ids: z.array(id).describe("the ids of the stage's rounds in `rounds` of the matches calls (two where each leg is a round of its own)"),
  ties: z
    .array(KnockoutTieSchema)
    .describe(
      "in bracket order: the winners of ties 2k and 2k+1 meet in tie k of the next stage (where the next stage has as many ties, as after the Champions League's knockout play-offs, tie k feeds tie k); ties that feed no later tie come last",
    ),
});
export type KnockoutStage = z.infer<typeof KnockoutStageSchema>;

export const KnockoutResponseSchema = z.object({
  data: z.object({
    stages: z.array(KnockoutStageSchema).describe("in the order the competition plays them (the third-place match before the final); empty for a league"),
  }),
});
export type KnockoutResponse = z.infer<typeof KnockoutResponseSchema>;
