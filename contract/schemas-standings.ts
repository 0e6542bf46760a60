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

/** What a team can be sure of (towards the top: that place or better; towards the bottom: that zone or worse). */
export const OUTLOOK_TARGETS = [
  "title",
  "safe",
  ...ZONE_KINDS.filter((kind): kind is Exclude<ZoneKind, "knockout_stage"> => kind !== "knockout_stage"),
] as const;
export const OUTLOOK_WHENS = ["certain", "with_win", "with_draw", "without_win", "with_defeat", "if_it_stays"] as const;

export const ProjectionOutlookSchema = z.object({
  target: z
    .enum(OUTLOOK_TARGETS)
    .describe(
      "`title`: first place; a zone towards the top: that zone or a better place; `safe`: above every zone towards the bottom; a zone towards the bottom (relegation_playoff, relegation, eliminated): that zone or a worse place",
    ),
  when: z
    .enum(OUTLOOK_WHENS)
    .describe(
      "`certain`: whatever happens; `with_win` / `with_draw`: with a win / at least a draw in the team's next match, whatever else happens; `without_win` / `with_defeat` (zones towards the bottom): unless it wins / with a defeat; `if_it_stays`: if the matches in play end at their current score",
    ),
});
export type ProjectionOutlook = z.infer<typeof ProjectionOutlookSchema>;

export const ProjectionRowSchema = z.object({
  team_id: id,
  before: place.nullable().describe("the team's position in the table after the previous matchday; null on the first matchday"),
  best: place
    .nullable()
    .describe(
      "no better final place is possible (by points; a bound, not every place up to it need be reachable); null while more than three matchdays are left",
    ),
  worst: place.nullable().describe("no worse final place is possible (a team that can still draw level on points counts as above); null like `best`"),
  outlooks: z
    .array(ProjectionOutlookSchema)
    .describe("only what is certain (by points, or by the table once nothing else is open); empty while more than three matchdays are left"),
});
export type ProjectionRow = z.infer<typeof ProjectionRowSchema>;

export const ProjectionSchema = z.object({
  in_play: z.boolean().describe("matches of the table are in play: the table counts them at their current score"),
  matchdays_left: z.int().min(0).describe("matchdays with a match still to be decided, the one in play included"),
  rows: z.array(ProjectionRowSchema).describe("one per team of the table, in table order"),
});
export type Projection = z.infer<typeof ProjectionSchema>;

export const StandingsSchema = z.object({
  round: StandingsRoundSchema.describe("the round the table is after: its matches and those of every earlier matchday count, whenever they were played"),
  final: z.boolean().describe("true when every counted match is decided or will not be played: the table will not change any more"),
  last_matchday: z.boolean().describe("true for the last matchday of the league, league phase or group stage (with `final`: the final table)"),
  matchdays: z
    .array(StandingsRoundSchema)
    .describe("the rounds /standings/round/{roundId} answers for, in order: the matchdays of a league or league phase; empty for tournaments"),
  groups: z.array(StandingsGroupSchema).describe("one for a league or league phase, one per group for a tournament"),
  zones: z.array(ZoneLegendEntrySchema).describe("the legend: the zone kinds present in the table, in table order"),
  projection: ProjectionSchema.nullable()
    .optional()
    .describe(
      "extension: what the rest of the season can still change, for the current table of a league or league phase (the standings call only; null once the table is final, for tournaments and for the table after an earlier matchday)",
    ),
});
export type Standings = z.infer<typeof StandingsSchema>;

export const StandingsResponseSchema = z.object({ data: StandingsSchema });
export type StandingsResponse = z.infer<typeof StandingsResponseSchema>;
