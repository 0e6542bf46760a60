/**
 * The recent events of one competition, for resuming a stream after a reconnect: the last
 * `maxEvents` events of the last `maxAgeMs`, oldest first. `complete after id N` tells whether every
 * event after N is still here, so a replay cannot silently miss one.
 */
export interface HistoryEntry {
  seq: number;
  text: string;
  at: number;
}

export class EventHistory {
  private readonly entries: HistoryEntry[] = [];
  /** Every event after this sequence number is held (the last one dropped, or where the history began). */
  private heldAfter: number;
  private readonly limits: { maxEvents: number; maxAgeMs: number };

  constructor(startSeq: number, limits: { maxEvents: number; maxAgeMs: number }) {
    this.heldAfter = startSeq;
    this.limits = limits;
  }

  add(entry: HistoryEntry): void {
    this.entries.push(entry);
    this.trim(entry.at);
  }

  /** Whether every event after `seq` is still held. */
  completeAfter(seq: number, now: number): boolean {
    this.trim(now);
    return seq >= this.heldAfter;
  }

  /** The events after `seq`, oldest first. */
  after(seq: number): HistoryEntry[] {
    const first = this.entries.findIndex((entry) => entry.seq > seq);
    return first === -1 ? [] : this.entries.slice(first);
  }

  private trim(now: number): void {
    while (this.entries.length > 0 && (this.entries.length > this.limits.maxEvents || this.entries[0]!.at < now - this.limits.maxAgeMs)) {
      this.heldAfter = this.entries.shift()!.seq;
    }
  }
}
