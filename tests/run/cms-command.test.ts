import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SCRIPT = fileURLToPath(new URL("../../scripts/cms/run.ts", import.meta.url));

/** `npm run cms` with these arguments, with a Cockpit archive that is not there: it must not get as far as needing one. */
function cms(...args: string[]) {
  const scratch = mkdtempSync(path.join(tmpdir(), "cms-command-"));
  try {
    const result = spawnSync(process.execPath, [SCRIPT, ...args], {
      encoding: "utf8",
      env: { ...process.env, COCKPIT_ARCHIVE: path.join(scratch, "missing.tar.gz") },
      timeout: 20_000,
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

describe("npm run cms", () => {
  it("--help says what it does, the port and the variables, and starts nothing", () => {
    const before = existsSync(fileURLToPath(new URL("../../var/cockpit", import.meta.url)));
    const { status, stdout } = cms("--help");
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run cms/);
    expect(stdout).toContain("CMS_PORT     the port it listens on (default 8088)");
    expect(stdout).toMatch(/creates only\s+entries that are missing/);
    expect(existsSync(fileURLToPath(new URL("../../var/cockpit", import.meta.url)))).toBe(before);
  });

  it("an unknown option is refused with the usage, not taken for a start", () => {
    const { status, stderr } = cms("--port=9000");
    expect(status).toBe(2);
    expect(stderr).toContain("Unknown option '--port'");
    expect(stderr).toContain("Usage: npm run cms");
  });
});
