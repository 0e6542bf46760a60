import type { Match } from "#contract/schemas.ts";
import { errorMessage, log, logFailureOnce } from "#lib/log.server.ts";
import { EventHistory } from "./event-history.server.ts";
import { diffRound, type RoundStates, type StateEntry } from "./match-states.server.ts";
import { formatEvent, HEARTBEAT, type LiveEventName, SHUTDOWN_COMMENT } from "./protocol.server.ts";

/**
 * The process's one live hub (docs/decisions/0111-live-stream.md): it polls the results backend
 * once per interval for each competition that somebody follows, whatever the number of followers,
 * diffs the current round against the previous poll, and writes each change, framed once, to every
 * stream of that competition.
 *
 * - A followed competition with a match in play is polled every `pollMs`, one with nothing in play
 *   every `idlePollMs` (so kick-offs are noticed); one nobody follows is not polled at all.
 * - A new stream gets a snapshot of the whole current round of each competition, or, when it
 *   resumes (`Last-Event-ID`) and every later event is still held, those events instead.
 * - A stream whose unsent output passes `maxBufferedBytes` is dropped (its browser reconnects and
 *   resumes): a slow reader never makes the process buffer without bound.
 */

/** What the hub writes to: a Node ServerResponse whose headers are sent. */
export interface StreamTarget {
  write(chunk: string): boolean;
  end(chunk?: string): void;
  destroy(): void;
  readonly writableLength: number;
}

export interface LiveHubOptions {
  /** The matches of a competition's current round, straight from the backend (no cache). */
  fetchCurrentRound(competitionId: number): Promise<readonly Match[]>;
  /** The ids of the competitions the backend knows (a cached answer is fine). */
  competitionIds(): Promise<ReadonlySet<number>>;
  /**
   * After a poll saw changes, before they are sent: the site's caches for the competition (and the
   * teams of the changed matches) must be dropped, so a page read after the event is as new.
   */
  onChange?(competitionId: number, teamIds: number[]): void;
  pollMs: number;
  idlePollMs: number;
  heartbeatMs: number;
  /** Open and pending streams at most: LIVE_MAX_STREAMS as the open-files limit allows it (`liveStreamCap`). */
  maxStreams: number;
  /** Unsent output above which a stream is dropped. Default 64 KiB. */
  maxBufferedBytes?: number;
  /** How many events per competition, and how old at most, are kept for resuming. Default 200 and 10 minutes. */
  historyEvents?: number;
  historyMs?: number;
  /** The first event's id minus one. Default: the start time in ms × 1000, so ids of an earlier process are below it. */
  firstSeq?: number;
  now?: () => number;
}

export const LIVE_DEFAULTS = { maxBufferedBytes: 64 * 1024, historyEvents: 200, historyMs: 10 * 60_000 } as const;

export interface LiveStats {
  openStreams: number;
  /** The cap of open streams in effect (`stream-cap.server.ts`). */
  maxStreams: number;
  /** Streams accepted and waiting for their competitions' first poll. */
  pendingStreams: number;
  /** Competitions with at least one stream, and those of them with a match in play. */
  followedCompetitions: number;
  liveCompetitions: number;
  /** Upstream polls per competition id since the start. */
  polls: Record<string, number>;
  pollFailures: number;
  /** Distinct events, and events written to streams (one per event and stream). */
  eventsPublished: number;
  eventsSent: number;
  droppedSlowReaders: number;
  lastEventId: number;
}

/** An accepted stream: `ready` settles once its first events are written; `close` when its client goes. */
export interface Subscription {
  ready: Promise<void>;
  close(): void;
}

interface Stream {
  target: StreamTarget;
  competitionIds: readonly number[];
  state: "pending" | "open" | "closed";
}

interface Feed {
  id: number;
  subscribers: Set<Stream>;
  /** The round as of the last successful poll; undefined before it. */
  states?: RoundStates;
  /** The snapshot's `data`, serialized once per change. */
  snapshotData?: string;
  inPlay: boolean;
  history: EventHistory;
  /** When the last poll began. */
  lastPollAt: number;
  timer?: ReturnType<typeof setTimeout>;
  polling?: Promise<void>;
  /** When the last subscriber left: a feed unfollowed for longer than the history is forgotten. */
  unfollowedAt: number;
}

export class LiveHub {
  private readonly options: LiveHubOptions;
  private readonly now: () => number;
  private readonly maxBufferedBytes: number;
  private readonly historyLimits: { maxEvents: number; maxAgeMs: number };
  private readonly feeds = new Map<number, Feed>();
  private readonly streams = new Set<Stream>();
  private readonly pollCounts = new Map<number, number>();
  private pending = 0;
  private seq: number;
  private running = false;
  private heartbeat?: ReturnType<typeof setInterval>;
  private readonly counters = { pollFailures: 0, eventsPublished: 0, eventsSent: 0, droppedSlowReaders: 0 };

  constructor(options: LiveHubOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.maxBufferedBytes = options.maxBufferedBytes ?? LIVE_DEFAULTS.maxBufferedBytes;
    this.historyLimits = { maxEvents: options.historyEvents ?? LIVE_DEFAULTS.historyEvents, maxAgeMs: options.historyMs ?? LIVE_DEFAULTS.historyMs };
    this.seq = options.firstSeq ?? this.now() * 1000;
  }

  /** Accepts streams from now on and sends the heartbeat. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs);
    this.heartbeat.unref?.();
  }

  /** Ends every stream (the browsers reconnect elsewhere), stops polling and refuses new streams. */
  stop(): void {
    this.running = false;
    clearInterval(this.heartbeat);
    for (const feed of this.feeds.values()) clearTimeout(feed.timer);
    this.feeds.clear();
    for (const stream of this.streams) {
      stream.state = "closed";
      stream.target.end(SHUTDOWN_COMMENT);
    }
    this.streams.clear();
  }

  /** Whether another stream would be accepted now. */
  hasRoom(): boolean {
    return this.running && this.streams.size + this.pending < this.options.maxStreams;
  }

  /** The ids among `ids` that the backend does not know. */
  async unknownCompetitions(ids: readonly number[]): Promise<number[]> {
    const known = await this.options.competitionIds();
    return ids.filter((id) => !known.has(id));
  }

  /**
   * Opens a stream on `target` (whose headers and preamble are written) for `competitionIds`, or
   * undefined when the process holds its maximum of streams. Its first events are written once
   * every competition has been polled (at once when a poll is recent).
   */
  open(target: StreamTarget, competitionIds: readonly number[], lastEventId?: number): Subscription | undefined {
    if (!this.hasRoom()) return undefined;
    const stream: Stream = { target, competitionIds, state: "pending" };
    this.pending++;
    const ready = (async () => {
      try {
        await Promise.all(competitionIds.map((id) => this.freshen(this.feedOf(id))));
      } finally {
        this.pending--;
      }
      if (stream.state !== "pending") return;
      if (!this.running) {
        stream.state = "closed";
        target.end(SHUTDOWN_COMMENT);
        return;
      }
      this.register(stream, lastEventId);
    })();
    return { ready, close: () => this.remove(stream) };
  }

  stats(): LiveStats {
    let followed = 0;
    let live = 0;
    for (const feed of this.feeds.values()) {
      if (feed.subscribers.size === 0) continue;
      followed++;
      if (feed.inPlay) live++;
    }
    return {
      openStreams: this.streams.size,
      maxStreams: this.options.maxStreams,
      pendingStreams: this.pending,
      followedCompetitions: followed,
      liveCompetitions: live,
      polls: Object.fromEntries(this.pollCounts),
      ...this.counters,
      lastEventId: this.seq,
    };
  }

  private feedOf(id: number): Feed {
    let feed = this.feeds.get(id);
    if (!feed) {
      feed = {
        id,
        subscribers: new Set(),
        inPlay: false,
        history: new EventHistory(this.seq, this.historyLimits),
        lastPollAt: -Infinity,
        unfollowedAt: this.now(),
      };
      this.feeds.set(id, feed);
    }
    return feed;
  }

  private intervalOf(feed: Feed): number {
    return feed.inPlay ? this.options.pollMs : this.options.idlePollMs;
  }

  /**
   * Makes a feed's states recent enough for a snapshot: a feed that is followed is (its polls run);
   * one unfollowed for longer than its interval, or never polled, is polled now. A failed first
   * poll is not retried before `pollMs`, however many streams arrive.
   */
  private async freshen(feed: Feed): Promise<void> {
    feed.unfollowedAt = this.now();
    const sinceLastPoll = this.now() - feed.lastPollAt;
    let startedHere = false;
    if (!feed.polling && sinceLastPoll >= (feed.states ? this.intervalOf(feed) : this.options.pollMs)) {
      this.pollNow(feed);
      startedHere = true;
    }
    if (feed.polling && (startedHere || !feed.states)) await feed.polling;
  }

  private pollNow(feed: Feed): void {
    clearTimeout(feed.timer);
    feed.timer = undefined;
    feed.polling = this.poll(feed).finally(() => {
      feed.polling = undefined;
      this.schedule(feed);
    });
  }

  /** The next poll, one interval after the last one began; none while nobody follows the feed. */
  private schedule(feed: Feed): void {
    clearTimeout(feed.timer);
    feed.timer = undefined;
    if (!this.running || feed.subscribers.size === 0 || this.feeds.get(feed.id) !== feed) return;
    const delay = Math.max(0, feed.lastPollAt + this.intervalOf(feed) - this.now());
    feed.timer = setTimeout(() => this.pollNow(feed), delay);
  }

  private async poll(feed: Feed): Promise<void> {
    feed.lastPollAt = this.now();
    this.pollCounts.set(feed.id, (this.pollCounts.get(feed.id) ?? 0) + 1);
    let matches: readonly Match[];
    try {
      matches = await this.options.fetchCurrentRound(feed.id);
    } catch (error) {
      this.counters.pollFailures++;
      logFailureOnce("live-poll", errorMessage(error), { competition: feed.id });
      return;
    }
    if (!this.running) return;
    const firstPoll = feed.states === undefined;
    const diff = diffRound(feed.states, matches);
    feed.states = diff.next;
    feed.inPlay = diff.inPlay;
    if (diff.changed.length === 0) return;
    feed.snapshotData = undefined;
    // A first poll changes nothing the caches know, unless matches are in play: then their answers
    // may be up to a time-to-live older than the snapshot the streams get.
    if (!firstPoll || diff.inPlay) this.forgetCached(feed.id, diff.changed);
    this.publish(feed, "matches", roundData(feed.id, diff.changed));
    if (diff.resultChanged) this.publish(feed, "table", `{"competition_id":${feed.id}}`);
  }

  private forgetCached(competitionId: number, changed: StateEntry[]): void {
    try {
      this.options.onChange?.(competitionId, [...new Set(changed.flatMap((entry) => entry.teamIds))]);
    } catch (error) {
      log("error", "live_cache_invalidation_failed", { competition: competitionId, error: errorMessage(error) });
    }
  }

  private publish(feed: Feed, name: LiveEventName, data: string): void {
    const seq = ++this.seq;
    const text = formatEvent(name, seq, data);
    feed.history.add({ seq, text, at: this.now() });
    this.counters.eventsPublished++;
    for (const stream of feed.subscribers) this.send(stream, text);
  }

  /** Writes the stream's first events (a replay or snapshots) and makes it a subscriber, in one go. */
  private register(stream: Stream, lastEventId: number | undefined): void {
    const feeds = stream.competitionIds.map((id) => this.feedOf(id));
    stream.state = "open";
    this.streams.add(stream);
    for (const feed of feeds) {
      feed.subscribers.add(stream);
      if (!feed.timer && !feed.polling) this.schedule(feed);
    }
    const now = this.now();
    const resumable =
      lastEventId !== undefined && lastEventId <= this.seq && feeds.every((feed) => feed.states && feed.history.completeAfter(lastEventId, now));
    if (resumable) {
      const missed = feeds.flatMap((feed) => feed.history.after(lastEventId)).sort((a, b) => a.seq - b.seq);
      for (const entry of missed) if (!this.send(stream, entry.text)) return;
      return;
    }
    for (const feed of feeds) {
      if (!feed.states) continue;
      feed.snapshotData ??= roundData(feed.id, [...feed.states.values()]);
      if (!this.send(stream, formatEvent("matches", this.seq, feed.snapshotData))) return;
    }
  }

  /** Writes to a stream, or drops it when its unsent output is already above the bound. */
  private send(stream: Stream, text: string, counted = true): boolean {
    if (stream.state !== "open") return false;
    if (stream.target.writableLength > this.maxBufferedBytes) {
      this.counters.droppedSlowReaders++;
      this.remove(stream);
      stream.target.destroy();
      return false;
    }
    stream.target.write(text);
    if (counted) this.counters.eventsSent++;
    return true;
  }

  private remove(stream: Stream): void {
    const wasOpen = stream.state === "open";
    stream.state = "closed";
    if (!wasOpen) return;
    this.streams.delete(stream);
    for (const id of stream.competitionIds) {
      const feed = this.feeds.get(id);
      if (!feed?.subscribers.delete(stream) || feed.subscribers.size > 0) continue;
      clearTimeout(feed.timer);
      feed.timer = undefined;
      feed.unfollowedAt = this.now();
    }
  }

  /** Heartbeat on every stream; feeds nobody followed for longer than the history are forgotten. */
  private beat(): void {
    for (const stream of this.streams) this.send(stream, HEARTBEAT, false);
    const now = this.now();
    for (const feed of this.feeds.values()) {
      if (feed.subscribers.size === 0 && !feed.polling && now - feed.unfollowedAt > this.historyLimits.maxAgeMs) this.feeds.delete(feed.id);
    }
  }
}

/** The `data` of a `matches` event: `{"competition_id":1,"matches":[…]}`, from the states' JSON as serialized once. */
function roundData(competitionId: number, entries: readonly StateEntry[]): string {
  return `{"competition_id":${competitionId},"matches":[${entries.map((entry) => entry.json).join(",")}]}`;
}
