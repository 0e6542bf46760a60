// Sums the JSON reports of Vitest (unit/integration and reliability), the deployment test and Playwright (browser tests and the
// first-visit guard; plus the type check, the lint, the
// format check and the check that the tests left nothing in the temporary directory, as one check each) into the one plain closing line CI
// reads: `N passed, N failed`. A runner whose report is missing counts as one failure, so a crash can never look like success.
import { existsSync, readFileSync } from "node:fs";

// One argument per check, in test-all.sh's order (type check, lint, format check, nothing left behind): "1" passed, anything else failed.
const checks = process.argv.slice(2);
let passed = checks.filter((ok) => ok === "1").length;
let failed = checks.length - passed;
let skipped = 0;

function read(file) {
  if (!existsSync(file)) {
    console.error(`missing test report: ${file}`);
    failed += 1;
    return undefined;
  }
  return JSON.parse(readFileSync(file, "utf8"));
}

for (const vitest of [read("reports/vitest.json"), read("reports/reliability.json")]) {
  if (!vitest) continue;
  passed += vitest.numPassedTests;
  // A test file that failed without a failing test (it did not load) counts as one failure.
  const brokenFiles = (vitest.testResults ?? []).filter(
    (file) => file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"),
  ).length;
  failed += vitest.numFailedTests + brokenFiles;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}

// The deployment test (scripts/deploy-test/run.mjs): one entry per check it made.
const deploy = read("reports/deploy.json");
if (deploy) {
  passed += deploy.passed ?? 0;
  failed += deploy.failed ?? 1;
}

// The browser tests and the first-visit guard (tests/perf/, its own Playwright config): Playwright's JSON reports.
for (const playwright of [read("reports/playwright.json"), read("reports/perf.json")]) {
  if (!playwright) continue;
  const stats = playwright.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
  if ((playwright.errors ?? []).length > 0) failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
