/**
 * A script the browser runs outside React (the head's inline script, the files under `/scripts/`),
 * written as a TypeScript module: the build compiles and minifies it with Vite into one
 * self-contained script that calls `start` once with `config()`, computed at build time and written
 * into the script as JSON (server/browser-scripts.ts). `Start` is the module's exported function, so
 * the config's type is the one that function takes.
 */
export interface BrowserScript<Start extends (config: never) => void> {
  /** The module's path from the project's root: `app/head-script.ts`. */
  module: string;
  /** The name of the function the module exports, which the script calls. */
  start: string;
  /** Its argument: plain JSON data, made on the build machine (Intl's names, the texts of every language). */
  config: () => Parameters<Start>[0];
}
