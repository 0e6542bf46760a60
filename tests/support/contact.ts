import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { CLIENT_ADDRESS_HEADER } from "#app/http/client-address.ts";

/** Test support for the contact tests (imported by tests only). */

export function temporaryDir(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), "contact-test-"));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** A browser-like form POST to a page, from `client` (the address the production server stamps on it). */
export function formPost(
  path: string,
  fields: Record<string, string>,
  {
    origin = "http://localhost",
    client = "192.0.2.10",
    headers = {},
  }: { origin?: string | null; client?: string | null; headers?: Record<string, string> } = {},
): Request {
  const body = new URLSearchParams(fields);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
      ...(origin === null ? {} : { origin }),
      ...(client === null ? {} : { [CLIENT_ADDRESS_HEADER]: client }),
      ...headers,
    },
    body,
  });
}

export type Settled =
  { kind: "redirect"; status: number; location: string; headers: Headers } | { kind: "data"; status: number; headers: Headers; data: unknown };

/** What React Router makes of an action's result: a redirect, or data with status and headers. */
export function settle(result: unknown): Settled {
  if (result instanceof Response) {
    return { kind: "redirect", status: result.status, location: result.headers.get("location") ?? "", headers: result.headers };
  }
  const withInit = result as { type?: string; data: unknown; init?: ResponseInit | null };
  if (withInit?.type !== "DataWithResponseInit") return { kind: "data", status: 200, headers: new Headers(), data: result };
  return { kind: "data", status: withInit.init?.status ?? 200, headers: new Headers(withInit.init?.headers), data: withInit.data };
}

/** A port on the loopback interface that nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface TestMailServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** With `held`: answers the messages held so far and every later one at once. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port. `reject`: every message is
 * refused with that SMTP reply code after its data was sent. `held`: no message is answered until
 * `release()` (a mail server that hangs: the sender waits, its message stays unsent).
 */
export async function startMailServer({ port = 0, reject, held = false }: { port?: number; reject?: number; held?: boolean } = {}): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  let release = () => {};
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      const answer = () => {
        if (reject) {
          const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: reject });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      };
      stream.on("end", () => void released.then(answer));
    },
  };
  const server = new SMTPServer(options);
  const listening = server.listen(port, "127.0.0.1");
  await new Promise<void>((resolve, reject_) => {
    listening.once("listening", () => resolve());
    listening.once("error", reject_);
  });
  const actualPort = (listening.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received mail's headers (unfolded, lower-case names) and its decoded text body. */
export function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding !== "base64") throw new Error(`expected a base64 text body, got ${encoding}`);
  const text = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8").replace(/\r\n/g, "\n");
  return { headers, text };
}
