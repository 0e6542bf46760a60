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
    expect(sketch.bytes).toBe(4 * 128);
  });

  it("fingerprints keys as numbers that tell them apart", () => {
    const prints = new Set(Array.from({ length: 100_000 }, (_, i) => fingerprint(`/faq?q=${i}`)));
    expect(prints.size).toBe(100_000);
    expect(Number.isSafeInteger(fingerprint("/"))).toBe(true);
    expect(fingerprint("/faq")).toBe(fingerprint("/faq"));
  });
});
