import { create } from "qrcode";

/**
 * A QR code as the data of one SVG path, computed on the server so the page ships no QR code
 * library: one rectangle per run of dark modules in a row, on a grid of `size` units (the code plus
 * its quiet zone). Error correction M (15 %) survives a camera at an angle without making the
 * symbol denser than a phone at arm's length reads easily.
 */
export interface QrCodePath {
  /** Width and height of the symbol in modules, the quiet zone included. */
  size: number;
  /** Path data in module units (`M4 4h7v1h-7z…`), to be drawn dark on a light background. */
  d: string;
}

/** Light modules around the symbol: enough for phone cameras on a white card (the standard asks for 4 on any background). */
export const QUIET_ZONE = 2;

export function qrCodePath(text: string): QrCodePath {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const count = modules.size;
  const runs: string[] = [];
  for (let row = 0; row < count; row++) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column++;
      const length = column - start;
      runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${length}v1h-${length}z`);
    }
  }
  return { size: count + 2 * QUIET_ZONE, d: runs.join("") };
}
