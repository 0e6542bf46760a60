import { UnavailablePage } from "../components/results/ResultsStates.tsx";
import { TeamSeason } from "../components/results/TeamSeason.tsx";
import { metaFromLoader } from "../seo/page-meta.ts";
import { servicesOf } from "../services.server.ts";
import type { Route } from "./+types/team";
import { resultsHeaders, resultsRequest } from "./results/results-page.server.ts";
import { loadTeamPage } from "./results/team-page.server.ts";

/** `/teams/{team}`: a team's season in every competition it plays in (404 without the backend's team extension). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadTeamPage(resultsRequest(request, servicesOf(context)), params.team);
}

export const headers = resultsHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function Team({ loaderData: { view } }: Route.ComponentProps) {
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  return <TeamSeason view={view} />;
}
