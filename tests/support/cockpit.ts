/**
 * A real Cockpit v1 for the tests (scripts/cms/local-cockpit.ts): unpacked from the archive beside the
 * repository into a temporary folder, configured with the site's languages, installed, given a token
 * and served by `php -S` on a port of the tests' range. `COCKPIT_SKIP` says why it cannot run here
 * (no archive, no PHP), for a skip with that message; PHP is installed first when missing and this
 * runs as root (scripts/cms/ensure-php.sh), as scripts/ensure-chromium.sh does for Chromium.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cockpitUnavailable, findCockpitArchive, startLocalCockpit, type LocalCockpit } from "#scripts/cms/local-cockpit.ts";
import { ROOT } from "./reliability.ts";

function unavailableAfterInstall(): string | undefined {
  const missing = cockpitUnavailable(ROOT);
  if (!missing?.startsWith("PHP") || process.getuid?.() !== 0) return missing;
  spawnSync("bash", [path.join(ROOT, "scripts/cms/ensure-php.sh")], { stdio: "inherit" });
  return cockpitUnavailable(ROOT);
}

/** Why the real-Cockpit tests cannot run here, or undefined. */
export const COCKPIT_SKIP = unavailableAfterInstall();
if (COCKPIT_SKIP) console.warn(`[cockpit] real-Cockpit tests skipped: ${COCKPIT_SKIP}`);

export interface TestCockpit extends LocalCockpit {
  /** A call of Cockpit's REST API with the token; throws unless it answers 200. */
  api<T = unknown>(method: "GET" | "POST", target: string, body?: unknown): Promise<T>;
}

export async function startTestCockpit(port: number, token: string): Promise<TestCockpit> {
  const directory = mkdtempSync(path.join(tmpdir(), "cockpit-test-"));
  // Twelve workers: a collection slowed down on purpose (`slowDown`) holds a worker per read, as a slow
  // Cockpit would, also after the site gave up waiting, and a site reads FAQs in three languages when it
  // starts; the other reads (a starting site's ten, the pages') must still find free workers, or they
  // would time out behind the sleep. With eight, on two cores beside another reliability file, the
  // impatient site's first press page missed its 5 s once.
  const cockpit = await startLocalCockpit({ archive: findCockpitArchive(ROOT)!, directory, port, token, testHooks: true, workers: 12 });
  return {
    ...cockpit,
    async api<T>(method: "GET" | "POST", target: string, body?: unknown): Promise<T> {
      const response = await fetch(cockpit.apiUrl + target, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${method} ${target}: HTTP ${response.status} ${text.slice(0, 200)}`);
      return JSON.parse(text) as T;
    },
  };
}
