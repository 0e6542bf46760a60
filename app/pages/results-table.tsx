import { CompetitionFrame } from "../components/results/CompetitionFrame.tsx";
import { DataUnavailable, UnavailablePage } from "../components/results/ResultsStates.tsx";
import { StandingsTables } from "../components/results/StandingsTable.tsx";
import { metaFromLoader } from "../seo/page-meta.ts";
import { servicesOf } from "../services.server.ts";
import type { Route } from "./+types/results-table";
import { loadOrNotFound, resultsRequest, templateMeta, resultsHeaders } from "./results/results-page.server.ts";
import { loadCompetitionTab } from "./results/tab-page.server.ts";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCompetitionTab(
    resultsRequest(request, servicesOf(context)),
    params.competition,
    "results-table",
    (rr, competition) => loadOrNotFound(() => rr.source.getTable(competition.id)),
    (rr, competition) => templateMeta(rr.messages, rr.messages.templates.table, { competition: competition.name }),
  );
}

export const headers = resultsHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function ResultsTable({ loaderData: { view } }: Route.ComponentProps) {
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  return (
    <CompetitionFrame header={view.header} active="table">
      {view.error ? <DataUnavailable text={view.error} /> : <StandingsTables groups={view.value ?? []} />}
    </CompetitionFrame>
  );
}
