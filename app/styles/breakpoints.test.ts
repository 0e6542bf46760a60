import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Every width a stylesheet's media query names is one of the spec's breakpoints
 * (docs/product-spec.md: 360, 600, 720, 768, 860, 960, 1020, 1127, 1300 px). A `min-width` names
 * its breakpoint itself; a `max-width` the width just below one (`max-width: 767px`, `359.98px`),
 * so the two sides of a breakpoint never overlap. `rem` counts as 16 px, as media queries read it.
 */

const SPEC_BREAKPOINTS = [360, 600, 720, 768, 860, 960, 1020, 1127, 1300];

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(file);
    return entry.name.endsWith(".css") ? [file] : [];
  });
}

const px = (value: string, unit: string) => Number(value) * (unit === "px" ? 1 : 16);

export interface QueryWidth {
  /** As written: "max-width: 39.99rem". */
  text: string;
  /** The breakpoint it stands for: 640 for `max-width: 39.99rem`. */
  breakpoint: number;
}

/** The widths of every media query in a stylesheet, each with the breakpoint it stands for. */
export function queryWidths(css: string): QueryWidth[] {
  const widths: QueryWidth[] = [];
  for (const query of css.matchAll(/@media([^{]*)\{/g)) {
    const condition = query[1]!;
    for (const m of condition.matchAll(/(min|max)-width\s*:\s*([\d.]+)(px|rem|em)/g)) {
      const width = px(m[2]!, m[3]!);
      widths.push({ text: m[0], breakpoint: m[1] === "min" ? width : Math.floor(width) + 1 });
    }
    for (const m of condition.matchAll(/width\s*(>=|<=|<|>)\s*([\d.]+)(px|rem|em)/g)) {
      const width = px(m[2]!, m[3]!);
      widths.push({ text: m[0], breakpoint: m[1] === "<=" || m[1] === ">" ? Math.floor(width) + 1 : width });
    }
  }
  return widths;
}

describe("media query breakpoints", () => {
  const files = stylesheets(APP);

  it("finds the stylesheets and their queries", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((file) => queryWidths(readFileSync(file, "utf8"))).length).toBeGreaterThan(30);
  });

  it("reads a query's breakpoint from either side of it", () => {
    expect(queryWidths("@media (min-width: 600px) {} @media (max-width: 767px) {} @media (max-width: 359.98px) {}").map((w) => w.breakpoint)).toEqual([
      600, 768, 360,
    ]);
    expect(queryWidths("@media (min-width: 40rem) {} @media (max-width: 39.99rem) {} @media (width < 1020px) {}").map((w) => w.breakpoint)).toEqual([
      640, 640, 1020,
    ]);
  });

  for (const file of files) {
    it(`${path.relative(APP, file)} uses the spec's breakpoints only`, () => {
      const off = queryWidths(readFileSync(file, "utf8")).filter((w) => !SPEC_BREAKPOINTS.includes(w.breakpoint));
      expect(off.map((w) => `${w.text} (${w.breakpoint} px)`)).toEqual([]);
    });
  }
});
