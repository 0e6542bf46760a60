/**
 * Hydration starts after the first paint (ADR 0700).
 *
 * React Router's `<Scripts>` puts a `<link rel="modulepreload">` for every module of the page into
 * the head and boots hydration from an inline module whose static imports are fetched while the
 * HTML is still being parsed. On a phone that means ~120 KiB of JavaScript competing with the
 * document and the stylesheet for the first paint, although every page here works without
 * JavaScript (links and forms are plain HTML). This rewrite of the finished HTML:
 * - drops the modulepreload links from the markup;
 * - turns the bootstrap's static imports into dynamic ones that run after the first frame is
 *   painted, preceded by the same modulepreload links added from script, so the modules still
 *   load in one parallel round instead of a waterfall.
 * - writes the route manifest as compact JSON (React Router indents it: a quarter of its bytes).
 * Hydration itself is unchanged: the bootstrap still sets the route modules and the manifest and
 * imports the client entry, in that order.
 *
 * It only touches markup that has exactly React Router's shape; anything else (a new React Router
 * version that changes the bootstrap, a CSP nonce or integrity attribute on the scripts) is returned
 * unchanged, which is slower to paint but still correct, and reported once per process through
 * `onMismatch` so the loss does not go unnoticed. Unit tests pin the shape; the reliability tests
 * check it against the pages the production build really renders, and the browser tests prove
 * hydration.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"<>]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm;

/**
 * Resolves after the next frame has been painted (a timeout queued from an animation frame runs
 * after that frame). A hidden tab paints nothing, so there is nothing to wait for.
 */
export const AFTER_FIRST_PAINT = `await new Promise((resolve) => document.visibilityState === "hidden" ? resolve() : requestAnimationFrame(() => setTimeout(resolve)));`;

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
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return { html, mismatch: "no React Router bootstrap script of the known shape" };
  const source = bootstrap[1]!;
  const imports = [...source.matchAll(STATIC_IMPORT)].map(([, name, specifier]) => ({ name: name!, specifier: specifier! }));
  const rest = source.replace(STATIC_IMPORT, "");
  if (!imports.length) return { html, mismatch: "the bootstrap script has no static route imports" };
  // Any other static import (React Router's HMR runtime, an eager manifest) would still load
  // before the paint and would be evaluated in a different order: leave such pages alone.
  if (/\bimport\b\s*(?!\()/.test(rest)) return { html, mismatch: "the bootstrap script has an import of an unknown form" };

  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const deferred = [
    AFTER_FIRST_PAINT,
    // One DOM operation: a link appended at a time costs about a millisecond each on a phone.
    `document.head.insertAdjacentHTML("beforeend", ${JSON.stringify(preloads.map((href) => `<link rel="modulepreload" href="${href}">`).join(""))});`,
    `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports.map((i) => `import(${i.specifier})`).join(", ")}]);`,
    compactManifest(rest.trim()),
  ].join("\n");
  return { html: html.replace(MODULE_PRELOAD, "").replace(bootstrap[0], () => `<script type="module" async="">${deferred}</script>`) };
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
