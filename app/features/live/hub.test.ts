import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Match } from "#contract/schemas.ts";
import { inPlay, scheduled } from "#tests/support/live-events.ts";
import { RecordingTarget, recordedRound } from "#tests/support/live-stream.ts";
import { LiveHub, type LiveHubOptions } from "./hub.server.ts";
import { HEARTBEAT, SHUTDOWN_COMMENT } from "./protocol.server.ts";

const POLL_MS = 2000;
const IDLE_POLL_MS = 30_000;
const HEARTBEAT_MS = 15_000;

/** The Bundesliga's last recorded matchday (real teams and ids), played again by the fake backend. */
let recorded: Match[];
beforeAll(async () => {
  recorded = await recordedRound(1);
});

let rounds: Map<number, Match[]>;
let fetches: number[];
let failing: boolean;
let changes: { competitionId: number; teamIds: number[]; eventsWritten: number }[];
let hub: LiveHub;
let observed: RecordingTarget | undefined;

function createHub(options: Partial<LiveHubOptions> = {}) {
  hub = new LiveHub({
    fetchCurrentRound: async (id) => {
      fetches.push(id);
      if (failing) throw new Error("backend down");
      return structuredClone(rounds.get(id) ?? []);
    },
    competitionIds: async () => new Set(rounds.keys()),
    onChange: (competitionId, teamIds) => changes.push({ competitionId, teamIds, eventsWritten: observed?.events().length ?? -1 }),
    pollMs: POLL_MS,
    idlePollMs: IDLE_POLL_MS,
    heartbeatMs: HEARTBEAT_MS,
    maxStreams: 20_000,
    firstSeq: 1000,
    ...options,
  });
  hub.start();
  return hub;
}

/** A stream on `ids` whose first events are written. */
async function connect(ids: number[], lastEventId?: number) {
  const target = new RecordingTarget();
  const subscription = hub.open(target, ids, lastEventId)!;
  expect(subscription).toBeDefined();
  await vi.advanceTimersByTimeAsync(0);
  await subscription.ready;
  return { target, close: subscription.close };
}

/** Sets match `index` of competition 1's round. */
function play(index: number, match: Match) {
  const round = rounds.get(1)!;
  round[index] = match;
}

beforeEach(() => {
  vi.useFakeTimers();
  rounds = new Map([
    [1, recorded.map(scheduled)],
    [2, recorded.slice(0, 2).map(scheduled)],
  ]);
  fetches = [];
  failing = false;
  changes = [];
  observed = undefined;
});
afterEach(() => {
  hub.stop();
  vi.useRealTimers();
});

describe("snapshot and polling", () => {
  it("gives every new stream the whole current round, from one poll however many connect at once", async () => {
    createHub();
    const targets = Array.from({ length: 300 }, () => new RecordingTarget());
    const subscriptions = targets.map((target) => hub.open(target, [1])!);
    await vi.advanceTimersByTimeAsync(0);
    await Promise.all(subscriptions.map((subscription) => subscription.ready));

    expect(fetches).toEqual([1]);
    for (const target of targets) {
      const [snapshot, ...more] = target.matches();
      expect(more).toEqual([]);
      expect(snapshot!.competition_id).toBe(1);
      expect(snapshot!.matches.map((match) => match.id)).toEqual(recorded.map((match) => match.id));
      expect(snapshot!.matches[0]).toEqual({
        id: recorded[0]!.id,
        status: "scheduled",
        live: null,
        score: { ht: null, ft: null, et: null, penalties: null },
        winner: null,
      });
    }
    expect(hub.stats()).toMatchObject({ openStreams: 300, pendingStreams: 0, followedCompetitions: 1, liveCompetitions: 0 });
  });

  it("polls a followed competition with a match in play once per interval, whatever the number of streams", async () => {
    play(0, inPlay(recorded[0]!, 10, 0, 0));
    createHub();
    for (let i = 0; i < 1000; i++) await connect([1]);
    expect(fetches).toEqual([1]);
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(fetches).toHaveLength(11);
    expect(hub.stats()).toMatchObject({ liveCompetitions: 1, polls: { 1: 11 } });
  });

  it("polls a followed competition with nothing in play at the idle rate, and faster from kick-off", async () => {
    createHub();
    await connect([1]);
    await vi.advanceTimersByTimeAsync(IDLE_POLL_MS - 1);
    expect(fetches).toHaveLength(1);
    play(0, inPlay(recorded[0]!, 1, 0, 0));
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(fetches).toHaveLength(5);
  });

  it("does not poll a competition nobody follows, and polls again when somebody does", async () => {
    play(0, inPlay(recorded[0]!, 10, 0, 0));
    createHub();
    const first = await connect([1]);
    const second = await connect([1]);
    first.close();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fetches).toHaveLength(2);
    second.close();
    await vi.advanceTimersByTimeAsync(20 * POLL_MS);
    expect(fetches).toHaveLength(2);
    expect(hub.stats()).toMatchObject({ openStreams: 0, followedCompetitions: 0 });

    // The states are older than an interval: a new stream's snapshot waits for a fresh poll.
    play(0, inPlay(recorded[0]!, 55, 1, 0));
    const third = await connect([1]);
    expect(fetches).toHaveLength(3);
    expect(third.target.matches()[0]!.matches[0]).toMatchObject({ status: "live", live: { minute: 55 }, score: { ft: { home: 1, away: 0 } } });
  });

  it("serves a snapshot from the current states when a poll is recent", async () => {
    play(0, inPlay(recorded[0]!, 10, 0, 0));
    createHub();
    await connect([1]);
    await vi.advanceTimersByTimeAsync(POLL_MS / 2);
    const later = await connect([1]);
    expect(fetches).toHaveLength(1);
    expect(later.target.matches()).toHaveLength(1);
  });
});

describe("changes", () => {
  it("sends only the changed matches, a table event when a score or status changed, and drops the caches first", async () => {
    play(0, inPlay(recorded[0]!, 10, 0, 0));
    play(1, inPlay(recorded[1]!, 10, 0, 0));
    createHub();
    const { target } = await connect([1]);
    const other = await connect([1]);
    observed = target;
    const before = target.events().length;

    // Only a minute: the matches event, no table event.
    play(0, inPlay(recorded[0]!, 11, 0, 0));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    const minuteOnly = target.events().slice(before);
    expect(minuteOnly.map((event) => event.event)).toEqual(["matches"]);
    expect(JSON.parse(minuteOnly[0]!.data!)).toEqual({
      competition_id: 1,
      matches: [
        {
          id: recorded[0]!.id,
          status: "live",
          live: { period: "first_half", minute: 11, stoppage: null },
          score: { ht: null, ft: { home: 0, away: 0 }, et: null, penalties: null },
          winner: null,
        },
      ],
    });

    // A goal: matches, then table.
    play(1, inPlay(recorded[1]!, 12, 1, 0));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    const goal = target.events().slice(before + 1);
    expect(goal.map((event) => event.event)).toEqual(["matches", "table"]);
    expect(JSON.parse(goal[1]!.data!)).toEqual({ competition_id: 1 });
    expect(
      target
        .matches()
        .at(-1)!
        .matches.map((match) => match.id),
    ).toEqual([recorded[1]!.id]);

    // No change: nothing.
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(target.events()).toHaveLength(before + 3);

    // Ids rise; every stream got the very same text.
    const ids = target.events().map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(other.target.text).toBe(target.text);

    // The caches were dropped before the events went out, with the teams of the changed match.
    expect(changes.at(-2)).toEqual({ competitionId: 1, teamIds: [recorded[0]!.home.id, recorded[0]!.away.id], eventsWritten: before });
    expect(changes.at(-1)).toEqual({ competitionId: 1, teamIds: [recorded[1]!.home.id, recorded[1]!.away.id], eventsWritten: before + 1 });
  });

  it("sends a competition's events only to the streams that follow it", async () => {
    play(0, inPlay(recorded[0]!, 10, 0, 0));
    rounds.set(2, [inPlay(recorded[2]!, 10, 0, 0)]);
    createHub();
    const both = await connect([1, 2]);
    const onlyTwo = await connect([2]);
    expect(both.target.matches().map((data) => data.competition_id)).toEqual([1, 2]);
    play(0, inPlay(recorded[0]!, 10, 1, 0));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(both.target.matches().map((data) => data.competition_id)).toEqual([1, 2, 1]);
    expect(onlyTwo.target.matches().map((data) => data.competition_id)).toEqual([2]);
    expect(fetches.filter((id) => id === 2)).toHaveLength(2);
  });

  it("keeps its states through a failing backend and catches up when it answers again", async () => {
    play(0, inPlay(recorded[0]!, 10, 0, 0));
    createHub();
    const { target } = await connect([1]);
    failing = true;
    play(0, inPlay(recorded[0]!, 12, 1, 0));
    await vi.advanceTimersByTimeAsync(2 * POLL_MS);
    expect(target.matches()).toHaveLength(1);
    failing = false;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(target.matches().at(-1)!.matches).toEqual([
      expect.objectContaining({ id: recorded[0]!.id, score: expect.objectContaining({ ft: { home: 1, away: 0 } }) }),
    ]);
    expect(hub.stats().pollFailures).toBe(2);
  });

  it("opens a stream without a snapshot while the backend is down, and sends the whole round once it answers", async () => {
    failing = true;
    createHub();
    const { target } = await connect([1]);
    expect(target.matches()).toEqual([]);
    // More streams do not make more polls.
    for (let i = 0; i < 50; i++) await connect([1]);
    expect(fetches).toHaveLength(1);
    failing = false;
    await vi.advanceTimersByTimeAsync(IDLE_POLL_MS);
    expect(target.matches()).toHaveLength(1);
    expect(target.matches()[0]!.matches).toHaveLength(recorded.length);
  });
});

describe("resuming with Last-Event-ID", () => {
  async function playThreeGoals() {
    for (let goal = 1; goal <= 3; goal++) {
      play(0, inPlay(recorded[0]!, 10 + goal, goal, 0));
      await vi.advanceTimersByTimeAsync(POLL_MS);
    }
  }

  it("replays the missed events in order instead of the snapshot", async () => {
    play(0, inPlay(recorded[0]!, 10, 0, 0));
    rounds.set(2, [inPlay(recorded[2]!, 10, 0, 0)]);
    createHub();
    const watcher = await connect([1, 2]);
    const firstGoal = () => watcher.target.events().find((event) => event.event === "table")!;
    play(0, inPlay(recorded[0]!, 11, 1, 0));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    const lastSeen = Number(firstGoal().id);
    play(0, inPlay(recorded[0]!, 12, 2, 0));
    rounds.set(2, [inPlay(recorded[2]!, 12, 0, 1)]);
    await vi.advanceTimersByTimeAsync(POLL_MS);

    const resumed = await connect([1, 2], lastSeen);
    const expected = watcher.target.events().filter((event) => Number(event.id) > lastSeen);
    expect(expected.map((event) => event.event)).toEqual(["matches", "table", "matches", "table"]);
    expect(resumed.target.events()).toEqual(expected);
  });

  it("sends the snapshot when an event after the id is no longer held", async () => {
    play(0, inPlay(recorded[0]!, 10, 0, 0));
    createHub({ historyEvents: 3 });
    const watcher = await connect([1]);
    const snapshotId = Number(watcher.target.events()[0]!.id);
    await playThreeGoals();
    const resumed = await connect([1], snapshotId);
    expect(resumed.target.events()).toHaveLength(1);
    expect(resumed.target.matches()[0]!.matches).toHaveLength(recorded.length);
    expect(resumed.target.matches()[0]!.matches[0]!.score.ft).toEqual({ home: 3, away: 0 });
  });

  it("sends the snapshot when the events are older than the history keeps them", async () => {
    play(0, inPlay(recorded[0]!, 10, 0, 0));
    createHub({ historyMs: 3 * POLL_MS });
    const watcher = await connect([1]);
    const snapshotId = Number(watcher.target.events()[0]!.id);
    await playThreeGoals();
    // The first goal's events are now older than the history's age; the other two goals' are not.
    await vi.advanceTimersByTimeAsync(POLL_MS + 1);
    const firstGoalTable = watcher.target.events().filter((event) => event.event === "table")[0]!;

    const fromSnapshot = await connect([1], snapshotId);
    expect(fromSnapshot.target.events()).toHaveLength(1);
    expect(fromSnapshot.target.matches()[0]!.matches).toHaveLength(recorded.length);

    const fromFirstGoal = await connect([1], Number(firstGoalTable.id));
    expect(fromFirstGoal.target.events().map((event) => event.event)).toEqual(["matches", "table", "matches", "table"]);
  });

  it("sends the snapshot for an id this process never gave", async () => {
    createHub();
    await connect([1]);
    const fromTheFuture = await connect([1], 999_999_999);
    expect(fromTheFuture.target.matches()).toHaveLength(1);
    expect(fromTheFuture.target.matches()[0]!.matches).toHaveLength(recorded.length);
  });
});

describe("slow readers, caps, heartbeat and shutdown", () => {
  it("drops a stream whose unsent output passed the bound, and keeps serving the others", async () => {
    play(0, inPlay(recorded[0]!, 10, 0, 0));
    createHub({ maxBufferedBytes: 64 * 1024 });
    const slow = await connect([1]);
    const fast = await connect([1]);
    slow.target.writableLength = 64 * 1024 + 1;
    play(0, inPlay(recorded[0]!, 11, 0, 0));
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(slow.target.destroyed).toBe(true);
    expect(slow.target.matches()).toHaveLength(1);
    expect(fast.target.matches()).toHaveLength(2);
    expect(hub.stats()).toMatchObject({ openStreams: 1, droppedSlowReaders: 1 });
  });

  it("refuses streams beyond the cap until one closes", async () => {
    createHub({ maxStreams: 2 });
    const first = await connect([1]);
    const second = hub.open(new RecordingTarget(), [1]);
    expect(second).toBeDefined();
    expect(hub.hasRoom()).toBe(false);
    expect(hub.open(new RecordingTarget(), [1])).toBeUndefined();
    first.close();
    expect(hub.hasRoom()).toBe(true);
  });

  it("sends a heartbeat comment to every stream", async () => {
    createHub();
    const streams = [await connect([1]), await connect([2])];
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    for (const { target } of streams) expect(target.text.endsWith(HEARTBEAT)).toBe(true);
  });

  it("ends every stream at stop, polls no more and refuses new streams", async () => {
    play(0, inPlay(recorded[0]!, 10, 0, 0));
    createHub();
    const streams = [await connect([1]), await connect([1, 2])];
    const pending = new RecordingTarget();
    const waiting = hub.open(pending, [1, 2]);
    hub.stop();
    const polls = fetches.length;
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    await waiting!.ready;
    for (const { target } of streams) {
      expect(target.ended).toBe(true);
      expect(target.text.endsWith(SHUTDOWN_COMMENT)).toBe(true);
    }
    expect(pending.ended).toBe(true);
    expect(fetches).toHaveLength(polls);
    expect(hub.stats().openStreams).toBe(0);
    expect(hub.hasRoom()).toBe(false);
  });
});
