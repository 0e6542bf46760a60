import { fillPlural } from "#app/i18n/plural.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { Language } from "#lib/languages.ts";
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH, type ErrorCode } from "./contact-schema.ts";
import type { ContactMessages } from "./messages/contact.de.ts";

/** The bounds the texts name; they come from the schema, never written into a text. */
const BOUNDS = { min: MESSAGE_MIN_LENGTH, max: MESSAGE_MAX_LENGTH } as const;

/** A field error's text in the page's language (browser-safe: the form uses it too). */
export function fieldErrorText(code: ErrorCode, texts: ContactMessages): string {
  const values = code === "emailTooLong" ? { max: EMAIL_MAX_LENGTH } : BOUNDS;
  return fillTemplate(texts.errors[code], values);
}

export function messageHintText(texts: ContactMessages): string {
  return fillTemplate(texts.message.hint, BOUNDS);
}

/** The rate limit's text: when the visitor may try again, in whole minutes. */
export function rateLimitText(retryAfterSeconds: number, texts: ContactMessages, language: Language): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return fillPlural(texts.rateLimited, minutes, language, { minutes });
}
