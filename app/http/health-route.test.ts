import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loaderArgs } from "#tests/support/loaders.ts";
import { testServices } from "#tests/support/services.ts";
import type { ReadinessProbes, SiteServices } from "../services.server.ts";
import { loader, READINESS_CACHE_MS } from "./health-route.ts";

/**
 * `/readyz` and `/healthz` called as React Router calls them. The probes count their calls and
 * fail on demand; the clock is Vitest's.
 */
let calls: { results: number; content: number };
let failing: { results?: Error; content?: Error };
let services: SiteServices;

function countingProbes(extra: Partial<ReadinessProbes> = {}): ReadinessProbes {
  const answer = async (source: "results" | "content") => {
    calls[source]++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (failing[source]) throw failing[source];
    return {};
  };
  return { contentKind: "cockpit", results: () => answer("results"), content: () => answer("content"), ...extra };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000 });
  calls = { results: 0, content: 0 };
  failing = {};
  services = testServices({ readiness: countingProbes() });
});

afterEach(() => {
  vi.useRealTimers();
});

const readyz = async (using: SiteServices = services) => {
  const response = await loader(loaderArgs("/readyz", {}, { services: using }));
  return { status: response.status, cacheControl: response.headers.get("cache-control"), body: (await response.json()) as unknown };
};

describe("/readyz", () => {
  it("200 when every source answers, with nothing but ready or degraded", async () => {
    expect(await readyz()).toEqual({ status: 200, cacheControl: "no-store", body: { status: "ready", sources: { results: "ready", content: "ready" } } });
  });

  it("503 when the content source fails and there is no content at all, naming the source without its kind, timings or how it failed", async () => {
    failing.content = Object.assign(new Error("GET https://cms.example/api/collections/get/SocialMedia: HTTP 401"), { status: 401 });
    const { status, body } = await readyz(testServices({ readiness: countingProbes({ contentHeld: () => false }) }));
    expect(status).toBe(503);
    expect(body).toEqual({ status: "unready", sources: { results: "ready", content: "unavailable" } });
    expect(JSON.stringify(body)).not.toMatch(/cockpit|embedded|ms|401|cms\.example/);
  });

  it("200 with the content degraded when the content source fails while the last good content is served", async () => {
    failing.content = new Error("fetch failed: ECONNREFUSED");
    let held = true;
    const probes = countingProbes({ contentHeld: () => held });
    expect(await readyz(testServices({ readiness: probes }))).toEqual({
      status: 200,
      cacheControl: "no-store",
      body: { status: "degraded", sources: { results: "ready", content: "degraded" } },
    });
    // Asked at each probe: an instance that has nothing (left) to serve is taken out.
    held = false;
    vi.advanceTimersByTime(READINESS_CACHE_MS);
    expect(await readyz(testServices({ readiness: probes }))).toMatchObject({ status: 503, body: { status: "unready" } });
  });

  it("a results backend every instance shares: its outage leaves the instance ready, the results degraded; the embedded one's does not", async () => {
    failing.results = new Error("request error: ECONNREFUSED");
    expect(await readyz(testServices({ readiness: countingProbes({ resultsShared: true }) }))).toMatchObject({
      status: 200,
      body: { status: "degraded", sources: { results: "degraded", content: "ready" } },
    });
    expect(await readyz(testServices({ readiness: countingProbes({ resultsShared: false }) }))).toMatchObject({
      status: 503,
      body: { status: "unready", sources: { results: "unavailable", content: "ready" } },
    });
  });

  it("both shared sources down while their last answers are served: still 200", async () => {
    failing.results = new Error("request error");
    failing.content = new Error("no answer within 3000 ms");
    expect(await readyz(testServices({ readiness: countingProbes({ resultsShared: true, contentHeld: () => true }) }))).toMatchObject({
      status: 200,
      body: { status: "degraded", sources: { results: "degraded", content: "degraded" } },
    });
  });

  it("with the real services: the same shape", async () => {
    const { body } = await readyz(testServices());
    expect(body).toEqual({ status: "ready", sources: { results: "ready", content: "ready" } });
  });

  it("a flood costs one probe per source and interval, concurrent requests sharing it", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => readyz()));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(calls).toEqual({ results: 1, content: 1 });
    for (let i = 0; i < 20; i++) await readyz();
    vi.advanceTimersByTime(READINESS_CACHE_MS - 1);
    await readyz();
    expect(calls).toEqual({ results: 1, content: 1 });
  });

  it("probes again once the result is an interval old, and reports the change", async () => {
    expect((await readyz()).status).toBe(200);
    failing.results = new Error("request error");
    expect((await readyz()).status).toBe(200);
    vi.advanceTimersByTime(READINESS_CACHE_MS);
    expect(await readyz()).toMatchObject({ status: 503, body: { sources: { results: "unavailable", content: "ready" } } });
    expect(calls).toEqual({ results: 2, content: 2 });
  });

  it("keeps a degraded result for the interval too", async () => {
    failing.results = new Error("request error");
    for (let i = 0; i < 10; i++) expect((await readyz()).status).toBe(503);
    expect(calls.results).toBe(1);
  });

  it("each process's services probe on their own", async () => {
    await readyz();
    await readyz(testServices({ readiness: countingProbes() }));
    expect(calls).toEqual({ results: 2, content: 2 });
  });
});

describe("/healthz", () => {
  it("answers without touching a source", async () => {
    const response = await loader(loaderArgs("/healthz", {}, { services }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
    expect(calls).toEqual({ results: 0, content: 0 });
  });
});
