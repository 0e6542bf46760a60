// The press kit's files (public/press/) and their list (app/features/company/press-kit/press-files.ts), made from the site itself:
//
//   npx react-router build && node scripts/press-kit/render.mjs
//
// A developer runs it when the brand or the pages change and commits what it writes (README.md beside it):
// - the logo as SVG for light and for dark backgrounds: the mark as the built site's header draws it
//   (app/components/Logo.tsx) and the word "Matchpuls" as outlines of a bold sans font (LOGO_FONT, default
//   Liberation Sans Bold, metric-compatible with the Helvetica of the fact sheet), so the file needs no font;
// - each logo as PNG, rendered from its SVG by Chromium on a transparent background;
// - per language, phone screenshots of a matchday, a table and a match (390 × 844 CSS px at 2×, as PNG) and
//   a small JPEG preview of each, from the production build run on a free port with the embedded backend;
// - the list of these files with their byte sizes and pixel sizes, which the press page shows.
/* global window, document -- functions handed to page.evaluate run in the browser */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { chromium } from "playwright-core";
import { PNG } from "pngjs";
import * as prettier from "prettier";
import { href } from "#app/i18n/href.ts";
import { startServer } from "../audit/server.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT_DIR = path.join(ROOT, "public/press");
const LIST_FILE = path.join(ROOT, "app/features/company/press-kit/press-files.ts");
const LOGO_FONT = process.env.LOGO_FONT ?? "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf";
const LANGUAGES = ["de", "en", "it"];
const PHONE = { width: 390, height: 844, scale: 2 };
const PREVIEW_QUALITY = 72;
/** The competition the screenshots show: its slug is the same in every language. */
const COMPETITION = "bundesliga";

/** Logo geometry in SVG units: the mark is 32 units scaled by 4; gap and type size follow the header (28 px mark, 8 px gap, 19.2 px type). */
const MARK_SCALE = 4;
const MARK_SIZE = 32 * MARK_SCALE;
const WORD_GAP = 36;
const WORD_SIZE = 88;
const LOGO_PNG_HEIGHT = 256;
const BRAND = { ink: "#0b3d2e", onDark: "#ffffff" };

// The embedded backend and content, whatever the shell's configuration says: the same data every time.
for (const name of ["API_BASE_URL", "CONTENT_API_URL", "RESULTS_CLOCK", "RESULTS_CLOCK_RATE"]) delete process.env[name];

const round = (svgPath) => svgPath.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 100) / 100));

let logoFont;
function font() {
  if (!existsSync(LOGO_FONT)) throw new Error(`LOGO_FONT ${LOGO_FONT} does not exist`);
  return (logoFont ??= fontkit.openSync(LOGO_FONT));
}

/** The word as one SVG path of glyph outlines, its baseline at `baseline`, starting at x = `left`; with its right edge. */
function wordOutline(word, left, baseline) {
  const scale = WORD_SIZE / font().unitsPerEm;
  const run = font().layout(word);
  let x = 0;
  const parts = [];
  let right = left;
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const outline = glyph.path.scale(scale, -scale).translate(left + (x + position.xOffset) * scale, baseline - position.yOffset * scale);
    parts.push(outline.toSVG());
    right = Math.max(right, outline.bbox.maxX);
    x += position.xAdvance;
  });
  return { d: round(parts.join("")), right };
}

/** The mark's drawing (its circle and pulse) as the built site's header renders it. */
async function markFromSite(browser, origin) {
  const page = await browser.newPage();
  await page.goto(origin + "/");
  const mark = await page
    .locator(".logo svg")
    .first()
    .evaluate((svg) => ({ viewBox: svg.getAttribute("viewBox"), inner: svg.innerHTML }));
  await page.close();
  if (mark.viewBox !== "0 0 32 32") throw new Error(`the header's mark has the viewBox ${mark.viewBox}; this script expects 0 0 32 32`);
  return mark.inner;
}

function logoSvg(markInner, wordColor) {
  const capHeight = (font().capHeight / font().unitsPerEm) * WORD_SIZE;
  // The capitals centred on the mark, as the header centres the word beside it.
  const baseline = MARK_SIZE / 2 + capHeight / 2;
  const word = wordOutline("Matchpuls", MARK_SIZE + WORD_GAP, baseline);
  const width = Math.ceil(word.right + 2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${MARK_SIZE}" width="${width}" height="${MARK_SIZE}">`,
    "<title>Matchpuls</title>",
    `<g transform="scale(${MARK_SCALE})">${markInner}</g>`,
    `<path fill="${wordColor}" d="${word.d}"/>`,
    "</svg>",
    "",
  ].join("\n");
}

async function svgToPng(browser, svg, file) {
  const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg).map(Number);
  const pngWidth = Math.round((width * LOGO_PNG_HEIGHT) / height);
  const page = await browser.newPage({ viewport: { width: pngWidth, height: LOGO_PNG_HEIGHT }, deviceScaleFactor: 1 });
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><img alt="" src="${source}" width="${pngWidth}" height="${LOGO_PNG_HEIGHT}" style="display:block"></body></html>`,
  );
  await page.locator("img").evaluate((img) => img.decode());
  await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: pngWidth, height: LOGO_PNG_HEIGHT } });
  await page.close();
}

/** Waits for the page's scripts (it hydrates on a visitor's first intent, app/head-script.ts) and every animation (the page fade-in) to be over. */
async function settle(page) {
  await page.waitForFunction(() => window.matchpulsHydration !== undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
}

/** The first match of the competition page: the link whose path is that page's path plus a match slug and id. */
async function firstMatchPath(page, origin, competitionPath) {
  await page.goto(origin + competitionPath);
  const paths = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const pattern = new RegExp(`^${competitionPath}/[^/]+/\\d+$`);
  const found = paths.find((p) => pattern.test(p));
  if (!found) throw new Error(`no match link on ${competitionPath}`);
  return found;
}

async function screenshots(browser, origin, language) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.scale,
    isMobile: true,
    hasTouch: true,
    locale: { de: "de-DE", en: "en-GB", it: "it-IT" }[language],
  });
  // A returning visitor: the cookie notice is dismissed.
  await context.addInitScript(() => localStorage.setItem("cookie-notice", "dismissed"));
  const page = await context.newPage();
  const competitionPath = href("results", language, { country: COMPETITION });
  const files = {};
  const shots = [
    ["matchday", competitionPath],
    ["table", href("results-table", language, { competition: COMPETITION })],
    ["match", undefined],
  ];
  for (const [screen, target] of shots) {
    const url = target ?? (await firstMatchPath(page, origin, competitionPath));
    const response = await page.goto(origin + url);
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await settle(page);
    const name = `matchpuls-${screen}-${language}`;
    await page.screenshot({ path: path.join(OUT_DIR, `${name}.png`) });
    await page.screenshot({ path: path.join(OUT_DIR, `${name}-preview.jpg`), type: "jpeg", quality: PREVIEW_QUALITY, scale: "css" });
    files[screen] = { png: `${name}.png`, preview: `${name}-preview.jpg` };
  }
  await context.close();
  return files;
}

/** A file's entry in the list: public path, type, bytes and, for images, the pixel size read from the file. */
function describe(file) {
  const full = path.join(OUT_DIR, file);
  const entry = { path: `/press/${file}`, type: "", bytes: statSync(full).size };
  if (file.endsWith(".svg")) return { ...entry, type: "image/svg+xml" };
  if (file.endsWith(".png")) {
    const { width, height } = PNG.sync.read(readFileSync(full));
    return { ...entry, type: "image/png", width, height };
  }
  // JPEG previews are CSS-pixel screenshots of the phone viewport.
  return { ...entry, type: "image/jpeg", width: PHONE.width, height: PHONE.height };
}

async function writeList(screens) {
  const list = {
    logo: { svg: describe("matchpuls-logo.svg"), png: describe("matchpuls-logo.png") },
    logoDark: { svg: describe("matchpuls-logo-dark.svg"), png: describe("matchpuls-logo-dark.png") },
    screenshots: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        Object.fromEntries(
          Object.entries(screens[language]).map(([screen, files]) => [screen, { png: describe(files.png), preview: describe(files.preview) }]),
        ),
      ]),
    ),
  };
  const source = [
    "// Written by scripts/press-kit/render.mjs from the files in public/press/: do not edit by hand (a unit test compares).",
    'import type { PressKitFiles } from "./press-file.ts";',
    "",
    `export const PRESS_FILES: PressKitFiles = ${JSON.stringify(list)};`,
    "",
  ].join("\n");
  const options = (await prettier.resolveConfig(LIST_FILE)) ?? {};
  writeFileSync(LIST_FILE, await prettier.format(source, { ...options, filepath: LIST_FILE }));
}

mkdirSync(OUT_DIR, { recursive: true });
const server = await startServer({ root: ROOT });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const mark = await markFromSite(browser, server.origin);
  for (const [name, color] of [
    ["matchpuls-logo", BRAND.ink],
    ["matchpuls-logo-dark", BRAND.onDark],
  ]) {
    const svg = logoSvg(mark, color);
    writeFileSync(path.join(OUT_DIR, `${name}.svg`), svg);
    await svgToPng(browser, svg, path.join(OUT_DIR, `${name}.png`));
  }
  const screens = {};
  for (const language of LANGUAGES) screens[language] = await screenshots(browser, server.origin, language);
  await writeList(screens);
  console.log(`press kit: wrote ${path.relative(ROOT, OUT_DIR)}/ and ${path.relative(ROOT, LIST_FILE)}`);
} finally {
  await browser.close();
  server.stop();
}
