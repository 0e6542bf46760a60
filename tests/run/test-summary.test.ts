import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

/**
 * scripts/test-summary.mjs, the closing line CI reads, run on reports written for the test into a
 * directory of their own: the sum over every runner, what failed with the first line of its error,
 * and the first-visit guard's figures, all above the last line.
 */
const SUMMARY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../scripts/test-summary.mjs");

let directory: string | undefined;
afterEach(() => {
  if (directory) rmSync(directory, { recursive: true, force: true });
  directory = undefined;
});

const vitestReport = (failed: boolean) => ({
  numPassedTests: 2,
  numFailedTests: failed ? 1 : 0,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [
    {
      name: "/repo/app/a.test.ts",
      status: failed ? "failed" : "passed",
      message: "",
      assertionResults: [
        { fullName: "a works", status: "passed", failureMessages: [] },
        { fullName: "a also works", status: "passed", failureMessages: [] },
        ...(failed
          ? [{ fullName: "a breaks", status: "failed", failureMessages: ["\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at a.test.ts:3"] }]
          : []),
      ],
    },
  ],
});

const playwrightReport = ({ failed, stdout = [] }: { failed: boolean; stdout?: string[] }) => ({
  stats: { expected: 1, unexpected: failed ? 1 : 0, flaky: 0, skipped: 0 },
  errors: [],
  suites: [
    {
      title: "x.spec.ts",
      file: "x.spec.ts",
      specs: [
        {
          title: "x shows",
          file: "x.spec.ts",
          tests: [{ projectName: "desktop", status: "expected", results: [{ stdout: stdout.map((text) => ({ text })) }] }],
        },
        ...(failed
          ? [
              {
                title: "x fails",
                file: "x.spec.ts",
                tests: [{ projectName: "", status: "unexpected", results: [{ error: { message: "Error: past the bound\n\ndetails" } }] }],
              },
            ]
          : []),
      ],
    },
  ],
});

function summarise(reports: Record<string, unknown>, checks = ["1", "1", "1", "1"]) {
  directory = mkdtempSync(path.join(tmpdir(), "summary-"));
  mkdirSync(path.join(directory, "reports"));
  for (const [name, report] of Object.entries(reports)) writeFileSync(path.join(directory, "reports", name), JSON.stringify(report));
  const run = spawnSync(process.execPath, [SUMMARY, ...checks], { cwd: directory, encoding: "utf8" });
  return { status: run.status, lines: run.stdout.trimEnd().split("\n") };
}

describe("the test run's closing line", () => {
  it("sums every runner and names nothing when all passed", () => {
    const { status, lines } = summarise({
      "vitest.json": vitestReport(false),
      "reliability.json": vitestReport(false),
      "deploy.json": { passed: 3, failed: 0, checks: [] },
      "playwright.json": playwrightReport({ failed: false }),
      "perf.json": playwrightReport({ failed: false, stdout: ["[first-visit] team: main thread ÷ anchor 2.48\n"] }),
    });
    expect(status).toBe(0);
    expect(lines.at(-1)).toBe("13 passed, 0 failed");
    expect(lines).toContain("[first-visit] team: main thread ÷ anchor 2.48");
    expect(lines.join("\n")).not.toContain("Failed");
  });

  it("names each failure with the first line of its error above the closing line, and counts a missing report", () => {
    const { status, lines } = summarise(
      {
        "vitest.json": vitestReport(true),
        "reliability.json": vitestReport(false),
        "deploy.json": { passed: 1, failed: 1, checks: [{ name: "nginx answers", ok: false, detail: "502 twice" }] },
        "perf.json": playwrightReport({ failed: true }),
      },
      ["1", "0", "1", "1"],
    );
    expect(status).toBe(1);
    expect(lines.at(-1)).toBe("9 passed, 5 failed");
    const listed = lines.slice(lines.indexOf("Failed (3):"), -1).join("\n");
    expect(listed).toContain("a breaks: AssertionError: expected 1 to be 2");
    expect(listed).not.toContain("\u001b[");
    expect(listed).toContain("deploy › nginx answers: 502 twice");
    expect(listed).toContain("x.spec.ts › x fails: Error: past the bound");
  });
});
