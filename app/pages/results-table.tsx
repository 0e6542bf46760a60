import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { CompetitionFrame } from "../components/results/CompetitionFrame.tsx";
import { DataUnavailable, UnavailablePage } from "../components/results/ResultsStates.tsx";
import { StandingsTables } from "../components/results/StandingsTable.tsx";
import { resultsHeaders } from "./results/results-page.server.ts";
import { metaFromLoader } from "../seo/page-meta.ts";
import { loadOrNotFound, templateMeta } from "./results/results-page.server.ts";
import { loadCompetitionTab } from "./results/tab-page.server.ts";

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadCompetitionTab(
    request,
    params.competition,
    "results-table",
    (rr, competition) => loadOrNotFound(() => rr.source.getTable(competition.id)),
    (rr, competition) => templateMeta(rr.messages, rr.messages.templates.table, { competition: competition.name }),
  );
}

export const headers = resultsHeaders;
export const meta = metaFromLoader;

export default function ResultsTable() {
  const { view } = useLoaderData<typeof loader>();
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  return (
    <CompetitionFrame header={view.header} active="table">
      {view.error ? <DataUnavailable text={view.error} /> : <StandingsTables groups={view.value ?? []} />}
    </CompetitionFrame>
  );
}
