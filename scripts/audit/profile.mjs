// `npm run audit:profile`: where a first visit's main-thread time goes, page by page against the
// anchor (anchor.ts), on the production build (`npm run build` first). For each page and for the anchor:
//
// 1. Traces (medians of --runs, default 3; scripts/audit/main-thread.ts): CPU time × 4 by
//    Lighthouse's task group, by the script Lighthouse attributes it to, and by trace event (which
//    stylesheet was parsed, which scripts evaluated, style recalculations, layouts, timers, frames);
//    beside them the document alone: the same visits with JavaScript off in the browser (its HTML,
//    style, layout and paint; no head script, no hydration), against the anchor's whole visit.
// 2. One CPU profile under Chromium's 4× CPU throttling (`Emulation.setCPUThrottlingRate`): self
//    time by function and by script.
// 3. The sequence of that throttled visit: when the document, the stylesheet, the dictionary and the
//    scripts arrived, the first contentful paint, when React Router's router was created (hydration
//    begins), the long tasks (Long Tasks API), and when the main thread fell quiet.
//
//   node scripts/audit/profile.mjs [--paths=/,/faq] [--runs=3] [--top=15] [--zone=Europe/Berlin] [--json=reports/audit-profile.json]
//
// `--zone`: the browser's time zone (one of the visitors' zones the audit and the guard measure in,
// scripts/audit/main-thread.ts's VISITOR_ZONES; a page with kick-offs loads the kick-offs' zone script
// outside the page language's home zone).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";
import { startAnchor } from "./anchor.ts";
import { CPU_SLOWDOWN, measureFirstVisit, median, TASK_GROUPS } from "./main-thread.ts";
import { startServer } from "./server.mjs";

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = "true"] = arg.replace(/^--/, "").split("=");
    return [key, value];
  }),
);
const paths = (args.paths ?? "/,/faq").split(",");
const runs = Number(args.runs ?? 3);
const top = Number(args.top ?? 15);
const json = args.json ?? "reports/audit-profile.json";
const zone = args.zone ?? "Europe/Berlin";
const SAMPLING_INTERVAL_US = 200;

const pad = (value, width) => String(value).padEnd(width);
const padStart = (value, width) => String(value).padStart(width);
const ms = (value) => String(Math.round(value));

/** Path and query of a URL of the measured origins; anything else unchanged. */
function short(text) {
  return text.replace(/https?:\/\/127\.0\.0\.1:\d+/g, "");
}

/** Medians per key over several { key: ms } records (a key missing from a run counts 0). */
function medianRecord(records) {
  const keys = new Set(records.flatMap((r) => Object.keys(r)));
  return Object.fromEntries(
    [...keys]
      .map((key) => [key, median(records.map((r) => r[key] ?? 0))])
      .filter(([, value]) => value > 0)
      .sort(([, a], [, b]) => b - a),
  );
}

/** Self time by function and by script from a V8 CPU profile (Profiler.stop's `profile`). */
function summarizeProfile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + delta);
  }
  const byFunction = new Map();
  const byScript = new Map();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
    const name = functionName || "(anonymous)";
    const where = url ? `${short(url)}:${lineNumber + 1}:${columnNumber + 1}` : "";
    const key = where ? `${name} ${where}` : name;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us / 1000);
    const script = url ? short(url) : name;
    byScript.set(script, (byScript.get(script) ?? 0) + us / 1000);
  }
  const sorted = (map) => Object.fromEntries([...map].sort(([, a], [, b]) => b - a));
  return { byFunction: sorted(byFunction), byScript: sorted(byScript) };
}

/** Records, in the page, when React Router's router appears (hydration begins) and every long task. */
function recordInPage() {
  globalThis.__audit = { longTasks: [] };
  let router;
  Object.defineProperty(globalThis, "__reactRouterDataRouter", {
    configurable: true,
    get: () => router,
    set(value) {
      router = value;
      globalThis.__audit.routerAt ??= performance.now();
    },
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__audit.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
}

/** One visit under Chromium's 4× CPU throttling with the V8 profiler on: the profile and the sequence of the visit. */
async function throttledVisit(browser, origin, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    timezoneId: zone,
  });
  try {
    const page = await context.newPage();
    // A same-site page first, so the profiler runs in the renderer the visit will use.
    await page.goto(`${origin}/healthz`);
    await page.addInitScript(recordInPage);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: SAMPLING_INTERVAL_US });
    await cdp.send("Profiler.start");
    const started = Date.now();
    await page.goto(url, { waitUntil: "load" });
    // (The recorder's property makes `"__reactRouterDataRouter" in window` true from the start.)
    // Or the page waits for the visitor's first intent to hydrate (app/head-script.ts, ADR 0710).
    await page.waitForFunction(() => globalThis.__audit.routerAt !== undefined || globalThis.matchpulsHydration === "waiting", undefined, { timeout: 20_000 });
    // Quiet: the Long Tasks API has seen nothing new for a second.
    let seen = -1;
    for (;;) {
      await page.waitForTimeout(1000);
      const count = await page.evaluate(() => globalThis.__audit.longTasks.length);
      if (count === seen || Date.now() - started > 20_000) break;
      seen = count;
    }
    const { profile } = await cdp.send("Profiler.stop");
    const sequence = await page.evaluate(() => {
      const events = [];
      const navigation = performance.getEntriesByType("navigation")[0];
      events.push({ at: navigation.responseEnd, what: "document received" });
      events.push({ at: navigation.domContentLoadedEventEnd, what: "DOMContentLoaded" });
      events.push({ at: navigation.loadEventEnd, what: "load" });
      for (const paint of performance.getEntriesByType("paint")) events.push({ at: paint.startTime, what: paint.name });
      for (const resource of performance.getEntriesByType("resource"))
        events.push({ at: resource.responseEnd, what: `${resource.initiatorType} ${resource.name} (requested at ${Math.round(resource.startTime)})` });
      if (globalThis.__audit.routerAt !== undefined) events.push({ at: globalThis.__audit.routerAt, what: "React Router's router created: hydration begins" });
      for (const task of globalThis.__audit.longTasks) events.push({ at: task.start, what: `long task ${Math.round(task.duration)} ms` });
      events.push({ at: performance.now(), what: "quiet (end of the visit)" });
      return events.sort((a, b) => a.at - b.at);
    });
    return { profile: summarizeProfile(profile), sequence };
  } finally {
    await context.close();
  }
}

const report = { date: new Date().toISOString(), runs, zone, cpuSlowdown: CPU_SLOWDOWN, pages: [] };
let site;
let anchor;
let browser;
try {
  [site, anchor] = await Promise.all([startServer({ inPlace: args["in-place"] !== "false" }), startAnchor()]);
  // Each context in `zone` (the machine's own never decides what is measured).
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, env: { ...process.env, TZ: zone } });
  const targets = [{ name: "anchor", origin: anchor.origin, url: anchor.url }, ...paths.map((p) => ({ name: p, origin: site.origin, url: site.origin + p }))];
  for (const target of targets) {
    const figures = [];
    const documentAlone = [];
    for (let i = 0; i < runs; i++) {
      figures.push(await measureFirstVisit(browser, target.url, { timezoneId: zone }));
      documentAlone.push(await measureFirstVisit(browser, target.url, { javaScript: false, timezoneId: zone }));
    }
    const throttled = await throttledVisit(browser, target.origin, target.url);
    report.pages.push({
      name: target.name,
      mainThreadMs: median(figures.map((f) => f.mainThreadMs)),
      longTasks: median(figures.map((f) => f.longTasks)),
      blockingMs: median(figures.map((f) => f.blockingMs)),
      groups: medianRecord(figures.map((f) => f.groups)),
      documentAlone: { mainThreadMs: median(documentAlone.map((f) => f.mainThreadMs)), groups: medianRecord(documentAlone.map((f) => f.groups)) },
      byUrl: medianRecord(figures.map((f) => f.byUrl)),
      byEvent: medianRecord(figures.map((f) => f.byEvent)),
      longTaskLists: figures.map((f) => f.tasks.filter((t) => t.cpuMs * CPU_SLOWDOWN > 50).map((t) => ({ ...t, url: short(t.url) }))),
      ...throttled,
    });
  }
} finally {
  await browser?.close();
  site?.stop();
  anchor?.stop();
}

for (const page of report.pages) {
  console.log(
    `\n== ${page.name}: main thread ${ms(page.mainThreadMs)} ms (CPU × ${CPU_SLOWDOWN}, median of ${runs}), ${page.longTasks} long tasks, blocking ${ms(page.blockingMs)} ms`,
  );
  console.log(`  by group:  ${TASK_GROUPS.map((g) => `${g} ${ms(page.groups[g] ?? 0)}`).join(", ")}`);
  const anchorMs = report.pages[0].mainThreadMs;
  console.log(
    `  document alone (JavaScript off): ${ms(page.documentAlone.mainThreadMs)} ms, ${(page.documentAlone.mainThreadMs / anchorMs).toFixed(2)} × the anchor's whole visit; ` +
      TASK_GROUPS.map((g) => `${g} ${ms(page.documentAlone.groups[g] ?? 0)}`).join(", "),
  );
  console.log("  by attributed script (ms):");
  for (const [url, value] of Object.entries(page.byUrl).slice(0, 8)) console.log(`    ${padStart(ms(value), 6)}  ${short(url) || "(none)"}`);
  console.log(`  by trace event, top ${top} (ms):`);
  for (const [event, value] of Object.entries(page.byEvent).slice(0, top)) console.log(`    ${padStart(ms(value), 6)}  ${short(event)}`);
  console.log(`  long tasks per run (start ms: CPU ms × ${CPU_SLOWDOWN}, script):`);
  for (const list of page.longTaskLists)
    console.log(`    ${list.map((t) => `${ms(t.startMs)}: ${ms(t.cpuMs * CPU_SLOWDOWN)} ${t.url || "-"}`).join(" | ") || "none"}`);
  console.log(`  CPU profile under ${CPU_SLOWDOWN}× throttling, self time by script (ms):`);
  for (const [script, value] of Object.entries(page.profile.byScript).slice(0, 8)) console.log(`    ${padStart(ms(value), 6)}  ${script}`);
  console.log(`  CPU profile, self time by function, top ${top} (ms):`);
  for (const [fn, value] of Object.entries(page.profile.byFunction).slice(0, top)) console.log(`    ${padStart(ms(value), 6)}  ${fn}`);
  console.log(`  sequence of the throttled visit (ms after navigation):`);
  for (const event of page.sequence) console.log(`    ${padStart(ms(event.at), 6)}  ${pad(short(event.what), 0)}`);
}
mkdirSync(path.dirname(path.resolve(json)), { recursive: true });
writeFileSync(json, JSON.stringify(report, null, 2));
console.log(`\nprofile written to ${json}`);
