import type { ViteDevServer } from "vite";
import type { createSite as CreateSite, Site } from "./app.ts";

/**
 * The site in development (`npm run dev`), as Vite's module graph has it now. A change to `app/routes.ts` or the route
 * table restarts Vite's server: Vite keeps the server's object (it copies the new server into it) but closes the
 * module runner the site was loaded through, and the new graph has context keys of its own, which a site of the old
 * graph would not fill. So the first request after a restart loads the site anew through the restarted server, stops
 * the old one and waits for the new; a site that fails to load answers 500 with the reason, and the next request
 * tries again.
 */
export async function developmentSite(vite: ViteDevServer): Promise<Site> {
  const load = async () => {
    const { createSite } = (await vite.ssrLoadModule("./server/app.ts")) as { createSite: typeof CreateSite };
    return createSite({ pageCache: false, staticFiles: { middleware: (req, res, next) => vite.middlewares(req, res, next) } });
  };
  let current = await load();
  // Vite resolves its configuration anew on every restart: a new object says the graph is new.
  let loadedWith = vite.config;
  let reloading: Promise<void> | undefined;
  const reload = async (config: typeof loadedWith) => {
    const next = await load();
    await current.stop();
    current = next;
    loadedWith = config;
    current.start();
  };
  const upToDate = () => {
    if (vite.config !== loadedWith) reloading ??= reload(vite.config).finally(() => (reloading = undefined));
    return reloading;
  };
  return {
    env: current.env,
    log: current.log,
    listener(req, res) {
      const waiting = upToDate();
      if (!waiting) return current.listener(req, res);
      waiting.then(
        () => current.listener(req, res),
        (error: unknown) => {
          res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
          res.end(`The site could not be loaded after Vite restarted: ${error instanceof Error ? error.message : String(error)}\n`);
        },
      );
    },
    start: () => current.start(),
    stop: () => current.stop(),
    metrics: current.metrics && { ...current.metrics, listener: (req, res) => current.metrics!.listener(req, res) },
    endLiveStreams: () => current.endLiveStreams(),
  };
}
