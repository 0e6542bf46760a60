import { createHash } from "node:crypto";
import { escapeRegExp } from "#lib/escape-regexp.ts";

/**
 * The one module that knows the exact output of React Router (8.4) and React DOM (19.3): the markup
 * `<Scripts>`, `<ScrollRestoration>` and the streamed loader data write, and the inline scripts of
 * React's streaming runtime. The rest of the server asks it through three functions:
 * - `hydrateAfterPaint(html)`: the hydration-after-paint rewrite (ADR 0700, ADR 0714; its policy,
 *   reporting once, in server/hydrate-after-paint.ts) finds the module preloads and the bootstrap
 *   module and rewrites them; markup it does not recognise whole is returned unchanged with the
 *   reason ("shape not recognised"), never half rewritten or passed through silently;
 * - `isFrameworkScript(attributes, body, isModule)`: the Content-Security-Policy
 *   (server/security-headers.ts) allows an inline script by its hash only when it has one of these
 *   shapes, as rendered or as the rewrite leaves it; a shape that changed leaves the framework's own
 *   script without a hash, and the browser refuses to run it (no hydration, no scroll restoration);
 * - `frameworkShapesIn(html, isModule)`: which shapes a page shows (the upgrade test).
 *
 * Upgrade checklist, after bumping react-router, @react-router/*, react or react-dom:
 * 1. `npx vitest run server/framework-output.test.ts`: renders real pages of the site through React
 *    Router's request handler in-process (entry.server.tsx, the root route, a content page, a results
 *    page, the not-found page) and a document with React's streamed Suspense boundaries, and checks
 *    that every shape below is found, that the rewrite reports no mismatch and that every inline script
 *    gets its hash before and after the rewrite; and compares the framework's part of a page with the
 *    captured one (server/framework-output.fixture.html). A failure names the shape that is missing or
 *    shows what moved; `-u` captures the new output once this module handles it.
 * 2. `npx vitest run server/hydrate-after-paint.test.ts server/security-headers.test.ts`: the rewrite
 *    and the CSP on the captured page and on look-alikes that must be refused.
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
const MODULE_PRELOAD_LINK = /<link rel="modulepreload" href="([^"<>]+)"\/>/g;

/** The attributes of the bootstrap module script, and the script itself with its source. */
const BOOTSTRAP_ATTRIBUTES = 'type="module" async=""';
const BOOTSTRAP_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** A route module's static import in the bootstrap, one statement per line: `import * as route1 from "/assets/faq-B.js";`. */
const STATIC_ROUTE_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm;

/** The bootstrap's route manifest assignment, followed by the manifest as (indented) JSON and `;`. */
const MANIFEST_ASSIGNMENT = "window.__reactRouterManifest = ";

/**
 * The manifest's JSON object that starts at `start`: where it ends (exclusive), at the first of the
 * following "};" up to which the text parses as an object, and its value; undefined if none does.
 */
function manifestJson(source: string, start: number): { end: number; value: object } | undefined {
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
const JSON_STRING = String.raw`"(?:[^"\\\n]|\\.)*"`;
const ROUTE_VAR = String.raw`route\d+(?:_[A-Za-z]+)?`;
const sticky = (source: string) => new RegExp(source, "y");
const SIDE_EFFECT_IMPORT = sticky(String.raw`import (${JSON_STRING});`);
const NAMESPACE_IMPORT = sticky(String.raw`import \* as ${ROUTE_VAR} from (${JSON_STRING});`);
const SPLIT_ROUTE = sticky(String.raw`const route\d+ = \{\.\.\.${ROUTE_VAR}(?:,\.\.\.${ROUTE_VAR})*\};`);
const ROUTE_MODULES = sticky(String.raw`window\.__reactRouterRouteModules = \{(?:${JSON_STRING}:route\d+(?:,${JSON_STRING}:route\d+)*)?\};`);
const ENTRY_IMPORT = sticky(String.raw`import\((${JSON_STRING})\);`);

/** The kinds of statements React Router's bootstrap module has. */
type BootstrapStatement = "module import" | "route module import" | "split route module" | "route manifest" | "route modules" | "client entry import";

/**
 * The statement of React Router's bootstrap module at `at`: its kind and length, or undefined.
 * `isModule` judges each module specifier (a JSON string) the statement imports.
 */
function bootstrapStatement(body: string, at: number, isModule: (specifier: string) => boolean): { kind: BootstrapStatement; length: number } | undefined {
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
function isScrollRestoration(body: string): boolean {
  const prefix = `(${RESTORE_SCROLL})(`;
  if (!body.startsWith(prefix) || !body.endsWith(")")) return false;
  const args = body.slice(prefix.length, -1);
  const comma = args.lastIndexOf(", ");
  return comma > 0 && parsesAs(args.slice(0, comma), isString) && parsesAs(args.slice(comma + 2), (v) => v === null || isString(v));
}

/** Which of the hydration data scripts this is: the context (with the stream's set-up), a chunk of loader data, the stream's end. */
function hydrationDataScript(body: string): "hydration context" | "loader data" | "loader data end" | undefined {
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
const REACT_SCRIPT_ID = /^id="[\w:-]*"$/;

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/** The runtime's instruction definitions a script is made of (by name), then its call; undefined if it is not React's. */
function reactRuntimeScript(body: string): string[] | undefined {
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

// ── The hydration-after-paint rewrite (ADR 0700, ADR 0714; why: server/hydrate-after-paint.ts) ──

/**
 * Resolves after the next frame has been painted (a timeout queued from an animation frame runs
 * after that frame). A hidden tab paints nothing, so there is nothing to wait for.
 */
export const AFTER_FIRST_PAINT = `await new Promise((resolve) => document.visibilityState === "hidden" ? resolve() : requestAnimationFrame(() => setTimeout(resolve)));`;

/**
 * Resolves when the head script (app/head-script.ts) says the page should hydrate: at once where its
 * HTML must not be read for long, else on the visitor's first intent (ADR 0710). Until then the
 * page's modules are neither fetched nor evaluated (ADR 0711, ADR 0713). A page without the head
 * script hydrates at once.
 */
export const AFTER_HYDRATION_DECISION = `await window.matchpulsHydrate?.();`;

/**
 * Appends the module preloads (`links`, a JSON array of `<link rel="modulepreload">` markup) one task
 * each: a preload costs the main thread about a millisecond of request work on a phone, and a page's
 * eight or so in one task made a long task (ADR 0712; right after the first paint where the page
 * hydrates at once, else on the visitor's first intent). `scheduler.yield()` where the browser has
 * it (no timer clamp), else a timeout.
 */
export const preloadStatement = (links: string) =>
  `for (const link of ${links}) { await (window.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve))); document.head.insertAdjacentHTML("beforeend", link); }`;

/** Any element that names a module preload, of whatever shape: each must have the known one. */
const ANY_MODULE_PRELOAD = /<link\b[^>]*\bmodulepreload\b/gi;
const anyJsonString = (json: string) => parsesAs(json, isString);

/** What the bootstrap may hold besides its static route imports for the rewrite to defer it whole. */
const DEFERRABLE = new Set<string>(["route manifest", "route modules", "split route module", "client entry import"] satisfies BootstrapStatement[]);

/** The bootstrap's statements after its static route imports: known kinds only, the manifest among them; else why not. */
function checkBootstrapRest(rest: string): string | undefined {
  const kinds = statementKinds(rest, (at) => bootstrapStatement(rest, at, anyJsonString));
  // A static import left (a module import) would still load before the paint.
  if (!kinds || [...kinds].some((kind) => !DEFERRABLE.has(kind))) return "the bootstrap script has a statement of an unknown form";
  return kinds.has("route manifest") ? undefined : "the bootstrap script has no route manifest of the known form";
}

/** The bootstrap with its manifest written without indentation (`checkBootstrapRest` found it). */
function compactManifest(source: string): string {
  const start = source.indexOf(MANIFEST_ASSIGNMENT) + MANIFEST_ASSIGNMENT.length;
  const manifest = manifestJson(source, start)!;
  // "<" escaped, so no text in it can end the script element.
  const compact = JSON.stringify(manifest.value).replace(/</g, "\\u003c");
  return source.slice(0, start) + compact + source.slice(manifest.end);
}

/**
 * The page with React Router's module preloads taken out of the markup and its bootstrap's static
 * imports made dynamic, after the first paint and the head script's decision to hydrate, preceded by
 * the same preloads added from script; or the page unchanged and why it does not have the shape this
 * rewrite knows.
 */
export function hydrateAfterPaint(html: string): { html: string; mismatch?: undefined } | { html: string; mismatch: string } {
  const bootstrap = BOOTSTRAP_SCRIPT.exec(html);
  if (!bootstrap) return { html, mismatch: "no React Router bootstrap script of the known shape" };
  const source = bootstrap[1]!;
  const imports = [...source.matchAll(STATIC_ROUTE_IMPORT)].map(([, name, specifier]) => ({ name: name!, specifier: specifier! }));
  if (!imports.length) return { html, mismatch: "the bootstrap script has no static route imports" };
  const rest = source.replace(STATIC_ROUTE_IMPORT, "");
  // Any other statement (React Router's HMR runtime, an eager manifest) would still load before the
  // paint, or be evaluated in a different order: leave such pages alone.
  const restMismatch = checkBootstrapRest(rest);
  if (restMismatch) return { html, mismatch: restMismatch };
  const preloads = [...html.matchAll(MODULE_PRELOAD_LINK)].map(([, href]) => href!);
  // A preload of another shape (an integrity or crossorigin attribute) would stay in the markup and load before the paint.
  if ((html.match(ANY_MODULE_PRELOAD) ?? []).length !== preloads.length) return { html, mismatch: "a module preload link of an unknown shape" };
  const deferred = [
    AFTER_FIRST_PAINT,
    AFTER_HYDRATION_DECISION,
    preloadStatement(JSON.stringify(preloads.map((href) => `<link rel="modulepreload" href="${href}">`))),
    `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports.map((i) => `import(${i.specifier})`).join(", ")}]);`,
    compactManifest(rest.trim()),
  ].join("\n");
  return { html: html.replace(MODULE_PRELOAD_LINK, "").replace(bootstrap[0], () => `<script ${BOOTSTRAP_ATTRIBUTES}>${deferred}</script>`) };
}

// ── Which inline scripts are the framework's (the CSP's question) ────────────────────────────────

// The statements the rewrite adds to the bootstrap: the preload statement around its array of links (JSON strings).
const [PRELOAD_BEFORE, PRELOAD_AFTER] = preloadStatement("\u0000").split("\u0000").map(escapeRegExp);
const PRELOAD_LINKS = sticky(String.raw`${PRELOAD_BEFORE}(\[(?:${JSON_STRING},?)*\])${PRELOAD_AFTER}`);
const OWN_PRELOAD_LINK = /^<link rel="modulepreload" href="\/(?!\/)[^"<>\s]*">$/;
const DYNAMIC_IMPORTS = sticky(String.raw`const \[${ROUTE_VAR}(?:, ${ROUTE_VAR})*\] = await Promise\.all\(\[((?:import\(${JSON_STRING}\)(?:, )?)+)\]\);`);
const SEPARATOR = sticky(String.raw`[\s;]+`);

/** The length of a statement of the rewrite at `at`, or 0. */
function rewriteStatement(body: string, at: number, isModule: (specifier: string) => boolean): number {
  for (const statement of [AFTER_FIRST_PAINT, AFTER_HYDRATION_DECISION]) if (body.startsWith(statement, at)) return statement.length;
  const checks: [RegExp, (match: RegExpExecArray) => boolean][] = [
    [DYNAMIC_IMPORTS, (m) => [...m[1]!.matchAll(new RegExp(JSON_STRING, "g"))].every(([json]) => isModule(json))],
    [PRELOAD_LINKS, (m) => parsesAs(m[1]!, (links) => Array.isArray(links) && links.every((link) => isString(link) && OWN_PRELOAD_LINK.test(link)))],
  ];
  for (const [pattern, valid] of checks) {
    pattern.lastIndex = at;
    const match = pattern.exec(body);
    if (match && valid(match)) return pattern.lastIndex - at;
  }
  return 0;
}

/** The kinds of the statements a script is made of (separated by whitespace and `;`), or undefined if one is of none. */
function statementKinds(body: string, statementAt: (at: number) => { kind: string; length: number } | undefined): Set<string> | undefined {
  const kinds = new Set<string>();
  for (let at = 0; at < body.length;) {
    SEPARATOR.lastIndex = at;
    if (SEPARATOR.exec(body)) {
      at = SEPARATOR.lastIndex;
      continue;
    }
    const statement = statementAt(at);
    if (!statement) return undefined;
    kinds.add(statement.kind);
    at += statement.length;
  }
  return kinds;
}

/** React Router's bootstrap module, as rendered or as the rewrite leaves it: its statements and nothing else. */
function isBootstrapModule(body: string, isModule: (specifier: string) => boolean): boolean {
  const kinds = statementKinds(body, (at) => {
    const rewritten = rewriteStatement(body, at, isModule);
    return rewritten ? { kind: "rewrite", length: rewritten } : bootstrapStatement(body, at, isModule);
  });
  return kinds !== undefined && kinds.size > 0;
}

/**
 * Whether an inline script (its attributes and text) is one of the framework's: React Router's
 * bootstrap (as rendered or rewritten), scroll restoration and hydration data, React's streaming
 * runtime. `isModule` judges each module specifier (a JSON string) the bootstrap names.
 */
export function isFrameworkScript(attributes: string, body: string, isModule: (specifier: string) => boolean): boolean {
  const attrs = attributes.trim();
  if (attrs === "") return hydrationDataScript(body) !== undefined || isScrollRestoration(body) || reactRuntimeScript(body) !== undefined;
  if (attrs === BOOTSTRAP_ATTRIBUTES) return isBootstrapModule(body, isModule);
  if (REACT_SCRIPT_ID.test(attrs)) return reactRuntimeScript(body) !== undefined;
  return false;
}
