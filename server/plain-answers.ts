import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { writePlainText } from "#app/http/plain-text.server.ts";
import { type FairShareRefusal, HOLD_REFUSAL_MS } from "./fair-share.ts";

/**
 * Answers the server gives itself, before or instead of a page (server/app.ts): plain text with the
 * status's reason phrase, never stored, with the security headers. Each comes in two shapes: a web
 * Response (inside React Router's request listener) and one written onto the raw response.
 */
export function plainAnswers(securityHeaders: Record<string, string>) {
  const neverStored = { "Cache-Control": CACHE_CONTROL.noStore, ...securityHeaders };
  const plainHeaders = { "Content-Type": "text/plain; charset=utf-8", ...neverStored };

  const plainAnswer = (status: number, text: string, extra: Record<string, string> = {}) =>
    new Response(`${text}\n`, { status, statusText: text, headers: { ...plainHeaders, ...extra } });

  const writePlainAnswer = (req: IncomingMessage, res: ServerResponse, status: number, extra: Record<string, string> = {}) =>
    writePlainText(req, res, status, { ...neverStored, ...extra });

  // A refusal of uncached work goes out after a pause, so a client that retries at once cannot make the refusals a flood (ADR 0812).
  const retryAfter = (refusal: FairShareRefusal) => ({ "Retry-After": String(refusal.retryAfterSeconds) });

  const writeRefusal = (req: IncomingMessage, res: ServerResponse, refusal: FairShareRefusal) =>
    void setTimeout(() => {
      // Unless the client left meanwhile.
      if (!res.headersSent && !res.destroyed) writePlainAnswer(req, res, refusal.status, retryAfter(refusal));
    }, HOLD_REFUSAL_MS);

  const refusalAnswer = (refusal: FairShareRefusal) =>
    new Promise<Response>((resolve) =>
      setTimeout(() => resolve(plainAnswer(refusal.status, STATUS_CODES[refusal.status]!, retryAfter(refusal))), HOLD_REFUSAL_MS),
    );

  return { plainAnswer, writePlainAnswer, writeRefusal, refusalAnswer };
}

export type PlainAnswers = ReturnType<typeof plainAnswers>;
