import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Team } from "#contract/schemas.ts";
import { TeamBadge } from "./TeamName.tsx";

const argentina = { id: 1, name: "Argentinien", slug: "argentinien", flag: "ar" } as Team;

describe("TeamBadge: a national team's flag", () => {
  it("is a small PNG drawn beforehand in lists, so no SVG document is parsed and painted on the main thread per row", () => {
    expect(renderToStaticMarkup(<TeamBadge team={argentina} />)).toContain('src="/flags/ar.png"');
  });

  it("is the SVG in a page's head, sharp at its large size", () => {
    expect(renderToStaticMarkup(<TeamBadge team={argentina} large />)).toContain('src="/flags/ar.svg"');
  });

  it("has a small PNG for every flag the build serves (after updating flag-icons: node scripts/flags/rasterize.ts)", () => {
    const flagsDir = join(dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")), "flags", "4x3");
    const pngDir = fileURLToPath(new URL("../../../../public/flags/", import.meta.url));
    const flags = readdirSync(flagsDir).filter((name) => /^[a-z]{2}(-[a-z]{3})?\.svg$/.test(name));
    const missing = flags.map((name) => name.replace(/\.svg$/, ".png")).filter((png) => !existsSync(join(pngDir, png)));
    expect(flags.length).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });
});
