/*
 * Over 400 lines: the tests of one closure (`createPageHandler` in ./page-cache.ts), grouped by what it
 * does (the handler, hits, compression, the cache, its admission, the query parameters), sharing its
 * fake render and counted compressions; split, each file would repeat them.
 */
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as zlib from "node:zlib";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CACHE_CONTROL, sharedMaxAge } from "#app/http/cache-control.ts";
import { PAGE_QUERY } from "#app/http/page-query.server.ts";
import { PAGE_SOURCES } from "#app/i18n/route-table.ts";
import { cachePlan } from "./page-cache-plan.ts";
import { createPageHandler, type PageCacheOptions } from "./page-cache.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

// Every compression the server makes, counted: a body is compressed once per encoding at most.
vi.mock("node:zlib", async (original) => {
  const actual = await original<typeof import("node:zlib")>();
  return { ...actual, brotliCompress: vi.fn(actual.brotliCompress), gzip: vi.fn(actual.gzip) };
});
const compressions = () => ({ br: vi.mocked(zlib.brotliCompress).mock.calls.length, gzip: vi.mocked(zlib.gzip).mock.calls.length });
afterEach(() => {
  vi.mocked(zlib.brotliCompress).mockClear();
  vi.mocked(zlib.gzip).mockClear();
});

const html = (body: string, init: ResponseInit = {}) =>
  new Response(`<!DOCTYPE html><html><head><script>window.__reactRouterContext.streamController.enqueue("1");</script></head><body>${body}</body></html>`, {
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...(init.headers as Record<string, string>) },
  });

function setup(respond: (request: Request, count: number) => Response | Promise<Response>, https = false) {
  let now = 1_000_000;
  let renders = 0;
  const { handle } = createPageHandler(async (request) => respond(request, ++renders), { https, now: () => now });
  return { handle, renders: () => renders, advance: (ms: number) => (now += ms) };
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });

describe("page handler", () => {
  it("keeps storable pages for their s-maxage, keyed by path and the query parameters pages read", async () => {
    const site = setup((_, n) => html(`render ${n}`, { headers: { "Cache-Control": "public, s-maxage=60" } }));
    expect(await (await site.handle(get("/a"))).text()).toContain("render 1");
    expect(await (await site.handle(get("/a"))).text()).toContain("render 1");
    expect(await (await site.handle(get("/a?x=1"))).text()).toContain("render 1");
    expect(await (await site.handle(get("/b"))).text()).toContain("render 2");
    site.advance(61_000);
    expect(await (await site.handle(get("/a"))).text()).toContain("render 3");
  });

  it("gives HTML without a policy the default page policy, and stores it", async () => {
    const site = setup(() => html("x"));
    const response = await site.handle(get("/"));
    expect(response.headers.get("Cache-Control")).toBe(CACHE_CONTROL.page);
    await site.handle(get("/"));
    expect(site.renders()).toBe(1);
  });

  it("never stores no-store, private, not-found, error or cookie-setting answers", async () => {
    const cases: ResponseInit[] = [
      { headers: { "Cache-Control": "no-store" } },
      { headers: { "Cache-Control": "private, max-age=60" } },
      { headers: { "Cache-Control": "private, no-store" } },
      { status: 404, headers: { "Cache-Control": CACHE_CONTROL.notFound } },
      { status: 500 },
      { headers: { "Cache-Control": "public, s-maxage=60", "Set-Cookie": "a=b" } },
    ];
    for (const init of cases) {
      const site = setup(() => html("x", init));
      await site.handle(get("/p"));
      await site.handle(get("/p"));
      expect(site.renders(), JSON.stringify(init)).toBe(2);
    }
  });

  it("does not store answers to POSTs or requests with credentials, but answers the latter from the cache", async () => {
    const site = setup((_, n) => html(`render ${n}`));
    await site.handle(new Request("http://localhost/kontakt", { method: "POST", body: "a=b" }));
    await site.handle(get("/kontakt", { authorization: "Bearer x" }));
    await site.handle(get("/kontakt", { authorization: "Bearer x" }));
    expect(site.renders()).toBe(3);
    expect(await (await site.handle(get("/kontakt"))).text()).toContain("render 4");
    expect(await (await site.handle(get("/kontakt", { authorization: "Bearer x" }))).text()).toContain("render 4");
    expect(site.renders()).toBe(4);
  });

  it("shares one render between concurrent misses", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const site = setup(async () => {
      await gate;
      return html("slow");
    });
    const answers = Promise.all([site.handle(get("/slow")), site.handle(get("/slow")), site.handle(get("/slow"))]);
    release();
    const bodies = await Promise.all((await answers).map((r) => r.text()));
    expect(bodies.every((b) => b.includes("slow"))).toBe(true);
    expect(site.renders()).toBe(1);
  });

  it("answers 304 to a matching If-None-Match, from the cache and fresh", async () => {
    const site = setup(() => html("tagged"));
    const first = await site.handle(get("/t"));
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await site.handle(get("/t", { "if-none-match": `"other", ${etag}` }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("Content-Security-Policy")).toContain("script-src");
  });

  it("hashes the page's inline scripts into its CSP and adds the security headers", async () => {
    const site = setup(() => html("<p>hi</p>"), true);
    const response = await site.handle(get("/"));
    const expected = createHash("sha256").update('window.__reactRouterContext.streamController.enqueue("1");').digest("base64");
    const csp = response.headers.get("Content-Security-Policy")!;
    expect(csp).toContain(`'sha256-${expected}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBeTruthy();
    expect(response.headers.get("Permissions-Policy")).toBeTruthy();
  });

  it("rewrites HTML once, before hashing, tagging and storing it", async () => {
    let rewrites = 0;
    const { handle } = createPageHandler(async () => html("<p>hi</p>"), {
      https: false,
      transformHtml: (page) => (rewrites++, page.replace('enqueue("1")', 'enqueue("2")')),
    });
    const first = await handle(get("/"));
    const second = await handle(get("/"));
    expect(await second.text()).toContain('enqueue("2")');
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(first.headers.get("Content-Security-Policy")).toContain(
      `'sha256-${createHash("sha256").update('window.__reactRouterContext.streamController.enqueue("2");').digest("base64")}'`,
    );
    expect(first.headers.get("Content-Security-Policy")).not.toContain(
      createHash("sha256").update('window.__reactRouterContext.streamController.enqueue("1");').digest("base64"),
    );
    expect(rewrites).toBe(1);
  });

  it("gives a render's answer its Server-Timing, and nothing that comes from memory (nor its ETag) any", async () => {
    const timing = "render;dur=12.5, backend;dur=7.1, content;dur=0.4";
    const site = memoryPages((_, n) => html(`render ${n}`, { headers: { "Server-Timing": timing } }));
    const miss = await site.visit("/faq");
    expect(miss.headers["server-timing"]).toBe(timing);
    expect(miss.headers["age"]).toBeUndefined();
    const hit = site.fromMemory("/faq")!;
    expect(hit.body.toString()).toContain("render 1");
    expect(hit.headers["server-timing"]).toBeUndefined();
    expect(hit.headers["etag"]).toBe(miss.headers["etag"]);
    expect((await site.handle(get("/faq"))).headers.get("Server-Timing")).toBeNull();
    const notModified = site.fromMemory("/faq", { "if-none-match": miss.headers["etag"]! })!;
    expect(notModified.status).toBe(304);
    expect(notModified.headers["server-timing"]).toBeUndefined();
    // A fresh render answers 304 too, with its timing.
    const fresh = await memoryPages(() => html("same", { headers: { "Server-Timing": timing } })).handle(get("/x", { "if-none-match": miss.headers["etag"]! }));
    expect(fresh.headers.get("Server-Timing")).toBe(timing);
  });

  it("tags and stores a calendar feed as it does a page: ETag, 304, its s-maxage; never a 404 or a 503", async () => {
    const calendar = (status: number, cacheControl: string) => () =>
      new Response(status === 200 ? "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" : "x\n", {
        status,
        headers: { "Content-Type": status === 200 ? "text/calendar; charset=utf-8" : "text/plain; charset=utf-8", "Cache-Control": cacheControl },
      });
    const site = setup(calendar(200, CACHE_CONTROL.liveData));
    const first = await site.handle(get("/teams/argentinien/kalender.ics"));
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    const again = await site.handle(get("/teams/argentinien/kalender.ics", { "if-none-match": etag }));
    expect(again.status).toBe(304);
    expect(site.renders()).toBe(1);
    site.advance(61_000);
    await site.handle(get("/teams/argentinien/kalender.ics"));
    expect(site.renders()).toBe(2);
    for (const [status, policy] of [
      [404, CACHE_CONTROL.notFound],
      [503, CACHE_CONTROL.noStore],
    ] as const) {
      const failing = setup(calendar(status, policy));
      const answer = await failing.handle(get("/teams/x/kalender.ics"));
      await failing.handle(get("/teams/x/kalender.ics"));
      expect(answer.headers.get("ETag"), String(status)).toBeNull();
      expect(failing.renders(), String(status)).toBe(2);
    }
  });

  it("stores the sitemaps and the news feed (XML) as it does a page, for their s-maxage; never a 503", async () => {
    const policy = "public, max-age=600, s-maxage=3600, stale-while-revalidate=86400";
    const xml = (status: number, type: string) => () =>
      new Response(status === 200 ? '<?xml version="1.0"?><urlset/>' : "x\n", {
        status,
        headers: { "Content-Type": status === 200 ? type : "text/plain; charset=utf-8", "Cache-Control": status === 200 ? policy : CACHE_CONTROL.noStore },
      });
    for (const [path, type] of [
      ["/sitemaps/results-1.xml", "application/xml; charset=utf-8"],
      ["/news/feed.xml", "application/atom+xml; charset=utf-8"],
    ] as const) {
      const site = setup(xml(200, type));
      const first = await site.handle(get(path));
      expect(first.headers.get("ETag"), path).toMatch(/^"[\w-]+"$/);
      await site.handle(get(path));
      expect(site.renders(), path).toBe(1);
      site.advance(sharedMaxAge(policy) * 1000 + 1000);
      await site.handle(get(path));
      expect(site.renders(), path).toBe(2);
    }
    const failing = setup(xml(503, "application/xml"));
    await failing.handle(get("/sitemap.xml"));
    await failing.handle(get("/sitemap.xml"));
    expect(failing.renders()).toBe(2);
  });

  it("secures non-HTML answers", async () => {
    const site = setup(() => new Response('{"a":1}', { headers: { "Content-Type": "application/json", "X-Powered-By": "x" } }));
    const response = await site.handle(get("/api/x"));
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    expect(response.headers.get("X-Powered-By")).toBeNull();
    expect(response.headers.get("Strict-Transport-Security")).toBeNull(); // http site
    expect(await response.json()).toEqual({ a: 1 });
  });
});

describe("CSP helpers", () => {
  it("hash the site's own executable inline scripts only", () => {
    const page = `<script>a()</script><script>window.__reactRouterContext.streamController.close();</script><script type="module">import "/x.js"</script><script src="/y.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(inlineScriptHashes(page)).toHaveLength(1);
    expect(contentSecurityPolicy([], false)).toContain("script-src 'self';");
  });

  it("read shared max-age from Cache-Control", () => {
    expect(sharedMaxAge("public, max-age=0, s-maxage=300, stale-while-revalidate=3600")).toBe(300);
    expect(sharedMaxAge("no-store")).toBe(0);
    expect(sharedMaxAge("private, s-maxage=60")).toBe(0);
    expect(sharedMaxAge(null)).toBe(0);
    expect(sharedMaxAge("public, max-age=60")).toBe(0);
  });
});

describe("cache hits from memory", () => {
  it("answer on the socket, compressed once for the first client that accepts it, and with 304s", async () => {
    const { createServer, request } = await import("node:http");
    const pages = createPageHandler(async () => html(`<p>${"stored ".repeat(500)}</p>`), { https: false });
    let rendered = 0;
    const server = createServer(async (req, res) => {
      const origin = `http://${req.headers.host}`;
      const read = pages.serveFromMemory(req, res);
      if (read === true) return;
      rendered++;
      const response = await pages.handle(new Request(origin + req.url, { headers: req.headers as Record<string, string> }), read);
      res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const fetchRaw = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request({ host: "127.0.0.1", port, path: "/page", headers }, (res) => {
          const chunks: Buffer[] = [];
          res
            .on("data", (c: Buffer) => chunks.push(c))
            .on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on("error", reject)
          .end();
      });
    try {
      const first = await fetchRaw({});
      expect(first.headers["content-encoding"]).toBeUndefined();
      const second = await fetchRaw({ "accept-encoding": "gzip" });
      const third = await fetchRaw({ "accept-encoding": "gzip" });
      expect(rendered).toBe(1);
      expect(second.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(second.body).toString()).toBe(first.body.toString());
      expect(third.body.equals(second.body)).toBe(true);
      expect(compressions()).toEqual({ br: 0, gzip: 1 });
      expect(second.headers["content-security-policy"]).toContain("sha256-");
      const fourth = await fetchRaw({ "if-none-match": String(first.headers.etag) });
      expect(fourth.status).toBe(304);
      expect(rendered).toBe(1);
    } finally {
      server.close();
    }
  });
});

type Served = { status: number; headers: Record<string, string>; body: Buffer; done: Promise<void> };

/** A page handler with a fake clock, and its fast path called with a fake socket. */
function memoryPages(respond: (request: Request, count: number) => Response, options: Partial<PageCacheOptions> = {}) {
  let now = 1_000_000;
  let renders = 0;
  const urls: string[] = [];
  const pages = createPageHandler(
    async (request) => {
      urls.push(request.url);
      return respond(request, ++renders);
    },
    { https: false, now: () => now, ...options },
  );
  /** A fake socket's answer: status and headers when written, the body once `done` (a compression may come first). */
  function fakeResponse() {
    let finish!: () => void;
    const served: Served = { status: 0, headers: {}, body: Buffer.alloc(0), done: new Promise((resolve) => (finish = resolve)) };
    const res = {
      writeHead(status: number, head: Record<string, string>) {
        Object.assign(served, { status, headers: head });
        return res;
      },
      end(body?: Uint8Array) {
        if (body) served.body = Buffer.from(body);
        finish();
        return res;
      },
    };
    return { served, res: res as unknown as ServerResponse };
  }
  const request = (target: string, headers: Record<string, string>) => ({ method: "GET", url: target, headers }) as unknown as IncomingMessage;
  /** The fast path's answer to a GET of `target`, or undefined when it was no hit. */
  const fromMemory = (target: string, headers: Record<string, string> = {}): Served | undefined => {
    const { served, res } = fakeResponse();
    return pages.serveFromMemory(request(target, headers), res) === true ? served : undefined;
  };
  /** A GET as the server answers it: from memory when it is a hit, else by `handle`, told what the fast path found. */
  const visit = async (target: string, headers: Record<string, string> = {}): Promise<Omit<Served, "done">> => {
    const { served, res } = fakeResponse();
    const read = pages.serveFromMemory(request(target, headers), res);
    if (read === true) return served.done.then(() => served);
    const response = await pages.handle(get(target, headers), read);
    return { status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) };
  };
  return { ...pages, fromMemory, visit, urls, renders: () => renders, advance: (ms: number) => (now += ms) };
}

const BR = { "accept-encoding": "gzip, deflate, br" };
const GZIP = { "accept-encoding": "gzip" };
/** A page large enough to be worth compressing. */
const bigPage = () => html(`<p>${"Tor! ".repeat(4000)}</p>`);

describe("compression", () => {
  it("compresses a page once per encoding, when a client first asks for it: the miss is answered with that copy, which the cache keeps", async () => {
    const site = memoryPages(bigPage);
    const miss = await site.visit("/p", BR);
    expect(miss.headers["content-encoding"]).toBe("br");
    expect(miss.headers["vary"]).toBe("Accept-Encoding");
    expect(Number(miss.headers["content-length"])).toBe(miss.body.byteLength);
    const identity = brotliDecompressSync(miss.body).toString();
    expect(identity).toContain("Tor! Tor!");
    expect(miss.body.byteLength).toBeLessThan(identity.length / 10);
    // Later hits get the very copy, without compressing again, now or in the background.
    const hit = site.fromMemory("/p", BR)!;
    expect(hit.headers["content-encoding"]).toBe("br");
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(hit.headers["vary"]).toBe("Accept-Encoding");
    // A sleep: what is checked is that no compression starts in the background meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(compressions()).toEqual({ br: 1, gzip: 0 });
    // A gzip client gets its copy made once, then kept too.
    const gzipped = site.fromMemory("/p", GZIP)!;
    await gzipped.done;
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(identity);
    expect(site.fromMemory("/p", GZIP)!.body.equals(gzipped.body)).toBe(true);
    // Without Accept-Encoding, the body as it is.
    expect(site.fromMemory("/p")!.body.toString()).toBe(identity);
    expect(compressions()).toEqual({ br: 1, gzip: 1 });
    expect(site.renders()).toBe(1);
  });

  it("shares one compression between concurrent reads that need the same copy", async () => {
    const site = memoryPages(bigPage);
    await site.visit("/p");
    const reads = [site.fromMemory("/p", BR)!, site.fromMemory("/p", BR)!, site.fromMemory("/p", BR)!];
    await Promise.all(reads.map((read) => read.done));
    expect(reads.every((read) => read.headers["content-encoding"] === "br" && read.body.equals(reads[0]!.body))).toBe(true);
    expect(compressions()).toEqual({ br: 1, gzip: 0 });
  });

  it("follows the client's Accept-Encoding: the highest q wins, brotli on a tie, q=0 refuses", async () => {
    const site = memoryPages(bigPage);
    await site.visit("/p");
    const encodingFor = async (acceptEncoding: string) => {
      const served = site.fromMemory("/p", { "accept-encoding": acceptEncoding })!;
      await served.done;
      return served.headers["content-encoding"];
    };
    expect(await encodingFor("gzip;q=1.0, br;q=0.5")).toBe("gzip");
    expect(await encodingFor("gzip, br")).toBe("br");
    expect(await encodingFor("GZIP, deflate")).toBe("gzip");
    expect(await encodingFor("br;q=0, gzip")).toBe("gzip");
    expect(await encodingFor("*")).toBe("br");
    expect(await encodingFor("*;q=0.1, gzip;q=0")).toBe("br");
    expect(await encodingFor("gzip;q=0, br;q=0")).toBeUndefined();
    expect(await encodingFor("identity, deflate")).toBeUndefined();
  });

  it("compresses whatever it renders in a compressible type once for its answer, never images, small bodies, HEAD or no-transform", async () => {
    const json = JSON.stringify({ rows: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Team ${i}` })) });
    const site = memoryPages((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === "/sitemap.xml")
        return new Response(`<urlset>${"<url><loc>x</loc></url>".repeat(300)}</urlset>`, { headers: { "Content-Type": "application/xml" } });
      if (pathname === "/qr.png") return new Response(new Uint8Array(5_000), { headers: { "Content-Type": "image/png" } });
      if (pathname === "/small") return new Response('{"ok":true}', { headers: { "Content-Type": "application/json" } });
      if (pathname === "/raw") return new Response(json, { headers: { "Content-Type": "application/json", "Cache-Control": "no-store, no-transform" } });
      return new Response(json, { headers: { "Content-Type": "application/json" } });
    });
    const api = await site.visit("/api/teams", BR);
    expect(api.headers["content-encoding"]).toBe("br");
    expect(api.headers["vary"]).toBe("Accept-Encoding");
    expect(JSON.parse(brotliDecompressSync(api.body).toString())).toEqual(JSON.parse(json));
    expect((await site.visit("/sitemap.xml", GZIP)).headers["content-encoding"]).toBe("gzip");
    const image = await site.visit("/qr.png", BR);
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.byteLength).toBe(5_000);
    expect((await site.visit("/small", BR)).headers["content-encoding"]).toBeUndefined();
    expect((await site.visit("/raw", BR)).headers["content-encoding"]).toBeUndefined();
    const head = await site.handle(new Request("http://localhost/api/teams", { method: "HEAD", headers: BR }));
    expect(head.headers.get("Content-Encoding")).toBeNull();
    // None of these is stored: each compression served one answer.
    expect(compressions()).toEqual({ br: 1, gzip: 1 });
  });
});

describe("the page cache", () => {
  it("shares one entry between URLs that differ only in parameters no page reads; a parameter a page reads gets its own", async () => {
    const site = memoryPages((_, n) => html(`render ${n}`));
    await site.handle(get("/faq?w=1"));
    expect(site.fromMemory("/faq")!.body.toString()).toContain("render 1");
    expect(site.fromMemory("/faq?unknown=1&utm_source=x")!.body.toString()).toContain("render 1");
    expect(await (await site.handle(get("/faq?w=2"))).text()).toContain("render 1");
    expect(site.fromMemory("/faq?q=abseits")).toBeUndefined();
    expect(await (await site.handle(get("/faq?q=abseits&w=3"))).text()).toContain("render 2");
    expect(site.fromMemory("/faq?w=4&q=abseits")!.body.toString()).toContain("render 2");
    // Known parameters in any order are one key; React Router always gets the URL as requested.
    await site.handle(get("/ergebnisse/bundesliga/tabelle/3-spieltag?view=home&all=1"));
    expect(site.fromMemory("/ergebnisse/bundesliga/tabelle/3-spieltag?all=7&z=0&view=home")!.body.toString()).toContain("render 3");
    expect(site.urls).toEqual([
      "http://localhost/faq?w=1",
      "http://localhost/faq?q=abseits&w=3",
      "http://localhost/ergebnisse/bundesliga/tabelle/3-spieltag?view=home&all=1",
    ]);
  });

  it("keys a parameter only on the pages that read it: elsewhere it is one more parameter no page reads", async () => {
    const site = memoryPages((_, n) => html(`render ${n}`));
    for (const target of ["/", "/kontakt", "/en/faq", "/ergebnisse/bundesliga/torschuetzen"]) await site.handle(get(target));
    expect(site.renders()).toBe(4);
    for (let i = 0; i < 20; i++) {
      expect(site.fromMemory(`/?q=${i}`), `/?q=${i}`).toBeDefined();
      expect(site.fromMemory(`/kontakt?round=${i}&view=home&all=1`)).toBeDefined();
      expect(site.fromMemory(`/en/faq?sent=1&view=away`)).toBeDefined();
      expect(site.fromMemory(`/ergebnisse/bundesliga/torschuetzen?q=${i}&sent=1`)).toBeDefined();
    }
    expect(site.renders()).toBe(4);
    expect(cachePlan(new URL("http://localhost/?q=abseits&sent=1&all=1&view=home&round=x"))).toEqual({ kind: "key", key: "/" });
    expect(cachePlan(new URL("http://localhost/it/faq?q=fuorigioco&sent=1"))).toEqual({ kind: "key", key: "/it/faq?q=fuorigioco" });
    expect(cachePlan(new URL("http://localhost/en/contact?sent=1&q=x"))).toEqual({ kind: "key", key: "/en/contact?sent=1" });
    expect(cachePlan(new URL("http://localhost/en/results/premier-league/scorers?all=1"))).toEqual({
      kind: "key",
      key: "/en/results/premier-league/scorers?all=1",
    });
    expect(cachePlan(new URL("http://localhost/it/risultati/serie-a/classifica?view=away&q=1"))).toEqual({
      kind: "key",
      key: "/it/risultati/serie-a/classifica?view=away",
    });
  });

  it("never stores a search's answer to a query, nor looks one up; the search page without a query is an ordinary page", async () => {
    const site = memoryPages((_, n) => html(`render ${n}`));
    for (const target of ["/suche?q=bayern", "/en/search.data?q=kane", "/it/cerca?q=inter", "/suche?q="]) {
      expect(cachePlan(new URL(`http://localhost${target}`)), target).toEqual({ kind: "uncached" });
    }
    expect(cachePlan(new URL("http://localhost/suche"))).toEqual({ kind: "key", key: "/suche" });
    expect(cachePlan(new URL("http://localhost/suche?utm_source=x"))).toEqual({ kind: "key", key: "/suche" });
    for (let i = 0; i < 5; i++) await site.handle(get(`/suche?q=${i}`));
    expect(site.renders()).toBe(5);
    for (let i = 0; i < 5; i++) expect(site.fromMemory(`/suche?q=${i}`)).toBeUndefined();
  });

  it("moves a value the page does not accept to the page's canonical URL, without rendering and without an entry", async () => {
    const site = memoryPages((_, n) => html(`render ${n}`));
    const moved = async (target: string) => {
      const response = await site.handle(get(target));
      expect(response.status, target).toBe(301);
      expect(response.headers.get("Content-Security-Policy"), target).toContain("default-src");
      return response.headers.get("Location");
    };
    expect(await moved("/kontakt?sent=2")).toBe("/kontakt");
    expect(await moved("/kontakt?utm_source=x&sent=yes")).toBe("/kontakt?utm_source=x");
    expect(await moved("/faq?q=")).toBe("/faq");
    expect(await moved("/faq?q=%20%20")).toBe("/faq");
    expect(await moved("/faq?q=abseits&q=elfmeter")).toBe("/faq?q=abseits");
    expect(await moved("/ergebnisse/bundesliga/torschuetzen?all=yes")).toBe("/ergebnisse/bundesliga/torschuetzen?all=1");
    expect(await moved("/ergebnisse/bundesliga/torschuetzen?all")).toBe("/ergebnisse/bundesliga/torschuetzen?all=1");
    expect(await moved("/ergebnisse/bundesliga/tabelle?view=total")).toBe("/ergebnisse/bundesliga/tabelle");
    expect(await moved("/en/results/bundesliga/tables/1-matchday?view=1&x=2")).toBe("/en/results/bundesliga/tables/1-matchday?x=2");
    expect(await moved("/faq.data?q=")).toBe("/faq.data");
    // HEAD is moved like GET; the fast path has no answer for such a URL.
    expect((await site.handle(new Request("http://localhost/kontakt?sent=0", { method: "HEAD" }))).status).toBe(301);
    expect(site.fromMemory("/kontakt?sent=2")).toBeUndefined();
    expect(site.renders()).toBe(0);
    expect(site.stats().entries).toBe(0);
  });

  it("answers a form's parameter (the round picker without JavaScript) without ever storing the answer", async () => {
    const site = memoryPages((_, n) => html(`render ${n}`));
    for (const target of ["/ergebnisse/bundesliga?round=1-spieltag", "/ergebnisse/bundesliga/tabelle?round=123", "/ergebnisse/bundesliga/tabelle?round=123"]) {
      await site.handle(get(target));
    }
    expect(site.renders()).toBe(3);
    expect(site.stats().entries).toBe(0);
    expect(cachePlan(new URL("http://localhost/en/results/bundesliga/7-matchday?round=8-matchday"))).toEqual({ kind: "uncached" });
    // The date picker's `?day=` likewise; the day in the path is a page of its own, keyed by its path.
    expect(cachePlan(new URL("http://localhost/ergebnisse?day=2025-05-17"))).toEqual({ kind: "uncached" });
    expect(cachePlan(new URL("http://localhost/ergebnisse/2025-05-17?x=1"))).toEqual({ kind: "key", key: "/ergebnisse/2025-05-17" });
  });

  it("keys pages without the request's host: a made-up Host header neither renders nor stores anything new", async () => {
    const site = memoryPages((_, n) => html(`render ${n}`));
    await site.handle(new Request("http://localhost:3000/faq"));
    expect(await (await site.handle(new Request("http://evil.example/faq"))).text()).toContain("render 1");
    for (let i = 0; i < 20; i++) expect(site.fromMemory("/faq", { host: `h${i}.example` })).toBeDefined();
    expect(site.renders()).toBe(1);
    expect(site.stats().entries).toBe(1);
  });

  it("stores a page's data request (`.data`) under its own key with the page's rules and default Cache-Control", async () => {
    const data = (init: ResponseInit = {}) =>
      new Response('[{"_1":2},"root"]', {
        ...init,
        headers: { "Content-Type": "text/x-script", "X-Remix-Response": "yes", ...(init.headers as Record<string, string>) },
      });
    const site = memoryPages((request, n) => (new URL(request.url).pathname.endsWith(".data") ? data() : html(`render ${n}`)));
    const first = await site.handle(get("/faq.data"));
    expect(first.headers.get("Cache-Control")).toBe(CACHE_CONTROL.page);
    expect(first.headers.get("ETag")).toMatch(/^"[\w-]+"$/);
    expect(await first.text()).toBe('[{"_1":2},"root"]');
    expect(site.fromMemory("/faq.data?utm=1")!.body.toString()).toBe('[{"_1":2},"root"]');
    expect(site.fromMemory("/faq")).toBeUndefined();
    await site.handle(get("/_.data?_routes=root,home-de"));
    expect(site.fromMemory("/_.data?_routes=root,home-de")).toBeDefined();
    expect(site.fromMemory("/_.data")).toBeUndefined();
    // A loader list that names other routes than the page's is answered, never stored.
    expect(cachePlan(new URL("http://localhost/faq.data?_routes=root,about-de"))).toEqual({ kind: "uncached" });
    expect(cachePlan(new URL("http://localhost/faq.data?_routes=root,root"))).toEqual({ kind: "uncached" });
    expect(cachePlan(new URL("http://localhost/faq.data?q=abseits&_routes=faq-de"))).toEqual({ kind: "key", key: "/faq.data?_routes=faq-de&q=abseits" });
    expect(site.renders()).toBe(2);

    const perVisitor = memoryPages(() => data({ headers: { "Cache-Control": "private, no-store" } }));
    await perVisitor.handle(get("/download.data"));
    await perVisitor.handle(get("/download.data"));
    expect(perVisitor.renders()).toBe(2);
    expect(perVisitor.stats().entries).toBe(0);
  });

  it("stores the route discovery manifest's answer per path set and build version", async () => {
    const manifest = (request: Request) =>
      new URL(request.url).searchParams.get("version") === "v1"
        ? Response.json({ "faq-de": { id: "faq-de" } }, { headers: { "Cache-Control": "public, max-age=31536000, immutable" } })
        : new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
    const site = memoryPages(manifest);
    const target = `/__manifest?${new URLSearchParams({ paths: "/en,/en/faq,/faq", version: "v1" })}`;
    await site.handle(get(target));
    const hit = site.fromMemory(target)!;
    expect(JSON.parse(hit.body.toString())).toEqual({ "faq-de": { id: "faq-de" } });
    expect(hit.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(site.fromMemory(`/__manifest?${new URLSearchParams({ paths: "/en,/faq", version: "v1" })}`)).toBeUndefined();
    // A stale client's version gets 204 (reload), never stored.
    await site.handle(get(`/__manifest?${new URLSearchParams({ paths: "/faq", version: "v0" })}`));
    await site.handle(get(`/__manifest?${new URLSearchParams({ paths: "/faq", version: "v0" })}`));
    expect(site.renders()).toBe(3);
    expect(site.stats().entries).toBe(1);
  });

  it("answers requests with an Authorization header from the cache, on the fast path too", async () => {
    const site = memoryPages((_, n) => html(`render ${n}`));
    await site.handle(get("/faq"));
    expect(site.fromMemory("/faq", { authorization: "Bearer x" })!.body.toString()).toContain("render 1");
    expect(site.renders()).toBe(1);
  });
});

describe("the page cache's admission", () => {
  const byPath = (request: Request) => html(`${new URL(request.url).pathname}${new URL(request.url).search}`);

  it("keeps a page asked for again; evicts the least recently used of those when full", async () => {
    const site = memoryPages(byPath, { maxEntries: 10 });
    for (const path of ["/a", "/b", "/c"]) {
      await site.handle(get(path));
      expect(site.fromMemory(path), path).toBeDefined(); // asked again: kept
    }
    // Pages asked for three times each, more often than /b and /c.
    for (let i = 0; i < 30; i++) {
      await site.handle(get(`/p${i}`));
      site.fromMemory(`/p${i}`);
      site.fromMemory(`/p${i}`);
      site.fromMemory("/a");
    }
    expect(site.fromMemory("/a")).toBeDefined(); // used all along
    expect(site.fromMemory("/b")).toBeUndefined(); // least recently used
    expect(site.stats().entries).toBeLessThanOrEqual(10);
  });

  it("does not let a flood of first-time keys evict a page that is being hit, nor grow beyond a small probation segment", async () => {
    const site = memoryPages(byPath, { maxEntries: 100 });
    const hot = ["/faq", "/", "/kontakt"];
    for (const path of hot) await site.handle(get(path));
    for (let i = 0; i < 5; i++) for (const path of hot) site.fromMemory(path);
    // Made-up search terms, each asked for once: rendered (the FAQ reads `q`), kept in probation only.
    for (let i = 0; i < 2000; i++) {
      await site.handle(get(`/faq?q=${i}`));
      if (i % 50 === 0) for (const path of hot) site.fromMemory(path);
    }
    for (const path of hot) expect(site.fromMemory(path), path).toBeDefined();
    expect(site.stats().probation.entries).toBeLessThanOrEqual(10);
    expect(site.stats().entries).toBeLessThanOrEqual(hot.length + 10);
    // Asked for twice each, they may fill the room the main segment has, never take the place of a page being hit.
    for (let i = 0; i < 2000; i++) {
      await site.handle(get(`/faq?q=twice${i}`));
      await site.handle(get(`/faq?q=twice${i}`));
      if (i % 50 === 0) for (const path of hot) site.fromMemory(path);
    }
    for (const path of hot) expect(site.fromMemory(path), path).toBeDefined();
    expect(site.stats().entries).toBeLessThanOrEqual(100);
    expect(site.renders()).toBe(hot.length + 4000);
  });

  it("counts a key's asks once per client: keys one client asks for twice stay in probation, a page two clients ask for is admitted", async () => {
    const site = memoryPages(byPath, { maxEntries: 100, clientOf: (req) => req.headers["x-client"] as string | undefined });
    const as = (client: string) => ({ "x-client": client });
    const hot = ["/faq", "/", "/kontakt"];
    for (const path of hot) {
      await site.visit(path, as("192.0.2.1"));
      expect(site.fromMemory(path, as("192.0.2.1")), path).toBeDefined();
      expect(site.stats().entries - site.stats().probation.entries, `${path} asked twice by one client`).toBe(hot.indexOf(path));
      site.fromMemory(path, as("2001:db8:1:2::/64"));
      expect(site.stats().entries - site.stats().probation.entries, `${path} asked by a second client`).toBe(hot.indexOf(path) + 1);
    }
    // One client's made-up keys, each asked for twice (the second ask a hit in probation): the main
    // segment's free room stays free, and the pages being hit stay.
    for (let i = 0; i < 500; i++) {
      await site.visit(`/faq?q=twice${i}`, as("203.0.113.7"));
      await site.visit(`/faq?q=twice${i}`, as("203.0.113.7"));
      if (i % 50 === 0) for (const path of hot) site.fromMemory(path, as("192.0.2.9"));
    }
    for (const path of hot) expect(site.fromMemory(path), path).toBeDefined();
    // At most a few: those the sketch over-counts through collisions (a small one here, of 1,024 counters a row).
    const admitted = site.stats().entries - site.stats().probation.entries;
    expect(admitted - hot.length).toBeLessThanOrEqual(5);
    expect(site.stats().probation.entries).toBeLessThanOrEqual(10);
    expect(site.renders()).toBe(hot.length + 500);
    // Reads that name no client (the host itself) count each: asked for twice, a page is admitted.
    await site.visit("/ueber-uns");
    site.fromMemory("/ueber-uns");
    expect(site.stats().entries - site.stats().probation.entries).toBe(admitted + 1);
  });

  it("admits pages by how often they were asked for, once the main segment is full", async () => {
    const site = memoryPages(byPath, { maxEntries: 20 });
    // Eighteen pages fill the main segment, each asked for three times.
    for (let i = 0; i < 18; i++) {
      await site.handle(get(`/page${i}`));
      site.fromMemory(`/page${i}`);
      site.fromMemory(`/page${i}`);
    }
    expect(site.stats().entries - site.stats().probation.entries).toBe(18);
    // Keys asked for twice each do not displace them.
    for (let i = 0; i < 30; i++) {
      await site.handle(get(`/twice${i}`));
      site.fromMemory(`/twice${i}`);
    }
    for (let i = 0; i < 18; i++) expect(site.fromMemory(`/page${i}`), `/page${i}`).toBeDefined();
    // A page asked for more often than the coldest of them takes its place.
    await site.handle(get("/popular"));
    for (let i = 0; i < 6; i++) site.fromMemory("/popular");
    for (let i = 0; i < 5; i++) await site.handle(get(`/once${i}`));
    expect(site.fromMemory("/popular")).toBeDefined();
    expect(site.stats().entries - site.stats().probation.entries).toBe(18);
  });

  it("counts a read once toward admission, even when it finds its entry expired and renders it anew", async () => {
    const site = memoryPages(
      (request) => html(new URL(request.url).pathname, { headers: { "Cache-Control": `public, s-maxage=${request.url.endsWith("/x") ? 10 : 300}` } }),
      { maxEntries: 20 },
    );
    // Eighteen pages fill the main segment, each asked for four times.
    for (let i = 0; i < 18; i++) {
      await site.visit(`/page${i}`);
      for (let n = 0; n < 3; n++) site.fromMemory(`/page${i}`);
    }
    // /x, asked for twice, waits in probation; it expires there, and is asked for twice more.
    await site.visit("/x");
    site.fromMemory("/x");
    site.advance(11_000);
    await site.visit("/x");
    expect(site.renders()).toBe(20);
    site.fromMemory("/x");
    // Asked for four times, as often as each of them: it does not take the place of one.
    for (let i = 0; i < 18; i++) expect(site.fromMemory(`/page${i}`), `/page${i}`).toBeDefined();
  });

  it("counts the compressed copies, at their exact size, and what else an entry keeps alive against the byte limit", async () => {
    // About 16 KB of base64: each compressed copy keeps about three quarters of it.
    const text = randomBytes(12_000).toString("base64");
    const site = memoryPages((request) => html(`${new URL(request.url).pathname} ${text}`), { maxBytes: 60_000 });
    await site.visit("/a");
    const stored = site.stats().bytes;
    // The body, plus the key, the headers (two bytes a character) and the entry's own objects.
    expect(stored).toBeGreaterThan(16_000 + 1_000);
    const br = site.fromMemory("/a", BR)!;
    const gzip = site.fromMemory("/a", GZIP)!;
    await Promise.all([br.done, gzip.done]);
    expect([br.headers["content-encoding"], gzip.headers["content-encoding"]]).toEqual(["br", "gzip"]);
    // Each copy at its exact size, plus its buffer's own objects.
    expect(site.stats().entries).toBe(1);
    expect(site.stats().bytes - stored - br.body.byteLength - gzip.body.byteLength).toBeGreaterThan(0);
    expect(site.stats().bytes - stored - br.body.byteLength - gzip.body.byteLength).toBeLessThan(512);
    // /a with its copies and /b no longer fit: /b, asked for once, does not displace /a, asked for often.
    await site.visit("/b");
    expect(site.fromMemory("/a")).toBeDefined();
    expect(site.stats().bytes).toBeLessThanOrEqual(60_000);
  });
});

describe("the query parameters pages read", () => {
  it("are declared in app/http/page-query.server.ts with the pages that read them: only these modules read the query, and only those parameters", () => {
    const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../app");
    const readers = readdirSync(app, { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== path.join("http", "page-query.server.ts"))
      .filter((file) => /\bsearchParams\b|useSearchParams|location\.search\b|URLSearchParams\(/.test(readFileSync(path.join(app, file), "utf8")))
      .sort();
    // A module that starts reading the query declares its parameters, and the pages it serves, in
    // PAGE_QUERY (app/http/page-query.server.ts), then joins this list.
    expect(readers).toEqual([
      // Not a page: the preview's own addresses (/preview, /preview/end), answered before the page cache, never stored.
      "content/preview.server.ts",
      "features/company/FaqSearch.tsx",
      "features/company/faq.tsx",
      "features/contact/use-contact-form.ts",
      // Not a page: the followed teams' resource route, answered `private` (one visitor's own list), which no cache stores.
      "features/favourites/followed-teams-route.ts",
      // Not a page: the live stream's competitions (`/live?c=…`), answered before the page cache, never stored.
      "features/live/protocol.server.ts",
      "features/results/competition/matches.server.ts",
      "features/results/competition/scorers-route.tsx",
      "features/results/competition/table-page.server.ts",
      "features/results/day/day-page.server.ts",
      "features/search/search-answer.server.ts",
    ]);
    const declared = Object.fromEntries(Object.entries(PAGE_QUERY).map(([name, rule]) => [name, [...rule.pages].sort()]));
    expect(declared).toEqual({
      // features/company/faq.tsx and its search, FaqSearch.tsx
      q: ["faq"],
      // features/contact/use-contact-form.ts (the contact form's state), on the contact page
      sent: ["contact"],
      // features/results/competition/matches.server.ts (the matches tab and a round) and table-page.server.ts (a table and a table after a matchday)
      round: ["results", "results-round", "results-table", "results-table-round"],
      // features/results/day/day-page.server.ts (the date picker of the results start page)
      day: ["results"],
      // features/results/competition/scorers-route.tsx
      all: ["results-scorers"],
      // features/results/competition/table-page.server.ts
      view: ["results-table", "results-table-round"],
    });
    // Each page named is one whose module reads the query itself or through the reader that serves it.
    const modules = (pages: readonly string[]) => pages.map((page) => PAGE_SOURCES[page as keyof typeof PAGE_SOURCES].module);
    expect(modules(PAGE_QUERY.q!.pages)).toEqual(["features/company/faq.tsx"]);
    // The site search reads it too (features/search/search-answer.server.ts), and its answers are never stored.
    const q = PAGE_QUERY.q!;
    expect("uncached" in q && modules(q.uncached ?? [])).toEqual(["features/search/search.tsx"]);
    expect(modules(PAGE_QUERY.all!.pages)).toEqual(["features/results/competition/scorers-route.tsx"]);
    expect(modules(PAGE_QUERY.day!.pages)).toEqual(["features/results/routes/results.tsx"]);
    expect(new Set(modules(PAGE_QUERY.view!.pages))).toEqual(new Set(["features/results/competition/table-route.tsx"]));
  });
});
