/**
 * The anchor's production server: `node scripts/audit/anchor-server.ts <build directory> <port>`,
 * started by anchor.ts. What the site's server does for a first visit and nothing more: the same
 * compression middleware, the same static-file server (hashed assets cached for a year), React
 * Router's request handler behind the same @remix-run/node-fetch-server. /healthz answers once it listens.
 */
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@remix-run/node-fetch-server";
import compression from "compression";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import sirv from "sirv";

const [buildDirectory, port] = process.argv.slice(2);
if (!buildDirectory || !port) {
  console.error("usage: node scripts/audit/anchor-server.ts <build directory> <port>");
  process.exit(2);
}

const build = (await import(pathToFileURL(path.join(buildDirectory, "server/index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
// React Router 8 hands every request a context provider (its middleware API): here an empty one.
const render = createRequestListener((request) => handle(request, new RouterContextProvider()));
const files = sirv(path.join(buildDirectory, "client"), {
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600");
  },
});
const compress = compression();

createServer((req, res) => {
  if (req.url === "/healthz") return void res.writeHead(200, { "Content-Type": "text/plain" }).end("ok\n");
  // The browser's favicon and Lighthouse's robots.txt: answered here, not by a not-found render that logs an error.
  if (req.url === "/favicon.ico") return void res.writeHead(404, { "Content-Type": "text/plain" }).end();
  if (req.url === "/robots.txt") return void res.writeHead(200, { "Content-Type": "text/plain" }).end("User-agent: *\nAllow: /\n");
  compress(req as never, res as never, () => files(req, res, () => render(req, res)));
}).listen(Number(port), "127.0.0.1");
