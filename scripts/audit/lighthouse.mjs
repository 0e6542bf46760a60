// Lighthouse 13, mobile preset (the default config), simulated throttling, in Debian's Chromium.
// Several runs per page on a noisy machine: the run with the median performance score is reported.
// Every run gets a browser of its own with a fresh profile (chrome-launcher makes a new temporary
// user-data directory per launch): a reused browser keeps V8's code cache and the HTTP cache warm
// from the previous run, which a first-time visitor does not have.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../chromium.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};

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
      const items = (audit.details?.items ?? [])
        .slice(0, 3)
        .map((item) => item.node?.selector ?? item.url ?? item.source?.url ?? "")
        .filter(Boolean);
      failing.push({ category, id: ref.id, weight: ref.weight, score: audit.score, displayValue: audit.displayValue ?? "", items });
    }
  }
  return { scores, metrics, failing };
}

export async function auditLighthouse(origin, pages, { chromePath = "/usr/bin/chromium", runs = 3 } = {}) {
  const results = [];
  for (const target of pages) {
    const summaries = [];
    const errors = [];
    // A run that fails to record (NO_NAVSTART and the like happen on a loaded machine) is retried.
    for (let attempt = 0; summaries.length < runs && attempt < runs + 3; attempt++) {
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
      try {
        const { lhr } = await lighthouse(
          origin + target.path,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES,
            throttlingMethod: "simulate",
            ...(target.userAgent ? { emulatedUserAgent: target.userAgent } : {}),
          },
          undefined,
        );
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        summaries.push(summarize(lhr));
      } catch (error) {
        errors.push(String(error?.message ?? error));
      } finally {
        await chrome.kill();
      }
    }
    if (!summaries.length) {
      results.push({ ...target, error: errors.at(-1), scores: Object.fromEntries(CATEGORIES.map((c) => [c, 0])), metrics: {}, failing: [], runs: [] });
      continue;
    }
    const sorted = [...summaries].sort((a, b) => a.scores.performance - b.scores.performance);
    const median = sorted[Math.floor(sorted.length / 2)];
    // Non-performance categories are deterministic in practice; take the worst to be safe.
    const scores = { ...median.scores };
    for (const c of CATEGORIES.slice(1)) scores[c] = Math.min(...summaries.map((s) => s.scores[c]));
    results.push({ ...target, scores, metrics: median.metrics, failing: median.failing, runs: summaries.map((s) => s.scores), retried: errors });
  }
  return results;
}
