import type { IncomingMessage, ServerResponse } from "node:http";
import type { ViteDevServer } from "vite";
import { describe, expect, it } from "vitest";
import type { Site, SiteOptions } from "./app.ts";
import { developmentSite } from "./development-site.ts";

/** A stand-in for Vite's dev server: `restart()` swaps its configuration, as Vite's restart copies a new server into the object. */
function fakeVite(createSite: (options: SiteOptions) => Promise<Site>) {
  const vite = {
    config: {},
    middlewares: () => {},
    ssrLoadModule: async () => ({ createSite }),
    restart() {
      vite.config = {};
    },
  };
  return vite;
}

/** Sites that answer with their number, and what happened to each. */
function numberedSites(failFrom = Infinity) {
  const events: string[] = [];
  let made = 0;
  const createSite = async () => {
    const number = ++made;
    if (number >= failFrom) throw new Error(`site ${number} is broken`);
    return {
      env: {},
      log: () => {},
      listener: (_req: IncomingMessage, res: ServerResponse) => res.end(`site ${number}`),
      start: () => void events.push(`start ${number}`),
      stop: async () => void events.push(`stop ${number}`),
      endLiveStreams: () => {},
    } as unknown as Site;
  };
  return { createSite, events };
}

/** A request to `site`'s listener; resolves with the status and body it answered. */
function ask(site: Site): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const res = {
      statusCode: 200,
      writeHead(status: number) {
        res.statusCode = status;
      },
      end(body: string) {
        resolve({ status: res.statusCode, body });
      },
    };
    site.listener({} as IncomingMessage, res as unknown as ServerResponse);
  });
}

describe("the development site", () => {
  it("keeps the site it loaded until Vite restarts, then loads it anew once, stopping the old one, for every waiting request", async () => {
    const { createSite, events } = numberedSites();
    const vite = fakeVite(createSite);
    const site = await developmentSite(vite as unknown as ViteDevServer);
    site.start();
    expect((await ask(site)).body).toBe("site 1");
    expect((await ask(site)).body).toBe("site 1");

    vite.restart();
    const answers = await Promise.all([ask(site), ask(site)]);
    expect(answers.map(({ body }) => body)).toEqual(["site 2", "site 2"]);
    expect(events).toEqual(["start 1", "stop 1", "start 2"]);
    expect((await ask(site)).body).toBe("site 2");
  });

  it("answers 500 with the reason while the new site fails to load, and tries again on the next request", async () => {
    const { createSite } = numberedSites(2);
    const vite = fakeVite(createSite);
    const site = await developmentSite(vite as unknown as ViteDevServer);
    vite.restart();
    expect(await ask(site)).toEqual({ status: 500, body: expect.stringContaining("site 2 is broken") });
    expect(await ask(site)).toEqual({ status: 500, body: expect.stringContaining("site 3 is broken") });
  });
});
