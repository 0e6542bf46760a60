import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { CACHE_CONTROL, sharedMaxAge } from "../app/http/cache-control.ts";
import { PAGE_QUERY_PARAMS } from "../app/http/page-query.ts";
import { createPageHandler, type PageCacheOptions, pageCacheKey } from "./page-cache.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

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

  it("never stores no-store, private, error or cookie-setting answers", async () => {
    const cases: ResponseInit[] = [
      { headers: { "Cache-Control": "no-store" } },
      { headers: { "Cache-Control": "private, max-age=60" } },
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

  it("secures non-HTML answers without buffering them", async () => {
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
  it("answer on the socket with precompressed bodies and 304s", async () => {
    const { createServer } = await import("node:http");
    const { gunzipSync } = await import("node:zlib");
    const pages = createPageHandler(async () => html("<p>stored</p>"), { https: false });
    let rendered = 0;
    const server = createServer(async (req, res) => {
      const origin = `http://${req.headers.host}`;
      if (pages.serveFromMemory(req, res, origin)) return;
      rendered++;
      const response = await pages.handle(new Request(origin + req.url));
      res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const { request } = await import("node:http");
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
      // The copies are compressed off the request path, just after the page is stored.
      let second = await fetchRaw({ "accept-encoding": "gzip" });
      await vi.waitFor(async () => {
        second = await fetchRaw({ "accept-encoding": "gzip" });
        expect(second.headers["content-encoding"]).toBe("gzip");
      });
      expect(rendered).toBe(1);
      expect(second.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(second.body).toString()).toBe(first.body.toString());
      expect(second.headers["content-security-policy"]).toContain("sha256-");
      const third = await fetchRaw({ "if-none-match": String(first.headers.etag) });
      expect(third.status).toBe(304);
      expect(rendered).toBe(1);
    } finally {
      server.close();
    }
  });
});

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
  type Served = { status: number; headers: Record<string, string>; body: Buffer };
  /** The fast path's answer to a GET of `target`, or undefined when it was no hit. */
  const fromMemory = (target: string, headers: Record<string, string> = {}): Served | undefined => {
    let served: Served | undefined;
    const res = {
      writeHead(status: number, head: Record<string, string>) {
        served = { status, headers: head, body: Buffer.alloc(0) };
        return res;
      },
      end(body?: Uint8Array) {
        if (body) served!.body = Buffer.from(body);
        return res;
      },
    };
    const req = { method: "GET", url: target, headers } as unknown as IncomingMessage;
    return pages.serveFromMemory(req, res as unknown as ServerResponse, "http://localhost") ? served : undefined;
  };
  return { ...pages, fromMemory, urls, renders: () => renders, advance: (ms: number) => (now += ms) };
}

const BR = { "accept-encoding": "gzip, deflate, br" };

describe("the page cache", () => {
  it("answers a hit without compressing on the request path: the body until the brotli copy is ready, then the copy", async () => {
    const site = memoryPages(() => html(`<p>${"Tor! ".repeat(4000)}</p>`));
    await site.handle(get("/p"));
    // Right after the page is stored: its copies are being compressed on the thread pool.
    const first = site.fromMemory("/p", BR)!;
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBeUndefined();
    expect(first.headers["vary"]).toBe("Accept-Encoding");
    expect(first.headers["content-length"]).toBe(String(first.body.byteLength));
    const identity = first.body.toString();
    expect(identity).toContain("Tor! Tor!");
    await vi.waitFor(() => expect(site.fromMemory("/p", BR)!.headers["content-encoding"]).toBe("br"));
    const later = site.fromMemory("/p", BR)!;
    expect(brotliDecompressSync(later.body).toString()).toBe(identity);
    expect(Number(later.headers["content-length"])).toBe(later.body.byteLength);
    expect(later.body.byteLength).toBeLessThan(identity.length / 10);
    // `br;q=0` refuses brotli; without Accept-Encoding the body goes as it is.
    expect(site.fromMemory("/p", { "accept-encoding": "br;q=0, gzip" })!.headers["content-encoding"]).toBe("gzip");
    expect(site.fromMemory("/p")!.body.toString()).toBe(identity);
    expect(site.renders()).toBe(1);
  });

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
    await site.handle(get("/kontakt?sent=1&q=x"));
    expect(site.fromMemory("/kontakt?q=x&z=0&sent=1")!.body.toString()).toContain("render 3");
    expect(site.urls).toEqual(["http://localhost/faq?w=1", "http://localhost/faq?q=abseits&w=3", "http://localhost/kontakt?sent=1&q=x"]);
    expect(pageCacheKey(new URL("http://localhost/p?sent=1&x=2&q=a%20b&q=c"))).toBe("http://localhost/p?q=a+b&q=c&sent=1");
  });

  it("answers requests with an Authorization header from the cache, on the fast path too", async () => {
    const site = memoryPages((_, n) => html(`render ${n}`));
    await site.handle(get("/faq"));
    expect(site.fromMemory("/faq", { authorization: "Bearer x" })!.body.toString()).toContain("render 1");
    expect(site.renders()).toBe(1);
  });

  it("evicts the least recently used entry first", async () => {
    const site = memoryPages((request) => html(new URL(request.url).pathname), { maxEntries: 2 });
    await site.handle(get("/a"));
    await site.handle(get("/b"));
    expect(site.fromMemory("/a")).toBeDefined(); // /a is now used more recently than /b
    await site.handle(get("/c"));
    expect(site.fromMemory("/b")).toBeUndefined();
    await site.handle(get("/a")); // a hit through the page handler counts as well
    await site.handle(get("/d"));
    expect(site.fromMemory("/c")).toBeUndefined();
    expect(site.fromMemory("/a")).toBeDefined();
    expect(site.fromMemory("/d")).toBeDefined();
    expect(site.renders()).toBe(4);
  });

  it("counts the compressed copies, at their exact size, against the byte limit", async () => {
    // About 16 KB of base64: each compressed copy keeps about three quarters of it.
    const text = randomBytes(12_000).toString("base64");
    const site = memoryPages((request) => html(`${new URL(request.url).pathname} ${text}`), { maxBytes: 50_000 });
    await site.handle(get("/a"));
    const identityOnly = site.stats().bytes;
    expect(identityOnly).toBeGreaterThan(16_000);
    await vi.waitFor(() => expect(site.fromMemory("/a", { "accept-encoding": "gzip" })!.headers["content-encoding"]).toBe("gzip"));
    const br = site.fromMemory("/a", BR)!;
    const gzip = site.fromMemory("/a", { "accept-encoding": "gzip" })!;
    expect(br.headers["content-encoding"]).toBe("br");
    expect(site.stats()).toEqual({ entries: 1, bytes: identityOnly + br.body.byteLength + gzip.body.byteLength });
    // /a with its copies and /b's body no longer fit in 50,000 bytes, though the two bodies would.
    await site.handle(get("/b"));
    expect(site.fromMemory("/a")).toBeUndefined();
    expect(site.fromMemory("/b")).toBeDefined();
    expect(site.stats().bytes).toBeLessThanOrEqual(50_000);
  });
});

describe("the query parameters pages read", () => {
  it("are declared in app/http/page-query.ts: only these modules read the query, and only those parameters", () => {
    const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../app");
    const readers = readdirSync(app, { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== path.join("http", "page-query.ts"))
      .filter((file) => /\bsearchParams\b|useSearchParams|location\.search\b|URLSearchParams\(/.test(readFileSync(path.join(app, file), "utf8")))
      .sort();
    // A module that starts reading the query declares its parameters in PAGE_QUERY_PARAMS, then joins this list.
    expect(readers).toEqual([
      "contact/ContactForm.tsx",
      "pages/faq.tsx",
      "pages/results-scorers.tsx",
      "pages/results/matches-view.server.ts",
      "pages/results/table-page.server.ts",
    ]);
    expect([...PAGE_QUERY_PARAMS].sort()).toEqual(["all", "q", "round", "sent", "view"]);
  });
});
