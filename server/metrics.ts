import type { IncomingMessage, ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { ContentSource } from "#app/content/contract.ts";
import { LIVE_STATS_PATH } from "#app/features/live/protocol.server.ts";
import type { ResultsCallOutcome } from "#app/results-api/client.server.ts";
import { WORK_KINDS, type WorkKind } from "./fair-share.ts";
import { contentSourceMetrics } from "./metrics-content-source.ts";
import { DURATION_BUCKETS, LabelSpace, SeriesCounter, SeriesHistogram } from "./metrics-series.ts";

/**
 * The process's metrics in Prometheus's text format (docs/decisions/0803-production-deployment.md):
 * one `Metrics` object, created by the composition root when METRICS_PORT is set and handed to the
 * parts that count. It is served on its own listener (`metricsListener`, bound by server/index.ts
 * to METRICS_HOST:METRICS_PORT), never on the public port.
 *
 * Requests are counted by route type (`classifyRequest`: a handful of kinds, never raw paths, so a
 * crawler cannot grow the label space) and status class, into typed arrays: no allocation per request.
 */

export const ROUTE_TYPES = ["page", "data", "static", "api", "live", "health", "other"] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

/** `aborted`: the client left before the answer's headers were sent. */
export const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx", "aborted"] as const;

/** Files under these prefixes are build output or public files (and the dictionary files and the followed teams' script, cached like them). */
const STATIC_PREFIXES = ["/assets/", "/flags/", "/images/", "/i18n/", "/scripts/"];

/**
 * The kind of a request, from its method and target alone (before any routing):
 * - `live`: the live stream, `/live`;
 * - `health`: `/healthz`, `/readyz`;
 * - `api`: the embedded results API, `/api/…`;
 * - `data`: React Router's data requests (`….data`, `/__manifest`);
 * - `static`: build assets and public files, and any path whose last segment has an extension
 *   (robots.txt, sitemap.xml, the news feeds);
 * - `page`: every other GET, HEAD or POST (pages, the contact form's post, not-found pages);
 * - `other`: other methods.
 * Reads the target in place (no slicing), so it allocates nothing.
 */
export function classifyRequest(method: string | undefined, url: string | undefined): RouteType {
  const target = url ?? "/";
  const queryAt = target.indexOf("?");
  const end = queryAt === -1 ? target.length : queryAt;
  if (method !== "GET" && method !== "HEAD" && method !== "POST") return "other";
  if (isPath(target, end, "/live")) return "live";
  if (isPath(target, end, "/healthz") || isPath(target, end, "/readyz")) return "health";
  if (target.startsWith("/api/") || isPath(target, end, "/api")) return "api";
  if (target.endsWith(".data", end) || target.startsWith("/__manifest")) return "data";
  for (const prefix of STATIC_PREFIXES) if (target.startsWith(prefix)) return "static";
  const lastSlash = target.lastIndexOf("/", end - 1);
  const lastDot = target.lastIndexOf(".", end - 1);
  if (lastDot > lastSlash + 1) return "static";
  return "page";
}

/** Whether the path part of `target` (its first `end` characters) is exactly `path`. */
function isPath(target: string, end: number, path: string): boolean {
  return end === path.length && target.startsWith(path);
}

const ROUTE_INDEX = Object.fromEntries(ROUTE_TYPES.map((type, index) => [type, index])) as Record<RouteType, number>;
const LIVE_INDEX = ROUTE_INDEX.live;
const ABORTED_INDEX = STATUS_CLASSES.indexOf("aborted");

/** The status class index of a response: 1xx … 5xx, or aborted when no headers were sent. */
function statusClassIndex(res: ServerResponse): number {
  if (!res.headersSent) return ABORTED_INDEX;
  return Math.min(4, Math.max(0, Math.floor(res.statusCode / 100) - 1));
}

/** Per response: when it began and its route type, set by `trackRequest`, read when it closes. */
const STARTED_AT = Symbol("metrics.startedAt");
const ROUTE = Symbol("metrics.route");
interface TrackedResponse extends ServerResponse {
  [STARTED_AT]: number;
  [ROUTE]: number;
}

/** How a delivery attempt of the contact outbox ended. */
export type DeliveryOutcome = "delivered" | "failed";

export interface Metrics {
  /** Counts a request when its response closes: route type, status class and (not for live streams) duration. */
  trackRequest(req: IncomingMessage, res: ServerResponse): void;
  /** The page cache (server/page-cache.ts): answers given from memory, and renders it stored. */
  pageCache: { hit(): void; miss(): void };
  /** Reads the page cache's size at each scrape. */
  watchPageCache(stats: () => { entries: number; bytes: number }): void;
  /** One call of the results client: which call, how long, how it ended. */
  resultsCall(call: string, seconds: number, outcome: ResultsCallOutcome): void;
  /** The content source with every call timed, its failures counted and its state (up or not) kept. */
  measureContentSource(source: ContentSource): ContentSource;
  /** A collection loaded with this many entries left out (a required field missing or malformed; `npm run cms:check` lists them). */
  contentEntriesLeftOut(collection: string, count: number): void;
  /** One delivery attempt of the contact outbox. */
  contactDelivery(outcome: DeliveryOutcome): void;
  /** Reads the number of undelivered contact messages at each scrape. */
  watchOutbox(pendingCount: () => number): void;
  /** Reads the number of open live streams at each scrape. */
  watchLiveStreams(openStreams: () => number): void;
  /** One share card drawn (or failed to draw) by the card renderer (app/features/cards/card-route.server.ts). */
  cardRender(outcome: "rendered" | "failed"): void;
  /** Uncached work over a client's fair share (server/fair-share.ts): refused (429, or 503 when all wait), or made to wait its turn. */
  fairShare: { refused(kind: WorkKind, status: 429 | 503): void; waited(kind: WorkKind): void };
  /** Reads the uncached work running and waiting, all kinds together, at each scrape. */
  watchFairShare(stats: () => { running: number; waiting: number }): void;
  /** The exposition text, and its content type. */
  exposition(): Promise<string>;
  readonly contentType: string;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // The exact Node version tells whoever reads the metrics which published vulnerabilities apply.
  registry.removeSingleMetric("nodejs_version_info");
  // Registered in the order the exposition lists them.
  const requests = requestSeries();
  const resultsCall = resultsCallMetrics(registry);
  const content = contentSourceMetrics(registry);
  const outcomes = outcomeCounters(registry);
  const fairShare = fairShareCounters(registry);
  const watchCacheBytes = watchedGauge(registry, "matchpuls_page_cache_stored_bytes", "Bytes the page cache holds: pages and their compressed copies.");
  const watchCacheEntries = watchedGauge(registry, "matchpuls_page_cache_entries", "Pages the page cache holds.");
  const watchOutbox = watchedGauge(registry, "matchpuls_contact_outbox_pending", "Contact messages in this instance's outbox that wait for delivery.");
  const watchLiveStreams = watchedGauge(registry, "matchpuls_live_open_streams", "Open live streams (Server-Sent Events) of this process.");
  const watchFairShareRunning = watchedGauge(registry, "matchpuls_fair_share_running", "Uncached work running (renders, card drawings, content images).");
  const watchFairShareWaiting = watchedGauge(registry, "matchpuls_fair_share_waiting", "Uncached work waiting for its client's turn.");

  return {
    trackRequest: requests.trackRequest,
    pageCache: requests.pageCache,
    watchPageCache(stats) {
      watchCacheBytes(() => stats().bytes);
      watchCacheEntries(() => stats().entries);
    },
    resultsCall,
    ...content,
    ...outcomes,
    fairShare,
    watchFairShare(stats) {
      watchFairShareRunning(() => stats().running);
      watchFairShareWaiting(() => stats().waiting);
    },
    watchOutbox,
    watchLiveStreams,
    async exposition() {
      return `${await registry.metrics()}\n${requests.exposition()}`;
    },
    contentType: registry.contentType,
  };
}

/**
 * The requests and the page cache's lookups, counted on every request: series kept by hand in typed
 * arrays (server/metrics-series.ts), outside prom-client's registry, appended to its exposition.
 */
function requestSeries() {
  const requestSpace = new LabelSpace({ route_type: ROUTE_TYPES, status_class: STATUS_CLASSES });
  const requests = new SeriesCounter("matchpuls_http_requests_total", "HTTP requests answered, by route type and status class.", requestSpace);
  const durations = new SeriesHistogram(
    "matchpuls_http_request_duration_seconds",
    "Time from a request's arrival to its response's end, by route type and status class (live streams are counted, not timed).",
    requestSpace,
    DURATION_BUCKETS,
  );
  const cacheSpace = new LabelSpace({ result: ["hit", "miss"] });
  const cacheLookups = new SeriesCounter(
    "matchpuls_page_cache_lookups_total",
    "Page cache: hit = answered from memory (or from a render another request started); miss = a render the cache then stored.",
    cacheSpace,
  );
  const HIT = cacheSpace.series(0);
  const MISS = cacheSpace.series(1);

  // One function for every response, with the response as `this`: nothing is allocated per request.
  function recordClosed(this: TrackedResponse) {
    // Row-major over (route_type, status_class), as LabelSpace numbers them.
    const series = this[ROUTE] * STATUS_CLASSES.length + statusClassIndex(this);
    requests.inc(series);
    if (this[ROUTE] !== LIVE_INDEX) durations.observe(series, (performance.now() - this[STARTED_AT]) / 1000);
  }

  return {
    trackRequest(req: IncomingMessage, res: ServerResponse) {
      const tracked = res as TrackedResponse;
      tracked[STARTED_AT] = performance.now();
      tracked[ROUTE] = ROUTE_INDEX[classifyRequest(req.method, req.url)];
      res.on("close", recordClosed);
    },
    pageCache: { hit: () => cacheLookups.inc(HIT), miss: () => cacheLookups.inc(MISS) },
    exposition: () => `${requests.exposition()}${durations.exposition()}${cacheLookups.exposition()}`,
  };
}

/** The results client's calls: timed by call and outcome, and those that got no usable answer counted. */
function resultsCallMetrics(registry: Registry): Metrics["resultsCall"] {
  const resultsDuration = new Histogram({
    name: "matchpuls_results_backend_request_duration_seconds",
    help: "Calls of the results & news API, by call and outcome (ok, client_error, server_error, no_response, invalid_response, not_sent).",
    labelNames: ["call", "outcome"],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const resultsFailures = new Counter({
    name: "matchpuls_results_backend_failures_total",
    help: "Calls of the results & news API that got no usable answer (every outcome but ok and client_error), by call.",
    labelNames: ["call"],
    registers: [registry],
  });
  return (call, seconds, outcome) => {
    resultsDuration.observe({ call, outcome }, seconds);
    if (outcome !== "ok" && outcome !== "client_error") resultsFailures.inc({ call });
  };
}

/** The contact outbox's delivery attempts and the share cards drawn, by outcome; each outcome shown from the start, at 0. */
function outcomeCounters(registry: Registry): Pick<Metrics, "contactDelivery" | "cardRender"> {
  const deliveries = new Counter({
    name: "matchpuls_contact_delivery_attempts_total",
    help: "Delivery attempts of contact messages to the mail server, by outcome (delivered, failed).",
    labelNames: ["outcome"],
    registers: [registry],
  });
  for (const outcome of ["delivered", "failed"]) deliveries.inc({ outcome }, 0);
  const cardRenders = new Counter({
    name: "matchpuls_card_renders_total",
    help: "Share cards drawn, by outcome (rendered, failed): at most one per card version while it stays in the card cache.",
    labelNames: ["outcome"],
    registers: [registry],
  });
  for (const outcome of ["rendered", "failed"]) cardRenders.inc({ outcome }, 0);
  return { contactDelivery: (outcome) => deliveries.inc({ outcome }), cardRender: (outcome) => cardRenders.inc({ outcome }) };
}

/** Uncached work refused or made to wait by the fair share, by kind; each kind and status shown from the start, at 0. */
function fairShareCounters(registry: Registry): Metrics["fairShare"] {
  const fairShareRefused = new Counter({
    name: "matchpuls_fair_share_refused_total",
    help: "Uncached work refused (server/fair-share.ts), by kind (render, card, image) and status: 429 over the client's share, 503 when too much waits.",
    labelNames: ["kind", "status"],
    registers: [registry],
  });
  const fairShareWaited = new Counter({
    name: "matchpuls_fair_share_waited_total",
    help: "Uncached work that waited for its turn (a limit reached, or other clients' work waiting), by kind.",
    labelNames: ["kind"],
    registers: [registry],
  });
  for (const kind of WORK_KINDS) {
    fairShareWaited.inc({ kind }, 0);
    for (const status of ["429", "503"]) fairShareRefused.inc({ kind, status }, 0);
  }
  return {
    refused: (kind, status) => fairShareRefused.inc({ kind, status: String(status) }),
    waited: (kind) => fairShareWaited.inc({ kind }),
  };
}

/** A gauge read from `read` at each scrape; until something is watched, 0. Returns what sets the reader. */
function watchedGauge(registry: Registry, name: string, help: string) {
  let read = () => 0;
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
  return (reader: () => number) => {
    read = reader;
  };
}

export interface MetricsListenerOptions {
  /** The live hub's counters as JSON at `/live/stats` (the bench reads them; ADR 0111). */
  liveStats?: () => unknown;
}

/**
 * The metrics listener: `GET /metrics` (and HEAD) answers the exposition, `GET /live/stats` the live
 * hub's counters, anything else 404. Bound to METRICS_HOST (loopback by default) by server/index.ts;
 * nothing of the site is reachable here, and none of this on the public port.
 */
export function metricsListener(metrics: Metrics, options: MetricsListenerOptions = {}) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0];
    const read = req.method === "GET" || req.method === "HEAD";
    if (read && path === LIVE_STATS_PATH && options.liveStats) {
      const body = JSON.stringify(options.liveStats());
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" }).end(req.method === "HEAD" ? undefined : body);
      return;
    }
    if (path !== "/metrics" || !read) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found\n");
      return;
    }
    metrics.exposition().then(
      (text) => res.writeHead(200, { "Content-Type": metrics.contentType, "Cache-Control": "no-store" }).end(req.method === "HEAD" ? undefined : text),
      (error: unknown) => res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(`${String(error)}\n`),
    );
  };
}
