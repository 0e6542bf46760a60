import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { startMailServer, temporaryDir } from "../../tests/support/contact.ts";
import { CLAIM_LEASE_MS, OUTBOX_FILE_NAME, openOutbox } from "./outbox.server.ts";

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

    const { stdout } = await run(node, ["app/contact/list-outbox.ts"], { env: { ...process.env, NODE_ENV: "test", DATA_DIR: dir } });
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
    expect((await run(node, ["app/contact/list-outbox.ts"], { env: { ...process.env, DATA_DIR: empty } })).stdout).toBe("");
    expect(existsSync(join(empty, OUTBOX_FILE_NAME))).toBe(false);
  });
});
