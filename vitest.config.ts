import { defineConfig } from "vitest/config";

// Unit and integration tests run without the React Router Vite plugin: they import modules directly
// and call loaders/actions with real Requests. The global setup builds the results database once
// per run and removes every temporary directory the run made (tests/support/vitest-global-setup.ts).
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "results-backend/**/*.test.ts",
      "contract/**/*.test.ts",
      "lib/**/*.test.ts",
      "tests/run/**/*.test.ts",
    ],
    environment: "node",
    env: { NODE_ENV: "test" },
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    testTimeout: 20_000,
    // A file's setup may build a whole sitemap: beside the static checks on a busy machine that can take 10 s.
    hookTimeout: 60_000,
    // Files share their worker's modules (Vitest measured ~35 % less time): no test may rely on a fresh module state.
    isolate: false,
  },
});
