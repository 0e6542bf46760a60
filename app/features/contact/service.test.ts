import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "#app/config/env.server.ts";
import { parseMail, startMailServer, temporaryDir, type TestMailServer } from "#tests/support/contact.ts";
import { createDeliveryWorker, deliveryTiming } from "./delivery.server.ts";
import { CLAIM_LEASE_MS, openOutbox, OUTBOX_FILE_NAME } from "./outbox.server.ts";
import { createContactServices } from "./service.server.ts";

/** The process's contact services: delivery runs between startDelivery() and its stop, and right after a message is stored. */

const dir = temporaryDir();
let server: TestMailServer;
const envWithMail = () =>
  parseEnv({ NODE_ENV: "test", DATA_DIR: dir.path, SMTP_URL: server.url, CONTACT_TO: "team@matchpuls.example", CONTACT_FROM: "web@matchpuls.example" });

beforeAll(async () => {
  server = await startMailServer();
});
afterAll(async () => {
  await server.close();
  dir.remove();
});

describe("createContactServices", () => {
  it("creates no outbox file until a message is stored, even with delivery running", async () => {
    const empty = temporaryDir();
    const contact = createContactServices(parseEnv({ NODE_ENV: "test", DATA_DIR: empty.path, SMTP_URL: server.url, CONTACT_TO: "team@matchpuls.example" }));
    // Vitest's clock runs three of delivery's passes at once.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setImmediate"] });
    try {
      const stop = contact.startDelivery();
      await vi.advanceTimersByTimeAsync(3 * deliveryTiming(1).pollIntervalMs);
      expect(existsSync(join(empty.path, OUTBOX_FILE_NAME))).toBe(false);
      stop();
    } finally {
      vi.useRealTimers();
    }
    contact.close();
    empty.remove();
  });

  it("delivers what waited in the outbox from an earlier run, is idempotent, and stops", async () => {
    const earlier = openOutbox(dir.path);
    const waiting = earlier.store({ language: "de", type: "support", email: "fan@example.com", text: "Liegengeblieben vor dem Neustart 🙂" });
    earlier.close();

    const contact = createContactServices(envWithMail());
    const stop = contact.startDelivery();
    expect(contact.startDelivery()).toBe(stop);
    await vi.waitFor(() => expect(server.received).toHaveLength(1), { timeout: 10_000 });
    expect(parseMail(server.received[0]!.raw).text.startsWith("Liegengeblieben vor dem Neustart 🙂\n")).toBe(true);
    await vi.waitFor(() => expect(contact.action.outbox().get(waiting.id)?.deliveredAt).not.toBeNull());
    stop();
    expect(contact.startDelivery()).not.toBe(stop);
    contact.close();
  });

  it("sends a just-stored message at once, in the background", async () => {
    const contact = createContactServices(envWithMail());
    const before = server.received.length;
    const message = contact.action.outbox().store({ language: "en", type: "business", email: "partner@example.com", text: "Let's talk about a partnership." });
    contact.action.afterStore(message);
    expect(server.received).toHaveLength(before);
    await vi.waitFor(() => expect(server.received).toHaveLength(before + 1), { timeout: 10_000 });
    await vi.waitFor(() => expect(contact.action.outbox().get(message.id)?.deliveredAt).not.toBeNull());
    contact.close();
  });
});

/**
 * An SMTP server that holds its answer to each message's data: `holdMs` milliseconds, or for ever
 * (until closed). `sending` resolves when the first message's data has arrived, i.e. the send is
 * under way and waits for the server's verdict.
 */
async function slowMailServer(holdMs: number | "forever") {
  const received: string[] = [];
  let dataArrived!: () => void;
  const sending = new Promise<void>((resolve) => (dataArrived = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // Closing does not wait for a held send's connection.
    closeTimeout: 50,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        dataArrived();
        if (holdMs === "forever") return;
        setTimeout(() => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        }, holdMs);
      });
    },
  });
  const listening = server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => listening.once("listening", () => resolve()));
  const { port } = listening.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, sending, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("stopping while a message is being sent (SIGTERM during an SMTP send)", () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const message = { language: "de", type: "support", email: "fan@example.com", text: "Gesendet, während der Server anhält ⚽" };
  const envFor = (dataDir: string, smtpUrl: string) =>
    parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, SMTP_URL: smtpUrl, CONTACT_TO: "team@matchpuls.example" });

  it("close() waits for the send under way: the mail server's accepted message is marked delivered, and sent once", async () => {
    const dir = temporaryDir();
    cleanups.push(() => dir.remove());
    const slow = await slowMailServer(600);
    cleanups.push(() => slow.close());
    const contact = createContactServices(envFor(dir.path, slow.url));
    const stored = contact.action.outbox().store(message);
    contact.action.afterStore(stored);
    await slow.sending;

    await contact.close();
    expect(slow.received).toHaveLength(1);
    const reopened = openOutbox(dir.path);
    cleanups.push(() => reopened.close());
    expect(reopened.get(stored.id)).toMatchObject({ attempts: 1, lastError: null });
    expect(reopened.get(stored.id)?.deliveredAt).not.toBeNull();
    // The next process finds nothing to send.
    expect(reopened.claimNext(Date.now() + 100 * CLAIM_LEASE_MS)).toBeUndefined();
  });

  it("a send that outlasts the wait keeps its claim: nobody sends it during the lease, the next process sends it once after", async () => {
    const dir = temporaryDir();
    cleanups.push(() => dir.remove());
    const hung = await slowMailServer("forever");
    cleanups.push(() => hung.close());
    const contact = createContactServices(envFor(dir.path, hung.url));
    const stored = contact.action.outbox().store(message);
    contact.action.afterStore(stored);
    await hung.sending;
    const closedAt = Date.now();
    await contact.close(100);
    expect(Date.now() - closedAt).toBeLessThan(2_000);

    // The restarted process: the message is pending, held by the lapsed process's claim until the lease ends.
    const restarted = openOutbox(dir.path);
    cleanups.push(() => restarted.close());
    expect(restarted.get(stored.id)).toMatchObject({ deliveredAt: null, attempts: 1 });
    expect(restarted.pendingCount()).toBe(1);
    expect(restarted.claimNext(Date.now())).toBeUndefined();
    const server = await startMailServer();
    cleanups.push(() => server.close());
    const clock = { now: Date.now() + CLAIM_LEASE_MS };
    const worker = createDeliveryWorker({
      outbox: restarted,
      settings: { smtpUrl: server.url, to: "team@matchpuls.example", from: "web@matchpuls.example" },
      now: () => clock.now,
    });
    cleanups.push(() => worker.close());
    expect(await worker.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(server.received).toHaveLength(1);
    expect(restarted.get(stored.id)).toMatchObject({ attempts: 2 });
    expect(restarted.pendingCount()).toBe(0);
  });

  it("a stopped worker claims no further message: what it had not begun stays due for the next process", async () => {
    const dir = temporaryDir();
    cleanups.push(() => dir.remove());
    const slow = await slowMailServer(300);
    cleanups.push(() => slow.close());
    const outbox = openOutbox(dir.path);
    cleanups.push(() => outbox.close());
    const ids = [1, 2, 3].map((i) => outbox.store({ ...message, text: `${message.text} #${i}` }).id);
    const worker = createDeliveryWorker({ outbox, settings: { smtpUrl: slow.url, to: "team@matchpuls.example", from: "web@matchpuls.example" } });
    cleanups.push(() => worker.close());
    const run = worker.deliverDue();
    await slow.sending;

    await worker.stop();
    expect(await run).toEqual({ delivered: 1, failed: 0 });
    expect(slow.received).toHaveLength(1);
    expect(ids.map((id) => outbox.get(id)?.attempts)).toEqual([1, 0, 0]);
    expect(outbox.claimNext()?.id).toBe(ids[1]);
    expect(await worker.deliverDue()).toEqual({ delivered: 0, failed: 0 });
  });
});
