import { collectionPath, contentSourceFromReader, parseCollectionBody } from "../collections.server.ts";
import type { ContentSource } from "../contract.ts";

/**
 * The content source over HTTP: a Cockpit-compatible service (spec §7). Every call is
 * `GET {baseUrl}/collections/get/{name}[?query]` with the bearer token, bounded by a timeout, and its
 * body is validated; anything else (network error, timeout, non-200, invalid JSON, wrong shape) is
 * thrown as an error whose message names the request but never the token.
 */
export interface CockpitOptions {
  /** CONTENT_API_URL without a trailing slash, e.g. "https://cms.example/api". */
  baseUrl: string;
  token: string;
  timeoutMs: number;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export class ContentRequestError extends Error {
  override name = "ContentRequestError";
}

export function createCockpitSource(options: CockpitOptions): ContentSource {
  const doFetch = options.fetch ?? fetch;

  return contentSourceFromReader("cockpit", async (name, language) => {
    const url = options.baseUrl + collectionPath(name, language);
    const shownUrl = withoutCredentials(url);
    let body: unknown;
    try {
      // One signal bounds the whole exchange: connecting, the status line and the body.
      const response = await doFetch(url, {
        method: "GET",
        headers: { Authorization: `Bearer ${options.token}`, Accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new ContentRequestError(`GET ${shownUrl}: HTTP ${response.status}`);
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof ContentRequestError) throw error;
      throw new ContentRequestError(`GET ${shownUrl}: ${describeFailure(error, options.timeoutMs)}`);
    }
    return parseCollectionBody(name, body);
  });
}

/** The URL for messages: CONTENT_API_URL could carry user:password, which must not reach a log. */
function withoutCredentials(url: string): string {
  const pathStart = url.indexOf("/", url.indexOf("//") + 2); // userinfo cannot contain a raw "/"
  return new URL(url).origin + (pathStart === -1 ? "" : url.slice(pathStart));
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return `no answer within ${timeoutMs} ms`;
  if (error instanceof SyntaxError) return "the body is not valid JSON";
  // Node's fetch says only "fetch failed"; the cause carries the useful part (ECONNREFUSED, …).
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = cause && "code" in cause ? String(cause.code) : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return [message, code ?? cause?.message].filter(Boolean).join(": ");
}
