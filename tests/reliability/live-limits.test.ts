/**
 * The live stream's limits on the built server (docs/decisions/0111-live-stream.md, "Slow readers
 * and caps"): started under a low open-files limit (256) with the default LIVE_MAX_STREAMS (20,000),
 * it caps the streams below what the descriptors allow, and a flood of streams from one address and
 * from many (faked through TRUSTED_PROXY and X-Forwarded-For) gets 429s and 503s while pages and
 * files keep answering 200. The counters are on the metrics listener, not on the public port.
 */
import { describe, expect, it, vi } from "vitest";
import { BUILD_MISSING, pool, rawRequest, SKIP_MESSAGE, sleep, startSite } from "../support/reliability.ts";
import { liveStats, openSseReader, type SseReader } from "./live-support.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const SITE_PORT = 4634;
const METRICS_PORT = 4635;
const OPEN_FILES = 256;
/** 256 open files less the reserve for everything but streams (128 + 256 / 8): app/features/live/stream-cap.server.ts. */
const EXPECTED_CAP = 96;
const PER_CLIENT = 20;
/** The Bundesliga of the embedded data. */
const STREAM = "/live?c=1";

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** Opens `count` streams as `address` (the last X-Forwarded-For entry, which the trusted proxy adds), at most `concurrency` connecting at once. */
async function flood(address: string, count: number, readers: SseReader[], concurrency = 10): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  await pool(
    Array.from({ length: count }, () => async () => {
      const reader = openSseReader(SITE_PORT, STREAM, { headers: { "x-forwarded-for": `198.51.100.7, ${address}` } });
      readers.push(reader);
      await reader.opened;
      const key = String(reader.status ?? reader.error);
      statuses[key] = (statuses[key] ?? 0) + 1;
    }),
    concurrency,
  );
  return statuses;
}

describe.skipIf(BUILD_MISSING)("live stream limits", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);

  it("caps streams below the open-files limit and per client, and keeps serving pages while flooded", async () => {
    const site = await startSite(
      SITE_PORT,
      { TRUSTED_PROXY: "127.0.0.1", LIVE_MAX_STREAMS_PER_CLIENT: String(PER_CLIENT), METRICS_PORT: String(METRICS_PORT), LOG_REQUESTS: "false" },
      { openFiles: OPEN_FILES },
    );
    const metricsOrigin = `http://127.0.0.1:${METRICS_PORT}`;
    const readers: SseReader[] = [];
    // Pages and a public file, again and again, while the flood goes on: every answer must be 200.
    const ordinary: { target: string; status?: number; error?: string }[] = [];
    let flooding = true;
    const visitor = (async () => {
      for (let round = 0; flooding || round < 2; round++) {
        for (const target of ["/", "/favicon.svg", "/ergebnisse/bundesliga/tabelle"]) {
          const answer = await rawRequest({ port: SITE_PORT, target, timeoutMs: 10_000 });
          ordinary.push({ target, status: answer.status, error: answer.error });
        }
      }
    })();
    try {
      // One address: its first PER_CLIENT streams open, the rest get 429 with Retry-After.
      expect.soft(await flood("203.0.113.1", PER_CLIENT + 10, readers)).toEqual({ 200: PER_CLIENT, 429: 10 });
      // Two addresses of one IPv6 /64 count as one client.
      const [v6a, v6b] = await Promise.all([flood("2001:db8:0:1::a", 15, readers), flood("2001:db8:0:1::b", 15, readers)]);
      expect.soft((v6a[200] ?? 0) + (v6b[200] ?? 0)).toBe(PER_CLIENT);
      expect.soft((v6a[429] ?? 0) + (v6b[429] ?? 0)).toBe(10);
      // Many addresses, each below its own limit: the process's cap holds, the excess gets 503.
      const many = await Promise.all(Array.from({ length: 12 }, (_, i) => flood(`192.0.2.${i + 1}`, PER_CLIENT - 1, readers, 2)));
      const opened = many.reduce((sum, statuses) => sum + (statuses[200] ?? 0), 0);
      const refused = many.reduce((sum, statuses) => sum + (statuses[503] ?? 0), 0);
      expect.soft(opened).toBe(EXPECTED_CAP - 2 * PER_CLIENT);
      expect.soft(refused).toBe(12 * (PER_CLIENT - 1) - opened);

      flooding = false;
      await visitor;
      expect(ordinary.length).toBeGreaterThanOrEqual(6);
      expect(ordinary.filter((answer) => answer.status !== 200)).toEqual([]);

      const refusal = await rawRequest({ port: SITE_PORT, target: STREAM, headers: { "x-forwarded-for": "192.0.2.200" } });
      expect(refusal.status).toBe(503);
      expect(refusal.headers["retry-after"]).toBe("30");

      // The streams that were accepted are all still open, and counted on the metrics listener only.
      const open = readers.filter((reader) => reader.status === 200);
      expect(open.filter((reader) => reader.ended || reader.error)).toEqual([]);
      await until(async () => (await liveStats(metricsOrigin)).openStreams === EXPECTED_CAP, 10_000, "every accepted stream registered");
      expect(await liveStats(metricsOrigin)).toMatchObject({ maxStreams: EXPECTED_CAP });
      const publicStats = await rawRequest({ port: SITE_PORT, target: "/live/stats" });
      expect(publicStats.status).toBe(404);
      expect(publicStats.body).not.toContain("openStreams");

      const capLine = site.logs.find((line) => line.includes('"event":"live_stream_cap"'));
      expect(capLine, "the effective cap is logged at start").toBeDefined();
      expect(JSON.parse(capLine!)).toMatchObject({ configured: 20_000, openFilesLimit: OPEN_FILES, effective: EXPECTED_CAP });

      // Streams that end give their places back, to the process and to their client.
      for (const reader of readers) reader.close();
      await until(async () => (await liveStats(metricsOrigin)).openStreams === 0, 5000, "no stream open after the clients left");
      const again = openSseReader(SITE_PORT, STREAM, { headers: { "x-forwarded-for": "203.0.113.1" } });
      readers.push(again);
      await again.opened;
      expect(again.status).toBe(200);
    } finally {
      flooding = false;
      await visitor;
      for (const reader of readers) reader.close();
      await site.stop();
    }
  });
});
