import { CompetitionFrame } from "../components/results/CompetitionFrame.tsx";
import { DataUnavailable, UnavailablePage } from "../components/results/ResultsStates.tsx";
import { StandingsSection } from "../components/results/StandingsTable.tsx";
import { LiveMatches } from "../live/LiveMatches.tsx";
import { metaFromLoader } from "../seo/page-meta.ts";
import { servicesOf } from "../services.server.ts";
import type { Route } from "./+types/results-table";
import { resultsHeaders, resultsRequest } from "./results/results-page.server.ts";
import { loadTablePage } from "./results/table-page.server.ts";

/**
 * The table tab (`results-table`: the table after the current matchday) and the table after one
 * matchday (`results-table-round`, `…/tabelle/{round}`): one module, as both are the same page
 * for different matchdays (app/pages/results/table-page.server.ts).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadTablePage(resultsRequest(request, servicesOf(context)), params);
}

export const headers = resultsHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function ResultsTable({ loaderData: { view } }: Route.ComponentProps) {
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  return (
    <CompetitionFrame header={view.header} active="table">
      {view.error || !view.standings ? (
        <DataUnavailable text={view.error ?? ""} />
      ) : (
        <LiveMatches live={view.live} reread>
          <StandingsSection standings={view.standings} playing={view.playing} />
        </LiveMatches>
      )}
    </CompetitionFrame>
  );
}
