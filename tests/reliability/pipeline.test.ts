/**
 * The request pipeline as the processes really run it: the production build rewrites the markup
 * React Router really renders (docs/decisions/0700-first-paint-before-javascript.md), the
 * development server answers with the same security headers and CSP, and a site configured with an
 * external results backend never builds the embedded one.
 */
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUILD_MISSING, rawRequest, sendJson, SKIP_MESSAGE, type Site, startFake, startSite, type FakeServer } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const PRODUCTION_PORT = 3570;
const DEVELOPMENT_PORT = 3571;
const EXTERNAL_SITE_PORT = 3572;
const EXTERNAL_BACKEND_PORT = 3573;
const PAGES = ["/", "/faq", "/en/results", "/it/contatto"];

/** The headers every page answer carries, with the CSP reduced to its directive names and hash count. */
function securityProfile(headers: Record<string, string | string[] | undefined>) {
  const csp = String(headers["content-security-policy"] ?? "");
  return {
    csp: csp.split(";").map((directive) => directive.trim().split(/\s+/)[0]),
    scriptHashes: (csp.match(/'sha256-/g) ?? []).length > 0,
    others: ["x-content-type-options", "referrer-policy", "permissions-policy", "x-frame-options", "cross-origin-opener-policy"].map((name) => [
      name,
      headers[name],
    ]),
  };
}

describe.skipIf(BUILD_MISSING)("production and development run one pipeline", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let production: Site;
  let development: Site;
  beforeAll(async () => {
    [production, development] = await Promise.all([startSite(PRODUCTION_PORT), startSite(DEVELOPMENT_PORT, {}, { dev: true })]);
  });
  afterAll(async () => {
    await Promise.all([production?.stop(), development?.stop()]);
  });

  it("production pages load their modules after the first paint, and the rewrite reports no mismatch", async () => {
    for (const path of PAGES) {
      const page = await rawRequest({ port: PRODUCTION_PORT, target: path });
      expect(page.status, path).toBe(200);
      expect(page.body, path).not.toContain('rel="modulepreload"');
      expect(page.body, path).toContain("requestAnimationFrame");
    }
    expect(production.logs.filter((line) => line.includes("hydrate_after_paint_skipped"))).toEqual([]);
  });

  it("the development server answers pages with the same security headers and CSP", async () => {
    for (const path of PAGES) {
      const [prod, dev] = await Promise.all([rawRequest({ port: PRODUCTION_PORT, target: path }), rawRequest({ port: DEVELOPMENT_PORT, target: path })]);
      expect(dev.status, path).toBe(200);
      expect(securityProfile(dev.headers), path).toEqual(securityProfile(prod.headers));
    }
  });
});

describe.skipIf(BUILD_MISSING)("a site with an external results backend", () => {
  let backend: FakeServer;
  let site: Site;
  beforeAll(async () => {
    backend = await startFake(EXTERNAL_BACKEND_PORT, (req, res) => sendJson(res, 503, { message: "maintenance" }));
    site = await startSite(EXTERNAL_SITE_PORT, { API_BASE_URL: `${backend.origin}/api` });
  });
  afterAll(async () => {
    await site?.stop();
    await backend?.close();
  });

  it("asks that backend, serves no /api of its own and creates no SQLite file", async () => {
    const results = await rawRequest({ port: EXTERNAL_SITE_PORT, target: "/ergebnisse" });
    expect(results.status).toBe(200);
    expect(backend.requests.length).toBeGreaterThan(0);
    const api = await rawRequest({ port: EXTERNAL_SITE_PORT, target: "/api/competitions" });
    expect(api.status).toBe(404);
    expect(api.headers["content-type"]).toMatch(/^text\/html/);
    expect(readdirSync(site.dataDir).filter((name) => name.includes("sqlite"))).toEqual([]);
  });
});
