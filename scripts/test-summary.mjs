// Sums the JSON reports of Vitest (unit/integration and reliability), the deployment test and Playwright (browser tests and the
// first-visit guard; plus the type check, the lint, the
// format check and the check that the tests left nothing in the temporary directory, as one check each) into the one plain closing line CI
// reads: `N passed, N failed`. A runner whose report is missing counts as one failure, so a crash can never look like success.
// Above that line it names what failed, with the first line of each error, and the first-visit guard's figures: the
// end of a long run's output is often all a CI log keeps.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

// One argument per check, in test-all.sh's order (type check, lint, format check, nothing left behind): "1" passed, anything else failed.
const checks = process.argv.slice(2);
let passed = checks.filter((ok) => ok === "1").length;
let failed = checks.length - passed;
let skipped = 0;
/** What failed, one line each: where, and the first line of its error. */
const failures = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ""))
    .trim()
    .split("\n")[0]
    .slice(0, 300);

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
  for (const file of vitest.testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    if (file.status === "failed" && failedTests.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
    for (const test of failedTests) failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}

// The deployment test (scripts/deploy-test/run.mjs): one entry per check it made.
const deploy = read("reports/deploy.json");
if (deploy) {
  passed += deploy.passed ?? 0;
  failed += deploy.failed ?? 1;
  for (const check of deploy.checks ?? []) if (!check.ok) failures.push(`deploy › ${check.name}: ${firstLine(check.detail)}`);
}

/** Each test of a Playwright report, with the file it is in. */
function* playwrightTests(suite, file) {
  for (const child of suite.suites ?? []) yield* playwrightTests(child, child.file ?? file);
  for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { file: spec.file ?? file, title: spec.title, test };
}

// The browser tests and the first-visit guard (tests/perf/, its own Playwright config): Playwright's JSON reports.
for (const playwright of [read("reports/playwright.json"), read("reports/perf.json")]) {
  if (!playwright) continue;
  const stats = playwright.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
  if ((playwright.errors ?? []).length > 0) failed += 1;
  for (const error of playwright.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
  for (const { file, title, test } of playwrightTests(playwright, "")) {
    if (test.status !== "unexpected") continue;
    const lastResult = test.results?.at(-1);
    const project = test.projectName ? ` [${test.projectName}]` : "";
    failures.push(`${file} › ${title}${project}: ${firstLine(lastResult?.error?.message)}`);
  }
}

// The guard's figures whether it passed or not: a CI machine's ratios are what its bounds must be judged by.
const perf = existsSync("reports/perf.json") ? JSON.parse(readFileSync("reports/perf.json", "utf8")) : undefined;
const figures = perf
  ? [...playwrightTests(perf, "")].flatMap(({ test }) => test.results?.at(-1)?.stdout ?? []).map((out) => stripVTControlCharacters(out.text ?? "").trim())
  : [];
if (figures.length > 0) console.log(`\nFirst visits (tests/perf/):\n${figures.filter(Boolean).join("\n")}`);

const SHOWN = 20;
if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`);
  for (const line of failures.slice(0, SHOWN)) console.log(`  ${line}`);
  if (failures.length > SHOWN) console.log(`  … and ${failures.length - SHOWN} more`);
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
