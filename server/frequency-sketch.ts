/**
 * How often each key was asked for lately, approximately, in fixed memory: a count-min sketch of
 * four rows of one-byte counters that saturate at 15. Every `sampleSize` additions all counters are
 * halved, so what was popular an hour ago fades and a page that is popular now wins. The page cache
 * admits a page to its main segment by comparing its count with the count of the page it would
 * displace (TinyLFU, docs/decisions/0704-page-cache-keys-and-admission.md).
 *
 * A key's count is never below how often it was added since the last halving (the minimum over the
 * rows only over-counts, through collisions), so a key asked for often is never mistaken for a
 * one-off; a one-off may, rarely, look asked for twice.
 *
 * An addition may name who asked (`from`: a client, server/client-address.ts): a key asked for again
 * by the same client within a halving period is not counted again. A doorkeeper (a Bloom filter of
 * the pairs, emptied at each halving) remembers the pairs; a pair it wrongly believes seen (about one
 * in 200 at the end of a period) costs a key one count. So a key's count is how many clients asked
 * for it lately, and one client asking for made-up keys twice each cannot make them look popular
 * (docs/decisions/0812-fair-share-of-uncached-work.md).
 */
export class FrequencySketch {
  static readonly MAX_COUNT = 15;
  private static readonly ROWS = 4;
  private readonly counters: Uint8Array;
  private readonly mask: number;
  private readonly sampleSize: number;
  private additions = 0;
  /** The doorkeeper's bits: eight per addition of a halving period, rounded up to a power of two. */
  private readonly seenPairs: Uint32Array;
  private readonly pairMask: number;

  /**
   * `expectedKeys`: about how many keys matter at once (the cache's entries). Counts are halved every
   * ten times as many additions; each row has at least as many counters as a halving period has
   * additions, so a key asked for once shares all four of its counters with other keys (and looks
   * asked for twice) in at most one case in six, at the end of a period.
   */
  constructor(expectedKeys: number) {
    this.sampleSize = Math.max(100, expectedKeys * 10);
    const width = 2 ** Math.ceil(Math.log2(this.sampleSize));
    this.counters = new Uint8Array(width * FrequencySketch.ROWS);
    this.mask = width - 1;
    const pairBits = 2 ** Math.ceil(Math.log2(this.sampleSize * 8));
    this.seenPairs = new Uint32Array(pairBits / 32);
    this.pairMask = pairBits - 1;
  }

  /** The memory the counters and the doorkeeper take. */
  get bytes(): number {
    return this.counters.byteLength + this.seenPairs.byteLength;
  }

  /** Counts one ask of `key`; with `from`, only the first ask of the key by that client in this halving period. */
  add(key: string, from?: string): void {
    const [h1, h2] = hashes(key);
    if (from !== undefined && this.seenBefore(h1, h2, from)) return;
    for (let row = 0; row < FrequencySketch.ROWS; row++) {
      const at = this.index(row, h1, h2);
      const count = this.counters[at]!;
      if (count < FrequencySketch.MAX_COUNT) this.counters[at] = count + 1;
    }
    if (++this.additions >= this.sampleSize) this.halve();
  }

  frequency(key: string): number {
    const [h1, h2] = hashes(key);
    let least = FrequencySketch.MAX_COUNT;
    for (let row = 0; row < FrequencySketch.ROWS; row++) least = Math.min(least, this.counters[this.index(row, h1, h2)]!);
    return least;
  }

  private index(row: number, h1: number, h2: number): number {
    return row * (this.mask + 1) + ((h1 + Math.imul(row, h2)) & this.mask);
  }

  /** Whether the doorkeeper had seen the pair (the key's hashes, the client) in this period; marks it seen. */
  private seenBefore(h1: number, h2: number, from: string): boolean {
    const [c1, c2] = hashes(from);
    const p1 = Math.imul(h1 ^ c1, 0x9e3779b1) >>> 0;
    const p2 = (Math.imul(h2 ^ c2, 0x85ebca6b) | 1) >>> 0;
    let seen = true;
    for (let i = 0; i < FrequencySketch.ROWS; i++) {
      const bit = (p1 + Math.imul(i, p2)) & this.pairMask;
      const word = bit >>> 5;
      const flag = 1 << (bit & 31);
      if ((this.seenPairs[word]! & flag) === 0) {
        seen = false;
        this.seenPairs[word] = this.seenPairs[word]! | flag;
      }
    }
    return seen;
  }

  private halve(): void {
    this.additions = 0;
    for (let i = 0; i < this.counters.length; i++) this.counters[i] = this.counters[i]! >> 1;
    this.seenPairs.fill(0);
  }
}

/**
 * A 53-bit number for a key, for remembering keys without keeping them (their strings may be kilobytes
 * long): two keys share one by chance about once in 10^15.
 */
export function fingerprint(key: string): number {
  const [h1, h2] = hashes(key);
  return (h2 & 0x1fffff) * 2 ** 32 + h1;
}

/** Two 32-bit hashes of a string (FNV-1a, then a multiplicative mix of it, odd so every row differs). */
function hashes(key: string): [number, number] {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h >>>= 0;
  const mixed = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  return [h, ((mixed ^ (mixed >>> 13)) | 1) >>> 0];
}
