import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { QUIET_ZONE, qrCodePath } from "./qr-code.server.ts";

/**
 * The QR code's path, drawn the way the page's SVG draws it (dark runs on white) into a bitmap
 * and read back by a QR decoder: what a phone's camera would see.
 */
function rasterize({ size, d }: { size: number; d: string }, pixelsPerModule: number): Uint8ClampedArray {
  const side = size * pixelsPerModule;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, length] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let row = Number(y) * pixelsPerModule; row < (Number(y) + 1) * pixelsPerModule; row++) {
      for (let column = Number(x) * pixelsPerModule; column < (Number(x) + Number(length)) * pixelsPerModule; column++) {
        pixels.fill(0, (row * side + column) * 4, (row * side + column) * 4 + 3);
      }
    }
  }
  return pixels;
}

describe("QR code path", () => {
  it.each(["http://localhost:3210/download", "https://www.matchpuls.example/en/download", "https://www.matchpuls.example/it/download"])(
    "decodes to %s",
    (url) => {
      const code = qrCodePath(url);
      const decoded = jsQR(rasterize(code, 4), code.size * 4, code.size * 4);
      expect(decoded?.data).toBe(url);
    },
  );

  it("is made only of one-module-high runs inside the quiet zone", () => {
    const code = qrCodePath("https://www.matchpuls.example/download");
    const runs = [...code.d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)];
    expect(runs.map((run) => run[0]).join("")).toBe(code.d);
    for (const [, x, y, length] of runs) {
      expect(Number(x)).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(Number(y)).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(Number(x) + Number(length)).toBeLessThanOrEqual(code.size - QUIET_ZONE);
      expect(Number(y)).toBeLessThan(code.size - QUIET_ZONE);
    }
  });
});
