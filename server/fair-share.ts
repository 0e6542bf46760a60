import { performance } from "node:perf_hooks";

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
 */

export const WORK_KINDS = ["render", "card", "image"] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export interface PoolLimits {
  /** Jobs running at once, all clients together. */
  running: number;
  /** Jobs waiting, all clients together; one more is refused with 503. */
  waiting: number;
  /** Jobs of one client running at once. */
  runningPerClient: number;
  /** Jobs of one client waiting; one more is refused with 429. */
  waitingPerClient: number;
  /** The fraction of the event loop's time one client's jobs may keep it busy, sustained (omitted: no bound). */
  share?: number;
  /** The busy time a client may take at once before its share paces it (milliseconds). */
  burstMs?: number;
}

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
 * - share cards: drawn one at a time on the render worker (server/cards/card-route.ts); 4 requests
 *   at once lets a card kept in memory be answered beside a drawing, 1 per client;
 * - content images: fetched from Cockpit, waiting on the network: 16 at once, 6 per client (a
 *   browser's connections), 32 waiting per client (a list of news with pictures).
 */
export const FAIR_SHARE_LIMITS: Readonly<Record<WorkKind, PoolLimits>> = {
  render: { running: 64, waiting: 256, runningPerClient: 2, waitingPerClient: 16, share: 0.25, burstMs: 250 },
  card: { running: 4, waiting: 64, runningPerClient: 1, waitingPerClient: 8 },
  image: { running: 16, waiting: 128, runningPerClient: 6, waitingPerClient: 32 },
};

/** Retry-After when the server as a whole is busy (503): long enough for its queue to drain. */
const BUSY_RETRY_AFTER_S = 5;

/**
 * How long a refusal is held before it is sent. A client that retries at once, on every connection it
 * has beyond its share, turned its refusals into a flood of their own: 40 connections from one address
 * got 400 refusals a second, and other visitors' cached pages took 6 times as long. Held for a second
 * (Retry-After's least value, which a polite client waits anyway), each such connection asks once a
 * second; holding costs a timer per refused request.
 */
export const HOLD_REFUSAL_MS = 1000;

/** Bounds the memory a flood of addresses can take: the longest idle client's share is forgotten first. */
const MAX_TRACKED_CLIENTS = 10_000;

/** Work refused: 429 when its client has its share waiting already, 503 when everybody's does. */
export class FairShareRefusal extends Error {
  readonly status: 429 | 503;
  readonly retryAfterSeconds: number;
  constructor(status: 429 | 503, retryAfterSeconds: number) {
    super(status === 429 ? "this client's share of uncached work is waiting already" : "too much uncached work is waiting");
    this.name = "FairShareRefusal";
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

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

interface Waiting {
  start: () => void;
  abandon?: () => void;
}

interface ClientState {
  running: number;
  waiting: Waiting[];
}

interface Bucket {
  /** Busy milliseconds the client may still take; negative after a job that took more. */
  tokens: number;
  at: number;
}

export function createFairShare(options: FairShareOptions = {}): FairShare {
  const exempt = options.exempt ?? (() => false);
  const now = options.now ?? (() => performance.now());
  const busyMs = options.busyMs ?? (() => performance.eventLoopUtilization().active);
  const pools = Object.fromEntries(WORK_KINDS.map((kind) => [kind, createPool(kind, { ...FAIR_SHARE_LIMITS[kind], ...options.limits?.[kind] })])) as Record<
    WorkKind,
    Pool
  >;

  type Pool = ReturnType<typeof createPool>;

  function createPool(kind: WorkKind, limits: PoolLimits) {
    /** Clients with jobs running or waiting; those waiting in the order of their turns. */
    const clients = new Map<string, ClientState>();
    const turns = new Map<string, ClientState>();
    /** Each client's share of the loop's time (pools with a share only), kept while it refills. */
    const buckets = new Map<string, Bucket>();
    let running = 0;
    let waiting = 0;
    let dispatchPending = false;
    let wakeTimer: ReturnType<typeof setTimeout> | undefined;
    let chargedUpTo = limits.share === undefined ? 0 : busyMs();

    const burst = limits.burstMs ?? 0;

    /** The client's bucket refilled up to now (undefined: no share in this pool, or an exempt client). */
    function bucketOf(client: string): Bucket | undefined {
      if (limits.share === undefined || exempt(client)) return undefined;
      const at = now();
      let bucket = buckets.get(client);
      if (!bucket) {
        bucket = { tokens: burst, at };
        if (buckets.size >= MAX_TRACKED_CLIENTS) forgetOneIdleBucket();
      } else {
        bucket.tokens = Math.min(burst, bucket.tokens + (at - bucket.at) * limits.share);
        bucket.at = at;
        // Re-inserted: the Map's order is the order of last use.
        buckets.delete(client);
      }
      buckets.set(client, bucket);
      return bucket;
    }

    function forgetOneIdleBucket() {
      for (const client of buckets.keys()) {
        if (clients.has(client)) continue;
        buckets.delete(client);
        return;
      }
    }

    /** Charges the loop's busy time since the last charge to the clients of the jobs running, split between the jobs. */
    function charge() {
      if (limits.share === undefined) return;
      const busy = busyMs();
      const spent = busy - chargedUpTo;
      chargedUpTo = busy;
      if (running === 0 || spent <= 0) return;
      for (const [client, state] of clients) {
        if (state.running === 0) continue;
        const bucket = bucketOf(client);
        if (bucket) bucket.tokens -= (spent * state.running) / running;
      }
    }

    /** Milliseconds until the client may start a job as far as its share goes (0: now). */
    function shareWait(client: string): number {
      const bucket = bucketOf(client);
      if (!bucket || bucket.tokens > 0) return 0;
      return (-bucket.tokens + 1) / limits.share!;
    }

    function mayStart(client: string, state: ClientState): boolean {
      if (exempt(client)) return true;
      return state.running < limits.runningPerClient && shareWait(client) === 0;
    }

    /** Starts the job of the next client in turn, if any may start; then the next one, in a later turn of the loop. */
    function dispatch() {
      dispatchPending = false;
      if (running >= limits.running || waiting === 0) return;
      charge();
      let wake = Infinity;
      for (const [client, state] of turns) {
        if (!mayStart(client, state)) {
          if (state.running < limits.runningPerClient) wake = Math.min(wake, shareWait(client));
          continue;
        }
        const next = state.waiting.shift()!;
        waiting--;
        turns.delete(client);
        // Back at the end of the line, if it has more waiting.
        if (state.waiting.length > 0) turns.set(client, state);
        next.start();
        schedule();
        return;
      }
      // Everybody waiting is over their share or running theirs: wake when the first share has refilled.
      if (wake !== Infinity && wakeTimer === undefined) {
        wakeTimer = setTimeout(() => {
          wakeTimer = undefined;
          schedule();
        }, Math.ceil(wake));
        wakeTimer.unref?.();
      }
    }

    function schedule() {
      if (dispatchPending || waiting === 0 || running >= limits.running) return;
      dispatchPending = true;
      setImmediate(dispatch);
    }

    function refusal(client: string): FairShareRefusal | undefined {
      if (waiting >= limits.waiting) return new FairShareRefusal(503, BUSY_RETRY_AFTER_S);
      if (exempt(client)) return undefined;
      const state = clients.get(client);
      if (!state || state.waiting.length < limits.waitingPerClient) return undefined;
      return new FairShareRefusal(429, Math.max(1, Math.ceil(shareWait(client) / 1000)));
    }

    function release(client: string, state: ClientState) {
      charge();
      state.running--;
      running--;
      if (state.running === 0 && state.waiting.length === 0) clients.delete(client);
      schedule();
    }

    function run<T>(client: string, job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      const refused = refusal(client);
      if (refused) {
        options.onRefused?.(kind, refused.status);
        return Promise.reject(refused);
      }
      if (signal?.aborted) return Promise.reject(signal.reason);
      let state = clients.get(client);
      if (!state) clients.set(client, (state = { running: 0, waiting: [] }));
      const own = state;
      if (waiting > 0 || running >= limits.running || !mayStart(client, state)) options.onWaited?.(kind);
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => {
          const at = own.waiting.indexOf(entry);
          if (at === -1) return;
          own.waiting.splice(at, 1);
          waiting--;
          if (own.waiting.length === 0) {
            turns.delete(client);
            if (own.running === 0) clients.delete(client);
          }
          reject(signal!.reason);
        };
        const entry: Waiting = {
          start() {
            signal?.removeEventListener("abort", onAbort);
            charge();
            own.running++;
            running++;
            let result: Promise<T>;
            try {
              result = job();
            } catch (error) {
              result = Promise.reject(error);
            }
            result.then(resolve, reject).finally(() => release(client, own));
          },
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        own.waiting.push(entry);
        waiting++;
        if (!turns.has(client)) turns.set(client, own);
        schedule();
      });
    }

    return {
      run,
      refusal(client: string) {
        const refused = refusal(client);
        if (refused) options.onRefused?.(kind, refused.status);
        return refused;
      },
      stats: () => ({ running, waiting, clients: clients.size }),
    };
  }

  return {
    run: (client, kind, job, signal) => pools[kind].run(client, job, signal),
    refusal: (client, kind) => pools[kind].refusal(client),
    stats: () => Object.fromEntries(WORK_KINDS.map((kind) => [kind, pools[kind].stats()])) as ReturnType<FairShare["stats"]>,
  };
}
