// The build's unhashed files as nginx must treat them (deploy/nginx/matchpuls.conf): every top-level entry of public/
// (which the build copies into build/client as it is) belongs to a location that asks the next instance when one
// answers 404 and stores no 404, so a file a new build adds is there at once during a rolling deploy. Used by
// tests/run/nginx-cache-key.test.ts and the deployment test's rules (nginx-rules.mjs).
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PUBLIC_DIR = path.join(ROOT, "public");

/** A path the site serves from each top-level entry of public/: `/flags/next-file.png` for a directory, `/favicon.svg` for a file. */
export function publicFileSamples(name = "next-file.png"): string[] {
  return readdirSync(PUBLIC_DIR, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith("."))
    .map((entry) => (entry.isDirectory() ? `/${entry.name}/${name}` : `/${entry.name}`));
}

/** The top-level directories of public/. */
export function publicDirectories(): string[] {
  return readdirSync(PUBLIC_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name);
}

/**
 * The regular expressions of the shipped file's locations for files: the regex locations that ask the next instance
 * on a 404 (`proxy_next_upstream … http_404`).
 */
export function fileLocations(shippedConfig: string): RegExp[] {
  return [...shippedConfig.matchAll(/^\s*location ~ (\S+) \{([^}]*)\}/gm)]
    .filter(([, , body]) => /proxy_next_upstream[^;]*\bhttp_404\b/.test(body!))
    .map(([, pattern]) => new RegExp(pattern!));
}
