/**
 * The production server: one Node HTTP server for the whole site (DESIGN.md §2). Hashed assets
 * are served immutable for a year, other public files for an hour; everything else is React
 * Router (pages, the embedded /api, redirects). Run with NODE_ENV=production set by the caller:
 * React must see it before it is first imported.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestListener } from "@react-router/node";
import compression from "compression";
import sirv from "sirv";
import { EnvError, loadEnv } from "../app/config/env.server.ts";

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

const env = loadConfiguration();
const build = await import(path.join(root, "build/server/index.js"));

const assets = sirv(path.join(root, "build/client"), {
  etag: true,
  gzip: false,
  setHeaders(res, pathname) {
    const hashed = pathname.startsWith("/assets/");
    res.setHeader("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
  },
});
const compress = compression();
const handleWithReactRouter = createRequestListener({ build, mode: env.NODE_ENV });

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  compress(req as never, res as never, () => {
    if (req.method === "GET" || req.method === "HEAD") {
      assets(req, res, () => handleWithReactRouter(req, res));
    } else {
      handleWithReactRouter(req, res);
    }
  });
});

server.listen(env.PORT, env.HOST, () => {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", event: "listening", url: `http://${env.HOST ?? "localhost"}:${env.PORT}`, siteUrl: env.SITE_URL }));
});

function shutdown(signal: string) {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", event: "shutdown", signal }));
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 9_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
