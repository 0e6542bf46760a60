import type { z } from "zod";
import {
  CompetitionsResponseSchema,
  MatchDetailsResponseSchema,
  MatchesResponseSchema,
  NewsItemResponseSchema,
  NewsListResponseSchema,
  ScorersResponseSchema,
  TableResponseSchema,
} from "./schemas.ts";

/**
 * The API surface of the spec's §7, defined once: each call's path below `/api` and its response
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
} as const;

export type ApiCallName = keyof typeof API_CALLS;
export type ApiCallParams<Name extends ApiCallName> = Record<(typeof API_CALLS)[Name]["params"][number], number>;
export type ApiCallResponse<Name extends ApiCallName> = z.infer<(typeof API_CALLS)[Name]["response"]>;

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
