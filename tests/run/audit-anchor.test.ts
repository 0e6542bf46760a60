import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The audit's anchor (scripts/audit/anchor/) has no entry.server, so React Router's build uses its
 * default one and first checks that the nearest package.json above the app lists `isbot` among its
 * dependencies. When it does not, the build writes `isbot` into that package.json and runs
 * `npm install` there: with the project's own package.json that rewrote the project's dependencies
 * and, without a registry (the tests' network namespace), left node_modules without its development
 * packages. The anchor has a package.json of its own that satisfies the check.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ANCHOR = path.join(ROOT, "scripts/audit/anchor");

/** The package.json React Router's build reads for an app: the nearest one, walking up. */
function nearestPackageJson(directory: string): string {
  for (let dir = directory; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "package.json");
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${directory}`);
  }
}

describe("the audit's anchor build", () => {
  it("finds isbot in its own package.json, so the build never installs into the project", () => {
    const packageJson = nearestPackageJson(ANCHOR);
    expect(path.relative(ROOT, packageJson)).toBe("scripts/audit/anchor/package.json");
    const { dependencies } = JSON.parse(readFileSync(packageJson, "utf8")) as { dependencies?: Record<string, string> };
    expect(dependencies?.isbot).toBeTruthy();
  });
});
