/**
 * `npm run cms`: a local Cockpit for development, from the archive beside the repository
 * (COCKPIT_ARCHIVE, else ../shared/cockpit/cockpit-v1.tar.gz), in var/cockpit/ (gitignored), seeded
 * with the embedded content (scripts/cms/seed.ts), serving until Ctrl-C. It prints the admin URL and
 * login, and the command that runs the site against it. A second run reuses the folder: its content,
 * token and editors' changes stay; the seed adds only what is missing.
 * CMS_PORT (8088) and CMS_HOST (127.0.0.1) choose where it listens.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { ROOT } from "./embedded-files.ts";
import { cockpitUnavailable, findCockpitArchive, readOrCreateToken, startLocalCockpit } from "./local-cockpit.ts";
import { describeSeed, seedCockpit } from "./seed.ts";

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
console.log(`Seeded: ${describeSeed(report)}`);
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
