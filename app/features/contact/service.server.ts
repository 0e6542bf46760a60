import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Env } from "#app/config/env.server.ts";
import { errorMessage, log } from "#lib/log.server.ts";
import { type ContactActionDependencies, createOutboxFullLog } from "./contact-action.server.ts";
import { createDeliveryWorker, deliveryTiming, mailConfiguration, type DeliveryWorker } from "./delivery.server.ts";
import { OUTBOX_FILE_NAME, openOutbox, type Outbox, type OutboxLimits } from "./outbox.server.ts";
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

/** The settings the contact services read. */
type ContactEnv = Pick<
  Env,
  "DATA_DIR" | "SITE_URL" | "SMTP_URL" | "CONTACT_TO" | "CONTACT_FROM" | "CONTACT_OUTBOX_MAX_MESSAGES" | "CONTACT_OUTBOX_MAX_BYTES" | "TEST_CONTACT_CLOCK_RATE"
>;

/** The contact services' state: fixed at start (the first block), then what opening, delivering and closing change. */
interface ContactState {
  dataDir: string;
  configuration: ReturnType<typeof mailConfiguration>;
  timing: ReturnType<typeof deliveryTiming>;
  outboxPath: string;
  limits: OutboxLimits;
  onDeliveryAttempt: ContactServicesOptions["onDeliveryAttempt"];

  /** Opened by the first stored message, or at start when an earlier run left one. */
  outbox: Outbox | undefined;
  worker: DeliveryWorker | undefined;
  stopDelivery: (() => void) | undefined;
  /** The last delivery pass's failure, logged once until the cause changes. */
  lastFailure: string | undefined;
  closed: boolean;
}

export function createContactServices(env: ContactEnv, options: ContactServicesOptions = {}): ContactServices {
  const state: ContactState = {
    dataDir: env.DATA_DIR,
    configuration: mailConfiguration(env),
    timing: deliveryTiming(env.TEST_CONTACT_CLOCK_RATE),
    outboxPath: join(resolve(env.DATA_DIR), OUTBOX_FILE_NAME),
    limits: { maxMessages: env.CONTACT_OUTBOX_MAX_MESSAGES, maxBytes: env.CONTACT_OUTBOX_MAX_BYTES },
    onDeliveryAttempt: options.onDeliveryAttempt,
    outbox: undefined,
    worker: undefined,
    stopDelivery: undefined,
    lastFailure: undefined,
    closed: false,
  };
  return {
    action: {
      outbox: () => openedOutbox(state),
      rateLimiter: createRateLimiter(),
      siteUrl: env.SITE_URL,
      afterStore: (message) => afterStore(state, message.id),
      reportOutboxFull: createOutboxFullLog(),
    },
    startDelivery: () => startDelivery(state),
    pendingCount() {
      if (state.closed || (!state.outbox && !existsSync(state.outboxPath))) return 0;
      return openedOutbox(state).pendingCount();
    },
    close: (waitMs = DELIVERY_STOP_WAIT_MS) => close(state, waitMs),
  };
}

function openedOutbox(state: ContactState): Outbox {
  return (state.outbox ??= openOutbox(state.dataDir, { limits: state.limits }));
}

/** One delivery pass; failures of the outbox itself are logged (once per distinct cause), never thrown. */
async function runDelivery(state: ContactState): Promise<void> {
  if (!state.configuration.enabled || state.closed) return;
  if (!state.outbox && !existsSync(state.outboxPath)) return; // nothing was ever stored
  try {
    state.worker ??= createDeliveryWorker({
      outbox: openedOutbox(state),
      settings: state.configuration.settings,
      retryDelay: state.timing.retryDelayMs,
      onAttempt: state.onDeliveryAttempt,
    });
    await state.worker.deliverDue();
    state.lastFailure = undefined;
  } catch (error) {
    const cause = errorMessage(error);
    if (cause !== state.lastFailure) log("error", "contact_delivery_error", { error: cause });
    state.lastFailure = cause;
  }
}

/** Delivers now (when an earlier run left messages) and every poll interval; without mail, says so once. */
function startDelivery(state: ContactState): () => void {
  if (state.stopDelivery) return state.stopDelivery;
  const { configuration, timing } = state;
  const leftFromBefore = existsSync(state.outboxPath);
  if (!configuration.enabled) {
    let pending: number | undefined;
    try {
      if (leftFromBefore) pending = openedOutbox(state).pendingCount();
    } catch {
      // Reported when a message is stored.
    }
    log("warn", "contact_delivery_disabled", { reason: configuration.reason, pending });
    state.stopDelivery = () => {
      state.stopDelivery = undefined;
    };
    return state.stopDelivery;
  }
  const timer = setInterval(() => void runDelivery(state), timing.pollIntervalMs);
  timer.unref(); // never keeps the process alive on its own
  if (leftFromBefore) setImmediate(() => void runDelivery(state));
  log("info", "contact_delivery_started", { pollIntervalMs: timing.pollIntervalMs });
  state.stopDelivery = () => {
    clearInterval(timer);
    state.stopDelivery = undefined;
  };
  return state.stopDelivery;
}

/** Tries to deliver right after a message was stored, in the background (after the answer). */
function afterStore(state: ContactState, messageId: string): void {
  setImmediate(() => {
    if (state.configuration.enabled) void runDelivery(state);
    else log("warn", "contact_message_not_mailed", { id: messageId, reason: state.configuration.reason });
  });
}

/** `ContactServices.close`: stops delivery, waits up to `waitMs` for a send under way, closes worker and outbox. */
async function close(state: ContactState, waitMs: number): Promise<void> {
  state.closed = true;
  state.stopDelivery?.();
  const closing = state.worker;
  const closingOutbox = state.outbox;
  state.worker = undefined;
  state.outbox = undefined;
  if (closing) {
    // The outbox stays open until the send under way is marked; past `waitMs` its claim stays and lapses.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitMs)));
    const settled = await Promise.race([closing.stop().then(() => true), waited]);
    clearTimeout(timer);
    if (!settled) log("warn", "contact_delivery_interrupted", { detail: `a send was still under way after ${waitMs} ms: it is retried once its claim lapses` });
  }
  closing?.close();
  closingOutbox?.close();
}
