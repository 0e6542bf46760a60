import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import { createRequestListener, type RequestListenerOptions } from "@remix-run/node-fetch-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import sirv from "sirv";
import { type Env, parseEnv } from "../app/config/env.server.ts";
import { pagesShowing, withEditableContentLifetime } from "../app/content/changes.server.ts";
import { CONTENT_IMAGE_PREFIX } from "../app/content/cockpit/images.ts";
import { createPreviewRoutes, previewContext } from "../app/content/preview.server.ts";
import { CARD_PATH_PREFIX } from "../app/features/cards/card-model.ts";
import { loadCardModel } from "../app/features/cards/card-source.server.ts";
import { foreignOriginAnswer } from "../app/features/contact/request-guards.server.ts";
import { CACHE_CONTROL } from "../app/http/cache-control.ts";
import { createRequestScope, keptToVisitor, requestScopeContext } from "../app/http/request-scope.ts";
import { siteServicesContext } from "../app/services.server.ts";
import { API_PATH_PREFIX } from "../contract/api-calls.ts";
import { log } from "../lib/log.server.ts";
import { createApiRateLimit } from "./api-rate-limit.ts";
import { type CardRenderer, createWorkerRenderer } from "./cards/card-renderer.ts";
import { createCardRoute } from "./cards/card-route.ts";
import { clientGroup, clientOf, isHostItself, stampClientAddress } from "./client-address.ts";
import { negotiatedEncoding } from "./compression.ts";
import { createFairShare, FairShareRefusal, HOLD_REFUSAL_MS, type WorkKind } from "./fair-share.ts";
import { createHydrateAfterPaint } from "./hydrate-after-paint.ts";
import { createLiveRoute } from "./live/live-route.ts";
import { metricsListener } from "./metrics.ts";
import { UNCACHED } from "./page-cache-plan.ts";
import { createPageHandler, type MemoryMiss } from "./page-cache.ts";
import { serverTiming, timedServices, withServerTiming } from "./render-timing.ts";
import { keepConnectionUsable, refuseRequestTarget, withReasonPhrase } from "./request-guards.ts";
import { baseSecurityHeaders } from "./security-headers.ts";
import { createServices } from "./services.ts";

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
   * The share cards' render worker (server/cards/render-worker.ts, which server/index.ts names): cards
   * are drawn on its thread. Without it (tests) they are drawn on the calling thread.
   */
  cardWorker?: URL | string;
}

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

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

export async function createSite(options: SiteOptions): Promise<Site> {
  const env = options.env ?? parseEnv(process.env);
  const services = await createServices(env);
  const https = env.SITE_URL.startsWith("https:");
  const securityHeaders = baseSecurityHeaders(https);

  const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  // Given a function, React Router derives its routes and handlers anew on every request, which
  // development needs for hot reload; production hands it the build once.
  const renderWithReactRouter = createRequestHandler(env.NODE_ENV === "development" ? loadBuild : await loadBuild(), env.NODE_ENV);
  const { embeddedApi } = services;
  // The embedded API's answers change with every result and are not cached: each client gets a budget of calls instead.
  const refuseApiCall = createApiRateLimit();
  // Editors' preview links: their pages show unpublished entries, for them alone (ADR 0207).
  const previews = createPreviewRoutes({ secret: env.PREVIEW_SECRET, https, headers: securityHeaders });
  const render = (request: Request, preview = false) => {
    if (embeddedApi && new URL(request.url).pathname.startsWith(`${API_PATH_PREFIX}/`)) {
      const refused = refuseApiCall(request);
      return refused ? Promise.resolve(refused) : embeddedApi(request);
    }
    // A form post from another site gets the contact form's translated 403 here: React Router's
    // own check would refuse it first, with a bare 400 (ADR 0600).
    const refused = foreignOriginAnswer(request, env.SITE_URL);
    if (refused) return Promise.resolve(refused);
    const started = performance.now();
    const context = new RouterContextProvider();
    // Per render: whether it used a per-visitor answer (then it is answered `private, no-store`, HTML
    // and `.data` alike, and the page cache keeps none of it), its one deadline for the backend (ADR 0112),
    // and how long it waited on the backend and the content service (its Server-Timing, ADR 0705).
    const scope = createRequestScope({ budgetMs: env.API_TIMEOUT_MS });
    const site = preview ? { ...services.site, content: services.site.content.withDrafts() } : services.site;
    // A preview is the editor's alone: kept by no cache, indexed by nobody.
    if (preview) scope.markPerVisitor();
    context.set(siteServicesContext, timedServices(site, scope));
    context.set(requestScopeContext, scope);
    context.set(previewContext, preview);
    const rendered = renderWithReactRouter(request, context).then((response) =>
      withServerTiming(keptToVisitor(preview ? unindexed(response) : response, scope), serverTiming(performance.now() - started, scope.waited())),
    );
    // Pages of content that editors change in Cockpit are kept briefly by shared caches (ADR 0205).
    return services.contentRoutes ? rendered.then((response) => withEditableContentLifetime(request, response)) : rendered;
  };
  // Uncached work (renders, share cards, content images) runs in each client's fair share (ADR 0812).
  const fairShare = createFairShare({
    exempt: isHostItself,
    onRefused: services.metrics?.fairShare.refused,
    onWaited: services.metrics?.fairShare.waited,
  });
  services.metrics?.watchFairShare(() => {
    const pools = Object.values(fairShare.stats());
    return { running: pools.reduce((sum, pool) => sum + pool.running, 0), waiting: pools.reduce((sum, pool) => sum + pool.waiting, 0) };
  });
  // The requests of a preview, told to `render` by the page handler's one argument.
  const previewRequests = new WeakSet<Request>();
  const pages = createPageHandler((request) => render(request, previewRequests.has(request)), {
    https,
    // Development pages load Vite's HMR client first: they are served as React Router renders them.
    transformHtml:
      env.NODE_ENV === "production" ? createHydrateAfterPaint({ onMismatch: (reason) => log("warn", "hydrate_after_paint_skipped", { reason }) }) : undefined,
    maxEntries: options.pageCache ? undefined : 0,
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

  // Answers the server gives itself, before or instead of a page: plain text, never stored.
  const plainHeaders = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.noStore, ...securityHeaders };
  const plainAnswer = (status: number, text: string, extra: Record<string, string> = {}) =>
    new Response(`${text}\n`, { status, statusText: text, headers: { ...plainHeaders, ...extra } });
  const writePlainAnswer = (req: IncomingMessage, res: ServerResponse, status: number, extra: Record<string, string> = {}) => {
    const reason = STATUS_CODES[status]!;
    res.writeHead(status, reason, { ...plainHeaders, ...extra }).end(req.method === "HEAD" ? undefined : `${reason}\n`);
  };
  // A refusal of uncached work goes out after a pause, so a client that retries at once cannot make the refusals a flood (ADR 0812).
  const retryAfter = (refusal: FairShareRefusal) => ({ "Retry-After": String(refusal.retryAfterSeconds) });
  const writeRefusal = (req: IncomingMessage, res: ServerResponse, refusal: FairShareRefusal) =>
    void setTimeout(() => {
      // Unless the client left meanwhile.
      if (!res.headersSent && !res.destroyed) writePlainAnswer(req, res, refusal.status, retryAfter(refusal));
    }, HOLD_REFUSAL_MS);
  const refusalAnswer = (refusal: FairShareRefusal) =>
    new Promise<Response>((resolve) =>
      setTimeout(() => resolve(plainAnswer(refusal.status, STATUS_CODES[refusal.status]!, retryAfter(refusal))), HOLD_REFUSAL_MS),
    );
  // With SITE_URL set, every request is seen under the public origin: behind a TLS-terminating proxy
  // the browser's `Origin: https://…` then matches React Router's origin check for form posts.
  const publicOrigin = env.SITE_URL_SET ? new URL(env.SITE_URL) : undefined;
  const requestOptions: RequestListenerOptions = {
    host: publicOrigin?.host,
    protocol: publicOrigin?.protocol,
    // A request that cannot even be turned into a URL (a malformed Host, say) is the client's error.
    onError(error) {
      if (error instanceof TypeError) return plainAnswer(400, "Bad Request");
      log("error", "unhandled_request_error", { error: String(error) });
      return plainAnswer(500, "Internal Server Error");
    },
  };
  // The page handler is told what the fast path found out (`miss`), so it neither makes the key nor counts the read again.
  // All it does runs in the client's fair share of renders; a client whose share is waiting already is
  // refused before a Request is even built, the cheapest answer there is for a client that retries at once.
  const handleWithReactRouter = (req: IncomingMessage, res: ServerResponse, client: string, miss?: MemoryMiss, preview = false) => {
    const refused = fairShare.refusal(client, "render");
    if (refused) return writeRefusal(req, res, refused);
    createRequestListener(async (request) => {
      if (preview) previewRequests.add(request);
      const response = await fairShare
        .run(client, "render", () => pages.handle(request, miss), request.signal)
        .catch((error: unknown) => {
          if (error instanceof FairShareRefusal) return refusalAnswer(error);
          // The client left while it waited (the request's own abort, which the listener expects), or the render failed.
          throw error;
        });
      return withReasonPhrase(response);
    }, requestOptions)(req, res);
  };
  /**
   * A route answered on the raw response (share cards, content images), run as one job of the
   * client's fair share of its kind: from its start until its answer is sent or the client leaves.
   */
  const inFairShare = (req: IncomingMessage, res: ServerResponse, kind: WorkKind, answer: () => boolean) => {
    const left = new AbortController();
    const leave = () => left.abort(new Error("the client left"));
    res.once("close", leave);
    const job = () =>
      new Promise<void>((resolve) => {
        res.off("close", leave);
        res.once("close", () => resolve());
        // Both routes answer whatever has their prefix; should one stop, the request still gets an answer.
        if (!answer()) writePlainAnswer(req, res, 404);
      });
    fairShare.run(clientOf(req, env.TRUSTED_PROXY), kind, job, left.signal).catch((error: unknown) => {
      if (error instanceof FairShareRefusal) writeRefusal(req, res, error);
    });
  };
  // The page cache's keys have no host, but a request whose Host header no URL can be built from is
  // still the client's error (400, RFC 9112 §3.2), answered below as a render would be answered.
  const usableHost = (req: IncomingMessage) => publicOrigin !== undefined || req.headers.host === undefined || URL.canParse(`http://${req.headers.host}`);
  // Server-Sent Events on the raw response, before the page cache, never compressed (ADR 0111).
  const liveStreams = createLiveRoute(services.live, securityHeaders, {
    maxStreamsPerClient: env.LIVE_MAX_STREAMS_PER_CLIENT,
    trustedProxy: env.TRUSTED_PROXY,
  });
  // Share cards: drawn off the page's thread, once per version, at most one at a time (ADR 0012).
  const cardRenderer: CardRenderer = options.cardWorker
    ? createWorkerRenderer(options.cardWorker)
    : { render: async (model) => (await import("./cards/render-card.ts")).renderCard(model), close: async () => {} };
  const cards = createCardRoute({
    loadModel: (address) => loadCardModel(services.site.results(address.language, new Headers()), address),
    render: cardRenderer.render,
    securityHeaders,
    onRender: services.metrics?.cardRender,
  });
  const staticFiles = "middleware" in options.staticFiles ? options.staticFiles.middleware : servedFrom(options.staticFiles.directory, securityHeaders);

  const { metrics } = services;
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    metrics?.trackRequest(req, res);
    if (env.LOG_REQUESTS) logRequest(req, res, performance.now());
    keepConnectionUsable(req, res);
    // Absurd targets are refused here, in time linear in their length, before any routing.
    const refusal = refuseRequestTarget(req.url ?? "/");
    if (refusal) return writePlainAnswer(req, res, refusal.status);
    if (UNSUPPORTED_METHODS.has(req.method ?? "")) return writePlainAnswer(req, res, 405, { Allow: "GET, HEAD, POST" });
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
    metrics:
      metrics && env.METRICS_PORT !== undefined
        ? {
            // The live hub's counters are for the host's scrapers and the bench: here, never on the public port.
            listener: metricsListener(metrics, { liveStats: () => ({ ...services.live.stats(), memory: process.memoryUsage() }) }),
            host: env.METRICS_HOST,
            port: env.METRICS_PORT,
          }
        : undefined,
  };
}

/** How the page handler takes a preview's request: as one it has nothing stored for, nor may store. */
const PREVIEW_READ: MemoryMiss = { plan: UNCACHED, counted: true };

/** A preview's page: for search engines, not there. */
function unindexed(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Where the build puts its hashed files (names that change with their content). */
const HASHED_ASSETS = "/assets/";

export function servedFrom(directory: string, securityHeaders: Record<string, string>): NodeMiddleware {
  const serve = sirv(directory, {
    etag: true,
    // The build's brotli and gzip copies (server/precompressed-files.ts), served as they are.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", pathname.startsWith(HASHED_ASSETS) ? CACHE_CONTROL.immutableAsset : CACHE_CONTROL.publicFile);
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    },
  });
  // A hashed file this build does not have is most likely another build's: during a rolling deploy a page of
  // the new build asks an instance still running the old one (or the reverse). The answer is a plain 404 that
  // no shared cache may keep, so the next request (nginx retries it on another instance) finds the file where
  // it exists, instead of everybody getting a stored 404, or the not-found page's redirect to lower case.
  const notInThisBuild = (req: IncomingMessage, res: ServerResponse) => {
    res
      .writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.noStore, ...securityHeaders })
      .end(req.method === "HEAD" ? undefined : "Not Found\n");
  };
  return (req, res, next) => {
    // sirv picks a copy when the header merely names its encoding (`br;q=0` too): it is given the one
    // encoding the client weighs highest, negotiated as for pages (server/compression.ts).
    req.headers["accept-encoding"] = negotiatedEncoding(req.headers["accept-encoding"]) ?? "identity";
    // sirv lists the files once and pipes a read stream without an error handler: a file removed
    // since (a new build deployed under the running process) would throw out of the process. The
    // answer is cut off instead, so the client retries, and the process keeps serving.
    res.once("pipe", (source) => source.once("error", () => res.destroy()));
    serve(req, res, () => ((req.url ?? "/").startsWith(HASHED_ASSETS) ? notInThisBuild(req, res) : next()));
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
