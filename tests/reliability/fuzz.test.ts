/**
 * Hostile input: at least 2,000 generated hostile and malformed requests (seeded, deterministic)
 * against the production server. Asserts: no 5xx, every request answered, no input reflected
 * unescaped, and the expected 4xx where the answer is defined. Over 400 lines: most of it is the
 * table of generated cases, each with the answer it must get, beside the one test that sends them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { canonicalPathname } from "#app/http/canonical-path.ts";
import { tableRoutes } from "#app/i18n/route-table.ts";
import {
  BUILD_MISSING,
  fillRoute,
  pool,
  prng,
  rawRequest,
  rawSocket,
  type RawResult,
  SKIP_MESSAGE,
  type Site,
  startSite,
  VALID_PARAMS,
} from "../support/reliability.ts";

// Longer than the unit tests' defaults: these start servers and wait for timeouts.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

const PORT = 3510;
const SEED = 0x8f00d;
const TOTAL = 2400;
const CONCURRENCY = 16;

/** Markers that must never come back verbatim: they would run in a browser. */
const REFLECTION_MARKERS = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<svg/onload=alert(1)>"];

type Expect =
  | "301" // exactly 301
  | "404" // exactly 404
  | "405" // exactly 405
  | "400" // exactly 400
  | "431" // exactly 431
  | "4xx" // any 400–499
  | "ok" // 200–399
  | "no5xx"; // anything answered below 500

interface Case {
  kind: string;
  method: string;
  target: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send through a raw socket instead of node:http (oversized header sections). */
  raw?: Buffer;
  expect: Expect;
}

const HOSTILE_SEGMENTS = [
  "..",
  ".",
  "%2e%2e",
  "%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
  "a%2Fb",
  "%2F",
  "%5C..%5C",
  "%00",
  "a%00b",
  "%E0%A4%A",
  "%",
  "%zz",
  "%C0%AF",
  "%FF%FE",
  "%ED%A0%80",
  "\u00c3\u0028", // invalid UTF-8 sent as raw bytes (latin1 on the wire)
  "\u00ff\u00fe\u00fd",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "<script>alert(1)</script>",
  "%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
  "<img src=x onerror=alert(1)>".replace(/ /g, "%20"),
  "<svg/onload=alert(1)>",
  "'%20OR%201=1--",
  "'OR'1'='1",
  "1;DROP%20TABLE%20matches",
  "1%27%20UNION%20SELECT%20*%20FROM%20sqlite_master--",
  "${7*7}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999999",
  "0x10",
  "%20",
  "~",
  "index.php",
  ".env",
  "wp-admin",
];

const PAGE_NUMBERS = [
  "0",
  "-1",
  "-999",
  "1.5",
  "1e3",
  "+1",
  "abc",
  "99999999999999999999",
  "9007199254740993",
  "1%00",
  "%31",
  "%D9%A1",
  "Infinity",
  "NaN",
  "0x1",
  "%201",
  "1%20",
  "1/",
];

const QUERY_STRINGS = [
  "?q=<script>alert(1)</script>",
  "?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "?id=' OR 1=1--".replace(/ /g, "%20"),
  "?id=%27%20OR%201%3D1--",
  "?x=%E0%A4%A",
  "?x=%00",
  "?__proto__[x]=1",
  "?lng=<svg/onload=alert(1)>",
  "?page=-1&page=99999999999",
  "?" + "a=1&".repeat(500),
  "?redirect=//evil.example",
  "?_data=root",
  "?index",
  "?%",
];

const UNKNOWN_LANGUAGES = ["/fr", "/es", "/xx", "/en-US", "/zh", "/pt-BR"];
/** Not unknown, but not canonical either: any non-5xx answer (observed statuses are listed in the log). */
const ODD_LANGUAGES = ["/de", "/EN", "/It"];
const ODD_METHODS = ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"];
const API_CALLS = [
  "/api/competitions",
  "/api/competitions/1/table",
  "/api/competitions/1/matches",
  "/api/competitions/1/scorers",
  "/api/news/filter/1/pages/0",
  "/api/competitions/1/matches/round/1",
];
const MALFORMED_JSON = [
  "",
  "{",
  '{"lng":',
  "null",
  "[]",
  '"de"',
  "42",
  "true",
  '{"lng":5}',
  '{"lng":null}',
  '{"lng":{"$ne":1}}',
  '{"lng":["de"]}',
  '{"lang":"de"}',
  "{}",
  '{"lng":"' + "x".repeat(100) + '"}',
  "{'lng':'de'}",
  '{"lng":"de"',
  '{"lng":"de"}garbage',
  "\u0000\u0001",
];

function generate(): Case[] {
  const rnd = prng(SEED);
  const routes = tableRoutes();
  const withParams = routes.filter((r) => r.path.includes(":"));
  const cases: Case[] = [];

  // Fixed cases: oversized header sections and bodies, once each (plus a few repeats below).
  const filler = (n: number) => "a".repeat(n);
  // Node's default limit is 16 KiB for the request line plus all headers.
  cases.push({
    kind: "header just below limit",
    method: "GET",
    target: "/",
    raw: Buffer.from(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${filler(15_800)}\r\nConnection: close\r\n\r\n`),
    expect: "ok",
  });
  cases.push({
    kind: "header above limit",
    method: "GET",
    target: "/",
    raw: Buffer.from(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${filler(17_000)}\r\nConnection: close\r\n\r\n`),
    expect: "431",
  });
  cases.push({
    kind: "many headers above limit",
    method: "GET",
    target: "/faq",
    raw: Buffer.from(
      `GET /faq HTTP/1.1\r\nHost: 127.0.0.1\r\n${Array.from({ length: 400 }, (_, i) => `X-H${i}: ${filler(50)}\r\n`).join("")}Connection: close\r\n\r\n`,
    ),
    expect: "431",
  });
  cases.push({
    kind: "url above limit",
    method: "GET",
    target: "/",
    raw: Buffer.from(`GET /${filler(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    expect: "431",
  });
  cases.push({
    kind: "cookie above limit",
    method: "GET",
    target: "/",
    raw: Buffer.from(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${filler(17_000)}\r\nConnection: close\r\n\r\n`),
    expect: "431",
  });
  cases.push({ kind: "garbage request line", method: "GET", target: "", raw: Buffer.from("\u0000\u0001GARBAGE\r\n\r\n"), expect: "400" });
  cases.push({
    kind: "bad host header",
    method: "GET",
    target: "/",
    raw: Buffer.from("GET / HTTP/1.1\r\nHost: [::bad\r\nConnection: close\r\n\r\n"),
    expect: "4xx",
  });
  cases.push({ kind: "http/1.0 no host", method: "GET", target: "/", raw: Buffer.from("GET / HTTP/1.0\r\n\r\n"), expect: "no5xx" });
  cases.push({
    kind: "absolute-form target",
    method: "GET",
    target: "http://evil.example/",
    raw: Buffer.from("GET http://evil.example/ueber-uns HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
    expect: "no5xx",
  });
  cases.push({ kind: "header value just below limit (node:http)", method: "GET", target: "/faq", headers: { "x-filler": filler(15_500) }, expect: "ok" });
  for (const size of [4097, 64 * 1024, 1024 * 1024]) {
    cases.push({
      kind: `api body ${size} bytes`,
      method: "POST",
      target: "/api/competitions",
      headers: { "content-type": "application/json" },
      body: `{"lng":"${"d".repeat(size)}"}`,
      expect: "400",
    });
    cases.push({
      kind: `page body ${size} bytes`,
      method: "POST",
      target: "/ueber-uns",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `x=${"d".repeat(size)}`,
      expect: "4xx",
    });
  }
  cases.push({
    kind: "api body lying content-length",
    method: "POST",
    target: "/api/competitions",
    raw: Buffer.from(
      'POST /api/competitions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\nConnection: close\r\n\r\n{"lng":"de"}',
    ),
    expect: "400",
  });
  cases.push({
    kind: "api chunked 8 KB",
    method: "POST",
    target: "/api/competitions",
    raw: Buffer.from(
      `POST /api/competitions HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n2000\r\n${"x".repeat(0x2000)}\r\n0\r\n\r\n`,
    ),
    expect: "400",
  });

  const language = () => rnd.pick(["", "/en", "/it"]);
  const hostile = () => rnd.pick(HOSTILE_SEGMENTS);
  // A whole page number below 1 is the first page to the spec's UI: a permanent redirect there.
  const belowFirstPage = (n: string) => /^-?\d{1,20}$/.test(n) && Number(n) < 1;
  const dotLike = (s: string) => /^(\.|\.\.|%2e%2e)$/i.test(s) || /%2E%2E%2F/i.test(s) || s === "~";

  while (cases.length < TOTAL) {
    const roll = rnd.next();
    if (roll < 0.28) {
      // A page of the route table with one hostile parameter value (or a hostile extra segment).
      const route = rnd.pick(withParams);
      const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const target = rnd.pick(params);
      const value = target === "page" && rnd.next() < 0.5 ? rnd.pick(PAGE_NUMBERS) : hostile();
      const path = fillRoute(route.path, (name) => (name === target ? value : VALID_PARAMS[name]!));
      let expect: Expect = "no5xx";
      if (!dotLike(value) && route.page === "news-paged" && target === "page" && !/^(%31|1\/|0*1)$/.test(value)) expect = "404";
      if (route.page === "news-paged" && target === "page" && belowFirstPage(value)) expect = "301";
      if (/[\u0080-\u00ff<> ]/.test(value) && expect === "404") expect = "4xx";
      if (!dotLike(value) && value !== "%20" && (route.page === "job-detail" || (route.page === "news-paged" && target === "category"))) expect = "4xx";
      cases.push({ kind: `hostile param ${route.page}.${target}`, method: "GET", target: path, expect });
    } else if (roll < 0.4) {
      // Huge, negative and non-numeric page numbers on /news/kolumne/{n} in all languages.
      const n = rnd.pick(
        [...PAGE_NUMBERS, String(10 ** (1 + rnd.int(30))), `-${rnd.int(1e6)}`, `${rnd.int(1000)}abc`].filter((p) => p !== "1/" && p !== "%31"),
      );
      cases.push({ kind: "news page number", method: "GET", target: `${language()}/news/kolumne/${n}`, expect: belowFirstPage(n) ? "301" : "404" });
    } else if (roll < 0.51) {
      cases.push({
        kind: "odd language prefix",
        method: "GET",
        target: `${rnd.pick(ODD_LANGUAGES)}${rnd.pick(["", "/news", "/about", "/faq", "/results"])}`,
        expect: "no5xx",
      });
    } else if (roll < 0.5) {
      // Unknown languages and unknown top-level paths.
      const path =
        rnd.next() < 0.5
          ? `${rnd.pick(UNKNOWN_LANGUAGES)}/${rnd.pick(["", "news", "about", "ergebnisse", "faq", "results"])}`
          : `${language()}/zz-${rnd.int(1e9).toString(36)}`;
      const target = path.endsWith("/") && path.length > 1 ? path.slice(0, -1) : path;
      cases.push({ kind: "unknown path", method: "GET", target, expect: "404" });
    } else if (roll < 0.58) {
      // Dot segments, encoded slashes, NUL and bad encodings anywhere in a path.
      const route = rnd.pick(routes);
      const base = fillRoute(route.path).replace(/\/$/, "");
      const position = rnd.int(3);
      const segment = hostile();
      const target = position === 0 ? `/${segment}${base}` : position === 1 ? `${base}/${segment}` : `${base}/${segment}/${segment}/x`;
      cases.push({ kind: "hostile segment", method: "GET", target: target.startsWith("/") ? target : `/${target}`, expect: "no5xx" });
    } else if (roll < 0.64) {
      // Overlong segments (> 2 KB) within Node's header limit.
      const route = rnd.pick(routes);
      const unit = rnd.pick(["a", "%41", "%E0%A4%A", "\u00e9", "<script>alert(1)</script>"]);
      const long = unit.repeat(Math.ceil(8200 / unit.length)); // sliced to 2,100–8,099 characters below
      const base = fillRoute(route.path, (name) => (rnd.next() < 0.5 ? long.slice(0, 2100 + rnd.int(6000)) : VALID_PARAMS[name]!));
      cases.push({
        kind: "overlong segment",
        method: "GET",
        target: route.path.includes(":") ? base : `${base.replace(/\/$/, "")}/${long.slice(0, 2100 + rnd.int(6000))}`,
        expect: "no5xx",
      });
    } else if (roll < 0.74) {
      // Query strings with injections on real pages.
      const route = rnd.pick(routes);
      const base = fillRoute(route.path);
      cases.push({ kind: "query string", method: rnd.pick(["GET", "GET", "HEAD"]), target: base + rnd.pick(QUERY_STRINGS), expect: "no5xx" });
    } else if (roll < 0.82) {
      // Odd methods on pages and on the API.
      const method = rnd.pick(ODD_METHODS);
      if (rnd.next() < 0.5) {
        const route = rnd.pick(routes);
        const target = fillRoute(route.path);
        cases.push({ kind: `method ${method} page`, method, target, expect: method === "OPTIONS" ? "no5xx" : "4xx" });
      } else {
        const target = rnd.pick(API_CALLS);
        cases.push({
          kind: `method ${method} api`,
          method,
          target,
          headers: { "content-type": "application/json" },
          body: '{"lng":"de"}',
          expect: method === "TRACE" ? "4xx" : "405",
        });
      }
    } else if (roll < 0.92) {
      // Malformed JSON and wrong shapes on POST /api/...
      const body = rnd.pick(MALFORMED_JSON);
      const target = rnd.pick(API_CALLS);
      cases.push({
        kind: `api malformed body ${JSON.stringify(body.slice(0, 24))}`,
        method: "POST",
        target,
        headers: { "content-type": rnd.pick(["application/json", "text/plain", "application/x-www-form-urlencoded"]) },
        body,
        expect: "400",
      });
    } else if (roll < 0.93) {
      // A valid shape carrying an injection: answered (lng falls back to German), never echoed.
      cases.push({
        kind: "api injection in lng",
        method: "POST",
        target: rnd.pick(API_CALLS),
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ lng: rnd.pick(["<script>alert(1)</script>", "' OR 1=1--", "<svg/onload=alert(1)>"]) }),
        expect: "ok",
      });
    } else if (roll < 0.96) {
      // Unknown / hostile API paths and GET on the API.
      const path = rnd.pick([
        "/api",
        `/api/${hostile()}`,
        `/api/competitions/${hostile()}/table`,
        `/api/news/${rnd.pick(PAGE_NUMBERS)}`,
        `/api/competitions/99999999/table`,
        `/api/news/filter/1/pages/-1`,
      ]);
      const method = rnd.pick(["GET", "POST"]);
      cases.push({
        kind: `api unknown ${method}`,
        method,
        target: path,
        headers: { "content-type": "application/json" },
        body: method === "POST" ? '{"lng":"de"}' : undefined,
        expect:
          /\/(\.|%2e%2e|\.\.)?$/i.test(path) || path.includes("%2F")
            ? "no5xx"
            : method === "GET" && /^\/api\/competitions\/99999999\/table$/.test(path)
              ? "405"
              : "4xx",
      });
    } else {
      // Hostile headers reflected nowhere.
      const route = rnd.pick(routes);
      const target = fillRoute(route.path);
      cases.push({
        kind: "hostile headers",
        method: "GET",
        target,
        headers: {
          "user-agent": "<script>alert(1)</script>",
          referer: "http://x/<img src=x onerror=alert(1)>",
          "accept-language": rnd.pick(["<svg/onload=alert(1)>", "xx;q=abc", "*", "de-DE,de;q=0.9," + "x;q=0.1,".repeat(200)]),
          "x-forwarded-for": "' OR 1=1--",
          cookie: rnd.pick(["lng=<script>alert(1)</script>", "a=%E0%A4%A", "__proto__=1", "=;=;="]),
        },
        expect: "no5xx",
      });
    }
  }
  return cases;
}

/**
 * The site answers a read of a path with capitals (or a trailing slash) with a 301 to its
 * canonical lowercase form (app/http/canonical-path.ts); whatever that path then answers is
 * covered by the request for it. Only exactly that redirect is accepted in place of the status.
 */
function isCanonicalPathRedirect(target: string, r: { status?: number; headers: Record<string, unknown> }): boolean {
  if (r.status !== 301) return false;
  const [path = "", query] = target.split("?");
  const canonical = canonicalPathname(path) + (query === undefined ? "" : `?${query}`);
  return canonical !== target && r.headers.location === canonical;
}

function matches(expect: Expect, status: number): boolean {
  switch (expect) {
    case "301":
    case "404":
    case "405":
    case "400":
    case "431":
      return status === Number(expect);
    case "4xx":
      return status >= 400 && status < 500;
    case "ok":
      return status >= 200 && status < 400;
    case "no5xx":
      return status < 500;
  }
}

describe.skipIf(BUILD_MISSING)("fuzz: hostile and malformed requests against the production server", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let site: Site;
  beforeAll(async () => {
    site = await startSite(PORT);
  });
  afterAll(async () => {
    await site?.stop();
  });

  it(`answers ${TOTAL} generated requests: no 5xx, none unanswered, nothing reflected, the expected 4xx`, async () => {
    const cases = generate();
    expect(cases.length).toBeGreaterThanOrEqual(2000);
    const results: RawResult[] = await pool(
      cases.map(
        (c) => () => (c.raw ? rawSocket(PORT, c.raw) : rawRequest({ port: PORT, method: c.method, target: c.target, headers: c.headers, body: c.body })),
      ),
      CONCURRENCY,
    );

    const show = (c: Case) => `${c.method} ${JSON.stringify(c.target.length > 160 ? `${c.target.slice(0, 160)}…(${c.target.length} chars)` : c.target)}`;
    const serverErrors: string[] = [];
    const unanswered: string[] = [];
    const reflected: string[] = [];
    const wrongStatus: string[] = [];
    const statusCounts: Record<string, number> = {};
    cases.forEach((c, i) => {
      const r = results[i]!;
      statusCounts[r.status ?? r.error ?? "?"] = (statusCounts[r.status ?? r.error ?? "?"] ?? 0) + 1;
      if (r.status === undefined) return unanswered.push(`${c.kind}: ${show(c)} → ${r.error}`);
      if (r.status >= 500) serverErrors.push(`${c.kind}: ${show(c)} → ${r.status} ${r.body.slice(0, 120).replace(/\s+/g, " ")}`);
      const marker = REFLECTION_MARKERS.find((m) => r.body.includes(m));
      if (marker) reflected.push(`${c.kind}: ${show(c)} → ${r.status} reflects ${marker}`);
      if (!matches(c.expect, r.status) && !isCanonicalPathRedirect(c.target, r)) wrongStatus.push(`${c.kind}: ${show(c)} → ${r.status}, expected ${c.expect}`);
    });
    // Informational (the security headers are tested elsewhere): responses over node:http missing base headers.
    const headerGaps: Record<string, number> = {};
    const headerGapExamples = new Set<string>();
    cases.forEach((c, i) => {
      const r = results[i]!;
      if (c.raw || r.status === undefined) return;
      if (!r.headers["content-security-policy"] && headerGapExamples.size < 6) headerGapExamples.add(`${show(c)} → ${r.status} ${r.body.slice(0, 40).trim()}`);
      for (const name of ["content-security-policy", "x-content-type-options", "referrer-policy"])
        if (!r.headers[name]) headerGaps[`missing ${name} (${r.status})`] = (headerGaps[`missing ${name} (${r.status})`] ?? 0) + 1;
      if (r.headers["x-powered-by"]) headerGaps[`x-powered-by (${r.status})`] = (headerGaps[`x-powered-by (${r.status})`] ?? 0) + 1;
    });
    // The server is still alive and well afterwards.
    const after = await rawRequest({ port: PORT, target: "/healthz" });

    const unique = (lines: string[]) => [...new Set(lines)];
    const slowest = cases
      .map((c, i) => ({ c, ms: results[i]!.ms }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8)
      .map(({ c, ms }) => `  ${ms} ms ${c.kind}: ${show(c)}`);
    console.log(
      [
        `fuzz: ${cases.length} requests (seed ${SEED}, concurrency ${CONCURRENCY}); statuses ${JSON.stringify(statusCounts)}`,
        "mean latency by kind:",
        ...Object.entries(
          cases.reduce<Record<string, { n: number; ms: number }>>((acc, c, i) => {
            const kind = c.kind.replace(/ ".*$/, "").replace(/ \d+ bytes$/, "");
            acc[kind] ??= { n: 0, ms: 0 };
            acc[kind].n++;
            acc[kind].ms += results[i]!.ms;
            return acc;
          }, {}),
        )
          .sort((a, b) => b[1].ms / b[1].n - a[1].ms / a[1].n)
          .slice(0, 12)
          .map(([kind, { n, ms }]) => `  ${(ms / n).toFixed(0).padStart(5)} ms × ${n} ${kind}`),
        "slowest:",
        ...slowest,
        `security header gaps (informational): ${JSON.stringify(headerGaps)}`,
        ...[...headerGapExamples].map((l) => `  e.g. ${l}`),
        `5xx: ${serverErrors.length}`,
        ...unique(serverErrors)
          .slice(0, 60)
          .map((l) => `  ${l}`),
        `unanswered: ${unanswered.length}`,
        ...unique(unanswered)
          .slice(0, 30)
          .map((l) => `  ${l}`),
        `reflected: ${reflected.length}`,
        ...unique(reflected)
          .slice(0, 30)
          .map((l) => `  ${l}`),
        `unexpected status: ${wrongStatus.length}`,
        ...unique(wrongStatus)
          .slice(0, 80)
          .map((l) => `  ${l}`),
      ].join("\n"),
    );

    expect(after.status, "/healthz after the fuzz run").toBe(200);
    expect(serverErrors, "requests answered with 5xx").toEqual([]);
    expect(unanswered, "requests without an answer").toEqual([]);
    expect(reflected, "input reflected unescaped").toEqual([]);
    expect(wrongStatus, "requests with an unexpected status").toEqual([]);
  });
});
