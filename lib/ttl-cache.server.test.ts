import { describe, expect, it } from "vitest";
import { acceleratedClock, TtlCache } from "./ttl-cache.server.ts";

/** A load that resolves when the test says so, counting how often it ran. */
function controlledLoad<T>() {
  const calls: ((value: T) => void)[] = [];
  const load = () => new Promise<T>((resolve) => calls.push(resolve));
  return { load, calls };
}

describe("TtlCache", () => {
  it("keeps a value for its time-to-live and shares concurrent misses", async () => {
    let now = 0;
    const cache = new TtlCache({ source: "test", now: () => now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("a", 100, load), cache.get("a", 100, load)])).toEqual([1, 1]);
    now = 99;
    expect(await cache.get("a", 100, load)).toBe(1);
    now = 100;
    expect(await cache.get("a", 100, load)).toBe(2);
  });

  it("forgets the entries whose keys match, and only those", async () => {
    const cache = new TtlCache({ source: "test" });
    for (const key of ["de:table:1", "en:table:1", "de:table:10", "de:competitions"]) await cache.get(key, 60_000, async () => key);
    expect(cache.forget((key) => /^[a-z]+:table:1$/.test(key))).toBe(2);
    expect(cache.peek("de:table:1")).toBeUndefined();
    expect(cache.peek("en:table:1")).toBeUndefined();
    expect(cache.peek("de:table:10")).toBe("de:table:10");
    expect(cache.peek("de:competitions")).toBe("de:competitions");
    let reloaded = false;
    await cache.get("de:table:1", 60_000, async () => ((reloaded = true), "fresh"));
    expect(reloaded).toBe(true);
  });

  it("does not store the answer of a load that began before the key was forgotten", async () => {
    const cache = new TtlCache({ source: "test" });
    const older = controlledLoad<string>();
    const before = cache.get("k", 60_000, older.load);
    await Promise.resolve();
    cache.forget((key) => key === "k");

    // A reader after the change does not join the older load: it starts its own.
    const newer = controlledLoad<string>();
    const after = cache.get("k", 60_000, newer.load);
    await Promise.resolve();
    expect(newer.calls).toHaveLength(1);

    newer.calls[0]!("new");
    older.calls[0]!("old");
    expect(await before).toBe("old");
    expect(await after).toBe("new");
    expect(cache.peek("k")).toBe("new");
    expect(await cache.get("k", 60_000, async () => "unused")).toBe("new");
  });

  it("serves the last good value when a reload fails", async () => {
    let now = 0;
    const cache = new TtlCache({ source: "test", now: () => now });
    await cache.get("k", 10, async () => "good");
    now = 20;
    expect(await cache.get("k", 10, async () => Promise.reject(new Error("down")))).toBe("good");
  });

  it("bounds the bytes its values keep alive, the least recently used leaving first, and says what it holds", async () => {
    const cache = new TtlCache({ source: "test", maxBytes: 10_000 });
    const answer = (n: number) => ({ id: n, text: "x".repeat(1_000) });
    for (let i = 0; i < 20; i++) await cache.get(`k${i}`, 60_000, async () => answer(i));
    const { entries, bytes } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(10_000);
    // A value counts two bytes a character of its JSON text: about 2 KB each.
    expect(entries).toBe(4);
    expect(cache.peek("k19")).toEqual(answer(19));
    expect(cache.peek("k15")).toBeUndefined();
    cache.forget((key) => key === "k19");
    expect(cache.stats().entries).toBe(3);
    expect(cache.stats().bytes).toBeLessThan(bytes);
    cache.clear();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it("keeps the entries read lately when it is full: the least recently used one leaves", async () => {
    const cache = new TtlCache({ source: "test", maxEntries: 3 });
    for (const key of ["a", "b", "c"]) await cache.get(key, 60_000, async () => key);
    // `a` is read again: `b` is now the one used least recently.
    expect(await cache.get("a", 60_000, async () => "reloaded")).toBe("a");
    await cache.get("d", 60_000, async () => "d");
    expect(cache.peek("a")).toBe("a");
    expect(cache.peek("b")).toBeUndefined();
    expect(cache.stats().entries).toBe(3);
  });

  it("gives every reader waiting on a failed reload the last good value, and one that never had one the failure", async () => {
    let now = 1_000;
    const cache = new TtlCache({ source: "test", now: () => now });
    await cache.get("k", 10, async () => "good");
    now += 20;
    const failing = controlledLoad<string>();
    const readers = [cache.get("k", 10, failing.load), cache.get("k", 10, failing.load)];
    await Promise.resolve();
    expect(failing.calls).toHaveLength(1);
    failing.calls[0]!(Promise.reject(new Error("down")) as unknown as string);
    expect(await Promise.all(readers)).toEqual(["good", "good"]);
    await expect(cache.get("new", 10, async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(cache.peek("new")).toBeUndefined();
  });

  it("counts what cannot be written as JSON at a fixed size rather than failing", async () => {
    const cache = new TtlCache({ source: "test" });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(await cache.get("c", 1_000, async () => cyclic)).toBe(cyclic);
    expect(await cache.get("b", 1_000, async () => 10n)).toBe(10n);
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().bytes).toBeGreaterThan(0);
  });
});

describe("acceleratedClock", () => {
  it("runs the given times as fast from the moment it is made; at rate 1 it is the clock itself", async () => {
    let now = 1_000_000;
    const realTime = () => now;
    expect(acceleratedClock(1, realTime)).toBe(realTime);
    const fast = acceleratedClock(60, realTime);
    expect(fast()).toBe(1_000_000);
    now += 1_000;
    expect(fast()).toBe(1_060_000);
    // An entry of 60 s in a cache on that clock has expired after one real second.
    const cache = new TtlCache({ source: "test", now: fast });
    let loads = 0;
    await cache.get("k", 60_000, async () => ++loads);
    now += 999;
    expect(await cache.get("k", 60_000, async () => ++loads)).toBe(1);
    now += 2;
    expect(await cache.get("k", 60_000, async () => ++loads)).toBe(2);
  });
});
