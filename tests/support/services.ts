import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { parseEnv } from "#app/config/env.server.ts";
import { createEmbeddedSource } from "#app/content/adapters/embedded.server.ts";
import { createContentService } from "#app/content/service.server.ts";
import { createContactServices } from "#app/features/contact/service.server.ts";
import { createSiteSearch } from "#app/features/search/site-search.server.ts";
import { createResultsClient } from "#app/results-api/client.server.ts";
import { createResultsCache, resultsSource } from "#app/results-api/results-source.server.ts";
import { type SiteServices, siteServicesContext } from "#app/services.server.ts";
import { API_PATH_PREFIX } from "#contract/api-calls.ts";
import { type EmbeddedBackend, openEmbeddedBackend } from "#results-backend/embedded.ts";
import { listen, type Loopback } from "./results-loopback.ts";
import { scratchDir, sharedResultsDataDir } from "./test-dirs.ts";

/**
 * Services for tests that call loaders and actions directly: the embedded content, the embedded
 * results backend (its database built once per run by the global setup,
 * tests/support/vitest-global-setup.ts, in a temporary directory, never in ./var, and opened
 * read-only here by every file) and a contact outbox in a temporary directory of the test file's
 * own, as the server's composition root would build them with no configuration. Pass `overrides` to replace any service (a dead results
 * backend, a fake outbox). Every call gets fresh caches, so tests do not see each other's answers.
 */
let shared: { dataDir: string; backend: EmbeddedBackend } | undefined;
let ownDataDir: string | undefined;

/** The embedded backend's API (as mounted at `/api`), answering from the run's database. */
export function embeddedApi(request: Request): Promise<Response> {
  return sharedBackend().backend.handle(request);
}

/** The run's temporary data directory with the results database in it (shared: write nothing there). */
export function testDataDir(): string {
  return sharedBackend().dataDir;
}

function sharedBackend() {
  if (!shared) {
    const dataDir = sharedResultsDataDir();
    // Opening finds the database built from the current sources and only reads it.
    shared = { dataDir, backend: openEmbeddedBackend(dataDir) };
  }
  return shared;
}

export function testServices(overrides: Partial<SiteServices> = {}): SiteServices {
  const { backend } = sharedBackend();
  // The contact outbox is written: in the file's own directory, never in the shared one.
  ownDataDir ??= scratchDir("data");
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: ownDataDir, SITE_URL: "http://localhost" });
  const client = createResultsClient({ baseUrl: `${env.SITE_URL}${API_PATH_PREFIX}`, timeoutMs: 10_000, transport: backend.handle });
  const cache = createResultsCache();
  const source = createEmbeddedSource();
  const content = createContentService(source);
  const results: SiteServices["results"] = (language, headers, scope) => resultsSource(language, headers, { client, cache }, scope);
  return {
    env,
    content,
    results,
    contact: createContactServices(env).action,
    search: createSiteSearch({ content: overrides.content ?? content, results: (language) => (overrides.results ?? results)(language, new Headers()) }),
    readiness: { contentKind: source.kind, content: () => source.socialMedia(), results: () => client.competitions({ lng: "de" }) },
    ...overrides,
  };
}

/** React Router's request context holding `services`, as the server hands it to loaders and actions. */
export function testContext(services: SiteServices = testServices()): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteServicesContext, services);
  return context;
}

/**
 * For the enclosing describe block: services whose results backend accepts connections and closes
 * them without an answer, with nothing cached yet (the site then shows its failure states).
 */
export function useDeadResultsBackend(): () => SiteServices {
  let dead: Loopback | undefined;
  let services: SiteServices | undefined;
  beforeAll(async () => {
    dead = await listen((req) => req.socket.destroy());
    const client = createResultsClient({ baseUrl: `${dead.origin}/api`, timeoutMs: 3_000 });
    const cache = createResultsCache();
    services = testServices({ results: (language, headers) => resultsSource(language, headers, { client, cache }) });
  });
  afterAll(async () => {
    await dead?.close();
  });
  return () => {
    if (!services) throw new Error("useDeadResultsBackend(): the services exist only once the block's tests run");
    return services;
  };
}
