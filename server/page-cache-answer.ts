import type { IncomingMessage, ServerResponse } from "node:http";
import { compress, type Encoding, negotiatedEncoding } from "./compression.ts";
import type { Entry } from "./page-cache-entries.ts";

/**
 * The page cache's answers from an entry (server/page-cache.ts): 304 on a matching entity tag, else
 * the body in the encoding the client weighs highest. What is answered is compressed here, and only
 * here (server/compression.ts; docs/decisions/0705-compress-once-and-server-timing.md): each body once
 * per encoding, when a client that accepts it first reads it, the copy kept with the entry; a read
 * that needs a copy being made waits for it. Two shapes of the same answer: a web Response (`answer`,
 * for `handle`) and one written straight onto the socket (`writeAnswer`, the fast path).
 */

/** What answering needs of the cache: its clock (for `Age`), and where a new compressed copy is counted. */
export interface Answering {
  now: () => number;
  keepCopy: (entry: Entry, copy: Uint8Array) => void;
}

/** The render's timing, for a render's own answer: it has no age, and what is stored has no timing. */
export interface RenderedAnswer {
  timing?: string;
}

/** Whether an If-None-Match header names this entity tag (a list of tags is allowed). */
function matchesEtag(ifNoneMatch: string | null | undefined, etag: string | undefined): boolean {
  if (etag === undefined) return false;
  return (ifNoneMatch ?? "").split(",").some((tag) => tag.trim() === etag);
}

/**
 * The encoding a read of `entry` goes out in: the one the client weighs highest (server/compression.ts),
 * if the entry may be compressed; for a HEAD, only a copy that exists (a HEAD never makes one).
 */
function encodingFor(entry: Entry, acceptEncoding: string | null | undefined, method: string | undefined): Encoding | undefined {
  if (!entry.compressible) return undefined;
  const encoding = negotiatedEncoding(acceptEncoding);
  if (method === "HEAD" && encoding && !entry.encoded[encoding]) return undefined;
  return encoding;
}

/**
 * The entry's copy in `encoding`: the one it has, the one being made, or a new one made now and kept
 * (counted against the limits while the entry is stored). Undefined when compressing failed or did not
 * make the body smaller: the body goes as it is.
 */
function copyOf(entry: Entry, encoding: Encoding, cache: Answering): Uint8Array<ArrayBuffer> | Promise<Uint8Array<ArrayBuffer> | undefined> | undefined {
  const copy = entry.encoded[encoding];
  if (copy) return copy;
  const pending = entry.compressing[encoding];
  if (pending) return pending;
  const made = compress(encoding, entry.body).then(
    (compressed) => {
      delete entry.compressing[encoding];
      if (compressed.byteLength >= entry.body.byteLength) return undefined;
      entry.encoded[encoding] = compressed;
      cache.keepCopy(entry, compressed);
      return compressed;
    },
    () => {
      delete entry.compressing[encoding];
      return undefined;
    },
  );
  entry.compressing[encoding] = made;
  return made;
}

/**
 * The headers of a read of `entry`: its own, and its age when it comes from memory; a render's own
 * answer (`rendered`) has no age but the render's timing.
 */
function headersOf(entry: Entry, cache: Answering, rendered?: RenderedAnswer): Record<string, string> {
  const headers: Record<string, string> = Object.fromEntries(entry.headers);
  if (rendered?.timing) headers["server-timing"] = rendered.timing;
  else if (!rendered && entry.storedAt) headers["age"] = String(Math.floor((cache.now() - entry.storedAt) / 1000));
  return headers;
}

/** Sets the body's length, and its encoding when it is a compressed copy; returns the bytes to send. */
function withBody(headers: Record<string, string>, entry: Entry, encoding: Encoding | undefined, copy: Uint8Array<ArrayBuffer> | undefined) {
  if (copy) headers["content-encoding"] = encoding!;
  const body = copy ?? entry.body;
  headers["content-length"] = String(body.byteLength);
  return body;
}

/** The answer to `request` from `entry`: 304 when its tag matches, else the body in the encoding the client accepts. */
export async function answer(request: Request, entry: Entry, cache: Answering, rendered?: RenderedAnswer): Promise<Response> {
  const headers = headersOf(entry, cache, rendered);
  if (matchesEtag(request.headers.get("if-none-match"), entry.etag)) {
    delete headers["content-length"];
    return new Response(null, { status: 304, headers });
  }
  const encoding = encodingFor(entry, request.headers.get("accept-encoding"), request.method);
  const copy = encoding ? await copyOf(entry, encoding, cache) : undefined;
  const body = withBody(headers, entry, encoding, copy);
  return new Response(request.method === "HEAD" ? null : body, { status: entry.status, headers });
}

/**
 * The same answer from memory, written straight onto the socket before a web Request is even built;
 * a copy not made yet is made now and the answer written when it is ready.
 */
export function writeAnswer(req: IncomingMessage, res: ServerResponse, entry: Entry, cache: Answering): void {
  const headers = headersOf(entry, cache);
  if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
    delete headers["content-length"];
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = encodingFor(entry, req.headers["accept-encoding"], req.method);
  const send = (copy: Uint8Array<ArrayBuffer> | undefined) => {
    const body = withBody(headers, entry, encoding, copy);
    res.writeHead(entry.status, headers).end(req.method === "HEAD" ? undefined : body);
  };
  const copy = encoding ? copyOf(entry, encoding, cache) : undefined;
  if (copy instanceof Promise) void copy.then(send);
  else send(copy);
}
