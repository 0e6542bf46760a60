import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildDatabase } from "#results-backend/database.server.ts";

/**
 * Vitest's global setup (vitest.config.ts): one temporary directory per run, which the teardown
 * removes with everything the test files put there. In it, the embedded backend's results database
 * is built once, before any worker starts; test files open it read-only through
 * `tests/support/services.ts` (or a link to it through `useTemporaryDataDir`), and the reliability
 * tests' servers find a link to it in their data directories (tests/support/reliability.ts), so no
 * file and no server start pays the ~1.7 s build of its own. Files that need a data directory to write in make theirs under `scratch`.
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** The directory holding the run's results database (`results.sqlite`), to be opened read-only. */
    resultsDataDir: string;
    /** Where test files make their own temporary directories: removed with everything in it after the run. */
    testScratchDir: string;
  }
}

export function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), "site-test-"));
  const remove = () => rmSync(root, { recursive: true, force: true });
  const resultsDataDir = join(root, "results");
  const scratch = join(root, "scratch");
  try {
    buildDatabase(resultsDataDir);
    mkdirSync(scratch);
  } catch (error) {
    remove();
    throw error;
  }
  project.provide("resultsDataDir", resultsDataDir);
  // For helpers that must not import Vitest (tests/support/reliability.ts also serves Playwright):
  // the workers start after this and inherit it.
  process.env.TEST_RESULTS_DATA_DIR = resultsDataDir;
  project.provide("testScratchDir", scratch);
  return remove;
}
