import { resultsRequest } from "#app/football/results-request.server.ts";
import { resultsHeaders } from "../shared/results-page.server.ts";
import { UnavailablePage } from "../shared/ResultsStates.tsx";
import type { Route } from "./+types/team-route";
import { loadTeamPage } from "./team-page.server.ts";
import { TeamSeason } from "./TeamSeason.tsx";

/** `/teams/{team}`: a team's season in every competition it plays in (404 without the backend's team extension). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadTeamPage(resultsRequest(request, context), params.team);
}

export const headers = resultsHeaders;
// The loader's meta as it is: an export of the function, not a constant naming it (bytes of the page's JavaScript).
export { metaFromLoader as meta } from "#app/seo/page-meta.ts";

export default function Team({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  return (
    <TeamSeason
      view={view}
      spotlight={"spotlight" in loaderData ? loaderData.spotlight : undefined}
      sections={"sections" in loaderData ? loaderData.sections : undefined}
    />
  );
}
