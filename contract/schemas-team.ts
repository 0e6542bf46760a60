import { z } from "zod";
import { GroupSchema, MatchSchema, RoundSchema, TeamFieldsSchema, TeamSchema, withTeamSlug } from "./schemas.ts";

/**
 * Response shapes of the team extension calls (docs/api.md, "Extensions"): the list of every team
 * and one team's season in every competition. Browser-safe, like schemas.ts.
 */

const id = z.int().min(0);
const count = z.int().min(0);

export const TeamListEntrySchema = TeamFieldsSchema.extend({
  competition_ids: z.array(id).min(1).describe("ids of the competitions it plays in, in catalogue order"),
}).transform(withTeamSlug);
export type TeamListEntry = z.infer<typeof TeamListEntrySchema>;

export const TeamsResponseSchema = z.object({
  data: z.array(TeamListEntrySchema).describe("every team of every competition, by name; slugs are unique within a language"),
});
export type TeamsResponse = z.infer<typeof TeamsResponseSchema>;

export const TeamRecordSchema = z.object({
  played: count.describe("matches finished or awarded"),
  won: count,
  drawn: count.describe("a draw after extra time stays a draw whoever won the penalty shoot-out, as in the official records"),
  lost: count,
  goals_for: count.describe("after extra time; shoot-out penalties never count"),
  goals_against: count,
  points: count.nullable().describe("3 per win and 1 per draw over these matches; null where the competition has no table"),
});
export type TeamRecord = z.infer<typeof TeamRecordSchema>;

export const FORM_RESULTS = ["W", "D", "L"] as const;
export type FormResult = (typeof FORM_RESULTS)[number];

export const FormEntrySchema = z.object({
  match_id: id,
  result: z.enum(FORM_RESULTS).describe("won, drawn or lost after extra time (a shoot-out leaves a draw)"),
});
export type FormEntry = z.infer<typeof FormEntrySchema>;

export const TeamPositionSchema = z.object({
  position: z.int().positive().describe("as in the table call: by points, then the competition's tie-break rule"),
  team_count: z.int().positive().describe("teams in that table"),
  points: count,
  group: GroupSchema.nullable().describe("the group or the league phase; null for a league's single table"),
  final: z.boolean().describe("true when every match of that table is decided (a final position), false while it is being played"),
});
export type TeamPosition = z.infer<typeof TeamPositionSchema>;

export const MatchdayPositionSchema = z.object({
  round_id: id.describe("the `id` of the matchday's round"),
  matchday: z.int().positive(),
  position: z.int().positive().describe("in the table of the matches of matchdays 1 to this one"),
});
export type MatchdayPosition = z.infer<typeof MatchdayPositionSchema>;

export const TeamCompetitionSeasonSchema = z.object({
  competition_id: id,
  rounds: z.array(RoundSchema).describe("the rounds of its matches (for their names), in round order"),
  matches: z.array(MatchSchema).describe("all its matches in the competition, by kick-off"),
  record: z
    .object({ total: TeamRecordSchema, home: TeamRecordSchema, away: TeamRecordSchema })
    .describe("over its decided matches (a neutral venue counts for the side the data names)"),
  form: z.array(FormEntrySchema).max(5).describe("its last five decided matches, oldest first"),
  position: TeamPositionSchema.nullable().describe(
    "its place in the competition's table (league, league phase or group); null without a table or before its first match in it",
  ),
  positions: z
    .array(MatchdayPositionSchema)
    .describe("league or league phase: its place after each matchday played so far, in order; empty for other competitions"),
});
export type TeamCompetitionSeason = z.infer<typeof TeamCompetitionSeasonSchema>;

export const TeamSeasonResponseSchema = z.object({
  data: z.object({
    team: TeamSchema,
    competitions: z.array(TeamCompetitionSeasonSchema).describe("one entry per competition it plays in, in catalogue order"),
  }),
});
export type TeamSeasonResponse = z.infer<typeof TeamSeasonResponseSchema>;
export type TeamSeason = TeamSeasonResponse["data"];
