import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFairShare, type FairShareOptions, FairShareRefusal, type PoolLimits } from "./fair-share.ts";

/** A job that runs until `finish` is called, keeping the (fake) event loop busy for `busyMs` when it does. */
interface HeldJob {
  started: boolean;
  finish(busyMs?: number): void;
  run: () => Promise<string>;
}

const clock = { now: 0, busy: 0 };

function heldJob(name: string): HeldJob {
  let finish: (value: string) => void = () => {};
  const job: HeldJob = {
    started: false,
    finish(busyMs = 0) {
      clock.busy += busyMs;
      finish(name);
    },
    run: () => {
      job.started = true;
      return new Promise<string>((resolve) => (finish = resolve));
    },
  };
  return job;
}

const RENDER: PoolLimits = { running: 2, waiting: 6, runningPerClient: 1, waitingPerClient: 3 };

function fairShare(render: Partial<PoolLimits> = {}, options: FairShareOptions = {}) {
  return createFairShare({
    limits: { render: { ...RENDER, ...render } },
    now: () => clock.now,
    busyMs: () => clock.busy,
    exempt: (client) => client === "host",
    ...options,
  });
}

/** Lets the fake event loop run its turns (setImmediate) and the jobs' promise callbacks. */
const turns = (count = 10) =>
  vi.advanceTimersByTimeAsync(0).then(async () => {
    for (let i = 0; i < count; i++) await vi.runOnlyPendingTimersAsync();
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setImmediate", "setTimeout", "clearTimeout"] });
  clock.now = 0;
  clock.busy = 0;
});
afterEach(() => vi.useRealTimers());

describe("fair share of uncached work", () => {
  it("starts a job in a later turn of the event loop, one job per turn, and settles with its outcome", async () => {
    const share = fairShare({ running: 4, runningPerClient: 4 });
    const [a, b] = [heldJob("a"), heldJob("b")];
    const first = share.run("198.51.100.1", "render", a.run);
    const second = share.run("198.51.100.1", "render", b.run);
    expect(a.started).toBe(false);
    await vi.advanceTimersToNextTimerAsync();
    expect([a.started, b.started]).toEqual([true, false]);
    await vi.advanceTimersToNextTimerAsync();
    expect(b.started).toBe(true);
    a.finish();
    b.finish();
    await expect(first).resolves.toBe("a");
    await expect(second).resolves.toBe("b");
    const failing = share.run("198.51.100.1", "render", () => Promise.reject(new Error("render failed")));
    const failed = expect(failing).rejects.toThrow("render failed");
    await turns();
    await failed;
    expect(share.stats().render).toEqual({ running: 0, waiting: 0, clients: 0 });
  });

  it("runs at most `runningPerClient` of a client and `running` in all; the others wait", async () => {
    const share = fairShare();
    const jobs = ["a1", "a2", "b1", "c1"].map(heldJob);
    void share.run("198.51.100.1", "render", jobs[0]!.run);
    void share.run("198.51.100.1", "render", jobs[1]!.run);
    void share.run("198.51.100.2", "render", jobs[2]!.run);
    void share.run("198.51.100.3", "render", jobs[3]!.run);
    await turns();
    expect(jobs.map((job) => job.started)).toEqual([true, false, true, false]);
    expect(share.stats().render).toEqual({ running: 2, waiting: 2, clients: 3 });
    jobs[2]!.finish();
    await turns();
    // The slot goes to the next client in turn (c), not to a's second job: a runs its one already.
    expect(jobs.map((job) => job.started)).toEqual([true, false, true, true]);
    jobs[0]!.finish();
    await turns();
    expect(jobs[1]!.started).toBe(true);
  });

  it("lets clients take turns: one client's many waiting jobs delay another's by one job at most", async () => {
    const share = fairShare({ running: 1, runningPerClient: 1, waitingPerClient: 10, waiting: 20 });
    const order: string[] = [];
    const job = (name: string) => () => {
      order.push(name);
      return Promise.resolve(name);
    };
    const all = [1, 2, 3, 4, 5].map((i) => share.run("203.0.113.7", "render", job(`flood${i}`)));
    all.push(share.run("192.0.2.1", "render", job("visitor1")), share.run("192.0.2.1", "render", job("visitor2")));
    await turns(30);
    await Promise.all(all);
    expect(order).toEqual(["flood1", "visitor1", "flood2", "visitor2", "flood3", "flood4", "flood5"]);
  });

  it("refuses a client's job beyond its waiting share with 429, and everybody's beyond the pool's with 503", async () => {
    const refused: number[] = [];
    const share = fairShare({ running: 1, runningPerClient: 1, waitingPerClient: 2, waiting: 3 }, { onRefused: (_, status) => refused.push(status) });
    const flood = Array.from({ length: 4 }, (_, i) => heldJob(`flood${i}`));
    const first = share.run("203.0.113.7", "render", flood[0]!.run);
    await turns();
    const answers = [first, ...flood.slice(1).map((job) => share.run("203.0.113.7", "render", job.run))];
    answers[3]!.catch(() => {});
    // One running, two waiting: the fourth is over the client's share.
    await expect(answers[3]).rejects.toMatchObject({ status: 429, retryAfterSeconds: 1 });
    expect(share.refusal("203.0.113.7", "render")).toBeInstanceOf(FairShareRefusal);
    expect(share.refusal("192.0.2.1", "render")).toBeUndefined();
    void share.run("192.0.2.1", "render", heldJob("visitor").run);
    // The pool's three waiting places are taken: now everybody is refused, the host too.
    await expect(share.run("192.0.2.2", "render", heldJob("other").run)).rejects.toMatchObject({ status: 503, retryAfterSeconds: 5 });
    expect(share.refusal("host", "render")?.status).toBe(503);
    expect(refused).toEqual([429, 429, 503, 503]);
  });

  it("gives the host itself no limit of its own, only the pool's", async () => {
    const share = fairShare({ running: 3, runningPerClient: 1, waitingPerClient: 1, waiting: 10 });
    const jobs = Array.from({ length: 6 }, (_, i) => heldJob(`host${i}`));
    const answers = jobs.map((job) => share.run("host", "render", job.run));
    await turns();
    expect(jobs.filter((job) => job.started)).toHaveLength(3);
    for (const job of jobs) job.finish();
    await turns();
    for (const job of jobs) job.finish();
    await expect(Promise.all(answers)).resolves.toHaveLength(6);
  });

  it("paces a client over its share of the loop's busy time, even with free slots, while another client runs", async () => {
    const share = fairShare({ running: 4, runningPerClient: 1, waitingPerClient: 10, waiting: 20, share: 0.25, burstMs: 100 });
    const flood = Array.from({ length: 3 }, (_, i) => heldJob(`flood${i}`));
    for (const job of flood) void share.run("203.0.113.7", "render", job.run);
    await turns();
    // The first job keeps the loop busy for 150 ms: 50 ms over the burst.
    clock.now += 150;
    flood[0]!.finish(150);
    await turns();
    expect(flood[1]!.started).toBe(false);
    const visitor = heldJob("visitor");
    void share.run("192.0.2.1", "render", visitor.run);
    await turns();
    expect(visitor.started).toBe(true);
    // 50 ms over at a quarter of the time: 200 ms later the flood's next job may start.
    clock.now += 150;
    await vi.advanceTimersByTimeAsync(150);
    expect(flood[1]!.started).toBe(false);
    clock.now += 60;
    await vi.advanceTimersByTimeAsync(60);
    await turns();
    expect(flood[1]!.started).toBe(true);
    expect(share.stats().render).toEqual({ running: 2, waiting: 1, clients: 2 });
  });

  it("tells a client refused while over its share when the share will have refilled (Retry-After)", async () => {
    const share = fairShare({ running: 4, runningPerClient: 1, waitingPerClient: 1, waiting: 20, share: 0.25, burstMs: 100 });
    const first = heldJob("first");
    void share.run("203.0.113.7", "render", first.run);
    await turns();
    // Two seconds of the loop at once: 1,900 ms over, at a quarter of the time 7.6 s to refill.
    first.finish(2_000);
    await turns();
    void share.run("203.0.113.7", "render", heldJob("waiting").run);
    expect(share.refusal("203.0.113.7", "render")).toMatchObject({ status: 429, retryAfterSeconds: 8 });
  });

  it("charges busy time to the jobs running, split between them, and nothing for time spent waiting on I/O", async () => {
    const share = fairShare({ running: 4, runningPerClient: 2, waitingPerClient: 10, waiting: 20, share: 0.5, burstMs: 100 });
    const [a, b, c] = [heldJob("a"), heldJob("b"), heldJob("c")];
    void share.run("203.0.113.7", "render", a.run);
    void share.run("192.0.2.1", "render", b.run);
    await turns();
    // 10 seconds waiting on the backend: the loop idle, nothing charged.
    clock.now += 10_000;
    await vi.advanceTimersByTimeAsync(10_000);
    // 160 ms busy while both run: 80 ms each, within both bursts.
    clock.busy += 160;
    a.finish();
    b.finish();
    await turns();
    void share.run("203.0.113.7", "render", c.run);
    await turns();
    expect(c.started).toBe(true);
    // Alone, 200 ms busy: 180 ms over; at half the time, 360 ms before its next job.
    c.finish(200);
    await turns();
    const d = heldJob("d");
    void share.run("203.0.113.7", "render", d.run);
    await turns();
    expect(d.started).toBe(false);
    clock.now += 370;
    await vi.advanceTimersByTimeAsync(370);
    await turns();
    expect(d.started).toBe(true);
  });

  it("never runs a waiting job whose client left, and frees its place", async () => {
    const share = fairShare({ running: 1, runningPerClient: 1 });
    const running = heldJob("running");
    void share.run("203.0.113.7", "render", running.run);
    const left = heldJob("left");
    const controller = new AbortController();
    const answer = share.run("192.0.2.1", "render", left.run, controller.signal);
    await turns();
    controller.abort(new Error("the client left"));
    await expect(answer).rejects.toThrow("the client left");
    expect(share.stats().render).toEqual({ running: 1, waiting: 0, clients: 1 });
    running.finish();
    await turns();
    expect(left.started).toBe(false);
  });

  it("keeps each kind of work in its own pool", async () => {
    const share = fairShare({ running: 1, runningPerClient: 1 });
    const render = heldJob("render");
    const card = heldJob("card");
    void share.run("203.0.113.7", "render", render.run);
    void share.run("203.0.113.7", "card", card.run);
    await turns();
    expect([render.started, card.started]).toEqual([true, true]);
    expect(share.stats().card).toEqual({ running: 1, waiting: 0, clients: 1 });
  });
});
