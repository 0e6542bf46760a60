import { z } from "zod";
import { CLIENT_ADDRESS_HEADER } from "../http/client-address.ts";
import type { Language } from "../i18n/languages.ts";
import { API_CALLS, type ApiCallName, type ApiCallParams, type ApiCallResponse, apiPath } from "./api-calls.ts";
import type { ApiRequestBody } from "./schemas.ts";

/**
 * The HTTP client for the results & news API (docs/api.md), server-side only.
 *
 * - Base URL and transport are chosen by the composition root (`server/services.ts`): API_BASE_URL
 *   over the network, or, when it is unset, the site's own `/api` URL answered in-process by the
 *   embedded backend with the very Request that would go over the network (no socket). This module
 *   never imports the backend: swapping it for a real one is configuration.
 * - Every call: POST, JSON body `{lng}`, `Accept: application/json`, and the visitor's ordinary
 *   request headers (accept-language, user-agent, …), never: accept and host, hop-by-hop headers,
 *   those describing the visitor's own body, the visitor's credentials (cookie, authorization),
 *   method overrides, conditional and range headers, URL overrides, nor any client-address header
 *   the visitor could forge. `X-Forwarded-For` is set from the address the server determined
 *   (`x-client-address`). Answers are shared between visitors by the cache
 *   (docs/decisions/0108-forwarded-headers-and-shared-answers.md).
 * - Success only on status 200, with a body that passes the call's response schema. `answer()`
 *   gives the response headers with the body and whether other visitors may be given it
 *   (`shareable`, see `isShareable`); a ResultsApiError carries the same when the backend answered.
 * - Errors, always a ResultsApiError:
 *   an error response → its status, and the message of its JSON body (`message`, else `error`),
 *   else its status text, else "(Internal Server Error)";
 *   no response (connection refused or closed, timeout after API_TIMEOUT_MS) → 500 "request error";
 *   a failure before any request was sent (bad URL, bad header, bad parameter) → 0 and its message;
 *   a 200 that is not JSON or has the wrong shape → 502 and what was wrong.
 */

export const NO_RESPONSE_STATUS = 500;
export const NO_RESPONSE_MESSAGE = "request error";
export const NOT_SENT_STATUS = 0;
export const FALLBACK_ERROR_MESSAGE = "(Internal Server Error)";
export const INVALID_RESPONSE_STATUS = 502;

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

/**
 * Headers never forwarded (docs/decisions/0103-results-client-errors.md,
 * docs/decisions/0108-forwarded-headers-and-shared-answers.md):
 * - `accept` and `host` (the client sets its own), and `accept-encoding`: the coding of our own
 *   connection, which fetch negotiates and decodes itself;
 * - the hop-by-hop headers of RFC 9110 §7.6.1 (plus the legacy keep-alive/proxy-connection, any
 *   `proxy-*`, and whatever `Connection` names);
 * - those describing the visitor's request body, which is not the body we send (fetch sets
 *   content-length itself; `expect` would make it fail);
 * - the visitor's credentials: answers are shared with every visitor, so a backend must never see
 *   one visitor's session;
 * - method overrides: every call is a POST of ours, a visitor must not turn it into another method;
 * - conditional and range headers (they concern the visitor's copy of the page, not our call) and
 *   URL overrides some frameworks honour (a visitor could make the shared answer another one);
 * - client-address headers: a visitor can write anything in them; the address the server
 *   determined goes out as X-Forwarded-For instead (`x-client-address`, app/http/client-address.ts).
 */
const NOT_FORWARDED = new Set([
  "accept",
  "host",
  "accept-encoding",
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "content-length",
  "content-type",
  "content-encoding",
  "expect",
  "cookie",
  "authorization",
  "proxy-authorization",
  "x-http-method-override",
  "x-method-override",
  "x-http-method",
  "if-match",
  "if-none-match",
  "if-modified-since",
  "if-unmodified-since",
  "if-range",
  "range",
  "x-original-url",
  "x-rewrite-url",
  "forwarded",
  "x-real-ip",
  CLIENT_ADDRESS_HEADER,
]);

/** Never forwarded by prefix: proxy headers, and every `x-forwarded-*` (for, host, proto, prefix, …). */
const NOT_FORWARDED_PREFIXES = ["proxy-", "x-forwarded-"];

function isForwardable(name: string): boolean {
  return !NOT_FORWARDED.has(name) && !NOT_FORWARDED_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/**
 * The headers the backend gets from the visitor's request (without the client's own Accept and
 * Content-Type): its forwardable headers, and `X-Forwarded-For` with the address the server
 * determined, when it determined one.
 */
export function forwardedHeaders(incoming: Headers): Headers {
  // Headers a `Connection: close, x-foo` names are hop-by-hop too.
  const named = (incoming.get("connection") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const forwarded = new Headers();
  incoming.forEach((value, name) => {
    if (!isForwardable(name) || named.includes(name)) return;
    forwarded.append(name, value);
  });
  const address = incoming.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (address) forwarded.set("X-Forwarded-For", address);
  return forwarded;
}

/**
 * Whether an answer with these response headers may be given to other visitors: not when the
 * backend marks it `private` or `no-store`, nor when its `Vary` names `*` or a header that differs
 * between visitors (any forwardable header, and X-Forwarded-For). A `Vary` on what the client sends
 * the same for every visitor (accept, content-type, accept-encoding) or never sends (cookie, …)
 * does not matter.
 */
export function isShareable(headers: Headers): boolean {
  const directives = (headers.get("cache-control") ?? "")
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim().split("=")[0]!.trim());
  if (directives.includes("private") || directives.includes("no-store")) return false;
  const varied = (headers.get("vary") ?? "")
    .toLowerCase()
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return !varied.some((name) => name === "*" || name === "x-forwarded-for" || isForwardable(name));
}

export interface CallContext {
  lng: Language;
  /** The visitor's request headers (e.g. `request.headers` in a loader). */
  headers?: Headers;
}

/** Sends one request and resolves with the response; rejects when there is none. */
export type Transport = (request: Request) => Promise<Response>;

export interface ResultsClientOptions {
  /** Absolute URL of the API, e.g. https://backend.example/api (no trailing slash needed). */
  baseUrl: string;
  timeoutMs: number;
  /** Defaults to the network (`fetch`). */
  transport?: Transport;
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

export function createResultsClient(options: ResultsClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const transport: Transport = options.transport ?? ((request) => fetch(request));

  /** One call: the validated body and the response's headers, or a ResultsApiError. */
  async function answer<Name extends ApiCallName>(name: Name, params: ApiCallParams<Name>, context: CallContext): Promise<ApiAnswer<ApiCallResponse<Name>>> {
    const started = performance.now();
    const ended = { outcome: "not_sent" as ResultsCallOutcome };
    try {
      return await answerOnce(name, params, context, ended);
    } finally {
      options.observe?.(name, (performance.now() - started) / 1000, ended.outcome);
    }
  }

  /** `answer` without the observation; `ended.outcome` follows the call's progress. */
  async function answerOnce<Name extends ApiCallName>(
    name: Name,
    params: ApiCallParams<Name>,
    context: CallContext,
    ended: { outcome: ResultsCallOutcome },
  ): Promise<ApiAnswer<ApiCallResponse<Name>>> {
    const controller = new AbortController();
    let request: Request;
    try {
      const headers = forwardedHeaders(context.headers ?? new Headers());
      headers.set("Accept", "application/json");
      headers.set("Content-Type", "application/json");
      const body: ApiRequestBody = { lng: context.lng };
      request = new Request(`${baseUrl}${apiPath(name, params)}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      throw new ResultsApiError(NOT_SENT_STATUS, error instanceof Error ? error.message : String(error), { cause: error });
    }

    ended.outcome = "no_response";
    const { response, text } = await exchange(request, controller, options.timeoutMs);
    const { headers } = response;
    const shareable = isShareable(headers);
    ended.outcome = response.status === 200 ? "invalid_response" : response.status < 500 ? "client_error" : "server_error";
    if (response.status !== 200) {
      throw new ResultsApiError(response.status, errorMessageOf(text, response.statusText), { headers, shareable });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ResultsApiError(INVALID_RESPONSE_STATUS, `invalid JSON from ${request.url}`, { cause: error, headers, shareable });
    }
    const parsed = API_CALLS[name].response.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ResultsApiError(INVALID_RESPONSE_STATUS, `unexpected response from ${request.url}: ${issue?.path.join(".") || "(root)"}: ${issue?.message}`, {
        cause: parsed.error,
        headers,
        shareable,
      });
    }
    ended.outcome = "ok";
    return { data: parsed.data as ApiCallResponse<Name>, headers, shareable };
  }

  /** One call's validated body. */
  async function call<Name extends ApiCallName>(name: Name, params: ApiCallParams<Name>, context: CallContext): Promise<ApiCallResponse<Name>> {
    return (await answer(name, params, context)).data;
  }

  /** Request and body under one deadline: a response whose body never completes is no response. */
  async function exchange(request: Request, controller: AbortController, timeoutMs: number) {
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
      const text = await Promise.race([response.text(), aborted]);
      return { response, text };
    } catch (error) {
      throw new ResultsApiError(NO_RESPONSE_STATUS, NO_RESPONSE_MESSAGE, { cause: error });
    } finally {
      clearTimeout(timer);
    }
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

function errorMessageOf(text: string, statusText: string): string {
  let body: z.infer<typeof ErrorBodySchema> = {};
  try {
    body = ErrorBodySchema.parse(JSON.parse(text));
  } catch {
    // Not a JSON object: fall back to the status text.
  }
  return body.message ?? body.error ?? (statusText.trim() || FALLBACK_ERROR_MESSAGE);
}
