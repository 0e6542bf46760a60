import * as z from "zod/mini";

/**
 * The contact form's rules, shared by the browser (validation before submitting) and the server
 * (the authority). Browser-safe: `zod/mini` keeps the client bundle small; error "messages" are
 * stable codes that the page translates (docs/decisions/0600-contact-form.md).
 */

export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;

/** support = problems with the app, press = press request, business = business request (spec §3). */
export const MESSAGE_TYPES = ["support", "press", "business"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The form's field names, in the order they appear (the first invalid one gets the focus). */
export const CONTACT_FIELDS = ["email", "type", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A field that people never see and bots fill in (docs/decisions/0600-contact-form.md). */
export const HONEYPOT_FIELD = "homepage";

export const ERROR_CODES = ["emailRequired", "emailInvalid", "emailTooLong", "typeRequired", "messageRequired", "messageTooShort", "messageTooLong"] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const contactSchema = z.object({
  email: z
    .string("emailRequired")
    .check(z.trim(), z.minLength(1, "emailRequired"), z.maxLength(EMAIL_MAX_LENGTH, "emailTooLong"), z.regex(z.regexes.email, "emailInvalid")),
  type: z.enum(MESSAGE_TYPES, "typeRequired"),
  message: z
    .string("messageRequired")
    .check(z.trim(), z.minLength(1, "messageRequired"), z.minLength(MESSAGE_MIN_LENGTH, "messageTooShort"), z.maxLength(MESSAGE_MAX_LENGTH, "messageTooLong")),
});

export type ContactMessage = z.infer<typeof contactSchema>;

/** What the visitor typed, untrimmed: kept in the form when it comes back with errors. */
export interface ContactValues {
  email: string;
  type: string;
  message: string;
}

export type FieldErrors = Partial<Record<ContactField, ErrorCode>>;

export type ValidationResult = { ok: true; value: ContactMessage } | { ok: false; errors: FieldErrors };

const isErrorCode = (value: string): value is ErrorCode => (ERROR_CODES as readonly string[]).includes(value);
const FALLBACK_CODE: Record<ContactField, ErrorCode> = { email: "emailInvalid", type: "typeRequired", message: "messageRequired" };

/** Validates the typed values; on failure, the first problem of each invalid field. */
export function validateContact(values: ContactValues): ValidationResult {
  const result = contactSchema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (!CONTACT_FIELDS.includes(field) || errors[field]) continue;
    errors[field] = isErrorCode(issue.message) ? issue.message : FALLBACK_CODE[field];
  }
  return { ok: false, errors };
}

/**
 * The typed values of a submitted form; anything that is not text (a file) counts as empty.
 * Line breaks become `\n`: browsers submit a textarea's breaks as CRLF but count them as one
 * character for `maxlength`, and the limits must agree.
 */
export function contactValuesOf(form: FormData): ContactValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { email: text("email"), type: text("type"), message: text("message").replace(/\r\n?/g, "\n") };
}

/** What the contact action answers when it does not redirect; the form renders it. */
export type ContactActionData =
  | { status: "invalid"; errors: FieldErrors; values: ContactValues }
  | { status: "rate-limited"; message: string; retryAfterSeconds: number; values: ContactValues }
  | { status: "failed"; message: string; values: ContactValues }
  /** Set in the browser (the route's clientAction): no answer of the site's own came back, e.g. a proxy's 502. */
  | { status: "unanswered"; values: ContactValues }
  | { status: "too-large"; message: string }
  | { status: "forbidden"; message: string };
