import { createHmac, randomBytes, randomUUID } from "node:crypto";
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
 *
 * Within the cap, one client may hold only a share (`clientShareOf`): a message that would take the
 * client's waiting messages past it is not stored (`OutboxShareFullError`), and only that client is
 * refused (docs/decisions/0814-contact-outbox-share-per-client.md). The client is stored as a
 * pseudonym (a keyed hash under this outbox's own random key), never as an address, and forgotten
 * once the message is delivered.
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

/** A client's pseudonym while its messages wait, its index, and the outbox's own key for the pseudonyms. */
const CLIENT_SCHEMA = `
  CREATE INDEX IF NOT EXISTS messages_pending_client ON messages (client_key, size_bytes) WHERE delivered_at IS NULL;
  CREATE TABLE IF NOT EXISTS outbox_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

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

/**
 * The share of the outbox one client may hold: a fiftieth of its messages and bytes, but at least
 * five messages (a rate limit's window) and 64 KiB (four of the longest messages), and never more
 * than the outbox itself.
 */
export const CLIENT_SHARE = { fraction: 1 / 50, minMessages: 5, minBytes: 64 * 1024 } as const;

export function clientShareOf(limits: OutboxLimits): OutboxLimits {
  return {
    maxMessages: Math.min(limits.maxMessages, Math.max(CLIENT_SHARE.minMessages, Math.floor(limits.maxMessages * CLIENT_SHARE.fraction))),
    maxBytes: Math.min(limits.maxBytes, Math.max(CLIENT_SHARE.minBytes, Math.floor(limits.maxBytes * CLIENT_SHARE.fraction))),
  };
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

/**
 * Thrown by `store` when the message would take what its client has waiting past the client's share
 * (`pending` and `limits` are the client's): nothing was stored, and the outbox has room for others.
 */
export class OutboxShareFullError extends OutboxFullError {
  override name = "OutboxShareFullError";
  override readonly message = `this client's share of the contact outbox is full: ${this.pending.messages} messages (${this.pending.bytes} bytes) wait for delivery, at most ${this.limits.maxMessages} (${this.limits.maxBytes} bytes)`;
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

/** What `store` is given: the message, and the key of the client that sent it (lib/client-key.ts), for its share. */
export interface SubmittedMessage extends NewMessage {
  client?: string;
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
  store(message: SubmittedMessage, now?: number): OutboxMessage;
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
  /** How many messages and bytes of `client` wait for delivery (what its share applies to). */
  pendingOf(client: string): PendingTotals;
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

/** Gives an outbox of an earlier version a column, once (another process may be doing the same). */
function addColumn(db: DatabaseSync, name: string, statements: string): void {
  const hasColumn = () => db.prepare("SELECT 1 FROM pragma_table_info('messages') WHERE name = ?").get(name) !== undefined;
  if (hasColumn()) return;
  db.exec("BEGIN IMMEDIATE");
  try {
    if (!hasColumn()) db.exec(statements);
    db.exec("COMMIT");
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}

export function openOutbox(dataDir: string, { limits = UNLIMITED }: OutboxOptions = {}): Outbox {
  mkdirSync(dataDir, { recursive: true });
  const path = join(resolve(dataDir), OUTBOX_FILE_NAME);
  const db = openDatabase(path);
  const pseudonym = clientPseudonyms(db);
  const share = clientShareOf(limits);
  const statements = prepareStatements(db);
  const totals = (row: unknown): PendingTotals => {
    const { messages, bytes } = row as { messages: number; bytes: number };
    return { messages: Number(messages), bytes: Number(bytes) };
  };
  const pending = () => totals(statements.pendingTotals.get());
  const pendingOf = (client: string) => totals(statements.clientTotals.get(pseudonym(client)));

  return {
    path,
    store(message, now = Date.now()) {
      const size = messageBytes(message);
      const row = statements.insert.get({
        id: randomUUID(),
        createdAt: new Date(now).toISOString(),
        language: message.language,
        type: message.type,
        email: message.email,
        text: message.text,
        now,
        size,
        maxMessages: limits.maxMessages,
        maxBytes: limits.maxBytes,
        client: pseudonym(message.client),
        clientMaxMessages: share.maxMessages,
        clientMaxBytes: share.maxBytes,
      }) as unknown as Row | undefined;
      if (row) return fromRow(row);
      // Which limit refused it: the outbox's, or else the client's share.
      const all = pending();
      if (message.client === undefined || all.messages >= limits.maxMessages || all.bytes + size > limits.maxBytes) throw new OutboxFullError(all, limits);
      throw new OutboxShareFullError(pendingOf(message.client), share);
    },
    claimNext(now = Date.now(), leaseMs = CLAIM_LEASE_MS) {
      const token = randomUUID();
      // IMMEDIATE takes the write lock before reading, so two processes cannot pick the same row.
      db.exec("BEGIN IMMEDIATE");
      try {
        const row = statements.claim.get(token, now + leaseMs, now, now) as unknown as Row | undefined;
        db.exec("COMMIT");
        return row ? { ...fromRow(row), claimToken: token } : undefined;
      } catch (error) {
        if (db.isTransaction) db.exec("ROLLBACK");
        throw error;
      }
    },
    markDelivered(message, now = Date.now()) {
      return Number(statements.delivered.run(new Date(now).toISOString(), message.id, message.claimToken).changes) === 1;
    },
    markFailed(message, error, nextAttemptAt) {
      return Number(statements.failed.run(nextAttemptAt, error.slice(0, 1000), message.id, message.claimToken).changes) === 1;
    },
    list() {
      return (statements.all.all() as unknown as Row[]).map(fromRow);
    },
    get(id) {
      const row = statements.one.get(id) as unknown as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
    pendingCount() {
      return pending().messages;
    },
    pending,
    pendingOf,
    close() {
      if (db.isOpen) db.close();
    },
  };
}

/** The outbox's database, opened for use by several processes, with the schema of this version. */
function openDatabase(path: string): DatabaseSync {
  const db = new DatabaseSync(path);
  // Wait for another process's write instead of failing at once; WAL lets readers go on meanwhile.
  db.exec("PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
  db.exec(SCHEMA);
  addColumn(db, "size_bytes", ADD_SIZE);
  addColumn(db, "client_key", "ALTER TABLE messages ADD COLUMN client_key TEXT;");
  db.exec(PENDING_SIZE_INDEX);
  db.exec(CLIENT_SCHEMA);
  return db;
}

/** A client key's pseudonym under the outbox's own key (null without a client). */
function clientPseudonyms(db: DatabaseSync): (client: string | undefined) => string | null {
  // The first process to open the outbox picks its key; every other one reads the same.
  db.prepare("INSERT OR IGNORE INTO outbox_settings (name, value) VALUES ('client_key_secret', ?)").run(randomBytes(32).toString("base64url"));
  const secret = (db.prepare("SELECT value FROM outbox_settings WHERE name = 'client_key_secret'").get() as { value: string }).value;
  return (client) => (client === undefined ? null : createHmac("sha256", secret).update(client).digest("base64url").slice(0, 22));
}

/** Every statement the outbox runs, prepared once. */
function prepareStatements(db: DatabaseSync) {
  return {
    // The check of the limits and the write are one statement: a write statement holds the write lock
    // from its start, so two processes cannot both take the last room.
    insert: db.prepare(
      `INSERT INTO messages (id, created_at, language, type, email, text, attempts, next_attempt_at, size_bytes, client_key)
       SELECT :id, :createdAt, :language, :type, :email, :text, 0, :now, :size, :client
       WHERE (SELECT count(*) FROM messages WHERE delivered_at IS NULL) < :maxMessages
         AND (SELECT total(size_bytes) FROM messages WHERE delivered_at IS NULL) + :size <= :maxBytes
         AND (SELECT count(*) FROM messages WHERE delivered_at IS NULL AND client_key = :client) < :clientMaxMessages
         AND (SELECT total(size_bytes) FROM messages WHERE delivered_at IS NULL AND client_key = :client) + :size <= :clientMaxBytes
       RETURNING *`,
    ),
    claim: db.prepare(
      `UPDATE messages SET claim_token = ?, claimed_until = ?, attempts = attempts + 1
       WHERE id = (
         SELECT id FROM messages
         WHERE delivered_at IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
         ORDER BY next_attempt_at, created_at LIMIT 1
       )
       RETURNING *`,
    ),
    delivered: db.prepare(
      `UPDATE messages SET delivered_at = ?, claim_token = NULL, claimed_until = NULL, last_error = NULL, client_key = NULL
       WHERE id = ? AND claim_token = ? AND delivered_at IS NULL`,
    ),
    failed: db.prepare(
      `UPDATE messages SET next_attempt_at = ?, last_error = ?, claim_token = NULL, claimed_until = NULL
       WHERE id = ? AND claim_token = ? AND delivered_at IS NULL`,
    ),
    all: db.prepare("SELECT * FROM messages ORDER BY created_at, rowid"),
    one: db.prepare("SELECT * FROM messages WHERE id = ?"),
    pendingTotals: db.prepare("SELECT count(*) AS messages, total(size_bytes) AS bytes FROM messages WHERE delivered_at IS NULL"),
    clientTotals: db.prepare("SELECT count(*) AS messages, total(size_bytes) AS bytes FROM messages WHERE delivered_at IS NULL AND client_key = ?"),
  };
}
