// ESLint rule `project/no-import-cycle`: no module may reach itself through its imports, type-only
// imports included. `import-x/no-cycle` skips every type-only import (`import type`, or every
// specifier `type`) and has no option to count them, yet a cycle of types ties modules together as
// well: neither can move to another layer, or be understood, without the other. This rule follows
// every import and re-export of a project file (static, type-only, dynamic `import("./x.ts")`, type
// queries `import("./x.ts").T`) and reports a cycle that passes through a type-only import; a cycle
// of value imports alone is left to `import-x/no-cycle`, so each cycle is reported once. Packages
// are not followed. Relative specifiers name their file with its extension in this project
// (`import-x/extensions`), so resolving one is joining paths, and so is resolving a subpath import
// (`#app/x.ts`, package.json's "imports"); one that names no file (React Router's generated
// `./+types/…`) is not followed. See docs/decisions/0800-linter-and-formatter.md.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import tseslint from "typescript-eslint";

/** Files whose imports are read; anything else a specifier names (a stylesheet, JSON) ends the path. */
const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");

/** package.json's subpath imports with one `*` (`"#app/*": "./app/*"`), as prefixes: what each names, in the project. */
const SUBPATH_IMPORTS = Object.entries(JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")).imports ?? {})
  .filter(([key, target]) => key.endsWith("/*") && typeof target === "string" && target.endsWith("/*"))
  .map(([key, target]) => ({ prefix: key.slice(0, -1), directory: path.join(PROJECT_ROOT, target.slice(0, -1)) }));

/** The file a specifier of `file` names: relative or a subpath import (`#app/…`); undefined for a package. */
export function resolveSpecifier(source, file) {
  const bare = source.replace(/\?.*$/, "");
  if (bare.startsWith(".")) return path.resolve(path.dirname(file), bare);
  const mapping = SUBPATH_IMPORTS.find(({ prefix }) => bare.startsWith(prefix));
  return mapping ? path.join(mapping.directory, bare.slice(mapping.prefix.length)) : undefined;
}

/**
 * The project modules `ast` imports: one entry per import or re-export of a relative specifier that
 * names an existing file, with the node to report at and whether only types come through it.
 */
export function importsOf(ast, file) {
  const found = [];
  const add = (node, source, typeOnly) => {
    if (typeof source !== "string") return;
    const target = resolveSpecifier(source, file);
    if (target !== undefined && isFile(target)) found.push({ node, target, typeOnly });
  };
  walk(ast, (node) => {
    switch (node.type) {
      case "ImportDeclaration":
        add(node, node.source.value, node.importKind === "type" || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type")));
        break;
      case "ExportNamedDeclaration":
      case "ExportAllDeclaration":
        if (node.source) add(node, node.source.value, node.exportKind === "type");
        break;
      case "ImportExpression":
        if (node.source.type === "Literal") add(node, node.source.value, false);
        break;
      case "TSImportType":
        add(node, node.source?.value, true);
        break;
    }
  });
  return found;
}

function walk(node, visit) {
  if (!node || typeof node.type !== "string") return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    // `argument` of TSImportType is a deprecated alias of its `source` (reading it warns).
    if (key === "parent" || key === "tokens" || key === "comments" || (key === "argument" && node.type === "TSImportType")) continue;
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value === "object") walk(value, visit);
  }
}

const fileKinds = new Map();
function isFile(target) {
  let kind = fileKinds.get(target);
  if (kind === undefined) {
    try {
      kind = statSync(target).isFile();
    } catch {
      kind = false;
    }
    fileKinds.set(target, kind);
  }
  return kind;
}

/** Each file's imported project modules (and whether a value comes through), read from disk once per modification time. */
const graph = new Map();
export function edgesOf(file) {
  if (!SOURCE_FILE.test(file)) return [];
  const modified = statSync(file).mtimeMs;
  const known = graph.get(file);
  if (known?.modified === modified) return known.edges;
  const values = new Map();
  try {
    const { ast } = tseslint.parser.parseForESLint(readFileSync(file, "utf8"), { jsx: file.endsWith("x"), sourceType: "module" });
    for (const { target, typeOnly } of importsOf(ast, file)) values.set(target, (values.get(target) ?? false) || !typeOnly);
  } catch {
    // A file that does not parse is reported by the linter itself when it reaches it.
  }
  const edges = [...values].map(([target, value]) => ({ target, value }));
  graph.set(file, { modified, edges });
  return edges;
}

/** The shortest path of imports from `start` to `goal` (both included), through value imports only when `valuesOnly`; or undefined. */
function pathBetween(start, goal, valuesOnly) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const { target, value } of edgesOf(file)) {
      if ((valuesOnly && !value) || cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      if (target === goal) {
        const route = [goal];
        for (let at = file; at !== undefined; at = cameFrom.get(at)) route.unshift(at);
        return route;
      }
      queue.push(target);
    }
  }
  return undefined;
}

/** @type {import("eslint").Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles between project modules that pass through a type-only import (import-x/no-cycle reports the others)." },
    schema: [],
    messages: { cycle: "Import cycle through a type-only import: {{route}}. Move the shared types to a module both can import." },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = context.cwd;
    return {
      "Program:exit"(program) {
        for (const { node, target, typeOnly } of importsOf(program, file)) {
          if (target === file) continue; // import-x/no-self-import reports it
          // A cycle of value imports through a value import is import-x/no-cycle's to report: each cycle once.
          if (!typeOnly && pathBetween(target, file, true)) continue;
          const back = pathBetween(target, file, false);
          if (!back) continue;
          const route = [file, ...back].map((f) => path.relative(root, f)).join(" → ");
          context.report({ node, messageId: "cycle", data: { route } });
        }
      },
    };
  },
};
