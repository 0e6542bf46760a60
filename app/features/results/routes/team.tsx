import { metaFromLoader } from "../../../seo/page-meta.ts";
import { UnavailablePage } from "../components/ResultsStates.tsx";
import { TeamSeason } from "../components/TeamSeason.tsx";
import { resultsHeaders, resultsRequest } from "../server/results-page.server.ts";
import { loadTeamPage } from "../server/team-page.server.ts";
import type { Route } from "./+types/team";

/** `/teams/{team}`: a team's season in every competition it plays in (404 without the backend's team extension). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadTeamPage(resultsRequest(request, context), params.team);
}

export const headers = resultsHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function Team({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  return <TeamSeason view={view} calendarLinks={"calendarLinks" in loaderData ? loaderData.calendarLinks : undefined} />;
}
