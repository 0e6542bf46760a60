import { PassThrough } from "node:stream";
import { createElement, Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  createRequestHandler,
  RouterContextProvider,
  type ServerBuild,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
} from "react-router";
import { headScript } from "virtual:browser-scripts";
import { describe, expect, it, vi } from "vitest";
import * as entryServer from "#app/entry.server.tsx";
import { createRequestScope, requestScopeContext } from "#app/http/request-scope.ts";
import * as rootModule from "#app/root.tsx";
import routeConfig from "#app/routes.ts";
import { siteServicesContext } from "#app/services.server.ts";
import { testServices } from "#tests/support/services.ts";
import { frameworkShapesIn, hydrateAfterPaint, REACT_RUNTIME, sha256 } from "./framework-output.ts";
import { inlineScriptHashes } from "./security-headers.ts";

// The root's stylesheet URL, as the build names it (Vite gives a `?url` import no URL in tests).
vi.mock("#app/styles/site.css?url", () => ({ default: "/assets/site-T3st0001.css" }));

/**
 * The upgrade check of server/framework-output.ts: pages the installed React Router and React really
 * render, and every shape the server pins in their output found in them. After a framework upgrade this
 * is the test that names what moved.
 */

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
const asset = (name: string) => `/assets/${name}-T3st0001.js`;

/** A route module as the Vite plugin compiles it: its components get their route's props (`loaderData`, `params`, `error`). */
function compiled(module: Record<string, unknown>): RouteModule {
  type Component = Parameters<typeof UNSAFE_withComponentProps>[0];
  const wrapped = { ...module };
  if (module.default) wrapped.default = UNSAFE_withComponentProps(module.default as Component);
  if (module.ErrorBoundary) wrapped.ErrorBoundary = UNSAFE_withErrorBoundaryProps(module.ErrorBoundary as Parameters<typeof UNSAFE_withErrorBoundaryProps>[0]);
  if (module.HydrateFallback)
    wrapped.HydrateFallback = UNSAFE_withHydrateFallbackProps(module.HydrateFallback as Parameters<typeof UNSAFE_withHydrateFallbackProps>[0]);
  return wrapped as unknown as RouteModule;
}

/**
 * The site's server build as React Router's Vite plugin makes it (`virtual:react-router/server-build`),
 * with the same entry, root and route modules, and a client manifest naming made-up asset files.
 */
async function siteBuild(): Promise<ServerBuild> {
  const root = compiled(rootModule);
  const routes: ServerBuild["routes"] = { root: { id: "root", path: "", module: root } };
  const manifest: ServerBuild["assets"]["routes"] = {};
  const describeRoute = (id: string, path: string | undefined, module: RouteModule, parentId?: string) => {
    manifest[id] = {
      id,
      parentId,
      path,
      index: undefined,
      caseSensitive: undefined,
      hasAction: "action" in module,
      hasLoader: "loader" in module,
      hasClientAction: "clientAction" in module,
      hasClientLoader: "clientLoader" in module,
      hasClientMiddleware: "clientMiddleware" in module,
      hasErrorBoundary: "ErrorBoundary" in module,
      module: asset(id),
      imports: [asset("components"), asset("jsx-runtime")],
      css: [],
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    };
  };
  describeRoute("root", "", root);
  const modules = new Map<string, Promise<RouteModule>>();
  for (const { id, path, file } of routeConfig) {
    if (!modules.has(file)) modules.set(file, import(/* @vite-ignore */ `../app/${file}`).then(compiled));
    const module = await modules.get(file)!;
    routes[id!] = { id: id!, parentId: "root", path, index: undefined, caseSensitive: undefined, module };
    describeRoute(id!, path, module, "root");
  }
  return {
    entry: { module: entryServer },
    routes,
    assets: {
      entry: { module: asset("entry.client"), imports: [asset("components"), asset("jsx-runtime")] },
      routes: manifest,
      url: asset("manifest"),
      version: "t3st",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    allowedActionOrigins: false,
  };
}

/** A page as the site renders it: React Router's request handler with the site's services and a request scope. */
async function renderedPages(paths: string[]): Promise<{ path: string; status: number; html: string }[]> {
  const handle = createRequestHandler(await siteBuild(), "production");
  const services = testServices();
  return Promise.all(
    paths.map(async (path) => {
      const context = new RouterContextProvider();
      context.set(siteServicesContext, services);
      context.set(requestScopeContext, createRequestScope({ budgetMs: 10_000 }));
      const response = await handle(new Request(`http://localhost${path}`), context);
      return { path, status: response.status, html: await response.text() };
    }),
  );
}

/** Module specifiers as the CSP accepts them (server/security-headers.ts): absolute paths on this origin. */
const isOwnModule = (json: string) => /^"\/(?!\/)[^\s\\"]*"$/.test(json);

const REACT_ROUTER_SHAPES = [
  "module preload link",
  "bootstrap: static route import",
  "bootstrap: route module import",
  "bootstrap: route manifest",
  "bootstrap: route modules",
  "bootstrap: client entry import",
  "scroll restoration",
  "hydration context",
  "loader data",
  "loader data end",
];

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=|application\/(ld\+)?json/i.test(attributes!))
    .map(([, , body]) => body!);
const hash = (body: string) => `'sha256-${sha256(body)}'`;

describe("the framework's output the server pins (server/framework-output.ts)", () => {
  it("has every shape of React Router's on pages it really renders, which the rewrite and the CSP then handle", async () => {
    const pages = await renderedPages(["/faq", "/en/results/bundesliga", "/it/contatto", "/gibt-es-nicht"]);
    expect(pages.map(({ path, status }) => [path, status])).toEqual([
      ["/faq", 200],
      ["/en/results/bundesliga", 200],
      ["/it/contatto", 200],
      ["/gibt-es-nicht", 404],
    ]);
    for (const { path, html } of pages) {
      const found = frameworkShapesIn(html, isOwnModule);
      expect(
        REACT_ROUTER_SHAPES.filter((shape) => !found.has(shape)),
        `${path}: shapes not found`,
      ).toEqual([]);
      // The rewrite recognises the bootstrap (no mismatch), and every inline script gets its hash, before and after it.
      const rewritten = hydrateAfterPaint(html);
      expect(rewritten.mismatch, path).toBeUndefined();
      for (const page of [html, rewritten.html]) {
        const scripts = inlineScripts(page);
        expect(scripts.length, path).toBeGreaterThanOrEqual(5);
        expect(inlineScriptHashes(page).sort(), path).toEqual([...new Set(scripts)].map(hash).sort());
      }
    }
  });

  it("writes the framework's part of a page as captured (server/framework-output.fixture.html): a change of shape fails here", async () => {
    const [page] = await renderedPages(["/gibt-es-nicht"]);
    // After an upgrade: see what moved, make this module handle it, then capture anew with `-u`.
    await expect(frameworkPart(page!.html)).toMatchFileSnapshot("./framework-output.fixture.html");
  });

  it("has every instruction of React's streaming runtime pinned, and each gets its hash", async () => {
    const html = await streamedDocument();
    const found = frameworkShapesIn(html, isOwnModule);
    const missing = REACT_RUNTIME.filter(({ name }) => !found.has(`React: ${name}`));
    // What to pin instead, should React have changed its instructions.
    if (missing.length > 0) console.info(`[framework-output] React's inline scripts now: ${JSON.stringify(runtimeFigures(html))}`);
    expect(missing.map(({ name }) => name)).toEqual([]);
    const scripts = inlineScripts(html);
    expect(inlineScriptHashes(html).sort()).toEqual([...new Set(scripts)].map(hash).sort());
    // React's instructions with anything added are not React's.
    for (const script of scripts) {
      expect(inlineScriptHashes(`<script>${script};alert(1)</script>`)).toEqual([]);
      expect(inlineScriptHashes(`<script>alert(1);${script}</script>`)).toEqual([]);
    }
    expect(inlineScriptHashes(`<script>$RC("B:0",alert(1))</script>`)).toEqual([]);
  });
});

/**
 * The framework's part of a page, as the fixture keeps it: the module preloads and the inline scripts
 * in their order (not the head script, which is ours, nor JSON data), with what a page's content
 * decides cut out: the loader data's text and the route manifest's routes.
 */
function frameworkPart(html: string): string {
  const preloads = html.match(/<link\b[^>]*\bmodulepreload\b[^>]*>/g) ?? [];
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, body]) => !/\bsrc=|json/.test(attributes!) && body !== headScript.text)
    .map(([script]) =>
      script!.replace(/(streamController\.enqueue\()"(?:[^"\\]|\\.)*"/, '$1"[\\"…\\"]"').replace(/^( *)"routes": \{[\s\S]*?^\1\},?$/m, '$1"routes": {},'),
    );
  return `<!DOCTYPE html>\n<html><head>\n${preloads.join("\n")}\n</head><body>\n${scripts.join("\n")}\n</body></html>\n`;
}

/**
 * A document React streams with the inline scripts of its runtime: the shell time, boundaries
 * completed later ($RC, $RS), one that fails and is left to the client ($RX), one waiting for a
 * stylesheet ($RR), form replaying.
 */
function streamedDocument(): Promise<string> {
  const later = (value: string, ms: number, fail = false) =>
    new Promise<string>((resolve, reject) => setTimeout(() => (fail ? reject(new Error("boom")) : resolve(value)), ms));
  const Text = ({ promise }: { promise: Promise<string> }) => use(promise);
  const failing = later("", 15, true);
  failing.catch(() => {});
  const boundary = (promise: Promise<string>, ...children: React.ReactNode[]) =>
    createElement(Suspense, { fallback: "…" }, createElement(Text, { promise }), ...children);
  // A boundary whose stylesheet shows up only when it resolves: React reveals it once the sheet is loaded.
  const StyledText = ({ promise }: { promise: Promise<string> }) => [
    createElement("link", { key: "sheet", rel: "stylesheet", href: "/assets/late.css", precedence: "late" }),
    use(promise),
  ];
  const styled = (promise: Promise<string>) => createElement(Suspense, { fallback: "…" }, createElement(StyledText, { promise }));
  const tree = createElement(
    "html",
    null,
    createElement(
      "body",
      null,
      createElement("form", { action: async () => {} }, createElement("button", null, "Los")),
      boundary(later("eins", 5), boundary(later("zwei", 25))),
      boundary(failing),
      styled(later("drei", 10)),
    ),
  );
  return new Promise((resolve, reject) => {
    let html = "";
    const { pipe } = renderToPipeableStream(tree, {
      onShellReady() {
        const out = new PassThrough();
        out.on("data", (chunk: Buffer) => (html += chunk.toString("utf8")));
        out.on("end", () => resolve(html));
        pipe(out);
      },
      onShellError: reject,
      onError() {},
    });
  });
}

/** Each inline script's start, length and SHA-256: the figures REACT_RUNTIME pins. */
function runtimeFigures(html: string) {
  return inlineScripts(html).map((body) => ({ start: body.slice(0, 30), length: body.length, sha256: sha256(body) }));
}
