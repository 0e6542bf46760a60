/**
 * The site search against the built server (app/features/search/site-search.server.ts,
 * docs/decisions/0009-site-search.md):
 * - a flood of distinct queries (`/suche?q=N` and its data requests `/suche.data?q=N`) is answered,
 *   but nothing of it is stored: the page cache neither grows nor evicts the page being hit, and that
 *   page is answered from memory throughout, no more than 3× slower than while the same number of
 *   FAQ searches (renders too) is served (its time under plain cached views is reported);
 * - so is a flood of the header's suggestions (`/suche/vorschlaege?q=N`, `/en/search/suggestions?q=N`):
 *   JSON made per request, no entry added, the page being hit answered from memory throughout;
 * - bad input gets a calm page (or suggestions' JSON) with status 200, never an error: 1,000
 *   characters, control characters, markup, regular-expression syntax, repeated parameters.
 * Cache facts come from the server's metrics, as in page-cache.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUILD_MISSING, flood, keepAliveClient, pageCacheMetrics, SKIP_MESSAGE, type Site, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 90_000 });

const PORT = 3592;
const METRICS_PORT = 3593;
const REQUESTS = 300;
const CONCURRENCY = 10;
const SAMPLES = 30;
const HOT = "/ergebnisse/bundesliga/tabelle";
const BR = { "accept-encoding": "gzip, deflate, br" };

const client = keepAliveClient(PORT, CONCURRENCY + 2);
const get = client.get;

/** `REQUESTS` GETs of `target(i)`, `CONCURRENCY` at a time, while `HOT` is read; its answers and times. */
const floodOf = (target: (i: number) => string) =>
  flood(client, { requests: REQUESTS, concurrency: CONCURRENCY, samples: SAMPLES, headers: BR }, (i) => [target(i)], HOT);

describe.skipIf(BUILD_MISSING)("the site search on the built server", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let site: Site;
  beforeAll(async () => {
    site = await startSite(PORT, { METRICS_PORT: String(METRICS_PORT) });
  });
  afterAll(async () => {
    client.close();
    await site?.stop();
  });

  it("answers a flood of distinct queries without storing any; the page being hit stays in memory, and within 3× of its time under as many FAQ searches", async () => {
    for (const path of [HOT, "/faq", "/suche?q=warm"]) expect((await get(path, BR)).status, path).toBe(200);
    await vi.waitFor(async () => expect((await get(HOT, BR)).headers["age"]).toBeDefined(), { timeout: 10_000 });
    const plain = await floodOf(() => "/faq");
    // The yardstick: as many renders of another page that reads the query (the FAQ's search, stored per query).
    const faq = await floodOf((i) => `/faq?q=${encodeURIComponent(`frage ${i}`)}`);
    const before = await pageCacheMetrics(METRICS_PORT);
    const words = ["Bayern", "mbape", "dunkel", "Inter", "Kane", "Premium", "Monaco di Baviera", "xyzzy"];
    const searches = await floodOf((i) =>
      i % 3 === 2
        ? `/suche.data?q=${encodeURIComponent(`${words[i % words.length]} ${i}`)}`
        : `/suche?q=${encodeURIComponent(`${words[i % words.length]} ${i}`)}`,
    );
    const after = await pageCacheMetrics(METRICS_PORT);
    console.info(
      `[search] ${REQUESTS} distinct queries: ${HOT} median ${plain.medianMs.toFixed(2)} ms under plain views, ` +
        `${faq.medianMs.toFixed(2)} ms under FAQ searches, ${searches.medianMs.toFixed(2)} ms under site searches`,
    );

    expect(searches.answers.every((a) => a.status === 200)).toBe(true);
    expect(searches.answers.every((a) => String(a.headers["cache-control"]).includes("no-store"))).toBe(true);
    // Nothing stored: no entry added, no render kept.
    expect(after.entries).toBe(before.entries);
    expect(after.stored - before.stored).toBe(0);
    // The page being hit was answered from memory throughout (renders share the CPU, so its time is
    // measured against the same number of other renders, not against plain views).
    expect(searches.samples.length).toBeGreaterThan(0);
    expect(searches.samples.every((s) => s.status === 200 && s.headers["age"] !== undefined)).toBe(true);
    expect(searches.medianMs).toBeLessThan(3 * Math.max(faq.medianMs, 1));
  });

  it("answers a flood of distinct suggestion queries without storing any; the page being hit stays in memory", async () => {
    expect((await get(HOT, BR)).status).toBe(200);
    await vi.waitFor(async () => expect((await get(HOT, BR)).headers["age"]).toBeDefined(), { timeout: 10_000 });
    const before = await pageCacheMetrics(METRICS_PORT);
    const words = ["Ba", "Bay", "Baye", "Bayer", "Bayern", "mbap", "Inter", "Kane"];
    const suggestions = await floodOf((i) =>
      i % 2 === 0
        ? `/suche/vorschlaege?q=${encodeURIComponent(`${words[i % words.length]} ${i}`)}`
        : `/en/search/suggestions?q=${encodeURIComponent(`${words[i % words.length]}${i}`)}`,
    );
    const after = await pageCacheMetrics(METRICS_PORT);
    console.info(`[search] ${REQUESTS} distinct suggestion queries: ${HOT} median ${suggestions.medianMs.toFixed(2)} ms`);

    expect(suggestions.answers.every((a) => a.status === 200)).toBe(true);
    expect(suggestions.answers.every((a) => String(a.headers["cache-control"]) === "no-store")).toBe(true);
    expect(suggestions.answers.every((a) => String(a.headers["content-type"]).startsWith("application/json"))).toBe(true);
    expect(after.entries).toBe(before.entries);
    expect(after.stored - before.stored).toBe(0);
    expect(suggestions.samples.length).toBeGreaterThan(0);
    expect(suggestions.samples.every((s) => s.status === 200 && s.headers["age"] !== undefined)).toBe(true);
  });

  it.each([
    ["1,000 characters", `Bayern${"a".repeat(994)}`],
    ["control characters", "Bay\u0000ern\u0007\u001b[31m"],
    ["markup", "<script>alert(1)</script><img src=x onerror=alert(1)>"],
    ["regular-expression syntax", "(a+)+$[^]*\\"],
    ["an empty query", ""],
  ])("answers %s calmly: 200, the query shown as text only", async (_, query) => {
    const page = await get(`/suche?q=${encodeURIComponent(query)}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("<script>alert(1)");
    expect(page.text).not.toContain("<img src=x");
    // The data request carries the query as data (React escapes it when it is shown).
    expect((await get(`/en/search.data?q=${encodeURIComponent(query)}`)).status).toBe(200);
    // So do the header's suggestions: JSON, the markup only ever a string in it.
    const suggestions = await get(`/it/cerca/suggerimenti?q=${encodeURIComponent(query)}`);
    expect(suggestions.status).toBe(200);
    expect(() => JSON.parse(suggestions.text) as unknown).not.toThrow();
    expect(suggestions.text).not.toContain("<script>");
  });

  it("answers repeated parameters and a data request with the page's answer", async () => {
    expect((await get("/suche?q=Bayern&q=Inter")).status).toBe(200);
    const data = await get("/en/search.data?q=Bayern");
    expect(data.status).toBe(200);
    expect(data.text).toContain("FC Bayern München");
  });
});
