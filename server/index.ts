/**
 * The production server: one Node HTTP server for the whole site (DESIGN.md §2). Hashed assets
 * are served immutable for a year, other public files for an hour; everything else goes through
 * the page handler (security headers, CSP, ETag, page cache) to React Router (pages, the embedded
 * /api, feeds, sitemap). Run with NODE_ENV=production set by the caller: React must see it
 * before it is first imported.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestListener } from "@remix-run/node-fetch-server";
import compression from "compression";
import { createRequestHandler, type ServerBuild } from "react-router";
import sirv from "sirv";
import { EnvError, loadEnv } from "../app/config/env.server.ts";
import { CACHE_CONTROL } from "../app/http/cache-control.ts";
import { stampClientAddress } from "./client-address.ts";
import { hydrateAfterPaint } from "./hydrate-after-paint.ts";
import { createPageHandler } from "./page-cache.ts";
import { baseSecurityHeaders } from "./security-headers.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function loadConfiguration() {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const log = (level: string, event: string, fields: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));

const env = loadConfiguration();
const https = env.SITE_URL.startsWith("https:");
const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;

const securityHeaders = baseSecurityHeaders(https);
const plainAnswer = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.noStore, ...securityHeaders, ...extra } });
/** Methods the web platform refuses to even represent as a Request; no route of ours takes them. */
const UNSUPPORTED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
const assets = sirv(path.join(root, "build/client"), {
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? CACHE_CONTROL.immutableAsset : CACHE_CONTROL.publicFile);
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  },
});
const pages = createPageHandler(createRequestHandler(build, env.NODE_ENV), { https, transformHtml: hydrateAfterPaint });
// With SITE_URL set, every request is seen under the public origin: behind a TLS-terminating proxy
// the browser's `Origin: https://…` then matches React Router's origin check for form posts.
const publicOrigin = process.env.SITE_URL ? new URL(env.SITE_URL) : undefined;
const handleWithReactRouter = createRequestListener((request) => pages.handle(request), {
  host: publicOrigin?.host,
  protocol: publicOrigin?.protocol,
  // A request that cannot even be turned into a URL (a malformed Host, say) is the client's error.
  onError(error) {
    if (error instanceof TypeError) return plainAnswer(400, "Bad Request");
    log("error", "unhandled_request_error", { error: String(error) });
    return plainAnswer(500, "Internal Server Error");
  },
});
// Cache keys are full URLs as React Router sees them: protocol://host/path?query.
const originOf = (req: IncomingMessage) => (publicOrigin ? publicOrigin.origin : `http://${req.headers.host ?? "localhost"}`);
const compress = compression();

/**
 * One structured line per answered request: method, path (without the query, which may carry
 * what a visitor typed), status, duration and size. No address, no user agent: nothing the
 * privacy text would have to cover.
 */
function logRequest(req: IncomingMessage, res: ServerResponse, started: number) {
  res.once("finish", () => {
    const path = (req.url ?? "/").split("?")[0]!.slice(0, 300);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log("info", "request", { method: req.method, path, status: res.statusCode, ms, bytes: Number(res.getHeader("content-length")) || undefined });
  });
}

const server = createServer((req, res) => {
  if (env.LOG_REQUESTS) logRequest(req, res, performance.now());
  if (UNSUPPORTED_METHODS.has(req.method ?? "")) {
    res.writeHead(405, { "Content-Type": "text/plain; charset=utf-8", Allow: "GET, HEAD, POST", ...securityHeaders }).end("Method Not Allowed\n");
    return;
  }
  if (pages.serveFromMemory(req, res, originOf(req))) return;
  stampClientAddress(req, env.TRUSTED_PROXY);
  compress(req as never, res as never, () => {
    if (req.method === "GET" || req.method === "HEAD") assets(req, res, () => handleWithReactRouter(req, res));
    else handleWithReactRouter(req, res);
  });
});
// Slow or stalled clients cannot hold a connection forever.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;

server.listen(env.PORT, env.HOST, () => log("info", "listening", { url: `http://${env.HOST ?? "localhost"}:${env.PORT}`, siteUrl: env.SITE_URL }));

/**
 * SIGTERM: stop accepting connections, let requests in flight finish, then exit (within 10 s at
 * the latest). Contact messages are already durable in the outbox (SQLite, synchronous writes);
 * undelivered ones are sent by the next instance.
 */
function shutdown(signal: string) {
  log("info", "shutdown", { signal });
  server.close(() => {
    log("info", "stopped");
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    log("warn", "shutdown_forced", { reason: "requests still open after 9 s" });
    process.exit(0);
  }, 9_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
