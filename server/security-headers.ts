import { headScript } from "virtual:browser-scripts";
import { escapeRegExp } from "../lib/escape-regexp.ts";
import {
  BOOTSTRAP_ATTRIBUTES,
  bootstrapStatement,
  hydrationDataScript,
  isScrollRestoration,
  JSON_STRING,
  REACT_SCRIPT_ID,
  reactRuntimeScript,
  ROUTE_VAR,
  sha256,
} from "./framework-output.ts";
import { AFTER_FIRST_PAINT, AFTER_HYDRATION_DECISION, preloadStatement } from "./hydrate-after-paint.ts";

/**
 * Security headers for every response, and a Content-Security-Policy without 'unsafe-inline' for
 * scripts. Inline scripts are allowed by their SHA-256 hashes, computed from the page's own bytes,
 * but only the scripts we write: the head script (app/head-script.ts, with the hash computed when it
 * is built),
 * React Router's own (`<Scripts>`, `<ScrollRestoration>`, the streamed loader data) and React's
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

// The statements the ADR 0700 rewrite adds to the bootstrap (server/hydrate-after-paint.ts).
const sticky = (source: string) => new RegExp(source, "y");
// The preload statement as the rewrite writes it, around its array of links (JSON strings).
const [PRELOAD_BEFORE, PRELOAD_AFTER] = preloadStatement("\u0000").split("\u0000").map(escapeRegExp);
const PRELOAD_LINKS = sticky(String.raw`${PRELOAD_BEFORE}(\[(?:${JSON_STRING},?)*\])${PRELOAD_AFTER}`);
const DYNAMIC_IMPORTS = sticky(String.raw`const \[${ROUTE_VAR}(?:, ${ROUTE_VAR})*\] = await Promise\.all\(\[((?:import\(${JSON_STRING}\)(?:, )?)+)\]\);`);
const SEPARATOR = sticky(String.raw`[\s;]+`);

/** The length of a statement of the rewrite at `at`, or 0. */
function rewriteStatement(body: string, at: number): number {
  for (const statement of [AFTER_FIRST_PAINT, AFTER_HYDRATION_DECISION]) if (body.startsWith(statement, at)) return statement.length;
  for (const [pattern, valid] of [
    [DYNAMIC_IMPORTS, (m: RegExpExecArray) => [...m[1]!.matchAll(new RegExp(JSON_STRING, "g"))].every(([json]) => isOwnModuleString(json))],
    [
      PRELOAD_LINKS,
      (m: RegExpExecArray) =>
        parsesAs(
          m[1]!,
          (links) => Array.isArray(links) && links.every((link) => isString(link) && /^<link rel="modulepreload" href="\/(?!\/)[^"<>\s]*">$/.test(link)),
        ),
    ],
  ] as const) {
    pattern.lastIndex = at;
    const match = pattern.exec(body);
    if (match && valid(match)) return pattern.lastIndex - at;
  }
  return 0;
}

/** React Router's bootstrap module, as rendered or as the rewrite leaves it: its statements and nothing else. */
function isBootstrapModule(body: string): boolean {
  let at = 0;
  let statements = 0;
  while (at < body.length) {
    SEPARATOR.lastIndex = at;
    if (SEPARATOR.exec(body)) {
      at = SEPARATOR.lastIndex;
      continue;
    }
    const length = rewriteStatement(body, at) || (bootstrapStatement(body, at, isOwnModuleString)?.length ?? 0);
    if (!length) return false;
    at += length;
    statements++;
  }
  return statements > 0;
}

/** Whether an inline script is one of ours (see above): only these are allowed by hash. */
export function isOwnInlineScript(attributes: string, body: string): boolean {
  const attrs = attributes.trim();
  if (attrs === "")
    return body === headScript.text || hydrationDataScript(body) !== undefined || isScrollRestoration(body) || reactRuntimeScript(body) !== undefined;
  if (attrs === BOOTSTRAP_ATTRIBUTES) return isBootstrapModule(body);
  if (REACT_SCRIPT_ID.test(attrs)) return reactRuntimeScript(body) !== undefined;
  return false;
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
