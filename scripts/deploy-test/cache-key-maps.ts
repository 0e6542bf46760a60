// nginx's cache key from the site's own rules (deploy/nginx/cache-key.conf): the query parameters the instances key
// on, which app/http/page-query.server.ts declares for pages (PAGE_QUERY), and React Router's own, as
// server/page-cache-plan.ts keys them: `_routes` on data requests, `paths` and `version` on the route manifest.
// `node scripts/deploy-test/cache-key-maps.ts --write` rewrites the file; `npm run test:deploy` and
// tests/run/nginx-cache-key.test.ts fail while it is out of date.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PAGE_QUERY } from "#app/http/page-query.server.ts";
import { escapeRegExp } from "#lib/escape-regexp.ts";
import { MANIFEST_PATH } from "#server/request-guards.ts";
import { fileIsCurrent, runGenerator } from "./generated-file.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CACHE_KEY_FILE = path.join(ROOT, "deploy/nginx/cache-key.conf");

/** React Router's data requests name the loaders to run (`/faq.data?_routes=root,faq-en`); the instances key on it. */
export const DATA_ROUTES_PARAM = "_routes";
/**
 * React Router's route discovery (`/__manifest?paths=…&version=…`): the answer is the routes of those paths in that
 * build, marked immutable, so both are in its key. Nowhere else: on any other path they are parameters like
 * `?utm_source`.
 */
export const MANIFEST_PARAMS = ["paths", "version"] as const;

/** The parameters nginx keys on for every path: those some page reads, then React Router's `_routes`. */
export function keyedEverywhere(): string[] {
  return [...Object.keys(PAGE_QUERY), DATA_ROUTES_PARAM];
}

/** nginx's variable for a parameter's part of the key. */
export const argVariable = (name: string) => `$matchpuls_arg_${name}`;

/** A map that gives a parameter as sent (`name=value`, or `name` alone), by its exact name; empty when absent. */
function argMap(name: string): string {
  // A name nginx could not carry in a variable's name would need a map of another shape: none of the site's is.
  if (!/^\w+$/.test(name)) throw new Error(`query parameter ${JSON.stringify(name)}: only letters, digits and _ fit an nginx variable name`);
  return `map $args ${argVariable(name)} {\n    "~(?:^|&)(${escapeRegExp(name)}(?:=[^&]*)?)(?:&|$)" $1;\n}`;
}

/** The include file's text. */
export function cacheKeyMaps(): string {
  const everywhere = keyedEverywhere();
  const manifestArgs = MANIFEST_PARAMS.map((name) => `&${argVariable(name)}`).join("");
  return [
    "# Generated from app/http/page-query.server.ts (PAGE_QUERY) and React Router's own parameters (server/page-cache-plan.ts)",
    "# by `node scripts/deploy-test/cache-key-maps.ts --write`; npm run test:deploy and tests/run/nginx-cache-key.test.ts fail",
    "# when it is out of date. Included by deploy/nginx/matchpuls.conf at http level: $matchpuls_read_args is the query's",
    "# part of proxy_cache_key.",
    "#",
    "# Each parameter by its exact name (nginx's $arg_q would also take `Q=`, which the site does not read), with its value",
    "# as sent, or empty when absent. A parameter given twice counts by its first, as the site reads it.",
    `# Read by some page (PAGE_QUERY), and React Router's \`${DATA_ROUTES_PARAM}\` (which loaders a data request runs): on every path.`,
    ...everywhere.map(argMap),
    `# The route manifest's (${MANIFEST_PATH}): which routes, and of which build. On its path only.`,
    ...MANIFEST_PARAMS.map(argMap),
    `map $uri $matchpuls_manifest_args {`,
    `    default "";`,
    `    ${MANIFEST_PATH} "${manifestArgs}";`,
    "}",
    "# Every other parameter leaves the key, so `?utm_source=…` or a stream of made-up ones shares the page's entry.",
    `map "${everywhere.map(argVariable).join("&")}$matchpuls_manifest_args" $matchpuls_read_args {`,
    `    "~^&*$" "";`,
    `    "~^(.*)$" "?$1";`,
    "}",
    "",
  ].join("\n");
}

/** Whether the file on disk is what the rules give now. */
export function cacheKeyMapsAreCurrent(): boolean {
  return fileIsCurrent(CACHE_KEY_FILE, cacheKeyMaps());
}

runGenerator(import.meta.url, CACHE_KEY_FILE, cacheKeyMaps);
