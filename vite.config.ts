import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { browserScripts } from "./server/browser-scripts.ts";
import { plainDynamicImports } from "./server/plain-dynamic-imports.ts";
import { precompressedFiles } from "./server/precompressed-files.ts";

/** The 4:3 SVG flags of the flag-icons package, named by their id (`de.svg`, `gb-eng.svg`). */
const FLAGS_DIR = join(dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")), "flags", "4x3");
const FLAG_FILE = /^[a-z]{2}(-[a-z]{3})?\.svg$/;

/**
 * National teams' flags as static files under `/flags/`: copied from the package into the client
 * build (every flag, as any results backend may name any), served from the package in development.
 * Files, not JavaScript: the flags never reach the bundle. These SVGs are the large flags of a page's
 * head; lists show small PNGs drawn from them beforehand (public/flags/*.png, scripts/flags/rasterize.ts).
 */
function flagFiles(): Plugin {
  return {
    name: "matchpuls-flag-files",
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of readdirSync(FLAGS_DIR).filter((name) => FLAG_FILE.test(name))) {
        this.emitFile({ type: "asset", fileName: `flags/${file}`, source: readFileSync(join(FLAGS_DIR, file)) });
      }
    },
    configureServer(server) {
      server.middlewares.use("/flags", (req, res, next) => {
        const file = req.url?.slice(1).split("?")[0] ?? "";
        if (!FLAG_FILE.test(file)) return next();
        try {
          const body = readFileSync(join(FLAGS_DIR, file));
          res.setHeader("Content-Type", "image/svg+xml");
          res.end(body);
        } catch {
          next();
        }
      });
    },
  };
}

/** A feature's interface modules (ADR 0017): `app/features/<name>/interface.ts` and `interface.server.ts`. */
const FEATURE_INTERFACE = /\/app\/features\/[^/]+\/interface(\.server)?\.ts$/;

/**
 * A feature's interface module only re-exports (the linter holds it: project/feature-layers), so the bundler
 * is told it has no side effects: a name imported through it is then bound to the module that defines it, as
 * if imported from there. Left to its default, the bundler keeps every module the interface names in the
 * importing page's graph, for the side effects of what they import: the home page fetched a chunk of the
 * table pages' views and one of the team page's, neither of which it uses.
 */
function featureInterfaces(): Plugin {
  return {
    name: "matchpuls-feature-interfaces",
    transform: {
      filter: { id: FEATURE_INTERFACE },
      handler: (code) => ({ code, moduleSideEffects: false }),
    },
  };
}

/**
 * What every page loads, in one chunk, "shell": React, React DOM, React Router and the scheduler, and
 * the small modules of the site that the root route imports (with what they import). Left to itself
 * the bundler splits the framework into five files (React Router's internals, React DOM under the
 * client entry) and each small module into a file of its own. One file is gzipped as a whole (the
 * framework's parts share their vocabulary), and each file a first visit fetches costs the main
 * thread a request and a module of its own: measured (tests/e2e/budgets.spec.ts), the framework in
 * one chunk took 3.6 KiB and three files off every page's gzipped JavaScript (the team and home pages
 * 124.9 → 121.3 KiB; ADR 0712). `useHydrated` and the head's meta module joined it rather than be
 * files of their own. The static island (ADR 0708) stays out: only the home and team pages use it.
 */
const SHELL_MODULES =
  /(\/app\/i18n\/(dictionary-loader|dictionary|dates|href|numbers|route-table|template)\.ts|\/app\/components\/PageHeader\.tsx|\/app\/components\/use-hydrated\.ts|\/lib\/languages\.ts|\/app\/config\/constants\.ts|\/app\/i18n\/use-site\.ts|\/app\/seo\/(page-data|page-meta|alternates)\.ts|\/app\/config\/app-store-id\.ts|vite\/preload-helper\.js|\/node_modules\/(react|react-dom|react-router|scheduler)\/)/;

/**
 * The small components several pages share, in one chunk per part of the site rather than a file
 * each: each file a first visit fetches costs the main thread a request, its response and a module
 * (about 2 ms each on this machine, four times that on Lighthouse's phone), and the results pages
 * fetched four of them, the home page six (ADR 0712). A page pays for the group's members it does
 * not use: at most 2.1 KiB gzipped (the home page, for the results' loading and error states). The FAQ
 * list, with the links it makes of editors' URLs, is a file of its own for the FAQ and premium pages:
 * in the reading group every home page paid for it. The statistics tables' header cells
 * (StatColumnHeads, ADR 0007) are in the results group, which each page with such a table loads.
 */
const RESULTS_PARTS =
  /(\/app\/features\/results\/(shared\/(TeamName|ResultsStates|MatchLinkList|StatColumnHeads)|competition\/(MatchesTab|ZoneLegend))\.tsx|\/app\/components\/StaticIsland\.tsx)$/;
const READING_PARTS =
  /(\/app\/features\/reading\/(ReadingLayout|StaticPage)\.tsx|\/app\/features\/news\/(NewsPicture|NewsByline)\.tsx|\/app\/features\/company\/NoData\.tsx|\/app\/config\/company\.ts)$/;

export default defineConfig({
  // No list of a lazy chunk's imports to preload beside it: the helper that would preload them is
  // replaced (server/plain-dynamic-imports.ts).
  build: { modulePreload: false },
  environments: {
    // The server build's entry is the site's request pipeline, which imports React Router's build:
    // one module graph for the services' context key and the loaders that read it.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "shell", test: SHELL_MODULES },
                { name: "results-parts", test: RESULTS_PARTS },
                { name: "reading-parts", test: READING_PARTS },
              ],
            },
          },
        },
      },
    },
  },
  // Dynamic imports without Vite's preload helper (server/plain-dynamic-imports.ts); the scripts outside
  // React, built from their modules (server/browser-scripts.ts); the client build's files get their
  // brotli and gzip copies once, when everything is built.
  plugins: [plainDynamicImports(), browserScripts(), featureInterfaces(), reactRouter(), flagFiles(), precompressedFiles()],
});
