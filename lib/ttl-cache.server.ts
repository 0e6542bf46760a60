import { errorMessage, logFailureOnce } from "./log.server.ts";

/**
 * In-memory cache for server-side data (docs/decisions/0107-results-caching.md): entries live for a time-to-live; concurrent
 * misses for one key share a single load; when a reload fails, the last good value is served
 * (stale) and the failure is logged once per interval. Only when nothing good was ever loaded does
 * the failure reach the caller.
 *
 * Bounded by entries and by the bytes its values keep alive, the oldest entry leaving first: the
 * results cache's entries range from a hundred bytes (a 404) to 40 KB of JSON (a league's standings),
 * so a count alone let a crawl of match pages keep 2,000 of the larger ones.
 */
export interface TtlCacheOptions {
  /** Name of the data source, for logs. */
  source: string;
  /** Upper bound on entries; the oldest entry is dropped first. */
  maxEntries?: number;
  /** Upper bound on the bytes the entries keep alive (`retainedBytes`); the oldest entry is dropped first. */
  maxBytes?: number;
  now?: () => number;
}

/**
 * A clock for caches that runs `rate` times as fast as `now` from the moment it is made (1: `now`
 * itself). Tests that must see cached data expire use it instead of waiting out real lifetimes
 * (TEST_CACHE_CLOCK_RATE, app/config/env.server.ts); nothing else changes the rate.
 */
export function acceleratedClock(rate: number, now: () => number = Date.now): () => number {
  if (rate === 1) return now;
  const start = now();
  return () => start + (now() - start) * rate;
}

/** The defaults: 5,000 entries, 32 MiB. */
export const TTL_CACHE_MAX_ENTRIES = 5000;
export const TTL_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** What an entry itself keeps alive besides its key and value: the entry object and its Map slot. */
const ENTRY_BYTES = 100;
/** A value that cannot be written as JSON (a cycle, a BigInt) is counted at this size. */
const UNWRITABLE_VALUE_BYTES = 1024;

/**
 * What a value keeps alive, estimated: two bytes a character of its JSON text. V8 keeps parsed JSON
 * data in about as many bytes as its text, strings and objects together (0.6–1.8 bytes a character
 * measured on the results backend's answers), so two is an upper bound. Taken once, when the value
 * is stored: a miss already loaded and parsed that much.
 */
function retainedBytes(key: string, value: unknown): number {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return ENTRY_BYTES + 2 * key.length + UNWRITABLE_VALUE_BYTES;
  }
  return ENTRY_BYTES + 2 * key.length + 2 * (text?.length ?? 0);
}

interface Entry<T> {
  value: T;
  expiresAt: number;
  /** What the entry keeps alive, as counted against `maxBytes`. */
  bytes: number;
}

export class TtlCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  /** Loads under way; `forget` removes a key's load so that its (older) answer is not stored. */
  private readonly inFlight = new Map<string, { promise?: Promise<unknown> }>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;
  private readonly now: () => number;
  private readonly options: TtlCacheOptions;

  constructor(options: TtlCacheOptions) {
    this.options = options;
    this.maxEntries = options.maxEntries ?? TTL_CACHE_MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? TTL_CACHE_MAX_BYTES;
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
      if (matches(key) && this.drop(key)) dropped++;
    }
    for (const key of this.inFlight.keys()) {
      if (matches(key)) this.inFlight.delete(key);
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** What the cache holds: entries, and the bytes counted against `maxBytes`. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private set(key: string, value: unknown, ttlMs: number): void {
    this.drop(key);
    const bytes = retainedBytes(key, value);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs, bytes });
    this.bytes += bytes;
    // The newest entry stays even when it alone is over the byte limit.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= 1 || (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes)) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    return true;
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
