// Lighthouse 13, mobile preset (the default config), simulated throttling, in Debian's Chromium, every
// page against the anchor (anchor.ts) in the same run.
//
// Lighthouse's figures scale with the host's CPU (its simulated 4× slowdown multiplies the host's own
// task times): a page measured 100 here measured 79–88 on a slower machine. A page's figures against
// those of a minimal React Router page measured beside it do not move that way. So every page is
// measured in `runs` pairs: a page run and an anchor run one after the other (which goes first
// alternates), so both see the same machine load; the report gives the medians of the page's runs,
// the medians of its anchor runs, and the medians of the pairs' differences and ratios.
//
// Every pair runs in one of the visitors' zones (VISITOR_ZONES: the browser's TZ, the page's run and
// the anchor's alike), the zones in turn, `runs` pairs per zone; a page type is judged by its worst
// zone's medians: a first visit must not cost a visitor abroad more than one at home.
//
// Lighthouse times the main thread's tasks by the wall clock. On a shared machine with two cores the
// renderer's main thread waits for a core during a good part of a load (the browser, the network
// service, the compositor and Lighthouse itself run beside it), so the same page's figure moves by
// half from one run to the next. Each run's trace is also read as the first-visit guard reads its
// own (main-thread.ts): the same task tree timed by the main thread's CPU time. The report gives it
// beside Lighthouse's figure; the targets judge Lighthouse's.
//
// Every run gets a browser of its own with a fresh profile (chrome-launcher makes a new temporary
// user-data directory per launch): a reused browser keeps V8's code cache and the HTTP cache warm
// from the previous run, which a first-time visitor does not have.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../chromium.ts";
import { figuresOfTrace, median, TASK_GROUPS, VISITOR_ZONES } from "./main-thread.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** What a first visit may cost beyond the anchor's (medians of the pairs). */
export const TARGETS = { tbtOverAnchorMs: 50, mainThreadOverAnchor: 1.2 };
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};
/** A run that fails to record (NO_NAVSTART and the like happen on a loaded machine) is retried this often. */
const ATTEMPTS = 3;

/** An audit's table rows (none when it has no table). */
const rowsOf = (audit) => (Array.isArray(audit?.details?.items) ? audit.details.items : []);

/** The main-thread work of a run's trace by the main thread's CPU time (× 4, as Lighthouse's), NaN when the trace cannot be read. */
function cpuMainThreadMs(trace) {
  try {
    return figuresOfTrace(trace.traceEvents).mainThreadMs;
  } catch {
    return Number.NaN;
  }
}

/** The figures of one run. Times in ms, Lighthouse's (simulated) values; JS in bytes transferred. */
export function figuresOf(lhr, trace) {
  const audit = (id) => lhr.audits[id];
  const groups = Object.fromEntries(TASK_GROUPS.map((group) => [group, 0]));
  for (const item of rowsOf(audit("mainthread-work-breakdown"))) groups[item.group] = item.duration;
  const longTasks = audit("long-tasks")?.details;
  const scripts = rowsOf(audit("network-requests")).filter((request) => request.resourceType === "Script");
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: audit("total-blocking-time")?.numericValue ?? 0,
    mainThreadMs: audit("mainthread-work-breakdown")?.numericValue ?? 0,
    /** The same tasks timed by the main thread's CPU time instead of the wall clock. */
    cpuMainThreadMs: trace ? cpuMainThreadMs(trace) : Number.NaN,
    groups,
    scriptEvaluationMs: groups.scriptEvaluation,
    /** Lighthouse's JavaScript execution time (`bootup-time`: evaluation, parse and compile attributed to scripts). */
    bootupMs: audit("bootup-time")?.numericValue ?? 0,
    // The audit's table shows at most 20; its debug data has them all.
    longTasks: longTasks?.debugData?.tasks?.length ?? rowsOf(audit("long-tasks")).length,
    fcpMs: audit("first-contentful-paint")?.numericValue ?? 0,
    lcpMs: audit("largest-contentful-paint")?.numericValue ?? 0,
    jsBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
  };
}

/** What the scores and the audits that cost points say (the page runs only). */
function summarize(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.displayValue ?? ""]));
  // Audits that cost points, plus the performance insights/diagnostics that flag something.
  const failing = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode)) continue;
      if (ref.weight === 0 && category !== "performance") continue;
      // Some insights' details hold a tree or a list of tables rather than rows.
      const rows = audit.details?.items;
      const items = (Array.isArray(rows) ? rows : [])
        .slice(0, 3)
        .map((item) => item.node?.selector ?? item.url ?? item.source?.url ?? "")
        .filter(Boolean);
      failing.push({ category, id: ref.id, weight: ref.weight, score: audit.score, displayValue: audit.displayValue ?? "", items });
    }
  }
  // Where the main thread's time goes: per script (bootup-time) and the long tasks.
  const bootup = rowsOf(lhr.audits["bootup-time"]).map(({ url, total, scripting, scriptParseCompile }) => ({
    url,
    total,
    scripting,
    scriptParseCompile,
  }));
  const longTasks = rowsOf(lhr.audits["long-tasks"]);
  return { scores, metrics, failing, bootup, longTasks };
}

/** One Lighthouse run of `url` in a fresh browser; retried when Lighthouse cannot record it. */
async function runOnce(url, { chromePath, userAgent, skipAudits, categories, zone }) {
  const errors = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // The visitor's zone is the browser's (ICU reads TZ), so the machine's own never decides it.
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent", envVars: { ...process.env, TZ: zone } });
    try {
      const { lhr, artifacts } = await lighthouse(
        url,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
          throttlingMethod: "simulate",
          // The screenshot of the whole page (for the HTML report's element previews) is taken
          // after the trace, and the JSON report does not keep it: a second a run saved.
          disableFullPageScreenshot: true,
          ...(userAgent ? { emulatedUserAgent: userAgent } : {}),
          ...(skipAudits ? { skipAudits } : {}),
        },
        undefined,
      );
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      return { lhr, trace: artifacts.Trace, retried: errors };
    } catch (error) {
      errors.push(String(error?.message ?? error));
    } finally {
      await chrome.kill();
    }
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${errors.at(-1)}`);
}

/**
 * Asks both servers for their page once before the runs: the site renders a page on its first
 * request and then compresses and keeps it in its page cache off the request path, work that would
 * otherwise fall into the next run, which may be the anchor's. Each run then meets a server that
 * answers from memory, as a visitor of a page others have seen does; the browser stays cold.
 */
async function warmUp(urls) {
  for (const url of urls) await (await fetch(url, { headers: { "Accept-Encoding": "br, gzip" } })).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

/** Medians of every numeric figure (and of every group) over runs. */
function medians(figures) {
  const result = {};
  for (const key of Object.keys(figures[0])) {
    if (key === "groups") result.groups = Object.fromEntries(TASK_GROUPS.map((g) => [g, median(figures.map((f) => f.groups[g]))]));
    else result[key] = median(figures.map((f) => f[key]));
  }
  return result;
}

/** The pairs' medians against the anchor, and whether they meet the targets. */
function versusAnchor(pairs) {
  const vsAnchor = {
    tbtOverAnchorMs: median(pairs.map((p) => p.page.tbtMs - p.anchor.tbtMs)),
    mainThreadOverAnchor: median(pairs.map((p) => p.page.mainThreadMs / p.anchor.mainThreadMs)),
    cpuMainThreadOverAnchor: median(pairs.map((p) => p.page.cpuMainThreadMs / p.anchor.cpuMainThreadMs)),
    scriptEvaluationOverAnchor: median(pairs.map((p) => p.page.scriptEvaluationMs / p.anchor.scriptEvaluationMs)),
    longTasksOverAnchor: median(pairs.map((p) => p.page.longTasks - p.anchor.longTasks)),
    jsBytesOverAnchor: median(pairs.map((p) => p.page.jsBytes - p.anchor.jsBytes)),
  };
  const targets = {
    tbt: vsAnchor.tbtOverAnchorMs <= TARGETS.tbtOverAnchorMs,
    mainThread: vsAnchor.mainThreadOverAnchor <= TARGETS.mainThreadOverAnchor,
  };
  return { vsAnchor, targets, median: { page: medians(pairs.map((p) => p.page)), anchor: medians(pairs.map((p) => p.anchor)) } };
}

/**
 * Measures every page of `pages` ({ type, lang, path, userAgent?, skipAudits? }) against the anchor's page
 * (`anchorUrl`): `runs` pairs in each of `zones`. `onRun` is told of every finished run (progress).
 */
export async function auditLighthouse(origin, pages, { anchorUrl, chromePath = "/usr/bin/chromium", runs = 3, zones = VISITOR_ZONES, onRun = () => {} } = {}) {
  const results = [];
  for (const target of pages) {
    // Filled run by run, so a failure still reports the pairs measured before it.
    const measured = { pairs: [], summaries: [], retried: [] };
    try {
      await warmUp([origin + target.path, anchorUrl]);
      await measurePairs(origin, target, measured, { anchorUrl, chromePath, runs, zones, onRun });
    } catch (error) {
      results.push({ ...target, error: String(error?.message ?? error), scores: Object.fromEntries(CATEGORIES.map((c) => [c, 0])), pairs: measured.pairs });
      continue;
    }
    results.push(pageResult(target, zones, measured));
  }
  return results;
}

/**
 * `runs` pairs of the page and the anchor in each zone, into `measured`: the pairs' figures, the page
 * runs' summaries and the errors Lighthouse was retried after.
 */
async function measurePairs(origin, target, { pairs, summaries, retried }, { anchorUrl, chromePath, runs, zones, onRun }) {
  // The zones in turn, so a minute of a busy machine falls on several of them.
  for (let i = 0; i < runs * zones.length; i++) {
    const zone = zones[i % zones.length];
    // Both sides get the same configuration (categories, user agent, zone), so each sees the same gatherers.
    const measure = {
      page: async () => {
        const {
          lhr,
          trace,
          retried: errors,
        } = await runOnce(origin + target.path, {
          chromePath,
          userAgent: target.userAgent,
          skipAudits: target.skipAudits,
          categories: CATEGORIES,
          zone,
        });
        retried.push(...errors);
        summaries.push(summarize(lhr));
        return figuresOf(lhr, trace);
      },
      anchor: async () => {
        const { lhr, trace, retried: errors } = await runOnce(anchorUrl, { chromePath, userAgent: target.userAgent, categories: CATEGORIES, zone });
        retried.push(...errors.map((e) => `anchor: ${e}`));
        return figuresOf(lhr, trace);
      },
    };
    const order = Math.floor(i / zones.length) % 2 === 0 ? ["anchor", "page"] : ["page", "anchor"];
    const pair = { zone };
    for (const side of order) {
      pair[side] = await measure[side]();
      onRun(target, side, i, zone);
    }
    pairs.push(pair);
  }
}

/** A page's result from its measured pairs: the worst zone's medians, the targets, the median run's audits. */
function pageResult(target, zones, { pairs, summaries, retried }) {
  // Each zone's pairs on their own; the worst zone (by main-thread work against the anchor, then
  // blocking time) speaks for the page type.
  const byZone = Object.fromEntries(zones.map((zone) => [zone, versusAnchor(pairs.filter((p) => p.zone === zone))]));
  const [worstZone, worst] = Object.entries(byZone).reduce((a, b) =>
    b[1].vsAnchor.mainThreadOverAnchor > a[1].vsAnchor.mainThreadOverAnchor ||
    (b[1].vsAnchor.mainThreadOverAnchor === a[1].vsAnchor.mainThreadOverAnchor && b[1].vsAnchor.tbtOverAnchorMs > a[1].vsAnchor.tbtOverAnchorMs)
      ? b
      : a,
  );
  const { vsAnchor } = worst;
  // A target is met when every zone meets it.
  const targets = {
    tbt: Object.values(byZone).every((z) => z.targets.tbt),
    mainThread: Object.values(byZone).every((z) => z.targets.mainThread),
  };
  vsAnchor.tbtOverAnchorMs = Math.max(...Object.values(byZone).map((z) => z.vsAnchor.tbtOverAnchorMs));
  // The run with the median performance score speaks for the audits that cost points; the other
  // categories are deterministic in practice: the worst of the runs is taken to be safe.
  const byScore = [...summaries].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = byScore[Math.floor(byScore.length / 2)];
  const scores = { ...middle.scores };
  for (const c of CATEGORIES.slice(1)) scores[c] = Math.min(...summaries.map((s) => s.scores[c]));
  return {
    ...target,
    scores,
    metrics: middle.metrics,
    failing: middle.failing,
    bootup: middle.bootup,
    longTaskList: middle.longTasks,
    median: worst.median,
    worstZone,
    vsAnchor,
    targets,
    byZone,
    pairs,
    retried,
  };
}
