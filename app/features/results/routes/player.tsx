import { resultsRequest } from "#app/football/results-request.server.ts";
import { metaFromLoader } from "../../../seo/page-meta.ts";
import { PlayerCareer } from "../components/PlayerCareer.tsx";
import { UnavailablePage } from "../components/ResultsStates.tsx";
import { loadPlayerPage } from "../server/player-page.server.ts";
import { resultsHeaders } from "../server/results-page.server.ts";
import type { Route } from "./+types/player";

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
