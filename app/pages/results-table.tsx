import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { CompetitionFrame } from "../components/results/CompetitionFrame";
import { DataUnavailable, UnavailablePage } from "../components/results/ResultsStates";
import { StandingsTables } from "../components/results/StandingsTable";
import { resultsHeaders } from "./results/results-page.server";
import { metaFromLoader } from "../seo/page-meta";
import { loadOrNotFound, templateMeta } from "./results/results-page.server";
import { loadCompetitionTab } from "./results/tab-page.server";

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
