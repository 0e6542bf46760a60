import { MAX_COMPETITIONS_PER_STREAM } from "./views/live-view.ts";

/**
 * The wire format of the live stream (docs/decisions/0111-live-stream.md): what `GET /live` accepts
 * and how its Server-Sent Events are written. Pure functions, shared by the route, the hub and the
 * tests.
 */

export const LIVE_PATH = "/live";
/** Counters of the process's hub, for the bench and the host's scrapers: on the metrics listener (server/metrics.ts), never the public port. */
export const LIVE_STATS_PATH = "/live/stats";

/** What the browser waits before reconnecting after the stream ended or broke. */
export const RECONNECT_MS = 3000;

/**
 * The first bytes of every stream: the reconnect delay, and a comment long enough that a proxy
 * which holds back a first chunk of a few KiB (some do, to sniff or compress it) passes it on.
 */
export const STREAM_PREAMBLE = `retry: ${RECONNECT_MS}\n:${" ".repeat(2048)}\n\n`;

/** Keeps idle connections (and the proxies and NAT tables on their way) from timing out. */
export const HEARTBEAT = ": ping\n\n";

/** Written before the process ends the stream at shutdown; the browser reconnects (to another instance). */
export const SHUTDOWN_COMMENT = ": server shutting down\n\n";

export type LiveQuery = { ok: true; competitionIds: number[] } | { ok: false; reason: string };

const COMPETITION_ID = /^\d{1,9}$/;

/**
 * The competitions of a `/live` query: 1 to 8 distinct non-negative integers in `c` parameters.
 * Other parameters are ignored (some EventSource polyfills add a cache buster).
 */
export function parseLiveQuery(search: string): LiveQuery {
  const values = new URLSearchParams(search).getAll("c");
  if (values.length === 0) return { ok: false, reason: "name the competitions to follow: /live?c=<id>&c=<id>" };
  if (values.length > MAX_COMPETITIONS_PER_STREAM) return { ok: false, reason: `at most ${MAX_COMPETITIONS_PER_STREAM} competitions per stream` };
  const ids: number[] = [];
  for (const value of values) {
    if (!COMPETITION_ID.test(value)) return { ok: false, reason: "competition ids are non-negative integers" };
    const id = Number(value);
    if (ids.includes(id)) return { ok: false, reason: "each competition once" };
    ids.push(id);
  }
  return { ok: true, competitionIds: ids };
}

/** The id the browser's EventSource resumes from (`Last-Event-ID`), when it is one of ours. */
export function parseLastEventId(header: string | string[] | undefined): number | undefined {
  if (typeof header !== "string" || !/^\d{1,16}$/.test(header.trim())) return undefined;
  const id = Number(header.trim());
  return Number.isSafeInteger(id) ? id : undefined;
}

export type LiveEventName = "matches" | "table";

/** One event, framed once and written as the same string to every subscriber. `data` is one line of JSON. */
export function formatEvent(name: LiveEventName, seq: number, data: string): string {
  return `event: ${name}\nid: ${seq}\ndata: ${data}\n\n`;
}
