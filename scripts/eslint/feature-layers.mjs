// ESLint rule `project/feature-layers`: the two layers of app/ (docs/architecture.md, "Layers").
// - A shared layer (`app/<folder>/` other than `features/`) imports no feature: each feature builds on
//   the shared layers, never the reverse; what a shared layer needs of every feature (their texts)
//   reaches it through the composition root, whose files (`app/*.ts(x)`) may import anything.
// - A module of the composition root that a shared layer imports may take from features only their
//   dictionary parts (`features/<name>/messages/`): the option `messagesOnly` names them.
// - Features meet through one interface (docs/decisions/0017-features-meet-through-one-interface.md): feature
//   A may import of feature B only B's interface module, `features/B/interface.ts`, and its server half,
//   `interface.server.ts` (a `.server` module may not be named where the browser's bundle reaches). An
//   interface only re-exports, by name, modules of its own feature (the build takes it for free of side
//   effects, vite.config.ts); interface.ts names no `.server` module.
// - A feature may import another, but never closes a cycle between the two: feature A's import of a
//   module of feature B is reported when any module of B (tests aside) reaches a module of A, through
//   any files and type-only imports included, except through the composition root: it mounts every feature, so a
//   path through it says nothing of the two (a feature reads the services' context key there, and
//   the assembled dictionaries lead to every feature's texts). Tests are left out by the configuration.
// Imports are read as project/no-import-cycle reads them (import-cycles.mjs): relative and `#app/…`
// specifiers, static, type-only and dynamic.
import { readdirSync } from "node:fs";
import path from "node:path";
import { edgesOf, importsOf } from "./import-cycles.mjs";

const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
/** A feature's interface modules, by their path inside the feature. */
const INTERFACE_MODULES = ["interface.ts", "interface.server.ts"];
const SERVER_MODULE = /\.server\.[cm]?[jt]sx?$/;

/**
 * Where a file sits in the app folder `appRoot`: the composition root (a file directly in it), a feature
 * (`features/<name>/…`: whether in its `messages/`, whether one of its interface modules), a shared layer
 * (any other folder); undefined outside it.
 */
function placeOf(file, appRoot) {
  const relative = path.relative(appRoot, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  const [first, second] = relative.split(path.sep);
  if (second === undefined) return { layer: "root", name: first };
  if (first === "features") {
    const inFeature = relative.split(path.sep).slice(2).join("/");
    return { layer: "feature", name: second, messages: inFeature.startsWith("messages/"), isInterface: INTERFACE_MODULES.includes(inFeature) };
  }
  return { layer: "shared", name: first };
}

/** The modules of feature `feature` other than tests, the starts of the search for a way back. */
function modulesOf(feature, appRoot) {
  const folder = path.join(appRoot, "features", feature);
  return readdirSync(folder, { recursive: true })
    .map((name) => path.join(folder, name))
    .filter((file) => SOURCE_FILE.test(file) && !TEST_FILE.test(file))
    .sort();
}

/**
 * A path of imports from a module of feature `start` to a module of feature `goal` (both ends included) that passes no
 * module of the composition root, or undefined.
 */
function pathBetweenFeatures(start, goal, appRoot) {
  const starts = modulesOf(start, appRoot);
  const cameFrom = new Map(starts.map((file) => [file, undefined]));
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const { target } of edgesOf(file)) {
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      const place = placeOf(target, appRoot);
      if (place?.layer === "root") continue;
      if (place?.layer === "feature" && place.name === goal) {
        const route = [target];
        for (let at = file; at !== undefined; at = cameFrom.get(at)) route.unshift(at);
        return route;
      }
      queue.push(target);
    }
  }
  return undefined;
}

const isModuleOf = (feature, place) => place?.layer === "feature" && place.name === feature;

/**
 * What an interface module holds that is not a re-export by name of a module of its own feature (`feature`), and the
 * `.server` modules `interface.ts` names: `[node, messageId, target?]` for each.
 */
function interfaceFaults(program, file, feature, appRoot) {
  const faults = [];
  const ownModules = new Map(importsOf(program, file).map(({ node, target }) => [node, target]));
  for (const statement of program.body) {
    const target = ownModules.get(statement);
    if (statement.type !== "ExportNamedDeclaration" || !statement.source || target === undefined) {
      faults.push([statement, "interfaceReexportsOnly"]);
    } else if (!isModuleOf(feature, placeOf(target, appRoot))) {
      faults.push([statement, "interfaceOwnModules", target]);
    } else if (path.basename(file) === "interface.ts" && SERVER_MODULE.test(target)) {
      faults.push([statement, "interfaceNamesServerModule", target]);
    }
  }
  return faults;
}

/** @type {import("eslint").Rule.RuleModule} */
export const featureLayers = {
  meta: {
    type: "problem",
    docs: {
      description: "Shared layers of app/ import no feature; features meet through one interface module, never both ways (docs/architecture.md, Layers).",
    },
    schema: [
      {
        type: "object",
        properties: {
          appRoot: { type: "string", description: "The app folder, relative to the working directory (default `app`)." },
          messagesOnly: { type: "array", items: { type: "string" }, description: "Files of the composition root that take only features' `messages/`." },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      sharedImportsFeature:
        "app/{{layer}}/ is a shared layer and must not import the feature {{feature}} ({{target}}): move what several parts need into a shared layer, or let the composition root hand it over.",
      messagesOnly: "{{file}} may import only features' messages/ parts (shared layers read it): {{target}} is not one.",
      throughInterface:
        "The feature {{from}} imports {{target}}, inside the feature {{to}}: features meet through their interface. Import it from #app/features/{{to}}/{{interface}} (re-export it there if it is not yet).",
      interfaceReexportsOnly:
        'An interface module only re-exports, by name, modules of its feature (`export { x } from "./x.ts"`): the build takes it for free of side effects. Move this into a module of the feature and re-export it from there.',
      interfaceOwnModules:
        "The interface of the feature {{feature}} re-exports {{target}}, which is not a module of {{feature}}: a feature offers only its own.",
      interfaceNamesServerModule:
        "interface.ts is what the browser's bundle may reach, and names the server module {{target}}: re-export it from interface.server.ts.",
      featureCycle:
        "The features {{from}} and {{to}} would import each other: {{route}}, and back {{back}}. Move what both need into a shared layer (app/football/, app/components/, …).",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const appRoot = path.resolve(context.cwd, options.appRoot ?? "app");
    const file = context.physicalFilename;
    const from = placeOf(file, appRoot);
    if (!from) return {};
    const messagesOnly = from.layer === "root" && (options.messagesOnly ?? []).includes(from.name);
    const shown = (f) => path.relative(context.cwd, f);
    return {
      "Program:exit"(program) {
        if (from.isInterface) {
          for (const [node, messageId, target] of interfaceFaults(program, file, from.name, appRoot)) {
            context.report({ node, messageId, data: { feature: from.name, target: target && shown(target) } });
          }
        }
        for (const { node, target } of importsOf(program, file)) {
          const to = placeOf(target, appRoot);
          if (to?.layer !== "feature") continue;
          if (from.layer === "shared") {
            context.report({ node, messageId: "sharedImportsFeature", data: { layer: from.name, feature: to.name, target: shown(target) } });
          } else if (messagesOnly && !to.messages) {
            context.report({ node, messageId: "messagesOnly", data: { file: shown(file), target: shown(target) } });
          } else if (from.layer === "feature" && from.name !== to.name) {
            if (!to.isInterface) {
              const serverOnly = SERVER_MODULE.test(target);
              context.report({
                node,
                messageId: "throughInterface",
                data: { from: from.name, to: to.name, target: shown(target), interface: serverOnly ? "interface.server.ts" : "interface.ts" },
              });
            }
            const back = pathBetweenFeatures(to.name, from.name, appRoot);
            if (back)
              context.report({
                node,
                messageId: "featureCycle",
                data: { from: from.name, to: to.name, route: `${shown(file)} → ${shown(target)}`, back: back.map(shown).join(" → ") },
              });
          }
        }
      },
    };
  },
};
