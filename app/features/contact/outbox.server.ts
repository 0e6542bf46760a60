import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * The contact outbox (docs/decisions/0600-contact-form.md): every accepted message is written here first, in DATA_DIR,
 * before the visitor sees the success text; the delivery worker mails it from here. SQLite in WAL
 * mode, so the site, the worker and `npm run contact:list` can use it at once, also from several
 * processes. A message is claimed (leased) before it is sent, so two workers never send it both.
 * In production every instance has a DATA_DIR, and so an outbox, of its own and delivers it
 * (docs/decisions/0803-production-deployment.md). (Node runs list-outbox.ts, which imports this file, by stripping types: `.ts` imports only, no
 * TS-only runtime syntax.)
 *
 * What waits for delivery is capped (`OutboxLimits`, from CONTACT_OUTBOX_MAX_MESSAGES and
 * CONTACT_OUTBOX_MAX_BYTES): a message that would take the outbox past either limit is not stored
 * (`OutboxFullError`), so a flood of posts from many addresses cannot fill the disk or the team's
 * mailbox. Nothing already stored is ever dropped for room; delivered messages do not count.
 */

export const OUTBOX_FILE_NAME = "contact-outbox.sqlite";

/** How long a claim holds: longer than a delivery attempt can take (SMTP timeouts in delivery.server.ts). */
export const CLAIM_LEASE_MS = 5 * 60_000;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS messages (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    language TEXT NOT NULL,
    type TEXT NOT NULL,
    email TEXT NOT NULL,
    text TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claim_token TEXT,
    claimed_until INTEGER,
    delivered_at TEXT,
    last_error TEXT,
    size_bytes INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS messages_pending ON messages (next_attempt_at) WHERE delivered_at IS NULL;
`;

/** Outboxes written before messages had a size get the column, filled in from what they hold. */
const ADD_SIZE = `
  ALTER TABLE messages ADD COLUMN size_bytes INTEGER NOT NULL DEFAULT 0;
  UPDATE messages SET size_bytes = length(CAST(email AS BLOB)) + length(CAST(text AS BLOB));
`;

/** What waits for delivery is counted from this index alone (it holds every pending message's size). */
const PENDING_SIZE_INDEX = "CREATE INDEX IF NOT EXISTS messages_pending_size ON messages (size_bytes) WHERE delivered_at IS NULL;";

/**
 * The most that may wait for delivery (messages not delivered yet, those being sent included): so
 * many messages, and so many bytes of their e-mail addresses and texts (UTF-8, `messageBytes`).
 */
export interface OutboxLimits {
  maxMessages: number;
  maxBytes: number;
}

/** What waits for delivery now. */
export interface PendingTotals {
  messages: number;
  bytes: number;
}

/** No limits: for tools and tests that open the outbox; the site passes the configured ones. */
const UNLIMITED: OutboxLimits = { maxMessages: Number.MAX_SAFE_INTEGER, maxBytes: Number.MAX_SAFE_INTEGER };

/** Thrown by `store` when the message would take the outbox past its limits: nothing was stored. */
export class OutboxFullError extends Error {
  override name = "OutboxFullError";
  readonly pending: PendingTotals;
  readonly limits: OutboxLimits;

  constructor(pending: PendingTotals, limits: OutboxLimits) {
    super(
      `the contact outbox is full: ${pending.messages} messages (${pending.bytes} bytes) wait for delivery, at most ${limits.maxMessages} (${limits.maxBytes} bytes)`,
    );
    this.pending = pending;
    this.limits = limits;
  }
}

/** The bytes a message counts against the outbox's limit: its e-mail address and text in UTF-8. */
export function messageBytes(message: Pick<NewMessage, "email" | "text">): number {
  return Buffer.byteLength(message.email) + Buffer.byteLength(message.text);
}

export interface NewMessage {
  language: string;
  type: string;
  email: string;
  text: string;
}

export interface OutboxMessage extends NewMessage {
  id: string;
  /** ISO time the message was stored. */
  createdAt: string;
  attempts: number;
  /** Epoch milliseconds of the next delivery attempt. */
  nextAttemptAt: number;
  /** ISO time the mail server accepted it; null while pending. */
  deliveredAt: string | null;
  lastError: string | null;
}

/** A message this worker holds the claim on: only the holder may mark it delivered or failed. */
export interface ClaimedMessage extends OutboxMessage {
  claimToken: string;
}

interface Row {
  id: string;
  created_at: string;
  language: string;
  type: string;
  email: string;
  text: string;
  attempts: number;
  next_attempt_at: number;
  claim_token: string | null;
  delivered_at: string | null;
  last_error: string | null;
}

function fromRow(row: Row): OutboxMessage {
  return {
    id: row.id,
    createdAt: row.created_at,
    language: row.language,
    type: row.type,
    email: row.email,
    text: row.text,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
    lastError: row.last_error,
  };
}

export interface Outbox {
  readonly path: string;
  /**
   * Stores a message, due for delivery at once, and returns it. Throws `OutboxFullError` when it
   * would take what waits for delivery past the limits (checked and written in one statement, so
   * also across processes), and any other error when it cannot be stored.
   */
  store(message: NewMessage, now?: number): OutboxMessage;
  /**
   * Claims the next due message that nobody holds (and counts the attempt), or returns undefined.
   * Atomic across processes: the claim is one write transaction.
   */
  claimNext(now?: number, leaseMs?: number): ClaimedMessage | undefined;
  /** Marks a claimed message delivered (only after the mail server accepted it). */
  markDelivered(message: ClaimedMessage, now?: number): boolean;
  /** Releases a claimed message after a failed attempt, due again at `nextAttemptAt`. */
  markFailed(message: ClaimedMessage, error: string, nextAttemptAt: number): boolean;
  /** Every message, oldest first. */
  list(): OutboxMessage[];
  get(id: string): OutboxMessage | undefined;
  /** How many messages wait for delivery. */
  pendingCount(): number;
  /** How many messages and bytes wait for delivery (what the limits apply to). */
  pending(): PendingTotals;
  close(): void;
}

export interface OutboxOptions {
  /** The most that may wait for delivery; default: no limits. */
  limits?: OutboxLimits;
}

/** Gives an outbox of an earlier version the size column, once (another process may be doing the same). */
function addSizeColumn(db: DatabaseSync): void {
  const hasSize = () => db.prepare("SELECT 1 FROM pragma_table_info('messages') WHERE name = 'size_bytes'").get() !== undefined;
  if (hasSize()) return;
  db.exec("BEGIN IMMEDIATE");
  try {
    if (!hasSize()) db.exec(ADD_SIZE);
    db.exec("COMMIT");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

export function openOutbox(dataDir: string, { limits = UNLIMITED }: OutboxOptions = {}): Outbox {
  mkdirSync(dataDir, { recursive: true });
  const path = join(resolve(dataDir), OUTBOX_FILE_NAME);
  const db = new DatabaseSync(path);
  // Wait for another process's write instead of failing at once; WAL lets readers go on meanwhile.
  db.exec("PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
  db.exec(SCHEMA);
  addSizeColumn(db);
  db.exec(PENDING_SIZE_INDEX);

  // The check of the limits and the write are one statement: a write statement holds the write lock
  // from its start, so two processes cannot both take the last room.
  const insert = db.prepare(
    `INSERT INTO messages (id, created_at, language, type, email, text, attempts, next_attempt_at, size_bytes)
     SELECT :id, :createdAt, :language, :type, :email, :text, 0, :now, :size
     WHERE (SELECT count(*) FROM messages WHERE delivered_at IS NULL) < :maxMessages
       AND (SELECT total(size_bytes) FROM messages WHERE delivered_at IS NULL) + :size <= :maxBytes
     RETURNING *`,
  );
  const claim = db.prepare(
    `UPDATE messages SET claim_token = ?, claimed_until = ?, attempts = attempts + 1
     WHERE id = (
       SELECT id FROM messages
       WHERE delivered_at IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
       ORDER BY next_attempt_at, created_at LIMIT 1
     )
     RETURNING *`,
  );
  const delivered = db.prepare(
    `UPDATE messages SET delivered_at = ?, claim_token = NULL, claimed_until = NULL, last_error = NULL
     WHERE id = ? AND claim_token = ? AND delivered_at IS NULL`,
  );
  const failed = db.prepare(
    `UPDATE messages SET next_attempt_at = ?, last_error = ?, claim_token = NULL, claimed_until = NULL
     WHERE id = ? AND claim_token = ? AND delivered_at IS NULL`,
  );
  const all = db.prepare("SELECT * FROM messages ORDER BY created_at, rowid");
  const one = db.prepare("SELECT * FROM messages WHERE id = ?");
  const pendingTotals = db.prepare("SELECT count(*) AS messages, total(size_bytes) AS bytes FROM messages WHERE delivered_at IS NULL");
  const pending = (): PendingTotals => {
    const row = pendingTotals.get() as { messages: number; bytes: number };
    return { messages: Number(row.messages), bytes: Number(row.bytes) };
  };

  return {
    path,
    store(message, now = Date.now()) {
      const row = insert.get({
        id: randomUUID(),
        createdAt: new Date(now).toISOString(),
        language: message.language,
        type: message.type,
        email: message.email,
        text: message.text,
        now,
        size: messageBytes(message),
        maxMessages: limits.maxMessages,
        maxBytes: limits.maxBytes,
      }) as unknown as Row | undefined;
      if (!row) throw new OutboxFullError(pending(), limits);
      return fromRow(row);
    },
    claimNext(now = Date.now(), leaseMs = CLAIM_LEASE_MS) {
      const token = randomUUID();
      // IMMEDIATE takes the write lock before reading, so two processes cannot pick the same row.
      db.exec("BEGIN IMMEDIATE");
      try {
        const row = claim.get(token, now + leaseMs, now, now) as unknown as Row | undefined;
        db.exec("COMMIT");
        return row ? { ...fromRow(row), claimToken: token } : undefined;
      } catch (error) {
        if (db.isTransaction) db.exec("ROLLBACK");
        throw error;
      }
    },
    markDelivered(message, now = Date.now()) {
      return Number(delivered.run(new Date(now).toISOString(), message.id, message.claimToken).changes) === 1;
    },
    markFailed(message, error, nextAttemptAt) {
      return Number(failed.run(nextAttemptAt, error.slice(0, 1000), message.id, message.claimToken).changes) === 1;
    },
    list() {
      return (all.all() as unknown as Row[]).map(fromRow);
    },
    get(id) {
      const row = one.get(id) as unknown as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
    pendingCount() {
      return pending().messages;
    },
    pending,
    close() {
      if (db.isOpen) db.close();
    },
  };
}
