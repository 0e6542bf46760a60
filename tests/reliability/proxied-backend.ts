/**
 * What the reliability tests of other backends share: the built site against the embedded backend seen through a
 * proxy that reshapes its answers (a backend of the spec's shapes, one without some calls).
 */
import { rmSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { type EmbeddedBackend, openEmbeddedBackend } from "#results-backend/embedded.ts";
import { dataDirWithResults, type Site, startSite } from "../support/reliability.ts";
import { type Loopback, serveWebHandler } from "../support/results-loopback.ts";

/**
 * For a test's describe block: the built site on `sitePort` against the embedded backend seen through `answer`,
 * started before the block's tests, stopped and removed after them. The getters read the site and the backend
 * behind the proxy.
 */
export function useSiteOnProxiedBackend(
  sitePort: number,
  dirPrefix: string,
  answer: (backend: EmbeddedBackend, request: Request) => Promise<Response>,
): { site(): Site; backend(): EmbeddedBackend } {
  let dataDir: string | undefined;
  let backend: EmbeddedBackend | undefined;
  let proxy: Loopback | undefined;
  let site: Site | undefined;
  beforeAll(async () => {
    dataDir = dataDirWithResults(dirPrefix);
    const opened = (backend = openEmbeddedBackend(dataDir));
    proxy = await serveWebHandler((request) => answer(opened, request));
    site = await startSite(sitePort, { API_BASE_URL: `${proxy.origin}/api`, LOG_REQUESTS: "false" });
  });
  afterAll(async () => {
    await site?.stop();
    await proxy?.close();
    backend?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return { site: () => site!, backend: () => backend! };
}
