import { metaFromLoader } from "../../../seo/page-meta.ts";
import { CompetitionFrame } from "../components/CompetitionFrame.tsx";
import { DataUnavailable, UnavailablePage } from "../components/ResultsStates.tsx";
import { StandingsSection } from "../components/StandingsTable.tsx";
import { LiveMatches } from "../live/LiveMatches.tsx";
import { resultsHeaders, resultsRequest } from "../server/results-page.server.ts";
import { loadTablePage } from "../server/table-page.server.ts";
import type { Route } from "./+types/results-table";

/**
 * The table tab (`results-table`: the table after the current matchday) and the table after one
 * matchday (`results-table-round`, `…/tabelle/{round}`): one module, as both are the same page
 * for different matchdays (app/features/results/server/table-page.server.ts).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadTablePage(resultsRequest(request, context), params);
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
