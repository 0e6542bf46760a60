// `npm run bench`, two measurements in one run, each with autocannon at 50 concurrent connections:
// - cached: the home page served by the site (production build, page cache on) against a bare
//   Node HTTP server serving the same bytes; target: at least half as fast (TARGET_RATIO);
// - cold: a crawl of distinct match pages (from the sitemap, each requested once, so none is in
//   the page cache) against a crawl of distinct paths that render the smallest page React Router
//   renders on this server (the not-found page: the root loader and the shell, no page data), in
//   the same process, after a warm-up crawl of other distinct pages of both kinds; targets: at least
//   COLD_TARGET_RATIO of the minimal page's throughput and a p99 of at most COLD_TARGET_P99_MS.
//   The match pages' average HTML size is printed beside them.
// - search: the site search's server time over 1,000 mixed queries, in a process of its own
//   (scripts/bench/search.ts): target p95 ≤ 20 ms; it also prints the search indexes' memory.
// - cards: a share card's drawing time, in a process of its own (scripts/bench/cards.ts): target median ≤ 250 ms.
// Prints every figure, writes them to reports/bench.json, and fails on errors or a missed target.
import { fork, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const TARGET_RATIO = 0.5;
const COLD_TARGET_RATIO = 0.3;
const COLD_TARGET_P99_MS = 300;
const COLD_REQUESTS = Number(process.env.BENCH_COLD_REQUESTS ?? 1500);
/** Distinct pages crawled before the measured crawl, none of them measured (nor in its set). */
const COLD_WARM_UP = 200;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const SITE_PORT = 3401;
const BARE_PORT = 3402;
const work = mkdtempSync(path.join(tmpdir(), "bench-"));

async function waitFor(url, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Requests per second over the whole run. */
const throughput = (result) => result.requests.total / result.duration;

/**
 * The crawler's connections, kept alive across its crawls as a crawler keeps them. (When a crawl
 * opened its 50 connections at the moment the previous crawl had closed its 50, the first requests
 * on the new ones were answered one after another, the last after seconds, while the server was
 * saturated by the others; with a second between the two crawls, or with the connections kept,
 * they were not. That is an artefact of the bench's own churn, not a page's cost.)
 */
const crawlerAgent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/**
 * Requests each path once, CONNECTIONS at a time, as a crawler does: each of CONNECTIONS workers
 * asks for the next path when its answer has arrived in full. Latency is from sending a request
 * to its answer's last byte. The result has autocannon's shape (the fields printed here) plus the
 * answers' average size. (autocannon opens new connections for each run.)
 */
async function crawl(origin, paths) {
  const agent = crawlerAgent;
  const latencies = [];
  let next = 0;
  let bytes = 0;
  const result = { errors: 0, timeouts: 0, non2xx: 0 };
  const get = (path) =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(origin + path, { agent, timeout: 10_000 }, (response) => {
        if (response.statusCode < 200 || response.statusCode > 299) result.non2xx++;
        response.on("data", (chunk) => (bytes += chunk.length));
        response.on("end", () => resolve(latencies.push(performance.now() - started)));
        response.on("error", () => resolve(result.errors++));
      });
      let timedOut = false;
      request.on("timeout", () => {
        timedOut = true;
        request.destroy();
      });
      request.on("error", () => resolve(timedOut ? result.timeouts++ : result.errors++));
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < paths.length) await get(paths[next++]);
    }),
  );
  const duration = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0);
  return {
    ...result,
    duration,
    requests: { total: latencies.length },
    latency: { p50: percentile(50), p99: percentile(99) },
    averageBytes: latencies.length ? bytes / latencies.length : 0,
  };
}

/** Every match page of the results sitemaps (their last segment is the match id), in a stable shuffle. */
async function matchPaths(origin) {
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]*\/sitemaps\/results[^<]*)<\/loc>/g)].map((m) => m[1]);
  const paths = [];
  for (const sitemap of sitemaps) {
    const xml = await (await fetch(sitemap)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]*)<\/loc>/g)) {
      const { pathname } = new URL(loc);
      if (/\/[^/]+\/[^/]+\/[^/]+\/\d+$/.test(pathname)) paths.push(pathname);
    }
  }
  // Spread competitions and languages over the crawl as a crawler would meet them.
  return paths
    .map((path, i) => [(i * 2654435761) % 4294967296, path])
    .sort((a, b) => a[0] - b[0])
    .map(([, path]) => path);
}

const round2 = (value) => Math.round(value * 100) / 100;

/** A part measured in a process of its own: its lines are printed and kept for the report. */
function runPart(args) {
  const result = spawnSync(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
  process.stdout.write(result.stdout ?? "");
  return { ok: result.status === 0, lines: (result.stdout ?? "").split("\n").filter(Boolean) };
}

/** The run's figures for later reading (reports/ is not committed): where docs/performance.md sends a reader. */
function writeReport(report) {
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/bench.json", `${JSON.stringify(report, null, 2)}\n`);
  console.log("figures written to reports/bench.json");
}

const site = spawn(process.execPath, ["server/index.ts"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(SITE_PORT), HOST: "127.0.0.1", DATA_DIR: path.join(work, "var") },
  stdio: ["ignore", "ignore", "inherit"],
});
let bare;
try {
  const siteUrl = `http://127.0.0.1:${SITE_PORT}/`;
  const home = await waitFor(siteUrl);
  const file = path.join(work, "home.html");
  writeFileSync(file, Buffer.from(await home.arrayBuffer()));
  bare = fork(path.resolve("scripts/bench/bare-server.mjs"), [String(BARE_PORT), file], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise((resolve) => bare.once("message", resolve));
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;

  // Warm-up (JIT, page cache), then the two measurements back to back.
  await measure(siteUrl).catch(() => {});
  const bareResult = await measure(bareUrl);
  const siteResult = await measure(siteUrl);

  const line = (name, r) =>
    `${name.padEnd(12)} ${throughput(r).toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors}  timeouts ${r.timeouts}  non-2xx ${r.non2xx}`;
  const ratio = throughput(siteResult) / throughput(bareResult);
  console.log(`home page, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(line("bare node", bareResult));
  console.log(line("site", siteResult));
  console.log(`ratio site/bare: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO})`);
  const failedCached = siteResult.errors + siteResult.timeouts + siteResult.non2xx > 0 || ratio < TARGET_RATIO;

  // Cold: every request a page the cache has never seen.
  const origin = `http://127.0.0.1:${SITE_PORT}`;
  const allMatches = await matchPaths(origin);
  // A short crawl of other match pages (and other missing paths) first: the process has run the code
  // of these pages before, as a server that has been up for a while has, so what is measured is the
  // cost of a page the cache has never seen, not the JIT compiling the match page's code.
  const warmUp = allMatches.slice(COLD_REQUESTS, COLD_REQUESTS + COLD_WARM_UP);
  await crawl(
    origin,
    warmUp.map((_, i) => `/bench-warm-${i}`),
  );
  await crawl(origin, warmUp);
  const matches = allMatches.slice(0, COLD_REQUESTS);
  const minimal = matches.map((_, i) => `/bench-cold-${i}`);
  const minimalResult = await crawl(origin, minimal);
  const matchResult = await crawl(origin, matches);
  const coldRatio = throughput(matchResult) / throughput(minimalResult);
  const matchBytes = matchResult.averageBytes;
  console.log(`cold crawl, ${CONNECTIONS} connections, ${matches.length} distinct paths each`);
  console.log(`${line("minimal page", minimalResult)}  (404 expected)`);
  console.log(`${line("match pages", matchResult)}  HTML ${(matchBytes / 1000).toFixed(1)} KB on average`);
  console.log(
    `ratio match/minimal: ${coldRatio.toFixed(2)} (target ≥ ${COLD_TARGET_RATIO}), match p99 ${matchResult.latency.p99} ms (target ≤ ${COLD_TARGET_P99_MS})`,
  );
  const failedCold =
    matchResult.errors + matchResult.timeouts + matchResult.non2xx > 0 ||
    minimalResult.errors + minimalResult.timeouts > 0 ||
    coldRatio < COLD_TARGET_RATIO ||
    matchResult.latency.p99 > COLD_TARGET_P99_MS;
  // The search, once the site is down: its own process, so the page measurements do not share its CPU.
  site.kill("SIGTERM");
  const searchBench = runPart(["--expose-gc", "scripts/bench/search.ts"]);
  const cardsBench = runPart(["scripts/bench/cards.ts"]);
  const figures = (r) => ({ requestsPerSecond: Math.round(throughput(r)), p50Ms: r.latency.p50, p99Ms: r.latency.p99, errors: r.errors + r.timeouts });
  writeReport({
    at: new Date().toISOString(),
    cached: { bare: figures(bareResult), site: figures(siteResult), ratio: round2(ratio), target: TARGET_RATIO },
    cold: {
      minimal: figures(minimalResult),
      match: figures(matchResult),
      ratio: round2(coldRatio),
      matchHtmlBytes: Math.round(matchBytes),
      target: COLD_TARGET_RATIO,
    },
    search: searchBench.lines,
    cards: cardsBench.lines,
  });
  process.exitCode = failedCached || failedCold || !searchBench.ok || !cardsBench.ok ? 1 : 0;
} finally {
  crawlerAgent.destroy();
  site.kill("SIGTERM");
  bare?.kill("SIGTERM");
}
