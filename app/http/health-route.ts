import type { LoaderFunctionArgs } from "react-router";
import { errorMessage, logFailureOnce } from "../../lib/log.server.ts";
import { json } from "../../lib/responses.ts";
import { cacheOf } from "../../lib/ttl-cache.server.ts";
import { servicesOf, type ReadinessProbes } from "../services.server.ts";

/**
 * `/healthz`: the process is alive and serving (no data source is touched).
 *
 * `/readyz`: whether the data sources answer; 200 when both do, 503 when one does not, so a load
 * balancer can take this instance out of rotation. Both routes are public, so:
 * - The probes run at most once per READINESS_CACHE_MS per process: concurrent requests share the
 *   probe in flight, later ones its result until it is that old. A flood of `/readyz` then costs the
 *   content service (called with the site's token) and the results backend one request each per
 *   interval, not one per hit. A probe that does not settle within PROBE_TIMEOUT_MS counts as
 *   degraded, so a hung source cannot hold every later request.
 * - The body says `ready` or `degraded`, overall and per source (`results`, `content`: the same
 *   names in every setup), and nothing else. A load balancer acts on the status code alone; the
 *   per-source word tells an operator where to look. Which content service runs (Cockpit or the
 *   embedded files), how long a source took and how it failed describe the setup and its
 *   weaknesses to anyone who asks, and a load balancer measures its own probe time anyway: they
 *   go to the log instead (`logFailureOnce`, never with configuration values: no URLs with
 *   credentials, no tokens).
 * - The answer is `no-store`, like every JSON answer of the site.
 */
function healthLoader() {
  return json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
}

/** How long a readiness result is reused; a load balancer probes every few seconds at most. */
export const READINESS_CACHE_MS = 5_000;
/** Longest wait for one probe; the clients' own timeouts are shorter. */
export const PROBE_TIMEOUT_MS = 10_000;

type SourceState = "ready" | "degraded";

interface ReadinessReport {
  ready: boolean;
  sources: { results: SourceState; content: SourceState };
}

async function probe(source: "results" | "content", check: () => Promise<unknown>): Promise<SourceState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return "ready";
  } catch (error) {
    logFailureOnce(`readiness:${source}`, errorMessage(error));
    return "degraded";
  } finally {
    clearTimeout(timer);
  }
}

async function probeAll(probes: ReadinessProbes): Promise<ReadinessReport> {
  const [results, content] = await Promise.all([probe("results", probes.results), probe("content", probes.content)]);
  return { ready: results === "ready" && content === "ready", sources: { results, content } };
}

/**
 * The readiness of the sources behind `probes` (one set per process): probed anew only when the
 * last probe settled READINESS_CACHE_MS ago; concurrent requests share the probe in flight.
 */
function readiness(probes: ReadinessProbes): Promise<ReadinessReport> {
  return cacheOf(probes, { source: "readiness" }).get("report", READINESS_CACHE_MS, () => probeAll(probes));
}

async function readyLoader(probes: ReadinessProbes) {
  const { ready, sources } = await readiness(probes);
  return json({ status: ready ? "ready" : "degraded", sources }, { status: ready ? 200 : 503 });
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return new URL(request.url).pathname === "/readyz" ? readyLoader(servicesOf(context).readiness) : healthLoader();
}
