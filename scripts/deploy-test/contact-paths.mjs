// The contact form's post paths for nginx's rate limit (deploy/nginx/contact-posts.map), generated from the
// route table (app/i18n/route-table.ts): the contact page in every language, and its `.data` twin that React
// Router posts to when JavaScript runs. `node scripts/deploy-test/contact-paths.mjs --write` rewrites the file;
// `npm run test:deploy` fails while it is out of date.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ROUTE_TABLE } from "#app/i18n/route-table.ts";
import { escapeRegExp } from "#lib/escape-regexp.ts";
import { LANGUAGES } from "#lib/languages.ts";
import { fileIsCurrent, runGenerator } from "./generated-file.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CONTACT_MAP_FILE = path.join(ROOT, "deploy/nginx/contact-posts.map");

/** Every path a contact message is posted to: the page's path per language, and the same with `.data`. */
export function contactPostPaths() {
  return LANGUAGES.flatMap(({ code }) => [ROUTE_TABLE.contact[code], `${ROUTE_TABLE.contact[code]}.data`]);
}

/**
 * The map entries nginx includes: a POST to the contact page's path in a language, keyed to the client
 * (`$matchpuls_client`: an IPv4 address, an IPv6 /64; the rate limit's key). Case-insensitive and with an optional trailing slash or `.data`
 * (`/_.data` after a slash), as React Router matches and posts them.
 */
export function contactPostMap() {
  const lines = LANGUAGES.map(({ code }) => `"~*^POST ${escapeRegExp(ROUTE_TABLE.contact[code])}(/|\\.data|/_\\.data)?$" $matchpuls_client;`);
  return [
    "# Generated from app/i18n/route-table.ts (the contact page in every language) by",
    "# `node scripts/deploy-test/contact-paths.mjs --write`; npm run test:deploy fails when it is out of date.",
    '# Included by deploy/nginx/matchpuls.conf in the map whose key is "$request_method $uri".',
    ...lines,
    "",
  ].join("\n");
}

/** Whether the file on disk is what the route table gives now. */
export function contactPostMapIsCurrent() {
  return fileIsCurrent(CONTACT_MAP_FILE, contactPostMap());
}

runGenerator(import.meta.url, CONTACT_MAP_FILE, contactPostMap);
