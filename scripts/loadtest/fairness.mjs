// `npm run loadtest -- fairness` (docs/decisions/0812-fair-share-of-uncached-work.md): whether one
// client's uncached work leaves other visitors' cached pages fast, on the production build.
// - starts the built server (LOADTEST_PORT, default 5200; its metrics on the next port) and stores a
//   hot set and a quiet set of pages (40 each, found by following the site's own links; only pages
//   stored for at least five minutes, so none expires during the run);
// - visitors (127.0.0.1) read the hot set on VISITOR_CONNECTIONS keep-alive connections, each read
//   after the previous answer and a pause, and their latencies are recorded, alone, then while one
//   client (127.0.0.2, another loopback address: with TRUSTED_PROXY unset the socket's address is the
//   client) floods from a process of its own (scripts/loadtest/flooder.mjs): 16 connections of
//   /faq?q=N (each a render); 4 connections of /__manifest with 150 made-up paths each (each one
//   resolution); 16 connections of /faq?q=N with each N asked twice (the second ask is what admitted a
//   key to the main segment). Each flood is compared with the visitors' reading alone just before it;
// - after each flood every hot page is read once, and after the last one every quiet page (unread
//   since it was stored): answered from memory or not (Age).
// Targets: during each flood the visitors' median at most MAX_MEDIAN_RATIO × its median alone; the
// hot set answered from memory during and after the twice-asked flood, the quiet set after the
// floods (MIN_HOT_HIT_RATIO). Writes reports/fairness.json and reports/fairness.txt; fails on a missed
// target. All traffic is on loopback, and the run takes about 80 s (FAIRNESS_SECONDS, FAIRNESS_TWICE_SECONDS).
import { fork } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { root, sleep, startBuiltServer } from "./built-server.mjs";

const PORT = Number(process.env.LOADTEST_PORT ?? 5200);
const METRICS_PORT = PORT + 1;
const VISITOR_ADDRESS = "127.0.0.1";
const FLOODER_ADDRESS = "127.0.0.2";
const PHASE_S = Number(process.env.FAIRNESS_SECONDS ?? 8);
/** The twice-asked flood runs longer: the main segment (1,800 entries) has to fill before it could displace anything. */
const TWICE_S = Number(process.env.FAIRNESS_TWICE_SECONDS ?? 20);
const ALONE_S = Math.max(3, Math.round(PHASE_S / 2));
/** A flood takes a moment to reach its pace; the visitors are measured after it. */
const RAMP_MS = 1000;
const VISITOR_CONNECTIONS = 2;
/** Between a visitor's answer and its next read: visitors read pages, they do not flood them. */
const VISITOR_PAUSE_MS = 5;
const HOT_PAGES = 40;
/** Pages stored and read a few times before the floods, then not read until the end: what a cache must keep for a while unread. */
const QUIET_PAGES = 40;
const MAX_CRAWLED = 600;
const MAX_MEDIAN_RATIO = 4;
/** The run's length, more or less: the hot and quiet pages stay fresh at least this long. */
const LONGEST_RUN_S = 300;
const MIN_HOT_HIT_RATIO = 0.95;
const FLOODS = [
  { name: "faq", kind: "faq", connections: 16, seconds: PHASE_S, what: "16 connections of /faq?q=N" },
  { name: "manifest", kind: "manifest", connections: 4, seconds: PHASE_S, what: "4 connections of /__manifest, 150 made-up paths each" },
  { name: "twice", kind: "twice", connections: 16, seconds: TWICE_S, what: "16 connections of /faq?q=N, each N asked twice" },
];

// The socket's address is the client: no proxy is trusted. It logs every request: the last lines are enough.
const site = startBuiltServer({ port: PORT, prefix: "fairness-", env: { METRICS_PORT: String(METRICS_PORT), TRUSTED_PROXY: undefined }, keepLines: 100 });
const { origin, logs } = site;

const visitorAgent = new http.Agent({ keepAlive: true, maxSockets: VISITOR_CONNECTIONS + 1, localAddress: VISITOR_ADDRESS });

/** One GET as a visitor: status, whether it came from memory (an Age header), time to the last byte. */
function visit(pathname) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(origin + pathname, { agent: visitorAgent, headers: { "accept-encoding": "br, gzip" }, timeout: 30_000 }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          cached: response.headers.age !== undefined,
          cacheControl: response.headers["cache-control"] ?? "",
          encoding: response.headers["content-encoding"],
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`${pathname}: no answer within 30 s`)));
    request.on("error", reject);
  });
}

/** `count` pages stored by the page cache (`warm`), found by following the site's links from a few of its pages (at most MAX_CRAWLED read). */
async function discoverPages(count) {
  const queue = ["/", "/faq", "/ueber-uns", "/news/kolumne/1", "/ergebnisse/bundesliga"];
  const seen = new Set(queue);
  const stored = [];
  for (let crawled = 0; crawled < MAX_CRAWLED && queue.length > 0 && stored.length < count; crawled++) {
    const pathname = queue.shift();
    if (!(await warm(pathname))) continue;
    stored.push(pathname);
    const html = await (await fetch(origin + pathname)).text();
    for (const [, href] of html.matchAll(/href="(\/[^"?#]*)"/g)) {
      if (seen.has(href) || /\.[a-z0-9]+$/i.test(href)) continue;
      seen.add(href);
      queue.push(href);
    }
  }
  return stored;
}

/**
 * Whether the page, asked for a few times, is answered from memory with its brotli copy (some pages
 * are never stored). Only pages stored for at least LONGEST_RUN_S count: a page that expires during
 * the run (results change every minute, a live match every few seconds) would be a miss for a reason
 * no flood has a part in.
 */
async function warm(pathname) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = await visit(pathname);
    if (answer.status !== 200 || Number(/s-maxage=(\d+)/.exec(answer.cacheControl)?.[1] ?? 0) < LONGEST_RUN_S) return false;
    if (answer.cached && answer.encoding === "br") return true;
  }
  return false;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
const round = (ms) => Math.round(ms * 100) / 100;

/** The visitors' reads of the hot set for `seconds`: latency median and p95, and how many came from memory. */
async function visitors(hot, seconds) {
  const until = performance.now() + seconds * 1000;
  const times = [];
  let cached = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: VISITOR_CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const answer = await visit(hot[next++ % hot.length]);
        times.push(answer.ms);
        if (answer.status === 200 && answer.cached) cached++;
        await sleep(VISITOR_PAUSE_MS);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { reads: times.length, medianMs: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), hitRatio: round(cached / times.length) };
}

/** The page cache's and the fair share's counters from the metrics listener. */
async function counters() {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const sum = (pattern) => [...text.matchAll(new RegExp(`^${pattern}(?:\\{[^}]*\\})? (\\S+)$`, "gm"))].reduce((total, [, value]) => total + Number(value), 0);
  return {
    stored: Number(/^matchpuls_page_cache_lookups_total\{result="miss"\} (\S+)$/m.exec(text)?.[1] ?? 0),
    entries: Number(/^matchpuls_page_cache_entries (\S+)$/m.exec(text)?.[1] ?? 0),
    refused: sum("matchpuls_fair_share_refused_total"),
  };
}

/** Starts one flooding client in a process of its own; `stop()` ends it and resolves with what it got. */
function startFlood(flood, version, run) {
  const child = fork(path.join(root, "scripts/loadtest/flooder.mjs"), [
    JSON.stringify({ origin, localAddress: FLOODER_ADDRESS, kind: flood.kind, connections: flood.connections, run, version }),
  ]);
  const summary = new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`the ${flood.name} flooder exited (${code}) without a summary`)));
  });
  return {
    stop() {
      child.send("stop");
      const killer = setTimeout(() => child.kill("SIGKILL"), 35_000);
      return summary.finally(() => clearTimeout(killer));
    },
  };
}

let failed = true;
try {
  await site.waitUntilServing();
  const home = await (await fetch(`${origin}/`)).text();
  const version = /"version":"([0-9a-f]+)"/.exec(home)?.[1];
  if (!version) throw new Error("the home page names no build version for the route discovery manifest");
  const pages = await discoverPages(HOT_PAGES + QUIET_PAGES);
  const hot = pages.slice(0, HOT_PAGES);
  const quiet = pages.slice(HOT_PAGES);
  // The code of cached reads has run, as on a server that has been up a while.
  await visitors(hot, 2);
  console.log(
    `fairness: ${hot.length} hot pages, ${quiet.length} quiet ones, ${VISITOR_CONNECTIONS} visitor connections (${VISITOR_ADDRESS}), flooding client ${FLOODER_ADDRESS}`,
  );

  const phases = [];
  for (const flood of FLOODS) {
    const alone = await visitors(hot, ALONE_S);
    const before = await counters();
    const flooding = startFlood(flood, version, `${flood.name}${Date.now().toString(36)}-`);
    await sleep(RAMP_MS);
    const during = await visitors(hot, flood.seconds);
    const client = await flooding.stop();
    const after = await counters();
    // Every hot page read once, right after the flood: still answered from memory?
    let hotCached = 0;
    for (const pathname of hot) if ((await visit(pathname)).cached) hotCached++;
    const phase = {
      name: flood.name,
      flood: flood.what,
      alone,
      during,
      medianRatio: round(during.medianMs / alone.medianMs),
      p95Ratio: round(during.p95Ms / alone.p95Ms),
      hotSetAfter: { pages: hot.length, fromMemory: hotCached, hitRatio: round(hotCached / hot.length) },
      floodingClient: { ...client, perSecond: Math.round(client.requests / client.seconds) },
      server: { stored: after.stored - before.stored, refused: after.refused - before.refused, entries: [before.entries, after.entries] },
    };
    phases.push(phase);
    console.log(
      `${flood.what}: visitors median ${alone.medianMs} → ${during.medianMs} ms (× ${phase.medianRatio}), p95 ${alone.p95Ms} → ${during.p95Ms} ms (× ${phase.p95Ratio}), ` +
        `hit ratio ${during.hitRatio}, hot set after ${hotCached}/${hot.length}, entries ${before.entries} → ${after.entries}; ` +
        `flooding client ${client.requests} requests ${JSON.stringify(client.statuses)}`,
    );
  }
  // The quiet pages, unread since they were stored: still in memory after the floods?
  let quietCached = 0;
  for (const pathname of quiet) if ((await visit(pathname)).cached) quietCached++;
  const quietSet = { pages: quiet.length, fromMemory: quietCached, hitRatio: round(quietCached / Math.max(1, quiet.length)) };
  console.log(`quiet pages after the floods: ${quietCached}/${quiet.length} from memory`);

  const problems = [];
  for (const phase of phases) {
    if (phase.medianRatio > MAX_MEDIAN_RATIO) problems.push(`${phase.name}: visitors' median × ${phase.medianRatio} (limit × ${MAX_MEDIAN_RATIO})`);
  }
  const twice = phases.find((phase) => phase.name === "twice");
  if (twice.during.hitRatio < MIN_HOT_HIT_RATIO) problems.push(`twice: visitors' hit ratio ${twice.during.hitRatio} during (limit ${MIN_HOT_HIT_RATIO})`);
  if (twice.hotSetAfter.hitRatio < MIN_HOT_HIT_RATIO)
    problems.push(`twice: hot set ${twice.hotSetAfter.hitRatio} from memory after (limit ${MIN_HOT_HIT_RATIO})`);
  if (quietSet.hitRatio < MIN_HOT_HIT_RATIO) problems.push(`quiet pages ${quietSet.hitRatio} from memory after the floods (limit ${MIN_HOT_HIT_RATIO})`);
  if (site.exited()) problems.push("the server exited during the run");
  failed = problems.length > 0;

  const report = {
    command: "npm run loadtest -- fairness",
    hotPages: hot.length,
    quietPages: quietSet,
    visitors: { connections: VISITOR_CONNECTIONS, address: VISITOR_ADDRESS, pauseMs: VISITOR_PAUSE_MS },
    floodingClient: FLOODER_ADDRESS,
    targets: { maxMedianRatio: MAX_MEDIAN_RATIO, minHotHitRatio: MIN_HOT_HIT_RATIO },
    phases,
    problems,
  };
  mkdirSync(path.join(root, "reports"), { recursive: true });
  writeFileSync(path.join(root, "reports/fairness.json"), JSON.stringify(report, null, 2) + "\n");
  const lines = [
    `npm run loadtest -- fairness: ${hot.length} hot pages read by ${VISITOR_CONNECTIONS} visitors (${VISITOR_ADDRESS}) while one client (${FLOODER_ADDRESS}) floods`,
    ...phases.map(
      (phase) =>
        `${phase.flood}: visitors' cached pages median ${phase.alone.medianMs} → ${phase.during.medianMs} ms (× ${phase.medianRatio}), ` +
        `p95 ${phase.alone.p95Ms} → ${phase.during.p95Ms} ms (× ${phase.p95Ratio}); hit ratio ${phase.alone.hitRatio} → ${phase.during.hitRatio}, ` +
        `hot set after ${phase.hotSetAfter.fromMemory}/${phase.hotSetAfter.pages}, cache entries ${phase.server.entries.join(" → ")}; ` +
        `flooding client ${phase.floodingClient.perSecond} req/s ${JSON.stringify(phase.floodingClient.statuses)}`,
    ),
    `quiet pages (stored, then unread during the floods): ${quietSet.fromMemory}/${quietSet.pages} from memory after them`,
    failed ? `FAILED: ${problems.join("; ")}` : "OK",
  ];
  writeFileSync(path.join(root, "reports/fairness.txt"), lines.join("\n") + "\n");
  console.log(failed ? `FAILED: ${problems.join("; ")}` : "OK");
} catch (error) {
  console.error(error);
  console.error(logs.slice(-20).join("\n"));
} finally {
  visitorAgent.destroy();
  await site.stop();
  process.exitCode = failed ? 1 : 0;
}
