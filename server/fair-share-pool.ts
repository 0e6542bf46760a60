import { LoopShare } from "./fair-share-loop-share.ts";

/**
 * One pool of the fair share (server/fair-share.ts, docs/decisions/0812-fair-share-of-uncached-work.md):
 * its jobs run at most `running` at once and `runningPerClient` of one client; a job that cannot start
 * waits, and clients take turns (round robin), one job started per turn of the event loop; a client
 * with `waitingPerClient` jobs waiting is refused (429), everyone when `waiting` jobs wait (503); with a
 * `share`, a client's jobs are paced by its share of the loop's time (fair-share-loop-share.ts).
 */

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

/** What a pool is told by its fair share: who has no limit of its own, the clocks, and whom to tell of refusals and waits. */
export interface PoolContext {
  exempt: (client: string) => boolean;
  now: () => number;
  busyMs: () => number;
  onRefused?: (status: 429 | 503) => void;
  onWaited?: () => void;
}

/** Retry-After when the server as a whole is busy (503): long enough for its queue to drain. */
const BUSY_RETRY_AFTER_S = 5;

interface Waiting {
  start: () => void;
}

interface ClientState {
  running: number;
  waiting: Waiting[];
}

export class Pool {
  /** Clients with jobs running or waiting; those waiting in the order of their turns. */
  private readonly clients = new Map<string, ClientState>();
  private readonly turns = new Map<string, ClientState>();
  /** Each client's share of the loop's time (pools with a share only). */
  private readonly share: LoopShare | undefined;
  private readonly limits: PoolLimits;
  private readonly context: PoolContext;
  private running = 0;
  private waiting = 0;
  private dispatchPending = false;
  private wakeTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(limits: PoolLimits, context: PoolContext) {
    this.limits = limits;
    this.context = context;
    const { share, burstMs = 0 } = limits;
    this.share = share === undefined ? undefined : new LoopShare({ ...context, share, burstMs, clients: this.clients });
  }

  /** Runs `job` in the client's turn; rejects with a refusal, or with the signal's reason when it aborts before the job starts. */
  run<T>(client: string, job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const refused = this.refusalNow(client);
    if (refused) {
      this.context.onRefused?.(refused.status);
      return Promise.reject(refused);
    }
    if (signal?.aborted) return Promise.reject(signal.reason);
    let state = this.clients.get(client);
    if (!state) this.clients.set(client, (state = { running: 0, waiting: [] }));
    const own = state;
    if (this.waiting > 0 || this.running >= this.limits.running || !this.mayStart(client, own)) this.context.onWaited?.();
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        if (this.leaveLine(client, own, entry)) reject(signal!.reason);
      };
      const entry: Waiting = {
        start: () => {
          signal?.removeEventListener("abort", onAbort);
          this.start(client, own, job)
            .then(resolve, reject)
            .finally(() => this.release(client, own));
        },
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      own.waiting.push(entry);
      this.waiting++;
      if (!this.turns.has(client)) this.turns.set(client, own);
      this.schedule();
    });
  }

  /** The refusal `run` would give now, or undefined; a refusal is counted as one. */
  refusal(client: string): FairShareRefusal | undefined {
    const refused = this.refusalNow(client);
    if (refused) this.context.onRefused?.(refused.status);
    return refused;
  }

  stats() {
    return { running: this.running, waiting: this.waiting, clients: this.clients.size };
  }

  private refusalNow(client: string): FairShareRefusal | undefined {
    if (this.waiting >= this.limits.waiting) return new FairShareRefusal(503, BUSY_RETRY_AFTER_S);
    if (this.context.exempt(client)) return undefined;
    const state = this.clients.get(client);
    if (!state || state.waiting.length < this.limits.waitingPerClient) return undefined;
    return new FairShareRefusal(429, Math.max(1, Math.ceil(this.shareWait(client) / 1000)));
  }

  /** Milliseconds until the client may start a job as far as its share goes (0: now). */
  private shareWait(client: string): number {
    return this.share?.wait(client) ?? 0;
  }

  private charge(): void {
    this.share?.charge(this.running);
  }

  private mayStart(client: string, state: ClientState): boolean {
    if (this.context.exempt(client)) return true;
    return state.running < this.limits.runningPerClient && this.shareWait(client) === 0;
  }

  /** Takes a job that has not started out of the line (its client left); false when it has started or left already. */
  private leaveLine(client: string, own: ClientState, entry: Waiting): boolean {
    const at = own.waiting.indexOf(entry);
    if (at === -1) return false;
    own.waiting.splice(at, 1);
    this.waiting--;
    if (own.waiting.length === 0) {
      this.turns.delete(client);
      if (own.running === 0) this.clients.delete(client);
    }
    return true;
  }

  /** Starts a job now, counted as running until its outcome is passed on (`release`). */
  private start<T>(client: string, own: ClientState, job: () => Promise<T>): Promise<T> {
    this.charge();
    own.running++;
    this.running++;
    let result: Promise<T>;
    try {
      result = job();
    } catch (error) {
      result = Promise.reject(error);
    }
    return result;
  }

  private release(client: string, state: ClientState): void {
    this.charge();
    state.running--;
    this.running--;
    if (state.running === 0 && state.waiting.length === 0) this.clients.delete(client);
    this.schedule();
  }

  /** Starts the job of the next client in turn, if any may start; then the next one, in a later turn of the loop. */
  private dispatch(): void {
    this.dispatchPending = false;
    if (this.running >= this.limits.running || this.waiting === 0) return;
    this.charge();
    let wake = Infinity;
    for (const [client, state] of this.turns) {
      if (!this.mayStart(client, state)) {
        if (state.running < this.limits.runningPerClient) wake = Math.min(wake, this.shareWait(client));
        continue;
      }
      const next = state.waiting.shift()!;
      this.waiting--;
      this.turns.delete(client);
      // Back at the end of the line, if it has more waiting.
      if (state.waiting.length > 0) this.turns.set(client, state);
      next.start();
      this.schedule();
      return;
    }
    // Everybody waiting is over their share or running theirs: wake when the first share has refilled.
    if (wake !== Infinity && this.wakeTimer === undefined) {
      this.wakeTimer = setTimeout(() => {
        this.wakeTimer = undefined;
        this.schedule();
      }, Math.ceil(wake));
      this.wakeTimer.unref?.();
    }
  }

  private schedule(): void {
    if (this.dispatchPending || this.waiting === 0 || this.running >= this.limits.running) return;
    this.dispatchPending = true;
    setImmediate(() => this.dispatch());
  }
}
