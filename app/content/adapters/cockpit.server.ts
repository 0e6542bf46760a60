import { textAtMost } from "../../../lib/bounded-body.ts";
import { collectionPath, contentSourceFromReader, parseCollectionBody } from "../collections.server.ts";
import type { ContentSource } from "../contract.ts";

/**
 * The content source over HTTP: a Cockpit-compatible service (spec §7). Every call is
 * `GET {baseUrl}/collections/get/{name}[?query]` with the bearer token, bounded by a timeout and a
 * size cap, and its body is validated; anything else (network error, timeout, non-200, a body over
 * the cap, invalid JSON, wrong shape) is thrown as an error whose message names the request but
 * never the token.
 *
 * Nothing of the visitor goes out (no forwarded header, only the site's token and the collection's
 * path), so an answer is the same for every visitor whatever its Cache-Control says: `private` there
 * speaks of caches between Cockpit and its one client, the site
 * (docs/decisions/0112-per-visitor-renders-and-page-budget.md).
 */
export interface CockpitOptions {
  /** CONTENT_API_URL without a trailing slash, e.g. "https://cms.example/api". */
  baseUrl: string;
  token: string;
  timeoutMs: number;
  /** The largest body read (CONTENT_MAX_RESPONSE_BYTES); a larger one fails the call and is not read further. */
  maxResponseBytes?: number;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export class ContentRequestError extends Error {
  override name = "ContentRequestError";
}

/** The default of CONTENT_MAX_RESPONSE_BYTES: 1 MiB, over a hundred times the sample content's largest collection (jobs.de.json, 9,092 bytes). */
export const DEFAULT_CONTENT_MAX_RESPONSE_BYTES = 1024 * 1024;

export function createCockpitSource(options: CockpitOptions): ContentSource {
  const doFetch = options.fetch ?? fetch;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_CONTENT_MAX_RESPONSE_BYTES;

  return contentSourceFromReader("cockpit", async (name, language) => {
    const url = options.baseUrl + collectionPath(name, language);
    const shownUrl = withoutCredentials(url);
    let body: unknown;
    // One signal bounds the whole exchange: connecting, the status line and the body; it also cuts a body over the cap.
    const tooLarge = new AbortController();
    try {
      const response = await doFetch(url, {
        method: "GET",
        headers: { Authorization: `Bearer ${options.token}`, Accept: "application/json" },
        signal: AbortSignal.any([AbortSignal.timeout(options.timeoutMs), tooLarge.signal]),
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new ContentRequestError(`GET ${shownUrl}: HTTP ${response.status}`);
      }
      const text = await textAtMost(response, maxBytes);
      if (text === undefined) {
        tooLarge.abort();
        throw new ContentRequestError(`GET ${shownUrl}: the answer is larger than ${maxBytes} bytes`);
      }
      body = JSON.parse(text);
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
