import type { ApiCallName, ApiCallParams, ApiCallResponse } from "#contract/api-calls.ts";
import { isShownNewsItem, newsSlug, type ShownNews, type ShownNewsItem, shownNews, shownNewsItems, toApiPage } from "#contract/news.ts";
import { type DayResponse, dayNumber } from "#contract/schemas-day.ts";
import type { KnockoutStage } from "#contract/schemas-knockout.ts";
import type { MatchContext } from "#contract/schemas-match.ts";
import type { PlayerCareer, PlayerListEntry } from "#contract/schemas-player.ts";
import type { Standings } from "#contract/schemas-standings.ts";
import type { TeamListEntry, TeamSeason } from "#contract/schemas-team.ts";
import type { CompetitionsResponse, MatchDetails, MatchesResponse, NewsArticle, Pagination, Scorer, TableGroup } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { TtlCache } from "#lib/ttl-cache.server.ts";
import type { RequestScope } from "../http/request-scope.ts";
import { type CallContext, NO_RESPONSE_MESSAGE, NO_RESPONSE_STATUS, type ResultsClient, ResultsApiError } from "./client.server.ts";
import { answerTtl, RESULTS_TTL_MS } from "./results-ttl.ts";
import { type EventReader, withScorersFromEvents } from "./scorers-from-events.server.ts";

/**
 * What pages call for results and news (docs/architecture.md, "The two data contracts"). Answers come from the HTTP client (external
 * backend or embedded in-process) through an in-memory cache: a time-to-live per kind of data,
 * concurrent misses for one key share one request, and when the backend fails the last good
 * answer is served (TtlCache). A 404 is remembered like an answer, so repeated requests for an
 * unknown id neither reach the backend nor fill the log.
 *
 * The cache key is the language and the call, never the visitor: the visitor's ordinary headers
 * are forwarded on a miss (docs/decisions/0103-results-client-errors.md), credentials and forgeable
 * headers never are, and an answer is shared with every visitor of that language only when the
 * backend allows it (docs/decisions/0108-forwarded-headers-and-shared-answers.md): one it marks
 * `private` or `no-store`, or whose `Vary` names a forwarded header, serves the request that got
 * it and no other. The key then remembers, for the kind's time-to-live, to ask the backend for
 * each request apart (neither stored nor shared with concurrent requests).
 *
 * Failures reach the caller as ResultsApiError (404: unknown id; otherwise the backend is down and
 * nothing was cached yet).
 */

/** What the cache holds for a key: an answer for everyone, a 404 for everyone, or "ask per request". */
type Cached<T> = { kind: "answer"; value: T } | { kind: "not-found"; message: string } | { kind: "per-request" };

export interface NewsPage {
  /** The API's 0-based page that was fetched (the UI's page minus one). */
  page: number;
  /** Only items the site shows (type news, not Sportbuzzer), each with its slug. */
  items: ShownNewsItem[];
  /** From the embedded backend; null when the backend does not send it. */
  pagination: Pagination | null;
  hasNextPage: boolean;
}

export type ShownNewsArticle = { type: string; news: ShownNews<NewsArticle>; slug: string };

export interface ResultsSourceDependencies {
  client: ResultsClient;
  /** Shared by every language and visitor of the process: keys start with the language. */
  cache: TtlCache;
}

/** The cache the composition root gives the results source: one per process. */
export function createResultsCache({ now }: { now?: () => number } = {}): TtlCache {
  return new TtlCache({ source: "results-api", maxEntries: 2000, now });
}

/**
 * What one results source's calls share: the language and the visitor's headers they ask with, the
 * client and the cache, and the request's scope (when the server scoped the render).
 */
interface CallScope {
  lng: Language;
  /** The context of a load shared through the cache: not bounded by this request's deadline, others may wait for it. */
  shared: CallContext;
  /** The context of a call made for this request alone, under its deadline. */
  own: CallContext;
  dependencies: ResultsSourceDependencies;
  scope: RequestScope | undefined;
}

/** A results source's two ways to call: every call's answer, and an extension's (undefined when the backend lacks it). */
interface CachedCalls {
  cached<Name extends ApiCallName>(key: string, ttlMs: number, name: Name, params: ApiCallParams<Name>): Promise<ApiCallResponse<Name>>;
  extension<Name extends ApiCallName>(key: string, ttlMs: number, name: Name, params: ApiCallParams<Name>): Promise<ApiCallResponse<Name> | undefined>;
}

/**
 * The results source of one language for one request. `scope`, when the request is a render the
 * server scoped, is marked when an answer for this visitor alone was used, and bounds the calls.
 */
export function resultsSource(lng: Language, incomingHeaders: Headers, dependencies: ResultsSourceDependencies, scope?: RequestScope) {
  const shared = { lng, headers: incomingHeaders };
  const calls = cachedCalls({ lng, shared, own: { ...shared, deadline: scope }, dependencies, scope });
  const source = { ...teamAndPlayerCalls(calls), ...competitionCalls(calls), ...dayAndNewsCalls(calls, lng) };
  // Scorers and players a backend leaves empty come from its match events (scorers-from-events.server.ts).
  const reader = (): EventReader => resultsSource(lng, new Headers(), dependencies);
  return withScorersFromEvents(source, { lng, cache: dependencies.cache, ttlMs: RESULTS_TTL_MS.scorers, reader });
}

/** `cached` and `extension` bound to one results source's scope. */
function cachedCalls(call: CallScope): CachedCalls {
  return {
    cached: (key, ttlMs, name, params) => cached(call, key, ttlMs, name, params),
    async extension(key, ttlMs, name, params) {
      try {
        return await cached(call, key, ttlMs, name, params);
      } catch (error) {
        // The backend does not offer the extension (or not for this id): the page leaves the feature out.
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
  };
}

/** The call's answer for this visitor: from the cache when the backend allows sharing it. */
async function cached<Name extends ApiCallName>(
  call: CallScope,
  key: string,
  ttlMs: number,
  name: Name,
  params: ApiCallParams<Name>,
): Promise<ApiCallResponse<Name>> {
  try {
    return await cachedForScope(call, `${call.lng}:${key}`, ttlMs, name, params);
  } catch (error) {
    // An error response meant for this visitor alone shapes the page as much as an answer would.
    if (error instanceof ResultsApiError && !error.shareable) call.scope?.markPerVisitor();
    throw error;
  }
}

/** The outcome of the load a request ran itself, when its answer was for it alone. */
type OwnOutcome<T> = { value: T } | { error: ResultsApiError } | undefined;

async function cachedForScope<Name extends ApiCallName>(
  call: CallScope,
  cacheKey: string,
  ttlMs: number,
  name: Name,
  params: ApiCallParams<Name>,
): Promise<ApiCallResponse<Name>> {
  type Entry = Cached<ApiCallResponse<Name>>;
  const { dependencies, scope } = call;
  // Past the page's deadline nothing new is asked for: what the cache holds (fresh or stale) or no response.
  if (scope && scope.remainingMs() <= 0) return fromEntry(dependencies.cache.peek<Entry>(cacheKey) ?? { kind: "per-request" });
  const own: { outcome: OwnOutcome<ApiCallResponse<Name>> } = { outcome: undefined };
  const loading = dependencies.cache.get<Entry>(
    cacheKey,
    ttlMs,
    () => loadEntry(call, name, params, own),
    (entry) => (entry.kind === "answer" ? answerTtl(ttlMs, entry.value) : ttlMs),
  );
  const entry = await untilDeadline(scope, loading, () => dependencies.cache.peek<Entry>(cacheKey));
  if (entry?.kind !== "per-request") return fromEntry(entry);
  scope?.markPerVisitor();
  if (own.outcome && "error" in own.outcome) throw own.outcome.error;
  if (own.outcome) return own.outcome.value;
  // Another request's load found the answer per-visitor (or this key is known to be): ask for this one.
  return (await dependencies.client.answer(name, params, call.own)).data;
}

/**
 * The cache entry a load makes: an answer or a 404 the backend lets everyone share, else "per-request",
 * with the answer or 404 this request got kept in `own` for it alone.
 */
async function loadEntry<Name extends ApiCallName>(
  call: CallScope,
  name: Name,
  params: ApiCallParams<Name>,
  own: { outcome: OwnOutcome<ApiCallResponse<Name>> },
): Promise<Cached<ApiCallResponse<Name>>> {
  try {
    const { data, shareable } = await call.dependencies.client.answer(name, params, call.shared);
    if (shareable) return { kind: "answer", value: data };
    own.outcome = { value: data };
  } catch (error) {
    if (!(error instanceof ResultsApiError) || error.status !== 404) throw error;
    if (error.shareable) return { kind: "not-found", message: error.message };
    own.outcome = { error };
  }
  return { kind: "per-request" };
}

/**
 * `loading`, or when the page's deadline comes first, what `stale` finds in the cache (undefined:
 * nothing). The load goes on for whoever else waits for it.
 */
async function untilDeadline<T>(scope: RequestScope | undefined, loading: Promise<T>, stale: () => T | undefined): Promise<T | undefined> {
  if (!scope) return loading;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A timer may fire a little early (its start is the event loop's cached time): it waits again
  // until the scope's clock agrees, so every later call of the render sees no time left.
  const deadline = new Promise<"deadline">((resolve) => {
    const wait = () => {
      const left = scope.remainingMs();
      if (left <= 0) resolve("deadline");
      else timer = setTimeout(wait, Math.max(1, Math.ceil(left)));
    };
    wait();
  });
  try {
    const first = await Promise.race([loading, deadline]);
    return first === "deadline" ? stale() : first;
  } finally {
    clearTimeout(timer);
  }
}

/** A shared cache entry's answer; no entry, or one that is per-request, is no response in time. */
function fromEntry<T>(entry: Cached<T> | undefined): T {
  switch (entry?.kind) {
    case "answer":
      return entry.value;
    case "not-found":
      throw new ResultsApiError(404, entry.message);
    default:
      throw new ResultsApiError(NO_RESPONSE_STATUS, NO_RESPONSE_MESSAGE, { cause: new Error("the page's time for the backend is used up") });
  }
}

/** The calls of the team and player pages (all extensions, docs/api.md "Extensions"). */
function teamAndPlayerCalls({ extension }: CachedCalls) {
  return {
    /** Every team with its competitions (extension); undefined when the backend does not offer it. */
    async getTeams(): Promise<TeamListEntry[] | undefined> {
      return (await extension("teams", RESULTS_TTL_MS.teams, "teams", {}))?.data;
    },

    /** A team's season in every competition (extension); undefined for an unknown team or a backend without it. */
    async getTeamSeason(teamId: number): Promise<TeamSeason | undefined> {
      return (await extension(`team:${teamId}`, RESULTS_TTL_MS.teamSeason, "teamSeason", { teamId }))?.data;
    },

    /** Every player who scored (extension); undefined when the backend does not offer it. */
    async getPlayers(): Promise<PlayerListEntry[] | undefined> {
      return (await extension("players", RESULTS_TTL_MS.players, "players", {}))?.data;
    },

    /** A player's goals in every competition (extension); undefined for an unknown player or a backend without it. */
    async getPlayer(playerId: number): Promise<PlayerCareer | undefined> {
      return (await extension(`player:${playerId}`, RESULTS_TTL_MS.player, "player", { playerId }))?.data;
    },
  };
}

/** The calls about competitions: the list, rounds, knockout ties, tables, scorers and matches. */
function competitionCalls({ cached, extension }: CachedCalls) {
  return {
    getCompetitions(): Promise<CompetitionsResponse> {
      return cached("competitions", RESULTS_TTL_MS.competitions, "competitions", {});
    },

    /** The rounds and the matches of the current round, or of `roundId` (0-based `rounds` index). */
    getMatches(competitionId: number, roundId?: number): Promise<MatchesResponse> {
      return roundId === undefined
        ? cached(`matches:${competitionId}`, RESULTS_TTL_MS.currentRound, "matches", { competitionId })
        : cached(`matches:${competitionId}:${roundId}`, RESULTS_TTL_MS.round, "matchesOfRound", { competitionId, roundId });
    },

    /** Extension: the knockout stages as ties in bracket order; undefined when the backend does not offer them. */
    async getKnockout(competitionId: number): Promise<KnockoutStage[] | undefined> {
      return (await extension(`knockout:${competitionId}`, RESULTS_TTL_MS.knockout, "knockout", { competitionId }))?.data.stages;
    },

    async getTable(competitionId: number): Promise<TableGroup[]> {
      return (await cached(`table:${competitionId}`, RESULTS_TTL_MS.table, "table", { competitionId })).data;
    },

    /**
     * Extension: the tables after the current matchday, or after the matchday `roundId`; undefined when the
     * backend does not offer standings (or has none for this competition or round): the page falls back to getTable.
     */
    async getStandings(competitionId: number, roundId?: number): Promise<Standings | undefined> {
      const answer =
        roundId === undefined
          ? await extension(`standings:${competitionId}`, RESULTS_TTL_MS.standings, "standings", { competitionId })
          : await extension(`standings:${competitionId}:${roundId}`, RESULTS_TTL_MS.round, "standingsOfRound", { competitionId, roundId });
      return answer?.data;
    },

    async getScorers(competitionId: number): Promise<Scorer[]> {
      return (await cached(`scorers:${competitionId}`, RESULTS_TTL_MS.scorers, "scorers", { competitionId })).data;
    },

    async getMatchDetails(competitionId: number, matchId: number): Promise<MatchDetails> {
      const key = `details:${competitionId}:${matchId}`;
      return (await cached(key, RESULTS_TTL_MS.matchDetails, "matchDetails", { competitionId, matchId })).data;
    },

    /** Extension: what surrounds a match; undefined when the backend does not offer it. */
    async getMatchContext(competitionId: number, matchId: number): Promise<MatchContext | undefined> {
      const key = `match-context:${competitionId}:${matchId}`;
      return (await extension(key, RESULTS_TTL_MS.matchContext, "matchContext", { competitionId, matchId }))?.data;
    },
  };
}

/** The calls of the day pages and the news, in the source's language. */
function dayAndNewsCalls({ cached }: CachedCalls, lng: Language) {
  return {
    /**
     * Extension: the matches of a day (`YYYY-MM-DD`, a calendar day in Europe/Berlin), or of the backend's
     * today without one; undefined when the backend does not offer the call (404 or 501): the page then
     * reads the day from the competitions' rounds.
     */
    async getDay(isoDay?: string): Promise<DayResponse | undefined> {
      try {
        if (isoDay === undefined) return await cached("today", RESULTS_TTL_MS.day, "today", {});
        const date = dayNumber(isoDay);
        return await cached(`day:${date}`, RESULTS_TTL_MS.day, "day", { date });
      } catch (error) {
        if (isNotFound(error) || (error instanceof ResultsApiError && error.status === 501)) return undefined;
        throw error;
      }
    },

    /** A page of a news filter; `uiPage` is the UI's 1-based page (anything below 1, or not a number, is page 1). */
    async getNewsPage(filterId: number, uiPage: unknown): Promise<NewsPage> {
      const page = toApiPage(uiPage);
      const response = await cached(`news:${filterId}:${page}`, RESULTS_TTL_MS.newsList, "newsList", { filterId, page });
      const pagination = response.pagination ?? null;
      return {
        page,
        items: shownNewsItems(response.data, lng),
        pagination,
        // Without pagination info, a non-empty page may have a successor.
        hasNextPage: pagination ? page + 1 < pagination.total_pages : response.data.length > 0,
      };
    },

    /** One article with its slug; a 404 ResultsApiError also for items the site does not show. */
    async getNewsItem(newsId: number): Promise<ShownNewsArticle> {
      const { data } = await cached(`news-item:${newsId}`, RESULTS_TTL_MS.newsItem, "newsItem", { newsId });
      if (!isShownNewsItem(data)) throw new ResultsApiError(404, `news ${newsId} is not shown on the site`);
      return { type: data.type, news: shownNews(data.news, lng), slug: newsSlug(data.news) };
    },
  };
}

export type ResultsSource = ReturnType<typeof resultsSource>;

/** The kinds of cache key (`{lng}:{kind}:{competitionId}[:…]`) whose answers depend on a competition's results. */
const COMPETITION_KEY_KINDS = new Set(["matches", "knockout", "table", "standings", "scorers", "details", "match-context"]);

/**
 * Drops what the cache holds about a competition, in every language: its rounds' matches, knockout
 * ties, tables, standings, scorers, match details and contexts, the seasons of `teamIds` (the
 * teams of the matches that changed), and the players (a goal may be anyone's). For the live stream (docs/decisions/0111-live-stream.md):
 * after a poll saw a competition change, pages and re-reads must show the new state, not an answer
 * up to the kind's time-to-live old. Returns how many entries were dropped.
 */
export function forgetCompetition(cache: TtlCache, competitionId: number, teamIds: readonly number[] = []): number {
  const id = String(competitionId);
  const teams = new Set(teamIds.map(String));
  return cache.forget((key) => {
    const [, kind, first] = key.split(":", 3);
    if (kind === "team") return first !== undefined && teams.has(first);
    // A day's answer holds matches of every competition playing that day.
    if (kind === "day" || kind === "today") return true;
    if (kind === "players" || kind === "player") return true;
    return first === id && COMPETITION_KEY_KINDS.has(kind!);
  });
}

/** True for the error of an unknown competition, round, match or news item. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ResultsApiError && error.status === 404;
}
