import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { CACHE_CONTROL, sharedMaxAge } from "../app/http/cache-control.ts";
import { PAGE_QUERY_PARAMS } from "../app/http/page-query.ts";
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

/**
 * What the server does around React Router for every answer (docs/architecture.md, "The request path"):
 * - HTML is buffered and rewritten once (`transformHtml`); its inline scripts are hashed into the
 *   Content-Security-Policy, it gets a strong ETag (If-None-Match → 304) and a default
 *   Cache-Control when the page set none;
 * - GETs of storable pages (`s-maxage` > 0, 200 or 404, no Set-Cookie) are kept in memory for
 *   `s-maxage` seconds, keyed by origin, path and the query parameters pages read (`pageCacheKey`);
 *   concurrent misses share one render; the least recently used entry goes first when the cache is
 *   full (entries, or bytes: the body plus its compressed copies);
 * - stored pages are compressed (brotli, gzip) once, off the request path; until a compressed copy is
 *   ready a hit is answered with what is (`serveFromMemory`);
 * - every answer carries the security headers.
 * Pages never vary per visitor, which is what makes the URL a sufficient key.
 *
 * Requests with an `Authorization` header are answered from the cache like any other: the site has
 * no logins, no page reads the header, and RFC 9111 §3.5 lets a shared cache answer them with a
 * stored response that has `s-maxage` (every stored page has). What is rendered for such a request
 * is never stored, though: a render is the one place where the header could matter (a loader, or a
 * backend the results client talks to; ADR 0108 stops forwarding it), and a stored page is given to
 * everyone. Before, the header bypassed the cache altogether: one header made every request a render.
 */
export interface PageCacheOptions {
  https: boolean;
  maxEntries?: number;
  maxBytes?: number;
  /** Upper bound on how long a page stays in memory, whatever its s-maxage says. */
  maxTtlSeconds?: number;
  now?: () => number;
  /** Rewrites each HTML page once, before it is hashed, tagged and stored. */
  transformHtml?: (html: string) => string;
  /**
   * Told of each answer given from memory (`hit`, also a render shared with a concurrent miss) and of
   * each render that was stored (`miss`: a read the cache could not answer yet). Reads of answers that
   * are never stored (data requests, `no-store` pages) are neither.
   */
  counters?: { hit(): void; miss(): void };
}

type Encoding = "br" | "gzip";

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  expiresAt: number;
  storedAt: number;
  /** Compressed copies, each of exact size, filled in off the request path after the entry is stored. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  /** What the entry keeps alive, as counted against `maxBytes`: key, headers, body and compressed copies. */
  size: number;
}

/**
 * Brotli quality 5 and gzip level 6 for stored pages. Measured on five built pages (33–49 KB,
 * 199 KB in all): brotli 5 takes 1.4 ms a page for 57.2 KB in all, quality 9 takes 27 ms for
 * 56.8 KB (0.7 % smaller), 11 takes 68 ms for 50.8 KB; gzip 6 takes 1.0 ms for 61.7 KB.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
/**
 * Compressions run on libuv's thread pool, which also reads the static files: at most this many at
 * once, the rest wait in line (and are skipped if their entry is gone by then).
 */
const COMPRESSIONS_AT_ONCE = 2;

function compress(encoding: Encoding, body: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    // zlib's result is a view into a larger buffer (its 16 KiB output chunk, or the 8 KiB pool):
    // copied into one of exact size, so the cache keeps alive what it counts.
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(new Uint8Array(result)));
    if (encoding === "br")
      brotliCompress(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }, done);
    else gzip(body, { level: GZIP_LEVEL }, done);
  });
}

const PAGE_QUERY = new Set(PAGE_QUERY_PARAMS);

/**
 * The cache key of a page URL: origin, path and only the query parameters some page reads
 * (app/http/page-query.ts), sorted by name; the others change nothing in the page and are dropped.
 */
export function pageCacheKey(url: URL): string {
  const kept = [...url.searchParams].filter(([name]) => PAGE_QUERY.has(name));
  if (kept.length === 0) return url.origin + url.pathname;
  // A stable sort: repeated parameters keep their order (`searchParams.get` reads the first).
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.origin}${url.pathname}?${new URLSearchParams(kept)}`;
}

/** Whether an If-None-Match header names this entity tag (a list of tags is allowed). */
function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  return (ifNoneMatch ?? "").split(",").some((tag) => tag.trim() === etag);
}

/** The encodings an Accept-Encoding header accepts, of those we store: `br;q=0` refuses, `*` accepts the rest. */
function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const item of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = item.split(";").map((part) => part.trim());
    const q = params.find((param) => param.startsWith("q="));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (["br", "gzip"] as const).filter((encoding) => (weights.get(encoding) ?? weights.get("*") ?? 0) > 0);
}

const retainedBytes = (key: string, headers: [string, string][], body: Uint8Array) =>
  key.length + headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) + body.buffer.byteLength;

const DEFAULT_HTML_POLICY: Record<number, string> = { 200: CACHE_CONTROL.page, 404: CACHE_CONTROL.notFound };

export function createPageHandler(render: (request: Request) => Promise<Response>, options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxTtlMs = (options.maxTtlSeconds ?? 300) * 1000;
  const securityHeaders = baseSecurityHeaders(options.https);
  /** In least recently used order: a hit moves its entry to the end, eviction takes from the front. */
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | undefined>>();
  let bytes = 0;
  const compressionQueue: [string, Entry][] = [];
  let compressing = 0;

  function store(key: string, entry: Entry) {
    drop(key);
    entry.size = retainedBytes(key, entry.headers, entry.body);
    entries.set(key, entry);
    bytes += entry.size;
    evict();
    if (entries.get(key) !== entry) return;
    compressionQueue.push([key, entry]);
    startCompressions();
  }

  function evict() {
    for (const [leastRecentlyUsed] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(leastRecentlyUsed);
    }
  }

  function drop(key: string) {
    const old = entries.get(key);
    if (!old) return;
    bytes -= old.size;
    entries.delete(key);
  }

  /** The fresh entry under `key`, now the most recently used one; an expired one is dropped. */
  function lookup(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (entry.expiresAt <= now()) {
      bytes -= entry.size;
      return undefined;
    }
    entries.set(key, entry);
    return entry;
  }

  /** Compresses stored entries in the background, a few at a time, never on a request's path. */
  function startCompressions() {
    while (compressing < COMPRESSIONS_AT_ONCE && compressionQueue.length > 0) {
      const [key, entry] = compressionQueue.shift()!;
      if (entries.get(key) !== entry || entry.expiresAt <= now()) continue;
      compressing++;
      void compressEntry(key, entry).finally(() => {
        compressing--;
        startCompressions();
      });
    }
  }

  async function compressEntry(key: string, entry: Entry) {
    for (const encoding of ["br", "gzip"] as const) {
      const compressed = await compress(encoding, entry.body).catch(() => undefined);
      // Dropped or replaced meanwhile: nothing to add to.
      if (entries.get(key) !== entry) return;
      // A copy no smaller than the body (a tiny page) is not worth its memory: the body is served.
      if (!compressed || compressed.byteLength >= entry.body.byteLength) continue;
      entry.encoded[encoding] = compressed;
      entry.size += compressed.buffer.byteLength;
      bytes += compressed.buffer.byteLength;
      evict();
    }
  }

  function answer(request: Request, entry: Entry): Response {
    const headers = new Headers(entry.headers);
    if (entry.storedAt) headers.set("Age", String(Math.floor((now() - entry.storedAt) / 1000)));
    if (matchesEtag(request.headers.get("if-none-match"), entry.etag)) {
      headers.delete("Content-Length");
      return new Response(null, { status: 304, headers });
    }
    return new Response(request.method === "HEAD" ? null : entry.body, { status: entry.status, headers });
  }

  /** Renders, secures and (for HTML) buffers one answer; `entry` is set when it may be stored. */
  async function renderSecured(request: Request): Promise<{ response?: Response; entry?: Entry; storable: boolean }> {
    const response = await render(request);
    const headers = new Headers(response.headers);
    headers.delete("X-Powered-By");
    for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
    const isHtml = headers.get("Content-Type")?.startsWith("text/html") ?? false;
    if (!isHtml || !response.body || response.status === 304) {
      if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", contentSecurityPolicy([], options.https));
      return { response: new Response(response.body, { status: response.status, statusText: response.statusText, headers }), storable: false };
    }
    const rendered = await response.text();
    const html = options.transformHtml ? options.transformHtml(rendered) : rendered;
    const body = new TextEncoder().encode(html);
    headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html), options.https));
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", DEFAULT_HTML_POLICY[response.status] ?? CACHE_CONTROL.noStore);
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    headers.set("ETag", etag);
    headers.set("Content-Length", String(body.byteLength));
    const ttlMs = Math.min(sharedMaxAge(headers.get("Cache-Control")) * 1000, maxTtlMs);
    const storable = request.method === "GET" && (response.status === 200 || response.status === 404) && ttlMs > 0 && !headers.has("Set-Cookie");
    const entry: Entry = { status: response.status, headers: [...headers], body, etag, expiresAt: now() + ttlMs, storedAt: 0, encoded: {}, size: 0 };
    return { entry, storable };
  }

  /**
   * The fast path for cache hits: answered from memory straight onto the socket, before a web
   * Request is even built, with the best compressed copy the client accepts that is ready (the
   * body itself until one is: nothing is compressed here). Returns false when the request is not a hit.
   */
  function serveFromMemory(req: IncomingMessage, res: ServerResponse, origin: string): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    // The URL as @remix-run/node-fetch-server builds it for `handle`, so both find the same key.
    const url = URL.parse(origin + (req.url ?? "/"));
    const entry = url && lookup(pageCacheKey(url));
    if (!entry) return false;
    options.counters?.hit();
    const headers: Record<string, string> = Object.fromEntries(entry.headers);
    headers["age"] = String(Math.floor((now() - entry.storedAt) / 1000));
    headers["vary"] = "Accept-Encoding";
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      delete headers["content-length"];
      res.writeHead(304, headers).end();
      return true;
    }
    const encoding = acceptedEncodings(req.headers["accept-encoding"]).find((accepted) => entry.encoded[accepted]);
    let body: Uint8Array = entry.body;
    if (encoding) {
      body = entry.encoded[encoding]!;
      headers["content-encoding"] = encoding;
    }
    headers["content-length"] = String(body.byteLength);
    res.writeHead(entry.status, headers).end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /** What the cache holds: entries, and the bytes counted against `maxBytes`. */
  function stats() {
    return { entries: entries.size, bytes };
  }

  return { handle, serveFromMemory, stats };

  async function handle(request: Request): Promise<Response> {
    const read = request.method === "GET" || request.method === "HEAD";
    const key = pageCacheKey(new URL(request.url));
    if (read) {
      const hit = lookup(key);
      if (hit) {
        options.counters?.hit();
        return answer(request, hit);
      }
      const pending = inFlight.get(key);
      if (pending) {
        const shared = await pending;
        if (shared) {
          options.counters?.hit();
          return answer(request, shared);
        }
      }
    }

    const rendering = renderSecured(request);
    // Only anonymous renders are stored (see the comment at the top on Authorization).
    if (request.method === "GET" && !request.headers.has("authorization")) {
      const sharedResult = rendering.then(
        ({ entry, storable }) => {
          if (!entry || !storable) return undefined;
          const stored: Entry = { ...entry, storedAt: now(), encoded: {} };
          store(key, stored);
          options.counters?.miss();
          return stored;
        },
        () => undefined,
      );
      inFlight.set(key, sharedResult);
      void sharedResult.finally(() => inFlight.get(key) === sharedResult && inFlight.delete(key));
    }
    const { response, entry } = await rendering;
    return response ?? answer(request, entry!);
  }
}
