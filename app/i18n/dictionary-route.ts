import { CACHE_CONTROL } from "../http/cache-control.ts";
import type { Route } from "./+types/dictionary-route";
import { dictionaryAsset } from "./dictionary-asset.server.ts";

/**
 * `/i18n/{lang}-{version}.json`: a language's dictionary (dictionary-asset.server.ts); 404 for any other name,
 * which no shared cache may keep: during a rolling deploy it is most likely the other build's version, which the
 * instance that runs that build answers (nginx asks it next).
 */
export function loader({ params }: Pick<Route.LoaderArgs, "params">) {
  const asset = dictionaryAsset(params.file);
  if (!asset)
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.noStore } });
  return new Response(asset.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // The name carries the content's hash: a new text is a new file.
      "Cache-Control": CACHE_CONTROL.immutableAsset,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
