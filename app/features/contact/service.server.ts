import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { errorMessage, log } from "../../../lib/log.server.ts";
import type { Env } from "../../config/env.server.ts";
import { type ContactActionDependencies, createOutboxFullLog } from "./contact-action.server.ts";
import { createDeliveryWorker, deliveryTiming, mailConfiguration, type DeliveryWorker } from "./delivery.server.ts";
import { OUTBOX_FILE_NAME, openOutbox, type Outbox } from "./outbox.server.ts";
import { createRateLimiter } from "./rate-limit.server.ts";

/**
 * The contact form's services of one process, built by the composition root (`server/services.ts`):
 * the outbox in DATA_DIR, the rate limiter, and the delivery worker. The outbox file is created by
 * the first stored message, not at start-up; an outbox left by an earlier run is opened at start so
 * its messages are delivered. Delivery runs only between `startDelivery()` and its stop function.
 */
export interface ContactServices {
  /** What the contact action needs (`SiteServices.contact`). */
  action: ContactActionDependencies;
  /** Starts delivering the outbox now and every few seconds; returns the function that stops it. */
  startDelivery(): () => void;
  /** How many messages of this DATA_DIR's outbox wait for delivery (0 while there is no outbox). */
  pendingCount(): number;
  /**
   * Stops delivery and closes the outbox and the mail transport. A send under way is waited for
   * (at most `waitMs`, default `DELIVERY_STOP_WAIT_MS`), so a message the mail server accepted is
   * marked delivered before the outbox closes; one still unanswered then keeps its claim and is
   * sent again once the claim's lease is over (outbox.server.ts), by this DATA_DIR's next process.
   */
  close(waitMs?: number): Promise<void>;
}

/** How long closing waits for a send under way: below server/index.ts's 9 s limit on shutdown. */
export const DELIVERY_STOP_WAIT_MS = 8_000;

export interface ContactServicesOptions {
  /** Told of each delivery attempt's outcome: the process's metrics. */
  onDeliveryAttempt?: (outcome: "delivered" | "failed") => void;
}

export function createContactServices(
  env: Pick<
    Env,
    | "DATA_DIR"
    | "SITE_URL"
    | "SMTP_URL"
    | "CONTACT_TO"
    | "CONTACT_FROM"
    | "CONTACT_OUTBOX_MAX_MESSAGES"
    | "CONTACT_OUTBOX_MAX_BYTES"
    | "TEST_CONTACT_CLOCK_RATE"
  >,
  options: ContactServicesOptions = {},
): ContactServices {
  const configuration = mailConfiguration(env);
  const timing = deliveryTiming(env.TEST_CONTACT_CLOCK_RATE);
  const outboxPath = join(resolve(env.DATA_DIR), OUTBOX_FILE_NAME);
  let outbox: Outbox | undefined;
  let worker: DeliveryWorker | undefined;
  let stopDelivery: (() => void) | undefined;
  let lastFailure: string | undefined;
  let closed = false;

  const limits = { maxMessages: env.CONTACT_OUTBOX_MAX_MESSAGES, maxBytes: env.CONTACT_OUTBOX_MAX_BYTES };
  const openedOutbox = (): Outbox => (outbox ??= openOutbox(env.DATA_DIR, { limits }));

  /** One delivery pass; failures of the outbox itself are logged (once per distinct cause), never thrown. */
  async function runDelivery(): Promise<void> {
    if (!configuration.enabled || closed) return;
    if (!outbox && !existsSync(outboxPath)) return; // nothing was ever stored
    try {
      worker ??= createDeliveryWorker({
        outbox: openedOutbox(),
        settings: configuration.settings,
        retryDelay: timing.retryDelayMs,
        onAttempt: options.onDeliveryAttempt,
      });
      await worker.deliverDue();
      lastFailure = undefined;
    } catch (error) {
      const cause = errorMessage(error);
      if (cause !== lastFailure) log("error", "contact_delivery_error", { error: cause });
      lastFailure = cause;
    }
  }

  function startDelivery(): () => void {
    if (stopDelivery) return stopDelivery;
    const leftFromBefore = existsSync(outboxPath);
    if (!configuration.enabled) {
      let pending: number | undefined;
      try {
        if (leftFromBefore) pending = openedOutbox().pendingCount();
      } catch {
        // Reported when a message is stored.
      }
      log("warn", "contact_delivery_disabled", { reason: configuration.reason, pending });
      stopDelivery = () => {
        stopDelivery = undefined;
      };
      return stopDelivery;
    }
    const timer = setInterval(() => void runDelivery(), timing.pollIntervalMs);
    timer.unref(); // never keeps the process alive on its own
    if (leftFromBefore) setImmediate(() => void runDelivery());
    log("info", "contact_delivery_started", { pollIntervalMs: timing.pollIntervalMs });
    stopDelivery = () => {
      clearInterval(timer);
      stopDelivery = undefined;
    };
    return stopDelivery;
  }

  /** Tries to deliver right after a message was stored, in the background (after the answer). */
  function afterStore(messageId: string): void {
    setImmediate(() => {
      if (configuration.enabled) void runDelivery();
      else log("warn", "contact_message_not_mailed", { id: messageId, reason: configuration.reason });
    });
  }

  return {
    action: {
      outbox: openedOutbox,
      rateLimiter: createRateLimiter(),
      siteUrl: env.SITE_URL,
      afterStore: (message) => afterStore(message.id),
      reportOutboxFull: createOutboxFullLog(),
    },
    startDelivery,
    pendingCount() {
      if (closed || (!outbox && !existsSync(outboxPath))) return 0;
      return openedOutbox().pendingCount();
    },
    async close(waitMs = DELIVERY_STOP_WAIT_MS) {
      closed = true;
      stopDelivery?.();
      const closing = worker;
      const closingOutbox = outbox;
      worker = undefined;
      outbox = undefined;
      if (closing) {
        // The outbox stays open until the send under way is marked; past `waitMs` its claim stays and lapses.
        let timer: ReturnType<typeof setTimeout> | undefined;
        const waited = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitMs)));
        const settled = await Promise.race([closing.stop().then(() => true), waited]);
        clearTimeout(timer);
        if (!settled)
          log("warn", "contact_delivery_interrupted", { detail: `a send was still under way after ${waitMs} ms: it is retried once its claim lapses` });
      }
      closing?.close();
      closingOutbox?.close();
    },
  };
}
