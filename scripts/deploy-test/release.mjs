// The next release for the deployment test's rolling deploy: this tree with a trivial change (one more text in every
// language's dictionary, one more rule in the stylesheet), built for real by `react-router build` in a directory of
// its own, as deploy/README.md deploys a release beside the running one; then deploy/keep-previous-assets.sh copies
// the running release's hashed files in. Its pages name a stylesheet, a root module, a route manifest and
// dictionaries that the running release does not have.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Top-level entries the release does not copy: installed, built, written by tools or tests, or version control. */
const NOT_COPIED = new Set(["node_modules", "build", "var", "reports", "test-results", "playwright-report", "blob-report", "coverage", "tests"]);

/** The trivial change: each edit's text must occur exactly once, or the test says what no longer matches. */
const CHANGES = [
  ...["de", "en", "it"].map((language) => ({
    file: `app/i18n/messages/${language}.ts`,
    find: new RegExp(`^export const ${language}\\b[^\\n]*= \\{\\n`, "m"),
    replace: (match) => `${match}  deployTestRelease: "next",\n`,
  })),
  { file: "app/styles/site.css", find: /$(?![\s\S])/, replace: () => `:root { --deploy-test-release: "next"; }\n` },
];

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) stream.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${output.slice(-2_000)}`))));
  });
}

/** The hashed files of a release's build (`build/client/assets`), by name. */
export function assetNames(releaseRoot) {
  return new Set(readdirSync(path.join(releaseRoot, "build/client/assets"), { recursive: true }));
}

/** The tree at `root` in `directory`, as a release: its own copy of the code, the node modules shared (a symbolic link: `npm ci` would install the same ones). */
function copyTree(root, directory) {
  for (const entry of readdirSync(root)) {
    if (entry.startsWith(".") || NOT_COPIED.has(entry)) continue;
    cpSync(path.join(root, entry), path.join(directory, entry), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(directory, "node_modules"), "dir");
}

/**
 * The running release: the tree at `root` and its build, copied into `directory`, which the instances run from as
 * they would from a release directory. A build made in the checkout meanwhile (`npm run build` empties build/ first)
 * changes nothing under them.
 */
export function copyRunningRelease({ root, directory }) {
  copyTree(root, directory);
  cpSync(path.join(root, "build"), path.join(directory, "build"), { recursive: true });
  return directory;
}

/**
 * Builds the next release in `directory` from the tree at `root` and keeps the running release's hashed files (those
 * of the release at `running`) in it.
 */
export async function buildNextRelease({ root, running, directory }) {
  const started = Date.now();
  copyTree(root, directory);
  for (const { file, find, replace } of CHANGES) {
    const text = readFileSync(path.join(directory, file), "utf8");
    const flags = find.flags.includes("g") ? find.flags : `${find.flags}g`;
    const count = [...text.matchAll(new RegExp(find.source, flags))].length;
    if (count !== 1) throw new Error(`the next release's change to ${file}: expected ${find} once, found it ${count} times`);
    writeFileSync(path.join(directory, file), text.replace(find, replace));
  }
  await run(process.execPath, [realpathSync(path.join(root, "node_modules/.bin/react-router")), "build"], { cwd: directory });
  const kept = await keepPreviousAssets(root, running, directory);
  return { directory, ms: Date.now() - started, kept };
}

const keepPreviousAssets = async (root, previous, next) =>
  (await run("sh", [path.join(root, "deploy/keep-previous-assets.sh"), previous, next], { cwd: next })).trim();

/**
 * deploy/keep-previous-assets.sh one release further: a third release (one file of its own, and one of the same name
 * as the next release's, which must stay) gets the next release's own files, and none of those the next release had
 * only kept from the one before; what the next release lists as its own is what its build wrote.
 */
export async function keepOneReleaseBack({ root, next, directory }) {
  const assets = path.join(directory, "build/client/assets");
  mkdirSync(assets, { recursive: true });
  const nextOwn = readFileSync(path.join(next, "build/own-assets.txt"), "utf8").split("\n").filter(Boolean);
  writeFileSync(path.join(assets, "third-only.js"), "third");
  writeFileSync(path.join(assets, nextOwn[0]), "third's own copy");
  await keepPreviousAssets(root, next, directory);
  return {
    nextOwn,
    third: [...assetNames(directory)].sort(),
    sameNameKept: readFileSync(path.join(assets, nextOwn[0]), "utf8") === "third's own copy",
  };
}
