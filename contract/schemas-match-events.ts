import { z } from "zod";

/**
 * What a match page shows beyond the score and the goals list, all optional in a match's details
 * (schemas.ts, `MatchDetailsSchema`): the match's events (goals with assist and kind, cards,
 * substitutions), both line-ups and the team statistics. A backend without them still answers
 * valid details; one that has part of them sends that part (a list left out: unknown; an empty
 * list: there were none). Browser-safe, like schemas.ts, and imported by it, so this file imports
 * nothing of the contract.
 */

const text = z.string().trim().min(1);
/** The player slug's pattern (schemas.ts, `PlayerSlugSchema`): repeated here, as importing schemas.ts would be a cycle. */
const playerSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a slug: lowercase letters, digits and single hyphens")
  .describe("the player's page (the players call), e.g. harry-kane-fcb; without it the site shows the name unlinked");

export const MATCH_SIDES = ["home", "away"] as const;
const side = z.enum(MATCH_SIDES);

const minute = z.int().min(0).max(150).describe("the minute as football writes it: 67 for 67', 45 for 45+2', 105 for a goal in extra time");
const stoppage = z.int().min(1).max(30).optional().describe("the added minute: 2 for 45+2'; left out outside stoppage time");

export const EventPlayerSchema = z.object({
  name: text.describe("as the data writes it"),
  slug: playerSlug.optional(),
});
export type EventPlayer = z.infer<typeof EventPlayerSchema>;

export const GOAL_KINDS = ["normal", "penalty", "own_goal"] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export const MatchGoalSchema = z.object({
  side: side.describe("the team the goal counts for (for an own goal: the scorer's opponent)"),
  minute,
  stoppage,
  kind: z.enum(GOAL_KINDS).describe("normal, penalty (from the spot during play; shoot-outs are no goals) or own_goal"),
  scorer: EventPlayerSchema.describe("who scored (for an own goal: a player of the other side)"),
  assist: EventPlayerSchema.optional().describe("who laid it on, where the data has it"),
});
export type MatchGoal = z.infer<typeof MatchGoalSchema>;

export const CARD_KINDS = ["yellow", "second_yellow", "red"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export const CardEventSchema = z.object({
  side: side.describe("the booked player's team"),
  minute,
  stoppage,
  card: z.enum(CARD_KINDS).describe("yellow; second_yellow: a second yellow and so a sending-off; red: a straight red"),
  player: EventPlayerSchema.describe("the booked player"),
});
export type CardEvent = z.infer<typeof CardEventSchema>;

export const SubstitutionEventSchema = z.object({
  side: side.describe("the team that made the change"),
  minute,
  stoppage,
  player_on: EventPlayerSchema.describe("who came on"),
  player_off: EventPlayerSchema.describe("who went off"),
});
export type SubstitutionEvent = z.infer<typeof SubstitutionEventSchema>;

export const MatchEventsSchema = z.object({
  goals: z.array(MatchGoalSchema).optional().describe("in match order, the same goals as `goals`; left out where the data has no goal events"),
  cards: z.array(CardEventSchema).optional().describe("in match order; left out where the data has no cards, empty when none was shown"),
  substitutions: z.array(SubstitutionEventSchema).optional().describe("in match order; left out where the data has no substitutions, empty when none was made"),
});
export type MatchEvents = z.infer<typeof MatchEventsSchema>;

export const LINE_POSITIONS = ["GK", "DF", "MF", "FW"] as const;
export type LinePosition = (typeof LINE_POSITIONS)[number];

export const LineupPlayerSchema = EventPlayerSchema.extend({
  number: z.int().min(0).max(99).optional().describe("shirt number"),
  position: z.enum(LINE_POSITIONS).optional().describe("GK goalkeeper, DF defender, MF midfielder, FW forward"),
  grid: z
    .string()
    .regex(/^[1-9]:[1-9]$/, "row:column, e.g. 2:4")
    .optional()
    .describe(
      "place in the formation as row:column: row 1 the goalkeeper, each further row one line nearer the opponent's goal; columns counted from the team's own left; without it the site places the eleven in the order given",
    ),
});
export type LineupPlayer = z.infer<typeof LineupPlayerSchema>;

export const LineupSchema = z.object({
  formation: z
    .string()
    .regex(/^[1-9](?:-[1-9]){1,4}$/, "the outfield lines from the back, e.g. 4-2-3-1")
    .optional()
    .describe("the outfield lines from the back, e.g. 4-2-3-1; without it the site lists the eleven instead of drawing them on a pitch"),
  starting: z
    .array(LineupPlayerSchema)
    .max(11)
    .describe("the starting eleven: the goalkeeper first, then line by line from the back, each line from the team's own left"),
  bench: z.array(LineupPlayerSchema).optional().describe("the substitutes named, whether they came on or not"),
  coach: text.optional().describe("the head coach"),
});
export type Lineup = z.infer<typeof LineupSchema>;

export const LineupsSchema = z.object({
  home: LineupSchema.describe("the home team's"),
  away: LineupSchema.describe("the away team's"),
});
export type Lineups = z.infer<typeof LineupsSchema>;

const count = z.int().min(0);
const countPair = (what: string) => z.object({ home: count, away: count }).optional().describe(what);
const percentPair = (what: string) =>
  z
    .object({ home: z.number().min(0).max(100), away: z.number().min(0).max(100) })
    .optional()
    .describe(what);

/** Each statistic a pair, home and away; a statistic the data lacks is left out. */
export const MatchStatisticsSchema = z.object({
  possession: percentPair("ball possession in per cent (the two add up to 100)"),
  expected_goals: z
    .object({ home: z.number().min(0).max(20), away: z.number().min(0).max(20) })
    .optional()
    .describe("expected goals (xG), e.g. 1.84"),
  shots: countPair("shots, on and off target, blocked ones included"),
  shots_on_target: countPair("shots on target"),
  corners: countPair("corner kicks"),
  fouls: countPair("fouls committed"),
  offsides: countPair("offsides"),
  yellow_cards: countPair("yellow cards (a second yellow counts here too)"),
  red_cards: countPair("sendings-off, straight red or second yellow"),
  saves: countPair("goalkeeper saves"),
  passes: countPair("passes played"),
  pass_accuracy: percentPair("passes that reached a team-mate, in per cent"),
});
export type MatchStatistics = z.infer<typeof MatchStatisticsSchema>;
export type StatisticKey = keyof MatchStatistics;
