import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";

/**
 * The front door's cheap refusals and connection hygiene (docs/architecture.md, "The request path",
 * step 2): checks that run on the raw request before the page cache and React Router, in time
 * linear in the request target, so no request can make the process do work out of proportion to
 * its size.
 */

/** Longer request targets are refused (414). The longest real URL of the site is far below. */
export const MAX_TARGET_LENGTH = 8 * 1024;

/**
 * No route of the site has more than 5 path segments (app/i18n/route-table.ts); a deeper path is a
 * 404 before routing. React Router's matching and lazy route discovery of a path take time that
 * grows with the square of its segment count (7,000 segments: 4 s of CPU).
 */
export const MAX_PATH_SEGMENTS = 16;

/** React Router's route discovery endpoint (routeDiscovery "lazy", the default). */
export const MANIFEST_PATH = "/__manifest";

/**
 * React Router's client asks the manifest for the links of a page and their ancestors, sorted and
 * each once, in one request unless its URL would be longer than 7,680 characters (then it asks for
 * none). Measured on 541 pages of every kind and language: 20–100 paths on most, at most 151 (a team
 * page; the busiest team page's 155 make too long a URL to be sent). React Router matches each path
 * on its own (0.05–0.2 ms each) and only bounds the URL's length, so the count is bounded here, with
 * room for pages a little busier than today's; an answer is then kept by the page cache, per path
 * set and build (server/page-cache.ts).
 */
export const MAX_MANIFEST_PATHS = 192;

/**
 * An unread request body up to this size (the declared Content-Length) is read and discarded after
 * the answer, so the connection stays usable; a longer one (or one of unknown length) gets
 * `Connection: close`.
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

export interface Refusal {
  status: 400 | 404 | 414;
}

/** Path separators as the URL parser sees them (it reads `\` as `/` in http URLs). */
function separators(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2f || c === 0x5c) count++;
  }
  return count;
}

/**
 * Why a request target is refused before routing, or undefined. Linear in the target's length.
 * Counting separators over-counts for an absolute-form target (`http://host/…`) by three, which the
 * slack above the deepest route absorbs.
 */
export function refuseRequestTarget(target: string): Refusal | undefined {
  if (target.length > MAX_TARGET_LENGTH) return { status: 414 };
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (separators(path) > MAX_PATH_SEGMENTS) return { status: 404 };
  // Only a target that may name the manifest is parsed (`/a/../__manifest` is the manifest too).
  if (queryAt !== -1 && path.includes("__manifest")) {
    const url = URL.parse(target, "http://front-door.invalid");
    if (url?.pathname === MANIFEST_PATH) {
      const paths = (url.searchParams.get("paths") ?? "").split(",").filter(Boolean);
      if (paths.length > MAX_MANIFEST_PATHS || !sortedOnce(paths) || paths.some((p) => separators(p) > MAX_PATH_SEGMENTS)) return { status: 400 };
    }
  }
  return undefined;
}

/** Whether a list is in ascending order without repeats, as React Router's client sorts its paths: one set, one spelling (and one cache key). */
function sortedOnce(items: readonly string[]): boolean {
  for (let i = 1; i < items.length; i++) if (!(items[i - 1]! < items[i]!)) return false;
  return true;
}

/** A web Response with its reason phrase (`405 Method Not Allowed`, not `405 `). */
export function withReasonPhrase(response: Response): Response {
  const reason = STATUS_CODES[response.status];
  if (response.statusText || !reason) return response;
  return new Response(response.body, { status: response.status, statusText: reason, headers: response.headers });
}

/**
 * Keeps a keep-alive connection usable when the answer leaves part of the request body unread (a
 * 405 to a form post, a 413 for a too-large one). Node does not discard a body that a handler began
 * to consume: the next request on the connection would never be read and the connection is reset.
 * - a body of declared length up to `drainLimit` is read and discarded once the answer is sent,
 *   and the connection stays open;
 * - a longer one, or one of unknown length, gets `Connection: close` in the answer (the client is
 *   told), and what arrives is still discarded until the connection closes.
 * Call before anything writes the answer.
 */
export function keepConnectionUsable(req: IncomingMessage, res: ServerResponse, drainLimit = DRAIN_LIMIT_BYTES): void {
  const declared = req.headers["content-length"];
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if (declared === undefined && !chunked) return;
  const drainable = !chunked && Number(declared) <= drainLimit;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!req.complete && !drainable) this.shouldKeepAlive = false;
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    // Whoever began to read the body is done with it: the answer is sent.
    req.removeAllListeners("data");
    req.resume();
  });
}
