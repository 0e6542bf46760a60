import type { Encoding } from "./compression.ts";

/**
 * The page cache's entries and its two least recently used segments (server/page-cache.ts), with
 * the byte accounting that bounds them: each entry's body, compressed copies, strings and objects.
 */

export interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The entity tag of pages, their data requests and the manifest; other answers have none. */
  etag?: string;
  expiresAt: number;
  storedAt: number;
  /** Whether the body may go compressed: a compressible type, large enough, no `no-transform`. */
  compressible: boolean;
  /** Compressed copies, each of exact size, made when a client that accepts the encoding first reads the entry. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  /** Compressions under way: whoever needs the copy meanwhile waits for the same one. */
  compressing: Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer> | undefined>>>;
  /** The key it is stored under; undefined for an answer that is not stored. */
  key?: string;
  /** What the entry keeps alive, as counted against `maxBytes` (`retainedBytes`, then each compressed copy). */
  size: number;
}

/**
 * What an entry keeps alive besides its buffers and strings: the entry object, its header pairs'
 * arrays, the Map slots and the buffers' own objects. Measured with V8's heap statistics: a stored
 * page with the site's 15 headers keeps 2.2 KB on the heap (its strings included) and its body's
 * bytes plus 0.1 KB outside it; it is counted at 3.4 KB plus its body (strings at two bytes a
 * character), so the count stays above what is kept.
 */
const ENTRY_OBJECT_BYTES = 400;
const HEADER_PAIR_BYTES = 48;
const BUFFER_OBJECT_BYTES = 160;
/** V8 keeps a string in one or two bytes a character (plus a small header): counted at two. */
const stringBytes = (text: string) => 16 + 2 * text.length;
export const bufferBytes = (buffer: Uint8Array) => BUFFER_OBJECT_BYTES + buffer.buffer.byteLength;

/** What an entry keeps alive, as counted against `maxBytes` (its compressed copies are added as they are made). */
export function retainedBytes(key: string, entry: Entry): number {
  let bytes = ENTRY_OBJECT_BYTES + stringBytes(key) + stringBytes(entry.etag ?? "") + bufferBytes(entry.body);
  for (const [name, value] of entry.headers) bytes += HEADER_PAIR_BYTES + stringBytes(name) + stringBytes(value);
  return bytes;
}

/** A least recently used order (a Map's insertion order: a use moves the entry to the end) with its limits. */
export class Segment {
  readonly entries = new Map<string, Entry>();
  bytes = 0;
  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(maxEntries: number, maxBytes: number) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get over(): boolean {
    return this.entries.size > this.maxEntries || this.bytes > this.maxBytes;
  }

  add(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.bytes += entry.size;
  }

  remove(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.bytes -= entry.size;
    return entry;
  }

  /** Marks the entry as used now. */
  touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }
}
