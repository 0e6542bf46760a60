import { headScript } from "virtual:browser-scripts";
import { isFrameworkScript, sha256 } from "./framework-output.ts";

/**
 * Security headers for every response, and a Content-Security-Policy without 'unsafe-inline' for
 * scripts. Inline scripts are allowed by their SHA-256 hashes, computed from the page's own bytes,
 * but only the scripts we write: the head script (app/head-script.ts, with the hash computed when it
 * is built), React Router's own (`<Scripts>`, `<ScrollRestoration>`, the streamed loader data) and React's
 * streaming runtime, recognised by their exact shape (server/framework-output.ts, where every shape
 * of the framework's output is pinned), in which everything that varies is JSON data or a
 * same-origin module path, and the bootstrap as the ADR 0700 rewrite leaves it.
 * Any other inline script in the HTML (Markdown, a content text or a backend text that smuggled
 * one in) gets no hash, so the browser refuses to run it. A cached page keeps the header computed
 * for its bytes, so cache and policy always agree (no per-request nonce).
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

const isString = (value: unknown): value is string => typeof value === "string";
const parsesAs = (json: string, test: (value: unknown) => boolean) => {
  try {
    return test(JSON.parse(json));
  } catch {
    return false;
  }
};
/** A module this site serves itself: an absolute path on this origin. */
const isOwnModule = (value: unknown) => isString(value) && /^\/(?!\/)[^\s\\]*$/.test(value);
const isOwnModuleString = (json: string) => parsesAs(json, isOwnModule);

/** Whether an inline script is one of ours (see above): only these are allowed by hash. */
export function isOwnInlineScript(attributes: string, body: string): boolean {
  return (attributes.trim() === "" && body === headScript.text) || isFrameworkScript(attributes, body, isOwnModuleString);
}

/**
 * The CSP hashes of the page's own inline scripts. Scripts with `src` or of a JSON type are not
 * run inline and need no hash; every other inline script that is not ours is left out, so the
 * browser refuses it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes!)) continue;
    if (!isOwnInlineScript(attributes!, body!)) continue;
    // The head script's hash was computed when it was built (server/browser-scripts.ts).
    hashes.add(body === headScript.text ? headScript.hash : `'sha256-${sha256(body!)}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: readonly string[], https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // React renders a few style attributes (the progress bar's width); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Headers every response carries; HSTS only when the public origin is https. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
