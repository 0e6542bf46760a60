import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createContentChanges } from "./changes.server.ts";
import type { CollectionName } from "./collections.server.ts";
import { createContentWebhook, type ContentWebhookOptions } from "./webhook.server.ts";

/** The webhook is a door to the outside: only the secret opens it, bodies and floods are bounded, reloads never pile up. */
const SECRET = "webhook-secret-0123456789";
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(options: Partial<ContentWebhookOptions> & Pick<ContentWebhookOptions, "changes">) {
  const handle = createContentWebhook({ secret: SECRET, ...options });
  const server = createServer((req, res) => {
    if (!handle(req, res)) res.writeHead(404).end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (body: string, headers: Record<string, string> = { "X-Webhook-Secret": SECRET }, method = "POST") =>
    fetch(`${origin}/hooks/cockpit`, { method, headers: { "Content-Type": "application/json", ...headers }, body: method === "GET" ? undefined : body });
}

const saved = (collection: string) => JSON.stringify({ event: "collections.save.after", hook: "site", backend: true, args: [collection, { _id: "x", title: "…" }, true] });

function recorder() {
  const calls: CollectionName[] = [];
  return { calls, changes: { changed: async (collection: CollectionName) => void calls.push(collection) } };
}

describe("POST /hooks/cockpit", () => {
  it("reloads the collection Cockpit names, and answers at once (202)", async () => {
    const { calls, changes } = recorder();
    const post = await serve({ changes });
    const answer = await post(saved("jobs"));
    expect(answer.status).toBe(202);
    expect(calls).toEqual(["jobs"]);
    expect((await post(JSON.stringify({ event: "collections.remove.after", args: ["FAQs", { _id: "y" }] }))).status).toBe(202);
    expect(calls).toEqual(["jobs", "FAQs"]);
  });

  it("a missing or wrong secret gets 401 and changes nothing", async () => {
    const { calls, changes } = recorder();
    const post = await serve({ changes });
    expect((await post(saved("jobs"), {})).status).toBe(401);
    expect((await post(saved("jobs"), { "X-Webhook-Secret": `${SECRET}x` })).status).toBe(401);
    expect((await post(saved("jobs"), { "X-Webhook-Secret": "" })).status).toBe(401);
    expect(calls).toEqual([]);
  });

  it("a body over the limit gets 413, one that is not Cockpit's 400, other methods 405; an unknown collection or event is ignored", async () => {
    const { calls, changes } = recorder();
    const post = await serve({ changes, maxBodyBytes: 1024 });
    expect((await post(JSON.stringify({ event: "collections.save.after", args: ["jobs", { text: "x".repeat(2000) }] }))).status).toBe(413);
    expect((await post("{not json")).status).toBe(400);
    expect((await post(JSON.stringify({ event: "collections.save.after" }))).status).toBe(400);
    expect((await post("", { "X-Webhook-Secret": SECRET }, "GET")).status).toBe(405);
    expect((await post(saved("notOurs"))).status).toBe(202);
    expect((await post(JSON.stringify({ event: "cockpit.assets.save", args: ["jobs"] }))).status).toBe(202);
    expect(calls).toEqual([]);
  });

  it("a flood is rate-limited (429 with Retry-After) and never runs more than one reload of a collection at a time", async () => {
    let now = 1_000_000;
    let running = 0;
    let most = 0;
    let reloads = 0;
    let release!: () => void;
    const firstReloadHeld = new Promise<void>((resolve) => (release = resolve));
    const changes = createContentChanges({
      content: {
        reload: async () => {
          reloads++;
          most = Math.max(most, ++running);
          // The first reload lasts until every call of the flood was answered.
          if (reloads === 1) await firstReloadHeld;
          running--;
          return true;
        },
      },
      pollMs: 0,
    });
    const post = await serve({ changes, maxPerWindow: 20, windowMs: 10_000, now: () => now });
    const answers = await Promise.all(Array.from({ length: 30 }, () => post(saved("jobs"))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(answers.find((answer) => answer.status === 429)?.headers.get("retry-after")).toBe("10");
    expect(reloads).toBe(1);
    release();
    await changes.changed("jobs", "webhook");
    expect(most).toBe(1);
    // The first call's reload, one more for the nineteen that came during it, and at most one for the call just made.
    expect(reloads).toBeLessThanOrEqual(3);
    now += 10_000;
    expect((await post(saved("jobs"))).status).toBe(202);
  });
});
