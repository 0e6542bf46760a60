/**
 * The national teams' flags as small PNG files (`public/flags/{id}.png`, served beside the SVGs), drawn by Chromium from
 * the flag-icons package's 4:3 SVGs at the size the results pages show them in lists (24 × 18 CSS
 * pixels), three device pixels per CSS pixel (72 × 54). Why files drawn beforehand: an SVG image is
 * a document of its own that the browser parses, styles, lays out and paints on the main thread of
 * every page that shows it (the World Cup final's page shows 18 of them, about 150 ms on
 * Lighthouse's phone), while a PNG is decoded off the main thread (ADR 0707). The large flags (a
 * match's scoreboard, a team page's heading) stay SVG: two per page, and sharp at any size.
 *
 * Run after updating flag-icons: `node scripts/flags/rasterize.ts` (commit the files it writes).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { PNG } from "pngjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";

const FLAGS_DIR = join(dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")), "flags", "4x3");
const FLAG_FILE = /^[a-z]{2}(-[a-z]{3})?\.svg$/;
const OUT_DIR = fileURLToPath(new URL("../../public/flags/", import.meta.url));
/** The size lists show a flag at (app/features/results/shared/results.css), in CSS pixels. */
const WIDTH = 24;
const HEIGHT = 18;
/** Device pixels per CSS pixel: as sharp as the SVG on a phone with a three-times screen. */
const SCALE = 3;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: SCALE });
  mkdirSync(OUT_DIR, { recursive: true });
  for (const old of readdirSync(OUT_DIR).filter((name) => name.endsWith(".png"))) rmSync(join(OUT_DIR, old));
  let bytes = 0;
  const files = readdirSync(FLAGS_DIR).filter((name) => FLAG_FILE.test(name));
  for (const file of files) {
    const svg = readFileSync(join(FLAGS_DIR, file)).toString("base64");
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block;width:${WIDTH}px;height:${HEIGHT}px}</style>` +
        `<img src="data:image/svg+xml;base64,${svg}" alt="">`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    const shot = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
    // Chromium's PNG is written for speed; deflated again at the highest level it is about a third smaller.
    const png = PNG.sync.read(shot);
    const out = PNG.sync.write(png, { deflateLevel: 9, filterType: -1 });
    writeFileSync(join(OUT_DIR, file.replace(/\.svg$/, ".png")), out);
    bytes += out.length;
  }
  console.log(`${files.length} flags written to ${OUT_DIR} (${Math.round(bytes / 1024)} KiB)`);
} finally {
  await browser.close();
}
