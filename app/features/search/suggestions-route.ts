import { pageContext } from "#app/i18n/page-language.server.ts";
import { servicesOf } from "#app/services.server.ts";
import type { Route } from "./+types/suggestions-route";
import { suggestionsResponse } from "./suggestions-answer.server.ts";

/**
 * `/suche/vorschlaege?q=…` (en `/en/search/suggestions`, it `/it/cerca/suggerimenti`): the header's
 * search suggestions as JSON (app/components/layout/suggestions.ts). A resource route: it exports only the loader.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return suggestionsResponse(request, pageContext(context).language, servicesOf(context).search);
}
