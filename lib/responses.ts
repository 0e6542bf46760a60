/** The Content-Type of every JSON answer. */
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * A JSON answer; not cacheable (`no-store`, as app/http/cache-control.ts's NOT_CACHEABLE) unless the
 * caller's headers say otherwise. The site and the results backend both answer with it, so it
 * depends on neither.
 */
export function json(body: unknown, init: { status?: number; statusText?: string; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    statusText: init.statusText,
    headers: { "Content-Type": JSON_CONTENT_TYPE, "Cache-Control": "no-store", ...init.headers },
  });
}
