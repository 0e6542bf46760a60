import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { PNG } from "pngjs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Logo } from "#app/components/Logo.tsx";
import { BRAND_MARK } from "./brand-mark.ts";
import { describeFile, formatFileSize } from "./format.ts";
import type { PressFile } from "./press-file.ts";
import { PRESS_FILES } from "./press-files.ts";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../../../public");

function listedFiles(): PressFile[] {
  const screens = Object.values(PRESS_FILES.screenshots).flatMap((byScreen) => Object.values(byScreen).flatMap(({ png, preview }) => [png, preview]));
  return [PRESS_FILES.logo.svg, PRESS_FILES.logo.png, PRESS_FILES.logoDark.svg, PRESS_FILES.logoDark.png, ...screens];
}

describe("press kit files", () => {
  it("lists exactly the files in public/press/", () => {
    const onDisk = readdirSync(path.join(PUBLIC_DIR, "press")).map((name) => `/press/${name}`);
    expect(
      listedFiles()
        .map((file) => file.path)
        .sort(),
    ).toEqual(onDisk.sort());
  });

  it.each(listedFiles().map((file) => [file.path, file] as const))("%s has the listed size and pixel size", (filePath, file) => {
    const full = path.join(PUBLIC_DIR, filePath);
    expect(statSync(full).size).toBe(file.bytes);
    if (file.type === "image/png") {
      const png = PNG.sync.read(readFileSync(full));
      expect([png.width, png.height]).toEqual([file.width, file.height]);
    }
    if (file.type === "image/jpeg") {
      // SOF0 frame header: height and width follow the marker, precision byte and length.
      const bytes = readFileSync(full);
      const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
      expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)]).toEqual([file.width, file.height]);
    }
  });

  it("has SVG logos with a viewBox, a title, the brand mark and no text that needs a font", () => {
    for (const file of [PRESS_FILES.logo.svg, PRESS_FILES.logoDark.svg]) {
      const svg = readFileSync(path.join(PUBLIC_DIR, file.path), "utf8");
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(svg).toContain("<title>Matchpuls</title>");
      expect(svg).toContain(`d="${BRAND_MARK.pulse.d}"`);
      expect(svg).not.toContain("<text");
      expect(svg.trim().endsWith("</svg>")).toBe(true);
    }
  });
});

describe("brand mark", () => {
  it("is the mark of the site's Logo component", () => {
    const markup = renderToStaticMarkup(<Logo />);
    const { circle, pulse } = BRAND_MARK;
    expect(markup).toContain(`viewBox="0 0 ${BRAND_MARK.viewBox} ${BRAND_MARK.viewBox}"`);
    expect(markup).toContain(`<circle cx="${circle.cx}" cy="${circle.cy}" r="${circle.r}" fill="${circle.fill}"`);
    expect(markup).toContain(`d="${pulse.d}"`);
    expect(markup).toContain(`stroke="${pulse.stroke}" stroke-width="${pulse.strokeWidth}"`);
  });
});

describe("file descriptions", () => {
  it("states kilobytes below a megabyte, at least one", () => {
    expect(formatFileSize(7062, "de")).toBe("7\u00a0kB");
    expect(formatFileSize(120, "en")).toBe("1\u00a0kB");
    expect(formatFileSize(1_250_000, "it")).toBe("1,3\u00a0MB");
    expect(formatFileSize(1_250_000, "en")).toBe("1.3\u00a0MB");
  });

  it("names format, pixel size and file size", () => {
    expect(describeFile({ path: "/press/a.svg", type: "image/svg+xml", bytes: 2100 }, "en")).toBe("SVG, 2\u00a0kB");
    expect(describeFile({ path: "/press/a.png", type: "image/png", bytes: 133_511, width: 780, height: 1688 }, "de")).toBe(
      "PNG, 780\u00a0×\u00a01688\u00a0px, 134\u00a0kB",
    );
  });
});
