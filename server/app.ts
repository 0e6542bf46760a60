import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestListenerOptions } from "@remix-run/node-fetch-server";
import { type Env, parseEnv } from "#app/config/env.server.ts";
import { pagesShowing } from "#app/content/changes.server.ts";
import { CONTENT_IMAGE_PREFIX } from "#app/content/cockpit/images.ts";
import { createPreviewRoutes } from "#app/content/preview.server.ts";
import { CARD_PATH_PREFIX } from "#app/features/cards/card-model.ts";
import { type CardRenderer, createWorkerRenderer } from "#app/features/cards/card-renderer.server.ts";
import { createCardRoute } from "#app/features/cards/card-route.server.ts";
import { loadCardModel } from "#app/features/cards/card-source.server.ts";
import { createLiveRoute } from "#app/features/live/live-route.server.ts";
import { log } from "#lib/log.server.ts";
import { clientAddress, clientGroup, clientOf, isHostItself, stampClientAddress } from "./client-address.ts";
import { rawRouteInFairShare, reactRouterInFairShare, watchedFairShare } from "./fair-share-routes.ts";
import { createHydrateAfterPaint } from "./hydrate-after-paint.ts";
import { metricsListener } from "./metrics.ts";
import { UNCACHED } from "./page-cache-plan.ts";
import { createPageHandler, type MemoryMiss } from "./page-cache.ts";
import { type PlainAnswers, plainAnswers } from "./plain-answers.ts";
import { keepConnectionUsable, refuseRequestTarget } from "./request-guards.ts";
import { baseSecurityHeaders } from "./security-headers.ts";
import { createServices, type Services } from "./services.ts";
import { createSiteRender, type SiteRender } from "./site-render.ts";
import { type NodeMiddleware, servedFrom } from "./static-files.ts";

/**
 * The site's request pipeline, compiled by Vite together with the React Router app as the server
 * build's entry (vite.config.ts), so both share one module graph: the context key the loaders read
 * is the one set here. `server/index.ts` runs it: in production from `build/server/index.js`, in
 * development through Vite's module loader, so `npm run dev` exercises the same pipeline
 * (docs/architecture.md, "The request path").
 */
export interface SiteOptions {
  /**
   * Where files come from: the built client directory (production: hashed assets immutable for a
   * year, other public files for an hour), or Vite's middlewares (development).
   */
  staticFiles: { directory: string } | { middleware: NodeMiddleware };
  /** Keep rendered pages in memory (production); development renders every request afresh. */
  pageCache: boolean;
  /** Defaults to the process environment. */
  env?: Env;
  /**
   * The share cards' render worker (app/features/cards/render-worker.server.ts, which server/index.ts names): cards
   * are drawn on its thread. Without it (tests) they are drawn on the calling thread.
   */
  cardWorker?: URL | string;
}

export interface Site {
  env: Env;
  /** The process's one logger. */
  log: typeof log;
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** Starts the background work (after the server listens). */
  start(): void;
  /** Stops the background work and closes the services (after a contact message being sent is marked). */
  stop(): Promise<void>;
  /** The metrics listener and where it must listen, when METRICS_PORT is set: never the public port. */
  metrics?: { listener: (req: IncomingMessage, res: ServerResponse) => void; host: string; port: number };
  /** Ends every live stream now: at shutdown, so open streams do not hold the server's close up. */
  endLiveStreams(): void;
}

/** Methods the web platform refuses to even represent as a Request; no route of ours takes them. */
const UNSUPPORTED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

/** How the page handler takes a preview's request: as one it has nothing stored for, nor may store. */
const PREVIEW_READ: MemoryMiss = { plan: UNCACHED, counted: true };

export async function createSite(options: SiteOptions): Promise<Site> {
  const env = options.env ?? parseEnv(process.env);
  const services = await createServices(env);
  const https = env.SITE_URL.startsWith("https:");
  const securityHeaders = baseSecurityHeaders(https);
  const render = await createSiteRender(env, services);
  // Editors' preview links: their pages show unpublished entries, for them alone (ADR 0207).
  const previews = createPreviewRoutes({ secret: env.PREVIEW_SECRET, https, headers: securityHeaders });
  // Uncached work (renders, share cards, content images) runs in each client's fair share (ADR 0812).
  const fairShare = watchedFairShare(services.metrics);
  // The requests of a preview, told to `render` by the page handler's one argument.
  const previewRequests = new WeakSet<Request>();
  const pages = sitePages(env, services, options.pageCache, (request) => render(request, previewRequests.has(request)));
  const answers = plainAnswers(securityHeaders);
  // With SITE_URL set, every request is seen under the public origin: behind a TLS-terminating proxy
  // the browser's `Origin: https://…` then matches React Router's origin check for form posts.
  const publicOrigin = env.SITE_URL_SET ? new URL(env.SITE_URL) : undefined;
  const requestOptions = requestListenerOptions(publicOrigin, answers);
  const handleWithReactRouter = reactRouterInFairShare({ fairShare, answers, handle: pages.handle, previewRequests, requestOptions });
  const inFairShare = rawRouteInFairShare(fairShare, answers, env.TRUSTED_PROXY);
  // The page cache's keys have no host, but a request whose Host header no URL can be built from is
  // still the client's error (400, RFC 9112 §3.2), answered below as a render would be answered.
  const usableHost = (req: IncomingMessage) => publicOrigin !== undefined || req.headers.host === undefined || URL.canParse(`http://${req.headers.host}`);
  // Server-Sent Events on the raw response, before the page cache, never compressed (ADR 0111).
  const liveStreams = createLiveRoute(services.live, securityHeaders, {
    maxStreamsPerClient: env.LIVE_MAX_STREAMS_PER_CLIENT,
    clientAddress: (req) => clientAddress(req, env.TRUSTED_PROXY),
    trustsProxy: env.TRUSTED_PROXY !== undefined,
  });
  const { cards, cardRenderer } = siteCards(services, securityHeaders, options.cardWorker);
  const staticFiles = "middleware" in options.staticFiles ? options.staticFiles.middleware : servedFrom(options.staticFiles.directory, securityHeaders);

  const { metrics } = services;
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    metrics?.trackRequest(req, res);
    if (env.LOG_REQUESTS) logRequest(req, res, performance.now());
    keepConnectionUsable(req, res);
    // Absurd targets are refused here, in time linear in their length, before any routing.
    const refusal = refuseRequestTarget(req.url ?? "/");
    if (refusal) return answers.writePlainAnswer(req, res, refusal.status);
    if (UNSUPPORTED_METHODS.has(req.method ?? "")) return answers.writePlainAnswer(req, res, 405, { Allow: "GET, HEAD, POST" });
    if (liveStreams(req, res)) return;
    // Cockpit's webhook and images (ADR 0205), before the page cache: neither is a page. Each image is
    // fetched from Cockpit, and each card is drawn or answered from the cards' own cache, in the client's fair share.
    const target = req.url ?? "/";
    const contentRoutes = services.contentRoutes;
    if (contentRoutes && target.startsWith(CONTENT_IMAGE_PREFIX)) return inFairShare(req, res, "image", () => contentRoutes(req, res));
    if (contentRoutes?.(req, res)) return;
    if (target.startsWith(CARD_PATH_PREFIX)) return inFairShare(req, res, "card", () => cards(req, res));
    if (previews.answer(req, res)) return;
    // A preview's pages are rendered for the editor every time: never looked up in the page cache, never stored.
    const preview = previews.isPreview(req);
    const read = preview ? PREVIEW_READ : usableHost(req) ? pages.serveFromMemory(req, res) : undefined;
    if (read === true) return;
    const client = clientGroup(stampClientAddress(req, env.TRUSTED_PROXY));
    // Nothing is compressed on the way out: the page handler compresses what it renders, the build the files (ADR 0705).
    if (req.method === "GET" || req.method === "HEAD") staticFiles(req, res, () => handleWithReactRouter(req, res, client, read, preview));
    else handleWithReactRouter(req, res, client, read, preview);
  };

  return {
    env,
    log,
    listener,
    start: services.start,
    stop: () => Promise.all([services.stop(), cardRenderer.close()]).then(() => undefined),
    endLiveStreams: () => services.live.stop(),
    metrics: metricsEndpoint(env, services),
  };
}

/** The page handler and its cache (server/page-cache.ts), told of the metrics and of edits in Cockpit. */
function sitePages(env: Env, services: Services, pageCache: boolean, render: SiteRender) {
  const pages = createPageHandler(render, {
    https: env.SITE_URL.startsWith("https:"),
    // Development pages load Vite's HMR client first: they are served as React Router renders them.
    transformHtml:
      env.NODE_ENV === "production" ? createHydrateAfterPaint({ onMismatch: (reason) => log("warn", "hydrate_after_paint_skipped", { reason }) }) : undefined,
    maxEntries: pageCache ? undefined : 0,
    now: services.cacheClock,
    counters: services.metrics?.pageCache,
    // A key's asks count once per client for its admission; the host's (every visitor, behind a proxy not declared) each.
    clientOf: (req) => {
      const client = clientOf(req, env.TRUSTED_PROXY);
      return isHostItself(client) ? undefined : client;
    },
  });
  services.metrics?.watchPageCache(pages.stats);
  // A collection reloaded after an edit in Cockpit: the pages showing it are rendered afresh.
  services.contentChanges.onReloaded((collection) => pages.forget(pagesShowing([collection])));
  return pages;
}

/** How React Router's request listener sees each request: under the public origin when there is one. */
function requestListenerOptions(publicOrigin: URL | undefined, answers: PlainAnswers): RequestListenerOptions {
  return {
    host: publicOrigin?.host,
    protocol: publicOrigin?.protocol,
    // A request that cannot even be turned into a URL (a malformed Host, say) is the client's error.
    onError(error) {
      if (error instanceof TypeError) return answers.plainAnswer(400, "Bad Request");
      log("error", "unhandled_request_error", { error: String(error) });
      return answers.plainAnswer(500, "Internal Server Error");
    },
  };
}

/** Share cards: drawn off the page's thread, once per version, at most one at a time (ADR 0012). */
function siteCards(services: Services, securityHeaders: Record<string, string>, cardWorker: SiteOptions["cardWorker"]) {
  const cardRenderer: CardRenderer = cardWorker
    ? createWorkerRenderer(cardWorker)
    : { render: async (model) => (await import("#app/features/cards/render-card.server.ts")).renderCard(model), close: async () => {} };
  const cards = createCardRoute({
    loadModel: (address) => loadCardModel(services.site.results(address.language, new Headers()), address),
    render: cardRenderer.render,
    securityHeaders,
    onRender: services.metrics?.cardRender,
  });
  return { cards, cardRenderer };
}

/** The metrics listener and where it listens, when METRICS_PORT is set. */
function metricsEndpoint(env: Env, services: Services): Site["metrics"] {
  const { metrics } = services;
  if (!metrics || env.METRICS_PORT === undefined) return undefined;
  return {
    // The live hub's counters are for the host's scrapers and the bench: here, never on the public port.
    listener: metricsListener(metrics, { liveStats: () => ({ ...services.live.stats(), memory: process.memoryUsage() }) }),
    host: env.METRICS_HOST,
    port: env.METRICS_PORT,
  };
}

/**
 * One structured line per answered request: method, path (without the query, which may carry
 * what a visitor typed), status, duration and size. No address, no user agent: nothing the
 * privacy text would have to cover.
 */
function logRequest(req: IncomingMessage, res: ServerResponse, started: number) {
  res.once("finish", () => {
    const path = (req.url ?? "/").split("?")[0]!.slice(0, 300);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log("info", "request", { method: req.method, path, status: res.statusCode, ms, bytes: Number(res.getHeader("content-length")) || undefined });
  });
}
