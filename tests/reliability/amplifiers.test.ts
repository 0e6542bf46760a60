/**
 * Cheap requests that cost the built server much (docs/decisions/0704-page-cache-keys-and-admission.md),
 * besides what the page cache absorbs (tests/reliability/page-cache.test.ts):
 * - the embedded backend's `/api` answers a client (behind the trusted proxy: the address it
 *   forwards) at most a burst and a steady rate of calls, then 429 with Retry-After; other clients
 *   are not affected;
 * - React Router's route discovery manifest takes as many paths as its client sends for the
 *   busiest real pages, sorted and each once, and refuses longer or other lists with 400.
 * Before, `/api` answered every call of a flood, and the manifest matched up to 256 paths in any
 * order and repetition.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUILD_MISSING, pool, rawRequest, SKIP_MESSAGE, type Site, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 90_000 });

const PORT = 3584;
/** `API_RATE_LIMIT` of server/api-rate-limit.ts. */
const BURST = 60;
const PER_SECOND = 10;

const apiCall = (forwardedFor: string) =>
  rawRequest({
    port: PORT,
    method: "POST",
    target: "/api/competitions",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: '{"lng":"de"}',
  });

/** The paths React Router's client asks the manifest for on a page: its links' paths and their ancestors, sorted. */
function discoveredPaths(html: string): string[] {
  const paths = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:a|form)\b[^>]*\bdata-discover\b[^>]*>/g)) {
    const href = /\b(?:href|action)="([^"]*)"/.exec(tag)?.[1];
    if (!href?.startsWith("/")) continue;
    const path = new URL(href.replaceAll("&amp;", "&"), "http://site.invalid").pathname;
    for (let i = 1; i < path.length; i++) if (path[i] === "/") paths.add(path.slice(0, i));
    paths.add(path);
  }
  return [...paths].sort();
}

describe.skipIf(BUILD_MISSING)("cheap requests that cost the server much", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let site: Site;
  beforeAll(async () => {
    site = await startSite(PORT, { TRUSTED_PROXY: "127.0.0.1" });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("answers a client's flood of /api calls with 429 beyond its budget, and another client as usual", async () => {
    const started = performance.now();
    const answers = await pool(
      Array.from({ length: 200 }, () => () => apiCall("203.0.113.9")),
      10,
    );
    const seconds = (performance.now() - started) / 1000;
    const ok = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter((answer) => answer.status === 429);
    console.info(`[amplifiers] 200 /api calls in ${seconds.toFixed(2)} s: ${ok} answered, ${refused.length} refused`);
    expect(ok + refused.length).toBe(answers.length);
    expect(ok).toBeGreaterThanOrEqual(BURST);
    expect(ok).toBeLessThanOrEqual(BURST + Math.ceil(PER_SECOND * seconds) + 1);
    const refusal = refused[0]!;
    expect(Number(refusal.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(refusal.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(refusal.body)).toMatchObject({ status: 429, error: "Too Many Requests" });

    expect((await apiCall("198.51.100.4")).status).toBe(200);
  });

  it("counts an IPv6 client by its /64", async () => {
    const first = await pool(
      Array.from({ length: BURST + 20 }, () => () => apiCall("2001:db8:1:2::1")),
      10,
    );
    expect(first.some((answer) => answer.status === 429)).toBe(true);
    // Another address of the same /64 shares the spent budget: of 20 calls, some are refused, where a
    // client of its own would have all 20 answered (its burst is 60). One call alone would be racy: the
    // budget regains a call every 100 ms, and a loaded machine may take that long before it arrives.
    const sibling = await pool(
      Array.from({ length: 20 }, () => () => apiCall("2001:db8:1:2:ffff::7")),
      10,
    );
    expect(sibling.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    expect((await apiCall("2001:db8:1:3::1")).status).toBe(200);
  });

  it("gives the route discovery manifest the paths of the busiest pages, and refuses longer or other lists", async () => {
    const home = await rawRequest({ port: PORT, target: "/" });
    const version = /"version":"([0-9a-f]+)"/.exec(home.body)?.[1];
    expect(version).toBeDefined();
    const manifest = (paths: string[]) =>
      rawRequest({ port: PORT, target: `/__manifest?${new URLSearchParams({ paths: paths.join(","), version: version! })}` });
    let busiest = 0;
    for (const page of ["/", "/teams/ac-milan", "/ergebnisse/bundesliga/details", "/en/results/bundesliga/1-fc-heidenheim-1846-sv-werder-bremen/1302"]) {
      const paths = discoveredPaths((await rawRequest({ port: PORT, target: page })).body);
      busiest = Math.max(busiest, paths.length);
      const answer = await manifest(paths);
      expect(answer.status, `${page}: ${paths.length} paths`).toBe(200);
    }
    expect(busiest).toBeGreaterThan(100);

    const many = Array.from({ length: 193 }, (_, i) => `/x${String(i).padStart(3, "0")}`);
    expect((await manifest(many)).status).toBe(400);
    expect((await manifest(["/faq", "/en"])).status).toBe(400);
    expect((await manifest(["/en", "/en", "/faq"])).status).toBe(400);
    expect((await manifest(["/en", "/faq"])).status).toBe(200);
  });
});
