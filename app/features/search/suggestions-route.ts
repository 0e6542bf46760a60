import type { Route } from "./+types/suggestions-route";
import { loadSuggestions } from "./search-answer.server.ts";

/** `/suche/vorschlaege.json?q=…`: the header's search suggestions (a resource route; never stored). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSuggestions(request, context);
}
