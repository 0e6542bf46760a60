import { NOT_CACHEABLE } from "../app/http/cache-control.ts";

/** A JSON answer; not cacheable unless the caller's headers say otherwise. */
export function json(body: unknown, init: { status?: number; statusText?: string; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    statusText: init.statusText,
    headers: { "Content-Type": "application/json; charset=utf-8", ...NOT_CACHEABLE, ...init.headers },
  });
}
