import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `project/feature-layers` (feature-layers.mjs) with the project's own ESLint configuration: on a small app
 * folder written into the project for the run (the rule's `appRoot` pointed at it), and on texts linted as
 * if they were modules of app/, which shows that the configuration applies the rule there and resolves
 * `#app/…` imports.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const FIXTURES = path.join(ROOT, "scripts/eslint", `layer-fixtures-${process.pid}`);
const RULE = "project/feature-layers";

const MODULES: Record<string, string> = {
  // The composition root: mounts anything; its dictionaries file takes only messages/ parts.
  "routes.ts": 'import { a } from "./features/a/a.ts";\nimport { b } from "./features/b/b.ts";\nexport const routes = [a, b];\n',
  "dictionaries.server.ts":
    'import { aDe } from "./features/a/messages/a.de.ts";\nimport { a } from "./features/a/a.ts";\nexport const dictionaries = { aDe, a };\n',
  "services.server.ts": 'import type { B } from "./features/b/b.ts";\nexport type Services = { b: B };\n',
  // Shared layers: one imports a feature, one imports only shared modules and the root's services.
  "http/query.ts": 'import { a } from "../features/a/a.ts";\nexport const query = a;\n',
  "http/clean.ts":
    'import type { Services } from "../services.server.ts";\nimport { format } from "../football/format.ts";\nexport const clean = (s: Services) => [s, format];\n',
  "football/format.ts": 'export const format = "x";\n',
  // Features: a → b by values, b → a back through a type-only import and a file of b's own.
  "features/a/a.ts": 'import { b } from "../b/b.ts";\nexport const a = b;\n',
  "features/a/messages/a.de.ts": 'export const aDe = { title: "A" };\n',
  "features/b/b.ts":
    'import { format } from "../../football/format.ts";\nimport type { Back } from "./back.ts";\nexport type B = Back;\nexport const b = format;\n',
  "features/b/back.ts": 'import type { aDe } from "../a/messages/a.de.ts";\nexport type Back = typeof aDe;\n',
  // c → b one way; b reaches c only through the composition root (services), which is no cycle.
  "features/c/c.ts": 'import { b } from "../b/b.ts";\nimport type { Services } from "../../services.server.ts";\nexport const c = (s: Services) => [s, b];\n',
};

let results: ESLint.LintResult[];
let eslint: ESLint;

beforeAll(async () => {
  for (const [name, text] of Object.entries(MODULES)) {
    mkdirSync(path.dirname(path.join(FIXTURES, name)), { recursive: true });
    writeFileSync(path.join(FIXTURES, name), text);
  }
  const appRoot = path.relative(ROOT, FIXTURES);
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: path.join(ROOT, "eslint.config.js"),
    overrideConfig: { files: [`${appRoot}/**`], rules: { [RULE]: ["error", { appRoot, messagesOnly: ["dictionaries.server.ts"] }] } },
  });
  results = await eslint.lintFiles([FIXTURES]);
}, 60_000);

afterAll(() => rmSync(FIXTURES, { recursive: true, force: true }));

function reports(file: string): string[] {
  const result = results.find((r) => r.filePath === path.join(FIXTURES, file));
  if (!result) throw new Error(`${file} was not linted`);
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe("project/feature-layers", () => {
  it("reports a shared layer's import of a feature", () => {
    expect(reports("http/query.ts")).toEqual([
      expect.stringMatching(/^app\/http\/ is a shared layer and must not import the feature a \(.*features\/a\/a\.ts\)/),
    ]);
    expect(reports("http/clean.ts")).toEqual([]);
  });

  it("reports two features that import each other, at each end, with the route, type-only imports included", () => {
    const dir = path.relative(ROOT, FIXTURES);
    expect(reports("features/a/a.ts")).toEqual([
      `The features a and b would import each other: ${dir}/features/a/a.ts → ${dir}/features/b/b.ts, and back ${dir}/features/b/back.ts → ${dir}/features/a/messages/a.de.ts. Move what both need into a shared layer (app/football/, app/components/, …).`,
    ]);
    expect(reports("features/b/back.ts")).toEqual([
      `The features b and a would import each other: ${dir}/features/b/back.ts → ${dir}/features/a/messages/a.de.ts, and back ${dir}/features/a/a.ts → ${dir}/features/b/b.ts. Move what both need into a shared layer (app/football/, app/components/, …).`,
    ]);
  });

  it("counts no path through the composition root, and no import one way", () => {
    expect(reports("features/c/c.ts")).toEqual([]);
    expect(reports("routes.ts")).toEqual([]);
    expect(reports("services.server.ts")).toEqual([]);
  });

  it("lets the dictionaries file take features' messages/ parts only", () => {
    expect(reports("dictionaries.server.ts")).toEqual([expect.stringContaining("may import only features' messages/ parts")]);
    expect(reports("dictionaries.server.ts")).toHaveLength(1);
  });

  it("holds app/ itself, with #app/ imports resolved", async () => {
    const [shared] = await eslint.lintText('import { loader } from "#app/features/search/suggestions-route.ts";\nexport const x = loader;\n', {
      filePath: path.join(ROOT, "app/http/layer-probe.ts"),
    });
    expect(shared!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message)).toEqual([
      expect.stringContaining("app/http/ is a shared layer and must not import the feature search (app/features/search/suggestions-route.ts)"),
    ]);
  }, 60_000);
});
