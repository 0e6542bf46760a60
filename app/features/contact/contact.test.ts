import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "#app/config/env.server.ts";
import { providePageLanguage } from "#app/i18n/page-language.server.ts";
import { resolvePath } from "#app/i18n/route-table.ts";
import type { SiteServices } from "#app/services.server.ts";
import { formPost, settle, temporaryDir } from "#tests/support/contact.ts";
import { testContext, testServices } from "#tests/support/services.ts";
import { OUTBOX_FULL_RETRY_AFTER_SECONDS } from "./contact-action.server.ts";
import { MESSAGE_MAX_LENGTH } from "./contact-schema.ts";
import { action as pageAction } from "./contact.tsx";
import { contactDe } from "./messages/contact.de.ts";
import { contactEn } from "./messages/contact.en.ts";
import { messageBytes, openOutbox } from "./outbox.server.ts";
import { createContactServices, type ContactServices } from "./service.server.ts";

/**
 * The contact page's action as React Router calls it: the process's contact services from the
 * context, and the page language the root's middleware put there (contact-action.test.ts tests the
 * action itself, docs/decisions/0600-contact-form.md).
 */

const VALID = { email: "fan@example.com", type: "support", message: "Die Liveticker bleiben bei mir hängen. ⚽" };

/** What React Router hands the page's action: the post, and the context with the services and the page language. */
function actionArgs(request: Request, services: SiteServices) {
  const context = testContext(services);
  const { pathname } = new URL(request.url);
  providePageLanguage(context, resolvePath(pathname)?.pattern ?? "*", pathname);
  return { request, params: {}, context } as never;
}

describe("the page's action (the process's contact services: DATA_DIR's outbox, the rate limiter, the outbox's cap)", () => {
  const pageDir = temporaryDir();
  let contact: ContactServices;
  beforeAll(() => {
    contact = createContactServices(parseEnv({ NODE_ENV: "test", DATA_DIR: pageDir.path }));
  });
  afterAll(() => {
    contact.close();
    pageDir.remove();
  });

  it("stores a valid message in DATA_DIR's outbox and redirects", async () => {
    const result = settle(await pageAction(actionArgs(formPost("/kontakt", VALID, { client: "192.0.2.200" }), testServices({ contact: contact.action }))));
    expect(result).toMatchObject({ kind: "redirect", status: 303, location: "/kontakt?sent=1" });
    const reopened = openOutbox(pageDir.path);
    try {
      expect(reopened.list()).toEqual([expect.objectContaining({ email: VALID.email, text: VALID.message, language: "de" })]);
    } finally {
      reopened.close();
    }
  });
});

describe("the page's action with the outbox's cap from the environment", () => {
  const cappedDir = temporaryDir();
  let contact: ContactServices;
  beforeAll(() => {
    contact = createContactServices(
      parseEnv({ NODE_ENV: "test", DATA_DIR: cappedDir.path, CONTACT_OUTBOX_MAX_MESSAGES: "4", CONTACT_OUTBOX_MAX_BYTES: "32768" }),
    );
  });
  afterAll(() => {
    contact.close();
    cappedDir.remove();
  });

  const post = async (path: string, fields: Record<string, string>, client: string) =>
    settle(await pageAction(actionArgs(formPost(path, fields, { client }), testServices({ contact: contact.action }))));

  it("refuses what would pass CONTACT_OUTBOX_MAX_BYTES or CONTACT_OUTBOX_MAX_MESSAGES with 503 and the failure text, and keeps every accepted message", async () => {
    // 5,000 two-byte characters: three such messages (30,045 bytes with their addresses) fit in 32 KiB, a fourth does not.
    const long = { ...VALID, message: "ä".repeat(MESSAGE_MAX_LENGTH) };
    for (let i = 0; i < 3; i++) expect(await post("/en/contact", long, `198.51.100.${i}`)).toMatchObject({ kind: "redirect", status: 303 });
    const refused = await post("/en/contact", long, "198.51.100.10");
    expect(refused).toMatchObject({ kind: "data", status: 503, data: { status: "failed", message: contactEn.failure, values: long } });
    expect(refused.headers.get("retry-after")).toBe(String(OUTBOX_FULL_RETRY_AFTER_SECONDS));
    // A short message still fits in the bytes left; then the fifth message passes the cap of four.
    expect(await post("/it/contatto", VALID, "198.51.100.11")).toMatchObject({ kind: "redirect", status: 303 });
    expect(await post("/kontakt", VALID, "198.51.100.12")).toMatchObject({ kind: "data", status: 503, data: { message: contactDe.failure } });

    const reopened = openOutbox(cappedDir.path);
    try {
      expect(reopened.list().map((m) => m.text)).toEqual([long.message, long.message, long.message, VALID.message]);
      expect(reopened.pending()).toEqual({
        messages: 4,
        bytes: 3 * messageBytes({ email: long.email, text: long.message }) + messageBytes({ email: VALID.email, text: VALID.message }),
      });
    } finally {
      reopened.close();
    }
  });
});
