import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { CACHE_CONTROL, sharedMaxAge } from "../app/http/cache-control.ts";
import { PAGE_QUERY } from "../app/http/page-query.server.ts";
import { resolvePath, routeId } from "../app/i18n/route-table.ts";
import { FrequencySketch, fingerprint } from "./frequency-sketch.ts";
import { MANIFEST_PATH } from "./request-guards.ts";
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

/**
 * What the server does around React Router for every answer (docs/architecture.md, "The request path";
 * docs/decisions/0704-page-cache-keys-and-admission.md):
 * - HTML is buffered and rewritten once (`transformHtml`); its inline scripts are hashed into the
 *   Content-Security-Policy, it gets a strong ETag (If-None-Match → 304) and a default
 *   Cache-Control when the page set none;
 * - GETs answered 200 with `s-maxage` > 0 and no Set-Cookie are kept in memory for `s-maxage`
 *   seconds: pages, their data requests (`/faq.data`, React Router's client navigations: same
 *   rules, own key, the page's default Cache-Control) and the route discovery manifest (per path set
 *   and build). 404s are never stored: a made-up URL must not take a place in memory, and rendering
 *   the not-found page costs what rendering a page costs (about 3 ms);
 * - the key is the path and only the query parameters the page at that path reads, in the spelling
 *   it accepts (`cachePlan`, app/http/page-query.server.ts); another value moves (301) to the page's
 *   canonical URL unrendered, and a form's parameter is answered, never stored. The key has no host:
 *   nothing rendered depends on it (canonical URLs come from SITE_URL), so a made-up Host header is
 *   the same page;
 * - admission: a first-time key waits in a small probation segment (a tenth of the entries and
 *   bytes); it enters the main segment when it is asked for again, and once the main segment is
 *   full only if it was asked for more often than each page it would displace (a frequency sketch,
 *   TinyLFU). A flood of made-up keys therefore churns the probation segment only, and never evicts
 *   a page that is being hit. Both segments are least recently used first;
 * - stored pages are compressed (brotli, gzip) once, off the request path, when they enter the main
 *   segment (a one-off render is not worth compressing); until a compressed copy is ready a hit is
 *   answered with what is (`serveFromMemory`);
 * - every answer carries the security headers.
 * Pages never vary per visitor, which is what makes the URL a sufficient key; a render marked
 * `private` or `no-store` is never stored.
 *
 * The cache is two Maps in least recently used order, written here rather than taken from a library:
 * the segments, the admission test and the byte accounting (each entry's body, compressed copies,
 * strings and objects) are a few dozen lines, where a general LRU would need all three bolted on.
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
  /** What the entries may keep alive in all: bodies, compressed copies, strings and objects (`retainedBytes`). */
  maxBytes?: number;
  /** Upper bound on how long a page stays in memory, whatever its s-maxage says. */
  maxTtlSeconds?: number;
  now?: () => number;
  /** Rewrites each HTML page once, before it is hashed, tagged and stored. */
  transformHtml?: (html: string) => string;
  /**
   * Told of each answer given from memory (`hit`, also a render shared with a concurrent miss) and of
   * each render that was stored (`miss`: a read the cache could not answer yet). Reads of answers that
   * are never stored (`no-store` pages, 404s, moved URLs) are neither.
   */
  counters?: { hit(): void; miss(): void };
}

/** The default limits: 2,000 entries, 64 MiB (README, "Measured", for what the process takes in all). */
export const PAGE_CACHE_MAX_ENTRIES = 2_000;
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** The probation segment's share of the entries and bytes. */
const PROBATION_SHARE = 0.1;

type Encoding = "br" | "gzip";

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  expiresAt: number;
  storedAt: number;
  /** Compressed copies, each of exact size, filled in off the request path once the entry is in the main segment. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  /** What the entry keeps alive, as counted against `maxBytes` (`retainedBytes`, then each compressed copy). */
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

/** Where a read's answer lives in the cache, or why it has no place there. */
export type CachePlan =
  /** Answered from memory when stored, stored under `key` when storable. */
  | { kind: "key"; key: string }
  /** A value the page does not accept, or not in its canonical spelling: moved (301) there unrendered. */
  | { kind: "moved"; location: string }
  /** Rendered every time, never stored: a form's parameter, a data request for other routes' loaders. */
  | { kind: "uncached" };

const UNCACHED: CachePlan = { kind: "uncached" };

/** React Router's data requests: `/faq.data` asks for the loaders of `/faq`, `/_.data` for those of `/`. */
const DATA_SUFFIX = ".data";
const ROOT_DATA_SUFFIX = "/_.data";
/** Which loaders a data request asks for: route ids, comma-separated (React Router's own parameter). */
const ROUTES_PARAM = "_routes";
const ROOT_ROUTE_ID = "root";

type PageAt = { page: string; routeId: string } | null;

/**
 * The page each path resolves to, remembered: resolving takes about 0.3 ms (React Router ranks every
 * route anew), and a flood of `/?q=N` asks for the same path each time. Only paths with a parameter
 * some page reads are resolved, and only paths as long as the site's own are remembered (a
 * thousand of them at most, forgotten all at once when full), so made-up paths take no memory.
 */
const pagesAtPaths = new Map<string, PageAt>();
const REMEMBERED_PATHS = 1_000;
const REMEMBERED_PATH_LENGTH = 200;

function pageAt(pathname: string): PageAt {
  const remembered = pagesAtPaths.get(pathname);
  if (remembered !== undefined) return remembered;
  const resolved = resolvePath(pathname);
  const page = resolved ? { page: resolved.page, routeId: routeId(resolved.page, resolved.language) } : null;
  if (pathname.length <= REMEMBERED_PATH_LENGTH) {
    if (pagesAtPaths.size >= REMEMBERED_PATHS) pagesAtPaths.clear();
    pagesAtPaths.set(pathname, page);
  }
  return page;
}

/** Whether `_routes` names only the page's own loaders (the root's and the page route's), each once. */
function namesOwnLoaders(value: string, page: PageAt): boolean {
  if (!page) return false;
  const ids = value.split(",");
  return ids.every((id) => id === ROOT_ROUTE_ID || id === page.routeId) && new Set(ids).size === ids.length;
}

/**
 * How the cache treats a read of `url`: its key is the path (React Router's data requests keep their
 * `.data` path, a key of their own) and the query parameters the page at that path reads
 * (app/http/page-query.server.ts), in their canonical spelling and sorted by name. Every other parameter,
 * and the host, change nothing in the answer and are left out. The route discovery manifest's key is
 * its path set and build version.
 */
export function cachePlan(url: URL): CachePlan {
  const { pathname } = url;
  if (pathname === MANIFEST_PATH) return manifestPlan(url);
  if (url.search.length <= 1) return { kind: "key", key: pathname };
  const dataRequest = pathname.endsWith(DATA_SUFFIX);
  const pagePath = !dataRequest
    ? pathname
    : pathname.endsWith(ROOT_DATA_SUFFIX)
      ? pathname.slice(0, 1 - ROOT_DATA_SUFFIX.length)
      : pathname.slice(0, -DATA_SUFFIX.length);
  // Resolved only when a parameter some page reads is there.
  let page: PageAt | undefined;
  const pageOf = () => (page === undefined ? (page = pageAt(pagePath)) : page);

  const kept: [string, string][] = [];
  // The query of the canonical URL, should the request have to move there: parameters no page reads stay as they are.
  const canonical = new URLSearchParams();
  const seen = new Set<string>();
  let moved = false;
  let uncached = false;
  for (const [name, value] of url.searchParams) {
    if (dataRequest && name === ROUTES_PARAM) {
      if (seen.has(name) || !namesOwnLoaders(value, pageOf())) uncached = true;
      else kept.push([name, value]);
      seen.add(name);
      canonical.append(name, value);
      continue;
    }
    const rule = Object.hasOwn(PAGE_QUERY, name) ? PAGE_QUERY[name] : undefined;
    const read = rule !== undefined && rule.pages.some((p) => p === pageOf()?.page);
    if (!read) {
      canonical.append(name, value);
      continue;
    }
    // The page reads the first; the others are dropped from the canonical URL.
    if (seen.has(name)) {
      moved = true;
      continue;
    }
    seen.add(name);
    if ("form" in rule) {
      uncached = true;
      continue;
    }
    const spelled = rule.canonical(value);
    if (spelled !== value) moved = true;
    if (spelled === undefined) continue;
    kept.push([name, spelled]);
    canonical.append(name, spelled);
  }
  if (uncached) return UNCACHED;
  if (moved) {
    const search = String(canonical);
    return { kind: "moved", location: search ? `${pathname}?${search}` : pathname };
  }
  if (kept.length === 0) return { kind: "key", key: pathname };
  // A stable sort: the order of the names only.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { kind: "key", key: `${pathname}?${new URLSearchParams(kept)}` };
}

/**
 * React Router's route discovery (`/__manifest?paths=…&version=…`): the answer depends on the path
 * set and the build alone. Its client sends the paths sorted and each once (server/request-guards.ts
 * refuses other lists), so one set is one key.
 */
function manifestPlan(url: URL): CachePlan {
  const paths = url.searchParams.get("paths");
  const version = url.searchParams.get("version");
  if (paths === null || version === null) return UNCACHED;
  return { kind: "key", key: `${MANIFEST_PATH}?${new URLSearchParams({ paths, version })}` };
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

/**
 * What an entry keeps alive besides its buffers and strings: the entry object, its header pairs'
 * arrays, the Map slots and the buffers' own objects. Measured with V8's heap statistics: a stored
 * page with the site's 15 headers keeps 2.2 KB on the heap (its strings included) and its body's
 * bytes plus 0.1 KB outside it; it is counted at 3.4 KB plus its body (strings at two bytes a
 * character), so the count stays above what is kept.
 */
const ENTRY_OBJECT_BYTES = 400;
const HEADER_PAIR_BYTES = 48;
const BUFFER_OBJECT_BYTES = 160;
/** V8 keeps a string in one or two bytes a character (plus a small header): counted at two. */
const stringBytes = (text: string) => 16 + 2 * text.length;
const bufferBytes = (buffer: Uint8Array) => BUFFER_OBJECT_BYTES + buffer.buffer.byteLength;

/** What an entry keeps alive, as counted against `maxBytes` (its compressed copies are added as they are made). */
function retainedBytes(key: string, entry: Entry): number {
  let bytes = ENTRY_OBJECT_BYTES + stringBytes(key) + stringBytes(entry.etag) + bufferBytes(entry.body);
  for (const [name, value] of entry.headers) bytes += HEADER_PAIR_BYTES + stringBytes(name) + stringBytes(value);
  return bytes;
}

const DEFAULT_POLICY: Record<number, string> = { 200: CACHE_CONTROL.page, 404: CACHE_CONTROL.notFound };

/** A least recently used order (a Map's insertion order: a use moves the entry to the end) with its limits. */
class Segment {
  readonly entries = new Map<string, Entry>();
  bytes = 0;
  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(maxEntries: number, maxBytes: number) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get over(): boolean {
    return this.entries.size > this.maxEntries || this.bytes > this.maxBytes;
  }

  add(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.bytes += entry.size;
  }

  remove(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.bytes -= entry.size;
    return entry;
  }

  /** Marks the entry as used now. */
  touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }
}

export function createPageHandler(render: (request: Request) => Promise<Response>, options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? PAGE_CACHE_MAX_BYTES;
  const maxTtlMs = (options.maxTtlSeconds ?? 300) * 1000;
  const securityHeaders = baseSecurityHeaders(options.https);
  const probationEntries = maxEntries === 0 ? 0 : Math.max(1, Math.round(maxEntries * PROBATION_SHARE));
  const probationBytes = Math.round(maxBytes * PROBATION_SHARE);
  const probation = new Segment(probationEntries, probationBytes);
  const main = new Segment(maxEntries - probationEntries, maxBytes - probationBytes);
  /** How often each key was asked for lately: counted once per read (a hit on the fast path, or a read `handle` answers). */
  const asked = new FrequencySketch(maxEntries);
  const inFlight = new Map<string, Promise<Entry | undefined>>();
  const compressionQueue: [string, Entry][] = [];
  let compressing = 0;

  /**
   * Keys that left probation unasked, remembered (as fingerprints, as many as the cache has entries)
   * so that a page asked for again after that is admitted when it is rendered anew.
   */
  const leftProbation = new Set<number>();

  /** A fresh render: into the main segment when its key left probation lately and is admitted, else into probation. */
  function store(key: string, entry: Entry) {
    main.remove(key);
    probation.remove(key);
    entry.size = retainedBytes(key, entry);
    if (leftProbation.delete(fingerprint(key)) && admitToMain(key, entry)) return;
    probation.add(key, entry);
    // Probation keeps its newest entry even when that one alone is over its byte share, as long as the whole cache stays within `maxBytes`.
    for (const [oldest] of probation.entries) {
      const overBytes = probation.bytes > probation.maxBytes && probation.entries.size > 1;
      if (probation.entries.size <= probation.maxEntries && !overBytes && main.bytes + probation.bytes <= maxBytes) break;
      probation.remove(oldest);
      leftProbation.add(fingerprint(oldest));
      if (leftProbation.size > maxEntries) leftProbation.delete(leftProbation.values().next().value!);
    }
  }

  /**
   * Moves an entry asked for a second time into the main segment when there is room, or when it was
   * asked for more often lately than each entry that has to leave for it (expired ones always leave).
   * Returns whether it was admitted; the caller keeps or drops it otherwise.
   */
  function admitToMain(key: string, entry: Entry): boolean {
    if (main.maxEntries === 0) return false;
    const frequency = asked.frequency(key);
    const leaving: string[] = [];
    let entries = main.entries.size + 1;
    let bytes = main.bytes + entry.size;
    for (const [victimKey, victim] of main.entries) {
      if (entries <= main.maxEntries && bytes <= main.maxBytes) break;
      if (victim.expiresAt > now() && asked.frequency(victimKey) >= frequency) return false;
      leaving.push(victimKey);
      entries--;
      bytes -= victim.size;
    }
    if (entries > main.maxEntries || bytes > main.maxBytes) return false;
    for (const victimKey of leaving) main.remove(victimKey);
    main.add(key, entry);
    compressionQueue.push([key, entry]);
    startCompressions();
    return true;
  }

  /** The fresh entry under `key`, now the most recently used one (promoted when admitted); an expired one is dropped. */
  function lookup(key: string): Entry | undefined {
    const inMain = main.entries.get(key);
    if (inMain) {
      if (inMain.expiresAt <= now()) {
        main.remove(key);
        return undefined;
      }
      main.touch(key, inMain);
      return inMain;
    }
    const waiting = probation.remove(key);
    if (!waiting || waiting.expiresAt <= now()) return undefined;
    if (!admitToMain(key, waiting)) probation.add(key, waiting);
    return waiting;
  }

  /** Compresses entries of the main segment in the background, a few at a time, never on a request's path. */
  function startCompressions() {
    while (compressing < COMPRESSIONS_AT_ONCE && compressionQueue.length > 0) {
      const [key, entry] = compressionQueue.shift()!;
      if (main.entries.get(key) !== entry || entry.expiresAt <= now()) continue;
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
      if (main.entries.get(key) !== entry) return;
      // A copy no smaller than the body (a tiny page) is not worth its memory: the body is served.
      if (!compressed || compressed.byteLength >= entry.body.byteLength) continue;
      entry.encoded[encoding] = compressed;
      const added = bufferBytes(compressed);
      entry.size += added;
      main.bytes += added;
      for (const [oldest] of main.entries) {
        if (!main.over) break;
        main.remove(oldest);
      }
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

  /** The answer for a URL whose query moves to the canonical one: nothing is rendered. */
  function moved(location: string): Response {
    const headers = new Headers({ ...securityHeaders, Location: location, "Cache-Control": CACHE_CONTROL.page });
    headers.set("Content-Security-Policy", contentSecurityPolicy([], options.https));
    return new Response(null, { status: 301, headers });
  }

  /**
   * Renders, secures and buffers one answer when it is HTML (always: its CSP needs its bytes) or, for
   * a read the cache may store, a data request's or the manifest's 200; `entry` is set for a buffered
   * answer, `storable` when it may be stored.
   */
  async function renderSecured(request: Request, plan: CachePlan): Promise<{ response?: Response; entry?: Entry; storable: boolean }> {
    const response = await render(request);
    const headers = new Headers(response.headers);
    headers.delete("X-Powered-By");
    for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
    const contentType = headers.get("Content-Type") ?? "";
    const isHtml = contentType.startsWith("text/html");
    const manifest = plan.kind === "key" && plan.key.startsWith(`${MANIFEST_PATH}?`);
    const data = plan.kind === "key" && !manifest && contentType.startsWith("text/x-script");
    const buffered = response.body && response.status !== 304 && (isHtml || ((manifest || data) && response.status === 200));
    if (!buffered) {
      if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", contentSecurityPolicy([], options.https));
      return { response: new Response(response.body, { status: response.status, statusText: response.statusText, headers }), storable: false };
    }
    let body: Uint8Array<ArrayBuffer>;
    if (isHtml) {
      const rendered = await response.text();
      const html = options.transformHtml ? options.transformHtml(rendered) : rendered;
      body = new TextEncoder().encode(html);
      headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html), options.https));
    } else {
      body = new Uint8Array(await response.arrayBuffer());
      headers.set("Content-Security-Policy", contentSecurityPolicy([], options.https));
    }
    // A data request has the Cache-Control its page has, the default one included.
    if (!headers.has("Cache-Control") && !manifest) headers.set("Cache-Control", DEFAULT_POLICY[response.status] ?? CACHE_CONTROL.noStore);
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    headers.set("ETag", etag);
    headers.set("Content-Length", String(body.byteLength));
    const cacheControl = headers.get("Cache-Control");
    // The manifest of one build never changes: React Router marks it `immutable` for a year.
    const ttlMs = Math.min(manifest ? (isImmutable(cacheControl) ? maxTtlMs : 0) : sharedMaxAge(cacheControl) * 1000, maxTtlMs);
    const storable = request.method === "GET" && response.status === 200 && ttlMs > 0 && !headers.has("Set-Cookie");
    const entry: Entry = { status: response.status, headers: [...headers], body, etag, expiresAt: now() + ttlMs, storedAt: 0, encoded: {}, size: 0 };
    return { entry, storable };
  }

  /**
   * The fast path for cache hits: answered from memory straight onto the socket, before a web
   * Request is even built, with the best compressed copy the client accepts that is ready (the
   * body itself until one is: nothing is compressed here). Returns false when the request is not a hit.
   */
  function serveFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    // The target as @remix-run/node-fetch-server appends it to the origin for `handle`, so both see the same path.
    const url = URL.parse(`http://page-cache.invalid${req.url ?? "/"}`);
    const plan = url ? cachePlan(url) : UNCACHED;
    if (plan.kind !== "key" || !(main.entries.has(plan.key) || probation.entries.has(plan.key))) return false;
    asked.add(plan.key);
    const entry = lookup(plan.key);
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

  /** What the cache holds: entries, and the bytes counted against `maxBytes`; of them, those in probation. */
  function stats() {
    return {
      entries: main.entries.size + probation.entries.size,
      bytes: main.bytes + probation.bytes,
      probation: { entries: probation.entries.size, bytes: probation.bytes },
    };
  }

  /** Bumped by `forget`: a render begun before it is not stored, since it may show what changed. */
  let generation = 0;

  /**
   * Drops every stored answer whose key `matches` (keys as `cachePlan` makes them: the path, a kept
   * query, `.data` for data requests), and lets no render under way be stored: for pages whose data
   * changed at its source (app/content/changes.server.ts). Returns how many answers were dropped.
   */
  function forget(matches: (key: string) => boolean): number {
    generation++;
    let dropped = 0;
    for (const segment of [main, probation]) {
      for (const key of [...segment.entries.keys()]) {
        if (matches(key) && segment.remove(key)) dropped++;
      }
    }
    for (const key of [...inFlight.keys()]) if (matches(key)) inFlight.delete(key);
    return dropped;
  }

  return { handle, serveFromMemory, stats, forget };

  async function handle(request: Request): Promise<Response> {
    const read = request.method === "GET" || request.method === "HEAD";
    const plan = read ? cachePlan(new URL(request.url)) : UNCACHED;
    if (plan.kind === "moved") return moved(plan.location);
    const key = plan.kind === "key" ? plan.key : undefined;
    if (key !== undefined) {
      asked.add(key);
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

    const rendering = renderSecured(request, plan);
    const renderedIn = generation;
    // Only anonymous renders are stored (see the comment at the top on Authorization).
    if (key !== undefined && request.method === "GET" && !request.headers.has("authorization")) {
      const sharedResult = rendering.then(
        ({ entry, storable }) => {
          if (!entry || !storable || generation !== renderedIn) return undefined;
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

function isImmutable(cacheControl: string | null): boolean {
  const directives = (cacheControl ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  return directives.includes("immutable") && directives.includes("public");
}
