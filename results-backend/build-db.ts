/**
 * Builds the results database into DATA_DIR (default ./var) from data/openfootball/ and
 * content/news/, replacing an existing one. Run from the project root:
 *   node results-backend/build-db.ts
 * The server also builds it at start-up when it is missing or outdated; this script is for
 * deployments that want the work done before start-up, and for checking the data.
 * (Node runs this file by stripping its types, so it and everything it imports use `.ts` imports.)
 */
import { parseEnv } from "../app/config/env.server.ts";
import { buildDatabase } from "./database.server.ts";

try {
  const report = buildDatabase(parseEnv(process.env).DATA_DIR);
  console.log(
    `results database built: ${report.path} (${report.competitions} competitions, ${report.matches} matches, ` +
      `${report.goals} goals, ${report.news} news items) in ${report.durationMs} ms`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
