import { spawn } from "node:child_process";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { temporaryDir } from "#tests/support/contact.ts";
import { OUTBOX_FILE_NAME, openOutbox } from "./outbox.server.ts";

/** `npm run contact:list | head`: the reader closes the pipe early, and the listing ends quietly. */

const dir = temporaryDir();
afterAll(() => dir.remove());

describe("npm run contact:list", () => {
  it("ends quietly, with status 0, when the reader of its output goes away early", async () => {
    openOutbox(dir.path).close();
    // Far more than a pipe's buffer holds (64 KiB): the listing is still writing when the reader leaves.
    const db = new DatabaseSync(join(dir.path, OUTBOX_FILE_NAME));
    const insert = db.prepare(
      "INSERT INTO messages (id, created_at, language, type, email, text, next_attempt_at) VALUES (?, ?, 'de', 'support', 'fan@example.com', 'Hallo!', 0)",
    );
    db.exec("BEGIN");
    for (let i = 0; i < 3000; i++) insert.run(`message-${i}`, new Date(i).toISOString());
    db.exec("COMMIT");
    db.close();

    const child = spawn(process.execPath, ["app/features/contact/list-outbox.ts"], {
      env: { ...process.env, NODE_ENV: "test", DATA_DIR: dir.path },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    // Like `head -1`: read the first chunk, then close the pipe.
    const first = await new Promise<string>((resolve) => child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString("utf8"))));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));

    expect(first).toMatch(/^\{"id":/);
    expect(stderr).toBe("");
    expect(code).toBe(0);
  });
});
