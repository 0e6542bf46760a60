import type { IncomingMessage, ServerResponse } from "node:http";
import { answer, type Answering, writeAnswer } from "./page-cache-answer.ts";
import type { Entry } from "./page-cache-entries.ts";
import { type CachePlan, cachePlan, UNCACHED } from "./page-cache-plan.ts";
import { pageRenderer, type Rendered } from "./page-cache-render.ts";
import { PageStore } from "./page-cache-store.ts";

/**
 * The page handler: the request path around the page cache (look up, render, store, answer). Each step
 * is a module of its own: the keys (page-cache-plan.ts), the render and its headers (page-cache-render.ts),
 * storage and admission (page-cache-store.ts, over the entries and segments of page-cache-entries.ts),
 * and the answers from an entry with their compressed copies (page-cache-answer.ts).
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
 * - admission (page-cache-store.ts): a first-time key waits in a small probation segment and enters
 *   the main one when asked for again by another client (`clientOf`), and once it is full only if
 *   asked for more often than what it would displace: a flood of made-up keys churns probation only
 *   (docs/decisions/0812-fair-share-of-uncached-work.md);
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

/**
 * The fast path's look-up: the fresh entry stored for a read, counted as an ask of its key, or what the
 * look-up found out, for `handle`. A key nothing is stored under is not counted here: `handle` counts it.
 */
function storedRead(req: IncomingMessage, store: PageStore, clientOf: PageCacheOptions["clientOf"]): Entry | MemoryMiss {
  if (req.method !== "GET" && req.method !== "HEAD") return NOT_A_READ;
  // The target as @remix-run/node-fetch-server appends it to the origin for `handle`, so both see the same path.
  const url = URL.parse(`http://page-cache.invalid${req.url ?? "/"}`);
  const plan = url ? cachePlan(url) : UNCACHED;
  if (plan.kind !== "key") return { plan, counted: false };
  const client = clientOf?.(req);
  if (!store.holds(plan.key)) return { plan, counted: false, client };
  store.count(plan.key, client);
  return store.lookup(plan.key) ?? { plan, counted: true, client };
}

/** The plan of a request the fast path was not asked about: only reads have a place in the cache. */
function planOf(request: Request): CachePlan {
  return request.method === "GET" || request.method === "HEAD" ? cachePlan(new URL(request.url)) : UNCACHED;
}

export function createPageHandler(render: (request: Request) => Promise<Response>, options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const maxTtlMs = (options.maxTtlSeconds ?? 300) * 1000;
  const store = new PageStore(options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES, options.maxBytes ?? PAGE_CACHE_MAX_BYTES, now);
  const cache: Answering = { now, keepCopy: (entry, copy) => store.keepCopy(entry, copy) };
  const { renderSecured, moved } = pageRenderer(render, { https: options.https, transformHtml: options.transformHtml, maxTtlMs, now });
  /** Renders under way that may be stored, by key: a concurrent miss of the same key waits for the same render. */
  const inFlight = new Map<string, Promise<Entry | undefined>>();
  /** Bumped by `forget`: a render begun before it is not stored, since it may show what changed. */
  let generation = 0;

  /**
   * The fast path for cache hits: answered from memory straight onto the socket, before a web Request is
   * even built (page-cache-answer.ts). Returns true when it answered; otherwise what it found out, for `handle`.
   */
  function serveFromMemory(req: IncomingMessage, res: ServerResponse): true | MemoryMiss {
    const found = storedRead(req, store, options.clientOf);
    if ("plan" in found) return found;
    options.counters?.hit();
    writeAnswer(req, res, found, cache);
    return true;
  }

  /**
   * The answer to a request the fast path did not answer; `miss`, what the fast path found out, spares making its key
   * and counting it again. The key is looked up again: between the fast path and here the request may have waited for
   * its client's turn (server/fair-share.ts) while a render of the same key was stored.
   */
  async function handle(request: Request, miss?: MemoryMiss): Promise<Response> {
    const plan = miss?.plan ?? planOf(request);
    if (plan.kind === "moved") return moved(plan.location);
    const key = plan.kind === "key" ? plan.key : undefined;
    if (key !== undefined) {
      if (!miss?.counted) store.count(key, miss?.client);
      // Stored, or being rendered for a concurrent miss (which may not be storable after all).
      const pending = inFlight.get(key);
      const stored = store.lookup(key) ?? (pending && (await pending));
      if (stored) {
        options.counters?.hit();
        return answer(request, stored, cache);
      }
    }
    const rendering = renderSecured(request, plan);
    // Only anonymous renders are stored (see the comment at the top on Authorization).
    if (key !== undefined && request.method === "GET" && !request.headers.has("authorization")) storeWhenRendered(key, rendering);
    const { response, entry, timing } = await rendering;
    return response ?? answer(request, entry!, cache, { timing });
  }

  /** Stores the render when it may be stored and nothing it shows was forgotten meanwhile; concurrent misses of `key` share it. */
  function storeWhenRendered(key: string, rendering: Promise<Rendered>) {
    const renderedIn = generation;
    const sharedResult = rendering.then(
      ({ entry, storable }) => {
        if (!entry || !storable || generation !== renderedIn) return undefined;
        entry.storedAt = now();
        store.store(key, entry);
        options.counters?.miss();
        return entry;
      },
      () => undefined,
    );
    inFlight.set(key, sharedResult);
    void sharedResult.finally(() => inFlight.get(key) === sharedResult && inFlight.delete(key));
  }

  /**
   * Drops every stored answer whose key `matches` (keys as `cachePlan` makes them: the path, a kept query,
   * `.data` for data requests), and lets no render under way be stored: for pages whose data changed at
   * its source (app/content/changes.server.ts). Returns how many answers were dropped.
   */
  function forget(matches: (key: string) => boolean): number {
    generation++;
    const dropped = store.forget(matches);
    for (const key of [...inFlight.keys()]) if (matches(key)) inFlight.delete(key);
    return dropped;
  }

  return { handle, serveFromMemory, stats: () => store.stats(), forget };
}
