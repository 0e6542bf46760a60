import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { CACHE_CONTROL, sharedMaxAge } from "../app/http/cache-control.ts";
import { compress, type Encoding, isCompressible, MIN_COMPRESSED_BYTES, negotiatedEncoding, varyingOnEncoding } from "./compression.ts";
import { FrequencySketch, fingerprint } from "./frequency-sketch.ts";
import { bufferBytes, type Entry, retainedBytes, Segment } from "./page-cache-entries.ts";
import { type CachePlan, cachePlan, UNCACHED } from "./page-cache-plan.ts";
import { MANIFEST_PATH } from "./request-guards.ts";
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

/**
 * Over 400 lines: one closure (`createPageHandler`) holds the cache's state and the request path that
 * shares it (look up, render, rewrite, store, compress, answer); its keys (page-cache-plan.ts) and its
 * entries and segments (page-cache-entries.ts) are modules of their own.
 *
 * What the server does around React Router for every answer (docs/architecture.md, "The request path";
 * docs/decisions/0704-page-cache-keys-and-admission.md):
 * - HTML is buffered and rewritten once (`transformHtml`); its inline scripts are hashed into the
 *   Content-Security-Policy, it gets a strong ETag (If-None-Match → 304) and a default
 *   Cache-Control when the page set none;
 * - GETs answered 200 with `s-maxage` > 0 and no Set-Cookie are kept in memory for `s-maxage`
 *   seconds: pages, their data requests (`/faq.data`, React Router's client navigations: same
 *   rules, own key, the page's default Cache-Control), the route discovery manifest (per path set
 *   and build), the match calendars' iCalendar feeds (`text/calendar`, tagged like a page, so a
 *   calendar app's hourly fetch of an unchanged feed is a 304), the sitemaps and the news feed (XML). 404s are never stored: a made-up URL must not take a place in memory, and rendering
 *   the not-found page costs what rendering a page costs (about 3 ms);
 * - the key is the path and only the query parameters the page at that path reads, in the spelling
 *   it accepts (`cachePlan`, app/http/page-query.server.ts); another value moves (301) to the page's
 *   canonical URL unrendered, and a form's parameter is answered, never stored; the search
 *   suggestions' paths are never looked up nor stored (`NEVER_STORED_PATHS`). The key has no host:
 *   nothing rendered depends on it (canonical URLs come from SITE_URL), so a made-up Host header is
 *   the same page;
 * - admission: a first-time key waits in a small probation segment (a tenth of the entries and
 *   bytes); it enters the main segment when it is asked for again, and once the main segment is
 *   full only if it was asked for more often than each page it would displace (a frequency sketch,
 *   TinyLFU). An ask counts once per client (`clientOf`) and halving period: a key asked for again
 *   by the same client stays in probation. A flood of made-up keys, asked once or twice each,
 *   therefore churns the probation segment only, and never evicts a page that is being hit
 *   (docs/decisions/0812-fair-share-of-uncached-work.md). Both segments are least recently used first;
 * - what it answers is compressed here, and only here (server/compression.ts): each body once per
 *   encoding, when a client that accepts it first reads it. A render is answered compressed and, when
 *   stored, keeps that copy; a hit that needs a copy not made yet waits for it (brotli quality 5:
 *   about 1.4 ms for a 40 KB page, on the thread pool), and so do concurrent reads of the same copy;
 *   other answers in a compressible type (JSON, XML, text) are compressed for their one answer;
 * - the page's key is made, and the read counted, once per request: `serveFromMemory` (the fast path)
 *   looks it up, and what it found out goes on to `handle` with a miss, which looks the key up again
 *   (a render of it may have been stored while the request waited for its turn, server/fair-share.ts);
 * - a render's `Server-Timing` (server/render-timing.ts) goes out with that render's answer only: what
 *   is stored, and every answer from memory, has none;
 * - every answer carries the security headers.
 * Pages never vary per visitor, which is what makes the URL a sufficient key; a render marked
 * `private` or `no-store` is never stored.
 *
 * The cache is two Maps in least recently used order (page-cache-entries.ts), written here rather than taken from a library:
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
  /**
   * Who asks (server/client-address.ts: the client's group), for counting a key's asks once per
   * client; undefined counts every ask (the host itself, through which every visitor may come).
   * Called only when an ask is counted: for a stored key's hit, and for a miss to be rendered.
   */
  clientOf?: (req: IncomingMessage) => string | undefined;
}

/** The default limits: 2,000 entries, 64 MiB (README, "Measured", for what the process takes in all). */
export const PAGE_CACHE_MAX_ENTRIES = 2_000;
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** The probation segment's share of the entries and bytes. */
const PROBATION_SHARE = 0.1;
/** How many counted asks (by as many clients, or by one in as many halving periods) admit a key to the main segment. */
const ADMITTED_ASKS = 2;

/** The type of the match calendars' feeds, tagged and stored like pages. */
const CALENDAR_CONTENT_TYPE = "text/calendar";
/** The sitemaps' and the news feed's types (`application/xml`, `application/atom+xml`), tagged and stored like pages. */
const XML_CONTENT_TYPE = /^(?:application|text)\/(?:[\w.-]+\+)?xml\b/;

/** Whether an If-None-Match header names this entity tag (a list of tags is allowed). */
function matchesEtag(ifNoneMatch: string | null | undefined, etag: string | undefined): boolean {
  if (etag === undefined) return false;
  return (ifNoneMatch ?? "").split(",").some((tag) => tag.trim() === etag);
}

const DEFAULT_POLICY: Record<number, string> = { 200: CACHE_CONTROL.page, 404: CACHE_CONTROL.notFound };

/**
 * What the fast path found out about a read it could not answer, handed to `handle` so that the
 * key is made and the read counted once per request: the read's plan, whether the read was counted already
 * (it found its key's entry, expired), and who asked (`clientOf`, for a read with a key). `true`
 * instead: the fast path answered it.
 */
export interface MemoryMiss {
  plan: CachePlan;
  counted: boolean;
  client?: string;
}

/** A request that is not a read (a POST): nothing to look up. */
const NOT_A_READ: MemoryMiss = { plan: UNCACHED, counted: false };

/** A render's answer as the handler sends it: buffered (`entry`) when it is HTML or compressible, else as it came (`response`). */
interface Rendered {
  response?: Response;
  entry?: Entry;
  storable: boolean;
  /** The render's Server-Timing, for its own answer only. */
  timing?: string;
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

  /**
   * Keys that left probation unasked, remembered (as fingerprints, as many as the cache has entries)
   * so that a page asked for again after that is admitted when it is rendered anew.
   */
  const leftProbation = new Set<number>();

  /** A fresh render: into the main segment when its key left probation lately and is admitted, else into probation. */
  function store(key: string, entry: Entry) {
    main.remove(key);
    probation.remove(key);
    entry.key = key;
    entry.size = retainedBytes(key, entry);
    for (const encoding of ["br", "gzip"] as const) if (entry.encoded[encoding]) entry.size += bufferBytes(entry.encoded[encoding]);
    if (leftProbation.delete(fingerprint(key)) && admitToMain(key, entry)) return;
    probation.add(key, entry);
    trimProbation();
  }

  /** Drops probation's oldest entries while it is over its share (its newest stays, as long as the whole cache stays within `maxBytes`). */
  function trimProbation() {
    for (const [oldest] of probation.entries) {
      const overBytes = probation.bytes > probation.maxBytes && probation.entries.size > 1;
      if (probation.entries.size <= probation.maxEntries && !overBytes && main.bytes + probation.bytes <= maxBytes) break;
      probation.remove(oldest);
      leftProbation.add(fingerprint(oldest));
      if (leftProbation.size > maxEntries) leftProbation.delete(leftProbation.values().next().value!);
    }
  }

  /** Drops the main segment's least recently used entries while it is over its limits. */
  function trimMain() {
    for (const [oldest] of main.entries) {
      if (!main.over) break;
      main.remove(oldest);
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
    // Asked for once, or only by one client lately: it stays in probation.
    if (frequency < ADMITTED_ASKS) return false;
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

  /**
   * The encoding a read of `entry` goes out in: the one the client weighs highest (server/compression.ts),
   * if the entry may be compressed; for a HEAD, only a copy that exists (a HEAD never makes one).
   */
  function encodingFor(entry: Entry, acceptEncoding: string | null | undefined, method: string | undefined): Encoding | undefined {
    if (!entry.compressible) return undefined;
    const encoding = negotiatedEncoding(acceptEncoding);
    if (method === "HEAD" && encoding && !entry.encoded[encoding]) return undefined;
    return encoding;
  }

  /**
   * The entry's copy in `encoding`: the one it has, the one being made, or a new one made now and kept
   * (counted against the limits while the entry is stored). Undefined when compressing failed or did not
   * make the body smaller: the body goes as it is.
   */
  function copyOf(entry: Entry, encoding: Encoding): Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer> | undefined> | undefined {
    const copy = entry.encoded[encoding];
    if (copy) return copy;
    const pending = entry.compressing[encoding];
    if (pending) return pending;
    const made = compress(encoding, entry.body).then(
      (compressed) => {
        delete entry.compressing[encoding];
        if (compressed.byteLength >= entry.body.byteLength) return undefined;
        entry.encoded[encoding] = compressed;
        keepCopy(entry, compressed);
        return compressed;
      },
      () => {
        delete entry.compressing[encoding];
        return undefined;
      },
    );
    entry.compressing[encoding] = made;
    return made;
  }

  /** Counts a new copy against the segment that holds the entry (if one still does), which then keeps to its limits. */
  function keepCopy(entry: Entry, copy: Uint8Array) {
    if (entry.key === undefined) return;
    const segment = main.entries.get(entry.key) === entry ? main : probation.entries.get(entry.key) === entry ? probation : undefined;
    if (!segment) return;
    const added = bufferBytes(copy);
    entry.size += added;
    segment.bytes += added;
    if (segment === main) trimMain();
    else trimProbation();
  }

  /**
   * The headers of a read of `entry`: its own, and its age when it comes from memory; a render's own
   * answer (`rendered`) has no age but the render's timing.
   */
  function headersOf(entry: Entry, rendered?: { timing?: string }): Record<string, string> {
    const headers: Record<string, string> = Object.fromEntries(entry.headers);
    if (rendered?.timing) headers["server-timing"] = rendered.timing;
    else if (!rendered && entry.storedAt) headers["age"] = String(Math.floor((now() - entry.storedAt) / 1000));
    return headers;
  }

  /** The answer to `request` from `entry`: 304 when its tag matches, else the body in the encoding the client accepts. */
  async function answer(request: Request, entry: Entry, rendered?: { timing?: string }): Promise<Response> {
    const headers = headersOf(entry, rendered);
    if (matchesEtag(request.headers.get("if-none-match"), entry.etag)) {
      delete headers["content-length"];
      return new Response(null, { status: 304, headers });
    }
    const encoding = encodingFor(entry, request.headers.get("accept-encoding"), request.method);
    const copy = encoding ? await copyOf(entry, encoding) : undefined;
    if (copy) headers["content-encoding"] = encoding!;
    const body = copy ?? entry.body;
    headers["content-length"] = String(body.byteLength);
    return new Response(request.method === "HEAD" ? null : body, { status: entry.status, headers });
  }

  /** The answer for a URL whose query moves to the canonical one: nothing is rendered. */
  function moved(location: string): Response {
    const headers = new Headers({ ...securityHeaders, Location: location, "Cache-Control": CACHE_CONTROL.page });
    headers.set("Content-Security-Policy", contentSecurityPolicy([], options.https));
    return new Response(null, { status: 301, headers });
  }

  /**
   * Renders and secures one answer, and buffers it when it is HTML (always: its CSP needs its bytes),
   * a data request's or the manifest's 200 (which the cache may store), or anything else in a
   * compressible type (to be compressed here). `entry` is set for a buffered answer, `storable` when
   * it may be stored.
   */
  async function renderSecured(request: Request, plan: CachePlan): Promise<Rendered> {
    const response = await render(request);
    const headers = new Headers(response.headers);
    headers.delete("X-Powered-By");
    for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
    const contentType = headers.get("Content-Type") ?? "";
    const isHtml = contentType.startsWith("text/html");
    const manifest = plan.kind === "key" && plan.key.startsWith(`${MANIFEST_PATH}?`);
    const data = plan.kind === "key" && !manifest && contentType.startsWith("text/x-script");
    // The match calendars (app/features/results/calendar/), fetched again every hour by every subscriber, and
    // the sitemaps and the news feed, which crawlers and feed readers fetch: each a render of many backend answers.
    const feed = contentType.startsWith(CALENDAR_CONTENT_TYPE) || XML_CONTENT_TYPE.test(contentType);
    const hasBody = response.body !== null && response.status !== 304 && response.status !== 204;
    // Pages, their data requests, the manifest, the calendars and XML get an entity tag and a default Cache-Control, and may be stored.
    const tagged = hasBody && (isHtml || ((manifest || data || feed) && response.status === 200));
    const compressible = hasBody && !headers.has("Content-Encoding") && isCompressible(contentType, headers.get("Cache-Control"));
    if (!tagged && !compressible) {
      if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", contentSecurityPolicy([], options.https));
      return { response: new Response(response.body, { status: response.status, statusText: response.statusText, headers }), storable: false };
    }
    // The render's timing goes out with this answer alone, never with what is stored.
    const timing = headers.get("Server-Timing") ?? undefined;
    headers.delete("Server-Timing");
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
    if (compressible) headers.set("Vary", varyingOnEncoding(headers.get("Vary")));
    headers.set("Content-Length", String(body.byteLength));
    const mayCompress = compressible && body.byteLength >= MIN_COMPRESSED_BYTES;
    const base = { status: response.status, body, storedAt: 0, compressible: mayCompress, encoded: {}, compressing: {}, size: 0 };
    if (!tagged) return { entry: { ...base, headers: [...headers], expiresAt: 0 }, storable: false, timing };
    // A data request has the Cache-Control its page has, the default one included.
    if (!headers.has("Cache-Control") && !manifest) headers.set("Cache-Control", DEFAULT_POLICY[response.status] ?? CACHE_CONTROL.noStore);
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    headers.set("ETag", etag);
    const cacheControl = headers.get("Cache-Control");
    // The manifest of one build never changes: React Router marks it `immutable` for a year.
    const ttlMs = Math.min(manifest ? (isImmutable(cacheControl) ? maxTtlMs : 0) : sharedMaxAge(cacheControl) * 1000, maxTtlMs);
    const storable = request.method === "GET" && response.status === 200 && ttlMs > 0 && !headers.has("Set-Cookie");
    return { entry: { ...base, headers: [...headers], etag, expiresAt: now() + ttlMs }, storable, timing };
  }

  /**
   * The fast path for cache hits: answered from memory straight onto the socket, before a web
   * Request is even built, in the encoding the client weighs highest (its copy made now if no client
   * asked for it before). Returns true when it answered; otherwise what it found out, for `handle`.
   */
  function serveFromMemory(req: IncomingMessage, res: ServerResponse): true | MemoryMiss {
    if (req.method !== "GET" && req.method !== "HEAD") return NOT_A_READ;
    // The target as @remix-run/node-fetch-server appends it to the origin for `handle`, so both see the same path.
    const url = URL.parse(`http://page-cache.invalid${req.url ?? "/"}`);
    const plan = url ? cachePlan(url) : UNCACHED;
    if (plan.kind !== "key") return { plan, counted: false };
    const client = options.clientOf?.(req);
    if (!(main.entries.has(plan.key) || probation.entries.has(plan.key))) return { plan, counted: false, client };
    asked.add(plan.key, client);
    const entry = lookup(plan.key);
    if (!entry) return { plan, counted: true, client };
    options.counters?.hit();
    const headers = headersOf(entry);
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      delete headers["content-length"];
      res.writeHead(304, headers).end();
      return true;
    }
    const encoding = encodingFor(entry, req.headers["accept-encoding"], req.method);
    const send = (copy: Uint8Array | undefined) => {
      if (copy) headers["content-encoding"] = encoding!;
      const body = copy ?? entry.body;
      headers["content-length"] = String(body.byteLength);
      res.writeHead(entry.status, headers).end(req.method === "HEAD" ? undefined : body);
    };
    const copy = encoding ? copyOf(entry, encoding) : undefined;
    if (copy instanceof Promise) void copy.then(send);
    else send(copy);
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

  /**
   * The answer to a request the fast path did not answer. `miss`, what the fast path found out about
   * it, spares making its key and counting it again; without it (a request the fast path was not asked
   * about) both are done here. The key is looked up either way: between the fast path and here the
   * request may have waited for its client's turn (server/fair-share.ts) while a render of the same
   * key was stored.
   */
  async function handle(request: Request, miss?: MemoryMiss): Promise<Response> {
    const read = request.method === "GET" || request.method === "HEAD";
    const plan = miss?.plan ?? (read ? cachePlan(new URL(request.url)) : UNCACHED);
    if (plan.kind === "moved") return moved(plan.location);
    const key = plan.kind === "key" ? plan.key : undefined;
    if (key !== undefined) {
      if (!miss?.counted) asked.add(key, miss?.client);
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
          entry.storedAt = now();
          store(key, entry);
          options.counters?.miss();
          return entry;
        },
        () => undefined,
      );
      inFlight.set(key, sharedResult);
      void sharedResult.finally(() => inFlight.get(key) === sharedResult && inFlight.delete(key));
    }
    const { response, entry, timing } = await rendering;
    return response ?? answer(request, entry!, { timing });
  }
}

function isImmutable(cacheControl: string | null): boolean {
  const directives = (cacheControl ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  return directives.includes("immutable") && directives.includes("public");
}
