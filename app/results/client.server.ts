import { z } from "zod";
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
 * - Every call: POST, JSON body `{lng}`, `Accept: application/json`, and the visitor's request
 *   headers except accept, host, hop-by-hop headers and those describing the visitor's own body.
 *   (Forwarding the cookie header is how "credentials for calls to its own base URL" work on a server.)
 * - Success only on status 200, with a body that passes the call's response schema.
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

  constructor(status: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}

/**
 * Headers never forwarded: `accept` and `host` (the client sets its own), the hop-by-hop headers of RFC 9110 §7.6.1 (plus
 * the legacy keep-alive/proxy-connection), and those describing the visitor's request body, which
 * is not the body we send (fetch sets content-length itself; `expect` would make it fail).
 */
const NOT_FORWARDED = new Set([
  "accept",
  "host",
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
]);

/** The visitor's headers as the backend gets them (without the client's own Accept/Content-Type). */
export function forwardedHeaders(incoming: Headers): Headers {
  // Headers a `Connection: close, x-foo` names are hop-by-hop too.
  const named = (incoming.get("connection") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const forwarded = new Headers();
  incoming.forEach((value, name) => {
    if (NOT_FORWARDED.has(name) || name.startsWith("proxy-") || named.includes(name)) return;
    forwarded.append(name, value);
  });
  return forwarded;
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
}

const ErrorBodySchema = z.object({
  message: z.string().trim().min(1).optional().catch(undefined),
  error: z.string().trim().min(1).optional().catch(undefined),
});

export function createResultsClient(options: ResultsClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const transport: Transport = options.transport ?? ((request) => fetch(request));

  async function call<Name extends ApiCallName>(name: Name, params: ApiCallParams<Name>, context: CallContext): Promise<ApiCallResponse<Name>> {
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

    const { response, text } = await exchange(request, controller, options.timeoutMs);
    if (response.status !== 200) {
      throw new ResultsApiError(response.status, errorMessageOf(text, response.statusText));
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ResultsApiError(INVALID_RESPONSE_STATUS, `invalid JSON from ${request.url}`, { cause: error });
    }
    const parsed = API_CALLS[name].response.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ResultsApiError(INVALID_RESPONSE_STATUS, `unexpected response from ${request.url}: ${issue?.path.join(".") || "(root)"}: ${issue?.message}`, {
        cause: parsed.error,
      });
    }
    return parsed.data as ApiCallResponse<Name>;
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
