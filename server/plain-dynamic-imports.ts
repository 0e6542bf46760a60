import type { Plugin } from "vite";

/** Vite's module for the helper it wraps every dynamic `import()` of the client build in. */
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/**
 * Dynamic imports as the browser does them, without Vite's preload helper (vite.config.ts): Vite
 * wraps each `import()` of the client build in a helper (`__vitePreload`, 0.8 KiB gzipped, a chunk of
 * its own) that adds `<link rel=modulepreload>` for the imported chunk's own imports and stylesheets,
 * so they load beside it rather than after it. The site's lazy chunks (the header's search
 * suggestions, the FAQ's matcher) import only chunks the page has already loaded and no stylesheet,
 * so the helper would preload nothing, and every first load would carry it (≤ 125 KiB of JavaScript,
 * docs/decisions/0009-site-search.md). `build.modulePreload: false` keeps the helper in Vite 8; this
 * plugin gives Vite a helper that only calls the import.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: "matchpuls-plain-dynamic-imports",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER_ID ? "export const __vitePreload = (load) => load();" : undefined),
  };
}
