// ESLint flat config: `npm run lint` (zero warnings allowed). Choices and reasons: docs/decisions/0800-linter-and-formatter.md.
import * as nodeModule from "node:module";
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// typescript-eslint parses with TypeScript's JavaScript compiler API, which TypeScript 7 (the project's `typescript`,
// a native compiler) does not ship. In this ESLint process only, the linter's packages get TypeScript 6 (devDependency
// `typescript6`, an npm alias of typescript@6) when they ask for `typescript`; `tsc` and everything else keep
// TypeScript 7. Remove this hook and the alias once typescript-eslint supports TypeScript 7.
if (typeof nodeModule.registerHooks !== "function") {
  throw new Error(`eslint.config.js needs module.registerHooks (Node 22.15 or later); this is Node ${process.versions.node}.`);
}
nodeModule.registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromDependency = context.parentURL?.includes("/node_modules/") ?? false;
    if (fromDependency && (specifier === "typescript" || specifier.startsWith("typescript/"))) {
      return nextResolve(`typescript6${specifier.slice("typescript".length)}`, context);
    }
    return nextResolve(specifier, context);
  },
});
// Imported once the hook is in place: both load typescript-eslint's parser and utilities.
const { default: tseslint } = await import("typescript-eslint");
const { createNodeResolver, importX } = await import("eslint-plugin-import-x");
const { projectPlugin } = await import("./scripts/eslint/project-plugin.mjs");

const TEST_FILES = ["**/*.test.{ts,tsx}", "tests/**"];

export default defineConfig(
  globalIgnores(["**/node_modules/", "build/", ".react-router/", "var/", "reports/", "test-results/", "playwright-report/", "blob-report/", "coverage/"]),

  js.configs.recommended,
  // Syntactic rules only: the type-aware sets (recommendedTypeChecked) would type-check the project with TypeScript 6.
  tseslint.configs.recommended,
  {
    name: "project/base",
    rules: {
      // `_name` marks a deliberately unused binding; `{ dropped, ...rest }` leaves properties out.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // `catch {}` (no binding) is this codebase's explicit "failure expected here", e.g. polling until a server answers.
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },

  // React: the site's components and hooks live in app/ (a `useX` helper of a Node test is not a hook).
  { ...reactHooks.configs.flat.recommended, files: ["app/**/*.{ts,tsx}"] },
  { ...jsxA11y.flatConfigs.recommended, files: ["app/**/*.tsx"] },
  {
    name: "project/a11y",
    files: ["app/**/*.tsx"],
    rules: {
      // A scrollable region (a wide table on a phone) must be focusable so keyboard users can scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },

  {
    name: "project/imports",
    plugins: { "import-x": importX },
    settings: {
      // Which files import-x reads for their imports and exports (no-cycle follows them); its default is JavaScript only.
      "import-x/extensions": [".ts", ".tsx", ".mjs", ".js"],
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] })],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-duplicates": "error",
      "import-x/no-self-import": "error",
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", ["internal", "parent", "sibling", "index"]],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      // Every relative import names its file with the extension (`./x.ts`, `./Y.tsx`, `./site.css?url`): the server
      // entry and the scripts run under Node's type stripping, which adds no extension. Packages (`react`,
      // `react-dom/server`, `node:fs`) are not affected. `import type` too, for one rule everywhere; only React Router's
      // generated route types (`./+types/home`, found through tsconfig's rootDirs) and Vite's `virtual:` modules are exempt.
      "import-x/extensions": [
        "error",
        "always",
        {
          ignorePackages: true,
          checkTypeImports: true,
          pathGroupOverrides: [
            { pattern: "./+types/*", action: "ignore" },
            { pattern: "virtual:**", action: "ignore" },
          ],
        },
      ],
    },
  },

  {
    // Layering: the site (app/) never imports the server (server/) or the embedded results backend (results-backend/).
    // Both reach the results API through contract/; tests may reach anywhere.
    name: "project/layering",
    files: ["app/**"],
    ignores: TEST_FILES,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            { target: "./app", from: "./server", message: "app/ must not import server/." },
            {
              target: "./app",
              from: "./results-backend",
              message: "app/ must not import results-backend/: the site reaches the backend through contract/ and its client.",
            },
          ],
        },
      ],
    },
  },

  {
    // The results backend is a service of its own: it answers the API of contract/ and needs nothing of the site or
    // its server, so it could run in a process of its own. The contract is what site and backend share, lib/ the
    // helpers both use; neither leans on either side. Tests may reach anywhere (tests/support builds the site).
    name: "project/backend-layering",
    files: ["results-backend/**", "contract/**", "lib/**"],
    ignores: TEST_FILES,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            { target: "./results-backend", from: "./app", message: "results-backend/ must not import app/: it answers contract/ and uses lib/." },
            {
              target: "./results-backend",
              from: "./server",
              message: "results-backend/ must not import server/: the server loads the backend, not the reverse.",
            },
            {
              target: "./contract",
              from: ".",
              except: ["./contract", "./lib", "./node_modules"],
              message: "contract/ may import only lib/ and packages: site and backend both build on it.",
            },
            { target: "./lib", from: ".", except: ["./lib", "./node_modules"], message: "lib/ imports nothing of the project beyond itself." },
          ],
        },
      ],
    },
  },

  {
    // The two layers of app/ (docs/architecture.md, "Layers"): the shared layers (app/<folder>/) import no feature
    // (app/features/<name>/); a feature imports of another only its interface (interface.ts, interface.server.ts), and
    // no two features import each other, through any files. The one file of the composition root that shared layers
    // read, the assembled dictionaries, takes only features' messages/. Tests may reach anywhere.
    name: "project/feature-layers",
    files: ["app/**"],
    ignores: TEST_FILES,
    plugins: { project: projectPlugin },
    rules: { "project/feature-layers": ["error", { messagesOnly: ["dictionaries.server.ts"] }] },
  },

  {
    // No import cycles, type-only ones included: import-x/no-cycle (above) follows value imports, static and dynamic
    // (allowUnsafeDynamicCyclicDependency is off by default), but skips every type-only import and has no option to
    // count them; project/no-import-cycle (scripts/eslint/import-cycles.mjs) follows them all.
    name: "project/import-cycles",
    plugins: { project: projectPlugin },
    rules: { "project/no-import-cycle": "error" },
  },

  {
    // A module two folders up or in another part of the repository is named by its alias (package.json "imports":
    // `#app/…`, `#lib/…`, `#contract/…`, one per top folder), not by climbing `../../`: the line says where the file
    // lives, and it survives the importing file's move.
    name: "project/aliases",
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(\\.\\./){2,}", message: 'Name it by its alias (#app/…, #lib/…: package.json "imports").' }] },
      ],
    },
  },

  {
    // A function a reviewer reads in one sitting: 80 lines at most, blank lines and comments included. One that
    // earns more says why on the line before (`// eslint-disable-next-line max-lines-per-function -- <reason>`).
    // Tests are exempt: a `describe` block groups cases; it is not one function to follow.
    name: "project/function-length",
    ignores: TEST_FILES,
    rules: { "max-lines-per-function": ["error", { max: 80 }] },
  },

  {
    // Playwright passes fixtures only to a destructuring first parameter: `async ({}, testInfo) => …`.
    name: "project/playwright",
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },

  {
    name: "project/globals-browser",
    files: ["app/**"],
    languageOptions: { globals: globals.browser },
  },
  {
    name: "project/globals-node",
    files: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}", "server/**", "results-backend/**", "scripts/**", "tests/**", "*.{js,mjs,ts}"],
    languageOptions: { globals: globals.node },
  },
);
