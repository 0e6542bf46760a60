import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { scratchDir } from "../support/test-dirs.ts";

/**
 * scripts/test-processes.sh, which scripts/test-all.sh sources: a run that is stopped leaves nothing
 * running, and one killed outright has what it left ended by the next run of the same checkout.
 * The stand-in for what a run starts is a process in a session of its own, as Playwright starts its
 * web server and Chromium: no signal to the run's process group reaches it.
 */
const LIBRARY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../scripts/test-processes.sh");
const DETACHED_SLEEPER = `setsid ${JSON.stringify(process.execPath)} -e 'setInterval(() => {}, 1000)' </dev/null >/dev/null 2>&1 &`;

const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) if (isRunning(pid)) process.kill(pid, "SIGKILL");
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A bash script that sources the library in `cwd` (the checkout it stands for); its stdout lines as they come. */
function runScript(script: string, cwd: string, env: Record<string, string> = {}) {
  const child = spawn("bash", ["-c", `source ${JSON.stringify(LIBRARY)}\n${script}`], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => lines.push(...chunk.split("\n").filter(Boolean)));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, lines, exited, stderr: () => stderr };
}

/** Starts a marked run in `cwd` that starts a detached process, and waits until both are up. */
async function startRun(cwd: string): Promise<{ run: ChildProcess; exited: Promise<number | null>; detached: number; stderr: () => string }> {
  const { child, lines, exited, stderr } = runScript(`start_run\n${DETACHED_SLEEPER}\necho "$!"\nwait`, cwd);
  await vi.waitFor(() => expect(lines.length).toBeGreaterThan(0), { timeout: 5_000 });
  const detached = Number(lines[0]);
  started.push(detached);
  expect(isRunning(detached)).toBe(true);
  return { run: child, exited, detached, stderr };
}

describe("the processes of a test run", () => {
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) {
    it(`are ended when the run is stopped by ${signal}, also one in a session of its own`, async () => {
      const { run, exited, detached, stderr } = await startRun(scratchDir("run"));
      run.kill(signal);
      await exited;
      await vi.waitFor(() => expect(isRunning(detached), `process ${detached} outlived the run:\n${stderr()}`).toBe(false), { timeout: 8_000 });
      expect(stderr()).toContain(`${signal}: stopping the test run`);
    });
  }

  it("left behind by a run killed outright are ended by the next run of the same checkout, and only those", async () => {
    const checkout = scratchDir("checkout");
    const { run, exited, detached } = await startRun(checkout);
    run.kill("SIGKILL");
    await exited;
    // SIGKILL runs no trap: the detached process is still there.
    expect(isRunning(detached)).toBe(true);

    // A process of a run of another checkout whose run is gone too: not this checkout's to end.
    const other = runScript(`${DETACHED_SLEEPER}\necho "$!"`, checkout, { MATCHPULS_TEST_RUN: "1:1:/another/checkout" });
    await other.exited;
    const foreign = Number(other.lines[0]);
    started.push(foreign);

    const next = runScript("reap_stale_runs", checkout);
    expect(await next.exited).toBe(0);
    await vi.waitFor(() => expect(isRunning(detached)).toBe(false), { timeout: 8_000 });
    expect(next.stderr()).toMatch(/ending 1 processes an earlier, killed test run of this checkout left running/);
    expect(isRunning(foreign)).toBe(true);
  });

  it("of a run still going are not ended by another run of the checkout", async () => {
    const checkout = scratchDir("checkout");
    const { run, exited, detached } = await startRun(checkout);
    const next = runScript("reap_stale_runs", checkout);
    expect(await next.exited).toBe(0);
    expect(isRunning(detached)).toBe(true);
    run.kill("SIGTERM");
    await exited;
  });
});

describe("the e2e port", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  it("is kept when free, and replaced by a free one when another program listens there", async () => {
    server = createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    const taken = (server.address() as { port: number }).port;
    const busy = runScript(`port_or_free ${taken}`, scratchDir("port"));
    expect(await busy.exited).toBe(0);
    const chosen = Number(busy.lines[0]);
    expect(chosen).toBeGreaterThan(0);
    expect(chosen).not.toBe(taken);
    expect(busy.stderr()).toContain(`port ${taken} is in use by another program: using port ${chosen} instead`);

    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    const free = runScript(`port_or_free ${taken}`, scratchDir("port"));
    expect(await free.exited).toBe(0);
    expect(free.lines).toEqual([String(taken)]);
  });
});
