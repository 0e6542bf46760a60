import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The reliability tests start the built production server (`npm run build` first) as child processes.
// Run: npx vitest run --config tests/reliability/vitest.config.ts
export default defineConfig({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."),
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    // The results database built once for every server the tests start (tests/support/reliability.ts).
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    environment: "node",
    testTimeout: 180_000,
    // One file at a time. Two side by side (each names ports of its own, tests/run/reliability-ports.test.ts)
    // took 96–98 s instead of 129 s on the two-core machine, but the real Cockpit of cockpit.test.ts then
    // answered some of its sites' first reads with HTTP 500 beside the fuzzing and faults files (ADR 0809).
    maxWorkers: 1,
    hookTimeout: 60_000,
  },
});
