import { describe, expect, it } from "vitest";
import { backoffDelay, CONTENT_BACKOFF, LastGoodValues } from "./last-good.server.ts";

/**
 * Stale while refreshing, and the back-off, on a clock the test moves (no timers, no waiting): a
 * value held is answered at once whatever the source does; a key without one waits for its load;
 * failures space the next loads out.
 */
const TTL_MS = 60_000;
const empty = (): string[] => [];
const settle = () => new Promise((resolve) => setImmediate(resolve));

function setup() {
  const clock = { now: 1_000_000 };
  const loaded: [string, unknown][] = [];
  const values = new LastGoodValues({
    logSource: "content:test",
    ttlMs: TTL_MS,
    backoff: CONTENT_BACKOFF,
    now: () => clock.now,
    onLoaded: (key, value) => loaded.push([key, value]),
  });
  return { clock, loaded, values };
}

/** A load the test answers: `calls` counts the calls, `answer`/`fail` settle the last one. */
function controlledLoad() {
  let settle: { resolve: (value: string[]) => void; reject: (error: Error) => void } | undefined;
  const load = {
    calls: 0,
    fn: () => {
      load.calls++;
      return new Promise<string[]>((resolve, reject) => (settle = { resolve, reject }));
    },
    answer: (value: string[]) => settle!.resolve(value),
    fail: () => settle!.reject(new Error("no answer within 3000 ms")),
  };
  return load;
}

const hangs = () => new Promise<string[]>(() => undefined);
const fails = () => Promise.reject(new Error("fetch failed: ECONNREFUSED"));

/** Whether `promise` is settled after the microtasks and I/O callbacks now queued. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await settle();
  return settled;
}

describe("backoffDelay", () => {
  it("5 s after the first failure, doubling, at most 60 s", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map((failures) => backoffDelay(failures, CONTENT_BACKOFF))).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
  });
});

describe("a key that holds a value", () => {
  it("answers it at once while a refresh hangs, and starts one refresh however many ask", async () => {
    const { values } = setup();
    let calls = 0;
    values.restore("FAQs:de", ["restored"]);
    const load = () => (calls++, hangs());
    const answers = await Promise.all(Array.from({ length: 10 }, () => values.get("FAQs:de", load, empty)));
    expect(answers).toEqual(Array(10).fill(["restored"]));
    expect(calls).toBe(1);
  });

  it("is refreshed in the background only once it is ttl old, and then serves the new value", async () => {
    const { clock, values, loaded } = setup();
    const load = controlledLoad();
    const first = values.get("team", load.fn, empty);
    await settle();
    load.answer(["v1"]);
    expect(await first).toEqual(["v1"]);

    clock.now += TTL_MS - 1;
    expect(await values.get("team", load.fn, empty)).toEqual(["v1"]);
    expect(load.calls).toBe(1);

    clock.now += 1;
    expect(await values.get("team", load.fn, empty)).toEqual(["v1"]);
    expect(load.calls).toBe(2);
    load.answer(["v2"]);
    await settle();
    expect(await values.get("team", load.fn, empty)).toEqual(["v2"]);
    expect(loaded).toEqual([
      ["team", ["v1"]],
      ["team", ["v2"]],
    ]);
  });

  it("backs off after failed refreshes: 5, 10, 20, 40, 60, 60 s; the value is served throughout; a success ends it", async () => {
    const { clock, values } = setup();
    values.restore("jobs:de", ["kept"]);
    const attempts: number[] = [];
    const start = clock.now;
    let healthy = false;
    const load = () => {
      attempts.push(clock.now - start);
      return healthy ? Promise.resolve(["fresh"]) : fails();
    };
    // A visitor every second for four minutes.
    for (let second = 0; second <= 240; second++) {
      expect(await values.get("jobs:de", load, empty)).toEqual(["kept"]);
      await settle();
      clock.now += 1000;
    }
    expect(attempts).toEqual([0, 5_000, 15_000, 35_000, 75_000, 135_000, 195_000]);

    healthy = true;
    clock.now = start + 255_000;
    await values.get("jobs:de", load, empty);
    await settle();
    expect(await values.get("jobs:de", load, empty)).toEqual(["fresh"]);
    // Fresh for the ttl: no call, however often it is asked.
    clock.now += TTL_MS - 1;
    await values.get("jobs:de", load, empty);
    expect(attempts).toHaveLength(8);
  });
});

describe("a key that holds nothing", () => {
  it("waits for its load (concurrent callers share it) and answers empty when it fails", async () => {
    const { values } = setup();
    const load = controlledLoad();
    const waiting = Promise.all([values.get("FAQs:en", load.fn, empty), values.get("FAQs:en", load.fn, empty)]);
    expect(await isSettled(waiting)).toBe(false);
    load.fail();
    expect(await waiting).toEqual([[], []]);
    expect(load.calls).toBe(1);
    expect(values.holdsAny()).toBe(false);
  });

  it("during the back-off answers empty at once without a call; after it, loads again", async () => {
    const { clock, values } = setup();
    let calls = 0;
    const load = () => (calls++, fails());
    expect(await values.get("team", load, empty)).toEqual([]);
    clock.now += 4_999;
    expect(await values.get("team", load, empty)).toEqual([]);
    expect(calls).toBe(1);
    clock.now += 1;
    expect(await values.get("team", load, empty)).toEqual([]);
    expect(calls).toBe(2);
    // The second failure doubles the wait.
    clock.now += 9_999;
    await values.get("team", load, empty);
    expect(calls).toBe(2);
    clock.now += 1;
    expect(await values.get("team", () => Promise.resolve(["back"]), empty)).toEqual(["back"]);
    expect(values.holdsAny()).toBe(true);
  });
});

describe("reload (the source said it changed)", () => {
  it("loads at once whatever the back-off, after a load under way, and keeps the old value when it fails", async () => {
    const { values } = setup();
    values.restore("LogoWall", ["old"]);
    const under = controlledLoad();
    // A refresh under way (the restored value is stale at once).
    await values.get("LogoWall", under.fn, empty);
    const reloaded = values.reload("LogoWall", () => Promise.resolve(["new"]));
    expect(await isSettled(reloaded)).toBe(false);
    under.fail();
    expect(await reloaded).toBe(true);
    expect(values.peek("LogoWall")).toEqual(["new"]);

    expect(await values.reload("LogoWall", fails)).toBe(false);
    expect(values.peek("LogoWall")).toEqual(["new"]);
    // In the back-off now, and a reload still goes out.
    expect(await values.reload("LogoWall", () => Promise.resolve(["newer"]))).toBe(true);
    expect(values.peek("LogoWall")).toEqual(["newer"]);
  });
});
