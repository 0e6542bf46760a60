import { createHash } from "node:crypto";

/**
 * Everything the server relies on in the exact output of React Router (8.4) and React DOM (19.3):
 * the markup `<Scripts>`, `<ScrollRestoration>` and the streamed loader data write, and the inline
 * scripts of React's streaming runtime. Two parts of the server read it:
 * - the hydration-after-paint rewrite (server/hydrate-after-paint.ts, ADR 0700) finds the module
 *   preloads and the bootstrap module and rewrites them; a shape it does not find leaves the page as
 *   rendered (correct, slower to paint) and logs `hydrate_after_paint_skipped` once;
 * - the Content-Security-Policy (server/security-headers.ts) allows an inline script by its hash only
 *   when it has one of these shapes; a shape that changed leaves the framework's own script without a
 *   hash, and the browser refuses to run it (no hydration, no scroll restoration).
 * Nothing else in the server depends on how the framework writes its markup.
 *
 * Upgrade checklist, after bumping react-router, @react-router/*, react or react-dom:
 * 1. `npx vitest run server/framework-output.test.ts`: renders real pages of the site through React
 *    Router's request handler in-process (entry.server.tsx, the root route, a content page, a results
 *    page, the not-found page) and a document with React's streamed Suspense boundaries, and checks
 *    that every shape below is found, that the rewrite reports no mismatch and that every inline script
 *    gets its hash before and after the rewrite. A failure names the shape that is missing.
 * 2. `npx vitest run server/hydrate-after-paint.test.ts server/security-headers.test.ts`: the rewrite
 *    and the CSP on pages of these shapes, and injected look-alikes that must get no hash.
 * 3. `npm run build`, then `tests/reliability/pipeline.test.ts` (no `hydrate_after_paint_skipped` on
 *    the built pages), `tests/reliability/cross-origin.test.ts` (every inline script the build writes
 *    is hashed, and no other) and `tests/e2e/loading.spec.ts` (no module preloads in the markup,
 *    hydration after the stylesheet).
 * 4. A shape that changed is updated here, and only here: React Router's templates are `Scripts`,
 *    `ScrollRestoration` and `StreamTransfer` in node_modules/react-router/dist/production/lib/dom/lib.js;
 *    for React's runtime the test prints each instruction's new length and SHA-256 to pin. Then ADR 0700
 *    and this comment get the new versions.
 */

// ── React Router's `<Scripts>`: module preloads and the bootstrap module ─────────────────────────

/** A module preload link in the head, one per module of the page. */
export const MODULE_PRELOAD_LINK = /<link rel="modulepreload" href="([^"<>]+)"\/>/g;

/** The attributes of the bootstrap module script, and the script itself with its source. */
export const BOOTSTRAP_ATTRIBUTES = 'type="module" async=""';
export const BOOTSTRAP_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** A route module's static import in the bootstrap, one statement per line: `import * as route1 from "/assets/faq-B.js";`. */
export const STATIC_ROUTE_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm;

/** The bootstrap's route manifest assignment, followed by the manifest as (indented) JSON and `;`. */
export const MANIFEST_ASSIGNMENT = "window.__reactRouterManifest = ";

/**
 * The manifest's JSON object that starts at `start`: where it ends (exclusive), at the first of the
 * following "};" up to which the text parses as an object, and its value; undefined if none does.
 */
export function manifestJson(source: string, start: number): { end: number; value: object } | undefined {
  for (let end = source.indexOf("};", start), tries = 0; end !== -1 && tries < 100; end = source.indexOf("};", end + 1), tries++) {
    try {
      const value: unknown = JSON.parse(source.slice(start, end + 1));
      if (typeof value === "object" && value !== null && !Array.isArray(value)) return { end: end + 1, value };
    } catch {
      // Not the end yet: a "};" inside a string.
    }
  }
  return undefined;
}

/** The length of the manifest statement at `at` (`window.__reactRouterManifest = {…};`), or 0. */
function manifestStatement(body: string, at: number): number {
  if (!body.startsWith(MANIFEST_ASSIGNMENT, at)) return 0;
  const manifest = manifestJson(body, at + MANIFEST_ASSIGNMENT.length);
  return manifest ? manifest.end + 1 - at : 0;
}

// The bootstrap's statements. Strings are JSON strings (checked again with JSON.parse), names are
// React Router's `route<n>` variables (`route<n>_<part>` for split route modules).
export const JSON_STRING = String.raw`"(?:[^"\\\n]|\\.)*"`;
export const ROUTE_VAR = String.raw`route\d+(?:_[A-Za-z]+)?`;
const sticky = (source: string) => new RegExp(source, "y");
const SIDE_EFFECT_IMPORT = sticky(String.raw`import (${JSON_STRING});`);
const NAMESPACE_IMPORT = sticky(String.raw`import \* as ${ROUTE_VAR} from (${JSON_STRING});`);
const SPLIT_ROUTE = sticky(String.raw`const route\d+ = \{\.\.\.${ROUTE_VAR}(?:,\.\.\.${ROUTE_VAR})*\};`);
const ROUTE_MODULES = sticky(String.raw`window\.__reactRouterRouteModules = \{(?:${JSON_STRING}:route\d+(?:,${JSON_STRING}:route\d+)*)?\};`);
const ENTRY_IMPORT = sticky(String.raw`import\((${JSON_STRING})\);`);

/** The kinds of statements React Router's bootstrap module has. */
export type BootstrapStatement = "module import" | "route module import" | "split route module" | "route manifest" | "route modules" | "client entry import";

/**
 * The statement of React Router's bootstrap module at `at`: its kind and length, or undefined.
 * `isModule` judges each module specifier (a JSON string) the statement imports.
 */
export function bootstrapStatement(
  body: string,
  at: number,
  isModule: (specifier: string) => boolean,
): { kind: BootstrapStatement; length: number } | undefined {
  const manifest = manifestStatement(body, at);
  if (manifest) return { kind: "route manifest", length: manifest };
  const patterns: [BootstrapStatement, RegExp, ((match: RegExpExecArray) => boolean)?][] = [
    ["module import", SIDE_EFFECT_IMPORT, (m) => isModule(m[1]!)],
    ["route module import", NAMESPACE_IMPORT, (m) => isModule(m[1]!)],
    ["client entry import", ENTRY_IMPORT, (m) => isModule(m[1]!)],
    ["split route module", SPLIT_ROUTE],
    ["route modules", ROUTE_MODULES, (m) => [...m[0].matchAll(new RegExp(JSON_STRING, "g"))].every(([json]) => parsesAs(json, isString))],
  ];
  for (const [kind, pattern, check] of patterns) {
    pattern.lastIndex = at;
    const match = pattern.exec(body);
    if (match && (!check || check(match))) return { kind, length: pattern.lastIndex - at };
  }
  return undefined;
}

// ── React Router's `<ScrollRestoration>` and the streamed loader data ────────────────────────────

/** `ScrollRestoration`'s function, as React Router renders it (`restoreScroll.toString()`). */
export const RESTORE_SCROLL = `(storageKey, restoreKey) => {
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

/** `<ScrollRestoration>`'s script: the function called with its storage key and the server's key (JSON). */
export function isScrollRestoration(body: string): boolean {
  const prefix = `(${RESTORE_SCROLL})(`;
  if (!body.startsWith(prefix) || !body.endsWith(")")) return false;
  const args = body.slice(prefix.length, -1);
  const comma = args.lastIndexOf(", ");
  return comma > 0 && parsesAs(args.slice(0, comma), isString) && parsesAs(args.slice(comma + 2), (v) => v === null || isString(v));
}

/** Which of the hydration data scripts this is: the context (with the stream's set-up), a chunk of loader data, the stream's end. */
export function hydrationDataScript(body: string): "hydration context" | "loader data" | "loader data end" | undefined {
  if (body === CLOSE) return "loader data end";
  if (body.startsWith(CONTEXT_PREFIX) && body.endsWith(CONTEXT_SUFFIX))
    return parsesAs(body.slice(CONTEXT_PREFIX.length, -CONTEXT_SUFFIX.length), isObject) ? "hydration context" : undefined;
  const enqueued = ENQUEUE.exec(body);
  return enqueued !== null && parsesAs(enqueued[1]!, isString) ? "loader data" : undefined;
}

// ── React DOM's streaming runtime (Fizz) ──────────────────────────────────────────────────────────

/**
 * The instruction definitions React writes before the first use of each (mark shell time, complete
 * boundary, complete segment, client-render boundary, boundary with styles, form replaying), pinned
 * by length and SHA-256 rather than copied here, then one call whose arguments are JSON data.
 */
export const REACT_RUNTIME: readonly { name: string; start: string; length: number; sha256: string }[] = [
  { name: "shell time", start: "requestAnimationFrame(", length: 57, sha256: "7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=" },
  { name: "complete boundary", start: "$RB=[];$RV=function(", length: 829, sha256: "ejxEGil7Q2jnFo9T1EMjhzsRoWDTVn8tRpUYd4XCJkY=" },
  { name: "complete segment", start: "$RS=function(", length: 193, sha256: "rkPyhj2kmK5uKX6SivS3u1ga+pNajy8xBWBiEPXhNMA=" },
  { name: "client-render boundary", start: "$RX=function(", length: 200, sha256: "5TqIdh80KgjiD5uUtz2OhDa5DlGt33xJV6lK4XUE+Yo=" },
  { name: "boundary with styles", start: "$RM=new Map;$RR=function(", length: 1105, sha256: "QwTTcUY6X/W9qbI8vPXdsBAoBq5Xi/MvMAMV2FEeJpk=" },
  { name: "form replaying", start: 'addEventListener("submit",', length: 364, sha256: "CwHpiObGc0Kj6qtRFzUVGqk0apwmCrylJaQU+RajuJ0=" },
];
const REACT_CALL = /^\$R[CSXR]\(([\s\S]*)\)$/;
/** The attributes React gives its form-replaying script: an id (`_R_`, after any identifier prefix). */
export const REACT_SCRIPT_ID = /^id="[\w:-]*"$/;

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/** The runtime's instruction definitions a script is made of (by name), then its call; undefined if it is not React's. */
export function reactRuntimeScript(body: string): string[] | undefined {
  let at = 0;
  const definitions: string[] = [];
  next: while (at < body.length) {
    if (body[at] === ";") {
      at++;
      continue;
    }
    for (const { name, start, length, sha256: digest } of REACT_RUNTIME) {
      if (body.startsWith(start, at) && sha256(body.slice(at, at + length)) === digest) {
        at += length;
        definitions.push(name);
        continue next;
      }
    }
    break;
  }
  if (at === body.length) return definitions.length > 0 ? definitions : undefined;
  const call = REACT_CALL.exec(body.slice(at));
  return call !== null && parsesAs(`[${call[1]}]`, Array.isArray) ? definitions : undefined;
}

// ── Which shapes a page shows (the test's check after an upgrade) ────────────────────────────────

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The pinned shapes found in a rendered page, by name: what the upgrade test expects to find on a
 * real page. `isModule` judges the bootstrap's module specifiers, as the CSP does.
 */
export function frameworkShapesIn(html: string, isModule: (specifier: string) => boolean): Set<string> {
  const found = new Set<string>();
  if (new RegExp(MODULE_PRELOAD_LINK.source).test(html)) found.add("module preload link");
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    const attrs = attributes!.trim();
    if (attrs === BOOTSTRAP_ATTRIBUTES) {
      if (new RegExp(STATIC_ROUTE_IMPORT.source, "m").test(body!)) found.add("bootstrap: static route import");
      for (let at = 0; at < body!.length;) {
        const separator = /[\s;]+/y;
        separator.lastIndex = at;
        if (separator.exec(body!)) {
          at = separator.lastIndex;
          continue;
        }
        const statement = bootstrapStatement(body!, at, isModule);
        if (!statement) break;
        found.add(`bootstrap: ${statement.kind}`);
        at += statement.length;
      }
    } else if (attrs === "" || REACT_SCRIPT_ID.test(attrs)) {
      if (isScrollRestoration(body!)) found.add("scroll restoration");
      const data = hydrationDataScript(body!);
      if (data) found.add(data);
      for (const name of reactRuntimeScript(body!) ?? []) found.add(`React: ${name}`);
    }
  }
  return found;
}
