/**
 * Each client's share of the event loop's time in a pool that has one (server/fair-share.ts,
 * `PoolLimits.share`): a bucket per client that refills at `share` busy milliseconds per millisecond,
 * up to `burstMs`, and is charged the loop's busy time while the client's jobs run, split between the
 * jobs running. A client whose bucket is empty waits until it has refilled. The host itself
 * (`exempt`) has no bucket.
 */

interface Bucket {
  /** Busy milliseconds the client may still take; negative after a job that took more. */
  tokens: number;
  at: number;
}

/** Bounds the memory a flood of addresses can take: the longest idle client's share is forgotten first. */
const MAX_TRACKED_CLIENTS = 10_000;

export interface LoopShareOptions {
  share: number;
  burstMs: number;
  exempt: (client: string) => boolean;
  /** Milliseconds, monotonic. */
  now: () => number;
  /** The event loop's busy time so far, in milliseconds. */
  busyMs: () => number;
  /** The pool's clients with jobs running or waiting (never forgotten), with how many of their jobs run. */
  clients: ReadonlyMap<string, { running: number }>;
}

export class LoopShare {
  /** Each client's bucket, kept while it refills, in the order of last use. */
  private readonly buckets = new Map<string, Bucket>();
  private readonly options: LoopShareOptions;
  private chargedUpTo: number;

  constructor(options: LoopShareOptions) {
    this.options = options;
    this.chargedUpTo = options.busyMs();
  }

  /** Charges the loop's busy time since the last charge to the clients of the jobs running (`running` in all), split between the jobs. */
  charge(running: number): void {
    const busy = this.options.busyMs();
    const spent = busy - this.chargedUpTo;
    this.chargedUpTo = busy;
    if (running === 0 || spent <= 0) return;
    for (const [client, state] of this.options.clients) {
      if (state.running === 0) continue;
      const bucket = this.bucketOf(client);
      if (bucket) bucket.tokens -= (spent * state.running) / running;
    }
  }

  /** Milliseconds until the client may start a job as far as its share goes (0: now). */
  wait(client: string): number {
    const bucket = this.bucketOf(client);
    if (!bucket || bucket.tokens > 0) return 0;
    return (-bucket.tokens + 1) / this.options.share;
  }

  /** The client's bucket refilled up to now (undefined: an exempt client). */
  private bucketOf(client: string): Bucket | undefined {
    const { exempt, now, burstMs, share } = this.options;
    if (exempt(client)) return undefined;
    const at = now();
    let bucket = this.buckets.get(client);
    if (!bucket) {
      bucket = { tokens: burstMs, at };
      if (this.buckets.size >= MAX_TRACKED_CLIENTS) this.forgetOneIdleBucket();
    } else {
      bucket.tokens = Math.min(burstMs, bucket.tokens + (at - bucket.at) * share);
      bucket.at = at;
      // Re-inserted: the Map's order is the order of last use.
      this.buckets.delete(client);
    }
    this.buckets.set(client, bucket);
    return bucket;
  }

  private forgetOneIdleBucket(): void {
    for (const client of this.buckets.keys()) {
      if (this.options.clients.has(client)) continue;
      this.buckets.delete(client);
      return;
    }
  }
}
