import { describe, expect, it } from "vitest";
import { FrequencySketch, fingerprint } from "./frequency-sketch.ts";

describe("FrequencySketch", () => {
  it("counts how often a key was added, up to 15, and never less", () => {
    const sketch = new FrequencySketch(1_000);
    for (let i = 0; i < 7; i++) sketch.add("/faq");
    sketch.add("/kontakt");
    for (let i = 0; i < 30; i++) sketch.add("/");
    expect(sketch.frequency("/faq")).toBeGreaterThanOrEqual(7);
    expect(sketch.frequency("/kontakt")).toBeGreaterThanOrEqual(1);
    expect(sketch.frequency("/")).toBe(FrequencySketch.MAX_COUNT);
    expect(sketch.frequency("/never")).toBe(0);
  });

  it("keeps one-off keys apart from keys asked for often, under a flood as long as its halving period", () => {
    const sketch = new FrequencySketch(100);
    for (let i = 0; i < 10; i++) sketch.add("/hot");
    for (let i = 0; i < 900; i++) sketch.add(`/faq?q=${i}`);
    expect(sketch.frequency("/hot")).toBeGreaterThanOrEqual(10);
    const overCounted = Array.from({ length: 900 }, (_, i) => sketch.frequency(`/faq?q=${i}`)).filter((count) => count > 1).length;
    expect(overCounted).toBeLessThan(900 / 6);
  });

  it("halves every count once ten times its expected keys were added, so old popularity fades", () => {
    const sketch = new FrequencySketch(10);
    for (let i = 0; i < 12; i++) sketch.add("/old");
    for (let i = 0; i < 88; i++) sketch.add(`/other${i % 40}`);
    expect(sketch.frequency("/old")).toBe(6);
    // Four rows of 128 counters, and the doorkeeper's 1,024 bits.
    expect(sketch.bytes).toBe(4 * 128 + 128);
  });

  it("fingerprints keys as numbers that tell them apart", () => {
    const prints = new Set(Array.from({ length: 100_000 }, (_, i) => fingerprint(`/faq?q=${i}`)));
    expect(prints.size).toBe(100_000);
    expect(Number.isSafeInteger(fingerprint("/"))).toBe(true);
    expect(fingerprint("/faq")).toBe(fingerprint("/faq"));
  });

  it("counts a key asked for again by the same client once, and by each other client once", () => {
    const sketch = new FrequencySketch(1_000);
    for (let i = 0; i < 5; i++) sketch.add("/faq?q=made-up", "203.0.113.7");
    expect(sketch.frequency("/faq?q=made-up")).toBe(1);
    sketch.add("/faq?q=made-up", "198.51.100.4");
    sketch.add("/faq?q=made-up", "2001:db8:1:2::/64");
    expect(sketch.frequency("/faq?q=made-up")).toBe(3);
    // The same client's other keys count, and asks that name nobody count every time.
    sketch.add("/faq?q=other", "203.0.113.7");
    expect(sketch.frequency("/faq?q=other")).toBe(1);
    for (let i = 0; i < 4; i++) sketch.add("/", undefined);
    expect(sketch.frequency("/")).toBe(4);
  });

  it("counts the same client's ask again after a halving, when the doorkeeper forgets", () => {
    const sketch = new FrequencySketch(10);
    sketch.add("/page", "203.0.113.7");
    for (let i = 0; i < 99; i++) sketch.add(`/other${i}`);
    sketch.add("/page", "203.0.113.7");
    expect(sketch.frequency("/page")).toBe(1);
  });

  it("mistakes few first asks for repeated ones, over a whole halving period of distinct pairs", () => {
    const sketch = new FrequencySketch(2_000);
    let uncounted = 0;
    for (let i = 0; i < 19_999; i++) {
      const key = `/faq?q=${i}`;
      sketch.add(key, `198.51.${i % 256}.${i % 7}`);
      if (sketch.frequency(key) === 0) uncounted++;
    }
    expect(uncounted).toBeLessThan(19_999 / 100);
  });
});
