import { CACHE_CONTROL } from "#app/http/cache-control.ts";

/**
 * The answer of an association file: JSON as Apple and Google fetch it (`application/json`, no
 * redirect, an hour in any cache), or 404 while the app is not configured.
 */
export function associationFile(document: object | undefined): Response {
  if (!document) {
    return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.notFound } });
  }
  return new Response(JSON.stringify(document), { headers: { "Content-Type": "application/json", "Cache-Control": CACHE_CONTROL.publicFile } });
}
