import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "#app/http/client-address.ts";
import { resolvePath } from "#app/i18n/route-table.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { stampClientAddress } from "#server/client-address.ts";
import { formPost, settle, temporaryDir } from "#tests/support/contact.ts";
import {
  contactAction,
  type ContactActionDependencies,
  createOutboxFullLog,
  OUTBOX_FULL_LOG_INTERVAL_MS,
  OUTBOX_FULL_RETRY_AFTER_SECONDS,
} from "./contact-action.server.ts";
import type { ContactActionData } from "./contact-schema.ts";
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH } from "./contact-schema.ts";
import { contactDe } from "./messages/contact.de.ts";
import { contactEn } from "./messages/contact.en.ts";
import { contactIt } from "./messages/contact.it.ts";
import { messageBytes, openOutbox, OutboxFullError, type Outbox, type OutboxMessage } from "./outbox.server.ts";
import { CONTACT_RATE_LIMIT, createRateLimiter } from "./rate-limit.server.ts";
import { BODY_LIMIT_BYTES } from "./request-guards.server.ts";

/** The contact page's action, called with real Requests (docs/decisions/0600-contact-form.md). */

const dir = temporaryDir();
let outbox: Outbox;
beforeAll(() => {
  outbox = openOutbox(dir.path);
});
afterAll(() => {
  outbox.close();
  dir.remove();
});

interface Harness {
  dependencies: ContactActionDependencies;
  stored: OutboxMessage[];
  clock: { now: number };
}

function harness(overrides: Partial<ContactActionDependencies> = {}): Harness {
  const stored: OutboxMessage[] = [];
  const clock = { now: Date.parse("2025-05-01T10:00:00Z") };
  return {
    stored,
    clock,
    dependencies: {
      outbox: () => outbox,
      rateLimiter: createRateLimiter(CONTACT_RATE_LIMIT, () => clock.now),
      siteUrl: "https://www.matchpuls.example",
      afterStore: (message) => stored.push(message),
      reportOutboxFull: () => {},
      ...overrides,
    },
  };
}

const T_LOG = Date.parse("2025-05-01T12:00:00Z");
const VALID = { email: "fan@example.com", type: "support", message: "Die Liveticker bleiben bei mir hängen. ⚽" };
/** The language of the contact page a test posts to, as the page-language middleware sets it from the matched route. */
const languageOfPost = (request: Request) => resolvePath(new URL(request.url).pathname)?.language ?? "de";

async function submit(h: Harness, request: Request) {
  return settle(await contactAction(request, languageOfPost(request), h.dependencies));
}

describe("a valid message", () => {
  it("is stored, then answered by a redirect to the page with the success marker (303, not cached)", async () => {
    const h = harness();
    const result = await submit(h, formPost("/kontakt", { ...VALID, message: `  ${VALID.message}\n` }));
    expect(result).toMatchObject({ kind: "redirect", status: 303, location: "/kontakt?sent=1" });
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect(h.stored).toHaveLength(1);
    const saved = outbox.get(h.stored[0]!.id);
    expect(saved).toMatchObject({ language: "de", type: "support", email: "fan@example.com", text: VALID.message, deliveredAt: null, attempts: 0 });
  });

  it.each([
    ["/en/contact", "en"],
    ["/it/contatto", "it"],
  ])("keeps the page's language: %s", async (path, language) => {
    const h = harness();
    const result = await submit(h, formPost(path, { ...VALID, type: "business" }));
    expect(result).toMatchObject({ kind: "redirect", location: `${path}?sent=1` });
    expect(outbox.get(h.stored[0]!.id)).toMatchObject({ language, type: "business" });
  });

  it("is accepted as multipart/form-data too, and from the public SITE_URL origin", async () => {
    const h = harness();
    const form = new FormData();
    for (const [name, value] of Object.entries(VALID)) form.set(name, value);
    const request = new Request("http://localhost/kontakt", { method: "POST", headers: { origin: "https://www.matchpuls.example" }, body: form });
    expect(await submit(h, request)).toMatchObject({ kind: "redirect", status: 303 });
    expect(h.stored).toHaveLength(1);
  });

  it("gets a unique id per message", async () => {
    const h = harness();
    await submit(h, formPost("/kontakt", VALID));
    await submit(h, formPost("/kontakt", VALID));
    expect(new Set(h.stored.map((m) => m.id)).size).toBe(2);
  });
});

describe("invalid input → 400 with the field errors and everything typed", () => {
  const cases: [string, Record<string, string>, Record<string, string>][] = [
    ["no e-mail", { ...VALID, email: "" }, { email: "emailRequired" }],
    ["a malformed e-mail", { ...VALID, email: "fan(at)example.com" }, { email: "emailInvalid" }],
    ["an e-mail without a domain", { ...VALID, email: "fan@localhost" }, { email: "emailInvalid" }],
    ["an e-mail over 254 characters", { ...VALID, email: `${"a".repeat(EMAIL_MAX_LENGTH)}@example.com` }, { email: "emailTooLong" }],
    ["no type", { email: VALID.email, message: VALID.message }, { type: "typeRequired" }],
    ["an unknown type", { ...VALID, type: "spam" }, { type: "typeRequired" }],
    ["no message", { ...VALID, message: "" }, { message: "messageRequired" }],
    ["a message under 10 characters after trimming", { ...VALID, message: "   Hallo!     " }, { message: "messageTooShort" }],
    ["a message over 5000 characters", { ...VALID, message: "ä".repeat(MESSAGE_MAX_LENGTH + 1) }, { message: "messageTooLong" }],
    ["everything wrong", { email: "x", type: "", message: "kurz" }, { email: "emailInvalid", type: "typeRequired", message: "messageTooShort" }],
  ];

  it.each(cases)("%s", async (_, fields, errors) => {
    const h = harness();
    const before = outbox.list().length;
    const result = await submit(h, formPost("/kontakt", fields));
    expect(result.status).toBe(400);
    expect(result.headers.get("cache-control")).toBe("no-store");
    const data = (result as { data: ContactActionData }).data;
    expect(data).toEqual({
      status: "invalid",
      errors,
      values: { email: fields.email ?? "", type: fields.type ?? "", message: fields.message ?? "" },
    });
    expect(outbox.list()).toHaveLength(before);
    expect(h.stored).toHaveLength(0);
  });

  it("does not count towards the rate limit", async () => {
    const h = harness();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit + 3; i++) {
      expect((await submit(h, formPost("/kontakt", { ...VALID, email: "" }))).status).toBe(400);
    }
    expect((await submit(h, formPost("/kontakt", VALID))).status).toBe(303);
  });
});

describe("the honeypot", () => {
  it("answers like a success but stores nothing", async () => {
    const h = harness();
    const before = outbox.list().length;
    const result = await submit(h, formPost("/en/contact", { ...VALID, homepage: "http://spam.example" }));
    expect(result).toMatchObject({ kind: "redirect", status: 303, location: "/en/contact?sent=1" });
    expect(outbox.list()).toHaveLength(before);
    expect(h.stored).toHaveLength(0);
  });
});

describe("the rate limit: 5 messages per 10 minutes and client address", () => {
  it("answers the sixth message with 429, Retry-After and a message in the page's language; the typed values stay", async () => {
    const h = harness();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      h.clock.now += 1000;
      expect((await submit(h, formPost("/en/contact", VALID))).status).toBe(303);
    }
    const firstAt = h.clock.now - 4000;
    h.clock.now += 60_000;
    const result = await submit(h, formPost("/en/contact", VALID));
    expect(result.status).toBe(429);
    const retryAfter = Number(result.headers.get("retry-after"));
    expect(retryAfter).toBe(Math.ceil((firstAt + CONTACT_RATE_LIMIT.windowMs - h.clock.now) / 1000));
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect((result as { data: ContactActionData }).data).toEqual({
      status: "rate-limited",
      retryAfterSeconds: retryAfter,
      message: fillTemplate(contactEn.rateLimited.other, { minutes: 9 }),
      values: VALID,
    });
    expect(h.stored).toHaveLength(CONTACT_RATE_LIMIT.limit);

    // German and Italian pages answer in their language.
    expect(((await submit(h, formPost("/kontakt", VALID))) as { data: { message: string } }).data.message).toBe(
      fillTemplate(contactDe.rateLimited.other, { minutes: 9 }),
    );
    expect(((await submit(h, formPost("/it/contatto", VALID))) as { data: { message: string } }).data.message).toBe(
      fillTemplate(contactIt.rateLimited.other, { minutes: 9 }),
    );

    // Another address is not affected; the first one may send again once the window has passed.
    expect((await submit(h, formPost("/en/contact", VALID, { client: "198.51.100.7" }))).status).toBe(303);
    h.clock.now = firstAt + CONTACT_RATE_LIMIT.windowMs;
    expect((await submit(h, formPost("/en/contact", VALID))).status).toBe(303);
  });

  it("counts honeypot hits too", async () => {
    const h = harness();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) await submit(h, formPost("/kontakt", { ...VALID, homepage: "x" }));
    expect((await submit(h, formPost("/kontakt", VALID))).status).toBe(429);
  });

  it("keys on the address the server stamped (behind TRUSTED_PROXY: the forwarded one), never on client headers", async () => {
    const h = harness();
    /** What server/index.ts does before React Router sees the request. */
    const stamped = (peer: string, forwardedFor: string, spoofed: string) => {
      const req = { socket: { remoteAddress: peer }, headers: { "x-forwarded-for": forwardedFor, [CLIENT_ADDRESS_HEADER]: spoofed } };
      stampClientAddress(req as unknown as IncomingMessage, "10.0.0.2");
      return formPost("/kontakt", VALID, { client: req.headers[CLIENT_ADDRESS_HEADER], headers: { "x-forwarded-for": forwardedFor } });
    };
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++)
      expect((await submit(h, stamped("::ffff:10.0.0.2", "6.6.6.6, 203.0.113.1", `spoof-${i}`))).status).toBe(303);
    expect((await submit(h, stamped("10.0.0.2", "7.7.7.7, 203.0.113.1", "spoof-x"))).status).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await submit(h, stamped("10.0.0.2", "203.0.113.2", "spoof-y"))).status).toBe(303);
    // A peer that is not the proxy cannot choose its address with X-Forwarded-For.
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await submit(h, stamped("192.0.2.77", `203.0.113.${10 + i}`, "spoof"))).status).toBe(303);
    expect((await submit(h, stamped("192.0.2.77", "203.0.113.50", "spoof"))).status).toBe(429);
  });

  it("without the server's address header (the dev server), all visitors share one budget", async () => {
    const h = harness();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++)
      await submit(h, formPost("/kontakt", VALID, { client: null, headers: { "x-forwarded-for": `203.0.113.${i}` } }));
    expect((await submit(h, formPost("/kontakt", VALID, { client: null }))).status).toBe(429);
  });
});

describe("the body limit: more than 32 KiB → 413", () => {
  it("refuses a declared oversize body without reading it", async () => {
    const h = harness();
    const big = { ...VALID, message: "x".repeat(BODY_LIMIT_BYTES) };
    const result = await submit(h, formPost("/kontakt", big));
    expect(result.status).toBe(413);
    expect((result as { data: ContactActionData }).data).toEqual({ status: "too-large", message: contactDe.tooLarge });
    expect(h.stored).toHaveLength(0);
  });

  it("refuses a streamed body without Content-Length once it passes the limit", async () => {
    const h = harness();
    const chunk = new TextEncoder().encode("message=" + "y".repeat(8 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 100) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/en/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit);
    const result = await submit(h, request);
    expect(result.status).toBe(413);
    expect((result as { data: ContactActionData }).data).toEqual({ status: "too-large", message: contactEn.tooLarge });
    expect(sent).toBeLessThan(10);
  });

  it("fits the longest valid message as the form sends it (multipart, raw UTF-8): 5000 characters of any script", async () => {
    const h = harness();
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...VALID, message: "漢".repeat(MESSAGE_MAX_LENGTH) })) form.set(name, value);
    form.set("homepage", "");
    const request = new Request("http://localhost/kontakt", { method: "POST", headers: { origin: "http://localhost" }, body: form });
    expect(await submit(h, request)).toMatchObject({ kind: "redirect", status: 303 });
    expect(outbox.get(h.stored[0]!.id)?.text).toHaveLength(MESSAGE_MAX_LENGTH);
  });

  it("accepts a body just under the limit (and validates it)", async () => {
    const h = harness();
    const padding = "z".repeat(BODY_LIMIT_BYTES - 2000);
    const result = await submit(h, formPost("/kontakt", { ...VALID, padding }));
    expect(result.status).toBe(303);
  });
});

describe("cross-origin posts → 403", () => {
  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["an opaque Origin (null)", { origin: "null" }],
    ["Sec-Fetch-Site cross-site without Origin", { origin: null, headers: { "sec-fetch-site": "cross-site" } }],
    ["Sec-Fetch-Site same-site without Origin", { origin: null, headers: { "sec-fetch-site": "same-site" } }],
  ] as const)("%s", async (_, options) => {
    const h = harness();
    const result = await submit(h, formPost("/en/contact", VALID, options as never));
    expect(result.status).toBe(403);
    expect((result as { data: ContactActionData }).data).toEqual({ status: "forbidden", message: contactEn.forbidden });
    expect(h.stored).toHaveLength(0);
  });

  it("lets same-origin browsers and non-browser clients through", async () => {
    const h = harness();
    expect((await submit(h, formPost("/kontakt", VALID, { headers: { "sec-fetch-site": "same-origin" } }))).status).toBe(303);
    expect((await submit(h, formPost("/kontakt", VALID, { origin: null }))).status).toBe(303);
  });
});

describe("when the message cannot be stored", () => {
  it("answers 503 with the failure text and keeps what was typed; no success", async () => {
    const h = harness({
      outbox: () => {
        throw new Error("disk full");
      },
    });
    const result = await submit(h, formPost("/kontakt", VALID));
    expect(result.status).toBe(503);
    expect((result as { data: ContactActionData }).data).toEqual({ status: "failed", message: contactDe.failure, values: VALID });

    const en = await submit(h, formPost("/en/contact", VALID));
    expect((en as { data: ContactActionData }).data).toMatchObject({ status: "failed", message: contactEn.failure });
    // A failed message does not use up the visitor's budget.
    expect(h.stored).toHaveLength(0);
  });
});

describe("when the outbox is full (its cap on what waits for delivery)", () => {
  const capDir = temporaryDir();
  afterAll(() => capDir.remove());
  let capped: Outbox;
  beforeAll(() => {
    capped = openOutbox(capDir.path, { limits: { maxMessages: 2, maxBytes: 1_000_000 } });
  });
  afterAll(() => capped.close());

  it("answers 503 with the failure text in the page's language and Retry-After; keeps what was typed and every message it accepted", async () => {
    const reported: OutboxFullError[] = [];
    const h = harness({ outbox: () => capped, reportOutboxFull: (error) => reported.push(error) });
    expect((await submit(h, formPost("/kontakt", VALID, { client: "192.0.2.31" }))).status).toBe(303);
    expect((await submit(h, formPost("/kontakt", VALID, { client: "192.0.2.32" }))).status).toBe(303);

    for (const [path, texts] of [
      ["/kontakt", contactDe],
      ["/en/contact", contactEn],
      ["/it/contatto", contactIt],
    ] as const) {
      const result = await submit(h, formPost(path, VALID, { client: "192.0.2.33" }));
      expect(result.status, path).toBe(503);
      expect(result.headers.get("retry-after")).toBe(String(OUTBOX_FULL_RETRY_AFTER_SECONDS));
      expect(result.headers.get("cache-control")).toBe("no-store");
      expect((result as { data: ContactActionData }).data).toEqual({ status: "failed", message: texts.failure, values: VALID });
    }
    expect(reported).toHaveLength(3);
    expect(reported[0]).toMatchObject({ pending: { messages: 2, bytes: 2 * messageBytes({ email: VALID.email, text: VALID.message }) } });
    expect(capped.list().map((m) => m.id)).toEqual(h.stored.map((m) => m.id));

    // A refused post does not use up the visitor's budget: once there is room, the same address gets through.
    capped.markDelivered(capped.claimNext()!);
    expect((await submit(h, formPost("/kontakt", VALID, { client: "192.0.2.33" }))).status).toBe(303);
    expect(h.stored).toHaveLength(3);
    expect(capped.pending().messages).toBe(2);
  });

  it("is logged at warn once per interval, with the posts refused since the last line", () => {
    const lines: [string, string, Record<string, unknown> | undefined][] = [];
    const clock = { now: T_LOG };
    const report = createOutboxFullLog(
      () => clock.now,
      (level, event, fields) => lines.push([level, event, fields]),
    );
    const full = new OutboxFullError({ messages: 500, bytes: 4_000_000 }, { maxMessages: 500, maxBytes: 5_242_880 });
    report(full);
    for (let i = 0; i < 40; i++) {
      clock.now += 1000;
      report(full);
    }
    expect(lines).toEqual([
      ["warn", "contact_outbox_full", { refused: 1, pendingMessages: 500, pendingBytes: 4_000_000, maxMessages: 500, maxBytes: 5_242_880 }],
    ]);
    clock.now = T_LOG + OUTBOX_FULL_LOG_INTERVAL_MS;
    report(full);
    expect(lines).toHaveLength(2);
    expect(lines[1]![2]).toMatchObject({ refused: 41 });
  });
});

describe("a body that breaks off", () => {
  it("is answered (400, the failure text), not thrown", async () => {
    const h = harness();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("email=fan%40example.com&"));
        controller.error(new Error("connection reset"));
      },
    });
    const request = new Request("http://localhost/kontakt", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit);
    const result = await submit(h, request);
    expect(result.status).toBe(400);
    expect((result as { data: ContactActionData }).data).toMatchObject({ status: "failed", message: contactDe.failure });
    expect(h.stored).toHaveLength(0);
  });
});
