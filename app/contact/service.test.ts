import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "../config/env.server.ts";
import { contactOutbox, requestContactDelivery, resetContactServicesForTests, startContactDelivery } from "./service.server.ts";
import { parseMail, startMailServer, temporaryDir, type TestMailServer } from "../../tests/support/contact.ts";

/** The process's delivery: started with the server (idempotent), and right after a message is stored. */

const dir = temporaryDir();
const saved = { ...process.env };
let server: TestMailServer;

beforeAll(async () => {
  server = await startMailServer();
  Object.assign(process.env, { DATA_DIR: dir.path, SMTP_URL: server.url, CONTACT_TO: "team@matchpuls.example", CONTACT_FROM: "web@matchpuls.example" });
  resetEnvForTests();
  resetContactServicesForTests();
});
afterAll(async () => {
  resetContactServicesForTests();
  for (const name of ["DATA_DIR", "SMTP_URL", "CONTACT_TO", "CONTACT_FROM"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvForTests();
  await server.close();
  dir.remove();
});

describe("startContactDelivery", () => {
  it("delivers what waited in the outbox, is idempotent, and stops", async () => {
    const waiting = contactOutbox().store({ language: "de", type: "support", email: "fan@example.com", text: "Liegengeblieben vor dem Neustart 🙂" });
    const stop = startContactDelivery();
    expect(startContactDelivery()).toBe(stop);
    await vi.waitFor(() => expect(server.received).toHaveLength(1), { timeout: 10_000 });
    expect(parseMail(server.received[0]!.raw).text.startsWith("Liegengeblieben vor dem Neustart 🙂\n")).toBe(true);
    await vi.waitFor(() => expect(contactOutbox().get(waiting.id)?.deliveredAt).not.toBeNull());
    stop();
    expect(startContactDelivery()).not.toBe(stop);
    startContactDelivery()();
  });

  it("requestContactDelivery sends a just-stored message at once, in the background", async () => {
    const before = server.received.length;
    const message = contactOutbox().store({ language: "en", type: "business", email: "partner@example.com", text: "Let's talk about a partnership." });
    requestContactDelivery(message.id);
    expect(server.received).toHaveLength(before);
    await vi.waitFor(() => expect(server.received).toHaveLength(before + 1), { timeout: 10_000 });
    await vi.waitFor(() => expect(contactOutbox().get(message.id)?.deliveredAt).not.toBeNull());
  });
});
