/**
 * The anchor's production server: `node scripts/audit/anchor-server.ts <build directory> <port>`,
 * started by anchor.ts. What the site's server does for a first visit and nothing more: the client
 * files compressed ahead as the site's build does them and served by the same static-file server
 * (hashed assets cached for a year), React Router's request handler behind the same
 * @remix-run/node-fetch-server, its pages compressed with the site's encodings and levels
 * (server/compression.ts). /healthz answers once it listens.
 */
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@remix-run/node-fetch-server";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import sirv from "sirv";
import { compress, isCompressible, MIN_COMPRESSED_BYTES, negotiatedEncoding, varyingOnEncoding } from "#server/compression.ts";
import { precompressFiles } from "#server/precompressed-files.ts";

const [buildDirectory, port] = process.argv.slice(2);
if (!buildDirectory || !port) {
  console.error("usage: node scripts/audit/anchor-server.ts <build directory> <port>");
  process.exit(2);
}

const build = (await import(pathToFileURL(path.join(buildDirectory, "server/index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
// React Router 8 hands every request a context provider (its middleware API): here an empty one.
const render = createRequestListener(async (request) => compressed(request, await handle(request, new RouterContextProvider())));
await precompressFiles(path.join(buildDirectory, "client"));
const files = sirv(path.join(buildDirectory, "client"), {
  etag: true,
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600");
  },
});

/** A rendered answer in the encoding the browser takes, as the site's page handler sends a miss. */
async function compressed(request: Request, response: Response): Promise<Response> {
  const encoding = negotiatedEncoding(request.headers.get("accept-encoding"));
  if (!encoding || !isCompressible(response.headers.get("content-type"), response.headers.get("cache-control"))) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  if (body.byteLength < MIN_COMPRESSED_BYTES) return new Response(body, { status: response.status, headers });
  headers.set("Content-Encoding", encoding);
  headers.set("Vary", varyingOnEncoding(headers.get("vary")));
  headers.delete("Content-Length");
  return new Response(await compress(encoding, body), { status: response.status, headers });
}

createServer((req, res) => {
  if (req.url === "/healthz") return void res.writeHead(200, { "Content-Type": "text/plain" }).end("ok\n");
  // The browser's favicon and Lighthouse's robots.txt: answered here, not by a not-found render that logs an error.
  if (req.url === "/favicon.ico") return void res.writeHead(404, { "Content-Type": "text/plain" }).end();
  if (req.url === "/robots.txt") return void res.writeHead(200, { "Content-Type": "text/plain" }).end("User-agent: *\nAllow: /\n");
  files(req, res, () => render(req, res));
}).listen(Number(port), "127.0.0.1");
