import nodemailer from "nodemailer";
import type { SendMailOptions, Transporter } from "nodemailer";
import { errorMessage, log } from "#lib/log.server.ts";
import type { ClaimedMessage, Outbox, OutboxMessage } from "./outbox.server.ts";

/**
 * Mails the outbox's messages to the team (docs/decisions/0600-contact-form.md). Each message is
 * claimed before it is sent, marked delivered only after the mail server accepted it, and
 * otherwise retried with a growing delay, for as long as it takes.
 */

/** Retry schedule: 10 s after the first failure, doubling, at most 30 minutes apart. */
export const RETRY_SCHEDULE = { firstDelayMs: 10_000, factor: 2, maxDelayMs: 30 * 60_000 } as const;

/** How often the worker looks for due messages (a failed message is retried at most this late). */
export const POLL_INTERVAL_MS = 5_000;

/** The delay before the next attempt, after `failedAttempts` failed ones (1, 2, …). */
export function retryDelayMs(failedAttempts: number): number {
  const { firstDelayMs, factor, maxDelayMs } = RETRY_SCHEDULE;
  return Math.min(maxDelayMs, firstDelayMs * factor ** Math.max(0, failedAttempts - 1));
}

export interface DeliveryTiming {
  pollIntervalMs: number;
  retryDelayMs: (failedAttempts: number) => number;
}

/**
 * The worker's poll interval and retry delays, `clockRate` times as fast (TEST_CONTACT_CLOCK_RATE:
 * 1, the schedule above, everywhere but in tests that watch a retry happen).
 */
export function deliveryTiming(clockRate: number): DeliveryTiming {
  return { pollIntervalMs: POLL_INTERVAL_MS / clockRate, retryDelayMs: (failedAttempts) => retryDelayMs(failedAttempts) / clockRate };
}

export interface MailSettings {
  smtpUrl: string;
  to: string;
  from: string;
}

export type MailConfiguration = { enabled: true; settings: MailSettings } | { enabled: false; reason: string };

/** SMTP_URL and CONTACT_TO are needed; CONTACT_FROM defaults to CONTACT_TO. */
export function mailConfiguration(env: { SMTP_URL?: string; CONTACT_TO?: string; CONTACT_FROM?: string }): MailConfiguration {
  if (!env.SMTP_URL) return { enabled: false, reason: "SMTP_URL is not set: contact messages stay in the outbox" };
  if (!env.CONTACT_TO) return { enabled: false, reason: "CONTACT_TO is not set: contact messages stay in the outbox" };
  return { enabled: true, settings: { smtpUrl: env.SMTP_URL, to: env.CONTACT_TO, from: env.CONTACT_FROM ?? env.CONTACT_TO } };
}

/**
 * The mail to the team: the visitor's address as Reply-To, the type in the subject, the text
 * exactly as stored (base64, so no byte of it is rewrapped), then the message's particulars.
 * The Message-ID derives from the outbox id: should a crash ever cause a second send, mail
 * systems can recognise the duplicate.
 */
export function contactMail(message: OutboxMessage, settings: MailSettings): SendMailOptions {
  const domain = settings.from.split("@").at(-1) ?? "localhost";
  return {
    from: settings.from,
    to: settings.to,
    replyTo: message.email,
    subject: `Contact form: ${message.type} (${message.language})`,
    messageId: `<contact-${message.id}@${domain}>`,
    headers: { "X-Contact-Message-Id": message.id, "X-Contact-Type": message.type },
    textEncoding: "base64",
    text: [
      message.text,
      "",
      "-- ",
      `Type: ${message.type}`,
      `Language: ${message.language}`,
      `From: ${message.email}`,
      `Received: ${message.createdAt}`,
      `Message id: ${message.id}`,
      "",
    ].join("\n"),
  };
}

export interface DeliveryReport {
  delivered: number;
  failed: number;
}

export interface DeliveryWorker {
  /** Sends every due message once; concurrent calls share the run (and trigger one more pass). */
  deliverDue(): Promise<DeliveryReport>;
  /**
   * Claims no further message and settles once the send under way (if any) has ended and been
   * marked, delivered or failed: the outbox must stay open until then. Calls of `deliverDue()`
   * afterwards send nothing.
   */
  stop(): Promise<void>;
  close(): void;
}

export interface DeliveryWorkerOptions {
  outbox: Outbox;
  settings: MailSettings;
  now?: () => number;
  /** The delay before the next attempt after `failedAttempts` failed ones; `retryDelayMs` unless a test speeds it up. */
  retryDelay?: (failedAttempts: number) => number;
  /** Told of each attempt's outcome: the process's metrics. */
  onAttempt?: (outcome: "delivered" | "failed") => void;
}

function describeFailure(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return [responseCode, code, errorMessage(error)].filter((part) => part !== undefined && part !== "").join(" ");
}

export function createDeliveryWorker({ outbox, settings, now = Date.now, retryDelay = retryDelayMs, onAttempt }: DeliveryWorkerOptions): DeliveryWorker {
  const transport: Transporter = nodemailer.createTransport({
    url: settings.smtpUrl,
    // Bounded well below the claim lease (outbox.server.ts), so a claim never expires mid-send.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
    dnsTimeout: 10_000,
  });
  let running: Promise<DeliveryReport> | undefined;
  let again = false;
  let stopped = false;

  async function sendOne(message: ClaimedMessage, report: DeliveryReport): Promise<void> {
    try {
      await transport.sendMail(contactMail(message, settings));
    } catch (error) {
      const next = now() + retryDelay(message.attempts);
      outbox.markFailed(message, describeFailure(error), next);
      report.failed += 1;
      onAttempt?.("failed");
      log("warn", "contact_delivery_failed", {
        id: message.id,
        attempts: message.attempts,
        error: describeFailure(error),
        nextAttemptAt: new Date(next).toISOString(),
      });
      return;
    }
    // Accepted by the mail server: from here on the message must never be sent again.
    const marked = outbox.markDelivered(message, now());
    report.delivered += 1;
    onAttempt?.("delivered");
    // Not marked: the claim had lapsed and another worker holds the message now (the mail's
    // Message-ID, derived from the outbox id, lets the mail system drop the second copy).
    if (marked) log("info", "contact_delivered", { id: message.id, attempts: message.attempts });
    else log("warn", "contact_delivered_after_claim_lapsed", { id: message.id, attempts: message.attempts });
  }

  const claimUnlessStopped = () => (stopped ? undefined : outbox.claimNext(now()));

  async function drain(): Promise<DeliveryReport> {
    const report: DeliveryReport = { delivered: 0, failed: 0 };
    do {
      again = false;
      for (let message = claimUnlessStopped(); message; message = claimUnlessStopped()) {
        await sendOne(message, report);
      }
    } while (again && !stopped);
    return report;
  }

  return {
    deliverDue() {
      if (running) {
        again = true;
        return running;
      }
      running = drain().finally(() => {
        running = undefined;
      });
      return running;
    },
    async stop() {
      stopped = true;
      await running?.catch(() => {});
    },
    close() {
      transport.close();
    },
  };
}
