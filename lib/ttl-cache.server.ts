import { LRUCache } from "lru-cache";
import { errorMessage, logFailureOnce } from "./log.server.ts";

/**
 * In-memory cache for server-side data (docs/decisions/0107-results-caching.md): entries live for a
 * time-to-live; concurrent misses for one key share a single load; when a reload fails, the last good
 * value is served (stale) and the failure is logged once per interval. Only when nothing good was ever
 * loaded does the failure reach the caller.
 *
 * Bounded by entries and by the bytes its values keep alive, the least recently used entry leaving
 * first: the results cache's entries range from a hundred bytes (a 404) to 40 KB of JSON (a league's
 * standings), so a count alone let a crawl of match pages keep 2,000 of the larger ones.
 *
 * The cache itself is lru-cache's (`fetch` with a time-to-live per call, sizes, and a failed reload
 * that keeps the stale value); this class gives it the site's shape: a load per call, the failure
 * logged and answered with the last good value, `forget` for data known to have changed.
 */
export interface TtlCacheOptions {
  /** Name of the data source, for logs. */
  source: string;
  /** Upper bound on entries; the least recently used entry leaves first. */
  maxEntries?: number;
  /** Upper bound on the bytes the entries keep alive (`retainedBytes`); a value alone above it is not kept. */
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

/** What an entry itself keeps alive besides its key and value: the entry object and its slots. */
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

/**
 * lru-cache's time-to-live for ours: it keeps an entry fresh while its age is at most its ttl, ours
 * leaves when its age reaches `ttlMs` (a readiness result an interval old is probed again); half a
 * millisecond less does that on a clock of whole milliseconds. (Its ttl 0 would mean "forever".)
 */
const freshFor = (ttlMs: number) => Math.max(0.5, ttlMs - 0.5);

/** A value as stored: boxed, since lru-cache keeps no `undefined` or `null`, which a load may give. */
interface Stored {
  value: unknown;
}
/** A load, and the time-to-live its value is kept for when it depends on the value. */
interface Load {
  load: () => Promise<unknown>;
  ttlOf?: (value: unknown) => number;
}

export class TtlCache {
  private readonly lru: LRUCache<string, Stored, Load>;
  /**
   * Keys with loads under way, and how many: lru-cache lists no key while it loads (`forget` must
   * reach those too).
   */
  private readonly loading = new Map<string, number>();
  private readonly options: TtlCacheOptions;

  constructor(options: TtlCacheOptions) {
    this.options = options;
    const now = options.now ?? Date.now;
    this.lru = new LRUCache<string, Stored, Load>({
      max: options.maxEntries ?? TTL_CACHE_MAX_ENTRIES,
      maxSize: options.maxBytes ?? TTL_CACHE_MAX_BYTES,
      sizeCalculation: (stored, key) => retainedBytes(key, stored.value),
      fetchMethod: async (key, stale, { context, options }) => {
        const stored = await this.load(key, stale, context.load);
        // A value that changes sooner than its kind (a match in play in a results answer) is kept for less.
        if (context.ttlOf) options.ttl = freshFor(context.ttlOf(stored.value));
        return stored;
      },
      // A failed reload leaves the last good value in place; `get` answers with it.
      noDeleteOnFetchRejection: true,
      // A key forgotten while its load runs: the load's answer goes to those who asked, and is not stored.
      ignoreFetchAbort: true,
      // Every expiry is read from the clock (no 1 ms caching of it, which takes a timer).
      ttlResolution: 0,
      // lru-cache takes a start time of 0 for "no time-to-live": the clock is read one ahead (a test's starts at 0).
      perf: { now: () => now() + 1 },
    });
  }

  /**
   * The value for `key`: stored and fresh, else loaded (once for all who ask meanwhile) and kept for
   * `ttlMs`, or for what `ttlOf` says of the value loaded.
   */
  async get<T>(key: string, ttlMs: number, load: () => Promise<T>, ttlOf?: (value: T) => number): Promise<T> {
    const before = this.lru.peek(key, { allowStale: true });
    try {
      const context: Load = { load, ttlOf: ttlOf as ((value: unknown) => number) | undefined };
      const stored = await this.lru.fetch(key, { ttl: freshFor(ttlMs), context });
      return stored!.value as T;
    } catch (error) {
      // The reload failed (and was logged): the last good value, if there ever was one.
      const stale = this.lru.peek(key, { allowStale: true }) ?? before;
      if (stale) return stale.value as T;
      throw error;
    }
  }

  private async load(key: string, stale: Stored | undefined, load: Load["load"]): Promise<Stored> {
    this.loading.set(key, (this.loading.get(key) ?? 0) + 1);
    try {
      return { value: await load() };
    } catch (error) {
      logFailureOnce(this.options.source, errorMessage(error), { key, stale: stale !== undefined });
      throw error;
    } finally {
      const left = this.loading.get(key)! - 1;
      if (left > 0) this.loading.set(key, left);
      else this.loading.delete(key);
    }
  }

  /** The value stored for a key, fresh or stale, without loading. */
  peek<T>(key: string): T | undefined {
    return this.lru.peek(key, { allowStale: true })?.value as T | undefined;
  }

  /**
   * Drops every entry whose key `matches`, and lets no load under way for such a key store its
   * answer: the next `get` loads afresh. For data known to have changed at its source. Returns how
   * many entries were dropped.
   */
  forget(matches: (key: string) => boolean): number {
    // `dump` lists stale entries too, `keys` only fresh ones; neither lists a key whose first load runs.
    const keys = new Set([...this.lru.dump().map(([key]) => key), ...this.loading.keys()]);
    let dropped = 0;
    for (const key of keys) {
      if (!matches(key)) continue;
      if (this.lru.peek(key, { allowStale: true }) !== undefined) dropped++;
      this.lru.delete(key);
    }
    return dropped;
  }

  clear(): void {
    this.lru.clear();
  }

  /** What the cache holds: entries, and the bytes counted against `maxBytes`. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.lru.size, bytes: this.lru.calculatedSize };
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
