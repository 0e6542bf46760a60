import { rmSync } from "node:fs";

/** Playwright's global teardown: the e2e server's data directory of this run goes (playwright.config.ts). */
export default function teardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
