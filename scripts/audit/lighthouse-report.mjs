// The Lighthouse part's tables: each page's medians beside its anchor runs' medians ("page|anchor"),
// the pairs' medians against the anchor with the targets, and the main-thread work by group.
import { TARGETS } from "./lighthouse.mjs";
import { TASK_GROUPS } from "./main-thread.ts";

const pad = (value, width) => String(value).padEnd(width);
const padStart = (value, width) => String(value).padStart(width);
const ms = (value) => String(Math.round(value));
const kib = (bytes) => (bytes / 1024).toFixed(1);
const both = (page, anchor, format = ms) => `${format(page)}|${format(anchor)}`;
const mark = (pass) => (pass ? "  " : " ✗");
const range = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

/** Prints the tables for `results` (auditLighthouse's) measured in `runs` pairs per zone. */
export function printLighthouse(results, runs) {
  const measured = results.filter((r) => !r.error);
  const benchmark = (side) => measured.flatMap((r) => r.pairs.map((p) => p[side].benchmarkIndex));
  if (measured.length)
    console.log(
      `  Lighthouse's benchmarkIndex over the run: page runs ${range(benchmark("page"))}, anchor runs ${range(benchmark("anchor"))} (per row: medians)`,
    );
  console.log(
    `  the worst zone per page type (main-thread work against the anchor's); cells are "page|anchor", medians of its ${runs} runs each; "vs": the median of its ${runs} pairs, main-thread work ÷ anchor's (target ≤ ${TARGETS.mainThreadOverAnchor}), TBT − anchor's, the highest of the zones (target ≤ +${TARGETS.tbtOverAnchorMs} ms)`,
  );
  printWorstZones(results);
  printZones(measured);
  printGroups(measured);
  printMedianRuns(measured);
}

/** The main table: a row per page type, its worst zone's medians "page|anchor" and the pairs' medians against the anchor. */
function printWorstZones(results) {
  const columns = [
    ["type", 15],
    ["path", 48],
    ["worst zone", 17],
    ["perf", 8],
    ["TBT ms", 10],
    ["vs", 8],
    ["main thread ms", 15],
    ["vs", 8],
    ["cpu vs", 7],
    ["script eval ms", 15],
    ["long tasks", 11],
    ["FCP ms", 10],
    ["LCP ms", 10],
    ["JS KiB", 12],
    ["benchmarkIndex", 14],
  ];
  console.log(`  ${columns.map(([label, width], i) => (i < 2 ? pad(label, width) : padStart(label, width))).join(" ")}`);
  for (const r of results) {
    if (r.error) {
      console.log(`  ${pad(r.type, 15)} ${pad(r.path, 48)} Lighthouse failed: ${r.error}`);
      continue;
    }
    const { page, anchor } = r.median;
    const cells = [
      pad(r.type, 15),
      pad(r.path, 48),
      padStart(r.worstZone ?? "", 17),
      padStart(both(page.performance, anchor.performance), 8),
      padStart(both(page.tbtMs, anchor.tbtMs), 10),
      padStart(`${r.vsAnchor.tbtOverAnchorMs >= 0 ? "+" : ""}${ms(r.vsAnchor.tbtOverAnchorMs)}${mark(r.targets.tbt)}`, 8),
      padStart(both(page.mainThreadMs, anchor.mainThreadMs), 15),
      padStart(`${r.vsAnchor.mainThreadOverAnchor.toFixed(2)}${mark(r.targets.mainThread)}`, 8),
      padStart(r.vsAnchor.cpuMainThreadOverAnchor.toFixed(2), 7),
      padStart(both(page.scriptEvaluationMs, anchor.scriptEvaluationMs), 15),
      padStart(both(page.longTasks, anchor.longTasks), 11),
      padStart(both(page.fcpMs, anchor.fcpMs), 10),
      padStart(both(page.lcpMs, anchor.lcpMs), 10),
      padStart(both(page.jsBytes, anchor.jsBytes, kib), 12),
      padStart(both(page.benchmarkIndex, anchor.benchmarkIndex), 14),
    ];
    console.log(`  ${cells.join(" ")}`);
  }
}

/** Every zone's figures against the anchor, a column per zone. */
function printZones(measured) {
  const zones = [...new Set(measured.flatMap((r) => Object.keys(r.byZone ?? {})))];
  if (zones.length) {
    console.log(
      `\n  per zone: main-thread work ÷ the anchor's, TBT − the anchor's (ms), main-thread ms "page|anchor", the same work by CPU time ÷ the anchor's (medians of each zone's pairs)`,
    );
    console.log(`  ${pad("type", 15)} ${zones.map((z) => padStart(z, 44)).join("")}`);
    for (const r of measured) {
      const cell = (z) => {
        const zone = r.byZone[z];
        if (!zone) return padStart("-", 44);
        const { vsAnchor, median } = zone;
        const text = `${vsAnchor.mainThreadOverAnchor.toFixed(2)}${mark(zone.targets.mainThread)} ${vsAnchor.tbtOverAnchorMs >= 0 ? "+" : ""}${ms(vsAnchor.tbtOverAnchorMs)}${mark(zone.targets.tbt)} ${both(median.page.mainThreadMs, median.anchor.mainThreadMs)} cpu ${vsAnchor.cpuMainThreadOverAnchor.toFixed(2)}`;
        return padStart(text, 44);
      };
      console.log(`  ${pad(r.type, 15)} ${zones.map(cell).join("")}`);
    }
  }
}

/** The main-thread work by group of tasks, "page|anchor". */
function printGroups(measured) {
  console.log(`\n  main-thread work by group, ms ("page|anchor", medians, the worst zone):`);
  console.log(`  ${pad("type", 15)} ${TASK_GROUPS.map((g) => padStart(g, 21)).join("")}`);
  for (const r of measured) {
    const { page, anchor } = r.median;
    console.log(`  ${pad(r.type, 15)} ${TASK_GROUPS.map((g) => padStart(both(page.groups[g], anchor.groups[g]), 21)).join("")}`);
  }
}

/** Per page, the run with the median performance score: its metrics, the audits that cost points, the scripts' boot-up. */
function printMedianRuns(measured) {
  console.log(`\n  per page: the run with the median performance score (scores, metrics, audits that cost points, JavaScript execution by script)`);
  for (const r of measured) {
    const m = r.metrics;
    console.log(
      `  ${r.path}: FCP ${m.FCP}, LCP ${m.LCP}, TBT ${m.TBT}, CLS ${m.CLS}, SI ${m.SI}; performance per run ${r.pairs.map((p) => p.page.performance).join(", ")}, anchor ${r.pairs.map((p) => p.anchor.performance).join(", ")}`,
    );
    for (const a of r.failing) console.log(`    ${pad(a.category, 15)} ${pad(a.id, 34)} score ${a.score} ${a.displayValue} ${a.items.join(" | ")}`);
    for (const b of r.bootup.slice(0, 4))
      console.log(
        `    bootup-time ${padStart(ms(b.total), 5)} ms (scripting ${ms(b.scripting)}, parse/compile ${ms(b.scriptParseCompile)})  ${shortUrl(b.url)}`,
      );
  }
}

function shortUrl(url) {
  try {
    const { pathname } = new URL(url);
    return pathname;
  } catch {
    return url;
  }
}
