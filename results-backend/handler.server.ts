import { z } from "zod";
import { API_PATH_PREFIX, type ApiCallName, matchApiPath, MAX_REQUEST_BODY_BYTES } from "../contract/api-calls.ts";
import { type ApiError, ApiRequestBodySchema } from "../contract/schemas.ts";
import { resolveLanguage } from "../lib/languages.ts";
import { errorMessage, log } from "../lib/log.server.ts";
import { readBodyWithLimit } from "../lib/request-body.ts";
import { json } from "../lib/responses.ts";
import { NotFoundError, type ResultsStore } from "./results-store.server.ts";

/**
 * The embedded backend's HTTP surface: the spec's calls under `/api` (POST, JSON body `{lng}`),
 * answered from the SQLite database. Bad input gets a JSON error with a 4xx status, never a 500:
 * an unknown path or id 404, another method 405 (with `Allow: POST`), a body that is not the
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
 * JSON answers of the API. `no-cache`: a cache between a caller and the API must ask again before
 * reusing an answer, but the answer is the same for every caller (it depends on the body alone), so
 * the site's own results cache may share it (ADR 0108; `private` or `no-store` would forbid that).
 */
const answerJson = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  json(body, { status, statusText: STATUS_TEXT[status], headers: { "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff", ...headers } });

function errorResponse(status: number, message: string, headers?: Record<string, string>): Response {
  const body: ApiError = { status, error: STATUS_TEXT[status] ?? "Error", message };
  return answerJson(status, body, headers);
}

export type ApiRequestHandler = (request: Request) => Promise<Response>;

/** The API answering from `store`. */
export function createApiHandler(store: ResultsStore): ApiRequestHandler {
  return async (request) => {
    try {
      return await answer(request, store);
    } catch (error) {
      if (error instanceof ApiHttpError) {
        return errorResponse(error.status, error.message, error.status === 405 ? { Allow: ALLOWED_METHOD } : undefined);
      }
      if (error instanceof NotFoundError) return errorResponse(404, error.message);
      log("error", "api_internal_error", { path: safePath(request), cause: errorMessage(error) });
      return errorResponse(500, "internal error");
    }
  };
}

async function answer(request: Request, store: ResultsStore): Promise<Response> {
  const pathname = new URL(request.url).pathname;
  const below = pathname.startsWith(`${API_PATH_PREFIX}/`) ? pathname.slice(API_PATH_PREFIX.length).replace(/(?<=.)\/+$/, "") : undefined;
  const call = below === undefined ? undefined : matchApiPath(below);
  if (!call) throw new ApiHttpError(404, `no API call at ${pathname}`);
  if (request.method !== ALLOWED_METHOD) {
    throw new ApiHttpError(405, `${call.name} takes ${ALLOWED_METHOD}, not ${request.method}`);
  }
  const body = await readRequestBody(request);
  const language = resolveLanguage(body.lng);
  // One moment per answer: with a replay clock, every part of the answer is as of the same minute.
  return answerJson(
    200,
    store.asOfOneMoment(() => dispatch(store, call.name, call.params, language)),
  );
}

function dispatch(store: ResultsStore, name: ApiCallName, p: Record<string, number>, language: ReturnType<typeof resolveLanguage>) {
  switch (name) {
    case "newsList":
      return store.newsPage(p.filterId!, p.page!, language);
    case "newsItem":
      return store.newsItem(p.newsId!, language);
    case "competitions":
      return store.competitions(language);
    case "scorers":
      return store.scorers(p.competitionId!, language);
    case "table":
      return store.table(p.competitionId!, language);
    case "matches":
      return store.matches(p.competitionId!, language);
    case "matchesOfRound":
      return store.matches(p.competitionId!, language, p.roundId!);
    case "standings":
      return store.standings(p.competitionId!, language);
    case "standingsOfRound":
      return store.standings(p.competitionId!, language, p.roundId!);
    case "matchDetails":
      return store.matchDetails(p.competitionId!, p.matchId!, language);
    case "teams":
      return store.teamList(language);
    case "teamSeason":
      return store.teamSeason(p.teamId!, language);
    case "matchContext":
      return store.matchContext(p.competitionId!, p.matchId!, language);
    case "knockout":
      return store.knockout(p.competitionId!, language);
  }
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

function safePath(request: Request): string {
  try {
    return new URL(request.url).pathname;
  } catch {
    return "(unparsable URL)";
  }
}
