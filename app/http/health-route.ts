import type { LoaderFunctionArgs } from "react-router";
import { getContentSource } from "../content/content-source.server.ts";
import { resultsClientFromEnv } from "../results/client.server.ts";
import { CACHE_CONTROL } from "./cache-control.ts";

/**
 * `/healthz`: the process is alive and serving (no data source is touched).
 * `/readyz`: the data sources answer; 503 with each source's state when one does not, so a load
 * balancer can take this instance out of rotation. Errors are reported by kind, never with
 * configuration values (no URLs, no tokens).
 */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": CACHE_CONTROL.noStore } });

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

async function readyLoader() {
  const content = getContentSource();
  const [results, contentState] = await Promise.all([
    probe(() => resultsClientFromEnv().competitions({ lng: "de" })),
    probe(() => content.socialMedia()),
  ]);
  const ready = results.ok && contentState.ok;
  return json({ status: ready ? "ready" : "degraded", sources: { results, content: { kind: content.kind, ...contentState } } }, ready ? 200 : 503);
}

export function loader({ request }: LoaderFunctionArgs) {
  return new URL(request.url).pathname === "/readyz" ? readyLoader() : healthLoader();
}
