/**
 * Prints a preview link (app/content/preview.server.ts): `npm run cms:preview-link -- /faq [--hours 48]`.
 * Whoever opens it sees the page, and every page after it, with the entries not published yet, until
 * the link expires. Made with PREVIEW_SECRET and SITE_URL as the site reads them (or `--secret`, `--site`).
 */
import { parseArgs } from "node:util";
import { PREVIEW_DEFAULT_HOURS, PREVIEW_MAX_HOURS, previewLink } from "#app/content/preview.server.ts";

const USAGE = `Usage: npm run cms:preview-link -- /page/on/the/site [--hours ${PREVIEW_DEFAULT_HOURS}] [--site https://www.example.com] [--secret …]
(or SITE_URL and PREVIEW_SECRET in the environment, as the site has them). The link works for --hours (at most ${PREVIEW_MAX_HOURS}).`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  options: { hours: { type: "string" }, site: { type: "string" }, secret: { type: "string" }, help: { type: "boolean" } },
  allowPositionals: true,
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const page = positionals[0] ?? "/";
const site = values.site ?? process.env.SITE_URL ?? "http://localhost:3000";
const secret = values.secret ?? process.env.PREVIEW_SECRET;
const hours = values.hours === undefined ? PREVIEW_DEFAULT_HOURS : Number(values.hours);
if (!secret || secret.length < 32) fail("PREVIEW_SECRET (at least 32 characters, the same the site runs with) is needed to sign the link.");
if (!page.startsWith("/") || page.startsWith("//")) fail(`the page is a path on the site such as /faq, not ${JSON.stringify(page)}`);
if (!/^https?:\/\//.test(site)) fail(`--site is the site's address (https://…), not ${JSON.stringify(site)}`);
if (!(hours > 0 && hours <= PREVIEW_MAX_HOURS)) fail(`--hours is a number of hours from 0 to ${PREVIEW_MAX_HOURS}`);
console.log(previewLink(site, secret, page, hours));
