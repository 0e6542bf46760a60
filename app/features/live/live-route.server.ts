import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { writePlainText } from "#app/http/plain-text.server.ts";
import { log } from "#lib/log.server.ts";
import { clientKey, StreamsPerClient } from "./client-streams.server.ts";
import type { LiveHub } from "./hub.server.ts";
import { LIVE_PATH, parseLastEventId, parseLiveQuery, STREAM_PREAMBLE } from "./protocol.server.ts";

/**
 * `GET /live?c=…` on the raw Node request (docs/decisions/0111-live-stream.md): mounted before
 * compression and the page handler, so a stream is one ServerResponse written to by the hub, never
 * compressed, buffered or cached. Answers with a short plain-text reason what it refuses.
 */

/** What a browser's EventSource is told to wait before it may try again when the process or its client is full. */
export const RETRY_AFTER_SECONDS = 30;

export type LiveRoute = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface LiveRouteLimits {
  /** Open streams per client (LIVE_MAX_STREAMS_PER_CLIENT); past it 429. */
  maxStreamsPerClient: number;
  /**
   * The address a request comes from, as the server determines it for every limit (the peer, or what
   * TRUSTED_PROXY appended to X-Forwarded-For: server/client-address.ts): handed in by the server's mount.
   */
  clientAddress(req: IncomingMessage): string;
  /** Whether TRUSTED_PROXY is set: without it, streams forwarded by a proxy on this host all count as the proxy's. */
  trustsProxy: boolean;
}

/** A handler that answers `/live` and returns true, or returns false for any other path. */
export function createLiveRoute(hub: LiveHub, securityHeaders: Record<string, string>, limits: LiveRouteLimits): LiveRoute {
  const neverStored = { "Cache-Control": CACHE_CONTROL.noStore, ...securityHeaders };
  const streamHeaders = {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": CACHE_CONTROL.noStore,
    // nginx buffers proxied answers unless told otherwise by the answer itself.
    "X-Accel-Buffering": "no",
    Connection: "keep-alive",
    ...securityHeaders,
  };

  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, reason: string, extra: Record<string, string> = {}) => {
    if (res.headersSent || res.destroyed) return;
    writePlainText(req, res, status, { ...neverStored, ...extra }, reason);
  };
  const full = (req: IncomingMessage, res: ServerResponse, reason: string) => refuse(req, res, 503, reason, { "Retry-After": String(RETRY_AFTER_SECONDS) });
  const perClient = new StreamsPerClient(limits.maxStreamsPerClient);
  const clientOf = streamClients(limits);

  async function openStream(req: IncomingMessage, res: ServerResponse, competitionIds: number[]): Promise<void> {
    let gone = false;
    res.once("close", () => (gone = true));
    if (!hub.hasRoom()) return full(req, res, "too many live streams on this server, try again later");
    // The place is held from now until the response closes, whether it becomes a stream or not.
    const release = perClient.take(clientOf(req));
    if (!release) return refuse(req, res, 429, "too many live streams from your address, try again later", { "Retry-After": String(RETRY_AFTER_SECONDS) });
    res.once("close", release);
    let unknown: number[];
    try {
      unknown = await hub.unknownCompetitions(competitionIds);
    } catch {
      return full(req, res, "the results are not available right now, try again later");
    }
    if (gone) return;
    if (unknown.length > 0) return refuse(req, res, 404, `unknown competition: ${unknown.join(", ")}`);
    const subscription = hub.open(res, competitionIds, parseLastEventId(req.headers["last-event-id"]));
    if (!subscription) return full(req, res, "too many live streams on this server, try again later");
    res.writeHead(200, STATUS_CODES[200], streamHeaders);
    res.write(STREAM_PREAMBLE);
    res.once("close", subscription.close);
    await subscription.ready;
  }

  return (req, res) => {
    const target = req.url ?? "/";
    const queryAt = target.indexOf("?");
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    if (path !== LIVE_PATH) return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      refuse(req, res, 405, "the live stream is read with GET", { Allow: "GET, HEAD" });
      return true;
    }
    const query = parseLiveQuery(queryAt === -1 ? "" : target.slice(queryAt + 1));
    if (!query.ok) {
      refuse(req, res, 400, query.reason);
      return true;
    }
    if (req.method === "HEAD") {
      res.writeHead(200, STATUS_CODES[200], streamHeaders).end();
      return true;
    }
    openStream(req, res, query.competitionIds).catch((error: unknown) => {
      log("error", "live_stream_failed", { error: String(error) });
      if (!res.headersSent) full(req, res, "the live stream failed, try again later");
      else res.destroy();
    });
    return true;
  };
}

/**
 * The key of a stream's client. `/live` is answered before the pipeline stamps the client address on
 * the request (server/app.ts), so the address is determined here, by the server's rule the mount hands in.
 */
function streamClients({ clientAddress, trustsProxy }: Pick<LiveRouteLimits, "clientAddress" | "trustsProxy">): (req: IncomingMessage) => string {
  let proxyWarned = false;
  return (req) => {
    if (!trustsProxy && !proxyWarned && req.headers["x-forwarded-for"] !== undefined && isLoopback(req.socket.remoteAddress)) {
      // A proxy on this host whose X-Forwarded-For is not trusted: every stream counts as the proxy's.
      proxyWarned = true;
      log("warn", "live_client_is_proxy", { reason: "TRUSTED_PROXY is unset behind a proxy on loopback: all live streams share one client's limit" });
    }
    return clientKey(clientAddress(req));
  };
}

function isLoopback(address: string | undefined): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}
