import { localeOf, type Language } from "#lib/languages.ts";
import type { PressFile } from "./press-file.ts";

const FORMAT_NAMES: Record<PressFile["type"], string> = { "image/svg+xml": "SVG", "image/png": "PNG", "image/jpeg": "JPEG" };

/** A file size as people read it: whole kilobytes (at least 1) below a megabyte, megabytes with one decimal above. */
export function formatFileSize(bytes: number, language: Language): string {
  const locale = localeOf(language).iso;
  const text =
    bytes < 1_000_000
      ? new Intl.NumberFormat(locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1000)))
      : new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(bytes / 1_000_000);
  // A no-break space between number and unit, whatever space the browser's or the server's ICU writes.
  return text.replace(/\s/g, "\u00a0");
}

/** What a download link states about its file: format, pixel size of a raster image, file size ("PNG, 780 × 1688 px, 134 kB"). */
export function describeFile(file: PressFile, language: Language): string {
  // No-break spaces: the pixel size never wraps inside itself.
  const size = file.width && file.height ? `${file.width}\u00a0×\u00a0${file.height}\u00a0px` : undefined;
  return [FORMAT_NAMES[file.type], size, formatFileSize(file.bytes, language)].filter(Boolean).join(", ");
}
