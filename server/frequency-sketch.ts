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
 */
export class FrequencySketch {
  static readonly MAX_COUNT = 15;
  private static readonly ROWS = 4;
  private readonly counters: Uint8Array;
  private readonly mask: number;
  private readonly sampleSize: number;
  private additions = 0;

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
  }

  /** The memory the counters take. */
  get bytes(): number {
    return this.counters.byteLength;
  }

  add(key: string): void {
    const [h1, h2] = hashes(key);
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

  private halve(): void {
    this.additions = 0;
    for (let i = 0; i < this.counters.length; i++) this.counters[i] = this.counters[i]! >> 1;
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
