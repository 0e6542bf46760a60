/**
 * A sliding-window rate limit per client address, in memory (docs/decisions/0600-contact-form.md):
 * at most `limit` accepted messages per `windowMs`. Only messages that were accepted count: a
 * visitor who corrects a typo is not punished. Per process: behind several instances the proxy
 * or load balancer should limit as well.
 */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

/** Bounds the memory an address flood can take: the oldest entries are dropped first. */
const MAX_TRACKED_ADDRESSES = 10_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Whether `key` may send another message now. */
  check(key: string): RateDecision;
  /** Counts one accepted message of `key`. */
  record(key: string): void;
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number } = CONTACT_RATE_LIMIT, now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number[]>();

  const recent = (key: string, at: number): number[] => {
    const kept = (hits.get(key) ?? []).filter((time) => at - time < windowMs);
    if (kept.length === 0) hits.delete(key);
    else hits.set(key, kept);
    return kept;
  };

  return {
    check(key) {
      const at = now();
      const times = recent(key, at);
      if (times.length < limit) return { allowed: true };
      // The window frees a slot when the oldest counted message leaves it.
      const oldest = times[times.length - limit]!;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) };
    },
    record(key) {
      const at = now();
      const times = recent(key, at);
      hits.delete(key); // re-insert: Map order is the order of last use
      hits.set(key, [...times, at].slice(-limit));
      if (hits.size > MAX_TRACKED_ADDRESSES) hits.delete(hits.keys().next().value!);
    },
  };
}
