/**
 * Prints the contact outbox of DATA_DIR as JSON lines, oldest first:
 *   npm run contact:list
 * One line per message: id, time, type, language, e-mail, delivered (and when), attempts, the next
 * attempt and the last error while pending. The message text is left out (it can be long and
 * personal); the database itself has it.
 * (Node runs this file by stripping its types, so it and everything it imports use `.ts` imports.)
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseEnv } from "#app/config/env.server.ts";
import { OUTBOX_FILE_NAME, openOutbox, type OutboxMessage } from "./outbox.server.ts";

export function outboxLine(message: OutboxMessage): string {
  const pending = message.deliveredAt === null;
  return JSON.stringify({
    id: message.id,
    time: message.createdAt,
    type: message.type,
    language: message.language,
    email: message.email,
    delivered: !pending,
    deliveredAt: message.deliveredAt ?? undefined,
    attempts: message.attempts,
    nextAttemptAt: pending ? new Date(message.nextAttemptAt).toISOString() : undefined,
    lastError: message.lastError ?? undefined,
  });
}

function main(): void {
  const dataDir = parseEnv(process.env).DATA_DIR;
  // Listing never creates an outbox: no file, no messages.
  if (!existsSync(join(resolve(dataDir), OUTBOX_FILE_NAME))) return;
  const outbox = openOutbox(dataDir);
  try {
    for (const message of outbox.list()) {
      // The reader went away (`| head`): nothing more can be said.
      if (process.stdout.destroyed) break;
      process.stdout.write(outboxLine(message) + "\n");
    }
  } finally {
    outbox.close();
  }
}

/**
 * A reader that closes the pipe early (`npm run contact:list | head`) ends the listing, as it
 * ends `cat`: quietly and with status 0, not with an unhandled EPIPE and its stack trace.
 */
function endQuietlyOnClosedPipe(): void {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") return;
    console.error(error.message);
    process.exitCode = 1;
  });
}

if (import.meta.main) {
  endQuietlyOnClosedPipe();
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
