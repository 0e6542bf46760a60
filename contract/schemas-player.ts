import { z } from "zod";
import { derivedSlug } from "./derived-fields.ts";
import { MatchSchema, PlayerSlugSchema, TeamSchema } from "./schemas.ts";

/**
 * Response shapes of the player extension calls (docs/api.md, "Extensions"): every player who scored
 * in the data, and one player's goals. A player is a name within a team (the Euro data lists
 * surnames only, shared across teams); spellings of one name that share a slug are one player
 * (docs/decisions/0115-player-pages.md). Browser-safe, like schemas.ts.
 */

const id = z.int().min(0);
const count = z.int().min(0);

const PlayerFieldsSchema = z.object({
  id: id.describe("the value of /players/{playerId}; stable while the database is open"),
  slug: PlayerSlugSchema.optional().describe("derived from the name and the team's code (else the team's slug) when absent"),
  name: z.string().min(1).describe("as in the data; of several spellings with the same slug, the most frequent"),
  team: TeamSchema.describe("the team the player scored for (an own goal's scorer plays for the other side)"),
});

/** The embedded backend's rule: the name's slug and the team's code (a team without one: its slug). */
function withPlayerSlug<T extends z.infer<typeof PlayerFieldsSchema>>(player: T): T & { slug: string } {
  return { ...player, slug: player.slug ?? `${derivedSlug(player.name, player.id)}-${player.team.code?.toLowerCase() ?? player.team.slug}` };
}

export const PlayerSchema = PlayerFieldsSchema.transform(withPlayerSlug);
export type Player = z.infer<typeof PlayerSchema>;

export const PlayerListEntrySchema = PlayerFieldsSchema.extend({
  competition_ids: z.array(id).min(1).describe("the competitions of the player's goals, in catalogue order"),
  goals: count.describe("own goals excluded"),
}).transform(withPlayerSlug);
export type PlayerListEntry = z.infer<typeof PlayerListEntrySchema>;

export const PlayersResponseSchema = z.object({
  data: z.array(PlayerListEntrySchema).describe("every player with a goal or an own goal in the data as of the moment answered, by name"),
});
export type PlayersResponse = z.infer<typeof PlayersResponseSchema>;

export const PlayerGoalSchema = z.object({
  match: MatchSchema.describe("the match of the goal"),
  minute: z.int().min(0),
  stoppage: z.int().min(0).nullable().describe("added time: 90+4 is minute 90, stoppage 4"),
  penalty: z.boolean(),
  own_goal: z.boolean().describe("counted for the opponent; never in the totals' goals"),
});
export type PlayerGoal = z.infer<typeof PlayerGoalSchema>;

export const PlayerTotalsSchema = z.object({
  goals: count.describe("own goals excluded, penalties included"),
  penalties: count,
  own_goals: count,
  matches: count.describe("matches with at least one of the player's goals or own goals"),
});
export type PlayerTotals = z.infer<typeof PlayerTotalsSchema>;

export const PlayerCompetitionSchema = z.object({
  competition_id: id,
  goals: z.array(PlayerGoalSchema).describe("by kick-off, then in match order"),
  totals: PlayerTotalsSchema,
});
export type PlayerCompetition = z.infer<typeof PlayerCompetitionSchema>;

export const PlayerResponseSchema = z.object({
  data: z.object({
    player: PlayerSchema,
    competitions: z.array(PlayerCompetitionSchema).describe("one entry per competition with a goal of the player, in catalogue order"),
    totals: PlayerTotalsSchema.describe("over every competition"),
  }),
});
export type PlayerResponse = z.infer<typeof PlayerResponseSchema>;
export type PlayerCareer = PlayerResponse["data"];
