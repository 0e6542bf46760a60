import { CLIENT_ADDRESS_HEADER } from "../http/client-address.ts";
import { DEFAULT_FORWARDED_HEADERS } from "./forwarded-headers.ts";

/**
 * The results client's two rules on headers (docs/decisions/0108-forwarded-headers-and-shared-answers.md):
 * what of the visitor's request it sends on to the backend, and whether the backend's answer may be
 * given to other visitors, which depends on what was sent.
 */

/** Forwarded only when the operator names it; then only its origin and path (docs/decisions/0112-per-visitor-renders-and-page-budget.md). */
const REFERER = "referer";

/**
 * The headers the backend gets from the visitor's request (without the client's own Accept and
 * Content-Type): those on the allow list (`DEFAULT_FORWARDED_HEADERS` and `configured`, lower case),
 * and `X-Forwarded-For` with the address the server determined, when it determined one. A Referer
 * goes without its query and fragment: they can carry what the visitor typed elsewhere.
 */
export function forwardedHeaders(incoming: Headers, configured: readonly string[] = []): Headers {
  const forwarded = new Headers();
  for (const name of [...DEFAULT_FORWARDED_HEADERS, ...configured]) {
    const value = incoming.get(name);
    if (value === null) continue;
    if (name !== REFERER) forwarded.set(name, value);
    else {
      const referer = URL.parse(value);
      if (referer) forwarded.set(name, referer.origin + referer.pathname);
    }
  }
  const address = incoming.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (address) forwarded.set("X-Forwarded-For", address);
  return forwarded;
}

/**
 * Whether an answer with these response headers may be given to other visitors: not when the
 * backend marks it `private` or `no-store`, nor when its `Vary` names `*` or a header that differs
 * between visitors as the client sends it: one it forwards (the allow list and `configured`) and
 * X-Forwarded-For. A `Vary` on what the client sends the same for every visitor (accept,
 * content-type, accept-encoding) or never sends (cookie, origin, …) does not matter: the backend
 * cannot have answered differently by it.
 */
export function isShareable(headers: Headers, configured: readonly string[] = []): boolean {
  const directives = (headers.get("cache-control") ?? "")
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim().split("=")[0]!.trim());
  if (directives.includes("private") || directives.includes("no-store")) return false;
  const perVisitor = new Set(["*", "x-forwarded-for", ...DEFAULT_FORWARDED_HEADERS, ...configured]);
  return !(headers.get("vary") ?? "")
    .toLowerCase()
    .split(",")
    .some((name) => perVisitor.has(name.trim()));
}
