import { afterAll, afterEach, describe, expect, it } from "vitest";
import { formPost, freePort, parseMail, startMailServer, temporaryDir, type TestMailServer } from "#tests/support/contact.ts";
import { contactAction } from "./contact-action.server.ts";
import {
  createDeliveryWorker,
  deliveryTiming,
  mailConfiguration,
  POLL_INTERVAL_MS,
  retryDelayMs,
  RETRY_SCHEDULE,
  type DeliveryWorker,
} from "./delivery.server.ts";
import { openOutbox, type Outbox } from "./outbox.server.ts";
import { createRateLimiter } from "./rate-limit.server.ts";

/**
 * Delivery against a real SMTP server on a loopback port (the `smtp-server` package): the exact
 * text arrives, a server that is down is retried until it is back (one mail), a server that
 * rejects is retried later and the message stays pending (docs/decisions/0600-contact-form.md).
 */

const dirs: ReturnType<typeof temporaryDir>[] = [];
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => dirs.forEach((d) => d.remove()));

function freshOutbox(): Outbox {
  const dir = temporaryDir();
  dirs.push(dir);
  const outbox = openOutbox(dir.path);
  cleanups.push(() => outbox.close());
  return outbox;
}

function worker(outbox: Outbox, smtpUrl: string, clock: { now: number }): DeliveryWorker {
  const w = createDeliveryWorker({ outbox, settings: { smtpUrl, to: "team@matchpuls.example", from: "website@matchpuls.example" }, now: () => clock.now });
  cleanups.push(() => w.close());
  return w;
}

async function mailServer(options: Parameters<typeof startMailServer>[0] = {}): Promise<TestMailServer> {
  const server = await startMailServer(options);
  cleanups.push(() => server.close());
  return server;
}

const TEXT = "Grüße aus Köln! Die Push-Nachricht zum 1:0 kam erst nach Abpfiff. ⚽🔥\nZweite Zeile: Straße, Ärger, Öl, Übermut – 👍🏽";

describe("the retry schedule", () => {
  it("retries first within 30 s, then ever later, capped", () => {
    expect(retryDelayMs(1)).toBe(RETRY_SCHEDULE.firstDelayMs);
    expect(retryDelayMs(1)).toBeLessThanOrEqual(30_000);
    const delays = Array.from({ length: 20 }, (_, i) => retryDelayMs(i + 1));
    delays.slice(1).forEach((delay, i) => expect(delay).toBeGreaterThanOrEqual(delays[i]!));
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
    expect(Math.max(...delays)).toBe(RETRY_SCHEDULE.maxDelayMs);
  });

  it("passes as scheduled at clock rate 1, and that many times as fast for tests (TEST_CONTACT_CLOCK_RATE)", () => {
    const real = deliveryTiming(1);
    expect(real.pollIntervalMs).toBe(POLL_INTERVAL_MS);
    for (const attempts of [1, 2, 5, 20]) expect(real.retryDelayMs(attempts)).toBe(retryDelayMs(attempts));
    const fast = deliveryTiming(20);
    expect(fast.pollIntervalMs).toBe(POLL_INTERVAL_MS / 20);
    for (const attempts of [1, 2, 5, 20]) expect(fast.retryDelayMs(attempts)).toBe(retryDelayMs(attempts) / 20);
  });

  it("is off without SMTP_URL or CONTACT_TO; CONTACT_FROM defaults to CONTACT_TO", () => {
    expect(mailConfiguration({})).toMatchObject({ enabled: false, reason: expect.stringContaining("SMTP_URL") });
    expect(mailConfiguration({ SMTP_URL: "smtp://127.0.0.1:25" })).toMatchObject({ enabled: false, reason: expect.stringContaining("CONTACT_TO") });
    expect(mailConfiguration({ SMTP_URL: "smtp://127.0.0.1:25", CONTACT_TO: "team@matchpuls.example" })).toEqual({
      enabled: true,
      settings: { smtpUrl: "smtp://127.0.0.1:25", to: "team@matchpuls.example", from: "team@matchpuls.example" },
    });
  });
});

describe("delivery", () => {
  it("mails a message submitted through the action with its exact text, Reply-To and type, and marks it delivered", async () => {
    const outbox = freshOutbox();
    const server = await mailServer();
    const clock = { now: Date.now() };
    const mailer = worker(outbox, server.url, clock);
    const submitted: string[] = [];
    const result = await contactAction(formPost("/kontakt", { email: "fan@example.com", type: "press", message: `\n ${TEXT}  ` }), "de", {
      outbox: () => outbox,
      rateLimiter: createRateLimiter(),
      siteUrl: "http://localhost",
      afterStore: (message) => submitted.push(message.id),
      reportOutboxFull: () => {},
    });
    expect(result).toBeInstanceOf(Response);
    expect(submitted).toHaveLength(1);

    clock.now = Date.now();
    expect(await mailer.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(server.received).toHaveLength(1);
    const mail = server.received[0]!;
    expect(mail.to).toEqual(["team@matchpuls.example"]);
    expect(mail.from).toBe("website@matchpuls.example");
    const { headers, text } = parseMail(mail.raw);
    expect(headers.get("reply-to")).toBe("fan@example.com");
    expect(headers.get("subject")).toContain("press");
    expect(headers.get("message-id")).toBe(`<contact-${submitted[0]}@matchpuls.example>`);
    expect(text.startsWith(`${TEXT}\n\n-- \n`)).toBe(true);
    expect(text).toContain("Type: press");

    const message = outbox.get(submitted[0]!)!;
    expect(message.deliveredAt).not.toBeNull();
    expect(message.attempts).toBe(1);
    expect(await mailer.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
  });

  it("keeps a message while the mail server is down and delivers it once after it is back", async () => {
    const outbox = freshOutbox();
    const port = await freePort();
    const clock = { now: Date.parse("2025-06-01T12:00:00Z") };
    const mailer = worker(outbox, `smtp://127.0.0.1:${port}`, clock);
    const { id } = outbox.store({ language: "en", type: "support", email: "fan@example.com", text: TEXT }, clock.now);

    expect(await mailer.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    let message = outbox.get(id)!;
    expect(message).toMatchObject({ deliveredAt: null, attempts: 1 });
    expect(message.nextAttemptAt).toBe(clock.now + retryDelayMs(1));
    expect(message.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);

    const server = await mailServer({ port });
    // Not due yet: nothing is sent before the retry time.
    clock.now += retryDelayMs(1) - 1;
    expect(await mailer.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(server.received).toHaveLength(0);

    clock.now += 1;
    // Several triggers at once (the timer and a new submission) still send it once.
    const reports = await Promise.all([mailer.deliverDue(), mailer.deliverDue(), mailer.deliverDue()]);
    expect(reports.reduce((sum, r) => sum + r.delivered, 0)).toBeGreaterThanOrEqual(1);
    expect(await mailer.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
    expect(parseMail(server.received[0]!.raw).text.startsWith(TEXT)).toBe(true);
    message = outbox.get(id)!;
    expect(message).toMatchObject({ attempts: 2, lastError: null });
    expect(message.deliveredAt).not.toBeNull();
  });

  it("schedules the retry with the delay it is given (a test's faster clock)", async () => {
    const outbox = freshOutbox();
    const clock = { now: Date.parse("2025-06-01T12:00:00Z") };
    const settings = { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, to: "team@matchpuls.example", from: "website@matchpuls.example" };
    const mailer = createDeliveryWorker({ outbox, settings, now: () => clock.now, retryDelay: deliveryTiming(20).retryDelayMs });
    cleanups.push(() => mailer.close());
    const { id } = outbox.store({ language: "en", type: "support", email: "fan@example.com", text: TEXT }, clock.now);

    expect(await mailer.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(outbox.get(id)).toMatchObject({ attempts: 1, nextAttemptAt: clock.now + retryDelayMs(1) / 20 });
  });

  it("retries later when the server rejects the message, and never marks it delivered", async () => {
    const outbox = freshOutbox();
    const server = await mailServer({ reject: 550 });
    const clock = { now: Date.parse("2025-06-01T12:00:00Z") };
    const mailer = worker(outbox, server.url, clock);
    const { id } = outbox.store({ language: "de", type: "business", email: "fan@example.com", text: TEXT }, clock.now);

    expect(await mailer.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(outbox.get(id)).toMatchObject({ deliveredAt: null, attempts: 1, nextAttemptAt: clock.now + retryDelayMs(1) });
    expect(outbox.get(id)!.lastError).toContain("550");

    clock.now += retryDelayMs(1);
    expect(await mailer.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(outbox.get(id)).toMatchObject({ deliveredAt: null, attempts: 2, nextAttemptAt: clock.now + retryDelayMs(2) });
    expect(server.received).toHaveLength(0);
    expect(outbox.pendingCount()).toBe(1);
  });

  it("two workers on the same outbox (two processes) send a message once", async () => {
    const dir = temporaryDir();
    dirs.push(dir);
    const first = openOutbox(dir.path);
    const second = openOutbox(dir.path);
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );
    const server = await mailServer();
    const clock = { now: Date.now() };
    for (let i = 0; i < 6; i++) first.store({ language: "de", type: "support", email: `fan${i}@example.com`, text: `${TEXT} #${i}` }, clock.now);

    const reports = await Promise.all([worker(first, server.url, clock).deliverDue(), worker(second, server.url, clock).deliverDue()]);
    expect(reports[0]!.delivered + reports[1]!.delivered).toBe(6);
    expect(server.received).toHaveLength(6);
    expect(new Set(server.received.map((m) => parseMail(m.raw).headers.get("message-id"))).size).toBe(6);
    expect(first.pendingCount()).toBe(0);
  });
});
