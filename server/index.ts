/**
 * The process: one Node HTTP server for the whole site (docs/architecture.md, "The request path").
 *
 * - `node server/index.ts` (production, `npm start`): runs the server build, `build/server/index.js`,
 *   whose entry is `server/app.ts` compiled together with the React Router app, and serves the files
 *   of `build/client`.
 * - `node server/index.ts --dev` (`npm run dev`): Vite in middleware mode loads the same
 *   `server/app.ts` from source, with hot reload and without the page cache, so development runs
 *   the pipeline production runs (security headers, CSP, the embedded /api).
 *
 * NODE_ENV must be set by the caller: React reads it when it is first imported.
 */
import { createServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { createSite as CreateSite, Site } from "./app.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const development = process.argv.includes("--dev");

/** Both the configuration and the composition root explain what they refuse; nothing else to add. */
const STARTUP_ERRORS = new Set(["EnvError", "StartupError"]);

async function startSite(server: Server): Promise<{ site: Site; closeTooling(): Promise<void> }> {
  if (development) {
    const { createServer: createViteServer } = await import("vite");
    // Hot reload over the site's own port, which the CSP's connect-src 'self' allows.
    const vite = await createViteServer({ root, server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
    // The site from source through Vite, loaded anew after Vite restarts (server/development-site.ts).
    const { developmentSite } = await import("./development-site.ts");
    return { site: await developmentSite(vite), closeTooling: () => vite.close() };
  }
  const { createSite } = (await import(path.join(root, "build/server/index.js"))) as { createSite: typeof CreateSite };
  const site = await createSite({
    pageCache: true,
    staticFiles: { directory: path.join(root, "build/client") },
    // Run from source by Node, like this file: a file of the release, not of the build.
    cardWorker: path.join(root, "app/features/cards/render-worker.server.ts"),
  });
  return { site, closeTooling: async () => {} };
}

// The listener exists once the site is built; the server must exist before (Vite's hot reload uses it).
const handler: { current?: Site["listener"] } = {};
let shuttingDown = false;
const server = createServer((req, res) => {
  // Once shutting down, every answer closes its connection: a proxy's kept-alive connection would
  // otherwise carry new requests to this process until it is forced to exit.
  if (shuttingDown) res.setHeader("Connection", "close");
  handler.current!(req, res);
});
// Slow or stalled clients cannot hold a connection forever.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;

let started: Awaited<ReturnType<typeof startSite>>;
try {
  started = await startSite(server);
} catch (error) {
  if (error instanceof Error && STARTUP_ERRORS.has(error.name)) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const { site, closeTooling } = started;
const { log } = site;
handler.current = site.listener;

// Metrics get a listener of their own (METRICS_HOST, loopback by default): never the public port.
const metricsServer = site.metrics ? createServer(site.metrics.listener) : undefined;
if (metricsServer && site.metrics) {
  const { host, port } = site.metrics;
  metricsServer.on("error", (error) => {
    console.error(`The metrics listener could not listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  metricsServer.listen(port, host, () => log("info", "metrics_listening", { url: `http://${host}:${port}/metrics` }));
}

server.listen(site.env.PORT, site.env.HOST, () => {
  log("info", "listening", { url: `http://${site.env.HOST ?? "localhost"}:${site.env.PORT}`, siteUrl: site.env.SITE_URL, development });
  site.start();
});

/**
 * SIGTERM: stop accepting connections, end the live streams, let requests in flight finish, let a
 * contact message being sent be marked, then exit (within 10 s at the latest: a service manager's
 * stop timeout must be above that). Contact messages are already durable in the outbox (SQLite,
 * synchronous writes); undelivered ones are sent when this DATA_DIR's server runs again.
 */
function shutdown(signal: string) {
  log("info", "shutdown", { signal });
  shuttingDown = true;
  metricsServer?.close();
  server.close(() => {
    void site
      .stop()
      .then(closeTooling)
      .finally(() => {
        log("info", "stopped");
        process.exit(0);
      });
  });
  // Live streams never end by themselves: ended now, their connections turn idle and close.
  site.endLiveStreams();
  server.closeIdleConnections();
  setTimeout(() => {
    log("warn", "shutdown_forced", { reason: "requests still open after 9 s" });
    process.exit(0);
  }, 9_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
