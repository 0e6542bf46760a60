import { loadEnv } from "../config/env.server.ts";
import { errorMessage, log } from "../lib/log.server.ts";
import { createDeliveryWorker, mailConfiguration, POLL_INTERVAL_MS, type DeliveryWorker } from "./delivery.server.ts";
import { openOutbox, type Outbox } from "./outbox.server.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limit.server.ts";

/**
 * The process's contact services, made from the environment on first use: the outbox in
 * DATA_DIR, the rate limiter, and the delivery worker (`startContactDelivery()` at server start).
 */

let outbox: Outbox | undefined;
let worker: DeliveryWorker | null | undefined; // null: delivery is not configured
let stopDelivery: (() => void) | undefined;

export const contactRateLimiter: RateLimiter = createRateLimiter();

/** The outbox of DATA_DIR (opened on first use; throws when it cannot be opened). */
export function contactOutbox(): Outbox {
  outbox ??= openOutbox(loadEnv().DATA_DIR);
  return outbox;
}

function deliveryWorker(): DeliveryWorker | null {
  if (worker !== undefined) return worker;
  const configuration = mailConfiguration(loadEnv());
  worker = configuration.enabled ? createDeliveryWorker({ outbox: contactOutbox(), settings: configuration.settings }) : null;
  return worker;
}

let lastFailure: string | undefined;

/** One delivery pass; failures of the outbox itself are logged (once per distinct cause), never thrown. */
async function runDelivery(): Promise<void> {
  try {
    await deliveryWorker()?.deliverDue();
    lastFailure = undefined;
  } catch (error) {
    const cause = errorMessage(error);
    if (cause !== lastFailure) log("error", "contact_delivery_error", { error: cause });
    lastFailure = cause;
  }
}

/**
 * Starts delivering the outbox: at once (messages left from before a restart) and then every few
 * seconds. Idempotent; returns the function that stops it. The timer does not keep the process
 * alive. Without SMTP_URL (or CONTACT_TO) nothing is sent and a log line says so.
 */
export function startContactDelivery(): () => void {
  if (stopDelivery) return stopDelivery;
  const configuration = mailConfiguration(loadEnv());
  if (!configuration.enabled) {
    let pending: number | undefined;
    try {
      pending = contactOutbox().pendingCount();
    } catch {
      // Reported when a message is stored.
    }
    log("warn", "contact_delivery_disabled", { reason: configuration.reason, pending });
    const stop = () => {
      if (stopDelivery === stop) stopDelivery = undefined;
    };
    stopDelivery = stop;
    return stop;
  }
  const timer = setInterval(() => void runDelivery(), POLL_INTERVAL_MS);
  timer.unref();
  setImmediate(() => void runDelivery());
  log("info", "contact_delivery_started", { pollIntervalMs: POLL_INTERVAL_MS });
  const stop = () => {
    clearInterval(timer);
    if (stopDelivery === stop) stopDelivery = undefined;
  };
  stopDelivery = stop;
  return stop;
}

/** Tries to deliver right after a message was stored, in the background (after the answer). */
export function requestContactDelivery(messageId: string): void {
  setImmediate(() => {
    try {
      const configuration = mailConfiguration(loadEnv());
      if (configuration.enabled) void runDelivery();
      else log("warn", "contact_message_not_mailed", { id: messageId, reason: configuration.reason });
    } catch (error) {
      log("error", "contact_delivery_error", { error: errorMessage(error) });
    }
  });
}

/** For tests: forget the process's outbox and worker (closing them), e.g. after changing DATA_DIR. */
export function resetContactServicesForTests(): void {
  stopDelivery?.();
  worker?.close();
  outbox?.close();
  worker = undefined;
  outbox = undefined;
}
