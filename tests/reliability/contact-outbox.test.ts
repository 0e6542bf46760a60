/**
 * A flood of contact posts from many addresses against the built server (docs/decisions/0600-contact-form.md):
 * the per-address rate limit does not stop it, the outbox's cap does. Behind TRUSTED_PROXY every
 * post comes from an address of its own (the last X-Forwarded-For entry), with and without
 * JavaScript (`.data` posts are what React Router's form sends), in the three languages. The mail
 * server hangs until the test releases it, so nothing is delivered during the flood; then the
 * outbox drains, every accepted message arrives once, and posts are accepted again.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OUTBOX_FULL_RETRY_AFTER_SECONDS } from "#app/features/contact/contact-action.server.ts";
import { contactDe } from "#app/features/contact/messages/contact.de.ts";
import { contactEn } from "#app/features/contact/messages/contact.en.ts";
import { contactIt } from "#app/features/contact/messages/contact.it.ts";
import { openOutbox } from "#app/features/contact/outbox.server.ts";
import { CONTACT_RATE_LIMIT } from "#app/features/contact/rate-limit.server.ts";
import { parseMail, startMailServer, type TestMailServer } from "../support/contact.ts";
import { BUILD_MISSING, pool, prng, rawRequest, type RawResult, SKIP_MESSAGE, type Site, sleep, startSite } from "../support/reliability.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const SITE_PORT = 3536;
const SMTP_PORT = 3537;
const MAX_MESSAGES = 40;
const MAX_BYTES = 60_000;
const ADDRESSES = 100;
const POSTS_PER_ADDRESS = CONTACT_RATE_LIMIT.limit + 1;

const PAGES = [
  { path: "/kontakt", failure: contactDe.failure },
  { path: "/en/contact", failure: contactEn.failure },
  { path: "/it/contatto", failure: contactIt.failure },
] as const;

interface Post {
  target: string;
  address: string;
  text: string;
  failure: string;
}

const formBody = (text: string) => new URLSearchParams({ email: "fan@example.com", type: "support", message: text }).toString();

function post(port: number, { target, address, text }: Pick<Post, "target" | "address" | "text">): Promise<RawResult> {
  return rawRequest({
    port,
    method: "POST",
    target,
    body: formBody(text),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://127.0.0.1:${port}`, "x-forwarded-for": `192.0.2.1, ${address}` },
  });
}

/** Every post of the flood: each address posts one more time than its rate limit allows, with texts of 500–2,500 bytes. */
function floodPosts(): Post[] {
  const random = prng(2026);
  const posts: Post[] = [];
  for (let n = 0; n < POSTS_PER_ADDRESS; n++) {
    for (let a = 0; a < ADDRESSES; a++) {
      const page = random.pick(PAGES);
      const javascript = random.next() < 0.5;
      const text = `Flood ${a}/${n}: ${"Tor! ".repeat(100 + random.int(400))}Ende.`;
      posts.push({ target: `${page.path}${javascript ? ".data" : ""}`, address: `198.51.100.${a + 1}`, text, failure: page.failure });
    }
  }
  return posts;
}

describe.skipIf(BUILD_MISSING)("a contact flood from many addresses", () => {
  if (BUILD_MISSING) console.warn(SKIP_MESSAGE);
  let mail: TestMailServer;
  let site: Site;
  beforeAll(async () => {
    mail = await startMailServer({ port: SMTP_PORT, held: true });
    site = await startSite(SITE_PORT, {
      TRUSTED_PROXY: "127.0.0.1",
      SMTP_URL: mail.url,
      CONTACT_TO: "team@matchpuls.example",
      CONTACT_OUTBOX_MAX_MESSAGES: String(MAX_MESSAGES),
      CONTACT_OUTBOX_MAX_BYTES: String(MAX_BYTES),
      LOG_REQUESTS: "false",
    });
  });
  afterAll(async () => {
    mail?.release();
    await site?.stop();
    await mail?.close();
  });

  const accepted: string[] = [];

  it("stores no more than the cap, answers the rest with the failure text, 503 and Retry-After, and loses no accepted message", async () => {
    const posts = floodPosts();
    const answers = await pool(
      posts.map((p) => () => post(SITE_PORT, p)),
      8,
    );
    const statuses: Record<string, number> = {};
    answers.forEach((answer, i) => {
      const { target, text, failure } = posts[i]!;
      const status = answer.status ?? answer.error ?? "none";
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (answer.status === 303) accepted.push(text);
      // A `.data` post's redirect is React Router's 202 with the location in its body.
      else if (answer.status === 202 && answer.body.includes("?sent=1")) accepted.push(text);
      else if (answer.status === 503) {
        // The page (no JavaScript) or the action data (JavaScript) with the failure text in the page's language.
        expect(answer.body, target).toContain(failure);
        expect(answer.headers["retry-after"], target).toBe(String(OUTBOX_FULL_RETRY_AFTER_SECONDS));
        expect(answer.headers["cache-control"], target).toBe("no-store");
      } else expect(answer.status, `${target}: ${answer.error ?? answer.body.slice(0, 200)}`).toBe(429);
    });
    // The rate limit lets 5 posts of each address through (500 in all): the cap let some of them in and refused the rest.
    expect(accepted.length, JSON.stringify(statuses)).toBeGreaterThan(0);
    expect(statuses["503"] ?? 0, JSON.stringify(statuses)).toBeGreaterThan(ADDRESSES * CONTACT_RATE_LIMIT.limit - MAX_MESSAGES - 1);

    const outbox = openOutbox(site.dataDir);
    try {
      const pending = outbox.pending();
      expect(pending.messages).toBeLessThanOrEqual(MAX_MESSAGES);
      expect(pending.bytes).toBeLessThanOrEqual(MAX_BYTES);
      // Exactly what was accepted was kept: nothing lost, nothing refused stored.
      expect(
        outbox
          .list()
          .map((m) => m.text)
          .sort(),
      ).toEqual([...accepted].sort());
      expect(pending.messages).toBe(accepted.length);
    } finally {
      outbox.close();
    }
    // One warn line for the whole flood (a few seconds), not one per refused post.
    const full = site.logs.filter((line) => line.includes('"event":"contact_outbox_full"'));
    expect(full).toHaveLength(1);
    expect(JSON.parse(full[0]!)).toMatchObject({ level: "warn", maxMessages: MAX_MESSAGES, maxBytes: MAX_BYTES });
  });

  it("delivers every accepted message once when the mail server answers, and then accepts posts again", async () => {
    const refused = await post(SITE_PORT, { target: "/en/contact", address: "203.0.113.1", text: `Before the mail server answers: ${"x".repeat(2000)}` });
    expect(refused.status).toBe(503);

    mail.release();
    const outbox = openOutbox(site.dataDir);
    try {
      for (let waited = 0; outbox.pending().messages > 0; waited += 100) {
        if (waited > 30_000) throw new Error(`still ${outbox.pending().messages} messages waiting after 30 s`);
        await sleep(100);
      }
      expect(mail.received.map((m) => parseMail(m.raw).text.split("\n\n-- \n")[0]).sort()).toEqual([...accepted].sort());

      // Delivered messages do not count: there is room again.
      const again = await post(SITE_PORT, { target: "/en/contact", address: "203.0.113.1", text: "After delivery: the form takes messages again." });
      expect(again.status).toBe(303);
      expect(
        outbox
          .list()
          .filter((m) => m.deliveredAt === null)
          .map((m) => m.text),
      ).toEqual(["After delivery: the form takes messages again."]);
    } finally {
      outbox.close();
    }
  });
});
