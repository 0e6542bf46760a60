/**
 * Shared helpers of the reliability tests: start the built production server as a child process,
 * send raw HTTP requests (node:http, so malformed targets go out byte for byte), and run loopback
 * fake data sources on fixed ports. Every port used here is in 3500–3599. Over 400 lines: the
 * small, independent helpers every reliability file shares, kept in one place so none has its own copy.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DATABASE_FILE_NAME } from "#results-backend/database.server.ts";
import { cockpitAnswer } from "./cockpit-content.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const SERVER_BUILD = path.join(ROOT, "build/server/index.js");
export const BUILD_MISSING = !existsSync(SERVER_BUILD);
export const SKIP_MESSAGE = "build/server/index.js is missing: run `npm run build` first (the reliability tests run the production build)";
if (BUILD_MISSING) console.warn(`[reliability] skipped: ${SKIP_MESSAGE}`);

/**
 * A new temporary data directory holding the run's results database when the run built one
 * (TEST_RESULTS_DATA_DIR, tests/support/vitest-global-setup.ts): a hard link to it, which the
 * server or the embedded backend finds built from the current sources and opens read-only, instead
 * of building its own (~1.7 s). Elsewhere (the browser tests) the directory starts empty.
 */
export function dataDirWithResults(prefix: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const shared = process.env.TEST_RESULTS_DATA_DIR;
  if (shared && existsSync(path.join(shared, DATABASE_FILE_NAME))) linkSync(path.join(shared, DATABASE_FILE_NAME), path.join(dataDir, DATABASE_FILE_NAME));
  return dataDir;
}

/** Node 24 (the project's `node` devDependency) when the test runner itself runs on an older Node. */
export function nodeBinary(): string {
  if (Number(process.versions.node.split(".")[0]) >= 24) return process.execPath;
  const local = path.join(ROOT, "node_modules/.bin/node");
  return existsSync(local) ? local : process.execPath;
}

export interface Site {
  origin: string;
  port: number;
  pid: number;
  /** Every stdout/stderr line the server wrote so far. */
  logs: string[];
  /** The server's DATA_DIR (removed by stop()). */
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The built production server, or with `{ dev: true }` the development server (`npm run dev`: Vite in
 * middleware mode). `openFiles` starts it under that open-files limit (soft and hard, bash's `ulimit -n`).
 */
export async function startSite(
  port: number,
  env: Record<string, string> = {},
  { dev = false, openFiles }: { dev?: boolean; openFiles?: number } = {},
): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "reliability-"));
  // The server's DATA_DIR (dataDir/var), with the run's results database in it when the server
  // uses the embedded backend (no API_BASE_URL) and the test names no DATA_DIR of its own.
  if (env.DATA_DIR === undefined && env.API_BASE_URL === undefined) {
    const shared = process.env.TEST_RESULTS_DATA_DIR;
    mkdirSync(path.join(dataDir, "var"));
    if (shared && existsSync(path.join(shared, DATABASE_FILE_NAME)))
      linkSync(path.join(shared, DATABASE_FILE_NAME), path.join(dataDir, "var", DATABASE_FILE_NAME));
  }
  const clean: Record<string, string> = {};
  // Nothing of the runner's environment that configures the site leaks in (NODE_ENV=test silences logs).
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (/^(NODE_ENV|PORT|HOST|SITE_URL|API_|CONTENT_|DATA_DIR|SMTP_|CONTACT_|TRUSTED_PROXY|LOG_IN_TESTS|VITEST)/.test(key)) continue;
    clean[key] = value;
  }
  const command = [nodeBinary(), ...(dev ? ["server/index.ts", "--dev"] : ["server/index.ts"])];
  // `exec` keeps the process id: signals and /proc reach Node itself.
  const [file, ...args] = openFiles === undefined ? command : ["bash", "-c", `ulimit -n ${openFiles} && exec "$0" "$@"`, ...command];
  const child = spawn(file!, args, {
    cwd: ROOT,
    env: { ...clean, NODE_ENV: dev ? "development" : "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(dataDir, "var"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const collect = (stream: NodeJS.ReadableStream) => {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      rest += chunk;
      const lines = rest.split("\n");
      rest = lines.pop() ?? "";
      logs.push(...lines.filter((l) => l.length > 0));
    });
  };
  collect(child.stdout!);
  collect(child.stderr!);
  let exited = false;
  child.once("exit", () => (exited = true));
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`the server exited before listening:\n${logs.join("\n")}`);
    if (logs.some((l) => l.includes('"event":"listening"'))) break;
    if (Date.now() - started > 30_000) {
      child.kill("SIGKILL");
      throw new Error(`the server did not listen within 30 s:\n${logs.join("\n")}`);
    }
    await sleep(100);
  }
  return {
    origin,
    port,
    pid: child.pid!,
    logs,
    dataDir: path.join(dataDir, "var"),
    child,
    async stop() {
      if (!exited) {
        const done = new Promise<void>((resolve) => child.once("exit", () => resolve()));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await done;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until a server started with LOG_REQUESTS has logged the finished request to `path` (its
 * line is written once the answer is sent, after whatever handling that request logged).
 */
export async function requestLogged(site: Pick<Site, "logs">, path: string, { since = 0, timeoutMs = 10_000 } = {}): Promise<void> {
  const line = `"path":${JSON.stringify(path)}`;
  const started = Date.now();
  while (!site.logs.slice(since).some((l) => l.includes('"event":"request"') && l.includes(line))) {
    if (Date.now() - started > timeoutMs) throw new Error(`no request log line for ${path} within ${timeoutMs} ms`);
    await sleep(20);
  }
}

export interface RawResult {
  status?: number;
  headers: IncomingMessage["headers"];
  body: string;
  /** Set when no response arrived (connection refused, reset, timeout). */
  error?: string;
  ms: number;
}

export interface RawRequest {
  port: number;
  method?: string;
  /** The request target exactly as it goes out (latin1 bytes: \u0080–\u00ff are single raw bytes). */
  target: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
}

/** One request over node:http with `Connection: close`; never rejects. */
export function rawRequest(options: RawRequest): Promise<RawResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<RawResult, "ms">) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, ms: Date.now() - started });
    };
    let req: ReturnType<typeof httpRequest>;
    try {
      req = httpRequest({
        host: "127.0.0.1",
        port: options.port,
        method: options.method ?? "GET",
        path: options.target,
        // node:http sends neither Content-Length nor chunked encoding for DELETE/OPTIONS bodies by itself.
        headers: {
          connection: "close",
          ...(options.body !== undefined ? { "content-length": String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
        insecureHTTPParser: true,
        agent: false,
      });
    } catch (error) {
      finish({ headers: {}, body: "", error: `client refused to send: ${(error as Error).message}` });
      return;
    }
    req.setTimeout(options.timeoutMs ?? 15_000, () => {
      finish({ headers: {}, body: "", error: "timeout" });
      req.destroy();
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      const done = () => finish({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.on("end", done);
      res.on("close", done);
      res.on("error", done);
    });
    req.on("error", (error) => finish({ headers: {}, body: "", error: (error as NodeJS.ErrnoException).code ?? error.message }));
    if (options.body !== undefined) req.end(options.body);
    else req.end();
  });
}

export interface KeepAliveAnswer {
  status: number;
  headers: IncomingMessage["headers"];
  /** The Content-Encoding the server chose, if any. */
  encoding: string | undefined;
  /** The body as sent (compressed when `encoding` says so). */
  body: Buffer;
  /** The body as UTF-8 text. */
  text: string;
  ms: number;
}

export interface KeepAliveClient {
  get(target: string, headers?: Record<string, string>): Promise<KeepAliveAnswer>;
  close(): void;
}

/**
 * GETs over keep-alive connections to the site on `port`, at most `maxSockets` open at once: the way
 * a load balancer or a crawler reaches the site, for the tests that send hundreds of requests and time
 * them (a new connection per request, as `rawRequest` makes, would measure the kernel, not the site).
 */
export function keepAliveClient(port: number, maxSockets: number): KeepAliveClient {
  const agent = new Agent({ keepAlive: true, maxSockets });
  return {
    get(target, headers = {}) {
      const started = performance.now();
      return new Promise((resolve, reject) => {
        httpRequest({ host: "127.0.0.1", port, path: target, headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res
            .on("data", (chunk: Buffer) => chunks.push(chunk))
            .on("end", () => {
              const body = Buffer.concat(chunks);
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                encoding: res.headers["content-encoding"],
                body,
                get text() {
                  return body.toString("utf8");
                },
                ms: performance.now() - started,
              });
            })
            .on("error", reject);
        })
          .on("error", reject)
          .end();
      });
    },
    close: () => agent.destroy(),
  };
}

/** The page cache's facts from a site's Prometheus metrics (its METRICS_PORT), as the tests read them. */
export async function pageCacheMetrics(metricsPort: number): Promise<{ entries: number; bytes: number; hits: number; stored: number }> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const sample = (name: string) => Number(new RegExp(`^${name.replace(/[{}"]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1]);
  return {
    entries: sample("matchpuls_page_cache_entries"),
    bytes: sample("matchpuls_page_cache_stored_bytes"),
    hits: sample('matchpuls_page_cache_lookups_total{result="hit"}'),
    stored: sample('matchpuls_page_cache_lookups_total{result="miss"}'),
  };
}

export interface FloodOptions {
  /** How many GETs in all, and how many at a time. */
  requests: number;
  concurrency: number;
  /** How many times the sampled page is read meanwhile, one read after another. */
  samples: number;
  /** Headers of every request (a target's own are added). */
  headers: Record<string, string>;
}

export interface FloodResult {
  answers: KeepAliveAnswer[];
  /** The sampled page's answers, read while the flood ran. */
  samples: KeepAliveAnswer[];
  totalMs: number;
  /** The sampled page's times. */
  meanMs: number;
  medianMs: number;
}

/** The middle value (the upper of the two middle ones of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A flood of GETs of `target(i)` (a path and its own headers), `concurrency` at a time, while the page
 * at `sampled` is read again and again: the tests that check that distinct requests (queries, keys,
 * hosts) cannot slow down or evict the pages being hit.
 */
export async function flood(
  client: KeepAliveClient,
  options: FloodOptions,
  target: (i: number) => [string, Record<string, string>?],
  sampled: string,
): Promise<FloodResult> {
  let next = 0;
  const answers: KeepAliveAnswer[] = [];
  const started = performance.now();
  const workers = Array.from({ length: options.concurrency }, async () => {
    while (next < options.requests) {
      const [path, headers = {}] = target(next++);
      answers.push(await client.get(path, { ...options.headers, ...headers }));
    }
  });
  const samples: KeepAliveAnswer[] = [];
  const sampler = (async () => {
    for (let i = 0; i < options.samples && next < options.requests; i++) samples.push(await client.get(sampled, options.headers));
  })();
  await Promise.all([...workers, sampler]);
  const ms = samples.map((answer) => answer.ms);
  return { answers, samples, totalMs: performance.now() - started, meanMs: ms.reduce((sum, value) => sum + value, 0) / ms.length, medianMs: median(ms) };
}

/** Writes raw bytes on a socket and reads until the server closes it; the status line is parsed. */
export function rawSocket(port: number, bytes: Buffer | string, timeoutMs = 15_000): Promise<RawResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket: Socket = connect(port, "127.0.0.1");
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const text = Buffer.concat(chunks).toString("latin1");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      const [head = "", ...rest] = text.split("\r\n\r\n");
      resolve({
        status: match ? Number(match[1]) : undefined,
        headers: {},
        body: rest.join("\r\n\r\n"),
        error: match ? undefined : (error ?? `no status line (got ${JSON.stringify(head.slice(0, 80))})`),
        ms: Date.now() - started,
      });
    };
    socket.setTimeout(timeoutMs, () => finish("timeout"));
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("end", () => finish());
    socket.on("close", () => finish());
    socket.on("error", (e: NodeJS.ErrnoException) => finish(e.code ?? e.message));
    socket.on("connect", () => socket.write(bytes));
  });
}

/** Runs `tasks` with at most `limit` in flight; results keep the tasks' order. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

/** mulberry32: a small deterministic PRNG. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

// ── Loopback fake data sources ──────────────────────────────────────────────────────────────────

export interface FakeServer {
  origin: string;
  port: number;
  requests: { method: string; target: string; authorization?: string }[];
  close(): Promise<void>;
}

export async function startFake(port: number, handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<FakeServer> {
  const requests: FakeServer["requests"] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ method: req.method ?? "", target: req.url ?? "", authorization: req.headers.authorization });
    req.resume();
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}

const COLLECTIONS = path.join(ROOT, "content/collections");

/**
 * A Cockpit stand-in on a fixed port serving content/collections/ as Cockpit stores it (bearer token
 * required), like tests/support/fake-cockpit.ts; `headers` go with every collection it answers.
 */
export function startCockpit(port: number, token: string, prefix = "/api", headers: Record<string, string> = {}): Promise<FakeServer> {
  return startFake(port, (req, res) => {
    if (req.headers.authorization !== `Bearer ${token}`) return sendJson(res, 401, { error: "Unauthorized" });
    const url = new URL(req.url ?? "/", "http://cockpit.invalid");
    const match = new RegExp(`^${prefix}/collections/get/([A-Za-z]+)$`).exec(url.pathname);
    if (req.method !== "GET" || !match) return sendJson(res, 404, { error: "Not found" });
    const body = cockpitAnswer(match[1]!, url.searchParams);
    if (!body) return sendJson(res, 412, { error: "Collection not found" });
    sendJson(res, 200, body, headers);
  });
}

/** A job slug of the embedded content (content/collections/jobs.de.json). */
export function firstJobSlug(): string {
  const jobs = JSON.parse(readFileSync(path.join(COLLECTIONS, "jobs.de.json"), "utf8")) as { entries: { slug: string }[] };
  return jobs.entries[0]!.slug;
}

/** A value for every route parameter of the route table that the embedded data answers with 200. */
export const VALID_PARAMS: Readonly<Record<string, string>> = {
  job: firstJobSlug(),
  category: "kolumne",
  page: "1",
  article: "die-nachspielzeit-ist-das-neue-drama-5004",
  country: "bundesliga",
  competition: "bundesliga",
  round: "1-spieltag",
  match: "1-fc-heidenheim-1846-sv-werder-bremen",
  mid: "1302",
};

/** A route pattern with each `:name` or `:name?` replaced by `values(name)`. */
export function fillRoute(pattern: string, values: (name: string) => string = (name) => VALID_PARAMS[name]!): string {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => values(name));
}

/** A port in 3500–3599 where nothing listens (checked). */
export async function closedPort(port: number): Promise<string> {
  const probe = await rawSocket(port, "", 1000);
  if (probe.error !== "ECONNREFUSED") throw new Error(`port ${port} is in use (${probe.error ?? probe.status})`);
  return `http://127.0.0.1:${port}`;
}

export interface ConnectionResult extends RawResult {
  /** The HTTP reason phrase of the status line. */
  statusMessage?: string;
  /** Whether the request went out on a connection an earlier request of the sequence had used. */
  reusedSocket?: boolean;
}

/**
 * Sends requests one after another through one keep-alive agent with a single socket (node:http,
 * as browsers and proxies reuse connections), each after the previous answer was read. A server
 * that resets a connection it offered to keep alive makes the next request fail with ECONNRESET
 * (or get no answer); one that announced `Connection: close` gets the next request on a new socket.
 */
export async function onOneConnection(port: number, requests: Omit<RawRequest, "port">[]): Promise<ConnectionResult[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const results: ConnectionResult[] = [];
  try {
    for (const options of requests) {
      const started = Date.now();
      results.push(
        await new Promise<ConnectionResult>((resolve) => {
          let settled = false;
          const finish = (result: Omit<ConnectionResult, "ms">) => {
            if (settled) return;
            settled = true;
            resolve({ ...result, ms: Date.now() - started });
          };
          const req = httpRequest({
            host: "127.0.0.1",
            port,
            method: options.method ?? "GET",
            path: options.target,
            headers: { ...(options.body !== undefined ? { "content-length": String(Buffer.byteLength(options.body)) } : {}), ...options.headers },
            agent,
          });
          req.setTimeout(options.timeoutMs ?? 15_000, () => {
            finish({ headers: {}, body: "", error: "timeout", reusedSocket: req.reusedSocket });
            req.destroy();
          });
          req.on("response", (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () =>
              finish({
                status: res.statusCode,
                statusMessage: res.statusMessage,
                headers: res.headers,
                body: Buffer.concat(chunks).toString("utf8"),
                reusedSocket: req.reusedSocket,
              }),
            );
            res.on("error", (error) =>
              finish({ headers: {}, body: "", error: (error as NodeJS.ErrnoException).code ?? error.message, reusedSocket: req.reusedSocket }),
            );
          });
          req.on("error", (error) =>
            finish({ headers: {}, body: "", error: (error as NodeJS.ErrnoException).code ?? error.message, reusedSocket: req.reusedSocket }),
          );
          req.end(options.body);
        }),
      );
    }
  } finally {
    agent.destroy();
  }
  return results;
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux: /proc). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
