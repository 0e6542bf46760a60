import { z } from "zod";
import { MatchSchema, RoundSchema, ScoreSchema, TeamSchema } from "./schemas.ts";

/**
 * The match-context extension's response (docs/api.md, "Extensions"): what a match page shows
 * around the match, computed from the season's results. Browser-safe, like schemas.ts.
 */

const id = z.int().min(0);

export const StandingBeforeSchema = z.object({
  position: z.int().positive().describe("place in the table before kick-off, by the competition's tie-break rule"),
  played: z.int().min(0).describe("table matches played before kick-off"),
  points: z.int().min(0).describe("points before kick-off"),
  goal_difference: z.int().describe("goal difference before kick-off"),
});
export type StandingBefore = z.infer<typeof StandingBeforeSchema>;

export const PositionsBeforeSchema = z.object({
  team_count: z.int().positive().describe("teams in the table (the league, the league phase or the match's group)"),
  home: StandingBeforeSchema.describe("the home team's standing"),
  away: StandingBeforeSchema.describe("the away team's standing"),
});
export type PositionsBefore = z.infer<typeof PositionsBeforeSchema>;

export const FORM_RESULTS = ["W", "D", "L"] as const;
export type FormResult = (typeof FORM_RESULTS)[number];

export const FormEntrySchema = z.object({
  match_id: id.describe("the earlier match, in the same competition"),
  match_slug: z.string().describe("its slug, for the link to its page"),
  kickoff: z.iso.datetime().describe("its kick-off, ISO 8601 in UTC"),
  side: z.enum(["home", "away"]).describe("where the team played in it"),
  opponent: TeamSchema.describe("the team it played"),
  score: ScoreSchema.describe("that match's score, home first"),
  result: z.enum(FORM_RESULTS).describe("for the team: W win, D draw, L defeat; a shoot-out decides a drawn tie"),
});
export type FormEntry = z.infer<typeof FormEntrySchema>;

export const MeetingSchema = z.object({
  competition_id: id.describe("the competition of the meeting (any competition of the season)"),
  round: RoundSchema.describe("its round in that competition"),
  match: MatchSchema.describe("the meeting"),
});
export type Meeting = z.infer<typeof MeetingSchema>;

export const MatchContextSchema = z.object({
  before: PositionsBeforeSchema.nullable().describe(
    "both teams' table standing before kick-off; null for knockout matches and while either team has not played a table match yet",
  ),
  form: z
    .object({
      home: z.array(FormEntrySchema).describe("the home team's last five decided matches of this competition before this one, oldest first"),
      away: z.array(FormEntrySchema).describe("the away team's, likewise"),
    })
    .describe("recent form in this competition"),
  meetings: z.array(MeetingSchema).describe("the two teams' other matches against each other in the season, in any competition, by kick-off"),
  round_matches: z.array(MatchSchema).describe("the other matches of the same round, by kick-off"),
});
export type MatchContext = z.infer<typeof MatchContextSchema>;

export const MatchContextResponseSchema = z.object({ data: MatchContextSchema });
export type MatchContextResponse = z.infer<typeof MatchContextResponseSchema>;
