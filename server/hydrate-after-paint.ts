import { BOOTSTRAP_ATTRIBUTES, BOOTSTRAP_SCRIPT, MANIFEST_ASSIGNMENT, MODULE_PRELOAD_LINK, manifestJson, STATIC_ROUTE_IMPORT } from "./framework-output.ts";

/**
 * Hydration starts after the first paint, and the page's modules are fetched and evaluated only when
 * it should hydrate (docs/decisions/0714-first-visit.md).
 *
 * React Router's `<Scripts>` puts a `<link rel="modulepreload">` for every module of the page into
 * the head and boots hydration from an inline module whose static imports are fetched while the
 * HTML is still being parsed. On a phone that means ~120 KiB of JavaScript competing with the
 * document and the stylesheet for the first paint, although every page here works without
 * JavaScript (links and forms are plain HTML). This rewrite of the finished HTML:
 * - drops the modulepreload links from the markup;
 * - turns the bootstrap's static imports into dynamic ones that run after the first frame is
 *   painted and once the head script's decision says the page hydrates (at once where it must, else
 *   on the visitor's first intent), preceded by the same modulepreload links added from script (one
 *   task each), so the modules load in one parallel round instead of a waterfall: a first visit that
 *   waits for the visitor's intent neither fetches nor compiles nor evaluates a module until then.
 *   Fetching them at the first paint cost a first visit a quarter of its main-thread work (the
 *   requests, and the compilation a modulepreload does when its module arrives; ADR 0713). The
 *   intent (a pointer over the page, a touch, a key, a focus) comes before the click it announces;
 *   a link pressed before the router exists is the browser's, at once (app/head-script.ts).
 * - writes the route manifest as compact JSON (React Router indents it: a quarter of its bytes).
 * Hydration itself is unchanged: the bootstrap still sets the route modules and the manifest and
 * imports the client entry, in that order.
 *
 * It only touches markup that has exactly React Router's shape (server/framework-output.ts, with the
 * upgrade checklist); anything else (a new React Router version that changes the bootstrap, a CSP
 * nonce or integrity attribute on the scripts) is returned unchanged, which is slower to paint but
 * still correct, and reported once per process through `onMismatch` so the loss does not go
 * unnoticed. server/framework-output.test.ts checks the shapes on pages React Router really renders,
 * the reliability tests on the production build's, and the browser tests prove hydration.
 */

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

/** The bootstrap with its manifest written without indentation; unchanged if there is none. */
function compactManifest(source: string): string {
  const at = source.indexOf(MANIFEST_ASSIGNMENT);
  if (at === -1) return source;
  const start = at + MANIFEST_ASSIGNMENT.length;
  const manifest = manifestJson(source, start);
  if (!manifest) return source;
  // "<" escaped, so no text in it can end the script element.
  const compact = JSON.stringify(manifest.value).replace(/</g, "\\u003c");
  return source.slice(0, start) + compact + source.slice(manifest.end);
}

/** The rewritten page, or why the page does not have the shape this rewrite knows. */
export function hydrateAfterPaint(html: string): { html: string; mismatch?: undefined } | { html: string; mismatch: string } {
  const bootstrap = BOOTSTRAP_SCRIPT.exec(html);
  if (!bootstrap) return { html, mismatch: "no React Router bootstrap script of the known shape" };
  const source = bootstrap[1]!;
  const imports = [...source.matchAll(STATIC_ROUTE_IMPORT)].map(([, name, specifier]) => ({ name: name!, specifier: specifier! }));
  const rest = source.replace(STATIC_ROUTE_IMPORT, "");
  if (!imports.length) return { html, mismatch: "the bootstrap script has no static route imports" };
  // Any other static import (React Router's HMR runtime, an eager manifest) would still load
  // before the paint and would be evaluated in a different order: leave such pages alone.
  if (/\bimport\b\s*(?!\()/.test(rest)) return { html, mismatch: "the bootstrap script has an import of an unknown form" };

  const preloads = [...html.matchAll(MODULE_PRELOAD_LINK)].map(([, href]) => href!);
  const deferred = [
    AFTER_FIRST_PAINT,
    AFTER_HYDRATION_DECISION,
    preloadStatement(JSON.stringify(preloads.map((href) => `<link rel="modulepreload" href="${href}">`))),
    `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports.map((i) => `import(${i.specifier})`).join(", ")}]);`,
    compactManifest(rest.trim()),
  ].join("\n");
  return { html: html.replace(MODULE_PRELOAD_LINK, "").replace(bootstrap[0], () => `<script ${BOOTSTRAP_ATTRIBUTES}>${deferred}</script>`) };
}

/**
 * The page handler's `transformHtml`: rewrites every HTML document it can and reports the first
 * one it cannot (once per process: after a framework upgrade every page would). Fragments without
 * a document (none today) pass unreported.
 */
export function createHydrateAfterPaint({ onMismatch }: { onMismatch: (reason: string) => void }): (html: string) => string {
  let reported = false;
  return (page) => {
    const { html, mismatch } = hydrateAfterPaint(page);
    if (mismatch && !reported && /^\s*<!DOCTYPE html>/i.test(page)) {
      reported = true;
      onMismatch(mismatch);
    }
    return html;
  };
}
