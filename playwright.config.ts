import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.ts";

/**
 * Browser tests against the production build, in Debian's Chromium (/usr/bin/chromium): a test
 * tool's own browser download cannot work on a clean machine without its CDN.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    { name: "phone", use: { ...devices["Pixel 5"], browserName: "chromium", viewport: { width: 360, height: 780 } } },
    { name: "desktop", use: { browserName: "chromium", viewport: { width: 1300, height: 900 } } },
  ],
  webServer: {
    command: "node server/index.ts",
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NODE_ENV: "production", PORT: String(PORT), DATA_DIR: "./var/e2e", SITE_URL: BASE_URL },
  },
});
