// One instance of the built site for the deployment test: `node server/index.ts` as production runs it (what
// deploy/matchpuls@.service starts), on a loopback port with its own DATA_DIR and METRICS_PORT, from a release
// directory (the tree at `root` at first; a rolling deploy starts it again from the next release's).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/** Variables of the test runner's environment that would configure the site: never passed on. */
const SITE_VARIABLES = /^(NODE_ENV|PORT|HOST|SITE_URL|API_|CONTENT_|DATA_DIR|SMTP_|CONTACT_|TRUSTED_PROXY|METRICS_|LIVE_|RESULTS_CLOCK|LOG_)/;

export function createInstance({ root, name, port, metricsPort, dataDir, env }) {
  const instanceEnv = instanceEnvironment({ port, metricsPort, dataDir, env });
  const logs = [];
  let child;
  let exit;
  let release = root;

  return {
    name,
    port,
    dataDir,
    logs,
    get pid() {
      return child?.pid;
    },
    /** The release directory the process runs (or last ran) from. */
    get release() {
      return release;
    },
    /** Starts the process (from `from`, else the release it ran before) and resolves once it listens (its "listening" log line). */
    async start({ from = release, timeoutMs = 30_000 } = {}) {
      const firstLine = logs.length;
      release = from;
      child = spawn(process.execPath, ["server/index.ts"], { cwd: release, env: instanceEnv, stdio: ["ignore", "pipe", "pipe"] });
      exit = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
      collectLines(child, name, logs);
      const started = Date.now();
      // This run's lines only: a restarted instance's log already holds the first run's.
      const listening = () => logs.slice(firstLine).some((line) => line.includes('"event":"listening"'));
      while (!listening()) {
        if (child.exitCode !== null) throw new Error(`instance ${name} exited before listening:\n${logs.slice(-20).join("\n")}`);
        if (Date.now() - started > timeoutMs) throw new Error(`instance ${name} did not listen within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return Date.now() - started;
    },
    /** SIGTERM, then waits for the exit; SIGKILL if it takes longer than `timeoutMs`. */
    async stop(timeoutMs = 15_000) {
      if (!child || child.exitCode !== null || child.signalCode !== null) return { code: child?.exitCode ?? null, ms: 0 };
      const started = Date.now();
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      const result = await exit;
      clearTimeout(timer);
      return { ...result, ms: Date.now() - started };
    },
    /** Ends the process at once (cleanup after a failure). */
    kill() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
    /** The metrics endpoint's exposition text. */
    async metrics() {
      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(5_000) });
      if (!response.ok) throw new Error(`metrics of ${name}: ${response.status}`);
      return response.text();
    },
    /** Every message of this instance's outbox (its DATA_DIR), read from the SQLite file. */
    outboxMessages: () => outboxMessages(dataDir),
  };
}

/** The instance's environment: the runner's, without what would configure the site, and production's settings with `env`. */
function instanceEnvironment({ port, metricsPort, dataDir, env }) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !SITE_VARIABLES.test(key)));
  return {
    ...inherited,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    METRICS_PORT: String(metricsPort),
    LOG_REQUESTS: "false",
    ...env,
  };
}

/** Adds each line the process writes (stdout and stderr) to `logs`, marked with the instance's name. */
function collectLines(child, name, logs) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      logs.push(...lines.filter(Boolean).map((line) => `[${name}] ${line}`));
    });
  }
}

/** Every message of the outbox in `dataDir`, read from the SQLite file. */
function outboxMessages(dataDir) {
  const file = path.join(dataDir, "contact-outbox.sqlite");
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(file);
  try {
    return db.prepare("SELECT id, attempts, delivered_at, claimed_until FROM messages").all();
  } finally {
    db.close();
  }
}

/** The sum of a metric's samples whose line starts with `prefix` (name and, optionally, the first labels). */
export function sumSamples(exposition, prefix) {
  return exposition
    .split("\n")
    .filter((line) => line.startsWith(prefix))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}
