import type { Plugin } from "vite";

/**
 * Vite wraps every dynamic `import()` of the browser's code in its preload helper (a chunk of its
 * own, 0.8 KiB gzipped) that fetches the imported chunk's dependencies beside it, also where the page
 * has them loaded already, as for the match page's share overlay (vitejs/vite#13952; `modulePreload:
 * false` does not remove it). This plugin unwraps those calls in the client's chunks before Vite fills
 * in their dependency lists (`__VITE_PRELOAD__`, or an empty list): the chunk then imports as written,
 * its dependencies coming with it, and no longer imports the helper (nor names it among its imports,
 * which React Router's manifest preloads). The price is a round trip for a dependency the page lacks.
 */
export function preloadHelperFree(): Plugin {
  return {
    name: "matchpuls-preload-helper-free",
    enforce: "post",
    generateBundle(_, bundle) {
      if (this.environment.name !== "client") return;
      const helper = Object.values(bundle).find((output) => output.type === "chunk" && output.name === "preload-helper");
      if (!helper) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || chunk === helper) continue;
        const unwrapped = withoutEmptyPreloads(chunk.code, helper.fileName);
        if (unwrapped === undefined) continue;
        chunk.code = unwrapped;
        chunk.imports = chunk.imports.filter((file) => file !== helper.fileName);
      }
    },
  };
}

/**
 * `code` without the helper: every call `h(()=>import(`…`)[.then(m=>…(…))],__VITE_PRELOAD__)` (or `,[]`)
 * becomes the import it wraps, and the helper's import goes; undefined when the chunk does not import
 * the helper, or uses it otherwise (then it is left as it is).
 */
export function withoutEmptyPreloads(code: string, helperFile: string): string | undefined {
  const importOf = new RegExp(`import\\{\\w+ as ([\\w$]+)\\}from"\\./${escapeRegExp(helperFile.split("/").pop()!)}";`);
  const statement = importOf.exec(code);
  if (!statement) return undefined;
  const name = escapeRegExp(statement[1]!);
  const call = new RegExp(
    `(?<![\\w$.])${name}\\(\\(\\)=>(import\\(\`[^\`]+\`\\)(?:\\.then\\([^()]*(?:\\([^()]*\\)[^()]*)?\\))?),(?:\\[\\]|__VITE_PRELOAD__)\\)`,
    "g",
  );
  const rest = code.replace(statement[0], "").replace(call, "$1");
  // Any other use of the helper (a call with dependencies): leave the chunk untouched.
  return new RegExp(`(?<![\\w$.])${name}(?![\\w$])`).test(rest) ? undefined : rest;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
