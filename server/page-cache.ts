import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { CACHE_CONTROL, sharedMaxAge } from "../app/http/cache-control.ts";
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

/**
 * What the server does around React Router for every answer (docs/architecture.md, "The request path"):
 * - HTML is buffered and rewritten once (`transformHtml`); its inline scripts are hashed into the
 *   Content-Security-Policy, it gets a strong ETag (If-None-Match → 304) and a default
 *   Cache-Control when the page set none;
 * - anonymous GETs of storable pages (`s-maxage` > 0, 200 or 404, no Set-Cookie) are kept in memory,
 *   keyed by the full URL, for `s-maxage` seconds; concurrent misses share one render;
 * - every answer carries the security headers.
 * Pages never vary per visitor, which is what makes the URL a sufficient key.
 */
export interface PageCacheOptions {
  https: boolean;
  maxEntries?: number;
  maxBytes?: number;
  /** Upper bound on how long a page stays in memory, whatever its s-maxage says. */
  maxTtlSeconds?: number;
  now?: () => number;
  /** Rewrites each HTML page once, before it is hashed, tagged and stored. */
  transformHtml?: (html: string) => string;
}

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  expiresAt: number;
  storedAt: number;
  /** Compressed once, on the first request that accepts it. */
  encoded?: { br?: Buffer; gzip?: Buffer };
}

/** Whether an If-None-Match header names this entity tag (a list of tags is allowed). */
function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  return (ifNoneMatch ?? "").split(",").some((tag) => tag.trim() === etag);
}

/** The encoding a client accepts that we can serve precompressed: br before gzip. */
function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

const DEFAULT_HTML_POLICY: Record<number, string> = { 200: CACHE_CONTROL.page, 404: CACHE_CONTROL.notFound };

export function createPageHandler(render: (request: Request) => Promise<Response>, options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxTtlMs = (options.maxTtlSeconds ?? 300) * 1000;
  const securityHeaders = baseSecurityHeaders(options.https);
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | undefined>>();
  let bytes = 0;

  function store(key: string, entry: Entry) {
    drop(key);
    entries.set(key, entry);
    bytes += entry.body.byteLength;
    for (const [oldest] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  function drop(key: string) {
    const old = entries.get(key);
    if (!old) return;
    bytes -= old.body.byteLength;
    entries.delete(key);
  }

  function answer(request: Request, entry: Entry): Response {
    const headers = new Headers(entry.headers);
    if (entry.storedAt) headers.set("Age", String(Math.floor((now() - entry.storedAt) / 1000)));
    if (matchesEtag(request.headers.get("if-none-match"), entry.etag)) {
      headers.delete("Content-Length");
      return new Response(null, { status: 304, headers });
    }
    return new Response(request.method === "HEAD" ? null : entry.body, { status: entry.status, headers });
  }

  /** Renders, secures and (for HTML) buffers one answer; `entry` is set when it may be stored. */
  async function renderSecured(request: Request): Promise<{ response?: Response; entry?: Entry; storable: boolean }> {
    const response = await render(request);
    const headers = new Headers(response.headers);
    headers.delete("X-Powered-By");
    for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
    const isHtml = headers.get("Content-Type")?.startsWith("text/html") ?? false;
    if (!isHtml || !response.body || response.status === 304) {
      if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", contentSecurityPolicy([], options.https));
      return { response: new Response(response.body, { status: response.status, statusText: response.statusText, headers }), storable: false };
    }
    const rendered = await response.text();
    const html = options.transformHtml ? options.transformHtml(rendered) : rendered;
    const body = new TextEncoder().encode(html);
    headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html), options.https));
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", DEFAULT_HTML_POLICY[response.status] ?? CACHE_CONTROL.noStore);
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    headers.set("ETag", etag);
    headers.set("Content-Length", String(body.byteLength));
    const ttlMs = Math.min(sharedMaxAge(headers.get("Cache-Control")) * 1000, maxTtlMs);
    const storable = request.method === "GET" && (response.status === 200 || response.status === 404) && ttlMs > 0 && !headers.has("Set-Cookie");
    const entry: Entry = { status: response.status, headers: [...headers], body, etag, expiresAt: now() + ttlMs, storedAt: 0 };
    return { entry, storable };
  }

  /**
   * The fast path for cache hits: answered from memory straight onto the socket, before a web
   * Request is even built, with a precompressed body. Returns false when the request is not a hit.
   */
  function serveFromMemory(req: IncomingMessage, res: ServerResponse, origin: string): boolean {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.authorization) return false;
    const entry = entries.get(origin + (req.url ?? "/"));
    if (!entry || entry.expiresAt <= now()) return false;
    const headers: Record<string, string> = Object.fromEntries(entry.headers);
    headers["age"] = String(Math.floor((now() - entry.storedAt) / 1000));
    headers["vary"] = "Accept-Encoding";
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      delete headers["content-length"];
      res.writeHead(304, headers).end();
      return true;
    }
    const encoding = preferredEncoding(req.headers["accept-encoding"] as string | undefined);
    let body: Uint8Array = entry.body;
    if (encoding) {
      entry.encoded ??= {};
      body = entry.encoded[encoding] ??=
        encoding === "br" ? brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(entry.body, { level: 9 });
      headers["content-encoding"] = encoding;
    }
    headers["content-length"] = String(body.byteLength);
    res.writeHead(entry.status, headers).end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  return { handle, serveFromMemory };

  async function handle(request: Request): Promise<Response> {
    const anonymousRead = (request.method === "GET" || request.method === "HEAD") && !request.headers.has("authorization");
    const key = request.url;
    if (anonymousRead) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return answer(request, hit);
      const pending = inFlight.get(key);
      if (pending) {
        const shared = await pending;
        if (shared) return answer(request, shared);
      }
    }

    const rendering = renderSecured(request);
    if (anonymousRead && request.method === "GET") {
      const sharedResult = rendering.then(
        ({ entry, storable }) => {
          if (!entry || !storable) return undefined;
          const stored = { ...entry, storedAt: now() };
          store(key, stored);
          return stored;
        },
        () => undefined,
      );
      inFlight.set(key, sharedResult);
      void sharedResult.finally(() => inFlight.delete(key));
    }
    const { response, entry } = await rendering;
    return response ?? answer(request, entry!);
  }
}
