import { accessSync, constants, mkdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve } from "node:path";
import type { Env } from "#app/config/env.server.ts";
import { type CockpitSource, createCockpitSource } from "#app/content/adapters/cockpit.server.ts";
import { createEmbeddedSource } from "#app/content/adapters/embedded.server.ts";
import { createContentChanges, type ContentChanges } from "#app/content/changes.server.ts";
import { createContentImageRoute } from "#app/content/cockpit/images.server.ts";
import type { ContentSource } from "#app/content/contract.ts";
import { createContentService } from "#app/content/service.server.ts";
import { cockpitSnapshotKey, createSnapshotStore, type SnapshotStore } from "#app/content/snapshot.server.ts";
import { createContentWebhook } from "#app/content/webhook.server.ts";
import { createContactServices } from "#app/features/contact/service.server.ts";
import { LiveHub } from "#app/features/live/hub.server.ts";
import { liveStreamCap } from "#app/features/live/stream-cap.server.ts";
import { createSiteSearch } from "#app/features/search/site-search.server.ts";
import { createResultsClient, type ResultsClient } from "#app/results-api/client.server.ts";
import { createResultsCache, forgetCompetition, resultsSource } from "#app/results-api/results-source.server.ts";
import type { SiteServices } from "#app/services.server.ts";
import { API_PATH_PREFIX } from "#contract/api-calls.ts";
import { errorMessage, log } from "#lib/log.server.ts";
import { acceleratedClock } from "#lib/ttl-cache.server.ts";
import { createMetrics, type Metrics } from "./metrics.ts";

/**
 * The composition root (docs/architecture.md, "Services and the composition root"): every service
 * of the process is built here, once, from the validated configuration, and nowhere else. Building
 * starts no background work; `start()` does, and `stop()` ends it and closes what was opened.
 */
export interface Services {
  /** What loaders and actions receive through React Router's context. */
  site: SiteServices;
  /** The embedded backend's HTTP face, mounted at `/api`; absent when API_BASE_URL names another backend. */
  embeddedApi?: (request: Request) => Promise<Response>;
  /** The live stream's hub (`/live`): one upstream poll per followed competition, fanned out to every stream. */
  live: LiveHub;
  /** Edits in Cockpit: reloads on its webhook or a poll, and who to tell (server/app.ts forgets pages). */
  contentChanges: ContentChanges;
  /** Cockpit's webhook (`/hooks/cockpit`) and images (`/content-images/`), when the content comes from Cockpit. */
  contentRoutes?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** The clock of the results cache, for the page cache too: real time unless a test speeds it up (TEST_CACHE_CLOCK_RATE). */
  cacheClock: () => number;
  /** The process's metrics, when METRICS_PORT is set (served on their own listener by server/index.ts). */
  metrics?: Metrics;
  /** Starts the background work: the social media refresh, the contact delivery, the live hub and the search index. */
  start(): void;
  /**
   * Stops the background work and closes databases and connections; settles once a contact message
   * being sent has been marked (or a few seconds have passed, app/features/contact/service.server.ts).
   */
  stop(): Promise<void>;
}

/** A configuration the process cannot start with; its message names the cause. */
export class StartupError extends Error {
  override name = "StartupError";
}

export async function createServices(env: Env): Promise<Services> {
  ensureWritableDirectory(env.DATA_DIR);

  const metrics = env.METRICS_PORT === undefined ? undefined : createMetrics();
  // Every call of the content source (pages, the change poll, `/readyz`) is measured: its last outcome is the source's state in the metrics.
  const chosenContent = chooseContentSource(env, metrics);
  const contentSource = metrics ? metrics.measureContentSource(chosenContent) : chosenContent;
  const contentSnapshots = contentSnapshotStore(env, contentSource);
  const content = createContentService(contentSource, { snapshots: contentSnapshots });
  const cockpit = contentSource.kind === "cockpit" ? (contentSource as CockpitSource) : undefined;
  const contentChanges = createContentChanges({ content, changeSignatures: cockpit && (() => cockpit.changeSignatures()), pollMs: env.CONTENT_POLL_MS });
  const contentRoutes = cockpit && cockpitRoutes(env, contentChanges);
  const results = await connectResults(env, metrics);
  const contact = createContactServices(env, { onDeliveryAttempt: metrics?.contactDelivery });
  log("info", "services", { content: contentSource.kind, results: results.embeddedApi ? "embedded" : "external" });

  const cacheClock = acceleratedClock(env.TEST_CACHE_CLOCK_RATE);
  const cache = createResultsCache({ now: cacheClock });
  const live = new LiveHub({
    // The states are the same in every language: one poll in German serves every stream.
    fetchCurrentRound: async (competitionId) => (await results.client.matches(competitionId, undefined, { lng: "de" })).data,
    competitionIds: async () => {
      const { competitions } = await resultsSource("de", new Headers(), { client: results.client, cache }).getCompetitions();
      return new Set(competitions.map((competition) => competition.id));
    },
    onChange: (competitionId, teamIds) => forgetCompetition(cache, competitionId, teamIds),
    pollMs: env.LIVE_POLL_MS,
    idlePollMs: env.LIVE_IDLE_POLL_MS,
    heartbeatMs: env.LIVE_HEARTBEAT_MS,
    maxStreams: liveStreamCap(env.LIVE_MAX_STREAMS),
  });
  // The search's index is built from what the pages show, through the same caches; edits in Cockpit rebuild it.
  const search = createSiteSearch({ content, results: (language) => resultsSource(language, new Headers(), { client: results.client, cache }) });
  contentChanges.onReloaded(() => search.invalidate());
  metrics?.watchLiveStreams(() => live.stats().openStreams);
  metrics?.watchOutbox(() => contact.pendingCount());
  const stops: (() => void)[] = [];
  return {
    site: {
      env,
      content,
      results: (language, visitorHeaders, scope) => resultsSource(language, visitorHeaders, { client: results.client, cache }, scope),
      contact: contact.action,
      search,
      readiness: {
        contentKind: contentSource.kind,
        content: () => contentSource.socialMedia(),
        contentHeld: () => content.holdsContent(),
        results: () => results.client.competitions({ lng: "de" }),
        resultsShared: results.embeddedApi === undefined,
      },
    },
    embeddedApi: results.embeddedApi,
    contentChanges,
    contentRoutes,
    cacheClock,
    live,
    metrics,
    start() {
      // The social media links are loaded at start and refreshed, so no page waits for them.
      stops.push(content.startSocialMediaRefresh());
      // Edits in Cockpit that no webhook announced to this instance are found by looking every CONTENT_POLL_MS.
      stops.push(contentChanges.start());
      // Messages left in the outbox by an earlier run are delivered, new ones as they come.
      stops.push(contact.startDelivery());
      live.start();
      stops.push(() => live.stop());
      // Each language's search index is built now, so the first search does not wait for it.
      search.warm().catch((error: unknown) => log("error", "search_index_failed", { error: errorMessage(error) }));
    },
    async stop() {
      for (const stop of stops.splice(0)) stop();
      await contact.close();
      // A snapshot being written is finished, so the next start finds the newest content.
      await contentSnapshots?.flush();
      results.close();
    },
  };
}

/** Cockpit when CONTENT_API_URL is set (validation then requires the token), else the files under content/. */
function chooseContentSource(env: Env, metrics: Metrics | undefined): ContentSource {
  if (env.CONTENT_API_URL && env.CONTENT_API_TOKEN) {
    return createCockpitSource({
      baseUrl: env.CONTENT_API_URL,
      token: env.CONTENT_API_TOKEN,
      timeoutMs: env.CONTENT_TIMEOUT_MS,
      maxResponseBytes: env.CONTENT_MAX_RESPONSE_BYTES,
      onEntriesLeftOut: metrics?.contentEntriesLeftOut,
    });
  }
  return createEmbeddedSource();
}

/**
 * Where a Cockpit's last good content is kept across restarts (DATA_DIR/content-snapshots/, keyed by
 * CONTENT_API_URL); the embedded content cannot be down and keeps none.
 */
function contentSnapshotStore(env: Env, source: ContentSource): SnapshotStore | undefined {
  if (source.kind !== "cockpit" || !env.CONTENT_API_URL) return undefined;
  return createSnapshotStore({ dataDir: env.DATA_DIR, sourceKey: cockpitSnapshotKey(env.CONTENT_API_URL) });
}

/** The webhook (only with CONTENT_WEBHOOK_SECRET) and the image route, for a Cockpit content source. */
function cockpitRoutes(env: Env, changes: ContentChanges): (req: IncomingMessage, res: ServerResponse) => boolean {
  const images = createContentImageRoute({ baseUrl: env.CONTENT_API_URL!, token: env.CONTENT_API_TOKEN!, timeoutMs: env.CONTENT_TIMEOUT_MS });
  const webhook = env.CONTENT_WEBHOOK_SECRET ? createContentWebhook({ secret: env.CONTENT_WEBHOOK_SECRET, changes }) : undefined;
  return (req, res) => (webhook?.(req, res) ?? false) || images(req, res);
}

/**
 * The results client. With API_BASE_URL it talks to that backend over the network and the embedded
 * backend is never loaded. Without it, the embedded backend is loaded now, its database built (a
 * failure stops the start), and the client calls it in-process: each call answered with the
 * backend's typed answer object (the site's `/api` URL names the calls in messages).
 */
async function connectResults(
  env: Env,
  metrics: Metrics | undefined,
): Promise<{ client: ResultsClient; embeddedApi?: (request: Request) => Promise<Response>; close(): void }> {
  const observe = metrics?.resultsCall;
  if (env.API_BASE_URL) {
    const client = createResultsClient({
      baseUrl: env.API_BASE_URL,
      timeoutMs: env.API_TIMEOUT_MS,
      forwardHeaders: env.API_FORWARD_HEADERS,
      maxResponseBytes: env.API_MAX_RESPONSE_BYTES,
      observe,
    });
    return { client, close() {} };
  }
  const { openEmbeddedBackend } = await import("#results-backend/embedded.ts");
  let backend: ReturnType<typeof openEmbeddedBackend>;
  try {
    // RESULTS_CLOCK replays the recorded seasons from now on (docs/decisions/0110-live-status-and-replay-clock.md).
    backend = openEmbeddedBackend(env.DATA_DIR, env.RESULTS_CLOCK ? { replay: { start: env.RESULTS_CLOCK, rate: env.RESULTS_CLOCK_RATE } } : {});
  } catch (error) {
    throw new StartupError(`The embedded results database in DATA_DIR (${resolve(env.DATA_DIR)}) could not be built: ${errorMessage(error)}`, {
      cause: error,
    });
  }
  return {
    client: createResultsClient({
      baseUrl: `${env.SITE_URL}${API_PATH_PREFIX}`,
      timeoutMs: env.API_TIMEOUT_MS,
      forwardHeaders: env.API_FORWARD_HEADERS,
      maxResponseBytes: env.API_MAX_RESPONSE_BYTES,
      // The backend's typed answers, in-process: no Request, JSON or second validation on the site's own path;
      // its HTTP face (`handle`) serves /api for everyone else.
      direct: backend.answer,
      observe,
    }),
    embeddedApi: backend.handle,
    close: () => backend.close(),
  };
}

/** DATA_DIR holds the results database, the contact outbox and the last good content: it must exist and be writable. */
function ensureWritableDirectory(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new StartupError(`DATA_DIR (${resolve(dataDir)}) is not a writable directory: ${errorMessage(error)}`, { cause: error });
  }
}
