// The deployment with a real Cockpit (scripts/cms/local-cockpit.ts, seeded by scripts/cms/seed.ts): both instances
// restarted against it, behind a fresh nginx running the shipped configuration, Cockpit's webhook pointed at nginx
// (which hands it to both instances). An entry saved in Cockpit must show through nginx and on each instance within
// 5 s with the webhook, and within 60 s without it (each instance's poll, CONTENT_POLL_MS at POLL_MS here).
// Skipped, saying why, when the Cockpit archive or PHP is missing.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { cockpitUnavailable, findCockpitArchive, startLocalCockpit } from "../cms/local-cockpit.ts";
import { seedCockpit } from "../cms/seed.ts";

export const WITH_WEBHOOK_MS = 5_000;
export const WITHOUT_WEBHOOK_MS = 60_000;
/**
 * The instances' CONTENT_POLL_MS here: the check waits for a poll to find the edit, which at the default of 15 s took
 * 10–15 s of the test; a poll every 3 s is the same code on a shorter interval (the default is a number in
 * app/config/env.server.ts, not a behaviour of the deployment), and the bound of 60 s stays for a busy machine.
 */
export const POLL_MS = 3_000;

/**
 * `instances` are stopped, replaced by instances of the same names and ports (`createInstance`) against Cockpit,
 * and left running (the caller's cleanups end them through `register`). `pageShows(origin, target, text)`, when
 * given, looks at the edited page in a browser.
 */
export async function checkCockpitEdits({ root, work, port, nginxPort, instances, createInstance, startNginx, register, check, log, pageShows }) {
  const unavailable = cockpitUnavailable(root);
  if (unavailable) {
    log(`Cockpit checks skipped: ${unavailable}`);
    return { skipped: unavailable };
  }
  const cockpit = await startSeededCockpit({ root, work, port, register, log });
  const secret = randomBytes(24).toString("hex");
  const replaced = await replaceInstances({ cockpit, secret, instances, createInstance, register });
  // A fresh nginx: the first one's cache holds pages of the embedded content for minutes.
  const nginx = await startNginx(path.join(work, "nginx-cockpit"));
  register(() => nginx.stop());
  const nginxOrigin = `http://127.0.0.1:${nginxPort}`;
  log(`instances ${replaced.map((i) => i.name).join(" and ")} run against Cockpit behind a fresh nginx`);

  const where = [{ name: "nginx", origin: nginxOrigin }, ...replaced.map((instance) => ({ name: instance.name, origin: `http://127.0.0.1:${instance.port}` }))];
  const { entries } = await cockpitGet(cockpit, "/collections/get/FAQs");
  const [first, second] = entries;
  // Everything has the FAQ page cached: in nginx, and in each instance's page and content caches.
  for (let i = 0; i < 3; i++) for (const { origin } of where) await read(origin, "/faq");

  cockpit.setWebhook({
    name: "site",
    url: `${nginxOrigin}/hooks/cockpit`,
    events: ["collections.save.after", "collections.remove.after"],
    headers: { "X-Webhook-Secret": secret },
  });
  const withHook = `Neu mit Webhook ${randomBytes(3).toString("hex")}?`;
  await cockpitSave(cockpit, "FAQs", { _id: first._id, question: withHook });
  const hooked = await until(where, "/faq", withHook, WITH_WEBHOOK_MS);
  check(
    `an entry saved in Cockpit shows through nginx and on both instances within ${WITH_WEBHOOK_MS / 1000} s with the webhook`,
    hooked.ms !== undefined,
    `${hooked.ms ?? "not"} ms (${JSON.stringify(hooked.each)})`,
  );

  if (pageShows) {
    // What a reader sees: the page in a browser, through nginx.
    const shown = hooked.ms !== undefined && (await pageShows(nginxOrigin, "/faq", withHook));
    check("the entry saved in Cockpit shows on the FAQ page in a browser, through nginx", shown, shown ? withHook : `"${withHook}" not on /faq`);
  }

  cockpit.removeWebhooks();
  const withoutHook = `Neu ohne Webhook ${randomBytes(3).toString("hex")}?`;
  await cockpitSave(cockpit, "FAQs", { _id: second._id, question: withoutHook });
  const polled = await until(where, "/faq", withoutHook, WITHOUT_WEBHOOK_MS);
  check(
    `without the webhook, it shows through nginx and on both instances within ${WITHOUT_WEBHOOK_MS / 1000} s (each instance's poll, every ${POLL_MS / 1000} s)`,
    polled.ms !== undefined,
    `${polled.ms ?? "not"} ms (${JSON.stringify(polled.each)})`,
  );
  return { withWebhookMs: hooked.ms, withoutWebhookMs: polled.ms };
}

/** A local Cockpit with a token of this run, seeded with the embedded content; stopped by the caller's cleanups. */
async function startSeededCockpit({ root, work, port, register, log }) {
  const token = `deploy-${randomBytes(12).toString("hex")}`;
  const cockpit = await startLocalCockpit({ archive: findCockpitArchive(root), directory: path.join(work, "cockpit"), port, token });
  register(() => cockpit.stop());
  const seeded = Date.now();
  await seedCockpit({ apiUrl: cockpit.apiUrl, token });
  log(`Cockpit listens on :${port}, seeded in ${Date.now() - seeded} ms`);
  return cockpit;
}

/** Stops `instances` and starts instances of the same names and ports against Cockpit, polling every POLL_MS. */
async function replaceInstances({ cockpit, secret, instances, createInstance, register }) {
  const replaced = [];
  for (const instance of instances) {
    await instance.stop();
    const next = createInstance(instance, {
      CONTENT_API_URL: cockpit.apiUrl,
      CONTENT_API_TOKEN: cockpit.token,
      CONTENT_WEBHOOK_SECRET: secret,
      CONTENT_POLL_MS: String(POLL_MS),
    });
    register(() => next.kill());
    replaced.push(next);
  }
  await Promise.all(replaced.map((instance) => instance.start()));
  return replaced;
}

/** The page at `origin` + `target` as text; "" when it does not answer within 5 s. */
async function read(origin, target) {
  const answer = await fetch(`${origin}${target}`, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
  return answer ? answer.text() : "";
}

/** How long until `text` shows at `target` everywhere in `where` (through nginx and on each instance), or undefined. */
async function until(where, target, text, limitMs) {
  const start = Date.now();
  const seen = new Map();
  while (Date.now() - start <= limitMs) {
    for (const { name, origin } of where) {
      if (!seen.has(name) && (await read(origin, target)).includes(text)) seen.set(name, Date.now() - start);
    }
    if (seen.size === where.length) return { ms: Date.now() - start, each: Object.fromEntries(seen) };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { ms: undefined, each: Object.fromEntries(seen) };
}

async function cockpitGet(cockpit, target) {
  const answer = await fetch(`${cockpit.apiUrl}${target}`, { headers: { Authorization: `Bearer ${cockpit.token}` } });
  if (answer.status !== 200) throw new Error(`Cockpit GET ${target}: HTTP ${answer.status}`);
  return answer.json();
}

async function cockpitSave(cockpit, collection, data) {
  const answer = await fetch(`${cockpit.apiUrl}/collections/save/${collection}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${cockpit.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ data }),
  });
  if (answer.status !== 200) throw new Error(`Cockpit save ${collection}: HTTP ${answer.status} ${(await answer.text()).slice(0, 200)}`);
}
