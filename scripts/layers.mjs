// The layers of app/ as they are (docs/architecture.md, "Layers"): `node scripts/layers.mjs` lists the imports from a
// shared layer into a feature, the imports of each feature from the others (and those that pass by the other's
// interface module) and the pairs of features that import each other; `--dot` prints the graph of features and shared
// layers for Graphviz instead (`node scripts/layers.mjs --dot | dot -Tsvg > layers.svg`). Exits with 1 when a shared
// layer imports a feature, a feature another's module other than its interface, or two features import each other,
// which the linter forbids (project/feature-layers, scripts/eslint/feature-layers.mjs).
// A quick drawing that reads import lines with a regular expression; the linter's rule is the one that parses.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const APP = path.resolve(import.meta.dirname, "../app");
const IMPORT = /(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;

/** The app's modules other than tests and React Router's generated types, relative to app/. */
function modules() {
  return readdirSync(APP, { recursive: true })
    .filter((name) => /\.(tsx?|mjs)$/.test(name) && !/\.test\./.test(name) && !name.split(path.sep).includes("+types"))
    .sort();
}

/** "root" (a file directly in app/), "features/<name>" or the shared layer's folder. */
function partOf(relative) {
  const [first, second] = relative.split(path.sep);
  if (second === undefined) return "root";
  return first === "features" ? `features/${second}` : first;
}

function importsOf(relative) {
  const found = [];
  for (const match of readFileSync(path.join(APP, relative), "utf8").matchAll(IMPORT)) {
    const specifier = (match[1] ?? match[2]).replace(/\?.*$/, "");
    let target;
    if (specifier.startsWith("#app/")) target = path.join(APP, specifier.slice("#app/".length));
    else if (specifier.startsWith(".")) target = path.resolve(path.dirname(path.join(APP, relative)), specifier);
    else continue;
    const targetRelative = path.relative(APP, target);
    if (!targetRelative.startsWith("..")) found.push(targetRelative);
  }
  return found;
}

/** A feature's interface modules (docs/decisions/0017-features-meet-through-one-interface.md), relative to app/. */
const INTERFACE = /^features\/[^/]+\/interface(\.server)?\.ts$/;

const sharedIntoFeatures = [];
const rootIntoFeatures = [];
/** Imports of a feature's module from another feature that pass by its interface. */
const pastInterfaces = [];
/** "from → to" between parts of app/ → the imports behind it. */
const edges = new Map();
for (const file of modules()) {
  const from = partOf(file);
  for (const target of importsOf(file)) {
    const to = partOf(target);
    if (from === to) continue;
    const key = `${from} → ${to}`;
    edges.set(key, [...(edges.get(key) ?? []), `${file} → ${target}`]);
    if (to.startsWith("features/") && from === "root") rootIntoFeatures.push(`${file} → ${target}`);
    else if (to.startsWith("features/") && !from.startsWith("features/")) sharedIntoFeatures.push(`${file} → ${target}`);
    else if (to.startsWith("features/") && !INTERFACE.test(target.split(path.sep).join("/"))) pastInterfaces.push(`${file} → ${target}`);
  }
}
const featureEdges = [...edges.keys()].filter((key) => key.split(" → ").every((part) => part.startsWith("features/")));
const bothWays = featureEdges.filter((key) => {
  const [from, to] = key.split(" → ");
  return from < to && edges.has(`${to} → ${from}`);
});

if (process.argv.includes("--dot")) {
  const lines = [...edges.keys()]
    .filter((key) => !key.startsWith("root"))
    .map((key) => `  "${key.replace(" → ", '" -> "')}" [label=${edges.get(key).length}];`);
  console.log(`digraph layers {\n  rankdir=BT;\n  node [shape=box];\n${lines.join("\n")}\n}`);
} else {
  console.log(`shared layers → features: ${sharedIntoFeatures.length}`);
  for (const line of sharedIntoFeatures) console.log(`  ${line}`);
  console.log(`composition root → features: ${rootIntoFeatures.length} imports (the root mounts them)`);
  console.log("feature → feature (imports):");
  for (const key of featureEdges) console.log(`  ${key.replaceAll("features/", "")} (${edges.get(key).length})`);
  console.log(`feature → feature past the interface: ${pastInterfaces.length}`);
  for (const line of pastInterfaces) console.log(`  ${line}`);
  console.log(`both ways: ${bothWays.length === 0 ? "none" : bothWays.map((key) => key.replaceAll("features/", "").replace(" → ", " ↔ ")).join(", ")}`);
  for (const key of bothWays) {
    const [from, to] = key.split(" → ");
    for (const line of [...edges.get(key), ...edges.get(`${to} → ${from}`)]) console.log(`  ${line}`);
  }
}
process.exitCode = sharedIntoFeatures.length > 0 || pastInterfaces.length > 0 || bothWays.length > 0 ? 1 : 0;
