/**
 * The built server's memory over a crawl of many distinct pages (docs/performance.md): every page of
 * a spread of the sitemaps and its data request (`.data`), each asked for twice, so pages enter the
 * page cache's main segment and fill it. The cache's own count of what it keeps (entries and bytes,
 * from the metrics) stays within its limits all along, and the process's RSS levels off: the last
 * half of the crawl adds little to what the first half took, and the whole stays under a generous
 * bound. Before, the cache counted its bodies only and the results cache its entries only.
 *
 * `MEMORY_CRAWL_PAGES=all` crawls every page of the sitemaps (about 8,100 and as many data
 * requests; a few minutes).
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUILD_MISSING, keepAliveClient, pageCacheMetrics, SKIP_MESSAGE, type Site, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 900_000, hookTimeout: 90_000 });

const PORT = 3586;
const METRICS_PORT = 3587;
const PAGES = process.env.MEMORY_CRAWL_PAGES === "all" ? Infinity : Number(process.env.MEMORY_CRAWL_PAGES ?? 1_500);
const CONCURRENCY = 8;
/** server/page-cache.ts: PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_MAX_BYTES. */
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** Generous: the full crawl levels off at about 630 MiB on the measuring machine. */
const MAX_RSS_MIB = 1_024;

const client = keepAliveClient(PORT, CONCURRENCY);
const get = (target: string) => client.get(target, { "accept-encoding": "identity" });

const rssMiB = (pid: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

/** Every page path of the sitemaps, in their order (sections, then entries). */
async function sitemapPaths(): Promise<string[]> {
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  const paths = new Set<string>();
  for (const section of locations((await get("/sitemap.xml")).text)) {
    const xml = (await get(section)).text;
    for (const path of locations(xml)) paths.add(path);
    for (const [, href] of xml.matchAll(/hreflang="[a-z]+" href="([^"]+)"/g)) paths.add(new URL(href!).pathname);
  }
  return [...paths];
}

describe.skipIf(BUILD_MISSING)("the server's memory over a crawl of distinct pages", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let site: Site;
  beforeAll(async () => {
    site = await startSite(PORT, { METRICS_PORT: String(METRICS_PORT) });
  });
  afterAll(async () => {
    client.close();
    await site?.stop();
  });

  it("keeps the page cache within its limits and levels off", async () => {
    const all = await sitemapPaths();
    // A spread over every kind of page and language.
    const step = Math.max(1, Math.floor(all.length / Math.min(PAGES, all.length)));
    const pages = all.filter((_, i) => i % step === 0).slice(0, PAGES);
    const targets = pages.flatMap((path) => [path, path === "/" ? "/_.data" : `${path}.data`]);
    const startRss = rssMiB(site.pid);
    const samples: { done: number; rss: number; entries: number; bytes: number }[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    let done = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < targets.length) {
          const target = targets[next++]!;
          for (let ask = 0; ask < 2; ask++) {
            const { status } = await get(target);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
          if (++done % 250 === 0 || done === targets.length) samples.push({ done, rss: rssMiB(site.pid), ...(await pageCacheMetrics(METRICS_PORT)) });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const half = samples[Math.floor(samples.length / 2)]!;
    const end = samples.at(-1)!;
    console.info(
      `[memory] ${targets.length} distinct URLs (${pages.length} pages and their data requests), each asked twice, in ${seconds.toFixed(0)} s; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}; RSS ${startRss.toFixed(0)} MiB at start, ${half.rss.toFixed(0)} MiB half-way, ` +
        `${end.rss.toFixed(0)} MiB at the end (max ${Math.max(...samples.map((s) => s.rss)).toFixed(0)}); page cache at the end ${end.entries} entries, ` +
        `${(end.bytes / 2 ** 20).toFixed(1)} MiB (max ${(Math.max(...samples.map((s) => s.bytes)) / 2 ** 20).toFixed(1)} MiB)`,
    );

    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
    for (const sample of samples) {
      expect(sample.entries, `after ${sample.done}`).toBeLessThanOrEqual(MAX_ENTRIES);
      expect(sample.bytes, `after ${sample.done}`).toBeLessThanOrEqual(MAX_BYTES);
    }
    // The crawl fills the cache: its limit is what bounds it.
    expect(Math.max(...samples.map((sample) => sample.bytes))).toBeGreaterThan(MAX_BYTES / 2);
    expect(end.rss).toBeLessThan(MAX_RSS_MIB);
    // Still climbing towards the level the full crawl reaches (about 600–650 MiB from 4,000 pages on, this
    // code and the code before it alike), the second half may add up to a third of the first half's end;
    // a leak of a page's worth per URL adds about as much again as the first half did.
    expect(end.rss).toBeLessThan(1.35 * half.rss);
  });
});
