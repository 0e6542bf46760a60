import { data, redirect } from "react-router";
import { NOT_CACHEABLE } from "#app/http/cache-control.ts";
import { CLIENT_ADDRESS_HEADER } from "#app/http/client-address.ts";
import { SENT_PARAM } from "#app/http/page-query.ts";
import { href } from "#app/i18n/href.ts";
import { getMessages } from "#app/i18n/messages/index.server.ts";
import { clientKey } from "#lib/client-key.ts";
import type { Language } from "#lib/languages.ts";
import { errorMessage, log } from "#lib/log.server.ts";
import { type ContactActionData, contactValuesOf, HONEYPOT_FIELD, validateContact } from "./contact-schema.ts";
import { rateLimitText } from "./error-texts.ts";
import { type Outbox, OutboxFullError, type OutboxMessage, OutboxShareFullError } from "./outbox.server.ts";
import type { RateLimiter } from "./rate-limit.server.ts";
import { BODY_LIMIT_BYTES, isForeignOrigin, readFormWithLimit } from "./request-guards.server.ts";

/**
 * The contact page's action (docs/decisions/0600-contact-form.md). In this order: a foreign origin
 * → 403; a body over 32 KiB → 413; too many messages from the client's address → 429 with
 * Retry-After; the honeypot filled → the success answer, nothing stored; invalid input → 400 with
 * the field errors and everything typed; then the message is stored in the outbox (failure → 503
 * and the failure text; an outbox at its cap → the same with Retry-After; the client's share of the
 * outbox used up → 429 with Retry-After and the rate limit's text, for that client only) and the
 * answer redirects (303) to the page with the success marker. Every refusal after the body was
 * read answers with everything typed, so the page shows the form as it was sent.
 */

export interface ContactActionDependencies {
  /** Opened lazily: an outbox that cannot be opened is a failed submission (503), not a crash. */
  outbox: () => Outbox;
  rateLimiter: RateLimiter;
  /** The public origin (SITE_URL), accepted as same-origin besides the request's own. */
  siteUrl: string;
  /** Called once a message is stored: starts its delivery in the background. */
  afterStore: (message: OutboxMessage) => void;
  /** Told of each post refused because the outbox, or the client's share of it, is at its cap (`createOutboxFullLog`). */
  reportOutboxFull: (full: OutboxFullError) => void;
}

/**
 * When a visitor may try again after the outbox was full. Room comes back as delivery catches up:
 * within seconds while the mail server answers, not before it does otherwise, and a flood that
 * filled the outbox is not over in seconds either.
 */
export const OUTBOX_FULL_RETRY_AFTER_SECONDS = 300;

/** A full outbox is logged at most once per interval, however many posts it refuses. */
export const OUTBOX_FULL_LOG_INTERVAL_MS = 60_000;

/**
 * The report of a full outbox for one process: one warn line per OUTBOX_FULL_LOG_INTERVAL_MS at
 * most, with what waits, the limits and how many posts were refused since the previous line. A
 * client's full share has lines of its own (`contact_outbox_client_share_full`, info: the outbox
 * still takes others' messages), on the same terms.
 */
export function createOutboxFullLog(now: () => number = Date.now, write: typeof log = log): (full: OutboxFullError) => void {
  const reports = new Map<string, { loggedAt: number | undefined; refused: number }>();
  return (full) => {
    const share = full instanceof OutboxShareFullError;
    const event = share ? "contact_outbox_client_share_full" : "contact_outbox_full";
    const report = reports.get(event) ?? { loggedAt: undefined, refused: 0 };
    reports.set(event, report);
    report.refused++;
    const at = now();
    if (report.loggedAt !== undefined && at - report.loggedAt < OUTBOX_FULL_LOG_INTERVAL_MS) return;
    write(share ? "info" : "warn", event, {
      refused: report.refused,
      pendingMessages: full.pending.messages,
      pendingBytes: full.pending.bytes,
      maxMessages: full.limits.maxMessages,
      maxBytes: full.limits.maxBytes,
    });
    report.loggedAt = at;
    report.refused = 0;
  };
}

let warnedAboutUnknownAddress = false;

/**
 * The client's key for the rate limit and the outbox share: the visitor's address as the production
 * server determined it (server/client-address.ts: the TCP peer, or behind TRUSTED_PROXY the address
 * that proxy forwarded), an IPv6 address grouped by its /64 (lib/client-key.ts). The server
 * overwrites whatever a client sends in that header, so it is trusted here. Without it (the Vite
 * dev server) all visitors share one budget, and a log line says so.
 */
function clientKeyOf(request: Request): string {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (address) return clientKey(address);
  if (!warnedAboutUnknownAddress) {
    warnedAboutUnknownAddress = true;
    log("warn", "contact_client_address_unknown", { detail: `no ${CLIENT_ADDRESS_HEADER} header: all visitors share one rate limit` });
  }
  return "unknown";
}

/** The answer to a post of the contact form on the page of `language`. */
export async function contactAction(request: Request, language: Language, dependencies: ContactActionDependencies) {
  const texts = getMessages(language).contact;
  const answer = (payload: ContactActionData, status: number, headers: Record<string, string> = {}) =>
    data(payload, { status, headers: { ...NOT_CACHEABLE, ...headers } });
  const success = () => redirect(`${href("contact", language)}?${SENT_PARAM}=1`, { status: 303, headers: NOT_CACHEABLE });

  if (isForeignOrigin(request, dependencies.siteUrl)) {
    log("warn", "contact_foreign_origin", { origin: request.headers.get("origin"), fetchSite: request.headers.get("sec-fetch-site") });
    return answer({ status: "forbidden", message: texts.forbidden }, 403);
  }

  let form: FormData | "too-large";
  try {
    form = await readFormWithLimit(request, BODY_LIMIT_BYTES);
  } catch (error) {
    // The body broke off (the visitor left, the connection dropped): nothing was received.
    log("info", "contact_body_unreadable", { error: errorMessage(error) });
    return answer({ status: "failed", message: texts.failure, values: { email: "", type: "", message: "" } }, 400);
  }
  if (form === "too-large") return answer({ status: "too-large", message: texts.tooLarge }, 413);
  const values = contactValuesOf(form);

  const { rateLimiter } = dependencies;
  const key = clientKeyOf(request);
  const decision = rateLimiter.check(key);
  if (!decision.allowed) {
    const { retryAfterSeconds } = decision;
    return answer({ status: "rate-limited", message: rateLimitText(retryAfterSeconds, texts, language), retryAfterSeconds, values }, 429, {
      "Retry-After": String(retryAfterSeconds),
    });
  }

  // Bots fill every field: they get the success answer (and learn nothing), and nothing is kept.
  const trap = form.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap !== "") {
    rateLimiter.record(key);
    log("info", "contact_honeypot", { language });
    return success();
  }

  const result = validateContact(values);
  if (!result.ok) return answer({ status: "invalid", errors: result.errors, values }, 400);

  let stored: OutboxMessage;
  try {
    const { email, type, message } = result.value;
    stored = dependencies.outbox().store({ language, type, email, text: message, client: key });
  } catch (error) {
    if (error instanceof OutboxShareFullError) {
      // This client has its share waiting already: it alone waits, as under the rate limit, its text kept.
      dependencies.reportOutboxFull(error);
      const retryAfterSeconds = OUTBOX_FULL_RETRY_AFTER_SECONDS;
      return answer({ status: "rate-limited", message: rateLimitText(retryAfterSeconds, texts, language), retryAfterSeconds, values }, 429, {
        "Retry-After": String(retryAfterSeconds),
      });
    }
    if (error instanceof OutboxFullError) {
      // Not the visitor's fault: the failure text (everything typed kept), and the budget stays unused.
      dependencies.reportOutboxFull(error);
      return answer({ status: "failed", message: texts.failure, values }, 503, { "Retry-After": String(OUTBOX_FULL_RETRY_AFTER_SECONDS) });
    }
    log("error", "contact_store_failed", { error: errorMessage(error) });
    return answer({ status: "failed", message: texts.failure, values }, 503);
  }
  rateLimiter.record(key);
  log("info", "contact_stored", { id: stored.id, type: stored.type, language });
  try {
    dependencies.afterStore(stored);
  } catch (error) {
    // The message is safe in the outbox; the worker's next round sends it.
    log("error", "contact_delivery_trigger_failed", { id: stored.id, error: errorMessage(error) });
  }
  return success();
}
