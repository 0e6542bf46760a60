/**
 * The anchor: a minimal React Router app (scripts/audit/anchor/: React Router's default document with
 * `Meta`, `Links`, `ScrollRestoration` and `Scripts`, and one index route rendering 20 <details> from
 * its loader), built from the project's own installed React, React Router and Vite, and served in
 * production mode beside the site. Lighthouse's figures scale with the host's CPU; a page's figures
 * against the anchor's, measured in the same run, do not (docs/performance.md;
 * docs/decisions/0706-first-visits-against-an-anchor.md).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, waitForHealth } from "./server.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "../..");
export const ANCHOR_SOURCE = path.join(HERE, "anchor");

export interface RunningAnchor {
  origin: string;
  /** The anchor's one page. */
  url: string;
  stop(): void;
}

/**
 * Builds the anchor (`react-router build scripts/audit/anchor`) into a new temporary directory and
 * returns its path. The directory links the project's node_modules, so the server build's imports
 * (react-router, react-dom/server, isbot) resolve to the very packages the site uses. About 2 s.
 */
export function buildAnchor({ verbose = false } = {}): string {
  const directory = mkdtempSync(path.join(tmpdir(), "audit-anchor-"));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(directory, "node_modules"), "dir");
  const build = spawnSync(process.execPath, [path.join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build", ANCHOR_SOURCE], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", AUDIT_ANCHOR_BUILD_DIR: directory },
    stdio: verbose ? "inherit" : ["ignore", "ignore", "pipe"],
    encoding: "utf8",
  });
  if (build.status !== 0 || !existsSync(path.join(directory, "server/index.js"))) {
    rmSync(directory, { recursive: true, force: true });
    throw new Error(`the anchor did not build (exit ${build.status}): ${build.stderr ?? ""}`.trim());
  }
  return directory;
}

/** Builds the anchor and serves it in production mode on a free port of 127.0.0.1. */
export async function startAnchor({ verbose = false } = {}): Promise<RunningAnchor> {
  const directory = buildAnchor({ verbose });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(HERE, "anchor-server.ts"), directory, String(port)], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", verbose ? "inherit" : "ignore", "inherit"],
  });
  const stop = () => {
    process.off("exit", stop);
    if (child.exitCode === null) child.kill("SIGTERM");
    rmSync(directory, { recursive: true, force: true });
  };
  // A run that ends by an uncaught error leaves no server behind.
  process.once("exit", stop);
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, url: `${origin}/`, stop };
}
