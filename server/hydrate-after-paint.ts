import { hydrateAfterPaint } from "./framework-output.ts";

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
 * The rewrite itself (`hydrateAfterPaint`) lives in server/framework-output.ts, the one module that
 * knows React Router's markup, with the upgrade checklist. It only touches markup that has exactly
 * React Router's shape; anything else (a new React Router version that changes the bootstrap, a CSP
 * nonce or integrity attribute on the scripts) is returned unchanged with the reason, which is slower
 * to paint but still correct, and reported here once per process through `onMismatch` so the loss
 * does not go unnoticed. server/framework-output.test.ts checks the shapes on pages React Router
 * really renders and on the captured page, the reliability tests on the production build's, and the
 * browser tests prove hydration.
 */

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
