import { FrequencySketch, fingerprint } from "./frequency-sketch.ts";
import { bufferBytes, type Entry, retainedBytes, Segment } from "./page-cache-entries.ts";

/**
 * The page cache's storage and admission (server/page-cache.ts; docs/decisions/0704-page-cache-keys-and-admission.md):
 * a first-time key waits in a small probation segment (a tenth of the entries and bytes); it enters the
 * main segment when it is asked for again, and once the main segment is full only if it was asked for
 * more often than each page it would displace (a frequency sketch, TinyLFU). An ask counts once per
 * client and halving period (`count`): a key asked for again by the same client stays in probation. A
 * flood of made-up keys, asked once or twice each, therefore churns the probation segment only, and
 * never evicts a page that is being hit (docs/decisions/0812-fair-share-of-uncached-work.md). Both
 * segments are least recently used first.
 *
 * Written here rather than taken from a library: the segments, the admission test and the byte
 * accounting (page-cache-entries.ts) are a few dozen lines, where a general LRU would need all three
 * bolted on.
 */

/** The probation segment's share of the entries and bytes. */
const PROBATION_SHARE = 0.1;
/** How many counted asks (by as many clients, or by one in as many halving periods) admit a key to the main segment. */
const ADMITTED_ASKS = 2;

export class PageStore {
  private readonly probation: Segment;
  private readonly main: Segment;
  /** How often each key was asked for lately: counted once per read (a hit on the fast path, or a read `handle` answers). */
  private readonly asked: FrequencySketch;
  /**
   * Keys that left probation unasked, remembered (as fingerprints, as many as the cache has entries)
   * so that a page asked for again after that is admitted when it is rendered anew.
   */
  private readonly leftProbation = new Set<number>();

  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(maxEntries: number, maxBytes: number, now: () => number) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.now = now;
    const probationEntries = maxEntries === 0 ? 0 : Math.max(1, Math.round(maxEntries * PROBATION_SHARE));
    const probationBytes = Math.round(maxBytes * PROBATION_SHARE);
    this.probation = new Segment(probationEntries, probationBytes);
    this.main = new Segment(maxEntries - probationEntries, maxBytes - probationBytes);
    this.asked = new FrequencySketch(maxEntries);
  }

  /** Counts an ask of `key` by `client` (undefined: every ask counts) towards its admission. */
  count(key: string, client: string | undefined): void {
    this.asked.add(key, client);
  }

  /** Whether an entry is stored under `key`, fresh or not, without marking it used. */
  holds(key: string): boolean {
    return this.main.entries.has(key) || this.probation.entries.has(key);
  }

  /** The fresh entry under `key`, now the most recently used one (promoted when admitted); an expired one is dropped. */
  lookup(key: string): Entry | undefined {
    const inMain = this.main.entries.get(key);
    if (inMain) {
      if (inMain.expiresAt <= this.now()) {
        this.main.remove(key);
        return undefined;
      }
      this.main.touch(key, inMain);
      return inMain;
    }
    const waiting = this.probation.remove(key);
    if (!waiting || waiting.expiresAt <= this.now()) return undefined;
    if (!this.admitToMain(key, waiting)) this.probation.add(key, waiting);
    return waiting;
  }

  /** A fresh render: into the main segment when its key left probation lately and is admitted, else into probation. */
  store(key: string, entry: Entry): void {
    this.main.remove(key);
    this.probation.remove(key);
    entry.key = key;
    entry.size = retainedBytes(key, entry);
    for (const encoding of ["br", "gzip"] as const) if (entry.encoded[encoding]) entry.size += bufferBytes(entry.encoded[encoding]);
    if (this.leftProbation.delete(fingerprint(key)) && this.admitToMain(key, entry)) return;
    this.probation.add(key, entry);
    this.trimProbation();
  }

  /** Counts a new compressed copy against the segment that holds the entry (if one still does), which then keeps to its limits. */
  keepCopy(entry: Entry, copy: Uint8Array): void {
    if (entry.key === undefined) return;
    const { main, probation } = this;
    const segment = main.entries.get(entry.key) === entry ? main : probation.entries.get(entry.key) === entry ? probation : undefined;
    if (!segment) return;
    const added = bufferBytes(copy);
    entry.size += added;
    segment.bytes += added;
    if (segment === main) this.trimMain();
    else this.trimProbation();
  }

  /** Drops every entry whose key `matches`; returns how many were dropped. */
  forget(matches: (key: string) => boolean): number {
    let dropped = 0;
    for (const segment of [this.main, this.probation]) {
      for (const key of [...segment.entries.keys()]) {
        if (matches(key) && segment.remove(key)) dropped++;
      }
    }
    return dropped;
  }

  /** What the cache holds: entries, and the bytes counted against `maxBytes`; of them, those in probation. */
  stats() {
    const { main, probation } = this;
    return {
      entries: main.entries.size + probation.entries.size,
      bytes: main.bytes + probation.bytes,
      probation: { entries: probation.entries.size, bytes: probation.bytes },
    };
  }

  /**
   * Moves an entry asked for a second time into the main segment when there is room, or when it was
   * asked for more often lately than each entry that has to leave for it (expired ones always leave).
   * Returns whether it was admitted; the caller keeps or drops it otherwise.
   */
  private admitToMain(key: string, entry: Entry): boolean {
    const main = this.main;
    if (main.maxEntries === 0) return false;
    const frequency = this.asked.frequency(key);
    // Asked for once, or only by one client lately: it stays in probation.
    if (frequency < ADMITTED_ASKS) return false;
    const leaving: string[] = [];
    let entries = main.entries.size + 1;
    let bytes = main.bytes + entry.size;
    for (const [victimKey, victim] of main.entries) {
      if (entries <= main.maxEntries && bytes <= main.maxBytes) break;
      if (victim.expiresAt > this.now() && this.asked.frequency(victimKey) >= frequency) return false;
      leaving.push(victimKey);
      entries--;
      bytes -= victim.size;
    }
    if (entries > main.maxEntries || bytes > main.maxBytes) return false;
    for (const victimKey of leaving) main.remove(victimKey);
    main.add(key, entry);
    return true;
  }

  /** Drops probation's oldest entries while it is over its share (its newest stays, as long as the whole cache stays within `maxBytes`). */
  private trimProbation(): void {
    const { main, probation, leftProbation } = this;
    for (const [oldest] of probation.entries) {
      const overBytes = probation.bytes > probation.maxBytes && probation.entries.size > 1;
      if (probation.entries.size <= probation.maxEntries && !overBytes && main.bytes + probation.bytes <= this.maxBytes) break;
      probation.remove(oldest);
      leftProbation.add(fingerprint(oldest));
      if (leftProbation.size > this.maxEntries) leftProbation.delete(leftProbation.values().next().value!);
    }
  }

  /** Drops the main segment's least recently used entries while it is over its limits. */
  private trimMain(): void {
    for (const [oldest] of this.main.entries) {
      if (!this.main.over) break;
      this.main.remove(oldest);
    }
  }
}
