/**
 * What a match page weighs on the wire (docs/decisions/0702-cold-pages.md): a representative match
 * page (a Bundesliga match, with the results center's sections: positions, form, meetings, the rest
 * of the round) travels in at most 14.2 KB with gzip, as the built server sends it from its cache
 * (gzip level 6): 14,151 bytes on 2026-12-07, since the footer's social marks and the header's search
 * icon are inline markup rather than SVG files (an SVG sprite for `<use>` and a mask in the
 * stylesheet), each of which every first visit parsed as a document of its own (about 8 ms of the
 * main thread unthrottled for the sprite, 2 for the mask; ADR 0713; 637 bytes more with gzip).
 * Before it 13,514 bytes on 2026-11-26 (bound 13.55 KB), since the page's modules run only when it hydrates and
 * the head script holds a link pressed before and remembers the cookie notice's dismissal (ADR 0711;
 * 258 bytes more with gzip). Before it 13,256 bytes (bound 13.3 KB), since the head script listens for the visitor's first
 * intent and decides when the page hydrates (ADR 0710; 0.65 KB more in every page, 387 bytes more
 * here with gzip). Before that 12,869 bytes of 64.6 KB of HTML, with a bound of 12.95 KB. The followed teams' part of the
 * head script left every page's HTML for a cached file (app/head-script.ts), 370 bytes less with gzip
 * (12,926 → 12,556 without stars), and the stars on the match page's rows (18 buttons, each named
 * for its team) added 313 back. Before: a bound of 13 KB (12,926 bytes, 63.0 KB of HTML), and 12 KB
 * before the share button's plain links, the share card's metadata and the head script's part for
 * followed teams (10.8 of 54.5 KB). The page's HTML is measured, not its scripts (those are the
 * budget test's, tests/e2e/budgets.spec.ts).
 */
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUILD_MISSING, fillRoute, SKIP_MESSAGE, type Site, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const PORT = 3588;
const MAX_GZIPPED_BYTES = 14_200;
/** The match of tests/support/reliability.ts's VALID_PARAMS: 1. FC Heidenheim – Werder Bremen, Bundesliga. */
const MATCH_PAGE = fillRoute("/ergebnisse/:competition/:match/:mid");

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port: PORT, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res
        .on("data", (chunk: Buffer) => chunks.push(chunk))
        .on("end", () => resolve({ status: res.statusCode!, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }))
        .on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

describe.skipIf(BUILD_MISSING)("a match page's weight", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let site: Site;
  beforeAll(async () => {
    site = await startSite(PORT);
  });
  afterAll(async () => {
    await site?.stop();
  });

  it(`travels in at most ${MAX_GZIPPED_BYTES / 1000} KB with gzip`, async () => {
    const page = await get(MATCH_PAGE);
    expect(page.status).toBe(200);
    // Asked for again, the page is compressed off the request path; until then it goes as it is.
    let gzipped = await get(MATCH_PAGE, { "accept-encoding": "gzip" });
    await vi.waitFor(
      async () => {
        gzipped = await get(MATCH_PAGE, { "accept-encoding": "gzip" });
        expect(gzipped.encoding).toBe("gzip");
      },
      { timeout: 10_000 },
    );
    expect(gunzipSync(gzipped.body).toString()).toBe(page.body.toString());
    console.info(
      `[page-weight] ${MATCH_PAGE}: ${(page.body.byteLength / 1000).toFixed(1)} KB of HTML, ${(gzipped.body.byteLength / 1000).toFixed(1)} KB with gzip`,
    );
    expect(gzipped.body.byteLength).toBeLessThanOrEqual(MAX_GZIPPED_BYTES);
  });
});
