import { describe, expect, it } from "vitest";
import { contactValuesOf, EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH, validateContact, type ContactValues } from "./contact-schema.ts";

/** The shared rules (docs/decisions/0600-contact-form.md): e-mail ≤ 254, a known type, 10–5000 characters after trimming. */

const valid: ContactValues = { email: "fan@example.com", type: "support", message: "Die App zeigt keine Tore an." };
const emailOfLength = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

describe("validateContact", () => {
  it("accepts a valid message and trims e-mail and text", () => {
    const result = validateContact({ email: "  fan@example.com ", type: "press", message: "\n  Eine Presseanfrage.  \n" });
    expect(result).toEqual({ ok: true, value: { email: "fan@example.com", type: "press", message: "Eine Presseanfrage." } });
  });

  it.each(["support", "press", "business"])("accepts the type %s", (type) => {
    expect(validateContact({ ...valid, type }).ok).toBe(true);
  });

  it.each([
    ["", "emailRequired"],
    ["   ", "emailRequired"],
    ["no-at-sign", "emailInvalid"],
    ["fan@localhost", "emailInvalid"],
    ["fan@@example.com", "emailInvalid"],
    ["fan @example.com", "emailInvalid"],
    [emailOfLength(EMAIL_MAX_LENGTH + 1), "emailTooLong"],
  ])("rejects the e-mail %j (%s)", (email, code) => {
    expect(validateContact({ ...valid, email })).toEqual({ ok: false, errors: { email: code } });
  });

  it("accepts an e-mail of exactly 254 characters", () => {
    expect(emailOfLength(EMAIL_MAX_LENGTH)).toHaveLength(254);
    expect(validateContact({ ...valid, email: emailOfLength(EMAIL_MAX_LENGTH) }).ok).toBe(true);
  });

  it.each(["", "spam", "Support"])("rejects the type %j", (type) => {
    expect(validateContact({ ...valid, type })).toEqual({ ok: false, errors: { type: "typeRequired" } });
  });

  it("counts the message after trimming: 10 to 5000 characters", () => {
    const ten = "x".repeat(MESSAGE_MIN_LENGTH);
    expect(validateContact({ ...valid, message: `   ${ten}   ` }).ok).toBe(true);
    expect(validateContact({ ...valid, message: `   ${ten.slice(1)}      ` })).toEqual({ ok: false, errors: { message: "messageTooShort" } });
    expect(validateContact({ ...valid, message: "x".repeat(MESSAGE_MAX_LENGTH) }).ok).toBe(true);
    expect(validateContact({ ...valid, message: ` ${"x".repeat(MESSAGE_MAX_LENGTH)}\n` }).ok).toBe(true);
    expect(validateContact({ ...valid, message: "x".repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({ ok: false, errors: { message: "messageTooLong" } });
    expect(validateContact({ ...valid, message: " \n\t " })).toEqual({ ok: false, errors: { message: "messageRequired" } });
  });

  it("reports the first problem of every invalid field at once", () => {
    expect(validateContact({ email: "", type: "", message: "kurz" })).toEqual({
      ok: false,
      errors: { email: "emailRequired", type: "typeRequired", message: "messageTooShort" },
    });
  });
});

describe("contactValuesOf", () => {
  it("reads the fields as typed, files as empty, and CRLF line breaks as one character", () => {
    const form = new FormData();
    form.set("email", " fan@example.com");
    form.set("type", "business");
    form.set("message", "Zeile 1\r\nZeile 2\rZeile 3");
    expect(contactValuesOf(form)).toEqual({ email: " fan@example.com", type: "business", message: "Zeile 1\nZeile 2\nZeile 3" });
    const withFile = new FormData();
    withFile.set("message", new Blob(["x"]), "x.txt");
    expect(contactValuesOf(withFile)).toEqual({ email: "", type: "", message: "" });
  });
});
