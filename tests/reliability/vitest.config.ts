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
    // Two files side by side (each names ports of its own, tests/run/reliability-ports.test.ts): a file
    // mostly waits for its servers, so one at a time left a core idle. Measured on the two-core machine:
    // 129 s → 96–98 s of wall time.
    maxWorkers: 2,
    hookTimeout: 60_000,
  },
});
