import type { IncomingMessage } from "node:http";
import { CLIENT_ADDRESS_HEADER } from "../app/http/client-address.ts";

const normalize = (address: string | undefined) => (address ?? "").replace(/^::ffff:/, "");

/**
 * The visitor's address: the socket's peer, or, when the peer is the configured trusted proxy,
 * the address that proxy appended last to X-Forwarded-For (entries before it can be forged).
 */
export function clientAddress(req: IncomingMessage, trustedProxy: string | undefined): string {
  const peer = normalize(req.socket.remoteAddress);
  if (!trustedProxy || peer !== normalize(trustedProxy)) return peer;
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return normalize(forwarded.at(-1)) || peer;
}

/** Replaces whatever a client sent in the header with the address the server determined. */
export function stampClientAddress(req: IncomingMessage, trustedProxy: string | undefined): void {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req, trustedProxy);
}
