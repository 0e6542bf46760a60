/**
 * `npm run cms`: a local Cockpit for development, from the archive beside the repository
 * (COCKPIT_ARCHIVE, else ../shared/cockpit/cockpit-v1.tar.gz), in var/cockpit/ (gitignored), seeded
 * with the embedded content (scripts/cms/seed.ts), serving until Ctrl-C. It prints the admin URL and
 * login, and the command that runs the site against it. A second run reuses the folder: its content,
 * token and editors' changes stay; the seed adds only what is missing.
 * CMS_PORT (8088) and CMS_HOST (127.0.0.1) choose where it listens; `--help` says so and starts nothing.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "./embedded-files.ts";
import { cockpitUnavailable, findCockpitArchive, readOrCreateToken, startLocalCockpit } from "./local-cockpit.ts";
import { describeSeed, seedCockpit } from "./seed.ts";

const USAGE = `Usage: npm run cms [-- --help]

Starts a local Cockpit CMS (v1) in var/cockpit/, seeded with the site's embedded content, and serves it
until Ctrl-C. It prints the admin URL and login, and the command that runs the site against it.

  CMS_PORT     the port it listens on (default 8088)
  CMS_HOST     the address it listens on (default 127.0.0.1)
  PORT         the site's port, for the webhook Cockpit calls on each save (default 3000)
  COCKPIT_ARCHIVE  Cockpit's archive (default ../shared/cockpit/cockpit-v1.tar.gz beside the checkout)

A second run keeps what is in var/cockpit/: the content, the token and every edit. The seed creates only
entries that are missing and says what it did. Delete var/cockpit/ to start afresh.`;

let help = false;
try {
  help = parseArgs({ options: { help: { type: "boolean", short: "h" } }, strict: true }).values.help === true;
} catch (error) {
  console.error(`npm run cms: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (help) {
  console.log(USAGE);
  process.exit(0);
}

const unavailable = cockpitUnavailable(ROOT);
if (unavailable) {
  console.error(`npm run cms: ${unavailable}`);
  process.exit(1);
}

const directory = path.join(ROOT, "var", "cockpit");
const port = Number(process.env.CMS_PORT ?? 8088);
const host = process.env.CMS_HOST ?? "127.0.0.1";
const token = readOrCreateToken(path.join(directory, "api-token"), () => `dev-${randomBytes(18).toString("hex")}`);
const webhookSecret = readOrCreateToken(path.join(directory, "webhook-secret"), () => randomBytes(24).toString("hex"));
const sitePort = Number(process.env.PORT ?? 3000);

const cockpit = await startLocalCockpit({ archive: findCockpitArchive(ROOT)!, directory, port, host, token, keep: true, log: (line) => console.log(line) });
const report = await seedCockpit({ apiUrl: cockpit.apiUrl, token });
console.log(`Seeded (entries already there are kept as they are): ${describeSeed(report)}`);
// Saves reach the site at once (POST /hooks/cockpit); without it the site notices within CONTENT_POLL_MS.
cockpit.setWebhook({
  name: "matchpuls-site",
  url: `http://127.0.0.1:${sitePort}/hooks/cockpit`,
  events: ["collections.save.after", "collections.remove.after"],
  headers: { "X-Webhook-Secret": webhookSecret },
});

console.log(`
Cockpit is running: ${cockpit.origin}/  (log in as admin / admin)
The site against it (another terminal):

  CONTENT_API_URL=${cockpit.apiUrl} CONTENT_API_TOKEN=${token} CONTENT_WEBHOOK_SECRET=${webhookSecret} npm run dev

Stop with Ctrl-C; the content stays in var/cockpit/ for the next run (delete the folder to start afresh).`);

const stop = () => {
  void cockpit.stop({ keepFiles: true }).then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
