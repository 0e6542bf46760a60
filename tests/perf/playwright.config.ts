import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#scripts/chromium.ts";

/**
 * The first-visit guard (first-visit.spec.ts) on its own: one worker and nothing else running in the
 * same Playwright process, so its loads do not compete with other tests for the two cores. It starts
 * the production build (`npm run build` first) and the audit's anchor itself, on free ports.
 * Run: npx playwright test --config tests/perf/playwright.config.ts
 */
export default defineConfig({
  testDir: ".",
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 180_000,
  outputDir: fileURLToPath(new URL("../../test-results/perf", import.meta.url)),
  reporter: [["list"], ["json", { outputFile: fileURLToPath(new URL("../../reports/perf.json", import.meta.url)) }]],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    // Each visit's zone is the guard's (first-visit.spec.ts: the visitors' zones in turn); the machine's
    // own never decides what is measured.
    timezoneId: "Europe/Berlin",
    trace: "off",
  },
});
