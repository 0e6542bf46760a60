import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import { FOLLOWED_TEAMS_FILE } from "#app/features/favourites/followed-teams-file.ts";
import type { startHeadScript } from "#app/head-script.ts";
import { KICKOFF_ZONE_FILE } from "#app/i18n/kickoff-zone-file.ts";
import type { BrowserScript } from "#lib/browser-script.ts";
import { shortHash } from "#lib/short-hash.ts";

/**
 * The scripts the browser runs outside React, built from their TypeScript modules with Vite
 * (lib/browser-script.ts): the followed teams' file and the kick-offs' zone file, served under
 * `/scripts/` with a hash of their text in their names (app/features/favourites/favourites-script-route.ts),
 * and the head's inline script (app/head-script.ts), which is built with those names. The server
 * reads them from `virtual:browser-scripts` (this plugin, in vite.config.ts and vitest.config.ts):
 * the inline text with its CSP hash (server/security-headers.ts), the files by name. Built once per
 * build; in development again when one of their modules changes.
 */

/** What `virtual:browser-scripts` exports (declared for the type checker in app/browser-scripts.d.ts). */
export interface BrowserScripts {
  headScript: { text: string; hash: string };
  /** The files' paths, `/scripts/{name}-{hash}.js`, as the head script loads them. */
  scriptPaths: { favourites: string; kickoffZone: string };
  /** The files' texts by name (`favourites-{hash}.js`). */
  scriptFiles: Record<string, string>;
}

const HEAD_SCRIPT: BrowserScript<typeof startHeadScript> = {
  module: "app/head-script.ts",
  start: "startHeadScript",
  // Given by the build, which knows the files' names only once it has built them.
  config: () => {
    throw new Error("the head script is built with the files' paths");
  },
};

const ENTRY = "\0browser-script-entry";

/** One script: the module's function called with its config, bundled into one minified function expression run at once. */
async function compile(root: string, script: BrowserScript<(config: never) => void>, config: unknown): Promise<{ code: string; modules: string[] }> {
  const entry = `import { ${script.start} } from ${JSON.stringify(resolve(root, script.module))};\n${script.start}(${JSON.stringify(config)});\n`;
  const output = (await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    plugins: [{ name: "matchpuls-browser-script-entry", resolveId: (id) => (id === ENTRY ? id : undefined), load: (id) => (id === ENTRY ? entry : undefined) }],
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: { input: ENTRY, treeshake: { moduleSideEffects: (id) => id === ENTRY }, output: { format: "iife" } },
    },
  })) as Rolldown.RolldownOutput;
  const [chunk, ...rest] = output.output;
  if (chunk?.type !== "chunk" || rest.length) throw new Error(`${script.module}: the build made more than one file`);
  return { code: chunk.code.trim(), modules: chunk.moduleIds.filter((id) => !id.startsWith("\0")) };
}

/**
 * The inline text as a script element may carry it: "</script" ends the element wherever it stands,
 * so it is written "<\/script" (the same text in a string or a regular expression, the only places
 * minified code has it); "<!--" would change how the parser reads the element, and is refused.
 */
export function inlineScriptText(code: string): string {
  if (code.includes("<!--")) throw new Error("an inline script must not contain <!--");
  return code.replace(/<\/(script)/gi, "<\\/$1");
}

const cspHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Builds the three scripts: the files first, then the head script with their paths. */
export async function buildBrowserScripts(root: string): Promise<BrowserScripts & { modules: Set<string> }> {
  const [favourites, kickoffZone] = await Promise.all([
    compile(root, FOLLOWED_TEAMS_FILE, FOLLOWED_TEAMS_FILE.config()),
    compile(root, KICKOFF_ZONE_FILE, KICKOFF_ZONE_FILE.config()),
  ]);
  const names = { favourites: `favourites-${shortHash(favourites.code)}.js`, kickoffZone: `kickoff-zone-${shortHash(kickoffZone.code)}.js` };
  const scriptPaths = { favourites: `/scripts/${names.favourites}`, kickoffZone: `/scripts/${names.kickoffZone}` };
  const head = await compile(root, HEAD_SCRIPT, scriptPaths);
  const text = inlineScriptText(head.code);
  return {
    headScript: { text, hash: cspHash(text) },
    scriptPaths,
    scriptFiles: { [names.favourites]: favourites.code, [names.kickoffZone]: kickoffZone.code },
    modules: new Set([...favourites.modules, ...kickoffZone.modules, ...head.modules]),
  };
}

const ID = "virtual:browser-scripts";
const RESOLVED_ID = `\0${ID}`;

/** The module's text: in the browser's bundle (root.tsx renders the element empty there) empty values, so no script's text reaches it. */
function moduleText(scripts: BrowserScripts | undefined): string {
  const value: BrowserScripts = scripts ?? { headScript: { text: "", hash: "" }, scriptPaths: { favourites: "", kickoffZone: "" }, scriptFiles: {} };
  return Object.entries(value)
    .map(([name, data]) => `export const ${name} = ${JSON.stringify(data)};`)
    .join("\n");
}

/** The Vite plugin that answers `virtual:browser-scripts`. */
export function browserScripts(): Plugin {
  let root = process.cwd();
  let built: ReturnType<typeof buildBrowserScripts> | undefined;
  /** The modules the scripts were last built from. */
  let modules = new Set<string>();
  return {
    name: "matchpuls-browser-scripts",
    configResolved(config) {
      root = config.root;
    },
    resolveId: { filter: { id: new RegExp(`^${ID}$`) }, handler: () => RESOLVED_ID },
    load: {
      filter: { id: new RegExp(`^\0${ID}$`) },
      async handler() {
        if (this.environment?.name === "client") return moduleText(undefined);
        const { modules: from, ...scripts } = await (built ??= buildBrowserScripts(root));
        modules = from;
        return moduleText(scripts);
      },
    },
    // Development: a change to one of the scripts' modules builds them anew, and the modules that
    // import them are loaded again (each environment is asked in turn).
    hotUpdate({ file }) {
      if (!modules.has(file)) return;
      built = undefined;
      const module = this.environment.moduleGraph.getModuleById(RESOLVED_ID);
      return module ? [module] : undefined;
    },
  };
}
