import type { Language } from "#lib/languages.ts";

/** A file of the press kit in public/press/, as the render script measured it. */
export interface PressFile {
  /** Its public path, e.g. `/press/matchpuls-logo.svg`. */
  path: string;
  type: "image/svg+xml" | "image/png" | "image/jpeg";
  bytes: number;
  /** Pixel size of a raster image. */
  width?: number;
  height?: number;
}

export type ScreenKey = "matchday" | "table" | "match";

/** Every file of the press kit: the logo in two versions, and per language three screenshots with a small preview each. */
export interface PressKitFiles {
  logo: { svg: PressFile; png: PressFile };
  logoDark: { svg: PressFile; png: PressFile };
  screenshots: Record<Language, Record<ScreenKey, { png: PressFile; preview: PressFile }>>;
}

export const SCREEN_KEYS: readonly ScreenKey[] = ["matchday", "table", "match"];
