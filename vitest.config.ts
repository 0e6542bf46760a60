import { configDefaults, defineConfig } from "vitest/config";
import { browserScripts } from "./server/browser-scripts.ts";

// Test files that replace a module (`vi.mock`): each runs in modules of its own. Where files share
// their worker's modules, a replacement would not reach a module another file had already imported,
// and the replaced module would reach the files after it (tests/run/module-mocks.test.ts keeps the list whole).
export const MODULE_MOCK_FILES = ["server/framework-output.test.ts", "server/page-cache.test.ts", "server/services-results.test.ts", "server/services.test.ts"];

// Unit and integration tests run without the React Router Vite plugin (only the browser scripts' one): they import modules directly
// and call loaders/actions with real Requests. The global setup builds the results database once
// per run and removes every temporary directory the run made (tests/support/vitest-global-setup.ts).
export const TEST_FILES = [
  "app/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "results-backend/**/*.test.ts",
  "contract/**/*.test.ts",
  "lib/**/*.test.ts",
  "tests/run/**/*.test.ts",
  "scripts/eslint/**/*.test.ts",
];

export default defineConfig({
  // The scripts outside React (`virtual:browser-scripts`), built as the site's build builds them.
  plugins: [browserScripts()],
  test: {
    environment: "node",
    env: { NODE_ENV: "test" },
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    testTimeout: 20_000,
    // A file's setup may build a whole sitemap: beside the static checks on a busy machine that can take 10 s.
    hookTimeout: 60_000,
    // Three workers on two cores: many files wait on servers, timers or a child process, and a third
    // keeps the cores busy (alone on the two-core machine: 17 s, against 20 s with two).
    maxWorkers: 3,
    projects: [
      // Files share their worker's modules (Vitest measured ~35 % less time): no test may rely on a fresh module state.
      { extends: true, test: { name: "shared", include: TEST_FILES, isolate: false, exclude: [...configDefaults.exclude, ...MODULE_MOCK_FILES] } },
      { extends: true, test: { name: "isolated", isolate: true, include: MODULE_MOCK_FILES } },
    ],
  },
});
