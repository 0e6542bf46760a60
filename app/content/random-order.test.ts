import { describe, expect, it } from "vitest";
import { shuffle } from "./random-order.ts";

/** A small seeded generator (mulberry32), so the statistical test is repeatable. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Replays fixed values, to pin the swaps. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length]!;
}

describe("shuffle", () => {
  it("follows Fisher–Yates with the random source it is given", () => {
    // i=3: j=floor(0.5*4)=2 → swap 3,2; i=2: j=floor(0*3)=0 → swap 2,0; i=1: j=floor(0.9*2)=1 → stays.
    expect(shuffle(["a", "b", "c", "d"], sequence(0.5, 0, 0.9))).toEqual(["d", "b", "a", "c"]);
  });

  it("keeps every item exactly once and leaves the input alone", () => {
    const items = Object.freeze(["a", "b", "c", "d", "e", "f", "g"]);
    const result = shuffle(items, seeded(7));
    expect([...result].sort()).toEqual([...items]);
    expect(result).not.toBe(items);
    expect(items).toEqual(["a", "b", "c", "d", "e", "f", "g"]);
  });

  it("copes with empty and single lists and with a source that returns 1", () => {
    expect(shuffle([], Math.random)).toEqual([]);
    expect(shuffle(["only"], Math.random)).toEqual(["only"]);
    expect(shuffle(["a", "b", "c"], () => 1)).toEqual(["a", "b", "c"]);
  });

  it("makes every order about equally likely", () => {
    const random = seeded(2012);
    const counts = new Map<string, number>();
    const runs = 24_000;
    for (let run = 0; run < runs; run++) {
      const key = shuffle(["a", "b", "c", "d"], random).join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    // 1,000 expected per order; a biased shuffle (e.g. sort by random()) misses this by far.
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it("gives different orders from call to call with Math.random", () => {
    const items = Array.from({ length: 8 }, (_, i) => i);
    const orders = new Set(Array.from({ length: 20 }, () => shuffle(items).join(",")));
    expect(orders.size).toBeGreaterThan(1);
  });
});
