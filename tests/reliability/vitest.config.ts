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
    // Two files side by side (each names ports of its own, tests/run/reliability-ports.test.ts): on the
    // two-core machine 64–67 s instead of 117–125 s one at a time, as many files wait on timeouts, clocks
    // or a held answer while the others use the cores (ADR 0809).
    maxWorkers: 2,
    hookTimeout: 60_000,
  },
});
