import { z } from "zod";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import { withCatalogueSlugs, withCompetitionDefaults, withGroupSlug, withNewsDefaults, withSlugFrom } from "./derived-fields.ts";
import { MATCH_PERIODS, MATCH_STATUSES } from "./match-status.ts";
import { DROPPED_NEWS_PROVIDER, KEPT_NEWS_TYPE } from "./news-policy.ts";
import { LineupsSchema, MatchEventsSchema, MatchStatisticsSchema } from "./schemas-match-events.ts";

/**
 * The results & news API's request and response shapes (spec §7, docs/api.md), shared by the
 * embedded backend (which builds them) and the HTTP client (which validates every response with
 * them). The outer shape is the spec's (`data`, `pushgroups`/`competitions`, `current_round`, …);
 * the inner fields are ours, documented in docs/api.md (generated from this file).
 *
 * Browser-safe: no Node imports. Field names are snake_case like the spec's (`news_id`).
 * Unknown keys are stripped, so an external backend may send more than this. A field the spec does
 * not name is optional where the site can derive it or do without it: a slug from its name, a flag
 * by its safe default (./derived-fields.ts, docs/decisions/0120-derived-fields-of-a-spec-backend.md).
 * The schemas' input is what a backend may send (docs/api.md); their output, what pages read.
 */

const text = z.string().trim().min(1);
const id = z.int().min(0);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a slug: lowercase letters, digits and single hyphens");
/** A slug a backend may leave out: the client derives it by the spec's rule (lib/slug.ts). */
const derivable = (from: string) => slug.optional().describe(`derived from ${from} when absent`);
/** A player page's slug (the player extension, schemas-player.ts): the name's slug and the team's code. */
export const PlayerSlugSchema = slug.describe("the name's slug and the team's code, e.g. harry-kane-fcb; the same in every language, unique among players");
const utcDateTime = z.iso.datetime().describe("ISO 8601 instant in UTC, e.g. 2025-05-17T13:30:00.000Z");

export const LanguageSchema = z.enum(LANGUAGE_CODES as [Language, ...Language[]]);

// ── Requests and errors ──────────────────────────────────────────────────────────────────────────

/** Every call's body. `lng` selects the language of names and texts; unsupported values fall back to German. */
export const ApiRequestBodySchema = z.object({ lng: z.string().max(35) });
export type ApiRequestBody = z.infer<typeof ApiRequestBodySchema>;

/** Body of every non-200 answer of the embedded backend. */
export const ApiErrorSchema = z.object({
  status: z.int().min(400).max(599),
  error: text.describe("the status text, e.g. Not Found"),
  message: text.describe("what went wrong, for logs and developers"),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

// ── News ─────────────────────────────────────────────────────────────────────────────────────────

export const NewsCategorySchema = z.object({
  id: z.int().min(1).max(6).describe("id of the news filter this item belongs to (1–6; filter 0 lists every category)"),
  slug,
  name: text.describe("the filter's name in the requested language"),
});

export const NewsImageSchema = z.object({
  url: z
    .string()
    .regex(/^(?:\/(?!\/)|https:\/\/)[^\s"<>]+$/, "a path on the site (/images/news/…) or an https URL")
    .describe("the picture: a path on the site or an https URL"),
  width: z.int().positive().max(10_000).describe("its width in pixels (the page reserves its space before it loads)"),
  height: z.int().positive().max(10_000).describe("its height in pixels"),
  alt: text.max(300).describe("what it shows, in the language of the text"),
});
export type NewsImage = z.infer<typeof NewsImageSchema>;

/**
 * A news item's fields (spec §3 names title, news_id and provider): the others are optional; absent
 * ones read as null (teaser, date, author: the pages leave them out) or, for the category and the
 * language, are filled by the site (contract/news.ts, `shownNews`).
 */
const NewsFieldsSchema = z.object({
  news_id: z.int().positive().describe("unique; the site's article slug ends with it"),
  title: text,
  teaser: text.optional().describe("one or two sentences for lists; absent: lists show the title alone"),
  provider: text.describe(`source of the item; the site drops items of provider ${DROPPED_NEWS_PROVIDER}`),
  category: NewsCategorySchema.optional().describe("absent: Sonstiges (filter 6), whatever filter listed it, so its article has one URL"),
  published_at: utcDateTime.optional().describe("absent: the site shows no date"),
  author: text.nullish().describe("for columns; null for agency-style reports; absent: none"),
  language: LanguageSchema.optional().describe(
    "language of title, teaser and body: the requested one if the item has it, else German; absent: the requested one",
  ),
  image: NewsImageSchema.nullish().describe("optional picture for lists and the article; when given, width, height and alt are required"),
});

export const NewsSummarySchema = NewsFieldsSchema.transform(withNewsDefaults);
export type NewsSummary = z.infer<typeof NewsSummarySchema>;

export const NewsArticleSchema = NewsFieldsSchema.extend({
  body: z.array(text).min(1).describe("paragraphs of plain text"),
}).transform(withNewsDefaults);
export type NewsArticle = z.infer<typeof NewsArticleSchema>;

export const NewsListItemSchema = z.object({
  type: text.describe(`kind of item; the site keeps only type ${KEPT_NEWS_TYPE}`),
  news: NewsSummarySchema,
});
export type NewsListItem = z.infer<typeof NewsListItemSchema>;

export const PaginationSchema = z.object({
  page: z.int().min(0).describe("0-based page of this answer"),
  page_size: z.int().positive(),
  total_items: z.int().min(0),
  total_pages: z.int().min(0),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const NewsListResponseSchema = z.object({
  data: z.array(NewsListItemSchema).describe("newest first; a page beyond the last is an empty list"),
  pagination: PaginationSchema.optional().describe(
    "sent by the embedded backend; optional for other backends (the site then offers a next page while a page is full)",
  ),
});
export type NewsListResponse = z.infer<typeof NewsListResponseSchema>;

export const NewsItemResponseSchema = z.object({
  data: z.object({ type: text, news: NewsArticleSchema }),
});
export type NewsItemResponse = z.infer<typeof NewsItemResponseSchema>;

// ── Competitions ─────────────────────────────────────────────────────────────────────────────────

export const COMPETITION_KINDS = ["league", "cup", "tournament"] as const;

export const PushGroupSchema = z.object({
  id,
  name: text.describe("country or region, e.g. Deutschland / Germany / Germania"),
  slug: derivable("name").describe("the `{country}` of the results route; derived from name when absent"),
  country_code: z.string().nullable().describe("ISO 3166 code (DE, IT, GB-ENG) or EU; null for national teams"),
  competition_ids: z.array(id).describe("its competitions, in display order"),
});
export type PushGroup = CompetitionsResponse["pushgroups"][number];

export const CompetitionSchema = z.object({
  id,
  push_group_id: id,
  slug: slug
    .optional()
    .describe("from short_name in the requested language; disjoint from push-group slugs; derived so when absent (with the id appended where taken)"),
  name: text.describe("full name, e.g. Weltmeisterschaft 2022"),
  name_plural: text.optional().describe("plural of the competition's name, e.g. Weltmeisterschaften; absent: the name"),
  short_name: text.optional().describe("for tabs and titles, e.g. WM 2022; absent: the name"),
  season: text.describe("2024/25 or a tournament year"),
  kind: z.enum(COMPETITION_KINDS).describe("league: one table; cup: knockout (with a league phase for UEFA); tournament: national teams with groups"),
  has_table: z.boolean().optional().describe("false for knockout-only cups: the table call answers an empty list; absent: true (the table tab asks)"),
  has_scorers: z
    .boolean()
    .optional()
    .describe("true where the data has goal events: the scorers call answers a non-empty list; absent: true (the scorers tab asks)"),
  first_kickoff: utcDateTime.optional().describe("kick-off of its first match; absent: the site does not show it"),
  last_kickoff: utcDateTime.optional().describe("kick-off of its last match; absent: the site does not show it"),
});

export const CompetitionsResponseSchema = z
  .object({
    pushgroups: z.array(PushGroupSchema),
    competitions: z.array(CompetitionSchema.transform(withCompetitionDefaults)),
  })
  .transform(withCatalogueSlugs);
export type CompetitionsResponse = z.infer<typeof CompetitionsResponseSchema>;
export type Competition = CompetitionsResponse["competitions"][number];

/** The match details' competition (in the Competitions' terms: short_name and slug derived when absent). */
export const MatchDetailsCompetitionSchema = z
  .object({ id, name: text, short_name: text.optional().describe("absent: the name"), slug: slug.optional().describe("absent: derived from short_name") })
  .transform((competition) => ({ ...competition, short_name: competition.short_name ?? competition.name }))
  .transform(
    withSlugFrom(
      (competition) => competition.short_name,
      (competition) => competition.id,
    ),
  )
  .describe("for breadcrumbs and titles");

// ── Matches ──────────────────────────────────────────────────────────────────────────────────────

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour written #rrggbb");

export const TeamFieldsSchema = z.object({
  id,
  name: text.describe("club name as in the data; national teams in the requested language"),
  slug: derivable("name"),
  country_code: z.string().nullable().describe("FIFA code of the team's country (national teams: their own)"),
  short_name: text
    .max(14)
    .optional()
    .describe("extension: short form for narrow screens in the requested language, e.g. M'gladbach; without it the site shows the full name"),
  code: z
    .string()
    .regex(/^[A-Z0-9]{3}$/)
    .optional()
    .describe("extension: three-letter abbreviation, e.g. B04 or GER; without it the site shows no badge"),
  colors: z.tuple([hexColor, hexColor]).optional().describe("extension: a club's colours [primary, secondary]; without them the site shows no badge"),
  flag: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]{3})?$/)
    .optional()
    .describe("extension: a national team's flag as a flag-icons id, e.g. de or gb-eng; without it the site shows no flag"),
});
/** The transform of a team's fields (for schemas that extend them, as the teams call's entries). */
export function withTeamSlug<T extends z.infer<typeof TeamFieldsSchema>>(team: T) {
  return withSlugFrom<T>(
    (value) => value.name,
    (value) => value.id,
  )(team);
}
export const TeamSchema = TeamFieldsSchema.transform(withTeamSlug);
export type Team = z.infer<typeof TeamSchema>;

export const ScorePairSchema = z.object({ home: z.int().min(0), away: z.int().min(0) });
export type ScorePair = z.infer<typeof ScorePairSchema>;

export const ScoreSchema = z.object({
  ht: ScorePairSchema.nullable().describe("half-time; null when unknown (and while the first half is played)"),
  ft: ScorePairSchema.nullable().describe(
    "after 90 minutes (for an awarded match: the awarded result); while the match is live in normal time or at half-time: the current score",
  ),
  et: ScorePairSchema.nullable().describe("after extra time (cumulative), when played; during extra time and the shoot-out: the current score"),
  penalties: ScorePairSchema.nullable().describe("penalty shoot-out alone, when held; null until the shoot-out is over"),
});
export type Score = z.infer<typeof ScoreSchema>;

export const MatchLiveSchema = z.object({
  period: z
    .enum(MATCH_PERIODS)
    .describe("the phase of play; extra_time_break: the pause before extra time and the change of ends between its halves; penalties: the shoot-out"),
  minute: z.int().min(0).nullable().describe("the minute of play as football writes it: 67 for 67', 45 for 45+2'; null during a break and the shoot-out"),
  stoppage: z.int().min(0).nullable().describe("the added minute: 2 for 45+2'; null (or 0) outside stoppage time"),
  penalties: ScorePairSchema.nullish().describe(
    "extension: the running shoot-out count while period is penalties (score.penalties is set only once it is over)",
  ),
});
export type MatchLive = z.infer<typeof MatchLiveSchema>;

export const GroupSchema = z.object({ name: text.describe("e.g. Gruppe A / Group A / Gruppo A"), slug: derivable("name") }).transform(
  withSlugFrom(
    (group) => group.name,
    () => "group",
  ),
);

export const MatchSchema = z
  .object({
    id,
    slug: slug.optional().describe("home and away team, e.g. fc-bayern-muenchen-vfl-wolfsburg; derived from their slugs when absent"),
    competition_id: id,
    round_id: id.describe("the `id` of its round in `rounds`"),
    group: GroupSchema.nullable().describe("group of a tournament's group-stage match"),
    kickoff: utcDateTime,
    status: z
      .enum(MATCH_STATUSES)
      .describe(
        "live: under way, its score the current one (tables count it at that score); half_time: at the half-time interval; called_off: abandoned; awarded: result set by a sports court; decided after extra time or on penalties: finished, with score.et and score.penalties",
      ),
    live: MatchLiveSchema.nullish().describe(
      "extension: where the match stands while its status is live or half_time; without it the site shows the status and score alone",
    ),
    home: TeamSchema,
    away: TeamSchema,
    score: ScoreSchema,
    winner: z.enum(["home", "away"]).nullable().describe("after extra time and penalties; null for a draw or an open match"),
    venue: text.nullable().describe("stadium or city where the data has it"),
  })
  .transform(
    withSlugFrom(
      (match) => `${match.home.slug} ${match.away.slug}`,
      (match) => match.id,
    ),
  );
export type Match = z.infer<typeof MatchSchema>;

export const RoundFieldsSchema = z.object({
  id: id.describe("0-based index of the round in `rounds`; the value of /round/{roundId}"),
  name: text.describe("e.g. 1. Spieltag / Matchday 1 / 1ª giornata, Achtelfinale / Round of 16 / Ottavi di finale"),
  slug: derivable("name"),
});
/** The transform of a round's fields (for schemas that extend them, as `rounds_detailed`). */
export function withRoundSlug<T extends z.infer<typeof RoundFieldsSchema>>(round: T) {
  return withSlugFrom<T>(
    (value) => value.name,
    (value) => `round-${value.id + 1}`,
  )(round);
}
export const RoundSchema = RoundFieldsSchema.transform(withRoundSlug);
export type Round = z.infer<typeof RoundSchema>;

/** The knockout stages, in the order a competition runs through them. */
export const KNOCKOUT_STAGES = [
  "playoffs",
  "round_1",
  "round_2",
  "round_of_32",
  "round_of_16",
  "quarter_finals",
  "semi_finals",
  "third_place",
  "final",
] as const;

/** Every stage of a round: the table phases, then the knockout stages. */
export const ROUND_STAGES = ["regular_season", "league_phase", "group_stage", ...KNOCKOUT_STAGES] as const;

export const RoundDetailedSchema = RoundFieldsSchema.extend({
  stage: z.enum(ROUND_STAGES),
  matchday: z.int().positive().nullable().describe("within a league, league phase or group stage"),
  leg: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .describe("for a round that holds one leg of two-legged ties"),
  first_kickoff: utcDateTime,
  last_kickoff: utcDateTime,
  match_count: z.int().min(0),
  finished_count: z.int().min(0).describe("matches finished or awarded"),
  state: z
    .enum(["not_started", "in_progress", "completed"])
    .describe("in_progress: a match has started (live or decided); completed: every match finished, awarded or canceled"),
}).transform(withRoundSlug);
export type RoundDetailed = z.infer<typeof RoundDetailedSchema>;

export const MatchesResponseSchema = z.object({
  data: z.array(MatchSchema).describe("matches of the requested round, else of the current round; by kick-off"),
  current_round: z.int().positive().describe("1-based index into `rounds`: the last round with a match live or finished (1 before the season)"),
  selectable_rounds: z.array(id).describe("ids of the rounds that have matches, in order"),
  rounds: z.array(RoundSchema),
  rounds_detailed: z.array(RoundDetailedSchema),
});
export type MatchesResponse = z.infer<typeof MatchesResponseSchema>;

export const GoalEventSchema = z.object({
  side: z.enum(["home", "away"]).describe("the team the goal counts for (for an own goal: the scorer's opponent)"),
  scorer: text,
  minute: z.int().min(0),
  stoppage: z.int().min(0).nullable().describe("added time: 90+4 is minute 90, stoppage 4"),
  penalty: z.boolean(),
  own_goal: z.boolean(),
  score: ScorePairSchema.describe("score after this goal"),
  player_slug: PlayerSlugSchema.optional().describe("extension: the scorer's player page (the players call); without it the site shows the name unlinked"),
});
export type GoalEvent = z.infer<typeof GoalEventSchema>;

export const MatchDetailsSchema = z.object({
  match: MatchSchema,
  competition: MatchDetailsCompetitionSchema,
  round: RoundSchema,
  goals_available: z.boolean().describe("false when the data has no goal events for this competition"),
  goals: z.array(GoalEventSchema).describe("in match order"),
  events: MatchEventsSchema.optional().describe(
    "extension: goals with assist and kind, cards and substitutions (schemas-match-events.ts); without it the site shows `goals`",
  ),
  lineups: LineupsSchema.optional().describe("extension: both teams' line-ups; without it the site says they are not available"),
  statistics: MatchStatisticsSchema.optional().describe("extension: team statistics, each a home/away pair; without it the site shows none"),
});
export type MatchDetails = z.infer<typeof MatchDetailsSchema>;

export const MatchDetailsResponseSchema = z.object({ data: MatchDetailsSchema });
export type MatchDetailsResponse = z.infer<typeof MatchDetailsResponseSchema>;

// ── Tables and scorers ───────────────────────────────────────────────────────────────────────────

export const TableRowSchema = z.object({
  position: z.int().positive().describe("by points, then the competition's tie-break rule (docs/decisions/0104-table-tiebreakers.md)"),
  team: TeamSchema,
  played: z.int().min(0),
  won: z.int().min(0),
  drawn: z.int().min(0),
  lost: z.int().min(0),
  goals_for: z.int().min(0),
  goals_against: z.int().min(0),
  goal_difference: z.int(),
  points: z.int().min(0),
});
export type TableRow = z.infer<typeof TableRowSchema>;

export const TableGroupSchema = z
  .object({
    name: text.nullable().describe("null for a league's single table; the group or league-phase name otherwise"),
    slug: slug.nullish().describe("derived from name when absent"),
    rows: z.array(TableRowSchema),
  })
  .transform(withGroupSlug);
export type TableGroup = z.infer<typeof TableGroupSchema>;

export const TableResponseSchema = z.object({
  data: z.array(TableGroupSchema).describe("one entry for a league or league phase, one per group for tournaments, none for knockout cups"),
});
export type TableResponse = z.infer<typeof TableResponseSchema>;

export const ScorerSchema = z.object({
  rank: z.int().positive().describe("shared by players with the same number of goals"),
  name: text.describe("as in the data (Euro 2024: surnames)"),
  team: TeamSchema,
  goals: z.int().positive().describe("own goals excluded"),
  penalties: z.int().min(0).describe("of the goals, scored from the penalty spot (shoot-outs do not count)"),
  assists: z.int().min(0).optional().describe("extension: goals laid on, where the data names assists; without it the site shows no assists column"),
  player_slug: PlayerSlugSchema.optional().describe("extension: the player's page (the players call); without it the site shows the name unlinked"),
});
export type Scorer = z.infer<typeof ScorerSchema>;

export const ScorersResponseSchema = z.object({ data: z.array(ScorerSchema).describe("most goals first; empty where the data has no goal events") });
export type ScorersResponse = z.infer<typeof ScorersResponseSchema>;
