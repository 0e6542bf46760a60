import { performance } from "node:perf_hooks";
import { FairShareRefusal, Pool, type PoolLimits } from "./fair-share-pool.ts";

export { FairShareRefusal, type PoolLimits };

/**
 * Each client's fair share of the work the server cannot answer from memory
 * (docs/decisions/0812-fair-share-of-uncached-work.md). A cached page costs a fraction of a
 * millisecond; a render, a `.data` miss or a route discovery manifest of made-up paths costs 3–20 ms
 * of the one thread that also answers the cached pages. Without a bound, one client keeping a few
 * connections busy with such requests made everybody's cached pages ten times slower or worse.
 *
 * Work is run in pools (`WorkKind`), each with its own limits: renders (pages, data requests, the
 * manifest, form posts and the embedded API: everything React Router answers) on the event loop, and
 * share cards and content images, which wait on a worker thread or on Cockpit. In each pool:
 * - at most `running` jobs run at once, and at most `runningPerClient` of one client;
 * - a job that cannot start waits; clients take turns (round robin), so a client with many waiting
 *   jobs delays another client's by one job at most per turn;
 * - a client with `waitingPerClient` jobs waiting is refused (429), and when `waiting` jobs wait in
 *   all, everyone is (503): both with Retry-After, so a polite client backs off, and a request that
 *   would only wait longer is not held;
 * - a job starts in its own turn of the event loop (setImmediate): whatever arrived meanwhile, the
 *   cached answers above all, is answered before the next uncached job begins;
 * - where the pool has a `share`, a client's jobs may keep the event loop busy for that fraction of
 *   the time, after a burst of `burstMs`: the loop's busy time while jobs run is charged to their
 *   clients, split between the jobs running. A client over its share waits its turn until the share
 *   has refilled, even when nobody else waits: the idle time left is where other visitors' cached
 *   pages are answered at once instead of behind a render. Time spent waiting on I/O (the results
 *   backend, the content service) is not charged; the other answers given while a client's job runs
 *   are, which charges a client more the busier the server is.
 *
 * The host itself (`exempt`: loopback's own address, where a proxy on the same machine that is not
 * declared TRUSTED_PROXY, or the host's own tools, connect from) has no limit of its own, only the
 * pool's: through such a proxy every visitor would be the one client.
 *
 * Here: the pools' limits and the fair share that holds one pool per kind; a pool's turns and bounds
 * are in fair-share-pool.ts, a client's share of the loop's time in fair-share-loop-share.ts.
 */

export const WORK_KINDS = ["render", "card", "image"] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/**
 * The limits, per pool:
 * - renders: 64 at once. A render waiting on an external results backend or content service holds
 *   its place for as long as they take (a hung one: the whole API_TIMEOUT_MS), so a few such pages
 *   must not hold every other render up (with 8, eleven pages asked at once while both sources hung
 *   took two timeouts); on the embedded backend renders are CPU, and how many run at once changes
 *   only their order. One client's flood is held by its own bounds: 2 per client, what a page and its
 *   data or manifest request need at once. A quarter of the event loop
 *   per client, after a quarter of a second of it at once: a visitor's few uncached pages never wait
 *   for it (a page is 3–20 ms), a crawler from one address gets 12–80 pages a second per instance,
 *   and a flood from one address leaves three quarters of the loop to everyone else (with half, the
 *   other visitors' cached pages would wait behind a render as often as not). 16 waiting per client
 *   (a browser opens 6 connections to a host, a network behind one address a few more), 256 in all
 *   (a few seconds of renders: a request would wait longer than a retry costs);
 * - share cards: drawn one at a time on the render worker (app/features/cards/card-route.server.ts); 4 requests
 *   at once lets a card kept in memory be answered beside a drawing, 1 per client;
 * - content images: fetched from Cockpit, waiting on the network: 16 at once, 6 per client (a
 *   browser's connections), 32 waiting per client (a list of news with pictures).
 */
export const FAIR_SHARE_LIMITS: Readonly<Record<WorkKind, PoolLimits>> = {
  render: { running: 64, waiting: 256, runningPerClient: 2, waitingPerClient: 16, share: 0.25, burstMs: 250 },
  card: { running: 4, waiting: 64, runningPerClient: 1, waitingPerClient: 8 },
  image: { running: 16, waiting: 128, runningPerClient: 6, waitingPerClient: 32 },
};

/**
 * How long a refusal is held before it is sent. A client that retries at once, on every connection it
 * has beyond its share, turned its refusals into a flood of their own: 40 connections from one address
 * got 400 refusals a second, and other visitors' cached pages took 6 times as long. Held for a second
 * (Retry-After's least value, which a polite client waits anyway), each such connection asks once a
 * second; holding costs a timer per refused request.
 */
export const HOLD_REFUSAL_MS = 1000;

export interface FairShareOptions {
  limits?: Partial<Record<WorkKind, PoolLimits>>;
  /** Clients with no limit of their own (the host itself). */
  exempt?: (client: string) => boolean;
  /** Milliseconds, monotonic. */
  now?: () => number;
  /** The event loop's busy time so far, in milliseconds (its utilization's `active`). */
  busyMs?: () => number;
  /** Told of each job refused, and of each job that had to wait for its turn. */
  onRefused?: (kind: WorkKind, status: 429 | 503) => void;
  onWaited?: (kind: WorkKind) => void;
}

export interface FairShare {
  /**
   * Runs `job` in the client's turn: it starts in a later turn of the event loop, and the promise
   * settles with the job's outcome. Rejects with a `FairShareRefusal` when the client's share (or the
   * server's) is waiting already, and with the signal's reason when it aborts before the job starts
   * (the client left: the job is never run).
   */
  run<T>(client: string, kind: WorkKind, job: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** The refusal `run` would give now, or undefined: to answer before building anything for the request. */
  refusal(client: string, kind: WorkKind): FairShareRefusal | undefined;
  /** Jobs running and waiting per pool, and the clients with work in it. */
  stats(): Record<WorkKind, { running: number; waiting: number; clients: number }>;
}

export function createFairShare(options: FairShareOptions = {}): FairShare {
  const context = {
    exempt: options.exempt ?? (() => false),
    now: options.now ?? (() => performance.now()),
    busyMs: options.busyMs ?? (() => performance.eventLoopUtilization().active),
  };
  const poolOf = (kind: WorkKind) =>
    new Pool(
      { ...FAIR_SHARE_LIMITS[kind], ...options.limits?.[kind] },
      { ...context, onRefused: (status) => options.onRefused?.(kind, status), onWaited: () => options.onWaited?.(kind) },
    );
  const pools = Object.fromEntries(WORK_KINDS.map((kind) => [kind, poolOf(kind)])) as Record<WorkKind, Pool>;
  return {
    run: (client, kind, job, signal) => pools[kind].run(client, job, signal),
    refusal: (client, kind) => pools[kind].refusal(client),
    stats: () => Object.fromEntries(WORK_KINDS.map((kind) => [kind, pools[kind].stats()])) as ReturnType<FairShare["stats"]>,
  };
}
