import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";

/**
 * A plain-text answer on the raw Node response, for the routes answered before React Router (the
 * server's own refusals, static files' misses, the live stream's and the share cards' routes):
 * `text` (the status's reason phrase unless given) as its body, none for a HEAD. `headers` come
 * after the type, in their order.
 */
export function writePlainText(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, text = STATUS_CODES[status]!) {
  res.writeHead(status, STATUS_CODES[status], { "Content-Type": "text/plain; charset=utf-8", ...headers }).end(req.method === "HEAD" ? undefined : `${text}\n`);
}
