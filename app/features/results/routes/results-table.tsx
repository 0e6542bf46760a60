import { LiveMatches } from "#app/features/live/LiveMatches.tsx";
import { resultsRequest } from "#app/football/results-request.server.ts";
import { dateFormat } from "../../../i18n/dates.ts";
import { fillTemplate } from "../../../i18n/template.ts";
import { useTimeZone } from "../../../i18n/time-zone.ts";
import { useSite } from "../../../i18n/use-site.ts";
import { metaFromLoader } from "../../../seo/page-meta.ts";
import { CompetitionFrame } from "../components/CompetitionFrame.tsx";
import { MatchList } from "../components/MatchList.tsx";
import { DataUnavailable, UnavailablePage } from "../components/ResultsStates.tsx";
import { StandingsSection } from "../components/StandingsTable.tsx";
import { resultsHeaders } from "../server/results-page.server.ts";
import { loadTablePage } from "../server/table-page.server.ts";
import type { PreseasonView } from "../views/standings-view.ts";
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
      ) : view.preseason ? (
        <Preseason preseason={view.preseason} />
      ) : (
        <LiveMatches live={view.live} reread>
          <StandingsSection standings={view.standings} playing={view.playing} emptyReason={view.emptyReason} bracketHref={view.header.tabs.bracket} />
        </LiveMatches>
      )}
    </CompetitionFrame>
  );
}

/**
 * The table tab before the season's first match: when it starts ("Saisonstart am 22. August 2025",
 * the day in the shown zone) and the first matchday's fixtures under their dates, instead of a table
 * of every team on nought in an order that means nothing.
 */
function Preseason({ preseason }: { preseason: PreseasonView }) {
  const { language, messages } = useSite();
  const zone = useTimeZone(language);
  const date = dateFormat(language, { day: "numeric", month: "long", year: "numeric" }, zone).format(new Date(preseason.start));
  return (
    <section className="preseason" aria-labelledby="preseason-heading">
      <h2 id="preseason-heading">{fillTemplate(messages.results.standings.seasonStart, { date })}</h2>
      {preseason.round ? <p className="preseason__round">{preseason.round}</p> : null}
      <MatchList matches={preseason.matches} />
    </section>
  );
}
