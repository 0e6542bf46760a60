import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `project/no-import-cycle` (import-cycles.mjs) with the project's own ESLint configuration, on
 * small module graphs written into a folder of the project for the run.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const FIXTURES = path.join(ROOT, "scripts/eslint", `cycle-fixtures-${process.pid}`);

const MODULES: Record<string, string> = {
  // A cycle of types only: invisible to import-x/no-cycle.
  "types-a.ts": 'import type { B } from "./types-b.ts";\nexport type A = { b?: B };\n',
  "types-b.ts": 'import type { A } from "./types-a.ts";\nexport type B = { a?: A };\n',
  // A value import one way, a type import back (`import { type X }` counts as type-only).
  "mixed-value.ts": 'import { typed } from "./mixed-type.ts";\nexport type Shape = { n: number };\nexport const value = typed;\n',
  "mixed-type.ts": 'import { type Shape } from "./mixed-value.ts";\nexport const typed: Shape = { n: 1 };\n',
  // A type query and a type re-export.
  "query-a.ts": 'export type Q = import("./query-b.ts").R;\n',
  "query-b.ts": 'export type { Q as R } from "./query-a.ts";\n',
  // Values both ways, one of them a dynamic import: import-x/no-cycle reports it, and only it.
  "values-a.ts": 'export const load = async () => (await import("./values-b.ts")).b;\n',
  "values-b.ts": 'import { load } from "./values-a.ts";\nexport const b = load;\n',
  // No cycle: a type import one way only.
  "leaf.ts": "export type Leaf = string;\n",
  "user.ts": 'import type { Leaf } from "./leaf.ts";\nexport const user: Leaf = "x";\n',
};

let results: ESLint.LintResult[];

beforeAll(async () => {
  mkdirSync(FIXTURES, { recursive: true });
  for (const [name, text] of Object.entries(MODULES)) writeFileSync(path.join(FIXTURES, name), text);
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, "eslint.config.js") });
  results = await eslint.lintFiles([FIXTURES]);
}, 60_000);

afterAll(() => rmSync(FIXTURES, { recursive: true, force: true }));

function reports(file: string, ruleId: string): string[] {
  const result = results.find((r) => r.filePath === path.join(FIXTURES, file));
  if (!result) throw new Error(`${file} was not linted`);
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

describe("project/no-import-cycle", () => {
  it("reports a cycle of type-only imports in every module on it, with its route", () => {
    const dir = path.relative(ROOT, FIXTURES);
    expect(reports("types-a.ts", "project/no-import-cycle")).toEqual([
      `Import cycle through a type-only import: ${dir}/types-a.ts → ${dir}/types-b.ts → ${dir}/types-a.ts. Move the shared types to a module both can import.`,
    ]);
    expect(reports("types-b.ts", "project/no-import-cycle")).toHaveLength(1);
    expect(reports("types-a.ts", "import-x/no-cycle")).toEqual([]);
  });

  it("reports a cycle of a value import and a type import back, at both imports", () => {
    expect(reports("mixed-value.ts", "project/no-import-cycle")).toHaveLength(1);
    expect(reports("mixed-type.ts", "project/no-import-cycle")).toHaveLength(1);
  });

  it("follows type queries and type re-exports", () => {
    expect(reports("query-a.ts", "project/no-import-cycle")).toHaveLength(1);
    expect(reports("query-b.ts", "project/no-import-cycle")).toHaveLength(1);
  });

  it("leaves a cycle of value imports, dynamic ones included, to import-x/no-cycle", () => {
    expect(reports("values-a.ts", "import-x/no-cycle")).toHaveLength(1);
    expect(reports("values-b.ts", "import-x/no-cycle")).toHaveLength(1);
    expect(reports("values-a.ts", "project/no-import-cycle")).toEqual([]);
    expect(reports("values-b.ts", "project/no-import-cycle")).toEqual([]);
  });

  it("reports nothing where the imports go one way", () => {
    expect(reports("leaf.ts", "project/no-import-cycle")).toEqual([]);
    expect(reports("user.ts", "project/no-import-cycle")).toEqual([]);
  });
});
