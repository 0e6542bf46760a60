/**
 * Secrets: CONTENT_API_TOKEN never appears in a page, a response header, a log line or a
 * client asset, and server-only modules never reach the client bundle. Runs the existing production
 * build with a recognisable token against a fake Cockpit that requires it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tableRoutes } from "#app/i18n/route-table.ts";
import {
  BUILD_MISSING,
  type FakeServer,
  fillRoute,
  rawRequest,
  requestLogged,
  ROOT,
  sendJson,
  type Site,
  startCockpit,
  startFake,
  startSite,
  VALID_PARAMS,
} from "../support/reliability.ts";

// Longer than the unit tests' defaults: these start servers and wait for timeouts.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

const SITE_PORT = 3540;
const COCKPIT_PORT = 3541;
/** The content service that echoes the token, and the site against it (3542 and 3543 are cockpit.test.ts's). */
const ECHO_PORT = 3538;
const ECHOED_SITE_PORT = 3539;
const TOKEN = "tok-SECRET-4711";

/** Names that only server code has: any of them in build/client means a server module was bundled. */
const SERVER_ONLY_MARKERS = [
  TOKEN,
  "CONTENT_API_TOKEN",
  "SMTP_URL",
  "env.server",
  "content-source.server",
  "cockpit-adapter.server",
  "handler.server",
  "database.server",
  "results-store.server",
  "client.server",
  "log.server",
  "node:sqlite",
  "DatabaseSync",
  "node:fs",
  "nodemailer",
  "Bearer ",
];

function pageTargets(): string[] {
  const pages = tableRoutes().map((r) => fillRoute(r.path));
  const extras = [
    "/ueber-uns.data",
    "/faq.data",
    "/presse.data",
    "/en/about.data",
    `/ueber-uns/jobs/${VALID_PARAMS.job}.data`,
    "/ueber-uns/jobs/does-not-exist",
    "/does-not-exist",
    "/healthz",
    "/readyz",
    "/robots.txt",
    "/sitemap.xml",
  ];
  return [...new Set([...pages, ...extras])];
}

const API_REQUESTS = [
  { target: "/api/competitions", body: '{"lng":"de"}' },
  { target: "/api/competitions/1/table", body: '{"lng":"en"}' },
  { target: "/api/news/filter/1/pages/0", body: '{"lng":"it"}' },
  { target: "/api/competitions", body: "{" },
  { target: "/api/nope", body: '{"lng":"de"}' },
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe.skipIf(BUILD_MISSING)("secrets stay on the server", () => {
  let site: Site;
  let cockpit: FakeServer;
  beforeAll(async () => {
    cockpit = await startCockpit(COCKPIT_PORT, TOKEN);
    site = await startSite(SITE_PORT, { CONTENT_API_URL: `${cockpit.origin}/api`, CONTENT_API_TOKEN: TOKEN, CONTENT_TIMEOUT_MS: "1000", LOG_REQUESTS: "true" });
  });
  afterAll(async () => {
    await site?.stop();
    await cockpit?.close();
  });

  it("never shows the token in a page, an API answer, a header or a log line", async () => {
    const leaks: string[] = [];
    const statuses: string[] = [];
    const check = (what: string, r: Awaited<ReturnType<typeof rawRequest>>) => {
      statuses.push(`${r.status ?? r.error} ${what}`);
      if (r.body.includes(TOKEN)) leaks.push(`body of ${what}`);
      for (const [name, value] of Object.entries(r.headers)) if (String(value).includes(TOKEN)) leaks.push(`header ${name} of ${what}`);
    };
    for (const target of pageTargets()) check(`GET ${target}`, await rawRequest({ port: SITE_PORT, target }));
    for (const { target, body } of API_REQUESTS) {
      check(`POST ${target} ${body}`, await rawRequest({ port: SITE_PORT, method: "POST", target, body, headers: { "content-type": "application/json" } }));
    }
    // Every line the requests' handling logged is in once the last request's own line is.
    await requestLogged(site, API_REQUESTS.at(-1)!.target);
    const logLeaks = site.logs.filter((l) => l.includes(TOKEN));
    const authorized = cockpit.requests.filter((r) => r.authorization === `Bearer ${TOKEN}`).length;
    console.log(
      [
        `secrets: ${statuses.length} requests; fake Cockpit saw ${cockpit.requests.length} requests (${authorized} with the token)`,
        ...statuses.map((s) => `  ${s}`),
        `leaks: ${leaks.length + logLeaks.length}`,
        ...leaks.map((l) => `  ${l}`),
        ...logLeaks.map((l) => `  log: ${l.slice(0, 200)}`),
      ].join("\n"),
    );
    expect(authorized, "the site used the token against the content service").toBeGreaterThan(0);
    expect(statuses.filter((s) => /^5\d\d /.test(s) && !/^503 /.test(s))).toEqual([]);
    expect(leaks).toEqual([]);
    expect(logLeaks).toEqual([]);
  });

  it("keeps the token out of logs and pages even when the content service echoes it in an error", async () => {
    // A misbehaving upstream that puts the Authorization header into its error body.
    const echo = await startFake(ECHO_PORT, (req, res) =>
      sendJson(res, 500, { error: "Unauthorized", message: `rejected credentials: ${req.headers.authorization}` }),
    );
    const failing = await startSite(ECHOED_SITE_PORT, {
      CONTENT_API_URL: `${echo.origin}/api`,
      CONTENT_API_TOKEN: TOKEN,
      CONTENT_TIMEOUT_MS: "1000",
      LOG_REQUESTS: "true",
    });
    try {
      const leaks: string[] = [];
      for (const target of [
        "/",
        "/ueber-uns",
        "/faq",
        "/presse",
        "/presse/artikel",
        "/werben",
        `/ueber-uns/jobs/${VALID_PARAMS.job}`,
        "/readyz",
        "/ueber-uns.data",
      ]) {
        const r = await rawRequest({ port: ECHOED_SITE_PORT, target });
        if (r.body.includes(TOKEN)) leaks.push(`body of ${target} (${r.status})`);
        for (const [name, value] of Object.entries(r.headers)) if (String(value).includes(TOKEN)) leaks.push(`header ${name} of ${target}`);
      }
      await requestLogged(failing, "/ueber-uns.data");
      const logLeaks = failing.logs.filter((l) => l.includes(TOKEN));
      console.log(
        [
          `echoing upstream: ${echo.requests.length} requests to it; leaks ${leaks.length + logLeaks.length}`,
          ...leaks,
          ...logLeaks.map((l) => `  log: ${l.slice(0, 240)}`),
        ].join("\n"),
      );
      expect(echo.requests.length).toBeGreaterThan(0);
      expect(leaks).toEqual([]);
      expect(logLeaks).toEqual([]);
    } finally {
      await failing.stop();
      await echo.close();
    }
  });

  it("ships neither the token nor server-only modules in build/client", () => {
    const files = filesUnder(path.join(ROOT, "build/client"));
    const hits: string[] = [];
    for (const file of files) {
      const text = readFileSync(file).toString("latin1");
      for (const marker of SERVER_ONLY_MARKERS) if (text.includes(marker)) hits.push(`${path.relative(ROOT, file)}: ${JSON.stringify(marker)}`);
    }
    console.log(
      [`build/client: ${files.length} files scanned for ${SERVER_ONLY_MARKERS.length} markers; hits: ${hits.length}`, ...hits.map((h) => `  ${h}`)].join("\n"),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(hits).toEqual([]);
  });
});
