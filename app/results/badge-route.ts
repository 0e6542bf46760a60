import { CACHE_CONTROL } from "../http/cache-control.ts";
import type { Route } from "./+types/badge-route";
import { badgeSvg, parseBadgeFile } from "./badge.ts";

/** `/badges/{code}-{primary}-{secondary}.svg`: a club's badge (badge.ts); 404 for any other name. */
export function loader({ params }: Pick<Route.LoaderArgs, "params">) {
  const facts = parseBadgeFile(params.badge);
  if (!facts)
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.notFound } });
  return new Response(badgeSvg(facts), {
    headers: {
      "Content-Type": "image/svg+xml",
      // The name says everything the file shows: it never changes.
      "Cache-Control": CACHE_CONTROL.immutableAsset,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
