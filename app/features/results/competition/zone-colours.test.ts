import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hexChannels, lab, luminance } from "#tests/support/colour.ts";

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

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hexChannels(hex)) + 0.05);

const distance = (a: string, b: string) => Math.hypot(...lab(hexChannels(a)).map((v, i) => v - lab(hexChannels(b))[i]!));

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
