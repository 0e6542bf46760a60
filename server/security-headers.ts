import { createHash } from "node:crypto";
import { COOKIE_NOTICE_SCRIPT } from "../app/root.tsx";
import { AFTER_FIRST_PAINT, MANIFEST_ASSIGNMENT, manifestJson } from "./hydrate-after-paint.ts";

/**
 * Security headers for every response, and a Content-Security-Policy without 'unsafe-inline' for
 * scripts. Inline scripts are allowed by their SHA-256 hashes, computed from the page's own bytes,
 * but only the scripts we write: the cookie-notice snippet of app/root.tsx (this very text),
 * React Router's own (`<Scripts>`, `<ScrollRestoration>`, the streamed loader data) and React's
 * streaming runtime, recognised by their exact shape, in which everything that varies is JSON
 * data or a same-origin module path.
 * Any other inline script in the HTML (Markdown, a content text or a backend text that smuggled
 * one in) gets no hash, so the browser refuses to run it. A cached page keeps the header computed
 * for its bytes, so cache and policy always agree (no per-request nonce).
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `ScrollRestoration`'s function, as React Router renders it (`restoreScroll.toString()`). */
const RESTORE_SCROLL = `(storageKey, restoreKey) => {
		if (!window.history.state || !window.history.state.key) {
			let key = Math.random().toString(32).slice(2);
			window.history.replaceState({ key }, "");
		}
		try {
			let storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[restoreKey || window.history.state.key];
			if (typeof storedY === "number") window.scrollTo(0, storedY);
		} catch (error) {
			console.error(error);
			sessionStorage.removeItem(storageKey);
		}
	}`;
const CONTEXT_PREFIX = "window.__reactRouterContext = ";
const CONTEXT_SUFFIX = `;window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
const ENQUEUE = /^window\.__reactRouterContext\.streamController\.enqueue\(([\s\S]*)\);$/;
const CLOSE = "window.__reactRouterContext.streamController.close();";

function parsesAs(json: string, test: (value: unknown) => boolean): boolean {
  try {
    return test(JSON.parse(json));
  } catch {
    return false;
  }
}

const isString = (value: unknown): value is string => typeof value === "string";
const isObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);
/** A module this site serves itself: an absolute path on this origin. */
const isOwnModule = (value: unknown) => isString(value) && /^\/(?!\/)[^\s\\]*$/.test(value);

function isScrollRestoration(body: string): boolean {
  const prefix = `(${RESTORE_SCROLL})(`;
  if (!body.startsWith(prefix) || !body.endsWith(")")) return false;
  const args = body.slice(prefix.length, -1);
  const comma = args.lastIndexOf(", ");
  return comma > 0 && parsesAs(args.slice(0, comma), isString) && parsesAs(args.slice(comma + 2), (v) => v === null || isString(v));
}

function isHydrationData(body: string): boolean {
  if (body === CLOSE) return true;
  if (body.startsWith(CONTEXT_PREFIX) && body.endsWith(CONTEXT_SUFFIX)) return parsesAs(body.slice(CONTEXT_PREFIX.length, -CONTEXT_SUFFIX.length), isObject);
  const enqueued = ENQUEUE.exec(body);
  return enqueued !== null && parsesAs(enqueued[1]!, isString);
}

/**
 * React's streaming runtime (react-dom 19.3, Fizz): the instruction definitions React writes before
 * the first use of each (mark shell time, complete boundary, complete segment, client-render
 * boundary, boundary with styles, form replaying), pinned by length and SHA-256 rather than
 * copied here, then one call whose arguments are JSON data. server/security-headers.test.ts
 * streams real Suspense boundaries, so a React upgrade that changes them fails there.
 */
const REACT_RUNTIME: readonly { start: string; length: number; sha256: string }[] = [
  { start: "requestAnimationFrame(", length: 57, sha256: "7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=" },
  { start: "$RB=[];$RV=function(", length: 829, sha256: "ejxEGil7Q2jnFo9T1EMjhzsRoWDTVn8tRpUYd4XCJkY=" },
  { start: "$RS=function(", length: 193, sha256: "rkPyhj2kmK5uKX6SivS3u1ga+pNajy8xBWBiEPXhNMA=" },
  { start: "$RX=function(", length: 200, sha256: "5TqIdh80KgjiD5uUtz2OhDa5DlGt33xJV6lK4XUE+Yo=" },
  { start: "$RM=new Map;$RR=function(", length: 1105, sha256: "QwTTcUY6X/W9qbI8vPXdsBAoBq5Xi/MvMAMV2FEeJpk=" },
  { start: 'addEventListener("submit",', length: 364, sha256: "CwHpiObGc0Kj6qtRFzUVGqk0apwmCrylJaQU+RajuJ0=" },
];
const REACT_CALL = /^\$R[CSXR]\(([\s\S]*)\)$/;
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

function isReactRuntime(body: string): boolean {
  let at = 0;
  let definitions = 0;
  next: while (at < body.length) {
    if (body[at] === ";") {
      at++;
      continue;
    }
    for (const { start, length, sha256: digest } of REACT_RUNTIME) {
      if (body.startsWith(start, at) && sha256(body.slice(at, at + length)) === digest) {
        at += length;
        definitions++;
        continue next;
      }
    }
    break;
  }
  if (at === body.length) return definitions > 0;
  const call = REACT_CALL.exec(body.slice(at));
  return call !== null && parsesAs(`[${call[1]}]`, Array.isArray);
}

// The statements of React Router's bootstrap module (and of its ADR 0700 rewrite). Strings are
// JSON strings (checked again with JSON.parse), names are React Router's `route<n>` variables.
const STRING = String.raw`"(?:[^"\\\n]|\\.)*"`;
const ROUTE_VAR = String.raw`route\d+(?:_[A-Za-z]+)?`;
const sticky = (source: string) => new RegExp(source, "y");
const SIDE_EFFECT_IMPORT = sticky(String.raw`import (${STRING});`);
const NAMESPACE_IMPORT = sticky(String.raw`import \* as ${ROUTE_VAR} from (${STRING});`);
const SPLIT_ROUTE = sticky(String.raw`const route\d+ = \{\.\.\.${ROUTE_VAR}(?:,\.\.\.${ROUTE_VAR})*\};`);
const ROUTE_MODULES = sticky(String.raw`window\.__reactRouterRouteModules = \{(?:${STRING}:route\d+(?:,${STRING}:route\d+)*)?\};`);
const ENTRY_IMPORT = sticky(String.raw`import\((${STRING})\);`);
const PRELOAD_LINKS = sticky(String.raw`document\.head\.insertAdjacentHTML\("beforeend", (${STRING})\);`);
const DYNAMIC_IMPORTS = sticky(String.raw`const \[${ROUTE_VAR}(?:, ${ROUTE_VAR})*\] = await Promise\.all\(\[((?:import\(${STRING}\)(?:, )?)+)\]\);`);
const SEPARATOR = sticky(String.raw`[\s;]+`);

/** The length of the manifest statement at `at` (`window.__reactRouterManifest = {…};`), or 0. */
function manifestStatement(body: string, at: number): number {
  if (!body.startsWith(MANIFEST_ASSIGNMENT, at)) return 0;
  const manifest = manifestJson(body, at + MANIFEST_ASSIGNMENT.length);
  return manifest ? manifest.end + 1 - at : 0;
}

const allStrings = (source: string, valid: (value: unknown) => boolean) =>
  [...source.matchAll(new RegExp(STRING, "g"))].every(([json]) => parsesAs(json, valid));

function isBootstrapModule(body: string): boolean {
  let at = 0;
  let statements = 0;
  const step = (pattern: RegExp, check: (match: RegExpExecArray) => boolean = () => true) => {
    pattern.lastIndex = at;
    const match = pattern.exec(body);
    if (!match || !check(match)) return false;
    at = pattern.lastIndex;
    return true;
  };
  while (at < body.length) {
    if (step(SEPARATOR)) continue;
    statements++;
    if (body.startsWith(AFTER_FIRST_PAINT, at)) {
      at += AFTER_FIRST_PAINT.length;
      continue;
    }
    const manifest = manifestStatement(body, at);
    if (manifest) {
      at += manifest;
      continue;
    }
    const moduleString = (m: RegExpExecArray) => parsesAs(m[1]!, isOwnModule);
    if (step(SIDE_EFFECT_IMPORT, moduleString) || step(NAMESPACE_IMPORT, moduleString) || step(ENTRY_IMPORT, moduleString)) continue;
    if (step(SPLIT_ROUTE) || step(ROUTE_MODULES, (m) => allStrings(m[0], isString))) continue;
    if (step(DYNAMIC_IMPORTS, (m) => allStrings(m[1]!, isOwnModule))) continue;
    if (step(PRELOAD_LINKS, (m) => parsesAs(m[1]!, (html) => isString(html) && /^(?:<link rel="modulepreload" href="\/(?!\/)[^"<>\s]*">)*$/.test(html))))
      continue;
    return false;
  }
  return statements > 0;
}

/** Whether an inline script is one of ours (see above): only these are allowed by hash. */
export function isOwnInlineScript(attributes: string, body: string): boolean {
  const attrs = attributes.trim();
  if (attrs === "") return body === COOKIE_NOTICE_SCRIPT || isHydrationData(body) || isScrollRestoration(body) || isReactRuntime(body);
  if (attrs === 'type="module" async=""') return isBootstrapModule(body);
  // React gives its form-replaying script an id (`_R_`, after any identifier prefix).
  if (/^id="[\w:-]*"$/.test(attrs)) return isReactRuntime(body);
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
    hashes.add(`'sha256-${sha256(body!)}'`);
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
