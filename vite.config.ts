import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { precompressedFiles } from "./server/precompressed-files.ts";
import { preloadHelperFree } from "./server/preload-helper-free.ts";

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

/** JSX's runtime, templates, numbers, dates, the dictionary loader and the page header: small, and on almost every page. */
const SMALL_SHARED_MODULES =
  /react[\\/](cjs[\\/]react-jsx-runtime|jsx-runtime)|app[\\/]i18n[\\/](dictionary-loader|numbers|template|dates)\.ts|app[\\/]components[\\/]PageHeader\.tsx/;

export default defineConfig({
  // The server build's entry is the site's request pipeline, which imports React Router's build:
  // one module graph for the services' context key and the loaders that read it.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The few-hundred-byte modules nearly every page loads go into one file: each file of its own
            // cost its gzip frame and import lines (0.2 KiB on the match page, which is at its budget).
            codeSplitting: { groups: [{ name: "basics", test: SMALL_SHARED_MODULES }] },
          },
        },
      },
    },
  },
  // The client build's files get their brotli and gzip copies once, when everything is built.
  plugins: [reactRouter(), flagFiles(), preloadHelperFree(), precompressedFiles()],
});
