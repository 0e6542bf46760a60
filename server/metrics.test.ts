import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EnvError, parseEnv } from "#app/config/env.server.ts";
import { createEmbeddedSource } from "#app/content/adapters/embedded.server.ts";
import { createResultsClient } from "#app/results-api/client.server.ts";
import { LabelSpace, SeriesCounter, SeriesHistogram } from "./metrics-series.ts";
import { classifyRequest, createMetrics, metricsListener, type Metrics } from "./metrics.ts";
import { createPageHandler } from "./page-cache.ts";

/** The metrics: the route classifier, the allocation-free series, and that every counted part moves its metric. */

describe("classifyRequest", () => {
  const cases: [string, string, ReturnType<typeof classifyRequest>][] = [
    ["GET", "/", "page"],
    ["GET", "/en/about", "page"],
    ["GET", "/it/risultati/serie-a/classifica?round=3", "page"],
    ["HEAD", "/ergebnisse/bundesliga/bayern-dortmund/123", "page"],
    ["POST", "/kontakt", "page"],
    ["GET", "/gibt-es-nicht", "page"],
    ["GET", "/kontakt.data", "data"],
    ["POST", "/en/contact.data?index", "data"],
    ["GET", "/_root.data", "data"],
    ["GET", "/__manifest?p=%2Fen&version=abc", "data"],
    ["GET", "/assets/entry.client-BX12.js", "static"],
    ["GET", "/flags/4x3/de.svg", "static"],
    ["GET", "/i18n/de-abc123.json", "static"],
    ["GET", "/favicon.ico", "static"],
    ["GET", "/robots.txt", "static"],
    ["GET", "/news/feed.xml?x=1", "static"],
    ["POST", "/api/competitions", "api"],
    ["GET", "/live?c=1,2", "live"],
    ["GET", "/live", "live"],
    ["GET", "/healthz", "health"],
    ["GET", "/readyz?full", "health"],
    ["GET", "/live/stats", "page"],
    ["OPTIONS", "/", "other"],
    ["DELETE", "/kontakt", "other"],
  ];
  it.each(cases)("%s %s is %s", (method, url, type) => {
    expect(classifyRequest(method, url)).toBe(type);
  });

  it("never takes a raw path for a kind: prefixes must match whole segments where it matters", () => {
    expect(classifyRequest("GET", "/lively")).toBe("page");
    expect(classifyRequest("GET", "/healthzz")).toBe("page");
    expect(classifyRequest("GET", "/apis")).toBe("page");
    expect(classifyRequest("GET", "/news/a.b/c")).toBe("page");
    expect(classifyRequest("GET", "/x?file=a.png")).toBe("page");
    expect(classifyRequest(undefined, undefined)).toBe("other");
  });
});

describe("the series", () => {
  it("number label combinations row-major and expose only what was counted", () => {
    const space = new LabelSpace({ a: ["x", "y"], b: ["1", "2", "3"] });
    expect(space.size).toBe(6);
    expect(space.series(1, 2)).toBe(5);
    expect(space.labelText(5)).toBe('{a="y",b="3"}');
    const counter = new SeriesCounter("c_total", "help", space);
    counter.inc(space.series(0, 1));
    counter.inc(space.series(0, 1));
    expect(counter.exposition()).toBe('# HELP c_total help\n# TYPE c_total counter\nc_total{a="x",b="2"} 2\n');
  });

  it("keep histogram buckets cumulative on exposition", () => {
    const space = new LabelSpace({ kind: ["k"] });
    const histogram = new SeriesHistogram("h_seconds", "help", space, [0.1, 1]);
    for (const value of [0.05, 0.1, 0.5, 3]) histogram.observe(0, value);
    expect(histogram.count(0)).toBe(4);
    expect(histogram.exposition().split("\n").slice(2, -1)).toEqual([
      'h_seconds_bucket{kind="k",le="0.1"} 2',
      'h_seconds_bucket{kind="k",le="1"} 3',
      'h_seconds_bucket{kind="k",le="+Inf"} 4',
      'h_seconds_sum{kind="k"} 3.65',
      'h_seconds_count{kind="k"} 4',
    ]);
  });
});

/** The value of one sample line of the exposition, or undefined when it is absent. */
function sample(text: string, line: string): number | undefined {
  const found = text.split("\n").find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(listener: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A request that gives up before the answer: the client leaves once the server has it (`arrived`). */
function abandon(url: string, arrived: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const req = request(url);
    req.on("error", () => resolve());
    req.end();
    void arrived.then(() => {
      req.destroy();
      resolve();
    });
  });
}

describe("createMetrics", () => {
  it("counts requests by route type and status class, times them, and counts clients that left as aborted", async () => {
    const metrics = createMetrics();
    let slowArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
    const origin = await serve((req, res) => {
      metrics.trackRequest(req, res);
      if (req.url === "/slow") return slowArrived(); // never answered: the client gives up
      res.writeHead(req.url === "/missing" ? 404 : 200).end("ok");
    });
    await fetch(`${origin}/`);
    await fetch(`${origin}/en/about`);
    await fetch(`${origin}/missing`);
    await fetch(`${origin}/assets/app.js`);
    await abandon(`${origin}/slow`, arrived);
    // Counted when the server sees the connection close.
    const aborted = 'matchpuls_http_requests_total{route_type="page",status_class="aborted"}';
    await vi.waitFor(async () => expect(sample(await metrics.exposition(), aborted)).toBe(1));

    const text = await metrics.exposition();
    expect(sample(text, 'matchpuls_http_requests_total{route_type="page",status_class="2xx"}')).toBe(2);
    expect(sample(text, 'matchpuls_http_requests_total{route_type="page",status_class="4xx"}')).toBe(1);
    expect(sample(text, 'matchpuls_http_requests_total{route_type="static",status_class="2xx"}')).toBe(1);
    expect(sample(text, 'matchpuls_http_requests_total{route_type="page",status_class="aborted"}')).toBe(1);
    expect(sample(text, 'matchpuls_http_request_duration_seconds_count{route_type="page",status_class="2xx"}')).toBe(2);
    expect(sample(text, 'matchpuls_http_request_duration_seconds_bucket{route_type="page",status_class="2xx",le="+Inf"}')).toBe(2);
    // prom-client's process metrics are there too.
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("does not tell which Node version runs the site", async () => {
    const text = await createMetrics().exposition();
    expect(text).not.toContain("nodejs_version_info");
    expect(text).not.toContain(process.version);
    expect(text).not.toContain(process.versions.node);
  });

  it("counts live streams without timing them", async () => {
    const metrics = createMetrics();
    const origin = await serve((req, res) => {
      metrics.trackRequest(req, res);
      res.writeHead(200, { "Content-Type": "text/event-stream" }).end(": bye\n\n");
    });
    await (await fetch(`${origin}/live?c=1`)).text();
    // Counted when the server's side of the answer has finished, which the client may read before.
    const live = 'matchpuls_http_requests_total{route_type="live",status_class="2xx"}';
    await vi.waitFor(async () => expect(sample(await metrics.exposition(), live)).toBe(1));
    const text = await metrics.exposition();
    expect(text).not.toContain('duration_seconds_count{route_type="live"');
  });

  it("counts page cache hits and stored renders, and reads its size at each scrape", async () => {
    const metrics = createMetrics();
    const page = () =>
      new Response("<!doctype html><title>t</title><p>Hallo", {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, s-maxage=60" },
      });
    const pages = createPageHandler(async () => page(), { https: false, counters: metrics.pageCache });
    metrics.watchPageCache(pages.stats);
    await pages.handle(new Request("http://localhost/a"));
    await pages.handle(new Request("http://localhost/a"));
    await pages.handle(new Request("http://localhost/a"));
    await pages.handle(new Request("http://localhost/b.data"));

    const text = await metrics.exposition();
    expect(sample(text, 'matchpuls_page_cache_lookups_total{result="miss"}')).toBe(2);
    expect(sample(text, 'matchpuls_page_cache_lookups_total{result="hit"}')).toBe(2);
    expect(sample(text, "matchpuls_page_cache_entries")).toBe(2);
    expect(sample(text, "matchpuls_page_cache_stored_bytes")).toBe(pages.stats().bytes);
    expect(pages.stats().bytes).toBeGreaterThan(0);
  });

  it("times results and content calls and counts their failures", async () => {
    const metrics = createMetrics();
    const backend = createResultsClient({
      baseUrl: "http://backend.test/api",
      timeoutMs: 1000,
      observe: metrics.resultsCall,
      transport: async (request) =>
        request.url.endsWith("/competitions")
          ? Response.json({ pushgroups: [], competitions: [] })
          : new Response(JSON.stringify({ message: "boom" }), { status: 503 }),
    });
    await backend.competitions({ lng: "de" });
    await expect(backend.table(1, { lng: "de" })).rejects.toThrow("boom");

    const content = metrics.measureContentSource(createEmbeddedSource());
    await content.jobs("de");
    const failing = metrics.measureContentSource({ ...createEmbeddedSource(), kind: "cockpit", team: () => Promise.reject(new Error("down")) });
    await expect(failing.team()).rejects.toThrow("down");
    expect(failing.kind).toBe("cockpit");

    const text = await metrics.exposition();
    expect(sample(text, 'matchpuls_results_backend_request_duration_seconds_count{call="competitions",outcome="ok"}')).toBe(1);
    expect(sample(text, 'matchpuls_results_backend_request_duration_seconds_count{call="table",outcome="server_error"}')).toBe(1);
    expect(sample(text, 'matchpuls_results_backend_failures_total{call="table"}')).toBe(1);
    expect(sample(text, 'matchpuls_content_request_duration_seconds_count{call="jobs",outcome="ok"}')).toBe(1);
    expect(sample(text, 'matchpuls_content_failures_total{call="team"}')).toBe(1);
  });

  it("reads outbox depth and open live streams at each scrape, and counts delivery attempts", async () => {
    const metrics = createMetrics();
    let pending = 3;
    metrics.watchOutbox(() => pending);
    metrics.watchLiveStreams(() => 7);
    expect(sample(await metrics.exposition(), 'matchpuls_contact_delivery_attempts_total{outcome="failed"}')).toBe(0);
    metrics.contactDelivery("failed");
    metrics.contactDelivery("delivered");
    pending = 2;
    const text = await metrics.exposition();
    expect(sample(text, "matchpuls_contact_outbox_pending")).toBe(2);
    expect(sample(text, "matchpuls_live_open_streams")).toBe(7);
    expect(sample(text, 'matchpuls_contact_delivery_attempts_total{outcome="failed"}')).toBe(1);
    expect(sample(text, 'matchpuls_contact_delivery_attempts_total{outcome="delivered"}')).toBe(1);
  });
});

describe("metricsListener", () => {
  it("answers GET /metrics in Prometheus's text format and nothing else", async () => {
    const metrics: Metrics = createMetrics();
    const origin = await serve(metricsListener(metrics));
    const answer = await fetch(`${origin}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(await answer.text()).toContain("# TYPE matchpuls_http_requests_total counter");
    for (const path of ["/", "/kontakt", "/metrics/x"]) expect((await fetch(`${origin}${path}`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { method: "POST" })).status).toBe(404);
  });

  it("answers the live hub's counters at /live/stats when given them, as JSON that nothing stores", async () => {
    const origin = await serve(metricsListener(createMetrics(), { liveStats: () => ({ openStreams: 3 }) }));
    const answer = await fetch(`${origin}/live/stats`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ openStreams: 3 });
    expect((await fetch(`${origin}/live/stats`, { method: "POST" })).status).toBe(404);
    const without = await serve(metricsListener(createMetrics()));
    expect((await fetch(`${without}/live/stats`)).status).toBe(404);
  });
});

describe("METRICS_PORT and METRICS_HOST", () => {
  it("are off by default, loopback when on, and never the public port", () => {
    const defaults = parseEnv({});
    expect(defaults.METRICS_PORT).toBeUndefined();
    expect(defaults.METRICS_HOST).toBe("127.0.0.1");
    expect(parseEnv({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: "0.0.0.0" });
    expect(() => parseEnv({ PORT: "3001", METRICS_PORT: "3001" })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => parseEnv({ METRICS_PORT: "70000" })).toThrow(EnvError);
  });
});
