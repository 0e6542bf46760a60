import { linkSync, mkdtempSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";
import { DATABASE_FILE_NAME } from "#results-backend/database.server.ts";

/**
 * The run's temporary directories (made by tests/support/vitest-global-setup.ts, removed with
 * everything in them when the run ends, also when a worker ends without running exit handlers).
 */

/** The directory of the results database the global setup built: open it read-only, write nothing there. */
export function sharedResultsDataDir(): string {
  return provided("resultsDataDir");
}

/** A new temporary directory for the test file, inside the run's directory. */
export function scratchDir(prefix: string): string {
  return mkdtempSync(join(provided("testScratchDir"), `${prefix}-`));
}

/**
 * A new temporary data directory that already holds the run's results database (a hard link to
 * it: `openDatabase` finds it built from the current sources and opens it read-only).
 */
export function scratchDirWithResults(prefix: string): string {
  const dir = scratchDir(prefix);
  linkSync(join(sharedResultsDataDir(), DATABASE_FILE_NAME), join(dir, DATABASE_FILE_NAME));
  return dir;
}

function provided(key: "resultsDataDir" | "testScratchDir"): string {
  const value = inject(key);
  if (!value) throw new Error(`${key} is not set: run the tests with vitest.config.ts, whose global setup makes it`);
  return value;
}
