// `npm run bench`: the home page served by the site (production build, page cache on) against a
// bare Node HTTP server serving the same bytes, measured in one run with autocannon at 50
// concurrent connections. Prints both numbers and their ratio; fails on errors or a ratio
// below the target (TARGET_RATIO: at least half as fast as the bare server).
import { fork, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const TARGET_RATIO = 0.5;
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
    `${name.padEnd(12)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors}  timeouts ${r.timeouts}  non-2xx ${r.non2xx}`;
  const ratio = siteResult.requests.average / bareResult.requests.average;
  console.log(`home page, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(line("bare node", bareResult));
  console.log(line("site", siteResult));
  console.log(`ratio site/bare: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO})`);
  const failed = siteResult.errors + siteResult.timeouts + siteResult.non2xx > 0 || ratio < TARGET_RATIO;
  process.exitCode = failed ? 1 : 0;
} finally {
  site.kill("SIGTERM");
  bare?.kill("SIGTERM");
}
