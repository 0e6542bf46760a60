/**
 * What a match page weighs on the wire (docs/decisions/0702-cold-pages.md): a representative match
 * page (a Bundesliga match, with the results center's sections: positions, form, meetings, the rest
 * of the round, the note that its line-ups and statistics are not available, the store line) travels in
 * at most 14.5 KB with gzip, as the built server sends it from its cache (gzip level 6). The bound is what
 * the page weighs plus a little: whatever else every match page is to carry is a decision, taken here by
 * raising it. The page's HTML is measured, not its scripts (those are the budget test's,
 * tests/e2e/budgets.spec.ts).
 */
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUILD_MISSING, fillRoute, SKIP_MESSAGE, type Site, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const PORT = 3588;
// Raised from 14.4 KB when every page's inline head script took on the first tap's rule (a press on a link fetches
// no module) and became Vite's minified build of its module: about 0.1 KB more with gzip.
const MAX_GZIPPED_BYTES = 14_500;
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
