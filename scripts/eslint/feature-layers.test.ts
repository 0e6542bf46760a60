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
  // Features: a → b by values, b → a back through a type-only import and a file of b's own; each through the other's interface.
  "features/a/a.ts": 'import { b } from "../b/interface.ts";\nexport const a = b;\n',
  "features/a/interface.ts": 'export { aDe } from "./messages/a.de.ts";\n',
  "features/a/messages/a.de.ts": 'export const aDe = { title: "A" };\n',
  "features/b/b.ts":
    'import { format } from "../../football/format.ts";\nimport type { Back } from "./back.ts";\nexport type B = Back;\nexport const b = format;\n',
  "features/b/back.ts": 'import type { aDe } from "../a/interface.ts";\nexport type Back = typeof aDe;\n',
  "features/b/interface.ts": 'export { b, type B } from "./b.ts";\n',
  "features/b/b-data.server.ts": 'export const bData = () => "b";\n',
  "features/b/interface.server.ts": 'export { bData } from "./b-data.server.ts";\n',
  // c → b one way, through b's interface and its server half, static, type-only and dynamic; b reaches c only through
  // the composition root (services), which is no cycle.
  "features/c/c.ts":
    'import { b } from "../b/interface.ts";\nimport type { Services } from "../../services.server.ts";\nexport const c = (s: Services) => [s, b];\n',
  "features/c/c-load.server.ts":
    'import { bData } from "#FIXTURES/features/b/interface.server.ts";\nimport type { B } from "../b/interface.ts";\nexport const load = async (): Promise<B> => (await import("../b/interface.ts")).b + bData();\n',
  // c into b's other modules: static, type-only and dynamic, relative and by alias.
  "features/c/deep.ts":
    'import { b } from "../b/b.ts";\nimport type { Back } from "#FIXTURES/features/b/back.ts";\nexport const deep = async (): Promise<Back | string> => b + (await import("../b/b-data.server.ts")).bData();\n',
  // Interfaces that hold more than re-exports of their own feature's modules, or name a server module for the browser.
  "features/d/d.ts": "export const d = 1;\nexport const e = 2;\n",
  "features/d/d.server.ts": "export const dServer = 3;\n",
  "features/d/interface.ts":
    'import { d } from "./d.ts";\nexport * from "./d.ts";\nexport const twice = d * 2;\nexport { b } from "../b/interface.ts";\nexport { dServer } from "./d.server.ts";\nexport { e } from "./d.ts";\n',
  "features/d/interface.server.ts": 'export { dServer } from "./d.server.ts";\n',
};

let results: ESLint.LintResult[];
let eslint: ESLint;

beforeAll(async () => {
  for (const [name, text] of Object.entries(MODULES)) {
    mkdirSync(path.dirname(path.join(FIXTURES, name)), { recursive: true });
    // `#FIXTURES/…` is the fixtures' folder named by its alias (package.json "imports": `#scripts/*`).
    writeFileSync(path.join(FIXTURES, name), text.replaceAll("#FIXTURES", `#scripts/eslint/${path.basename(FIXTURES)}`));
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
      `The features a and b would import each other: ${dir}/features/a/a.ts → ${dir}/features/b/interface.ts, and back ${dir}/features/b/back.ts → ${dir}/features/a/interface.ts. Move what both need into a shared layer (app/football/, app/components/, …).`,
    ]);
    expect(reports("features/b/back.ts")).toEqual([
      `The features b and a would import each other: ${dir}/features/b/back.ts → ${dir}/features/a/interface.ts, and back ${dir}/features/a/a.ts → ${dir}/features/b/interface.ts. Move what both need into a shared layer (app/football/, app/components/, …).`,
    ]);
  });

  it("counts no path through the composition root, and no import one way through the other's interface or its server half", () => {
    expect(reports("features/c/c.ts")).toEqual([]);
    expect(reports("features/c/c-load.server.ts")).toEqual([]);
    expect(reports("routes.ts")).toEqual([]);
    expect(reports("services.server.ts")).toEqual([]);
  });

  it("reports a feature's import of another feature's module other than its interface: static, type-only, dynamic, by alias", () => {
    const dir = path.relative(ROOT, FIXTURES);
    const deep = (target: string, module: string) =>
      `The feature c imports ${dir}/features/b/${target}, inside the feature b: features meet through their interface. Import it from #app/features/b/${module} (re-export it there if it is not yet).`;
    expect(reports("features/c/deep.ts")).toEqual([
      deep("b.ts", "interface.ts"),
      deep("back.ts", "interface.ts"),
      deep("b-data.server.ts", "interface.server.ts"),
    ]);
  });

  it("lets an interface only re-export its own feature's modules by name, and interface.ts no server module", () => {
    const dir = path.relative(ROOT, FIXTURES);
    expect(reports("features/d/interface.ts")).toEqual([
      expect.stringMatching(/^An interface module only re-exports, by name, modules of its feature/),
      expect.stringMatching(/^An interface module only re-exports, by name, modules of its feature/),
      expect.stringMatching(/^An interface module only re-exports, by name, modules of its feature/),
      `The interface of the feature d re-exports ${dir}/features/b/interface.ts, which is not a module of d: a feature offers only its own.`,
      `interface.ts is what the browser's bundle may reach, and names the server module ${dir}/features/d/d.server.ts: re-export it from interface.server.ts.`,
    ]);
    expect(reports("features/d/interface.server.ts")).toEqual([]);
    expect(reports("features/b/interface.ts")).toEqual([]);
  });

  it("lets the dictionaries file take features' messages/ parts only", () => {
    expect(reports("dictionaries.server.ts")).toEqual([expect.stringContaining("may import only features' messages/ parts")]);
    expect(reports("dictionaries.server.ts")).toHaveLength(1);
  });

  it("holds app/ itself, with #app/ imports resolved: a shared layer's import of a feature, a feature's past another's interface", async () => {
    const [shared] = await eslint.lintText('import { loader } from "#app/features/search/suggestions-route.ts";\nexport const x = loader;\n', {
      filePath: path.join(ROOT, "app/http/layer-probe.ts"),
    });
    expect(shared!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message)).toEqual([
      expect.stringContaining("app/http/ is a shared layer and must not import the feature search (app/features/search/suggestions-route.ts)"),
    ]);
    const probe =
      'import { TeamBadge } from "#app/features/results/shared/TeamName.tsx";\nimport { LiveStrip } from "#app/features/results/interface.ts";\nexport const x = [TeamBadge, LiveStrip];\n';
    const [feature] = await eslint.lintText(probe, { filePath: path.join(ROOT, "app/features/home/layer-probe.ts") });
    expect(feature!.messages.filter((m) => m.ruleId === RULE).map((m) => `${m.line}: ${m.message}`)).toEqual([
      expect.stringMatching(
        /^1: The feature home imports app\/features\/results\/shared\/TeamName\.tsx, inside the feature results: features meet through their interface/,
      ),
    ]);
  }, 60_000);
});
