import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CACHE_CONTROL, sharedMaxAge } from "../app/http/cache-control.ts";
import { createPageHandler } from "./page-cache.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

const html = (body: string, init: ResponseInit = {}) =>
  new Response(`<!DOCTYPE html><html><head><script>window.x=1</script></head><body>${body}</body></html>`, {
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
  it("keeps storable pages for their s-maxage, keyed by the full URL", async () => {
    const site = setup((_, n) => html(`render ${n}`, { headers: { "Cache-Control": "public, s-maxage=60" } }));
    expect(await (await site.handle(get("/a"))).text()).toContain("render 1");
    expect(await (await site.handle(get("/a"))).text()).toContain("render 1");
    expect(await (await site.handle(get("/a?x=1"))).text()).toContain("render 2");
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

  it("does not store answers to POSTs or requests with credentials", async () => {
    const site = setup(() => html("x"));
    await site.handle(new Request("http://localhost/kontakt", { method: "POST", body: "a=b" }));
    await site.handle(get("/kontakt", { authorization: "Bearer x" }));
    await site.handle(get("/kontakt", { authorization: "Bearer x" }));
    expect(site.renders()).toBe(3);
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
    const expected = createHash("sha256").update("window.x=1").digest("base64");
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
      transformHtml: (page) => (rewrites++, page.replace("window.x=1", "window.x=2")),
    });
    const first = await handle(get("/"));
    const second = await handle(get("/"));
    expect(await second.text()).toContain("window.x=2");
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(first.headers.get("Content-Security-Policy")).toContain(`'sha256-${createHash("sha256").update("window.x=2").digest("base64")}'`);
    expect(first.headers.get("Content-Security-Policy")).not.toContain(createHash("sha256").update("window.x=1").digest("base64"));
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
  it("hash executable inline scripts only", () => {
    const page = `<script>a()</script><script type="module">import "/x.js"</script><script src="/y.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(inlineScriptHashes(page)).toHaveLength(2);
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
      const second = await fetchRaw({ "accept-encoding": "gzip" });
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
