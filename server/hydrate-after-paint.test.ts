import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hydrateAfterPaint } from "./framework-output.ts";
import { createHydrateAfterPaint } from "./hydrate-after-paint.ts";
import { inlineScriptHashes } from "./security-headers.ts";

/** The shape React Router 8.4's `<Scripts>` renders (route discovery "lazy"), trimmed. */
const BOOTSTRAP = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};
  window.__reactRouterRouteModules = {"root":route0,"home-de":route1};

import("/assets/entry.client-C.js");`;

const page = (bootstrap = BOOTSTRAP) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/site.css"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-C.js"/><link rel="modulepreload" href="/assets/root-A.js"/>` +
  `<link rel="modulepreload" href="/assets/home-B.js"/></head><body><main>Hallo</main>` +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${bootstrap}</script></body></html>`;

/** Runs a rewritten bootstrap with stand-ins for the DOM, the first frame and `import()`. */
async function run(html: string, window: Record<string, unknown> = {}, events: string[] = []) {
  const source = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
  let paint: () => void = () => {};
  const document = {
    visibilityState: "visible",
    head: {
      insertAdjacentHTML: (position: string, markup: string) => {
        for (const [, rel, href] of markup.matchAll(/<link rel="(\w+)" href="([^"]+)">/g)) events.push(`${position} ${rel} ${href}`);
      },
    },
  };
  const requestAnimationFrame = (callback: () => void) => (paint = callback);
  // Each preload waits for a task of its own: a timeout here (no scheduler.yield in the stand-in window).
  const setTimeout = (callback: () => void) => {
    events.push("task");
    callback();
  };
  const load = async (specifier: string) => {
    events.push(`import ${specifier}`);
    return { specifier };
  };
  const body = source.replace(/\bimport\(/g, "load(");
  const execute = new Function("window", "document", "requestAnimationFrame", "setTimeout", "load", `return (async () => {${body}})();`);
  const done = execute(window, document, requestAnimationFrame, setTimeout, load) as Promise<void>;
  await Promise.resolve();
  events.push("painted");
  paint();
  await done;
  return { events, window };
}

describe("hydrateAfterPaint", () => {
  it("takes the module preloads out of the markup and the static imports out of the bootstrap", () => {
    const { html, mismatch } = hydrateAfterPaint(page());
    expect(mismatch).toBeUndefined();
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/^import \* as/m);
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(html).toContain("<main>Hallo</main><script>window.__reactRouterContext = {};</script>");
  });

  it("waits for the first frame (and the decision to hydrate), then preloads every module, one task each, and hydrates as before", async () => {
    const { events, window } = await run(hydrateAfterPaint(page()).html);
    expect(events).toEqual([
      "painted",
      // The timeout queued from the first frame, then one task before each preload.
      "task",
      "task",
      "beforeend modulepreload /assets/entry.client-C.js",
      "task",
      "beforeend modulepreload /assets/root-A.js",
      "task",
      "beforeend modulepreload /assets/home-B.js",
      "import /assets/root-A.js",
      "import /assets/home-B.js",
      "import /assets/entry.client-C.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { specifier: "/assets/root-A.js" }, "home-de": { specifier: "/assets/home-B.js" } });
    expect(window.__reactRouterManifest).toEqual({ entry: { module: "/assets/entry.client-C.js" } });
  });

  it("fetches and evaluates no module until the head script says the page hydrates (the visitor's first intent)", async () => {
    let hydrate: () => void = () => {};
    const decision = new Promise<void>((resolve) => (hydrate = resolve));
    const window = { matchpulsHydrate: () => decision };
    const events: string[] = [];
    const running = run(hydrateAfterPaint(page()).html, window, events);
    // A turn of the event loop: the stand-in window has no timers of its own, so every step not held
    // by the decision has run by then.
    await new Promise((resolve) => setImmediate(resolve));
    // Still waiting: painted, nothing fetched, nothing imported.
    expect(events).toEqual(["painted", "task"]);
    expect(window).not.toHaveProperty("__reactRouterRouteModules");
    hydrate();
    expect((await running).events.filter((event) => !event.startsWith("task"))).toEqual([
      "painted",
      "beforeend modulepreload /assets/entry.client-C.js",
      "beforeend modulepreload /assets/root-A.js",
      "beforeend modulepreload /assets/home-B.js",
      "import /assets/root-A.js",
      "import /assets/home-B.js",
      "import /assets/entry.client-C.js",
    ]);
  });

  it("keeps route modules split into client loader and main chunks", async () => {
    const split = BOOTSTRAP.replace(
      'import * as route1 from "/assets/home-B.js";',
      'import * as route1_clientLoader from "/assets/faq-loader.js";\nimport * as route1_main from "/assets/faq.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
    );
    const { window } = await run(hydrateAfterPaint(page(split)).html);
    expect(window.__reactRouterRouteModules).toEqual({ root: { specifier: "/assets/root-A.js" }, "home-de": { specifier: "/assets/faq.js" } });
  });

  it("writes the manifest without React Router's indentation, as the same value", async () => {
    const manifest = { entry: { module: "/assets/entry.client-C.js", imports: ["/assets/a.js"] }, routes: { root: { id: "root", path: "a</b" } } };
    const indented = BOOTSTRAP.replace('{"entry":{"module":"/assets/entry.client-C.js"}}', JSON.stringify(manifest, null, 2).replace(/</g, "\\u003c"));
    const { html } = hydrateAfterPaint(page(indented));
    expect(html).toContain('window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js","imports":["/assets/a.js"]},"routes"');
    // React Router's escape of "<" stays, so no text in it can end the script element.
    expect(html).toContain('"path":"a\\u003c/b"');
    const { window } = await run(html);
    expect(window.__reactRouterManifest).toEqual(manifest);
  });

  it("leaves markup of any other shape alone and says why", () => {
    const unknownImport = BOOTSTRAP.replace(";\n", 'import "/assets/manifest.js";\n');
    const withNonce = page().replace('<script type="module" async="">', '<script type="module" async="" nonce="abc">');
    for (const html of [page(unknownImport), page("console.log(1)"), withNonce, "<!DOCTYPE html><p>no scripts</p>"]) {
      const result = hydrateAfterPaint(html);
      expect(result.html).toBe(html);
      expect(result.mismatch).toMatch(/\w/);
    }
  });
});

/** The framework's part of a page React Router really rendered (kept in step by server/framework-output.test.ts). */
const CAPTURED = readFileSync(new URL("./framework-output.fixture.html", import.meta.url), "utf8");

describe("hydrateAfterPaint on the captured page", () => {
  it("rewrites it whole, and the CSP allows every script it leaves", async () => {
    const { html, mismatch } = hydrateAfterPaint(CAPTURED);
    expect(mismatch).toBeUndefined();
    expect(html).not.toMatch(/modulepreload"? href="[^"]*"\/>|^import \* as/m);
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
    expect(inlineScriptHashes(html)).toHaveLength(new Set(scripts).size);
    const { events, window } = await run(html);
    expect(events.filter((event) => event.startsWith("import"))).toEqual([
      "import /assets/root-T3st0001.js",
      "import /assets/not-found-T3st0001.js",
      "import /assets/entry.client-T3st0001.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-T3st0001.js" },
      "not-found": { specifier: "/assets/not-found-T3st0001.js" },
    });
  });

  // What a React Router upgrade might change: each is reported, and the page left as rendered.
  it.each([
    [
      "a module preload with another attribute",
      '<link rel="modulepreload" href="/assets/root-T3st0001.js"/>',
      '<link rel="modulepreload" href="/assets/root-T3st0001.js" crossorigin=""/>',
    ],
    ["the bootstrap's attributes", '<script type="module" async="">', '<script type="module" async>'],
    ["a route import's quotes", 'import * as route1 from "/assets/not-found-T3st0001.js";', "import * as route1 from '/assets/not-found-T3st0001.js';"],
    ["the manifest's assignment", "window.__reactRouterManifest = {", "window.__reactRouterManifest={"],
    ["a statement of its own", "  window.__reactRouterRouteModules", "  window.__reactRouterHmr = true;\n  window.__reactRouterRouteModules"],
    ["the route modules' assignment", 'window.__reactRouterRouteModules = {"root":route0,', "window.__reactRouterRouteModules = {root:route0,"],
    ["the client entry's import", 'import("/assets/entry.client-T3st0001.js");', 'await import("/assets/entry.client-T3st0001.js");'],
  ])("reports a changed shape (%s) and leaves the page as rendered", (_, from, to) => {
    expect(CAPTURED).toContain(from);
    const changed = CAPTURED.replace(from, to);
    const result = hydrateAfterPaint(changed);
    expect(result.mismatch).toMatch(/\w/);
    expect(result.html).toBe(changed);
  });
});

describe("createHydrateAfterPaint", () => {
  it("reports the first document it cannot rewrite, once per process", () => {
    const reasons: string[] = [];
    const transform = createHydrateAfterPaint({ onMismatch: (reason) => reasons.push(reason) });
    const unknown = '<!DOCTYPE html><html><body><script type="module">import "/x.js";</script></body></html>';
    expect(transform(page())).not.toContain('rel="modulepreload"');
    expect(reasons).toEqual([]);
    expect(transform(unknown)).toBe(unknown);
    expect(transform(unknown)).toBe(unknown);
    expect(reasons).toEqual(["no React Router bootstrap script of the known shape"]);
  });
});
