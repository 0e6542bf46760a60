import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseMail, startMailServer, temporaryDir, type TestMailServer } from "../../tests/support/contact.ts";
import { parseEnv } from "../config/env.server.ts";
import { openOutbox, OUTBOX_FILE_NAME } from "./outbox.server.ts";
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
    const stop = contact.startDelivery();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(join(empty.path, OUTBOX_FILE_NAME))).toBe(false);
    stop();
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
