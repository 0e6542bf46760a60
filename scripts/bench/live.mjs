// `npm run bench:live`: the live stream at matchday scale. The built server (production, one
// process) runs against a fake external results backend that plays a matchday: four competitions,
// three of them with matches in play, whose minutes move on and goals fall while 10,000 streams
// (raw node:http clients in this process) follow them. Reports the upstream calls per interval per
// competition, the delay from a backend change to 50 % and 99 % of the clients that follow it
// having it (from the change, and from the poll that saw it), the server's memory per open
// stream, and errors. Prints one summary line; exits non-zero when a target is missed.
//
// 10,000 client sockets here and 10,000 in the server: the npm script raises the soft limit of
// open files to the hard limit (`ulimit -n`). This process needs about 10,100; the server keeps a
// reserve for everything but streams (app/features/live/stream-cap.server.ts) and so needs about 11,600 for its cap
// to reach 10,000 streams: the run stops at once, saying so, when the cap is lower. The hub's counters
// are read from the server's metrics listener (METRICS_PORT), as they are nowhere else.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { liveStats, openSseReader, startLiveFakeBackend } from "#tests/reliability/live-support.ts";
import { freePort } from "../audit/server.mjs";

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 10_000);
/** The site's LIVE_POLL_MS for the run (BENCH_LIVE_POLL_MS): the delay from a backend change is the wait for the next poll plus the fan-out. */
const POLL_MS = Number(process.env.BENCH_LIVE_POLL_MS ?? 1000);
/** Changes on the backend, this far apart (not a multiple of the poll interval, so they fall anywhere in it). */
const CHANGES = 10;
const CHANGE_EVERY_MS = 1730;
/** Bundesliga, 2. Bundesliga and Serie A with matches in play; the Premier League's matches are all still to come. */
const LIVE = [1, 2, 4];
const IDLE = 5;
const LIVE_MATCHES_PER_COMPETITION = 3;
const TARGET_FROM_POLL_P99_MS = 1000;
const work = mkdtempSync(path.join(tmpdir(), "bench-live-"));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const mib = (bytes) => bytes / 1024 / 1024;

async function until(condition, timeoutMs, what) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

const backendPort = await freePort();
const sitePort = await freePort();
const metricsPort = await freePort();
const backend = await startLiveFakeBackend(backendPort, [...LIVE, IDLE]);
/** The match each change is watched on, per competition: its minute is 30 + the change's number. */
const watched = new Map(LIVE.map((id) => [id, backend.round(id)[0].id]));
const goals = new Map(LIVE.map((id) => [id, 0]));
function playMinute(minute) {
  for (const id of LIVE) {
    for (let index = 0; index < LIVE_MATCHES_PER_COMPETITION; index++) backend.setLive(id, index, minute, index === 0 ? goals.get(id) : 0, 0);
  }
}
playMinute(30);

const site = spawn(process.execPath, ["server/index.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(sitePort),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(work, "var"),
    API_BASE_URL: `${backend.origin}/api`,
    LIVE_POLL_MS: String(POLL_MS),
    LIVE_MAX_STREAMS: String(STREAMS + 100),
    // Every client of the bench connects from loopback: one address, allowed every stream.
    LIVE_MAX_STREAMS_PER_CLIENT: String(STREAMS + 100),
    METRICS_PORT: String(metricsPort),
    LOG_REQUESTS: "false",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const metricsOrigin = `http://127.0.0.1:${metricsPort}`;
let exitCode = 1;
const readers = [];
try {
  // Both listeners answer: the hub starts as the public one listens, before it answers anything.
  const answers = (read) =>
    read().then(
      () => true,
      () => false,
    );
  await until(
    async () => (await answers(() => liveStats(metricsOrigin))) && (await answers(() => fetch(`http://127.0.0.1:${sitePort}/healthz`))),
    30_000,
    "the server listening",
  );
  const { maxStreams, memory: before } = await liveStats(metricsOrigin);
  if (maxStreams < STREAMS) throw new Error(`the server's open-files limit allows ${maxStreams} streams, not ${STREAMS}: raise ulimit -n (its hard limit)`);

  // Reader i follows one live competition; every fourth also follows the idle one.
  /** received[k][reader] = when reader had change k (performance.now()). */
  const received = Array.from({ length: CHANGES + 1 }, () => new Float64Array(STREAMS));
  const followed = [];
  for (let i = 0; i < STREAMS; i++) {
    const competition = LIVE[i % LIVE.length];
    followed.push(competition);
    const target = i % 4 === 0 ? `/live?c=${competition}&c=${IDLE}` : `/live?c=${competition}`;
    const matchId = watched.get(competition);
    readers.push(
      openSseReader(sitePort, target, {
        keep: () => false,
        onEvent(event) {
          if (event.event !== "matches") return;
          const data = JSON.parse(event.data);
          if (data.competition_id !== competition) return;
          const match = data.matches.find((m) => m.id === matchId);
          const k = match?.live?.minute - 30;
          if (k >= 0 && k <= CHANGES && received[k][i] === 0) received[k][i] = event.receivedAt;
        },
      }),
    );
    // Connections are opened in batches: a burst of 10,000 SYNs overflows the listen queue.
    if (i % 500 === 499) await Promise.all(readers.slice(i - 499).map((reader) => reader.opened));
  }
  await Promise.all(readers.map((reader) => reader.opened));
  await until(() => received[0].every((at) => at > 0) || readers.some((r) => r.error), 60_000, "every snapshot");
  await sleep(1000);
  const after = (await liveStats(metricsOrigin)).memory;
  const open = (await liveStats(metricsOrigin)).openStreams;

  // The matchday moves on: a minute per change everywhere, a goal in one competition after the other.
  const changedAt = [];
  const callsBefore = backend.matchesCalls.length;
  const windowStart = performance.now();
  for (let k = 1; k <= CHANGES; k++) {
    const scorer = LIVE[k % LIVE.length];
    goals.set(scorer, goals.get(scorer) + 1);
    playMinute(30 + k);
    changedAt[k] = performance.now();
    await sleep(CHANGE_EVERY_MS);
  }
  const windowMs = performance.now() - windowStart;
  const intervals = windowMs / POLL_MS;
  const calls = backend.matchesCalls.slice(callsBefore);
  const perInterval = Object.fromEntries([...LIVE, IDLE].map((id) => [id, calls.filter((call) => call.competitionId === id).length / intervals]));
  const livePerInterval = LIVE.reduce((sum, id) => sum + perInterval[id], 0);

  const fromChange = [];
  const fromPoll = [];
  let missed = 0;
  for (let k = 1; k <= CHANGES; k++) {
    for (let i = 0; i < STREAMS; i++) {
      const at = received[k][i];
      if (!at) {
        missed++;
        continue;
      }
      const poll = backend.matchesCalls.find((call) => call.competitionId === followed[i] && call.at >= changedAt[k]);
      fromChange.push(at - changedAt[k]);
      if (poll) fromPoll.push(at - poll.at);
    }
  }

  for (const reader of readers) reader.close();
  await until(async () => (await liveStats(metricsOrigin)).openStreams === 0, 10_000, "no stream open after the clients left").catch(() => {});
  const final = await liveStats(metricsOrigin);
  const failedReaders = readers.filter((reader) => reader.status !== 200 || reader.error).length;
  const errors = failedReaders + missed + final.droppedSlowReaders + final.openStreams;

  const perStream = { rss: (after.rss - before.rss) / open, heap: (after.heapUsed - before.heapUsed) / open };
  const p = (values, q) => percentile(values, q).toFixed(0);
  console.log(
    `live stream: ${STREAMS} streams, ${LIVE.length} competitions in play + 1 idle, poll ${POLL_MS} ms, ${CHANGES} changes over ${(windowMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `upstream calls per interval: ${Object.entries(perInterval)
      .map(([id, rate]) => `competition ${id} ${rate.toFixed(2)}`)
      .join(", ")} → ${livePerInterval.toFixed(2)} for the ${LIVE.length} in play`,
  );
  console.log(
    `delay from the backend change: p50 ${p(fromChange, 50)} ms, p99 ${p(fromChange, 99)} ms; from the poll that saw it: p50 ${p(fromPoll, 50)} ms, p99 ${p(fromPoll, 99)} ms`,
  );
  console.log(
    `server memory: RSS ${mib(before.rss).toFixed(0)} → ${mib(after.rss).toFixed(0)} MiB, heap ${mib(before.heapUsed).toFixed(0)} → ${mib(after.heapUsed).toFixed(0)} MiB with ${open} streams: ${(perStream.rss / 1024).toFixed(1)} KiB RSS, ${(perStream.heap / 1024).toFixed(1)} KiB heap per stream`,
  );
  console.log(
    `errors: ${failedReaders} failed streams, ${missed} changes not received, ${final.droppedSlowReaders} slow readers dropped, ${final.openStreams} streams left open after the clients left`,
  );

  const callsOk = LIVE.every((id) => Math.abs(perInterval[id] - 1) <= 1 / intervals + 0.05) && perInterval[IDLE] * intervals <= 1;
  const delayOk = percentile(fromPoll, 99) <= TARGET_FROM_POLL_P99_MS;
  const ok = callsOk && delayOk && errors === 0 && open === STREAMS;
  console.log(
    `bench:live ${ok ? "PASS" : "FAIL"}: ${open} streams, ${livePerInterval.toFixed(2)} upstream calls/interval for ${LIVE.length} live competitions, ` +
      `p99 ${p(fromPoll, 99)} ms from the poll (target ≤ ${TARGET_FROM_POLL_P99_MS}), p99 ${p(fromChange, 99)} ms from the change, ` +
      `${(perStream.rss / 1024).toFixed(1)} KiB RSS/stream, ${errors} errors (target 0)`,
  );
  exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(`bench:live failed: ${error instanceof Error ? error.message : error}`);
} finally {
  for (const reader of readers) reader.close();
  site.kill("SIGTERM");
  await new Promise((resolve) => site.once("exit", resolve));
  await backend.close();
  rmSync(work, { recursive: true, force: true });
  process.exit(exitCode);
}
