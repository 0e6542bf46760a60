import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The conventions of docs/architecture.md ("Page data and view models"), checked
 * on the sources: a module that breaks one fails here with what to change.
 */

const APP = import.meta.dirname;

/** Every source of app/ (no tests, no generated route types), relative to app/. */
function sources(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sources(file);
    return /\.(tsx?|css)$/.test(entry.name) ? [path.relative(APP, file)] : [];
  });
}

const read = (file: string) => readFileSync(path.join(APP, file), "utf8");
const code = sources().filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
/** The project's modules a file imports, relative or by alias (`import … from "./x.ts"`, `"#app/x.ts"`, `import type …`, `export … from`). */
const importsOf = (file: string) => [...read(file).matchAll(/(?:import|export)\s[^;]*?from\s+"((?:\.{1,2}\/|#)[^"]+)"/g)].map(([, spec]) => spec!);

describe("view models", () => {
  /** A view model: `<topic>-view.ts` in a feature's views/ folder, or beside its page in a slice of results (features/results/<page>/). */
  const VIEW_MODULE = /^features\/[\w-]+\/views\/[\w-]+-view\.ts$|^features\/results\/[\w-]+\/[\w-]+-view\.ts$/;
  const viewModules = code.filter((file) => /(^|\/)views\//.test(file) || VIEW_MODULE.test(file));

  it("live in a feature's views/ folder (results: in the page's slice), one `<topic>-view.ts` per page or part (beside the display helpers they share)", () => {
    const misplaced = code.filter((file) => /(^|\/)views\.tsx?$|-view(\.server)?\.tsx?$/.test(file) && !VIEW_MODULE.test(file));
    expect(
      misplaced,
      "move these into the feature's views/ folder (results: its slice) as <topic>-view.ts (server modules that load data are not named -view)",
    ).toEqual([]);
    expect(viewModules.filter((file) => file.startsWith("features/results/") && !file.includes("/views/")).length).toBeGreaterThan(5);
  });

  it("are plain modules the browser can load: no server module, no component, no React", () => {
    const offending = viewModules.filter(
      (file) => importsOf(file).some((spec) => /\.server\.tsx?$|\.tsx$/.test(spec)) || /from "react(-dom)?"/.test(read(file)),
    );
    expect(offending, "a view module builds plain data: loading belongs in the loader, rendering in a component").toEqual([]);
  });

  it("are what components render: no component imports a server module", () => {
    // Components are the PascalCase modules; route modules (lower case) hold loaders, which may.
    const components = code.filter((file) => /(^|\/)[A-Z][\w-]*\.tsx$/.test(file));
    expect(components.length).toBeGreaterThan(30);
    const offending = components.filter((file) => importsOf(file).some((spec) => /\.server\.tsx?$/.test(spec)));
    expect(offending, "pass the data in through the loader's view instead").toEqual([]);
  });
});

describe("statistics tables", () => {
  it("head their columns from one definition (app/football/format.ts) in one loop (StatColumnHeads), each table listing the columns it shows", () => {
    const tables = [
      "features/home/TableTeaser.tsx",
      "features/results/competition/StandingsTable.tsx",
      "features/results/team/TeamRecordTable.tsx",
      "features/results/match/MatchStandingBefore.tsx",
    ];
    expect(read("features/results/shared/StatColumnHeads.tsx")).toMatch(/statColumnHeads\(/);
    for (const file of tables) {
      expect(read(file), file).toMatch(/<StatColumnHeads columns=\{/);
      expect(read(file), `${file} spells a column's header itself`).not.toMatch(
        /tableColumns|(matches|won|drawn|lost|difference|points)Long\b|statColumnHeads/,
      );
    }
  });
});

describe("file size", () => {
  /** A file may pass the limit when a comment at its top says why (within its first lines). */
  const LIMIT = 400;
  const EXPLAINED = /Over 400 lines:/;

  it(`keeps every file of app/ under ${LIMIT} lines, or says at its top why not`, () => {
    const long = sources()
      .map((file) => ({ file, lines: read(file).split("\n").length - 1 }))
      .filter(({ file, lines }) => lines >= LIMIT && !EXPLAINED.test(read(file).split("\n").slice(0, 15).join("\n")))
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long, `split these, or explain at the top ("Over 400 lines: …") why the size is earned`).toEqual([]);
  });

  it(`keeps every module and test of the server, the backend, the contract, lib/, scripts/ and tests/ under ${LIMIT} lines, or says at its top why not`, () => {
    const ROOT = path.dirname(APP);
    const modules = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "fixtures" ? [] : modules(file);
        return /\.(ts|mjs)$/.test(entry.name) ? [file] : [];
      });
    const long = ["server", "results-backend", "contract", "lib", "scripts", "tests"]
      .flatMap((dir) => modules(path.join(ROOT, dir)))
      .map((file) => ({ file, text: readFileSync(file, "utf8") }))
      .filter(({ text }) => text.split("\n").length - 1 >= LIMIT && !EXPLAINED.test(text.split("\n").slice(0, 15).join("\n")))
      .map(({ file, text }) => `${path.relative(ROOT, file)}: ${text.split("\n").length - 1} lines`);
    expect(long, `split these, or explain at the top ("Over 400 lines: …") why the size is earned`).toEqual([]);
  });
});

describe("decision records", () => {
  const DECISIONS = path.join(APP, "../docs/decisions");
  const records = readdirSync(DECISIONS).filter((name) => /^\d{4}-[\w-]+\.md$/.test(name));

  it("have numbers of their own", () => {
    const numbers = records.map((name) => name.slice(0, 4));
    const repeated = numbers.filter((number, at) => numbers.indexOf(number) !== at);
    expect(repeated, "renumber one of each pair: the next free number in its hundred").toEqual([]);
    for (const name of records) expect(readFileSync(path.join(DECISIONS, name), "utf8"), name).toMatch(new RegExp(`^# ${name.slice(0, 4)} `));
  });

  it("are each listed in docs/decisions/README.md with their number, title and current status", () => {
    const index = readFileSync(path.join(DECISIONS, "README.md"), "utf8");
    for (const name of records) {
      const text = readFileSync(path.join(DECISIONS, name), "utf8");
      const title = /^# \d{4} (.+)$/m.exec(text)![1]!;
      const status = /^Status: (.+)$/m.exec(text)![1]!;
      const row = index.split("\n").find((line) => line.includes(`](${name})`));
      expect(row, `add a row for ${name}`).toBeDefined();
      expect(row, name).toContain(`[${name.slice(0, 4)}](${name})`);
      expect(row, `${name}: the title as the record has it`).toContain(title);
      expect(row, `${name}: the status as the record has it`).toContain(status);
    }
    const listed = [...index.matchAll(/\]\((\d{4}-[\w-]+\.md)\)/g)].map(([, name]) => name);
    expect(
      listed.filter((name) => !records.includes(name!)),
      "rows for records that do not exist",
    ).toEqual([]);
  });
});
