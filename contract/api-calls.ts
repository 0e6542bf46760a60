import type { z } from "zod";
import type { Language } from "#lib/languages.ts";
import { DayResponseSchema } from "./schemas-day.ts";
import { KnockoutResponseSchema } from "./schemas-knockout.ts";
import { MatchContextResponseSchema } from "./schemas-match.ts";
import { PlayerResponseSchema, PlayersResponseSchema } from "./schemas-player.ts";
import { StandingsResponseSchema } from "./schemas-standings.ts";
import { TeamSeasonResponseSchema, TeamsResponseSchema } from "./schemas-team.ts";
import {
  type ApiError,
  CompetitionsResponseSchema,
  MatchDetailsResponseSchema,
  MatchesResponseSchema,
  NewsItemResponseSchema,
  NewsListResponseSchema,
  ScorersResponseSchema,
  TableResponseSchema,
} from "./schemas.ts";

/**
 * The API surface of the spec's §7 and our extensions of it, defined once: each call's path below `/api` and its response
 * schema. The HTTP client builds paths from it, the embedded backend matches paths against it, and
 * docs/api.md is generated from it. All calls are POST with the JSON body `{lng}`.
 */

/** Where the site serves the embedded backend (and the default base URL of the client). */
export const API_PATH_PREFIX = "/api";

/** Fixed page size of the news list (documented in docs/api.md and content/news/README.md). */
export const NEWS_PAGE_SIZE = 10;

/** Larger request bodies are refused (400): `{"lng":"de"}` is 12 bytes. */
export const MAX_REQUEST_BODY_BYTES = 4096;

export interface ApiCall<Params extends string, Schema extends z.ZodType> {
  /** Path below the prefix; `:name` marks a parameter (a non-negative integer). */
  path: string;
  params: readonly Params[];
  response: Schema;
  summary: string;
  /** What each parameter means, and when the call answers 404. */
  notes: string;
  /**
   * Not one of the spec's calls: added by the embedded backend for the results center. A backend
   * that does not offer it answers 404, and the site leaves the feature out (docs/api.md, "Extensions").
   */
  extension?: true;
}

function call<const Params extends string, Schema extends z.ZodType>(definition: ApiCall<Params, Schema>) {
  return definition;
}

export const API_CALLS = {
  newsList: call({
    path: "/news/filter/:filterId/pages/:page",
    params: ["filterId", "page"],
    response: NewsListResponseSchema,
    summary: "One page of news items of a filter, newest first.",
    notes:
      "`filterId` is the id of a news filter (table below; 404 for others); `page` is 0-based (the UI's page 1 is page 0). A page beyond the last answers an empty `data`.",
  }),
  newsItem: call({
    path: "/news/:newsId",
    params: ["newsId"],
    response: NewsItemResponseSchema,
    summary: "One news item with its body.",
    notes: "404 for an unknown `newsId`.",
  }),
  competitions: call({
    path: "/competitions",
    params: [],
    response: CompetitionsResponseSchema,
    summary: "All push groups and competitions.",
    notes: "Competitions are ordered by push group, then as the app lists them.",
  }),
  scorers: call({
    path: "/competitions/:competitionId/scorers",
    params: ["competitionId"],
    response: ScorersResponseSchema,
    summary: "Top scorers of a competition, computed from its goal events.",
    notes: "404 for an unknown competition; an empty list where the data has no goal events.",
  }),
  table: call({
    path: "/competitions/:competitionId/table",
    params: ["competitionId"],
    response: TableResponseSchema,
    summary: "The table(s) of a competition, computed from its results.",
    notes: "404 for an unknown competition; an empty list for a knockout-only cup.",
  }),
  matches: call({
    path: "/competitions/:competitionId/matches",
    params: ["competitionId"],
    response: MatchesResponseSchema,
    summary: "The rounds of a competition and the matches of its current round.",
    notes: "404 for an unknown competition.",
  }),
  matchesOfRound: call({
    path: "/competitions/:competitionId/matches/round/:roundId",
    params: ["competitionId", "roundId"],
    response: MatchesResponseSchema,
    summary: "The rounds of a competition and the matches of one round.",
    notes: "`roundId` is a round's `id` (its 0-based index in `rounds`); 404 for an unknown competition or round.",
  }),
  matchDetails: call({
    path: "/competitions/:competitionId/matches/:matchId/details",
    params: ["competitionId", "matchId"],
    response: MatchDetailsResponseSchema,
    summary: "One match with its goal events.",
    notes: "404 for an unknown competition, or a match that is not one of its matches.",
  }),
  matchContext: call({
    path: "/competitions/:competitionId/matches/:matchId/context",
    params: ["competitionId", "matchId"],
    response: MatchContextResponseSchema,
    summary:
      "What surrounds one match: both teams' table standing before kick-off, their form in the competition, their other meetings in the season and the rest of the round.",
    notes: "404 for an unknown competition, or a match that is not one of its matches.",
    extension: true,
  }),
  teams: call({
    path: "/teams",
    params: [],
    response: TeamsResponseSchema,
    summary: "Every team of every competition, with the ids of the competitions it plays in.",
    notes: "For looking a team's slug up and for sitemaps; a team's slug is in the requested language (national teams' names differ per language).",
    extension: true,
  }),
  teamSeason: call({
    path: "/teams/:teamId",
    params: ["teamId"],
    response: TeamSeasonResponseSchema,
    summary: "One team's season in every competition it plays in: its matches, record, form, table position and position after each matchday.",
    notes: "`teamId` is a team's `id`; 404 for an unknown team.",
    extension: true,
  }),
  players: call({
    path: "/players",
    params: [],
    response: PlayersResponseSchema,
    summary: "Every player who scored (or scored an own goal) in the data, with the competitions of the goals.",
    notes:
      "For looking a player's slug up, for search and for sitemaps. A player is a name within a team; spellings of a name with the same slug are one player. Slugs are the same in every language.",
    extension: true,
  }),
  player: call({
    path: "/players/:playerId",
    params: ["playerId"],
    response: PlayerResponseSchema,
    summary: "One player's goals in every competition: each with its match, minute and penalty or own-goal mark, and the totals.",
    notes: "`playerId` is a player's `id`; 404 for an unknown player.",
    extension: true,
  }),
  knockout: call({
    path: "/competitions/:competitionId/knockout",
    params: ["competitionId"],
    response: KnockoutResponseSchema,
    summary: "The knockout rounds of a competition as ties: both legs paired, the aggregate, the team that went through and how, in bracket order.",
    notes: "404 for an unknown competition; an empty `stages` list for a league.",
    extension: true,
  }),
  standings: call({
    path: "/competitions/:competitionId/standings",
    params: ["competitionId"],
    response: StandingsResponseSchema,
    summary: "The table(s) of a competition after its current matchday, with each team's form and table zone, the home and away tables and the zone legend.",
    notes:
      "The current matchday is the last matchday of the league, league phase or group stage up to the last round with a decided match. 404 for an unknown competition or one without a table (a knockout-only cup).",
    extension: true,
  }),
  standingsOfRound: call({
    path: "/competitions/:competitionId/standings/round/:roundId",
    params: ["competitionId", "roundId"],
    response: StandingsResponseSchema,
    summary: "The table of a league or league phase after one matchday: the matches of matchdays 1 to that one count, whenever they were played.",
    notes:
      "`roundId` is the `id` of a round listed in `matchdays`; 404 for an unknown competition, or a round that is not a matchday of a league or league phase (knockout rounds, tournaments' group matchdays).",
    extension: true,
  }),
  day: call({
    path: "/days/:date",
    params: ["date"],
    response: DayResponseSchema,
    summary:
      "The matches of one calendar day (Europe/Berlin) in every competition, grouped by competition, with the nearest days with matches before and after it.",
    notes:
      "`date` is the day written as the number YYYYMMDD (`/days/20250517` for 17 May 2025); 404 for a number that is not a calendar day with a four-digit year. A day without matches answers an empty `competitions` list. A backend without the call answers 404 (or 501): the site then reads the day from each competition's rounds.",
    extension: true,
  }),
  today: call({
    path: "/days/today",
    params: [],
    response: DayResponseSchema,
    summary: "The `day` answer for the backend's today: the day of its replay clock's moment when it replays, else of its own clock.",
    notes: "For the site's results start page, whose today is the backend's (a replaying backend is in its replayed season).",
    extension: true,
  }),
} as const;

export type ApiCallName = keyof typeof API_CALLS;
export type ApiCallParams<Name extends ApiCallName> = Record<(typeof API_CALLS)[Name]["params"][number], number>;
export type ApiCallResponse<Name extends ApiCallName> = z.infer<(typeof API_CALLS)[Name]["response"]>;

/**
 * A backend answering in the caller's process, without HTTP (the embedded backend as the site's
 * composition root wires it, docs/decisions/0113-results-backend-as-a-service.md): one call, the
 * same as `POST {API_PATH_PREFIX}{apiPath(name, params)}` with the body `{lng}`, answered with what
 * that request's response would carry: its status and headers, and on 200 the typed answer object
 * (a graph of its own, shared with nothing else), otherwise the JSON error body.
 */
export type DirectApi = <Name extends ApiCallName>(name: Name, params: ApiCallParams<Name>, lng: Language) => DirectApiAnswer<ApiCallResponse<Name>>;

export type DirectApiAnswer<T> =
  | { ok: true; status: 200; headers: Readonly<Record<string, string>>; data: T }
  | { ok: false; status: number; headers: Readonly<Record<string, string>>; error: ApiError };

/** Largest id or page a path may carry: nine digits keep every value a safe integer for SQLite. */
const PARAM_PATTERN = "(\\d{1,9})";

/** `/competitions/6/matches/round/3` for `matchesOfRound` with `{competitionId: 6, roundId: 3}`. */
export function apiPath<Name extends ApiCallName>(name: Name, params: ApiCallParams<Name>): string {
  return API_CALLS[name].path.replace(/:(\w+)/g, (_, param: string) => {
    const value = (params as Record<string, number>)[param];
    if (value === undefined || !Number.isSafeInteger(value) || value < 0) {
      throw new TypeError(`${name}: parameter ${param} must be a non-negative integer, got ${String(value)}`);
    }
    return String(value);
  });
}

const matchers = Object.entries(API_CALLS).map(([name, definition]) => ({
  name: name as ApiCallName,
  params: definition.params as readonly string[],
  pattern: new RegExp(`^${definition.path.replace(/:\w+/g, PARAM_PATTERN)}$`),
}));

/** The call a path below the prefix names, with its parameters; undefined for any other path. */
export function matchApiPath(path: string): { name: ApiCallName; params: Record<string, number> } | undefined {
  for (const matcher of matchers) {
    const match = matcher.pattern.exec(path);
    if (match) {
      return { name: matcher.name, params: Object.fromEntries(matcher.params.map((p, i) => [p, Number(match[i + 1])])) };
    }
  }
  return undefined;
}
