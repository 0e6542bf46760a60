import type { LoaderFunctionArgs } from "react-router";
import { servicesOf, type ReadinessProbes } from "../services.server.ts";
import { json } from "./responses.ts";

/**
 * `/healthz`: the process is alive and serving (no data source is touched).
 * `/readyz`: the data sources answer; 503 with each source's state when one does not, so a load
 * balancer can take this instance out of rotation. Errors are reported by kind, never with
 * configuration values (no URLs, no tokens).
 */
function healthLoader() {
  return json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
}

async function probe(check: () => Promise<unknown>) {
  const started = performance.now();
  try {
    await check();
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const status = (error as { status?: number }).status;
    return { ok: false, ms: Math.round(performance.now() - started), error: status === undefined ? "unreachable" : `status ${status}` };
  }
}

async function readyLoader(readiness: ReadinessProbes) {
  const [results, content] = await Promise.all([probe(readiness.results), probe(readiness.content)]);
  const ready = results.ok && content.ok;
  return json(
    { status: ready ? "ready" : "degraded", sources: { results, content: { kind: readiness.contentKind, ...content } } },
    { status: ready ? 200 : 503 },
  );
}

export function loader({ request, context }: LoaderFunctionArgs) {
  return new URL(request.url).pathname === "/readyz" ? readyLoader(servicesOf(context).readiness) : healthLoader();
}
