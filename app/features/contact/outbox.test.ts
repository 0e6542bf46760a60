import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { startMailServer, temporaryDir } from "#tests/support/contact.ts";
import { CLAIM_LEASE_MS, clientShareOf, OUTBOX_FILE_NAME, OutboxFullError, OutboxShareFullError, messageBytes, openOutbox } from "./outbox.server.ts";

/** The outbox in DATA_DIR: durable, claimed before sending, listed by `npm run contact:list`. */

const run = promisify(execFile);
const dirs: ReturnType<typeof temporaryDir>[] = [];
afterAll(() => dirs.forEach((d) => d.remove()));
function dataDir(): string {
  const dir = temporaryDir();
  dirs.push(dir);
  return dir.path;
}

const T0 = Date.parse("2025-06-01T12:00:00Z");
const MESSAGE = { language: "it", type: "press", email: "giornalista@example.it", text: "Buongiorno! Un'intervista? 📰" };

describe("the outbox", () => {
  it("survives a restart: messages, attempts and schedule are still there (WAL mode)", () => {
    const dir = dataDir();
    const before = openOutbox(dir);
    const kept = before.store(MESSAGE, T0);
    const failing = before.store({ ...MESSAGE, email: "zwei@example.com" }, T0 + 1);
    const claimed = before.claimNext(T0 + 2)!;
    expect(claimed.id).toBe(kept.id);
    before.markFailed(claimed, "421 try later", T0 + 10_000);
    expect(existsSync(join(dir, `${OUTBOX_FILE_NAME}-wal`))).toBe(true);
    before.close();

    const after = openOutbox(dir);
    try {
      expect(after.list().map((m) => m.id)).toEqual([kept.id, failing.id]);
      expect(after.get(kept.id)).toMatchObject({ ...MESSAGE, attempts: 1, nextAttemptAt: T0 + 10_000, lastError: "421 try later", deliveredAt: null });
      expect(after.pendingCount()).toBe(2);
      // The one that failed waits for its time; the other is due.
      expect(after.claimNext(T0 + 5)?.id).toBe(failing.id);
      expect(after.claimNext(T0 + 5)).toBeUndefined();
      expect(after.claimNext(T0 + 10_000)?.id).toBe(kept.id);
    } finally {
      after.close();
    }
  });

  it("gives a claimed message to nobody else until its lease ends (a crashed worker's message is retried)", () => {
    const dir = dataDir();
    const one = openOutbox(dir);
    const two = openOutbox(dir);
    try {
      const { id } = one.store(MESSAGE, T0);
      const claim = one.claimNext(T0)!;
      expect(two.claimNext(T0)).toBeUndefined();
      expect(two.claimNext(T0 + CLAIM_LEASE_MS - 1)).toBeUndefined();
      const reclaimed = two.claimNext(T0 + CLAIM_LEASE_MS)!;
      expect(reclaimed).toMatchObject({ id, attempts: 2 });
      // The first worker's claim is void now: it can no longer mark the message.
      expect(one.markDelivered(claim, T0 + CLAIM_LEASE_MS + 1)).toBe(false);
      expect(two.markDelivered(reclaimed, T0 + CLAIM_LEASE_MS + 1)).toBe(true);
      expect(one.get(id)?.deliveredAt).toBe(new Date(T0 + CLAIM_LEASE_MS + 1).toISOString());
      expect(one.claimNext(T0 + 100 * CLAIM_LEASE_MS)).toBeUndefined();
    } finally {
      one.close();
      two.close();
    }
  });
});

describe("the cap on what waits for delivery", () => {
  const SIZE = messageBytes(MESSAGE);

  it("counts a message's e-mail address and text in UTF-8 bytes", () => {
    expect(messageBytes({ email: "a@b.it", text: "äö 🎉" })).toBe(6 + 2 + 2 + 1 + 4);
  });

  it("refuses the message past the most messages, keeps every one it accepted, and has room again once one is delivered", () => {
    const outbox = openOutbox(dataDir(), { limits: { maxMessages: 3, maxBytes: 1_000_000 } });
    try {
      const accepted = [0, 1, 2].map((i) => outbox.store({ ...MESSAGE, text: `${MESSAGE.text} ${i}` }, T0 + i));
      expect(outbox.pending()).toEqual({ messages: 3, bytes: accepted.reduce((sum, m) => sum + messageBytes(m), 0) });
      let refusal: unknown;
      try {
        outbox.store(MESSAGE, T0 + 10);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(OutboxFullError);
      expect(refusal).toMatchObject({ pending: { messages: 3 }, limits: { maxMessages: 3 } });
      expect(outbox.list().map((m) => m.id)).toEqual(accepted.map((m) => m.id));

      // A claimed message still waits (its send may fail); a delivered one no longer counts.
      const claimed = outbox.claimNext(T0 + 20)!;
      expect(() => outbox.store(MESSAGE, T0 + 21)).toThrow(OutboxFullError);
      outbox.markDelivered(claimed, T0 + 22);
      expect(outbox.pending().messages).toBe(2);
      const next = outbox.store(MESSAGE, T0 + 23);
      expect(outbox.list()).toHaveLength(4);
      expect(outbox.get(next.id)?.deliveredAt).toBeNull();
    } finally {
      outbox.close();
    }
  });

  it("refuses a message that would take the bytes waiting past the most bytes, and takes one that just fits", () => {
    const outbox = openOutbox(dataDir(), { limits: { maxMessages: 100, maxBytes: 2 * SIZE + 10 } });
    try {
      outbox.store(MESSAGE, T0);
      outbox.store(MESSAGE, T0 + 1);
      // 6 bytes of address and 5 of text: one byte too many; 4 of text fit exactly.
      expect(() => outbox.store({ ...MESSAGE, email: "a@b.it", text: "xxxxx" }, T0 + 2)).toThrow(OutboxFullError);
      outbox.store({ ...MESSAGE, email: "a@b.it", text: "xxxx" }, T0 + 3);
      expect(outbox.pending()).toEqual({ messages: 3, bytes: 2 * SIZE + 10 });
      expect(() => outbox.store({ ...MESSAGE, email: "", text: "x" }, T0 + 4)).toThrow(OutboxFullError);
    } finally {
      outbox.close();
    }
  });

  it("holds across processes sharing the outbox file: the check and the write are one statement", () => {
    const dir = dataDir();
    const one = openOutbox(dir, { limits: { maxMessages: 2, maxBytes: 1_000_000 } });
    const two = openOutbox(dir, { limits: { maxMessages: 2, maxBytes: 1_000_000 } });
    try {
      one.store(MESSAGE, T0);
      two.store(MESSAGE, T0 + 1);
      expect(() => one.store(MESSAGE, T0 + 2)).toThrow(OutboxFullError);
      expect(() => two.store(MESSAGE, T0 + 3)).toThrow(OutboxFullError);
    } finally {
      one.close();
      two.close();
    }
  });

  it("counts the messages of an outbox written before messages had a size", () => {
    const dir = dataDir();
    const old = new DatabaseSync(join(dir, OUTBOX_FILE_NAME));
    old.exec(`
      CREATE TABLE messages (
        id TEXT PRIMARY KEY, created_at TEXT NOT NULL, language TEXT NOT NULL, type TEXT NOT NULL, email TEXT NOT NULL,
        text TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, claim_token TEXT,
        claimed_until INTEGER, delivered_at TEXT, last_error TEXT
      );
      CREATE INDEX messages_pending ON messages (next_attempt_at) WHERE delivered_at IS NULL;
    `);
    const insert = old.prepare(
      "INSERT INTO messages (id, created_at, language, type, email, text, next_attempt_at, delivered_at) VALUES (?, ?, 'it', 'press', ?, ?, ?, ?)",
    );
    insert.run("old-1", new Date(T0).toISOString(), MESSAGE.email, MESSAGE.text, T0, null);
    insert.run("old-2", new Date(T0).toISOString(), MESSAGE.email, MESSAGE.text, T0, new Date(T0).toISOString());
    old.close();

    const outbox = openOutbox(dir, { limits: { maxMessages: 2, maxBytes: 1_000_000 } });
    const again = openOutbox(dir);
    try {
      expect(outbox.pending()).toEqual({ messages: 1, bytes: SIZE });
      outbox.store(MESSAGE, T0 + 1);
      expect(() => outbox.store(MESSAGE, T0 + 2)).toThrow(OutboxFullError);
      expect(again.list().map((m) => m.id)).toEqual(["old-1", "old-2", expect.any(String)]);
    } finally {
      outbox.close();
      again.close();
    }
  });
});

describe("each client's share of what waits for delivery", () => {
  const SIZE = messageBytes(MESSAGE);

  it("is a fiftieth of the outbox, at least five messages and 64 KiB, at most the outbox", () => {
    expect(clientShareOf({ maxMessages: 500, maxBytes: 5 * 1024 * 1024 })).toEqual({ maxMessages: 10, maxBytes: 104_857 });
    expect(clientShareOf({ maxMessages: 100, maxBytes: 1024 * 1024 })).toEqual({ maxMessages: 5, maxBytes: 64 * 1024 });
    expect(clientShareOf({ maxMessages: 3, maxBytes: 32 * 1024 })).toEqual({ maxMessages: 3, maxBytes: 32 * 1024 });
  });

  it("refuses only the client past its share; others still get in; delivery gives the client room again", () => {
    const outbox = openOutbox(dataDir(), { limits: { maxMessages: 500, maxBytes: 10_000_000 } });
    try {
      const first = Array.from({ length: 10 }, (_, i) => outbox.store({ ...MESSAGE, client: "2001:db8:0:1::/64" }, T0 + i));
      let refusal: unknown;
      try {
        outbox.store({ ...MESSAGE, client: "2001:db8:0:1::/64" }, T0 + 20);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(OutboxShareFullError);
      expect(refusal).toMatchObject({ pending: { messages: 10, bytes: 10 * SIZE }, limits: { maxMessages: 10 } });
      // Another client, and a message whose client is not known (a tool's), are taken.
      outbox.store({ ...MESSAGE, client: "192.0.2.1" }, T0 + 21);
      outbox.store(MESSAGE, T0 + 22);
      expect(outbox.pending().messages).toBe(12);
      expect(outbox.pendingOf("2001:db8:0:1::/64")).toEqual({ messages: 10, bytes: 10 * SIZE });
      const claimed = outbox.claimNext(T0 + 30)!;
      expect(claimed.id).toBe(first[0]!.id);
      outbox.markDelivered(claimed, T0 + 31);
      outbox.store({ ...MESSAGE, client: "2001:db8:0:1::/64" }, T0 + 32);
    } finally {
      outbox.close();
    }
  });

  it("counts bytes too, holds across processes sharing the file, and stores no address, only a pseudonym it forgets on delivery", () => {
    const dir = dataDir();
    const limits = { maxMessages: 500, maxBytes: 3_000_000 };
    const one = openOutbox(dir, { limits });
    const two = openOutbox(dir, { limits });
    const long = { ...MESSAGE, text: "x".repeat(15_000) };
    try {
      const share = clientShareOf(limits);
      const fitting = Math.floor(share.maxBytes / messageBytes(long));
      for (let i = 0; i < fitting; i++) (i % 2 ? one : two).store({ ...long, client: "198.51.100.7" }, T0 + i);
      expect(() => one.store({ ...long, client: "198.51.100.7" }, T0 + 100)).toThrow(OutboxShareFullError);
      expect(() => two.store({ ...long, client: "198.51.100.7" }, T0 + 101)).toThrow(OutboxShareFullError);
      const db = new DatabaseSync(join(dir, OUTBOX_FILE_NAME));
      const rows = db.prepare("SELECT * FROM messages").all();
      expect(JSON.stringify(rows)).not.toContain("198.51.100.7");
      const claimed = one.claimNext(T0 + 200)!;
      one.markDelivered(claimed, T0 + 201);
      expect(db.prepare("SELECT client_key FROM messages WHERE id = ?").get(claimed.id)).toEqual({ client_key: null });
      db.close();
    } finally {
      one.close();
      two.close();
    }
  });
});

const node = process.execPath;

describe("across processes", () => {
  it("two worker processes deliver every message exactly once", async () => {
    const dir = dataDir();
    const outbox = openOutbox(dir);
    const count = 12;
    for (let i = 0; i < count; i++) outbox.store({ ...MESSAGE, text: `Nachricht ${i} – äöü 🎉` }, Date.now() - 1000);
    const server = await startMailServer();
    const script = `
      import { openOutbox } from ${JSON.stringify(new URL("./outbox.server.ts", import.meta.url).pathname)};
      import { createDeliveryWorker } from ${JSON.stringify(new URL("./delivery.server.ts", import.meta.url).pathname)};
      const outbox = openOutbox(process.argv[1]);
      const worker = createDeliveryWorker({ outbox, settings: { smtpUrl: process.argv[2], to: "team@matchpuls.example", from: "web@matchpuls.example" } });
      const report = await worker.deliverDue();
      worker.close();
      outbox.close();
      console.log(JSON.stringify(report));
    `;
    try {
      const runs = await Promise.all(
        [1, 2].map(() => run(node, ["--input-type=module", "-e", script, dir, server.url], { env: { ...process.env, NODE_ENV: "test" } })),
      );
      const reports = runs.map((r) => JSON.parse(r.stdout) as { delivered: number; failed: number });
      expect(reports.reduce((sum, r) => sum + r.delivered, 0)).toBe(count);
      expect(server.received).toHaveLength(count);
      expect(outbox.pendingCount()).toBe(0);
      expect(outbox.list().every((m) => m.attempts === 1)).toBe(true);
    } finally {
      outbox.close();
      await server.close();
    }
  });

  it("npm run contact:list prints the outbox as JSON lines", async () => {
    const dir = dataDir();
    const outbox = openOutbox(dir);
    const first = outbox.store(MESSAGE, T0);
    const second = outbox.store({ language: "de", type: "support", email: "fan@example.com", text: "Hallo Matchpuls-Team!" }, T0 + 1000);
    outbox.markDelivered(outbox.claimNext(T0 + 2000)!, T0 + 3000);
    outbox.close();

    const { stdout } = await run(node, ["app/features/contact/list-outbox.ts"], { env: { ...process.env, NODE_ENV: "test", DATA_DIR: dir } });
    const lines = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      {
        id: first.id,
        time: "2025-06-01T12:00:00.000Z",
        type: "press",
        language: "it",
        email: MESSAGE.email,
        delivered: true,
        deliveredAt: "2025-06-01T12:00:03.000Z",
        attempts: 1,
      },
      {
        id: second.id,
        time: "2025-06-01T12:00:01.000Z",
        type: "support",
        language: "de",
        email: "fan@example.com",
        delivered: false,
        attempts: 0,
        nextAttemptAt: "2025-06-01T12:00:01.000Z",
      },
    ]);
    // Without an outbox there is nothing to list (and none is created).
    const empty = dataDir();
    expect((await run(node, ["app/features/contact/list-outbox.ts"], { env: { ...process.env, DATA_DIR: empty } })).stdout).toBe("");
    expect(existsSync(join(empty, OUTBOX_FILE_NAME))).toBe(false);
  });
});
