import { readBodyWithLimit } from "../http/request-body.ts";

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
