/**
 * Per-visitor backend answers, end to end through the built server with an external results
 * backend (API_BASE_URL) and Cockpit (CONTENT_API_URL), both loopback fakes
 * (docs/decisions/0112-per-visitor-renders-and-page-budget.md):
 * - a page (and its `.data` request) rendered from an answer the backend marked `private` or that
 *   varies on a header we forward is `private, no-store`, never stored: the next visitor gets a
 *   render of its own, and the backend sees a second call;
 * - pages from shareable answers are cached as before; Cockpit's `private` changes nothing (the
 *   answer is the site's own content, asked for with the site's token and nothing of the visitor);
 * - a page's backend calls share one deadline (API_TIMEOUT_MS), however many it makes in a row;
 * - an answer above API_MAX_RESPONSE_BYTES is cut off, not read whole.
 */
import { readFileSync, rmSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type EmbeddedBackend, openEmbeddedBackend } from "#results-backend/embedded.ts";
import { BUILD_MISSING, dataDirWithResults, type FakeServer, rawRequest, SKIP_MESSAGE, type Site, startCockpit, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const SITE_PORT = 3550;
const BACKEND_PORT = 3551;
const COCKPIT_PORT = 3552;
const TIMEOUT_MS = 1000;
const MAX_RESPONSE_BYTES = 128 * 1024;
const OVERSIZE_BYTES = 64 * 1024 * 1024;

interface BackendCall {
  path: string;
  lng: string;
  /** performance.now() when the call arrived. */
  at: number;
}

/**
 * The external backend: the embedded backend's answers (in this process), shareable as it sends
 * them, with `marked[lng]` added to the answers in that language (`private`, a Vary). `slow` delays the
 * answers of matching paths; `oversize` answers matching paths with a valid body padded to 64 MiB,
 * written as the socket drains, and notes how much was written when the connection closed.
 */
interface FakeBackend {
  origin: string;
  calls: BackendCall[];
  marked: Record<string, Record<string, string>>;
  slow?: { which: RegExp; ms: number };
  oversize?: { which: RegExp; writtenWhenClosed?: number };
  close(): Promise<void>;
}

async function startFakeBackend(port: number): Promise<FakeBackend> {
  const dataDir = dataDirWithResults("private-answers-");
  const embedded: EmbeddedBackend = openEmbeddedBackend(dataDir);
  const fake: FakeBackend = { origin: `http://127.0.0.1:${port}`, calls: [], marked: {}, close: async () => {} };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => void answer(req.url ?? "/", Buffer.concat(chunks).toString("utf8"), res));
  });
  async function answer(target: string, body: string, res: ServerResponse) {
    const lng = (JSON.parse(body || "{}") as { lng?: string }).lng ?? "";
    const apiPath = new URL(target, "http://fake.invalid").pathname;
    fake.calls.push({ path: apiPath, lng, at: performance.now() });
    if (fake.slow?.which.test(apiPath)) await new Promise((resolve) => setTimeout(resolve, fake.slow!.ms));
    const response = await embedded.handle(
      new Request(`http://fake.invalid${target}`, { method: "POST", body, headers: { "content-type": "application/json" } }),
    );
    const text = await response.text();
    const headers = { "content-type": "application/json", ...fake.marked[lng] };
    if (fake.oversize?.which.test(apiPath) && response.status === 200) return sendOversize(res, text, headers, fake.oversize);
    if (!res.destroyed) res.writeHead(response.status, headers).end(text);
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  fake.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    embedded.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return fake;
}

function sendOversize(res: ServerResponse, text: string, headers: Record<string, string>, note: { writtenWhenClosed?: number }) {
  let written = 0;
  res.on("close", () => (note.writtenWhenClosed = written));
  res.writeHead(200, headers);
  res.write(text.slice(0, -1));
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const pump = () => {
    while (written < OVERSIZE_BYTES) {
      written += chunk.byteLength;
      if (!res.write(chunk)) return void res.once("drain", pump);
    }
    res.end("}");
  };
  pump();
}

/** A Cockpit stand-in that marks every answer `private`. */
function startPrivateCockpit(port: number, token: string): Promise<FakeServer> {
  return startCockpit(port, token, "/api", { "cache-control": "private, no-cache" });
}

const residentKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]);

describe.skipIf(BUILD_MISSING)("per-visitor answers, one deadline and a size cap per page (built server, external backend)", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let backend: FakeBackend;
  let cockpit: FakeServer;
  let site: Site;
  beforeAll(async () => {
    backend = await startFakeBackend(BACKEND_PORT);
    cockpit = await startPrivateCockpit(COCKPIT_PORT, "tok-private-answers");
    site = await startSite(SITE_PORT, {
      API_BASE_URL: `${backend.origin}/api`,
      API_TIMEOUT_MS: String(TIMEOUT_MS),
      API_FORWARD_HEADERS: "X-Something",
      API_MAX_RESPONSE_BYTES: String(MAX_RESPONSE_BYTES),
      CONTENT_API_URL: `${cockpit.origin}/api`,
      CONTENT_API_TOKEN: "tok-private-answers",
      LOG_REQUESTS: "false",
    });
  });
  afterAll(async () => {
    await site?.stop();
    await backend?.close();
    await cockpit?.close();
  });
  beforeEach(() => {
    backend.marked = {};
    backend.slow = undefined;
    backend.oversize = undefined;
  });

  const get = (target: string, headers: Record<string, string> = {}) => rawRequest({ port: SITE_PORT, target, headers });
  const callsIn = (lng: string) => backend.calls.filter((call) => call.lng === lng).length;
  /** The number of backend calls once none has arrived for 500 ms (at most 10 s). */
  const callsWhenQuiet = async () => {
    for (let waited = 0, seen = -1; waited < 10_000 && seen !== backend.calls.length; waited += 500) {
      seen = backend.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return backend.calls.length;
  };

  // First, while nothing is cached: the match page asks for the competitions, then the match's
  // details and context, then the details in the other languages (for its alternates), in a row.
  it("a page's calls in a row share one deadline: three slow calls end within about one API_TIMEOUT_MS, not three", async () => {
    backend.slow = { which: /./, ms: TIMEOUT_MS * 0.9 };
    const answer = await get("/ergebnisse/bundesliga/1-fc-heidenheim-1846-sv-werder-bremen/1302");
    const calls = backend.calls.map((call) => `${call.lng} ${call.path} @${Math.round(call.at - backend.calls[0]!.at)} ms`);
    console.log(`match page: ${answer.status} in ${answer.ms} ms; backend calls: ${calls.join(", ")}`);
    expect(answer.status).toBeLessThan(500);
    // Each call 900 ms: with a timeout of its own each, the third call in a row was made after two
    // whole delays (1.8 s or later) and the page took 2.7 s. With one deadline no call starts after
    // it (1 s). Told by when the calls arrived rather than by the answer's time, which a busy machine
    // stretches either way (2.75 s with one deadline at a load average of 30).
    // The page's own calls (the search index reads teams and news beside them, on its own deadlines).
    const pageCalls = backend.calls.filter((call) => call.path.includes("/matches/1302/")).map((call) => call.at);
    const lastCall = Math.max(...pageCalls) - Math.min(...pageCalls);
    expect(lastCall, calls.join(", ")).toBeLessThan(backend.slow.ms * 2);
  });

  it("pages from shareable answers are stored and served to the next visitor as before", async () => {
    const target = "/ergebnisse/bundesliga/tabelle";
    const first = await get(target);
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
    // Data the first render read stale is refreshed after its answer; those calls are not the second visit's.
    const calls = await callsWhenQuiet();
    const second = await get(target);
    expect(second.headers.age).toBeDefined();
    expect(second.body).toBe(first.body);
    expect(backend.calls.length).toBe(calls);
  });

  it("Cockpit's private answers are the site's own content: the FAQ page is stored as before", async () => {
    const first = await get("/faq");
    expect(first.status).toBe(200);
    // Content from Cockpit is kept by shared caches briefly (ADR 0205), by this instance until it changes.
    expect(first.headers["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
    expect(cockpit.requests.some((request) => request.target.includes("/collections/get/FAQs"))).toBe(true);
    expect((await get("/faq")).headers.age).toBeDefined();
  });

  it("an answer above API_MAX_RESPONSE_BYTES is cut off before the whole body was sent; the page still answers", async () => {
    backend.oversize = { which: /\/scorers$/ };
    const rssBefore = residentKiB(site.pid);
    const answer = await get("/ergebnisse/bundesliga/torschuetzen");
    expect(answer.status).toBeLessThan(500);
    await vi.waitFor(() => expect(backend.oversize?.writtenWhenClosed).toBeDefined(), { timeout: 10_000 });
    expect(backend.oversize!.writtenWhenClosed!).toBeLessThan(OVERSIZE_BYTES);
    // Nothing near the 64 MiB body was held in memory.
    expect(residentKiB(site.pid) - rssBefore).toBeLessThan(32 * 1024);
  });

  // Last: the results source remembers a per-visitor key for its time-to-live, in every later render.
  it.each([
    ["Cache-Control: private", "it", { "cache-control": "private, max-age=600" }, "/it"],
    ["Vary on a header the site forwards (API_FORWARD_HEADERS)", "en", { vary: "X-Something" }, "/en"],
  ])("an answer with %s: the page and its .data are private, no-store, and every visitor gets a render of their own", async (_, lng, headers, page) => {
    backend.marked[lng] = headers;
    const perRender: number[] = [];
    for (const target of [page, page, `${page}.data`, `${page}.data`]) {
      const before = callsIn(lng);
      const answer = await get(target, { "x-something": "visitor" });
      expect(answer.status, target).toBe(200);
      expect(answer.headers["cache-control"], target).toBe("private, no-store");
      expect(answer.headers.age, target).toBeUndefined();
      perRender.push(callsIn(lng) - before);
    }
    // Every render asked the backend itself: none was given to the next visitor.
    expect(
      perRender.every((calls) => calls > 0),
      String(perRender),
    ).toBe(true);
  });
});
