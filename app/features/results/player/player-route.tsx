import { resultsRequest } from "#app/football/results-request.server.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import { resultsHeaders } from "../shared/results-page.server.ts";
import { UnavailablePage } from "../shared/ResultsStates.tsx";
import type { Route } from "./+types/player-route";
import { loadPlayerPage } from "./player-page.server.ts";
import { PlayerCareer } from "./PlayerCareer.tsx";

/** `/spieler/{player}`: a player's goals in every competition (404 without the backend's player extension). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPlayerPage(resultsRequest(request, context), params.player);
}

export const headers = resultsHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function Player({ loaderData: { view } }: Route.ComponentProps) {
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  return <PlayerCareer view={view} />;
}
