import { describe, expect, it } from "vitest";
import { canonicalPathname, trimSlashes } from "./canonical-path.ts";

/** The fastest of `rounds` runs of `work`, in milliseconds (the minimum filters out GC and scheduling noise). */
function fastest(rounds: number, work: () => void): number {
  let best = Infinity;
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

describe("canonicalPathname", () => {
  it("drops leading and trailing slashes, lowercases letters and keeps percent-escapes", () => {
    expect(canonicalPathname("/FAQ/")).toBe("/faq");
    expect(canonicalPathname("//evil.example/")).toBe("/evil.example");
    expect(canonicalPathname("///")).toBe("/");
    expect(canonicalPathname("/a///b//")).toBe("/a///b");
    expect(canonicalPathname("/News/%C3%A4%c3%A4")).toBe("/news/%C3%A4%c3%A4");
  });

  it("trims slash runs in time linear in their length", () => {
    expect(trimSlashes("//a/b//")).toBe("a/b");
    expect(trimSlashes("/".repeat(10))).toBe("");
    // A run of slashes that does not reach the end is where a backtracking /\/+$/ goes quadratic.
    const path = (slashes: number) => `/a${"/".repeat(slashes)}b/`;
    const short = Array.from({ length: 64 }, () => path(250));
    const long = path(64 * 250);
    // The same number of characters, once as one long path and once as 64 short ones: linear work
    // takes about as long for both, quadratic work 64 times longer for the long path.
    const forLong = fastest(5, () => canonicalPathname(long));
    const forShort = fastest(5, () => short.forEach((p) => canonicalPathname(p)));
    expect(canonicalPathname(long)).toBe(`/a${"/".repeat(64 * 250)}b`);
    expect(forLong).toBeLessThan(8 * forShort + 1);
  });
});
