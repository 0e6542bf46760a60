import { z } from "zod";
import {
  API_PATH_PREFIX,
  type ApiCallName,
  type ApiCallParams,
  type ApiCallResponse,
  apiPath,
  type DirectApi,
  type DirectApiAnswer,
  matchApiPath,
  MAX_REQUEST_BODY_BYTES,
} from "#contract/api-calls.ts";
import { type ApiError, ApiRequestBodySchema } from "#contract/schemas.ts";
import { readBodyWithLimit } from "#lib/bounded-body.ts";
import { type Language, resolveLanguage } from "#lib/languages.ts";
import { errorMessage, log } from "#lib/log.server.ts";
import { json, JSON_CONTENT_TYPE } from "#lib/responses.ts";
import { NotFoundError, type ResultsStore } from "./results-store.server.ts";

/**
 * The embedded backend's faces: the spec's calls under `/api` over HTTP (POST, JSON body `{lng}`),
 * and the same calls answered in-process (`answerDirectly`, the site's own path), both dispatched
 * to the store by one table (`ANSWERS`). Bad input gets a JSON error with a 4xx status, never a
 * 500: an unknown path or id 404, another method 405 (with `Allow: POST`), a body that is not the
 * JSON object `{lng}` or larger than MAX_REQUEST_BODY_BYTES 400. An unsupported `lng` falls back
 * to German.
 */

const ALLOWED_METHOD = "POST";

class ApiHttpError extends Error {
  readonly status: 400 | 404 | 405;

  constructor(status: 400 | 404 | 405, message: string) {
    super(message);
    this.status = status;
  }
}

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  500: "Internal Server Error",
};

/**
 * The headers of every answer. `no-cache`: a cache between a caller and the API must ask again
 * before reusing an answer, but the answer is the same for every caller (it depends on the body
 * alone), so the site's own results cache may share it (ADR 0108; `private` or `no-store` would
 * forbid that).
 */
const ANSWER_HEADERS = { "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff" } as const;

/** The headers an answer of the direct path reports: those its HTTP response would have. */
const DIRECT_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.freeze({ "Content-Type": JSON_CONTENT_TYPE, ...ANSWER_HEADERS });

const answerJson = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  json(body, { status, statusText: STATUS_TEXT[status], headers: { ...ANSWER_HEADERS, ...headers } });

function errorResponse(status: number, message: string, headers?: Record<string, string>): Response {
  const body: ApiError = { status, error: STATUS_TEXT[status] ?? "Error", message };
  return answerJson(status, body, headers);
}

export type ApiRequestHandler = (request: Request) => Promise<Response>;

/** The API answering from `store` over HTTP (mounted at `/api`). */
export function createApiHandler(store: ResultsStore): ApiRequestHandler {
  return async (request) => {
    try {
      const { call, language, pathname } = await readCall(request);
      const answer = answerCall(store, call.name, call.params as ApiCallParams<ApiCallName>, language, pathname);
      return answer.ok ? answerJson(200, answer.data) : answerJson(answer.status, answer.error);
    } catch (error) {
      if (error instanceof ApiHttpError) {
        return errorResponse(error.status, error.message, error.status === 405 ? { Allow: ALLOWED_METHOD } : undefined);
      }
      log("error", "api_internal_error", { path: pathOf(request), cause: errorMessage(error) });
      return errorResponse(500, "internal error");
    }
  };
}

/**
 * The API answering from `store` in-process: what `createApiHandler` would answer to the call's
 * Request, without one. The answer is the store's typed object itself, not serialised and read
 * back: the store builds a new object graph for every answer, shared with nothing it keeps, as a
 * parsed response would be. Parameters beyond what a path may carry (over 9 digits) are an
 * unknown path, 404, as over HTTP.
 */
export function answerDirectly(store: ResultsStore): DirectApi {
  return (name, params, lng) => {
    const path = `${API_PATH_PREFIX}${apiPath(name, params)}`;
    const call = matchApiPath(path.slice(API_PATH_PREFIX.length));
    if (!call) return failure(404, `no API call at ${path}`);
    return answerCall(store, name, params, resolveLanguage(lng), path);
  };
}

/**
 * One call's answer as of one moment (with a replay clock, every part of it is as of the same
 * minute): the store's object, 404 for an unknown id, 500 for a fault of the store (logged).
 */
function answerCall<Name extends ApiCallName>(
  store: ResultsStore,
  name: Name,
  params: ApiCallParams<Name>,
  language: Language,
  path: string,
): DirectApiAnswer<ApiCallResponse<Name>> {
  try {
    const data = store.asOfOneMoment(() => ANSWERS[name](store, params, language));
    return { ok: true, status: 200, headers: DIRECT_ANSWER_HEADERS, data };
  } catch (error) {
    if (error instanceof NotFoundError) return failure(404, error.message);
    log("error", "api_internal_error", { path, cause: errorMessage(error) });
    return failure(500, "internal error");
  }
}

function failure(status: number, message: string): DirectApiAnswer<never> {
  return { ok: false, status, headers: DIRECT_ANSWER_HEADERS, error: { status, error: STATUS_TEXT[status] ?? "Error", message } };
}

/** Each call's answer from the store, typed by the contract: the dispatcher of both faces. */
const ANSWERS: { [Name in ApiCallName]: (store: ResultsStore, p: ApiCallParams<Name>, language: Language) => ApiCallResponse<Name> } = {
  newsList: (store, p, language) => store.newsPage(p.filterId, p.page, language),
  newsItem: (store, p, language) => store.newsItem(p.newsId, language),
  competitions: (store, _, language) => store.competitions(language),
  scorers: (store, p, language) => store.scorers(p.competitionId, language),
  table: (store, p, language) => store.table(p.competitionId, language),
  matches: (store, p, language) => store.matches(p.competitionId, language),
  matchesOfRound: (store, p, language) => store.matches(p.competitionId, language, p.roundId),
  standings: (store, p, language) => store.standings(p.competitionId, language),
  standingsOfRound: (store, p, language) => store.standings(p.competitionId, language, p.roundId),
  matchDetails: (store, p, language) => store.matchDetails(p.competitionId, p.matchId, language),
  teams: (store, _, language) => store.teamList(language),
  teamSeason: (store, p, language) => store.teamSeason(p.teamId, language),
  players: (store, _, language) => store.playerList(language),
  player: (store, p, language) => store.player(p.playerId, language),
  matchContext: (store, p, language) => store.matchContext(p.competitionId, p.matchId, language),
  knockout: (store, p, language) => store.knockout(p.competitionId, language),
  day: (store, p, language) => store.day(p.date, language),
  today: (store, _, language) => store.today(language),
};

/** The call a Request names and its language; an ApiHttpError for a path, method or body the API does not take. */
async function readCall(request: Request): Promise<{ call: NonNullable<ReturnType<typeof matchApiPath>>; language: Language; pathname: string }> {
  const pathname = new URL(request.url).pathname;
  const below = pathname.startsWith(`${API_PATH_PREFIX}/`) ? pathname.slice(API_PATH_PREFIX.length).replace(/(?<=.)\/+$/, "") : undefined;
  const call = below === undefined ? undefined : matchApiPath(below);
  if (!call) throw new ApiHttpError(404, `no API call at ${pathname}`);
  if (request.method !== ALLOWED_METHOD) {
    throw new ApiHttpError(405, `${call.name} takes ${ALLOWED_METHOD}, not ${request.method}`);
  }
  const body = await readRequestBody(request);
  return { call, language: resolveLanguage(body.lng), pathname };
}

async function readRequestBody(request: Request): Promise<z.infer<typeof ApiRequestBodySchema>> {
  if (!request.body) throw new ApiHttpError(400, 'missing request body: expected the JSON object {"lng": …}');
  const body = await readBodyWithLimit(request, MAX_REQUEST_BODY_BYTES);
  if (body === "too-large") throw new ApiHttpError(400, `request body larger than ${MAX_REQUEST_BODY_BYTES} bytes`);

  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    throw new ApiHttpError(400, 'malformed request body: expected the JSON object {"lng": …}');
  }
  const result = ApiRequestBodySchema.safeParse(parsed);
  if (!result.success) {
    throw new ApiHttpError(400, `invalid request body: ${z.prettifyError(result.error).replace(/\s*\n\s*/g, " ")}`);
  }
  return result.data;
}

function pathOf(request: Request): string {
  try {
    return new URL(request.url).pathname;
  } catch {
    return "(unparsable URL)";
  }
}
