import { afterAll, describe, expect, it } from "vitest";
import { fillTemplate } from "#app/i18n/template.ts";
import { formPost, settle, temporaryDir } from "#tests/support/contact.ts";
import { contactAction, type ContactActionDependencies, OUTBOX_FULL_RETRY_AFTER_SECONDS } from "./contact-action.server.ts";
import type { ContactActionData } from "./contact-schema.ts";
import { contactEn } from "./messages/contact.en.ts";
import { clientShareOf, openOutbox, type OutboxFullError, OutboxShareFullError, type Outbox } from "./outbox.server.ts";
import { CONTACT_RATE_LIMIT, createRateLimiter } from "./rate-limit.server.ts";

/**
 * The contact action counts a client by its IPv4 address or its IPv6 /64, for the rate limit and for
 * its share of the outbox (docs/decisions/0814-contact-outbox-share-per-client.md).
 */

const dirs: ReturnType<typeof temporaryDir>[] = [];
const outboxes: Outbox[] = [];
afterAll(() => {
  outboxes.forEach((o) => o.close());
  dirs.forEach((d) => d.remove());
});

function harness(limits = { maxMessages: 500, maxBytes: 5 * 1024 * 1024 }) {
  const dir = temporaryDir();
  dirs.push(dir);
  const shared = openOutbox(dir.path, { limits });
  outboxes.push(shared);
  const clock = { now: Date.parse("2025-05-01T10:00:00Z") };
  const reported: OutboxFullError[] = [];
  const dependencies: ContactActionDependencies = {
    outbox: () => shared,
    rateLimiter: createRateLimiter(CONTACT_RATE_LIMIT, () => clock.now),
    siteUrl: "https://www.matchpuls.example",
    afterStore: () => {},
    reportOutboxFull: (error) => reported.push(error),
  };
  return { dependencies, clock, reported, limits, shared };
}

const VALID = { email: "fan@example.com", type: "support", message: "Die Liveticker bleiben bei mir hängen. ⚽" };

async function submit(h: ReturnType<typeof harness>, request: Request) {
  const language = new URL(request.url).pathname.startsWith("/en/") ? "en" : "de";
  return settle(await contactAction(request, language, h.dependencies));
}

describe("the rate limit's client", () => {
  it("keys an IPv6 client by its /64 (one subscriber's addresses share one budget) and an IPv4-mapped address as IPv4", async () => {
    const h = harness();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++)
      expect((await submit(h, formPost("/kontakt", VALID, { client: `2001:db8:0:1:${i.toString(16)}::${i + 1}` }))).status).toBe(303);
    expect((await submit(h, formPost("/kontakt", VALID, { client: "2001:db8:0:1:ffff:ffff:ffff:ffff" }))).status).toBe(429);
    expect((await submit(h, formPost("/kontakt", VALID, { client: "2001:db8:0:2::1" }))).status).toBe(303);
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await submit(h, formPost("/kontakt", VALID, { client: "192.0.2.99" }))).status).toBe(303);
    expect((await submit(h, formPost("/kontakt", VALID, { client: "::ffff:192.0.2.99" }))).status).toBe(429);
  });
});

describe("a client's share of the outbox", () => {
  it("refuses only a client whose share of the outbox waits already (429, Retry-After, the typed text kept); others still get in", async () => {
    const h = harness();
    const share = clientShareOf(h.limits).maxMessages;
    // One /64 posting within the rate limit, window after window, while nothing is delivered.
    for (let i = 0; i < share; i++) {
      if (i % CONTACT_RATE_LIMIT.limit === 0) h.clock.now += CONTACT_RATE_LIMIT.windowMs;
      expect((await submit(h, formPost("/en/contact", VALID, { client: `2001:db8:0:7::${i + 1}` }))).status).toBe(303);
    }
    h.clock.now += CONTACT_RATE_LIMIT.windowMs;
    const refused = await submit(h, formPost("/en/contact", VALID, { client: "2001:db8:0:7::99" }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(OUTBOX_FULL_RETRY_AFTER_SECONDS));
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect((refused as { data: ContactActionData }).data).toEqual({
      status: "rate-limited",
      retryAfterSeconds: OUTBOX_FULL_RETRY_AFTER_SECONDS,
      message: fillTemplate(contactEn.rateLimited.other, { minutes: 5 }),
      values: VALID,
    });
    expect(h.reported).toHaveLength(1);
    expect(h.reported[0]).toBeInstanceOf(OutboxShareFullError);
    // Everyone else is still taken: the outbox holds 10 of its 500.
    expect((await submit(h, formPost("/en/contact", VALID, { client: "192.0.2.50" }))).status).toBe(303);
    expect((await submit(h, formPost("/en/contact", VALID, { client: "2001:db8:0:8::1" }))).status).toBe(303);
    expect(h.shared.pending().messages).toBe(share + 2);
    // Once one of its messages is delivered, the client may send again.
    h.shared.markDelivered(h.shared.claimNext()!);
    expect((await submit(h, formPost("/en/contact", VALID, { client: "2001:db8:0:7::1" }))).status).toBe(303);
  });
});
