import type { IncomingMessage } from "node:http";
import { CLIENT_ADDRESS_HEADER } from "#app/http/client-address.ts";
import { clientKey } from "#lib/client-key.ts";

const normalize = (address: string | undefined) => (address ?? "").replace(/^::ffff:/, "");

/**
 * The visitor's address: the socket's peer, or, when the peer is the configured trusted proxy,
 * the address that proxy appended last to X-Forwarded-For (entries before it can be forged).
 */
export function clientAddress(req: IncomingMessage, trustedProxy: string | undefined): string {
  const peer = normalize(req.socket.remoteAddress);
  if (!trustedProxy || peer !== normalize(trustedProxy)) return peer;
  return normalize(lastForwardedEntry(req.headers["x-forwarded-for"])) || peer;
}

/** The last non-empty entry of X-Forwarded-For (the one the trusted proxy appended), read from its end without splitting it. */
function lastForwardedEntry(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!value) return undefined;
  let end = value.length;
  while (end > 0) {
    const start = value.lastIndexOf(",", end - 1);
    const entry = value.slice(start + 1, end).trim();
    if (entry) return entry;
    end = Math.max(start, 0);
  }
  return undefined;
}

/** Replaces whatever a client sent in the header with the address the server determined, and returns that address. */
export function stampClientAddress(req: IncomingMessage, trustedProxy: string | undefined): string {
  const address = clientAddress(req, trustedProxy);
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  return address;
}

/**
 * Who a client is for the limits that count per client (server/fair-share.ts, and the page cache's
 * admission): an IPv4 address itself, an IPv6 address by its first 64 bits, an IPv4-mapped one as
 * IPv4 (`clientKey`, lib/client-key.ts, which the contact form's limits use too). An IPv4 address,
 * the common case on the fast path, is taken as it is, without parsing.
 */
export function clientGroup(address: string): string {
  // Loopback's IPv6 address stays itself: the host (`isHostItself`), not a network of others.
  if (!address.includes(":") || address === "::1") return address;
  return clientKey(address);
}

/** The client group of a request: its address as the server determines it, grouped. */
export const clientOf = (req: IncomingMessage, trustedProxy: string | undefined): string => clientGroup(clientAddress(req, trustedProxy));

/**
 * Whether a client is the host itself: the loopback address a proxy on the same machine, or the
 * host's own tools, connect from (or no address at all). Without TRUSTED_PROXY every visitor behind
 * such a proxy is this one client, so it gets no per-client limit (server/fair-share.ts) and each
 * of its asks counts for the page cache's admission. Other loopback addresses (127.0.0.2, which the
 * fairness load test and tests use to play a second client) are clients like any other.
 */
export function isHostItself(client: string): boolean {
  return client === "127.0.0.1" || client === "::1" || client === "";
}
