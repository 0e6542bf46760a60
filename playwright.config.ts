import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./scripts/chromium.ts";

/**
 * Browser tests against the production build, in Debian's Chromium: its headless shell
 * (/usr/bin/chromium-headless-shell, see scripts/chromium.ts; the full browser where a spec says so).
 * A test tool's own browser download cannot work on a clean machine without its CDN.
 *
 * Two viewport projects, a phone (360 px) and a desktop (1300 px). A test whose outcome cannot
 * depend on the viewport (HTTP only, or links, texts and forms that are the same markup at every
 * width) is tagged `@any-viewport` (tests/support/e2e.ts) and runs in the desktop project only, as
 * do `@desktop-only` tests; `@phone-only` ones run in the phone project. Layout, overflow, menus,
 * the sticky header and every axe scan run at both widths. The desktop project comes first: Playwright
 * hands out tests project by project, and the desktop-only live replays, which wait 27–46 s of real
 * time each while using little CPU, then start mid-run beside the others rather than last.
 */
// 3210 unless something listens there (a web server a run killed by a signal left behind, or another
// program): then a free port. Chosen once; the workers load this file again and inherit the variable.
process.env.E2E_PORT ??= execFileSync(process.execPath, [fileURLToPath(new URL("scripts/port-or-free.mjs", import.meta.url)), "3210"], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
}).trim();
const PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://localhost:${PORT}`;

// The server's data (its contact outbox) is each run's own, so runs never see each other's messages:
// `npm test` names a directory in its temporary one; otherwise one is made here, once (the workers
// load this file again and inherit the variable), and removed after the run (tests/support/e2e-teardown.ts).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "matchpuls-e2e-"));

const chromium = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three workers on two cores: while one test waits (a replay's minute, a held response), two others
  // use the cores. Measured on the two-core machine, whole suite in the headless shell: 511 s with two
  // workers, 448–485 s with three.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  globalTeardown: "./tests/support/e2e-teardown.ts",
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: "off",
    // The visitor is in Berlin unless a test says otherwise: kick-offs switch to the browser's zone
    // once a page is hydrated, and the machine's own zone must not decide what the tests see.
    timezoneId: "Europe/Berlin",
  },
  projects: [
    { name: "desktop", grepInvert: /@phone-only/, use: { browserName: "chromium", viewport: { width: 1300, height: 900 } } },
    {
      name: "phone",
      grepInvert: /@any-viewport|@desktop-only/,
      use: {
        ...devices["Pixel 5"],
        browserName: "chromium",
        viewport: { width: 360, height: 780 },
        // The phone's layout, touch and viewport, painted at a device pixel ratio of 1 rather than the
        // Pixel 5's 2.75: no test checks the pixel density (screenshots are for people to look at).
        deviceScaleFactor: 1,
      },
    },
  ],
  webServer: {
    command: "node server/index.ts",
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NODE_ENV: "production", PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR, SITE_URL: BASE_URL },
  },
});
