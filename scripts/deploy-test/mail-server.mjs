// The deployment test's mail server (the `smtp-server` devDependency) on a loopback port: it records every
// contact mail by its outbox id (X-Contact-Message-Id), and holds its answer to a mail whose text contains
// HOLD_MARK for `holdMs`, so the test can stop an instance while that mail is being sent.
import { SMTPServer } from "smtp-server";

export const HOLD_MARK = "[hold]";

export async function startMailServer({ port, holdMs }) {
  /** Outbox id → how many times a mail with it was accepted. */
  const accepted = new Map();
  /** Outbox ids of the mails whose answer was held. */
  const held = [];
  const holdWaiters = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const id = /^X-Contact-Message-Id:\s*(\S+)/im.exec(raw)?.[1] ?? "(none)";
        const accept = () => {
          accepted.set(id, (accepted.get(id) ?? 0) + 1);
          callback();
        };
        // The text is base64 in the mail: the mark is found in the decoded body.
        if (!decodedBody(raw).includes(HOLD_MARK)) return accept();
        held.push(id);
        for (const waiter of holdWaiters.splice(0)) waiter();
        setTimeout(accept, holdMs);
      });
    },
  });
  const listening = server.listen(port, "127.0.0.1");
  await new Promise((resolve, reject) => {
    listening.once("listening", resolve);
    listening.once("error", reject);
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    held,
    /** Resolves once a held mail's data has arrived (the send is under way, its answer pending). */
    heldMailArrived() {
      if (held.length > 0) return Promise.resolve();
      return new Promise((resolve) => holdWaiters.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function decodedBody(raw) {
  const split = raw.indexOf("\r\n\r\n");
  const body = raw.slice(split + 4).replace(/\s+/g, "");
  try {
    return Buffer.from(body, "base64").toString("utf8");
  } catch {
    return raw;
  }
}
