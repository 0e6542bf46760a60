/**
 * `POST /hooks/cockpit`: Cockpit's webhook on `collections.save.after` and `collections.remove.after`
 * (docs/content-model.md, "Webhook"). A door to the outside, so:
 * - only with CONTENT_WEBHOOK_SECRET set (otherwise the path is an ordinary unknown page, 404);
 * - the secret in `X-Webhook-Secret`, compared in constant time: a missing or wrong one gets 401
 *   before the body is read, and changes nothing;
 * - a body over `maxBodyBytes` gets 413; one that is not Cockpit's JSON gets 400;
 * - more than `maxPerWindow` accepted calls per `windowMs` get 429, and however many arrive, a
 *   collection is reloaded at most once at a time (app/content/changes.server.ts);
 * - the answer (202) does not wait for the reload: Cockpit gives up after 1 s.
 * The entry Cockpit sends along is not used: the collection is read anew through the API, where
 * every entry is validated (an entry with missing fields is left out and logged).
 */
import { timingSafeEqual, createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "#lib/log.server.ts";
import type { ContentChanges } from "./changes.server.ts";
import { COLLECTION_NAMES, type CollectionName } from "./collections.server.ts";

export const WEBHOOK_PATH = "/hooks/cockpit";
export const WEBHOOK_SECRET_HEADER = "x-webhook-secret";
/** Cockpit's events that change what the site shows; `…after.{name}` variants name the collection too. */
const EVENTS = /^collections\.(?:save|remove)\.after(?:\.\w+)?$/;

export interface ContentWebhookOptions {
  secret: string;
  changes: Pick<ContentChanges, "changed">;
  /** Cockpit's body is the event, the hook's name and the saved entry: 64 KiB is far above a large job. */
  maxBodyBytes?: number;
  maxPerWindow?: number;
  windowMs?: number;
  now?: () => number;
}

export function createContentWebhook(options: ContentWebhookOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024;
  const maxPerWindow = options.maxPerWindow ?? 60;
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const expected = digest(options.secret);
  let windowStart = now();
  let accepted = 0;

  const answer = (res: ServerResponse, status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers }).end(`${JSON.stringify(body)}\n`);
  };

  return (req, res) => {
    if ((req.url ?? "").split("?")[0] !== WEBHOOK_PATH) return false;
    if (req.method !== "POST") {
      answer(res, 405, { error: "Method Not Allowed" }, { Allow: "POST" });
      req.resume();
      return true;
    }
    const given = req.headers[WEBHOOK_SECRET_HEADER];
    if (typeof given !== "string" || !timingSafeEqual(digest(given), expected)) {
      log("warn", "content_webhook_refused", { reason: given === undefined ? "no secret" : "wrong secret" });
      answer(res, 401, { error: "Unauthorized" }, { Connection: "close" });
      req.resume();
      return true;
    }
    if (now() - windowStart >= windowMs) {
      windowStart = now();
      accepted = 0;
    }
    if (accepted >= maxPerWindow) {
      const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now()) / 1000));
      answer(res, 429, { error: "Too Many Requests" }, { "Retry-After": String(retryAfter), Connection: "close" });
      req.resume();
      return true;
    }
    accepted++;
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBodyBytes) {
      answer(res, 413, { error: "Payload Too Large" }, { Connection: "close" });
      req.resume();
      return true;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on("data", (chunk: Buffer) => {
      if (refused) return;
      size += chunk.byteLength;
      if (size > maxBodyBytes) {
        refused = true;
        answer(res, 413, { error: "Payload Too Large" }, { Connection: "close" });
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (refused) return;
      const collection = collectionOf(Buffer.concat(chunks).toString("utf8"));
      if (collection === undefined) return answer(res, 400, { error: "expected Cockpit's webhook body {event, args: [collection, …]}" });
      if (collection === null) return answer(res, 202, { ignored: true });
      void options.changes.changed(collection, "webhook");
      answer(res, 202, { reloading: collection });
    });
    req.on("error", () => res.destroy());
    return true;
  };
}

/** The collection a webhook body names; null for an event or collection the site does not show; undefined for a body that is not Cockpit's. */
function collectionOf(text: string): CollectionName | null | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (body === null || typeof body !== "object") return undefined;
  const { event, args } = body as { event?: unknown; args?: unknown };
  if (typeof event !== "string" || !Array.isArray(args)) return undefined;
  if (!EVENTS.test(event)) return null;
  const name = args[0];
  return typeof name === "string" && (COLLECTION_NAMES as readonly string[]).includes(name) ? (name as CollectionName) : null;
}

/** Fixed-length digests, so the comparison takes the same time whatever the lengths. */
function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}
