// A file of deploy/ generated from the code (nginx's maps): whether the committed copy is what the code gives now,
// and the command line of its generator, which prints the text or, with `--write`, rewrites the file.
// Plain TypeScript that Node runs as is (type stripping).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Whether `file` holds `text` (false when it cannot be read). */
export function fileIsCurrent(file: string, text: string): boolean {
  try {
    return readFileSync(file, "utf8") === text;
  } catch {
    return false;
  }
}

/** When the module at `moduleUrl` is the one Node runs: prints `render()`, or writes it to `file` with `--write`. */
export function runGenerator(moduleUrl: string, file: string, render: () => string): void {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  if (process.argv.includes("--write")) {
    writeFileSync(file, render());
    console.log(`wrote ${path.relative(ROOT, file)}`);
  } else {
    process.stdout.write(render());
  }
}
