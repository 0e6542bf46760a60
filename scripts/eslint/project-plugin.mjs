// The project's own ESLint rules, as one plugin (`project/…`, eslint.config.js).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { featureLayers } from "./feature-layers.mjs";
import { noImportCycle } from "./import-cycles.mjs";

/**
 * The plugin's version is a hash of its rules' files: ESLint's cache (`npm run lint` keeps one in node_modules/.cache/eslint)
 * names each plugin of the configuration by name and version, and never looks at a rule's code, so a changed rule
 * must change the version for the cached results of unchanged files to be thrown away.
 */
const version = createHash("sha256")
  .update(
    ["./import-cycles.mjs", "./feature-layers.mjs", "./project-plugin.mjs"].map((file) => readFileSync(new URL(file, import.meta.url), "utf8")).join("\0"),
  )
  .digest("hex")
  .slice(0, 16);

export const projectPlugin = { meta: { name: "project", version }, rules: { "no-import-cycle": noImportCycle, "feature-layers": featureLayers } };
