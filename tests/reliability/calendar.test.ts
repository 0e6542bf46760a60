/**
 * The match calendars through the whole pipeline of the built server (page cache, compression,
 * security headers, React Router), as calendar apps fetch them (docs/decisions/0116-match-calendars.md):
 * the feed with its ETag and a 304 for an unchanged one, plain 404s for what names no team or
 * competition, never a sitemap entry; and with a failing backend the last good feed, or a 503 where
 * there is none, never a 500 or an empty calendar.
 */
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUILD_MISSING, type FakeServer, rawRequest, type Site, SKIP_MESSAGE, sleep, startFake, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

// Ports of this suite's range (3500–3599) that no other file uses.
const SITE_PORT = 3554;
const FAILING_SITE_PORT = 3555;
const FAKE_PORT = 3556;
const UPSTREAM_PORT = 3557;
/**
 * The caches' clock runs this many times as fast (TEST_CACHE_CLOCK_RATE): their minute passes in a tenth of a second.
 * The last good feed is kept however old it is, so no faster clock can lose it.
 */
const CACHE_CLOCK_RATE = 600;

const TEAM = "/teams/argentinien/kalender.ics";
const FEEDS = [
  TEAM,
  "/en/teams/argentina/calendar.ics",
  "/it/squadre/argentina/calendario.ics",
  "/ergebnisse/wm-2022/kalender.ics",
  "/en/results/bundesliga/calendar.ics",
];

describe.skipIf(BUILD_MISSING)("match calendars on the built server", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let site: Site;
  beforeAll(async () => {
    site = await startSite(SITE_PORT);
  });
  afterAll(async () => {
    await site?.stop();
  });

  it.each(FEEDS)("%s: an iCalendar feed with the pages' cache rules, an ETag and a 304 when unchanged", async (target) => {
    const first = await rawRequest({ port: SITE_PORT, target });
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(first.body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await rawRequest({ port: SITE_PORT, target, headers: { "if-none-match": etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe("");
    const compressed = await rawRequest({ port: SITE_PORT, target, headers: { "accept-encoding": "gzip" } });
    expect(compressed.status).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.headers.etag).toBe(etag);
  });

  it("answers a plain 404, never a 500 nor a calendar, for unknown teams and competitions and for bad slugs", async () => {
    const targets = [
      "/teams/no-such-team/kalender.ics",
      "/en/teams/argentinien/calendar.ics",
      "/teams/argentinien/calendar.ics",
      "/ergebnisse/no-such-cup/kalender.ics",
      "/ergebnisse/deutschland/kalender.ics",
      "/ergebnisse/2025-05-17/kalender.ics",
      "/it/risultati/wm-2022/calendario.ics",
      "/teams/%e0%a4%a/kalender.ics",
      "/teams/%00/kalender.ics",
      `/teams/${"x".repeat(2000)}/kalender.ics`,
    ];
    for (const target of targets) {
      const answer = await rawRequest({ port: SITE_PORT, target });
      expect(answer.status, target).toBeGreaterThanOrEqual(400);
      expect(answer.status, target).toBeLessThan(500);
      expect(answer.body, target).not.toContain("BEGIN:VCALENDAR");
    }
    const unknown = await rawRequest({ port: SITE_PORT, target: "/teams/no-such-team/kalender.ics" });
    expect(unknown.status).toBe(404);
    expect(unknown.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(unknown.headers.etag).toBeUndefined();
  });

  it("lists no calendar in the sitemaps, and robots.txt keeps none from crawlers", async () => {
    const robots = await rawRequest({ port: SITE_PORT, target: "/robots.txt" });
    expect(robots.status).toBe(200);
    expect(robots.body).not.toMatch(/kalender|calendar|calendario|\.ics/i);
    const index = await rawRequest({ port: SITE_PORT, target: "/sitemap.xml" });
    expect(index.status).toBe(200);
    const parts = [...index.body.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      const sitemap = await rawRequest({ port: SITE_PORT, target: part, timeoutMs: 30_000 });
      expect(sitemap.status, part).toBe(200);
      expect(sitemap.body, part).not.toMatch(/\.ics</);
    }
  });
});

describe.skipIf(BUILD_MISSING)("match calendars with a failing results backend", () => {
  let upstream: Site;
  let site: Site;
  let fake: FakeServer;
  let failing = false;
  beforeAll(async () => {
    // The fake backend forwards to a second site's embedded /api until it is switched to failing.
    upstream = await startSite(UPSTREAM_PORT);
    fake = await startFake(FAKE_PORT, (req, res: ServerResponse) => {
      if (failing) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end('{"status":500,"error":"Internal Server Error","message":"down"}');
        return;
      }
      void fetch(`${upstream.origin}${req.url}`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"lng":"de"}' })
        .then(async (r) => {
          res.writeHead(r.status, { "content-type": "application/json" });
          res.end(await r.text());
        })
        .catch(() => res.destroy());
    });
    // The upstream's first answers are slow while both servers build their search indexes on a busy
    // machine: it answers the feed once before, and the site waits for the backend up to 10 s.
    await rawRequest({ port: UPSTREAM_PORT, target: TEAM, timeoutMs: 30_000 });
    site = await startSite(FAILING_SITE_PORT, { API_BASE_URL: `${fake.origin}/api`, API_TIMEOUT_MS: "10000", TEST_CACHE_CLOCK_RATE: String(CACHE_CLOCK_RATE) });
  });
  afterAll(async () => {
    await Promise.all([site?.stop(), upstream?.stop()]);
    await fake?.close();
  });

  it("keeps answering the last good feed once the backend fails, and 503 with Retry-After for a feed it never had", async () => {
    const fresh = await rawRequest({ port: FAILING_SITE_PORT, target: TEAM, timeoutMs: 30_000 });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toContain("SUMMARY:Argentinien 3:3 Frankreich (n. V.\\, 4:2 i. E.)");
    failing = true;
    // Past the page cache's minute and the results cache's two (a team's season): 130 s on the caches' clock.
    // A sleep: that clock runs in the server's process, and nothing announces an entry's expiry.
    await sleep(Math.ceil(130_000 / CACHE_CLOCK_RATE));
    const stale = await rawRequest({ port: FAILING_SITE_PORT, target: TEAM, timeoutMs: 10_000 });
    expect(stale.status).toBe(200);
    expect(stale.body).toBe(fresh.body);
    for (const target of ["/teams/deutschland/kalender.ics", "/ergebnisse/wm-2022/kalender.ics"]) {
      const none = await rawRequest({ port: FAILING_SITE_PORT, target, timeoutMs: 10_000 });
      expect(none.status, target).toBe(503);
      expect(none.headers["retry-after"], target).toBe("60");
      expect(none.headers["cache-control"], target).toBe("no-store");
      expect(none.body, target).not.toContain("BEGIN:VCALENDAR");
    }
  });
});
