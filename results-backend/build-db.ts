/**
 * Builds the results database into DATA_DIR (default ./var) from data/openfootball/ and
 * content/news/, replacing an existing one. Run from the project root:
 *   node results-backend/build-db.ts
 * The server also builds it at start-up when it is missing or outdated; this script is for
 * deployments that want the work done before start-up, and for checking the data.
 * (Node runs this file by stripping its types, so it and everything it imports use `.ts` imports.)
 */
import { buildDatabase } from "./database.server.ts";

/** DATA_DIR as the server reads it (app/config/env.server.ts), which the backend does not import: unset means ./var. */
const DEFAULT_DATA_DIR = "./var";

try {
  const dataDir = process.env.DATA_DIR ?? DEFAULT_DATA_DIR;
  if (dataDir === "") throw new Error("DATA_DIR is empty: unset it for ./var, or name the directory of the results database");
  const report = buildDatabase(dataDir);
  console.log(
    `results database built: ${report.path} (${report.competitions} competitions, ${report.matches} matches, ` +
      `${report.goals} goals, ${report.news} news items) in ${report.durationMs} ms`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
