import { scriptFiles } from "virtual:browser-scripts";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import type { Route } from "./+types/favourites-script-route";

/**
 * `/scripts/favourites-{hash}.js`: the followed teams' file (followed-teams-file.ts), which the
 * head's inline script loads where it has work (docs/decisions/0013-followed-teams.md); and
 * `/scripts/kickoff-zone-{hash}.js`, the kick-offs' zone script (app/i18n/kickoff-zone-file.ts),
 * which it loads for a visitor outside the page language's home zone. Both are built with Vite
 * (server/browser-scripts.ts), and each name carries a hash of its text, so browsers and shared
 * caches keep it for a year and a release that changes it changes the name. Any other name is a 404
 * that no shared cache may keep: during a rolling deploy it is most likely the other build's
 * version, which the instance running that build answers (nginx asks it next), as for the dictionaries.
 */
export function loader({ params }: Pick<Route.LoaderArgs, "params">) {
  const text = Object.hasOwn(scriptFiles, params.file) ? scriptFiles[params.file] : undefined;
  if (text === undefined)
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.noStore } });
  return new Response(text, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": CACHE_CONTROL.immutableAsset,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
