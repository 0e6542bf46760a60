import { type ClientRequest, type IncomingMessage, request } from "node:http";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Match } from "#contract/schemas.ts";
import { clientAddress } from "#server/client-address.ts";
import { inPlay, parseEvents } from "#tests/support/live-events.ts";
import { recordedRound } from "#tests/support/live-stream.ts";
import { listen, type Loopback } from "#tests/support/results-loopback.ts";
import { LiveHub, type LiveHubOptions } from "./hub.server.ts";
import { createLiveRoute, RETRY_AFTER_SECONDS } from "./live-route.server.ts";
import { SHUTDOWN_COMMENT, STREAM_PREAMBLE } from "./protocol.server.ts";

const POLL_MS = 100;

let round: Match[];
beforeAll(async () => {
  round = (await recordedRound(1)).map((match, index) => (index === 0 ? inPlay(match, 30, 0, 0) : match));
});

let server: Loopback | undefined;
let hub: LiveHub;

/**
 * The route on a loopback server, in front of a 404 for every other path, told the client's address
 * as the server's mount tells it (server/app.ts: server/client-address.ts with TRUSTED_PROXY).
 */
async function startRoute(options: Partial<LiveHubOptions> = {}, limits: { maxStreamsPerClient?: number; trustedProxy?: string } = {}) {
  hub = new LiveHub({
    fetchCurrentRound: async () => structuredClone(round),
    competitionIds: async () => new Set([1, 2]),
    pollMs: POLL_MS,
    idlePollMs: 1000,
    heartbeatMs: 60_000,
    maxStreams: 100,
    ...options,
  });
  hub.start();
  const { maxStreamsPerClient = 100, trustedProxy } = limits;
  const route = createLiveRoute(
    hub,
    { "X-Content-Type-Options": "nosniff" },
    { maxStreamsPerClient, clientAddress: (req) => clientAddress(req, trustedProxy), trustsProxy: trustedProxy !== undefined },
  );
  server = await listen((req, res) => {
    if (!route(req, res)) res.writeHead(404).end("not live");
  });
  return server;
}

afterEach(async () => {
  hub.stop();
  await server?.close();
  server = undefined;
});

interface Answer {
  status: number;
  headers: IncomingMessage["headers"];
  body: string;
}

function fetchPlain(path: string, method = "GET", headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${server!.origin}${path}`, { method, headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    })
      .on("error", reject)
      .end();
  });
}

interface OpenStream {
  req: ClientRequest;
  res: IncomingMessage;
  text: () => string;
  ended: Promise<void>;
}

/** A stream kept open, its text collected as it comes. */
function openStream(path: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = request(`${server!.origin}${path}`, { headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      const ended = new Promise<void>((done) => res.on("close", () => done()));
      resolve({ req, res, text: () => text, ended });
    });
    req.on("error", reject).end();
  });
}

async function until(condition: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("GET /live", () => {
  it("answers an event stream that no proxy buffers or stores, with the snapshot after the preamble", async () => {
    await startRoute();
    const stream = await openStream("/live?c=1");
    expect(stream.res.statusCode).toBe(200);
    expect(stream.res.headers).toMatchObject({
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
      connection: "keep-alive",
      "x-content-type-options": "nosniff",
    });
    expect(stream.res.headers["content-encoding"]).toBeUndefined();
    await until(() => parseEvents(stream.text()).length > 0);
    expect(stream.text().startsWith(STREAM_PREAMBLE)).toBe(true);
    expect(stream.text().startsWith("retry: 3000\n:")).toBe(true);
    const [snapshot] = parseEvents(stream.text());
    expect(snapshot!.event).toBe("matches");
    expect(JSON.parse(snapshot!.data!).matches).toHaveLength(round.length);
    stream.req.destroy();
  });

  it.each([
    ["/live", /name the competitions/],
    ["/live?c=abc", /non-negative integers/],
    ["/live?c=-1", /non-negative integers/],
    ["/live?c=1&c=1", /each competition once/],
    [`/live?${Array.from({ length: 9 }, (_, i) => `c=${i}`).join("&")}`, /at most 8/],
  ])("refuses %s with 400 and a plain-text reason", async (path, reason) => {
    await startRoute();
    const answer = await fetchPlain(path);
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toMatch(reason);
  });

  it("refuses other methods than GET and HEAD with 405", async () => {
    await startRoute();
    const answer = await fetchPlain("/live?c=1", "POST");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
    expect((await fetchPlain("/live?c=1", "HEAD")).status).toBe(200);
    expect(hub.stats().openStreams).toBe(0);
  });

  it("answers 404 for a competition the backend does not know, and leaves other paths alone", async () => {
    await startRoute();
    expect(await fetchPlain("/live?c=1&c=77")).toMatchObject({ status: 404, body: "unknown competition: 77\n" });
    expect(await fetchPlain("/lively")).toMatchObject({ status: 404, body: "not live" });
  });

  it("answers 503 with Retry-After past the cap of open streams", async () => {
    await startRoute({ maxStreams: 2 });
    const open = [await openStream("/live?c=1"), await openStream("/live?c=2")];
    const refused = await fetchPlain("/live?c=1");
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.body).toMatch(/too many live streams/);
    for (const stream of open) stream.req.destroy();
  });

  it("leaves /live/stats alone: the counters are on the metrics listener, not on the public port", async () => {
    await startRoute();
    expect(await fetchPlain("/live/stats")).toMatchObject({ status: 404, body: "not live" });
  });

  it("answers 429 with Retry-After past a client's own limit, keyed on the address the trusted proxy names", async () => {
    await startRoute({}, { maxStreamsPerClient: 2, trustedProxy: "127.0.0.1" });
    const as = (address: string) => ({ "X-Forwarded-For": `198.51.100.9, ${address}` });
    const first = [await openStream("/live?c=1", as("203.0.113.1")), await openStream("/live?c=2", as("203.0.113.1"))];
    expect(first.map((stream) => stream.res.statusCode)).toEqual([200, 200]);
    const refused = await fetchPlain("/live?c=1", "GET", as("203.0.113.1"));
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.body).toMatch(/too many live streams from your address/);
    // Another address, and another /64 of IPv6, have places of their own; the same /64 does not.
    const other = await openStream("/live?c=1", as("203.0.113.2"));
    expect(other.res.statusCode).toBe(200);
    const v6 = [await openStream("/live?c=1", as("2001:db8:0:1::a")), await openStream("/live?c=1", as("2001:db8:0:1::b"))];
    expect(v6.map((stream) => stream.res.statusCode)).toEqual([200, 200]);
    expect((await fetchPlain("/live?c=1", "GET", as("2001:db8:0:1::c"))).status).toBe(429);
    expect((await openStream("/live?c=1", as("2001:db8:0:2::a"))).res.statusCode).toBe(200);
    // A stream that ends gives its place back.
    first[0]!.req.destroy();
    await first[0]!.ended;
    await until(() => hub.stats().openStreams === 5);
    const again = await openStream("/live?c=1", as("203.0.113.1"));
    expect(again.res.statusCode).toBe(200);
    for (const stream of [...first, other, ...v6, again]) stream.req.destroy();
  });

  it("counts every stream of a peer that is not the trusted proxy as the peer's, whatever X-Forwarded-For says", async () => {
    await startRoute({}, { maxStreamsPerClient: 1 });
    const open = await openStream("/live?c=1", { "X-Forwarded-For": "203.0.113.1" });
    expect(open.res.statusCode).toBe(200);
    expect((await fetchPlain("/live?c=1", "GET", { "X-Forwarded-For": "203.0.113.2" })).status).toBe(429);
    open.req.destroy();
  });

  it("says once when a proxy on loopback forwards streams without TRUSTED_PROXY: they all count as the proxy's", async () => {
    vi.stubEnv("LOG_IN_TESTS", "1");
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));
    try {
      await startRoute({}, { maxStreamsPerClient: 5 });
      for (const address of ["203.0.113.1", "203.0.113.2"]) expect((await fetchPlain("/live?c=77", "GET", { "X-Forwarded-For": address })).status).toBe(404);
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
    }
    const warnings = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === "live_client_is_proxy");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.reason).toMatch(/TRUSTED_PROXY is unset/);
  });

  it("gives a refused or failed request's place back", async () => {
    await startRoute({}, { maxStreamsPerClient: 1 });
    expect((await fetchPlain("/live?c=77")).status).toBe(404);
    expect((await fetchPlain("/live?c=1", "HEAD")).status).toBe(200);
    const open = await openStream("/live?c=1");
    expect(open.res.statusCode).toBe(200);
    open.req.destroy();
  });

  it("resumes from Last-Event-ID", async () => {
    await startRoute();
    const first = await openStream("/live?c=1");
    await until(() => parseEvents(first.text()).length === 1);
    const snapshotId = parseEvents(first.text())[0]!.id!;
    round[0] = inPlay(round[0]!, 31, 1, 0);
    await until(() => parseEvents(first.text()).length === 3);
    const resumed = await openStream("/live?c=1", { "Last-Event-ID": snapshotId });
    await until(() => parseEvents(resumed.text()).length === 2);
    expect(parseEvents(resumed.text())).toEqual(parseEvents(first.text()).slice(1));
    first.req.destroy();
    resumed.req.destroy();
  });

  it("leaves no stream behind its client, and counts polls and events", async () => {
    await startRoute();
    const streams = await Promise.all(Array.from({ length: 50 }, () => openStream("/live?c=1&c=2")));
    await until(() => hub.stats().openStreams === 50);
    for (const stream of streams) stream.req.destroy();
    await until(() => hub.stats().openStreams === 0, 2000);
    const stats = hub.stats();
    expect(stats).toMatchObject({ openStreams: 0, pendingStreams: 0, followedCompetitions: 0, maxStreams: 100 });
    expect(stats.polls[1]).toBeGreaterThanOrEqual(1);
    expect(stats.eventsSent).toBeGreaterThanOrEqual(100);
  });

  it("a client that goes away before its first events is not registered", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await startRoute({ fetchCurrentRound: async () => (await gate, structuredClone(round)) });
    const stream = await openStream("/live?c=1");
    expect(hub.stats().pendingStreams).toBe(1);
    stream.req.destroy();
    await stream.ended;
    release();
    await until(() => hub.stats().pendingStreams === 0);
    expect(hub.stats().openStreams).toBe(0);
  });

  it("ends every stream when the hub stops", async () => {
    await startRoute();
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream("/live?c=1")));
    await until(() => hub.stats().openStreams === 5);
    hub.stop();
    await Promise.all(streams.map((stream) => stream.ended));
    for (const stream of streams) expect(stream.text().endsWith(SHUTDOWN_COMMENT)).toBe(true);
    expect((await fetchPlain("/live?c=1")).status).toBe(503);
  });
});
