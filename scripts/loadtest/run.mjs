// `npm run loadtest` (README, "Measured"): starts the production server (build first), discovers real
// URLs, warms up, then drives mixed pages — home, about, FAQ, results, a table, a match, a news
// article — with autocannon at 100 connections for LOADTEST_SECONDS (default 60). Reports
// requests/s, p50/p99 latency, errors, timeouts, non-2xx and the server's RSS after warm-up and
// after the run. Fails on any error, timeout or non-2xx answer, or when RSS after the run exceeds
// 1.5 × RSS after warm-up. Writes reports/loadtest.json. `npm run loadtest -- fairness` runs the fairness
// scenario instead (scripts/loadtest/fairness.mjs).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { root, sleep, startBuiltServer } from "./built-server.mjs";

// `npm run loadtest -- fairness`: one client's flood against other visitors' cached pages instead of the mix
// (scripts/loadtest/fairness.mjs, docs/decisions/0812-fair-share-of-uncached-work.md).
if (process.argv[2] === "fairness") {
  await import("./fairness.mjs");
  process.exit();
}

const PORT = Number(process.env.LOADTEST_PORT ?? 3590);
const CONNECTIONS = Number(process.env.LOADTEST_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.LOADTEST_SECONDS ?? 60);
const WARMUP_S = Number(process.env.LOADTEST_WARMUP_SECONDS ?? Math.min(10, Math.max(3, Math.round(DURATION_S / 6))));
const MAX_RSS_GROWTH = 1.5;
const site = startBuiltServer({ port: PORT, prefix: "loadtest-" });
const { origin, logs } = site;

function rssKiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
}

async function page(pathname) {
  const response = await fetch(origin + pathname, { redirect: "manual" });
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
  return response.text();
}

/** Real URLs of the mix, found by following the site's own links. */
async function discover() {
  const competition = await page("/ergebnisse/bundesliga");
  const match = /href="(\/ergebnisse\/bundesliga\/[^"/]+\/\d+)"/.exec(competition)?.[1];
  const news = await page("/news/kolumne/1");
  const article = /href="(\/news\/[^"/]+\/artikel\/[^"/]+)"/.exec(news)?.[1];
  if (!match || !article) throw new Error(`could not discover a match (${match}) or a news article (${article})`);
  const paths = { home: "/", about: "/ueber-uns", faq: "/faq", results: "/ergebnisse", table: "/ergebnisse/bundesliga/tabelle", match, article };
  for (const pathname of Object.values(paths)) await page(pathname);
  return paths;
}

function drive(paths, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 10,
        // Every connection cycles through the mix.
        requests: Object.values(paths).map((p) => ({ method: "GET", path: p, headers: { "accept-encoding": "gzip, br" } })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

let failed = true;
try {
  await site.waitUntilServing();
  const paths = await discover();
  console.log(`loadtest: ${CONNECTIONS} connections, warm-up ${WARMUP_S} s, run ${DURATION_S} s, mix:`);
  for (const [name, p] of Object.entries(paths)) console.log(`  ${name.padEnd(8)} ${p}`);

  await drive(paths, WARMUP_S);
  await sleep(1000);
  const rssWarm = rssKiB(site.pid);

  let rssPeak = rssWarm;
  const sampler = setInterval(() => {
    try {
      rssPeak = Math.max(rssPeak, rssKiB(site.pid));
    } catch {}
  }, 500);
  const result = await drive(paths, DURATION_S);
  clearInterval(sampler);
  await sleep(1000);
  const rssAfter = rssKiB(site.pid);
  const logsDuringRun = logs.length;

  const mib = (kib) => `${(kib / 1024).toFixed(1)} MiB`;
  const ratio = rssAfter / rssWarm;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  const summary = {
    connections: CONNECTIONS,
    seconds: DURATION_S,
    paths,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    throughputMiBps: Number((result.throughput.average / 1024 / 1024).toFixed(1)),
    rssKiB: { afterWarmup: rssWarm, peak: rssPeak, afterRun: rssAfter, ratio: Number(ratio.toFixed(2)) },
    serverLogLines: logsDuringRun,
  };
  console.log(
    [
      `requests   ${summary.requests} in ${DURATION_S} s: ${summary.requestsPerSecond} req/s, ${summary.throughputMiBps} MiB/s`,
      `latency    p50 ${summary.latencyMs.p50} ms  p90 ${summary.latencyMs.p90} ms  p99 ${summary.latencyMs.p99} ms  max ${summary.latencyMs.max} ms`,
      `errors     ${summary.errors}  timeouts ${summary.timeouts}  non-2xx ${summary.non2xx}  status codes ${JSON.stringify(statusCodes)}`,
      `server RSS after warm-up ${mib(rssWarm)}, peak ${mib(rssPeak)}, after run ${mib(rssAfter)} (× ${ratio.toFixed(2)}, limit × ${MAX_RSS_GROWTH})`,
    ].join("\n"),
  );
  mkdirSync(path.join(root, "reports"), { recursive: true });
  writeFileSync(path.join(root, "reports/loadtest.json"), JSON.stringify(summary, null, 2) + "\n");

  const problems = [];
  if (summary.errors > 0) problems.push(`${summary.errors} errors`);
  if (summary.timeouts > 0) problems.push(`${summary.timeouts} timeouts`);
  if (summary.non2xx > 0) problems.push(`${summary.non2xx} non-2xx answers`);
  if (ratio > MAX_RSS_GROWTH) problems.push(`RSS grew × ${ratio.toFixed(2)} (limit × ${MAX_RSS_GROWTH})`);
  if (site.exited()) problems.push("the server exited during the run");
  failed = problems.length > 0;
  console.log(failed ? `FAILED: ${problems.join(", ")}` : "OK");
} catch (error) {
  console.error(error);
  console.error(logs.slice(-20).join("\n"));
} finally {
  await site.stop();
  process.exitCode = failed ? 1 : 0;
}
