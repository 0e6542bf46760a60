/**
 * The app association files through the whole pipeline of the built server (compression, security
 * headers, page cache, React Router), as Apple's and Google's crawlers fetch them: once with the
 * app configured, once without (docs/decisions/0801-app-pages-and-app-links.md).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUILD_MISSING, rawRequest, type Site, SKIP_MESSAGE, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

// Outside this suite's usual 3500–3599: these two ports were set aside for the app links.
const CONFIGURED_PORT = 4728;
const UNCONFIGURED_PORT = 4729;
const FINGERPRINT = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5";
const FILES = ["/.well-known/apple-app-site-association", "/.well-known/assetlinks.json"];

describe.skipIf(BUILD_MISSING)("app association files on the built server", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let configured: Site;
  let unconfigured: Site;
  beforeAll(async () => {
    [configured, unconfigured] = await Promise.all([
      startSite(CONFIGURED_PORT, {
        APPLE_TEAM_ID: "ABCDE12345",
        IOS_BUNDLE_ID: "example.matchpuls.app",
        ANDROID_PACKAGE: "example.matchpuls.app",
        ANDROID_CERT_FINGERPRINTS: FINGERPRINT,
      }),
      startSite(UNCONFIGURED_PORT),
    ]);
  });
  afterAll(async () => {
    await Promise.all([configured?.stop(), unconfigured?.stop()]);
  });

  it.each(FILES)("%s: 200 JSON, an hour in any cache, no redirect, also compressed", async (target) => {
    const plain = await rawRequest({ port: CONFIGURED_PORT, target });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-type"]).toBe("application/json");
    expect(plain.headers["cache-control"]).toBe("public, max-age=3600");
    expect(plain.headers.location).toBeUndefined();
    expect(() => JSON.parse(plain.body)).not.toThrow();
    expect(plain.body).toMatch(/ABCDE12345\.example\.matchpuls\.app|example\.matchpuls\.app/);

    const compressed = await rawRequest({ port: CONFIGURED_PORT, target, headers: { "accept-encoding": "gzip" } });
    expect(compressed.status).toBe(200);
    expect(compressed.headers["content-type"]).toBe("application/json");
  });

  it.each(FILES)("%s: 404 without the app's variables", async (target) => {
    const answer = await rawRequest({ port: UNCONFIGURED_PORT, target });
    expect(answer.status).toBe(404);
    expect(answer.headers.location).toBeUndefined();
  });
});
