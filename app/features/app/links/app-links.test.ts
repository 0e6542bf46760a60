import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "#app/config/env.server.ts";
import { loaderArgs } from "#tests/support/loaders.ts";
import { testServices } from "#tests/support/services.ts";
import { appleAppSiteAssociation, assetLinks } from "./app-link-files.ts";
import { appLinkPatterns } from "./app-link-paths.ts";
import { loader as appleLoader } from "./apple-app-site-association-route.ts";
import { loader as assetLinksLoader } from "./assetlinks-route.ts";

/**
 * The association files checked against the formats Apple and Google document, written out here
 * rather than taken from the code: Apple's `applinks.details[]` with `appIDs` (`TEAMID.bundle.id`)
 * and `components` (`/` patterns, `exclude`, `comment`), Google's Digital Asset Links statement
 * list. The paths are checked by matching real URLs the way iOS matches them.
 */

const FINGERPRINT = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5";
const OTHER_FINGERPRINT = "FA:C6:17:45:DC:09:03:78:6F:B9:ED:E6:2A:96:2B:39:9F:73:48:F0:BB:6F:89:9B:83:32:66:75:91:03:3B:9C";
const CONFIGURED = {
  APPLE_TEAM_ID: "ABCDE12345",
  IOS_BUNDLE_ID: "example.matchpuls.app",
  ANDROID_PACKAGE: "example.matchpuls.app",
  ANDROID_CERT_FINGERPRINTS: `${FINGERPRINT.toLowerCase()}, ${OTHER_FINGERPRINT}`,
};

/** Apple's documented shape (iOS 13+): every key and type the file may carry, nothing else. */
function expectAppleFormat(file: unknown) {
  expect(Object.keys(file as object)).toEqual(["applinks"]);
  const { applinks } = file as { applinks: Record<string, unknown> };
  expect(Object.keys(applinks)).toEqual(["details"]);
  const details = applinks.details as Record<string, unknown>[];
  expect(Array.isArray(details) && details.length > 0).toBe(true);
  for (const detail of details) {
    expect(Object.keys(detail).sort()).toEqual(["appIDs", "components"]);
    const appIDs = detail.appIDs as unknown[];
    expect(appIDs.length).toBeGreaterThan(0);
    for (const appID of appIDs) expect(appID).toMatch(/^[A-Z0-9]{10}\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/);
    const components = detail.components as Record<string, unknown>[];
    expect(components.length).toBeGreaterThan(0);
    for (const component of components) {
      for (const key of Object.keys(component)) expect(["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"]).toContain(key);
      expect(component["/"]).toMatch(/^\/[^\s]*$/);
      if ("exclude" in component) expect(typeof component.exclude).toBe("boolean");
      if ("comment" in component) expect(typeof component.comment).toBe("string");
    }
  }
}

/** Google's documented statement list for an Android app. */
function expectAssetLinksFormat(file: unknown) {
  expect(Array.isArray(file)).toBe(true);
  for (const statement of file as Record<string, unknown>[]) {
    expect(Object.keys(statement).sort()).toEqual(["relation", "target"]);
    expect(statement.relation).toEqual(["delegate_permission/common.handle_all_urls"]);
    const target = statement.target as Record<string, unknown>;
    expect(Object.keys(target).sort()).toEqual(["namespace", "package_name", "sha256_cert_fingerprints"]);
    expect(target.namespace).toBe("android_app");
    expect(target.package_name).toMatch(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/);
    const fingerprints = target.sha256_cert_fingerprints as unknown[];
    expect(fingerprints.length).toBeGreaterThan(0);
    for (const fingerprint of fingerprints) expect(fingerprint).toMatch(/^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/);
  }
}

/** iOS's component matching: `*` any run of characters, `?` one; the first matching component decides. */
function opensInApp(components: { "/": string; exclude?: boolean }[], path: string): boolean {
  const pattern = (glob: string) =>
    new RegExp(
      `^${glob
        .replace(/[.+^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*")
        .replace(/\?/g, ".")}$`,
    );
  const match = components.find((component) => pattern(component["/"]).test(path));
  return match !== undefined && !match.exclude;
}

describe("configuration of the app links", () => {
  it("defaults the App Store id to the store link's and leaves the association files off", () => {
    const env = parseEnv({});
    expect(env.IOS_APP_STORE_ID).toBe("6450000000");
    expect(env.APPLE_TEAM_ID).toBeUndefined();
    expect(env.ANDROID_CERT_FINGERPRINTS).toBeUndefined();
    expect(parseEnv({ IOS_APP_STORE_ID: "1234567890" }).IOS_APP_STORE_ID).toBe("1234567890");
  });

  it("takes comma-separated fingerprints in any case, in upper case and once each", () => {
    const env = parseEnv({ ...CONFIGURED, ANDROID_CERT_FINGERPRINTS: `${FINGERPRINT.toLowerCase()} , ${OTHER_FINGERPRINT},${FINGERPRINT}` });
    expect(env.ANDROID_CERT_FINGERPRINTS).toEqual([FINGERPRINT, OTHER_FINGERPRINT]);
  });

  it.each([
    [{ ANDROID_PACKAGE: "example.matchpuls.app", ANDROID_CERT_FINGERPRINTS: "AA:BB:CC" }, "ANDROID_CERT_FINGERPRINTS", /SHA-256/],
    [
      { ANDROID_PACKAGE: "example.matchpuls.app", ANDROID_CERT_FINGERPRINTS: `${FINGERPRINT},${FINGERPRINT.replace("14", "1G")}` },
      "ANDROID_CERT_FINGERPRINTS",
      /is not one/,
    ],
    [{ ANDROID_PACKAGE: "example.matchpuls.app", ANDROID_CERT_FINGERPRINTS: FINGERPRINT.replaceAll(":", "") }, "ANDROID_CERT_FINGERPRINTS", /AA:BB/],
    [{ ANDROID_PACKAGE: "example.matchpuls.app" }, "ANDROID_CERT_FINGERPRINTS", /required when ANDROID_PACKAGE/],
    [{ ANDROID_CERT_FINGERPRINTS: FINGERPRINT }, "ANDROID_PACKAGE", /required when ANDROID_CERT_FINGERPRINTS/],
    [{ ANDROID_PACKAGE: "1example.app", ANDROID_CERT_FINGERPRINTS: FINGERPRINT }, "ANDROID_PACKAGE", /package name/],
    [{ APPLE_TEAM_ID: "ABCDE12345" }, "IOS_BUNDLE_ID", /required when APPLE_TEAM_ID/],
    [{ APPLE_TEAM_ID: "abc", IOS_BUNDLE_ID: "example.matchpuls.app" }, "APPLE_TEAM_ID", /team id/],
    [{ APPLE_TEAM_ID: "ABCDE12345", IOS_BUNDLE_ID: "matchpuls" }, "IOS_BUNDLE_ID", /bundle id/],
    [{ IOS_APP_STORE_ID: "id6450000000" }, "IOS_APP_STORE_ID", /numeric App Store id/],
  ])("stops the start on %o with a message naming %s", (source, name, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`^\\s*${name}:`, "m"));
    expect(() => parseEnv(source)).toThrow(message);
  });
});

describe("apple-app-site-association", () => {
  const file = appleAppSiteAssociation(parseEnv(CONFIGURED));

  it("is absent unless both the team and the bundle id are set", () => {
    expect(appleAppSiteAssociation(parseEnv({}))).toBeUndefined();
  });

  it("has Apple's documented shape, for the app TEAMID.bundle", () => {
    expectAppleFormat(JSON.parse(JSON.stringify(file)));
    expect(file?.applinks.details[0]?.appIDs).toEqual(["ABCDE12345.example.matchpuls.app"]);
  });

  const components = file?.applinks.details[0]?.components ?? [];

  it.each([
    "/ergebnisse",
    "/ergebnisse/deutschland",
    "/ergebnisse/bundesliga/tabelle",
    "/ergebnisse/bundesliga/1-spieltag",
    "/ergebnisse/wm/finale/4711",
    "/en/results",
    "/en/results/bundesliga/scorers",
    "/it/risultati/serie-a/classifica/3",
    "/news",
    "/news/kolumne/1",
    "/news/kolumne/artikel/ein-artikel",
    "/en/news/kolumne/article/an-article",
    "/it/news/kolumne/2",
  ])("opens %s in the app", (path) => {
    expect(opensInApp(components, path)).toBe(true);
  });

  it.each([
    "/",
    "/en",
    "/it",
    "/kontakt",
    "/en/contact",
    "/download",
    "/it/download",
    "/premium",
    "/faq",
    "/teams/bayer-leverkusen",
    "/ergebnisse-alt",
    "/newsletter",
    "/news/feed.xml",
    "/en/news/feed.xml",
    "/it/news/feed.xml",
  ])("leaves %s to the browser", (path) => {
    expect(opensInApp(components, path)).toBe(false);
  });

  it("covers exactly the results and news paths of every language", () => {
    expect(appLinkPatterns().include.sort()).toEqual(
      [
        "/ergebnisse",
        "/ergebnisse/*",
        "/en/results",
        "/en/results/*",
        "/it/risultati",
        "/it/risultati/*",
        "/news",
        "/news/*",
        "/en/news",
        "/en/news/*",
        "/it/news",
        "/it/news/*",
      ].sort(),
    );
  });
});

describe("assetlinks.json", () => {
  it("is absent unless both the package and the fingerprints are set", () => {
    expect(assetLinks(parseEnv({}))).toBeUndefined();
  });

  it("has Google's documented shape, with every fingerprint", () => {
    const file = assetLinks(parseEnv(CONFIGURED));
    expectAssetLinksFormat(JSON.parse(JSON.stringify(file)));
    expect(file?.[0]?.target).toEqual({
      namespace: "android_app",
      package_name: "example.matchpuls.app",
      sha256_cert_fingerprints: [FINGERPRINT, OTHER_FINGERPRINT],
    });
  });
});

describe("the routes, called with real requests", () => {
  const configured = testServices({ env: parseEnv({ NODE_ENV: "test", SITE_URL: "http://localhost", ...CONFIGURED }) });
  const unconfigured = testServices();

  it.each([
    ["/.well-known/apple-app-site-association", appleLoader, expectAppleFormat],
    ["/.well-known/assetlinks.json", assetLinksLoader, expectAssetLinksFormat],
  ] as const)("%s: JSON for an hour when configured, 404 when not", async (path, loader, expectFormat) => {
    const response = loader(loaderArgs(path, {}, { services: configured }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expectFormat(await response.json());

    const missing = loader(loaderArgs(path, {}, { services: unconfigured }));
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).not.toMatch(/max-age=3600/);
  });
});
