// Starts the production server (build/ must exist: `npx react-router build`) on a free port with a
// temporary DATA_DIR and waits for /healthz. Returns { origin, stop() }.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(origin, child, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before answering /healthz`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin}/healthz did not answer within ${timeoutMs} ms`);
}

// Other work may rebuild build/ while the audit runs (a deleted asset then crashes a running
// server): by default the server runs from a private snapshot of what it reads.
const SNAPSHOT_ENTRIES = ["build", "server", "app", "content", "data", "public", "package.json"];

function snapshot(source) {
  const marker = path.join(source, "build/server/index.js");
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = statSync(marker).mtimeMs;
    const target = mkdtempSync(path.join(tmpdir(), "audit-site-"));
    for (const entry of SNAPSHOT_ENTRIES) {
      if (existsSync(path.join(source, entry))) cpSync(path.join(source, entry), path.join(target, entry), { recursive: true });
    }
    symlinkSync(path.join(source, "node_modules"), path.join(target, "node_modules"), "dir");
    if (statSync(marker).mtimeMs === before && existsSync(path.join(target, "build/server/index.js"))) return target;
    rmSync(target, { recursive: true, force: true });
  }
  throw new Error("build/ kept changing while it was copied");
}

export async function startServer({ root = process.cwd(), verbose = false, inPlace = false } = {}) {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("build/server/index.js is missing: run `npx react-router build` first (or pass --build)");
  }
  const siteRoot = inPlace ? root : snapshot(root);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "audit-data-"));
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: siteRoot,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", SITE_URL: origin, DATA_DIR: dataDir },
    stdio: ["ignore", verbose ? "inherit" : "ignore", "inherit"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
    if (!inPlace) setTimeout(() => rmSync(siteRoot, { recursive: true, force: true }), 500).unref?.();
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, port, stop };
}
