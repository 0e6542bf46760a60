/** The scripts the browser runs outside React, built with Vite (server/browser-scripts.ts, which makes this module). */
declare module "virtual:browser-scripts" {
  /** The head's inline script (app/head-script.ts), as the page carries it, and its CSP hash (`'sha256-…'`). Empty in the browser's bundle. */
  export const headScript: { text: string; hash: string };
  /** The files' paths, `/scripts/{name}-{hash}.js`, as the head script loads them. */
  export const scriptPaths: { favourites: string; kickoffZone: string };
  /** The files' texts by name (`favourites-{hash}.js`, `kickoff-zone-{hash}.js`). */
  export const scriptFiles: Readonly<Record<string, string>>;
}
