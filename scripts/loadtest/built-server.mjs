// The production server of the build, as the load tests start it: a data directory of its own, its log lines kept
// (all of them, or the last ones when it logs every request), and a stop that waits for it. Exits the process with
// a message when there is no build.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `server/index.ts` on 127.0.0.1:`port` with `env` added to this process's environment (a value of
 * undefined removes a variable). `keepLines`: how many log lines are enough to show when it fails (unset: all).
 */
export function startBuiltServer({ port, prefix, env = {}, keepLines }) {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    console.error("build/server/index.js is missing: run `npm run build` first");
    process.exit(1);
  }
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  const serverEnv = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(work, "var"), ...env };
  for (const [name, value] of Object.entries(serverEnv)) if (value === undefined) delete serverEnv[name];
  const server = spawn(process.execPath, ["server/index.ts"], { cwd: root, env: serverEnv, stdio: ["ignore", "pipe", "pipe"] });
  const logs = [];
  for (const stream of [server.stdout, server.stderr]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      rest += chunk;
      const lines = rest.split("\n");
      rest = lines.pop() ?? "";
      logs.push(...lines.filter(Boolean));
      if (keepLines !== undefined && logs.length > 2 * keepLines) logs.splice(0, logs.length - keepLines);
    });
  }
  let exited = false;
  server.once("exit", () => (exited = true));
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    logs,
    pid: server.pid,
    exited: () => exited,
    /** Resolves once /healthz answers; throws when the server exits first or 30 s pass. */
    async waitUntilServing() {
      const started = Date.now();
      while (Date.now() - started < 30_000) {
        if (exited) throw new Error(`the server exited:\n${logs.join("\n")}`);
        try {
          if ((await fetch(`${origin}/healthz`)).ok) return;
        } catch {}
        await sleep(200);
      }
      throw new Error("the server did not answer /healthz within 30 s");
    },
    /** SIGTERM (SIGKILL after 10 s), then its data directory removed. */
    async stop() {
      if (!exited) {
        const done = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        const killer = setTimeout(() => server.kill("SIGKILL"), 10_000);
        await done;
        clearTimeout(killer);
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
