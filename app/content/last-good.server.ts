/**
 * The content service's values, one per cached key ("FAQs:de", "team"), served stale while they are
 * refreshed (docs/decisions/0811-readiness-and-last-good-content.md):
 * - a key that holds a value answers it at once, always; once the value is `ttlMs` old the call
 *   also starts a refresh in the background (one per key at a time), so a hung source never holds
 *   a page that has something to show;
 * - a key that holds nothing waits for its load (bounded by the source's own timeout,
 *   CONTENT_TIMEOUT_MS) and answers empty when it fails;
 * - after a failed load the key is not loaded again before a back-off: 5 s, then twice as long after
 *   each further failure, at most 60 s (`CONTENT_BACKOFF`). Meanwhile a key without a value answers
 *   empty at once, and one with a value goes on answering it. A success ends the back-off.
 * - values restored from the snapshot count as stale: the first call serves them and refreshes them.
 */
import { errorMessage, logFailureOnce } from "#lib/log.server.ts";

export interface Backoff {
  /** The wait after the first failure; each further failure doubles it. */
  firstMs: number;
  /** The longest wait. */
  maxMs: number;
}

/** 5 s, 10 s, 20 s, 40 s, then every 60 s while the source keeps failing. */
export const CONTENT_BACKOFF: Backoff = { firstMs: 5_000, maxMs: 60_000 };

/** How long to wait after the `failures`-th failure in a row (1 for the first). */
export function backoffDelay(failures: number, backoff: Backoff): number {
  return Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.max(0, failures - 1));
}

interface Slot {
  held: boolean;
  value: unknown;
  /** When the value was loaded; restored values count as never (stale at once). */
  loadedAt: number;
  /** Failed loads since the last success. */
  failures: number;
  /** No load before this time (the back-off after a failure). */
  retryAt: number;
  loading?: Promise<boolean>;
}

export interface LastGoodValuesOptions {
  /** The source's name in failure logs, e.g. `content:cockpit`. */
  logSource: string;
  ttlMs: number;
  backoff: Backoff;
  now: () => number;
  /** Told every value loaded (the snapshot store keeps it on disk). */
  onLoaded?: (key: string, value: unknown) => void;
}

export class LastGoodValues {
  private readonly slots = new Map<string, Slot>();
  private readonly options: LastGoodValuesOptions;

  constructor(options: LastGoodValuesOptions) {
    this.options = options;
  }

  /** A value from the last run (the snapshot): served at once, and refreshed on its first use. */
  restore(key: string, value: unknown): void {
    const slot = this.slot(key);
    if (slot.held) return;
    Object.assign(slot, { held: true, value, loadedAt: Number.NEGATIVE_INFINITY });
  }

  /** The value of `key`: at once when there is one (refreshing it in the background when due), else loaded, else `empty()`. */
  async get<T>(key: string, load: () => Promise<T>, empty: () => T): Promise<T> {
    const slot = this.slot(key);
    const now = this.options.now();
    if (slot.held) {
      if (!slot.loading && now - slot.loadedAt >= this.options.ttlMs && now >= slot.retryAt) void this.refresh(key, slot, load);
      return slot.value as T;
    }
    if (!slot.loading && now < slot.retryAt) return empty();
    await this.refresh(key, slot, load);
    return slot.held ? (slot.value as T) : empty();
  }

  /**
   * Loads `key` with a load begun after this call (one under way may have read before a change),
   * whatever its age or back-off: the source said it changed. Resolves whether it loaded; a failure
   * keeps the value there was.
   */
  async reload(key: string, load: () => Promise<unknown>): Promise<boolean> {
    const slot = this.slot(key);
    if (slot.loading) await slot.loading;
    return this.refresh(key, slot, load);
  }

  /** Whether any key holds a value, loaded or restored: the instance has content to serve. */
  holdsAny(): boolean {
    for (const slot of this.slots.values()) if (slot.held) return true;
    return false;
  }

  /** The value of `key`, if any, without loading. */
  peek<T>(key: string): T | undefined {
    const slot = this.slots.get(key);
    return slot?.held ? (slot.value as T) : undefined;
  }

  private slot(key: string): Slot {
    let slot = this.slots.get(key);
    if (!slot) this.slots.set(key, (slot = { held: false, value: undefined, loadedAt: 0, failures: 0, retryAt: 0 }));
    return slot;
  }

  /** Joins the load under way for `key`, or starts one; resolves whether it loaded. Never rejects. */
  private refresh(key: string, slot: Slot, load: () => Promise<unknown>): Promise<boolean> {
    if (slot.loading) return slot.loading;
    const { now, backoff, logSource, onLoaded } = this.options;
    const run = Promise.resolve()
      .then(load)
      .then(
        (value) => {
          Object.assign(slot, { held: true, value, loadedAt: now(), failures: 0, retryAt: 0 });
          try {
            onLoaded?.(key, value);
          } catch (error) {
            // Keeping a copy is a bonus: the value loaded is served whatever became of the copy.
            logFailureOnce(logSource, errorMessage(error), { key });
          }
          return true;
        },
        (error: unknown) => {
          slot.failures++;
          const retryInMs = backoffDelay(slot.failures, backoff);
          slot.retryAt = now() + retryInMs;
          logFailureOnce(logSource, errorMessage(error), { key, stale: slot.held, retryInMs });
          return false;
        },
      )
      .finally(() => {
        if (slot.loading === run) slot.loading = undefined;
      });
    slot.loading = run;
    return run;
  }
}
