import { errorMessage, logFailureOnce } from "./log.server.ts";

/**
 * In-memory cache for server-side data (docs/decisions/0107-results-caching.md): entries live for a time-to-live; concurrent
 * misses for one key share a single load; when a reload fails, the last good value is served
 * (stale) and the failure is logged once per interval. Only when nothing good was ever loaded does
 * the failure reach the caller.
 */
export interface TtlCacheOptions {
  /** Name of the data source, for logs. */
  source: string;
  /** Upper bound on entries; the oldest entry is dropped first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

export class TtlCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  /** Loads under way; `forget` removes a key's load so that its (older) answer is not stored. */
  private readonly inFlight = new Map<string, { promise?: Promise<unknown> }>();
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly options: TtlCacheOptions;

  constructor(options: TtlCacheOptions) {
    this.options = options;
    this.maxEntries = options.maxEntries ?? 5000;
    this.now = options.now ?? Date.now;
  }

  async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (entry && entry.expiresAt > this.now()) return entry.value;

    const pending = this.inFlight.get(key)?.promise as Promise<T> | undefined;
    if (pending) return pending;

    const flight: { promise?: Promise<T> } = {};
    this.inFlight.set(key, flight);
    flight.promise = (async () => {
      try {
        const value = await load();
        // A load the key was forgotten during began before the change that made it forget: its
        // answer goes to those who asked, but is not kept for later readers.
        if (this.inFlight.get(key) === flight) this.set(key, value, ttlMs);
        return value;
      } catch (error) {
        logFailureOnce(this.options.source, errorMessage(error), { key, stale: Boolean(entry) });
        if (entry) return entry.value;
        throw error;
      } finally {
        if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
      }
    })();
    return flight.promise;
  }

  /** The value stored for a key, fresh or stale, without loading. */
  peek<T>(key: string): T | undefined {
    return (this.entries.get(key) as Entry<T> | undefined)?.value;
  }

  /**
   * Drops every entry whose key `matches`, and lets no load under way for such a key store its
   * answer: the next `get` loads afresh. For data known to have changed at its source. Returns how
   * many entries were dropped.
   */
  forget(matches: (key: string) => boolean): number {
    let dropped = 0;
    for (const key of this.entries.keys()) {
      if (matches(key) && this.entries.delete(key)) dropped++;
    }
    for (const key of this.inFlight.keys()) {
      if (matches(key)) this.inFlight.delete(key);
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
  }

  private set(key: string, value: unknown, ttlMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

const cachesByOwner = new WeakMap<object, Map<string, TtlCache>>();

/**
 * The cache of `owner` (a set of services, one per process; each test's own) for one source: data
 * derived from a set of services lives as long as that set and never crosses to another one.
 */
export function cacheOf(owner: object, options: TtlCacheOptions): TtlCache {
  let caches = cachesByOwner.get(owner);
  if (!caches) cachesByOwner.set(owner, (caches = new Map()));
  let cache = caches.get(options.source);
  if (!cache) caches.set(options.source, (cache = new TtlCache(options)));
  return cache;
}
