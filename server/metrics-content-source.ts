import { Counter, Gauge, Histogram, type Registry } from "prom-client";
import type { ContentSource } from "#app/content/contract.ts";
import { DURATION_BUCKETS } from "./metrics-series.ts";

/**
 * The content source's part of the metrics (server/metrics.ts): every call timed and its failures
 * counted by collection call, whether the source answers as its last call found it, and the entries
 * each collection's last load left out.
 */
export function contentSourceMetrics(registry: Registry) {
  const contentDuration = new Histogram({
    name: "matchpuls_content_request_duration_seconds",
    help: "Calls of the content source, by collection call and outcome (ok, error).",
    labelNames: ["call", "outcome"],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const contentFailures = new Counter({
    name: "matchpuls_content_failures_total",
    help: "Calls of the content source that failed, by collection call.",
    labelNames: ["call"],
    registers: [registry],
  });
  // Whether the content source answers, as its last call found it: 0 while an instance serves its last
  // good content (docs/decisions/0811-readiness-and-last-good-content.md), which `/readyz` no longer
  // turns into a 503. Calls come from pages (a value's refresh), the change poll, `/readyz` and the
  // social links' timer.
  const contentUp = new Gauge({
    name: "matchpuls_content_source_up",
    help: "1 when the content source's last call answered, 0 when it failed (the last good content is served meanwhile); 0 before the first call.",
    registers: [registry],
  });
  const contentLastSuccess = new Gauge({
    name: "matchpuls_content_source_last_success_timestamp_seconds",
    help: "When a call of the content source last answered (Unix time); 0 before the first answer.",
    registers: [registry],
  });
  // Set on each load: an editor's save that leaves an entry out shows here, not only in the log.
  const contentLeftOut = new Gauge({
    name: "matchpuls_content_entries_left_out",
    help: "Entries of a collection the site leaves out (a required field missing or malformed), as its last load found them; `npm run cms:check` names them.",
    labelNames: ["collection"],
    registers: [registry],
  });

  function measured<T>(call: string, load: () => Promise<T>): Promise<T> {
    const started = performance.now();
    return load().then(
      (value) => {
        contentDuration.observe({ call, outcome: "ok" }, (performance.now() - started) / 1000);
        contentUp.set(1);
        contentLastSuccess.set(Date.now() / 1000);
        return value;
      },
      (error: unknown) => {
        contentDuration.observe({ call, outcome: "error" }, (performance.now() - started) / 1000);
        contentFailures.inc({ call });
        contentUp.set(0);
        throw error;
      },
    );
  }

  return {
    /** The content source with every call timed, its failures counted and its state (up or not) kept. */
    measureContentSource(source: ContentSource): ContentSource {
      // Every method of the contract, whichever it has now or gets later, timed under its own name.
      const wrapped = new Map<PropertyKey, unknown>();
      return new Proxy(source, {
        get(target, name) {
          const value: unknown = Reflect.get(target, name);
          if (typeof value !== "function") return value;
          if (!wrapped.has(name)) wrapped.set(name, (...args: unknown[]) => measured(String(name), () => value.apply(target, args) as Promise<unknown>));
          return wrapped.get(name);
        },
      });
    },
    /** A collection loaded with this many entries left out. */
    contentEntriesLeftOut: (collection: string, count: number) => contentLeftOut.set({ collection }, count),
  };
}
