import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The table zones' colours (results-tables.css): a zone is read from its colour at a glance, so two
 * zones of one table must not look alike (the Europa League's orange beside the relegation
 * play-off's was one), and white text on any of them must meet WCAG AA (4.5:1), which also keeps
 * each edge well above 3:1 against the page.
 */

const css = readFileSync(new URL("./results-tables.css", import.meta.url), "utf8");

/** Every zone's colour, by zone. */
function zoneColours(): Map<string, string> {
  const colours = new Map<string, string>();
  for (const rule of css.matchAll(/((?:\[data-zone="[a-z0-9_]+"\],?\s*)+)\{\s*--zone:\s*(#[0-9a-f]{6});\s*\}/gi)) {
    for (const zone of rule[1]!.matchAll(/data-zone="([a-z0-9_]+)"/g)) colours.set(zone[1]!, rule[2]!.toLowerCase());
  }
  return colours;
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/** CIELAB (D65) of a colour, for the distance the eye sees between two colours (ΔE 1976). */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const distance = (a: string, b: string) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]!));

describe("table zone colours", () => {
  const colours = zoneColours();

  it("are read from the stylesheet", () => {
    expect([...colours.keys()]).toEqual(expect.arrayContaining(["champions_league", "europa_league", "relegation_playoff", "relegation", "eliminated"]));
  });

  it("carry white text at AA contrast", () => {
    const weak = [...colours].filter(([, hex]) => contrastWithWhite(hex) < 4.5).map(([zone, hex]) => `${zone} ${hex} ${contrastWithWhite(hex).toFixed(2)}:1`);
    expect(weak).toEqual([]);
  });

  it("are told apart: every two different colours at least ΔE 25 apart", () => {
    const distinct = [...new Set(colours.values())];
    const alike: string[] = [];
    for (const [i, a] of distinct.entries())
      for (const b of distinct.slice(i + 1)) if (distance(a, b) < 25) alike.push(`${a} ~ ${b}: ΔE ${distance(a, b).toFixed(1)}`);
    expect(alike).toEqual([]);
  });
});
