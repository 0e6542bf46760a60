// One flooding client of `npm run loadtest -- fairness` (scripts/loadtest/fairness.mjs), in a process
// of its own so that its event loop, busy with its own answers, does not delay the visitors' timings.
// Keeps `connections` keep-alive connections from `localAddress` busy, each asking for the next made-up
// target as soon as its previous answer arrived, refused or not (a client that ignores Retry-After),
// until its parent sends "stop"; then prints what it got as one JSON line.
//
//   node scripts/loadtest/flooder.mjs '{"origin":…,"localAddress":"127.0.0.2","kind":"faq","connections":16,"run":"a"}'
//
// kinds: `faq` (/faq?q=N, every one a search the FAQ page renders), `manifest` (React Router's route
// discovery with `paths` made-up paths, sorted and each once, as its client sends them), `twice`
// (/faq?q=N, each N asked twice in a row on the same connection: the second ask would admit it).
import http from "node:http";

const options = JSON.parse(process.argv[2]);
const { origin, localAddress, kind, connections, run, version, paths = 150 } = options;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress });
const statuses = {};
let requests = 0;
let errors = 0;
let next = 0;
let stopped = false;

function manifestTarget(n) {
  // Zero-padded, so the list is sorted as React Router's client sorts it (the front door refuses others).
  const made = Array.from({ length: paths }, (_, i) => `/${run}-${String(n).padStart(7, "0")}/p${String(i).padStart(3, "0")}`);
  return `/__manifest?${new URLSearchParams({ paths: made.join(","), version })}`;
}

const target = (n) => (kind === "manifest" ? manifestTarget(n) : `/faq?q=${run}${n}`);

function get(path) {
  return new Promise((resolve) => {
    const request = http.get(origin + path, { agent, headers: { "accept-encoding": "br, gzip" }, timeout: 30_000 }, (response) => {
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      response.resume();
      response.on("end", resolve);
      response.on("error", resolve);
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => {
      errors++;
      resolve();
    });
  });
}

async function connection() {
  while (!stopped) {
    const n = next++;
    const path = target(n);
    for (let ask = 0; ask < (kind === "twice" ? 2 : 1) && !stopped; ask++) {
      requests++;
      await get(path);
    }
  }
}

process.on("message", (message) => {
  if (message === "stop") stopped = true;
});
const started = performance.now();
await Promise.all(Array.from({ length: connections }, connection));
const seconds = (performance.now() - started) / 1000;
agent.destroy();
process.send?.({ kind, connections, seconds: Number(seconds.toFixed(1)), requests, targets: next, errors, statuses });
process.disconnect?.();
