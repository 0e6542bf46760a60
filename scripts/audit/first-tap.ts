/**
 * The first tap of a first visit on a slow phone (`npm run audit -- --only=first-tap`): a visitor
 * opens a page and taps a link as soon as it is painted; how long until the next page shows what
 * the link promised, with JavaScript and without (docs/decisions/0714-first-visit.md: a press never
 * waits for JavaScript it does not need).
 *
 * The phone is Lighthouse's mobile preset, applied by Chromium itself (as Lighthouse's "devtools"
 * throttling does): its screen and user agent, 562.5 ms of request latency (150 ms round trips),
 * 1.47 Mbit/s down, 675 kbit/s up, the CPU 4 × slower. Each visit is a fresh browser context (empty
 * HTTP cache), in a browser in the given zone. Times are taken by this process, the same way with
 * JavaScript and without (the page's own clock is not there without it): from the tap to the moment
 * the target's element (a table, a round's list, a scoreboard) is visible at the target's address,
 * whether a client navigation rendered it or the browser loaded a new document (the locator's
 * polling adds a frame or so to both).
 */
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";
import { median } from "./main-thread.ts";

export interface TapCase {
  type: string;
  /** The page of the first visit. */
  path: string;
  /** The link tapped on it. */
  link: string;
  /** Where the link leads, and what shows that it arrived. */
  target: string;
  shown: string;
}

/** The competition's table tab, the match page's round, the home page's first match. */
export const TAP_CASES: TapCase[] = [
  {
    type: "competition",
    path: "/ergebnisse/bundesliga",
    link: 'nav.tabs a[href="/ergebnisse/bundesliga/tabelle"]',
    target: "/ergebnisse/bundesliga/tabelle",
    shown: "main table",
  },
  {
    type: "match",
    path: "/ergebnisse/wm-2022/argentinien-frankreich/10064",
    link: '.match-facts a[href="/ergebnisse/wm-2022/finale"]',
    target: "/ergebnisse/wm-2022/finale",
    shown: "main .match-list",
  },
  { type: "home", path: "/", link: "a.home-match", target: "", shown: "main .scoreboard" },
];

export const TAP_ZONES = ["Europe/Berlin", "America/New_York"];

const phone = throttling.mobileSlow4G;
const TIMEOUT_MS = 30_000;

export interface TapFigures {
  type: string;
  zone: string;
  javaScript: boolean;
  /** ms from the tap to the frame after the target's element showed, one per run. */
  runs: number[];
  median: number;
}

async function tapOnce(browser: Browser, origin: string, tap: TapCase, zone: string, javaScript: boolean): Promise<number> {
  const screen = screenEmulationMetrics.mobile!;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    timezoneId: zone,
    javaScriptEnabled: javaScript,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: phone.requestLatencyMs,
      downloadThroughput: (phone.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (phone.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdownMultiplier });
    await page.goto(origin + tap.path, { waitUntil: "commit", timeout: TIMEOUT_MS });
    const link = page.locator(tap.link).first();
    await link.waitFor({ state: "visible", timeout: TIMEOUT_MS });
    const target = tap.target || new URL((await link.getAttribute("href"))!, origin).pathname;
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    const shown = page.locator(tap.shown).first();
    const tappedAt = performance.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + Math.min(box.height / 2, 10));
    await page.waitForURL((url) => url.pathname === target, { waitUntil: "commit", timeout: TIMEOUT_MS });
    await shown.waitFor({ state: "visible", timeout: TIMEOUT_MS });
    return performance.now() - tappedAt;
  } finally {
    await context.close();
  }
}

/** Every case in every zone, with and without JavaScript, `runs` times each, interleaved. */
export async function auditFirstTap(
  origin: string,
  {
    runs = 3,
    zones = TAP_ZONES,
    cases = TAP_CASES,
    onRun = () => {},
  }: { runs?: number; zones?: string[]; cases?: TapCase[]; onRun?: (line: string) => void } = {},
): Promise<{ runs: number; phone: typeof phone; results: TapFigures[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results: TapFigures[] = [];
  try {
    for (const tap of cases)
      for (const zone of zones) for (const javaScript of [true, false]) results.push({ type: tap.type, zone, javaScript, runs: [], median: 0 });
    for (let run = 0; run < runs; run++)
      for (const result of results) {
        const tap = cases.find((c) => c.type === result.type)!;
        const ms = await tapOnce(browser, origin, tap, result.zone, result.javaScript);
        result.runs.push(ms);
        onRun(`${result.type} ${result.zone} ${result.javaScript ? "with" : "without"} JavaScript: ${Math.round(ms)} ms`);
      }
  } finally {
    await browser.close();
  }
  for (const result of results) result.median = median(result.runs);
  return { runs, phone, results };
}

/** The most a first tap may take with JavaScript, as a multiple of the same tap's without it (the medians). */
export const TAP_TARGET = 1.1;

/** Each page type and zone's pair of medians, with JavaScript and without, and their ratio. */
export function tapPairs(results: TapFigures[]): { key: string; withJs: TapFigures; without: TapFigures; ratio: number }[] {
  const keys = [...new Set(results.map((r) => `${r.type} ${r.zone}`))];
  return keys.map((key) => {
    const withJs = results.find((r) => `${r.type} ${r.zone}` === key && r.javaScript)!;
    const without = results.find((r) => `${r.type} ${r.zone}` === key && !r.javaScript)!;
    return { key, withJs, without, ratio: withJs.median / without.median };
  });
}

export function printFirstTap({ runs, results }: { runs: number; results: TapFigures[] }): void {
  console.log(`  ms from the tap to the next page's content, median of ${runs} (runs); "with ÷ without": JavaScript on against off (target ≤ ${TAP_TARGET})`);
  for (const { key, withJs, without, ratio } of tapPairs(results)) {
    const list = (r: TapFigures) => r.runs.map((ms) => Math.round(ms)).join(", ");
    console.log(
      `  ${key.padEnd(30)} with JavaScript ${String(Math.round(withJs.median)).padStart(6)} (${list(withJs)}), without ${String(Math.round(without.median)).padStart(6)} (${list(without)}), with ÷ without ${ratio.toFixed(2)}${ratio > TAP_TARGET ? " ✗" : ""}`,
    );
  }
}
