import { NOT_CACHEABLE } from "#app/http/cache-control.ts";
import { getMessages } from "#app/i18n/messages/index.server.ts";
import { readBodyWithLimit } from "#lib/bounded-body.ts";
import { languageOfPath } from "#lib/languages.ts";
import { log } from "#lib/log.server.ts";

/**
 * Checks a contact submission passes before its content is looked at: where it comes from and how
 * big it is (docs/decisions/0600-contact-form.md).
 */

/** Larger bodies are refused with 413: the form's largest honest submission is about 20 KiB. */
export const BODY_LIMIT_BYTES = 32 * 1024;

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a POST comes from another site (cross-site request forgery, spam from foreign pages).
 * Same origin means the page's own origin or the public SITE_URL (behind a proxy they can differ).
 * Browsers send `Origin` with every POST; `Sec-Fetch-Site` is the fallback. Without either the
 * client is not a browser, so there is no visitor's session to abuse: it passes.
 */
export function isForeignOrigin(request: Request, siteUrl: string): boolean {
  const allowed = new Set([new URL(request.url).origin, originOf(siteUrl)]);
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const parsed = origin === "null" ? undefined : originOf(origin);
    return parsed === undefined || !allowed.has(parsed);
  }
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null) return fetchSite !== "same-origin" && fetchSite !== "none";
  return false;
}

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Whether React Router's own CSRF check (`throwIfPotentialCSRFAttack`, run before any middleware
 * or action) refuses this request: a mutation whose `Origin` is not the request URL's origin.
 * React Router answers it with a plain 400 and hands its error to `handleError`.
 */
export function failsReactRouterOriginCheck(request: Request): boolean {
  if (!MUTATIONS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  // Like React Router: no Origin passes; "null", an unparsable one or another origin fails.
  return origin !== null && originOf(origin) !== new URL(request.url).origin;
}

/**
 * For `handleError`: whether an error is React Router's refusal of a foreign origin (its own
 * messages for a document request, "Bad Request" for a `.data` request). That is a hostile or
 * misconfigured client, not a server error.
 */
export function isForeignOriginRefusal(error: unknown, request: Request): boolean {
  if (!(error instanceof Error) || !failsReactRouterOriginCheck(request)) return false;
  return /origin/i.test(error.message) || error.message === "Bad Request";
}

/**
 * The answer to a mutation from a foreign origin (isForeignOrigin), given before React Router
 * sees the request: 403 with the contact form's translated refusal (ADR 0600), logged at warn
 * once. undefined for every other request. Meant for the server's request pipeline, in front of
 * React Router, whose own check would otherwise answer a plain 400 first.
 */
export function foreignOriginAnswer(request: Request, siteUrl: string): Response | undefined {
  if (!MUTATIONS.has(request.method.toUpperCase()) || !isForeignOrigin(request, siteUrl)) return undefined;
  const { pathname } = new URL(request.url);
  log("warn", "foreign_origin_refused", {
    method: request.method,
    path: pathname.slice(0, 300),
    origin: request.headers.get("origin")?.slice(0, 200),
    fetchSite: request.headers.get("sec-fetch-site"),
  });
  const language = languageOfPath(pathname.replace(/\.data$/, ""));
  return new Response(`${getMessages(language).contact.forbidden}\n`, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Language": language, ...NOT_CACHEABLE },
  });
}

/**
 * The submitted form, read with a size limit (`readBodyWithLimit`). A body that is not a form gives
 * an empty form (and so the validation errors).
 */
export async function readFormWithLimit(request: Request, limit = BODY_LIMIT_BYTES): Promise<FormData | "too-large"> {
  const body = await readBodyWithLimit(request, limit);
  if (body === "too-large") return body;
  const contentType = request.headers.get("content-type") ?? "";
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    return new FormData();
  }
}
