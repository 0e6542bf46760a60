import type { LoaderFunctionArgs } from "react-router";
import { errorMessage, logFailureOnce } from "#lib/log.server.ts";
import { json } from "#lib/responses.ts";
import { cacheOf } from "#lib/ttl-cache.server.ts";
import { servicesOf, type ReadinessProbes } from "../services.server.ts";

/**
 * `/healthz`: the process is alive and serving (no data source is touched).
 *
 * `/readyz`: whether this instance can serve, and how its data sources are
 * (docs/decisions/0811-readiness-and-last-good-content.md). 503 only when the instance has nothing
 * of its own to serve with: no content at all (the content source fails and nothing was loaded or
 * restored from DATA_DIR), or its own results database (the embedded backend) fails. A source every
 * instance shares that fails while this one serves its last good data (Cockpit, an external results
 * backend) answers 200 with that source `degraded`: a load balancer that took every instance out
 * for it would take the whole site down, though each serves what it has. Both routes are public, so:
 * - The probes run at most once per READINESS_CACHE_MS per process: concurrent requests share the
 *   probe in flight, later ones its result until it is that old. A flood of `/readyz` then costs the
 *   content service (called with the site's token) and the results backend one request each per
 *   interval, not one per hit. A probe that does not settle within PROBE_TIMEOUT_MS counts as
 *   failed, so a hung source cannot hold every later request.
 * - The body says `ready`, `degraded` or `unready` overall and, per source (`results`, `content`:
 *   the same names in every setup), `ready` (it answers), `degraded` (it does not, and what was
 *   loaded before is served) or `unavailable` (it does not, and nothing is served in its place);
 *   and nothing else. A load balancer acts on the status code alone; the per-source word tells an
 *   operator where to look (the metrics say it too: `matchpuls_content_source_up`). Which content
 *   service runs (Cockpit or the embedded files), how long a source took and how it failed describe
 *   the setup and its weaknesses to anyone who asks, and a load balancer measures its own probe time
 *   anyway: they go to the log instead (`logFailureOnce`, never with configuration values: no URLs
 *   with credentials, no tokens).
 * - The answer is `no-store`, like every JSON answer of the site.
 */
function healthLoader() {
  return json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
}

/** How long a readiness result is reused; a load balancer probes every few seconds at most. */
export const READINESS_CACHE_MS = 5_000;
/** Longest wait for one probe; the clients' own timeouts are shorter. */
export const PROBE_TIMEOUT_MS = 10_000;

type SourceState = "ready" | "degraded" | "unavailable";

interface ReadinessReport {
  status: "ready" | "degraded" | "unready";
  sources: { results: SourceState; content: SourceState };
}

/** Whether `check` answers within PROBE_TIMEOUT_MS; a failure is logged once per interval. */
async function answers(source: "results" | "content", check: () => Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return true;
  } catch (error) {
    logFailureOnce(`readiness:${source}`, errorMessage(error));
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A source that fails is `degraded` when what it gave before is served in its place, else `unavailable`. */
const stateOf = (answered: boolean, stillServed: boolean): SourceState => (answered ? "ready" : stillServed ? "degraded" : "unavailable");

async function probeAll(probes: ReadinessProbes): Promise<ReadinessReport> {
  const [results, content] = await Promise.all([answers("results", probes.results), answers("content", probes.content)]);
  const sources = {
    // The results pages keep their own stale answers; a backend every instance shares is no reason to take this one out.
    results: stateOf(results, probes.resultsShared === true),
    content: stateOf(content, probes.contentHeld?.() === true),
  };
  const states = Object.values(sources);
  const status = states.includes("unavailable") ? "unready" : states.includes("degraded") ? "degraded" : "ready";
  return { status, sources };
}

/**
 * The readiness of the sources behind `probes` (one set per process): probed anew only when the
 * last probe settled READINESS_CACHE_MS ago; concurrent requests share the probe in flight.
 */
function readiness(probes: ReadinessProbes): Promise<ReadinessReport> {
  return cacheOf(probes, { source: "readiness" }).get("report", READINESS_CACHE_MS, () => probeAll(probes));
}

async function readyLoader(probes: ReadinessProbes) {
  const { status, sources } = await readiness(probes);
  return json({ status, sources }, { status: status === "unready" ? 503 : 200 });
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return new URL(request.url).pathname === "/readyz" ? readyLoader(servicesOf(context).readiness) : healthLoader();
}
