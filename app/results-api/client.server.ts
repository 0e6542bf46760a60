import { z } from "zod";
import { API_CALLS, type ApiCallName, type ApiCallParams, type ApiCallResponse, apiPath, type DirectApi } from "#contract/api-calls.ts";
import { FALLBACK_ERROR_MESSAGE, INVALID_RESPONSE_STATUS, NO_RESPONSE_MESSAGE, NO_RESPONSE_STATUS, NOT_SENT_STATUS } from "#contract/client-errors.ts";
import type { ApiRequestBody } from "#contract/schemas.ts";
import { textAtMost } from "#lib/bounded-body.ts";
import type { Language } from "#lib/languages.ts";
import { neverForwardedReason } from "./forwarded-headers.ts";
import { forwardedHeaders, isShareable } from "./header-policy.ts";

/**
 * The HTTP client for the results & news API (docs/api.md), server-side only.
 *
 * - Base URL and transport are chosen by the composition root (`server/services.ts`): API_BASE_URL
 *   over the network, or, when it is unset, the embedded backend in-process through `direct`: each
 *   call answered with the backend's typed answer object, with no Request, no JSON and no second
 *   validation, since the backend builds its answers from the contract's types
 *   (docs/decisions/0113-results-backend-as-a-service.md); the same statuses, headers, `shareable`
 *   and errors as over HTTP. This module never imports the backend: swapping it for a real one is
 *   configuration.
 * - Every call: POST, JSON body `{lng}`, `Accept: application/json`, and the visitor's headers on
 *   the allow list (accept-language, user-agent, request and trace ids) plus those the operator
 *   named (API_FORWARD_HEADERS), nothing else (./forwarded-headers.ts). `X-Forwarded-For` is set
 *   from the address the server determined (`x-client-address`). Answers are shared between
 *   visitors by the cache unless the backend says they are per-visitor
 *   (docs/decisions/0108-forwarded-headers-and-shared-answers.md,
 *   docs/decisions/0112-per-visitor-renders-and-page-budget.md).
 * - Success only on status 200, with a body that passes the call's response schema. `answer()`
 *   gives the response headers with the body and whether other visitors may be given it
 *   (`shareable`, see `isShareable` in ./header-policy.ts); a ResultsApiError carries the same when the backend answered.
 * - Errors, always a ResultsApiError:
 *   an error response → its status, and the message of its JSON body (`message`, else `error`),
 *   else its status text, else "(Internal Server Error)";
 *   no response (connection refused or closed, timeout after API_TIMEOUT_MS or when the page's
 *   deadline passes, see `CallContext.deadline`) → 500 "request error";
 *   a failure before any request was sent (bad URL, bad header, bad parameter) → 0 and its message;
 *   a 200 that is not JSON or has the wrong shape → 502 and what was wrong;
 *   an answer larger than API_MAX_RESPONSE_BYTES → 502, read no further than that.
 */

export { FALLBACK_ERROR_MESSAGE, INVALID_RESPONSE_STATUS, NO_RESPONSE_MESSAGE, NO_RESPONSE_STATUS, NOT_SENT_STATUS };

export class ResultsApiError extends Error {
  override name = "ResultsApiError";
  readonly status: number;
  /** The response's headers when the backend answered (an error response, or a 200 the client rejected). */
  readonly headers: Headers | undefined;
  /**
   * Whether this failure may be given to other visitors than the one whose request met it: false
   * when the backend's answer was for that visitor alone (see `isShareable`); true when there was
   * no answer at all.
   */
  readonly shareable: boolean;

  constructor(status: number, message: string, options?: ErrorOptions & { headers?: Headers; shareable?: boolean }) {
    super(message, options);
    this.status = status;
    this.headers = options?.headers;
    this.shareable = options?.shareable ?? true;
  }
}

/** A successful call's body with the response's headers. */
export interface ApiAnswer<T> {
  data: T;
  headers: Headers;
  /** Whether other visitors may be given this answer (see `isShareable`). */
  shareable: boolean;
}

export interface CallContext {
  lng: Language;
  /** The visitor's request headers (e.g. `request.headers` in a loader). */
  headers?: Headers;
  /**
   * The page's deadline (app/http/request-scope.ts): the call waits at most the time left, and
   * fails at once as "no response" when none is left. Without it, `timeoutMs` alone bounds the call.
   */
  deadline?: { remainingMs(): number };
}

/** Sends one request and resolves with the response; rejects when there is none. */
export type Transport = (request: Request) => Promise<Response>;

export interface ResultsClientOptions {
  /** Absolute URL of the API, e.g. https://backend.example/api (no trailing slash needed). */
  baseUrl: string;
  timeoutMs: number;
  /** Header names forwarded besides `DEFAULT_FORWARDED_HEADERS` (API_FORWARD_HEADERS); a name never forwarded throws. */
  forwardHeaders?: readonly string[];
  /** The largest answer read, in bytes (API_MAX_RESPONSE_BYTES); a larger one fails as 502 and is not read further. */
  maxResponseBytes?: number;
  /** Defaults to the network (`fetch`). */
  transport?: Transport;
  /**
   * A backend in this process answering with the contract's typed objects (the embedded backend's
   * `answer`): when given, calls go to it instead of `transport`. Its answers are not validated
   * again (they are built from the schemas' types, and are a graph of their own per call) and not
   * measured against `maxResponseBytes` (nothing is read from a stream); statuses, headers,
   * `shareable`, the page's deadline and the errors are those of the HTTP path.
   */
  direct?: DirectApi;
  /** Told of every call once it ended: the process's metrics (server/metrics.ts). */
  observe?: (call: ApiCallName, seconds: number, outcome: ResultsCallOutcome) => void;
}

/**
 * How a call ended: `ok`; the backend answered 4xx (`client_error`: also an extension it lacks, or an
 * unknown id) or 5xx (`server_error`); no answer in time (`no_response`); a 200 the client rejected
 * (`invalid_response`); nothing was sent (`not_sent`).
 */
export type ResultsCallOutcome = "ok" | "client_error" | "server_error" | "no_response" | "invalid_response" | "not_sent";

const ErrorBodySchema = z.object({
  message: z.string().trim().min(1).optional().catch(undefined),
  error: z.string().trim().min(1).optional().catch(undefined),
});

/** What every call of one client needs from its options, worked out once. */
interface ClientSettings {
  baseUrl: string;
  transport: Transport;
  /** The forwarded header names the operator added, lower case. */
  configured: string[];
  maxResponseBytes: number;
  timeoutMs: number;
  direct: DirectApi | undefined;
}

/** How a call is doing: `outcome` follows its progress, and is how it ended once it did. */
interface CallProgress {
  outcome: ResultsCallOutcome;
}

export function createResultsClient(options: ResultsClientOptions) {
  const settings = clientSettings(options);

  /** One call: the validated body and the response's headers, or a ResultsApiError. */
  async function answer<Name extends ApiCallName>(name: Name, params: ApiCallParams<Name>, context: CallContext): Promise<ApiAnswer<ApiCallResponse<Name>>> {
    const started = performance.now();
    const ended: CallProgress = { outcome: "not_sent" };
    try {
      return settings.direct
        ? answerDirectly(settings, settings.direct, name, params, context, ended)
        : await answerOverHttp(settings, name, params, context, ended);
    } finally {
      options.observe?.(name, (performance.now() - started) / 1000, ended.outcome);
    }
  }

  /** One call's validated body. */
  async function call<Name extends ApiCallName>(name: Name, params: ApiCallParams<Name>, context: CallContext): Promise<ApiCallResponse<Name>> {
    return (await answer(name, params, context)).data;
  }

  return {
    answer,
    call,
    newsList: (filterId: number, page: number, context: CallContext) => call("newsList", { filterId, page }, context),
    newsItem: (newsId: number, context: CallContext) => call("newsItem", { newsId }, context),
    competitions: (context: CallContext) => call("competitions", {}, context),
    scorers: (competitionId: number, context: CallContext) => call("scorers", { competitionId }, context),
    table: (competitionId: number, context: CallContext) => call("table", { competitionId }, context),
    /** The current round's matches, or those of `roundId` (0 or more) when given. */
    matches: (competitionId: number, roundId: number | undefined, context: CallContext) =>
      roundId === undefined ? call("matches", { competitionId }, context) : call("matchesOfRound", { competitionId, roundId }, context),
    matchDetails: (competitionId: number, matchId: number, context: CallContext) => call("matchDetails", { competitionId, matchId }, context),
  };
}

export type ResultsClient = ReturnType<typeof createResultsClient>;

/** The options' settings with their defaults; a header name the client never forwards throws. */
function clientSettings(options: ResultsClientOptions): ClientSettings {
  const configured = (options.forwardHeaders ?? []).map((name) => name.toLowerCase());
  for (const name of configured) {
    const reason = neverForwardedReason(name);
    if (reason) throw new Error(`the results client never forwards ${name}: ${reason}`);
  }
  return {
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    transport: options.transport ?? ((request) => fetch(request)),
    configured,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    timeoutMs: options.timeoutMs,
    direct: options.direct,
  };
}

/** The error of a call the page's deadline leaves no time for. */
function timeUsedUp(): ResultsApiError {
  return new ResultsApiError(NO_RESPONSE_STATUS, NO_RESPONSE_MESSAGE, { cause: new Error("the page's time for the backend is used up") });
}

/** The error of a call that failed before anything was sent. */
function notSent(error: unknown): ResultsApiError {
  return new ResultsApiError(NOT_SENT_STATUS, error instanceof Error ? error.message : String(error), { cause: error });
}

/** One call over the network; `ended.outcome` follows the call's progress. */
async function answerOverHttp<Name extends ApiCallName>(
  settings: ClientSettings,
  name: Name,
  params: ApiCallParams<Name>,
  context: CallContext,
  ended: CallProgress,
): Promise<ApiAnswer<ApiCallResponse<Name>>> {
  const controller = new AbortController();
  const request = callRequest(settings, name, params, context, controller.signal);
  ended.outcome = "no_response";
  const timeoutMs = Math.min(settings.timeoutMs, context.deadline?.remainingMs() ?? Infinity);
  if (timeoutMs <= 0) throw timeUsedUp();
  const { response, text } = await exchange(settings, request, controller, timeoutMs);
  const { headers } = response;
  const shareable = isShareable(headers, settings.configured);
  if (text === undefined) {
    ended.outcome = "invalid_response";
    throw new ResultsApiError(INVALID_RESPONSE_STATUS, `answer from ${request.url} is larger than ${settings.maxResponseBytes} bytes`, { headers, shareable });
  }
  ended.outcome = response.status === 200 ? "invalid_response" : response.status < 500 ? "client_error" : "server_error";
  if (response.status !== 200) {
    throw new ResultsApiError(response.status, errorMessageOf(text, response.statusText), { headers, shareable });
  }
  const data = validAnswer(name, request.url, text, { headers, shareable });
  ended.outcome = "ok";
  return { data, headers, shareable };
}

/** The call's request: POST, JSON `{lng}`, the forwarded headers; a ResultsApiError (not sent) when it cannot be made. */
function callRequest<Name extends ApiCallName>(
  settings: ClientSettings,
  name: Name,
  params: ApiCallParams<Name>,
  context: CallContext,
  signal: AbortSignal,
): Request {
  try {
    const headers = forwardedHeaders(context.headers ?? new Headers(), settings.configured);
    headers.set("Accept", "application/json");
    headers.set("Content-Type", "application/json");
    const body: ApiRequestBody = { lng: context.lng };
    return new Request(`${settings.baseUrl}${apiPath(name, params)}`, { method: "POST", headers, body: JSON.stringify(body), signal });
  } catch (error) {
    throw notSent(error);
  }
}

/** A 200's body as the call's response schema has it; a 502 ResultsApiError when it is not JSON or has the wrong shape. */
function validAnswer<Name extends ApiCallName>(
  name: Name,
  url: string,
  text: string,
  response: { headers: Headers; shareable: boolean },
): ApiCallResponse<Name> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ResultsApiError(INVALID_RESPONSE_STATUS, `invalid JSON from ${url}`, { cause: error, ...response });
  }
  const parsed = API_CALLS[name].response.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ResultsApiError(INVALID_RESPONSE_STATUS, `unexpected response from ${url}: ${issue?.path.join(".") || "(root)"}: ${issue?.message}`, {
      cause: parsed.error,
      ...response,
    });
  }
  return parsed.data as ApiCallResponse<Name>;
}

/** One call through the in-process backend: what its HTTP face would answer, without the round trip. */
function answerDirectly<Name extends ApiCallName>(
  settings: ClientSettings,
  direct: DirectApi,
  name: Name,
  params: ApiCallParams<Name>,
  context: CallContext,
  ended: CallProgress,
): ApiAnswer<ApiCallResponse<Name>> {
  try {
    apiPath(name, params); // the parameters the HTTP path could not send fail the same way
  } catch (error) {
    throw notSent(error);
  }
  ended.outcome = "no_response";
  if (Math.min(settings.timeoutMs, context.deadline?.remainingMs() ?? Infinity) <= 0) throw timeUsedUp();
  let answer: ReturnType<typeof direct<Name>>;
  try {
    answer = direct(name, params, context.lng);
  } catch (error) {
    // The backend answers its own faults (500); anything thrown past it is no answer at all, as a dropped connection.
    throw new ResultsApiError(NO_RESPONSE_STATUS, NO_RESPONSE_MESSAGE, { cause: error });
  }
  const headers = new Headers(answer.headers);
  const shareable = isShareable(headers, settings.configured);
  if (!answer.ok) {
    ended.outcome = answer.status < 500 ? "client_error" : "server_error";
    throw new ResultsApiError(answer.status, errorMessageOfBody(answer.error, ""), { headers, shareable });
  }
  ended.outcome = "ok";
  return { data: answer.data, headers, shareable };
}

/**
 * Request and body under one deadline: a response whose body never completes is no response. A
 * body past `maxResponseBytes` is not read further (the connection is aborted): undefined.
 */
async function exchange(
  { transport, maxResponseBytes }: ClientSettings,
  request: Request,
  controller: AbortController,
  timeoutMs: number,
): Promise<{ response: Response; text: string | undefined }> {
  let rejectOnAbort!: (reason: unknown) => void;
  const aborted = new Promise<never>((_, reject) => (rejectOnAbort = reject));
  aborted.catch(() => {}); // only ever observed through the races below
  const timer = setTimeout(() => {
    const reason = new Error(`no response within ${timeoutMs} ms`);
    controller.abort(reason);
    rejectOnAbort(reason);
  }, timeoutMs);
  try {
    const response = await Promise.race([transport(request), aborted]);
    const text = await Promise.race([textAtMost(response, maxResponseBytes), aborted]);
    if (text === undefined) controller.abort(new Error(`answer larger than ${maxResponseBytes} bytes`));
    return { response, text };
  } catch (error) {
    throw new ResultsApiError(NO_RESPONSE_STATUS, NO_RESPONSE_MESSAGE, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The default of API_MAX_RESPONSE_BYTES: 2 MiB. The largest answer of the embedded backend, over
 * every call of every competition, round, match, team and news page in all three languages (14,373
 * calls), is 78,297 bytes (a tournament's standings in Italian): the cap leaves a backend with
 * longer seasons 26 times that, and keeps a runaway answer from growing the process by more.
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

function errorMessageOf(text: string, statusText: string): string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: fall back to the status text.
  }
  return errorMessageOfBody(json, statusText);
}

/** An error answer's message: its body's `message`, else its `error`, else the status text, else FALLBACK_ERROR_MESSAGE. */
function errorMessageOfBody(json: unknown, statusText: string): string {
  const parsed = ErrorBodySchema.safeParse(json);
  const body: z.infer<typeof ErrorBodySchema> = parsed.success ? parsed.data : {};
  return body.message ?? body.error ?? (statusText.trim() || FALLBACK_ERROR_MESSAGE);
}
