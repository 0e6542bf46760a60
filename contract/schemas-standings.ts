import { z } from "zod";
import { withGroupSlug } from "./derived-fields.ts";
import { RoundFieldsSchema, TableRowSchema, withRoundSlug } from "./schemas.ts";

/**
 * Response shape of the standings extension calls (docs/api.md, "Extensions"): a competition's
 * table after one matchday, with each team's form and table zone, the home and away tables and
 * the zone legend. Browser-safe, like schemas.ts.
 */

const id = z.int().min(0);
const place = z.int().positive();

/**
 * What a table position leads to, by the competition's regulations (data/zones.json), or, for a
 * tournament's groups, computed from the data (`knockout_stage`: the team plays a knockout round).
 */
export const ZONE_KINDS = [
  "champions_league",
  "europa_league",
  "conference_league",
  "conference_league_playoff",
  "promotion",
  "promotion_playoff",
  "relegation_playoff",
  "relegation",
  "round_of_16",
  "knockout_playoff",
  "eliminated",
  "knockout_stage",
] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

export const STANDINGS_FORM_RESULTS = ["W", "D", "L"] as const;
export type StandingsFormResult = (typeof STANDINGS_FORM_RESULTS)[number];

export const StandingsFormEntrySchema = z.object({
  result: z.enum(STANDINGS_FORM_RESULTS).describe("won, drawn or lost (after extra time; a penalty shoot-out leaves a draw)"),
  match_id: id,
  opponent_id: id.describe("the opponent's team id (a row of the same table)"),
  venue: z.enum(["home", "away"]).describe("where the team played"),
  goals_for: z.int().min(0).describe("the team's goals in that match"),
  goals_against: z.int().min(0),
});
export type StandingsFormEntry = z.infer<typeof StandingsFormEntrySchema>;

export const StandingsRowSchema = TableRowSchema.extend({
  form: z.array(StandingsFormEntrySchema).max(5).describe("the team's last five counted results up to the round (by kick-off), oldest first"),
  zone: z.enum(ZONE_KINDS).nullable().describe("the zone of this position; null for none, and always null in the home and away tables"),
});
export type StandingsRow = z.infer<typeof StandingsRowSchema>;

export const StandingsGroupSchema = z
  .object({
    name: z.string().trim().min(1).nullable().describe("null for a league's single table; the group or league-phase name otherwise"),
    slug: z.string().nullish().describe("derived from name when absent"),
    rows: z.array(StandingsRowSchema).describe("all matches of the group up to the round"),
    home: z
      .array(StandingsRowSchema)
      .nullable()
      .describe("home matches only, by points, goal difference, goals, wins (no head-to-head); null for tournaments, whose venues are neutral"),
    away: z.array(StandingsRowSchema).nullable().describe("away matches only, ordered like `home`; null for tournaments"),
  })
  .transform(withGroupSlug);
export type StandingsGroup = z.infer<typeof StandingsGroupSchema>;

export const StandingsRoundSchema = RoundFieldsSchema.extend({
  matchday: place.describe("the round's matchday within the league, league phase or group stage"),
}).transform(withRoundSlug);
export type StandingsRound = z.infer<typeof StandingsRoundSchema>;

export const ZoneLegendEntrySchema = z.object({
  kind: z.enum(ZONE_KINDS),
  from: place.nullable().describe("first position of the zone; null where the zone is computed per team (knockout_stage)"),
  to: place.nullable().describe("last position of the zone (equal to `from` for a single place)"),
});
export type ZoneLegendEntry = z.infer<typeof ZoneLegendEntrySchema>;

export const StandingsSchema = z.object({
  round: StandingsRoundSchema.describe("the round the table is after: its matches and those of every earlier matchday count, whenever they were played"),
  final: z.boolean().describe("true when every counted match is decided or will not be played: the table will not change any more"),
  last_matchday: z.boolean().describe("true for the last matchday of the league, league phase or group stage (with `final`: the final table)"),
  matchdays: z
    .array(StandingsRoundSchema)
    .describe("the rounds /standings/round/{roundId} answers for, in order: the matchdays of a league or league phase; empty for tournaments"),
  groups: z.array(StandingsGroupSchema).describe("one for a league or league phase, one per group for a tournament"),
  zones: z.array(ZoneLegendEntrySchema).describe("the legend: the zone kinds present in the table, in table order"),
});
export type Standings = z.infer<typeof StandingsSchema>;

export const StandingsResponseSchema = z.object({ data: StandingsSchema });
export type StandingsResponse = z.infer<typeof StandingsResponseSchema>;
