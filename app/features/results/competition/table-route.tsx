import { LiveMatches } from "#app/features/live/interface.ts";
import { resultsRequest } from "#app/football/results-request.server.ts";
import { dateFormat } from "#app/i18n/dates.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useTimeZone } from "#app/i18n/time-zone.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import { CompetitionFrame } from "../shared/CompetitionFrame.tsx";
import { resultsHeaders } from "../shared/results-page.server.ts";
import { DataUnavailable, UnavailablePage } from "../shared/ResultsStates.tsx";
import type { Route } from "./+types/table-route";
import { MatchList } from "./MatchList.tsx";
import type { PreseasonView } from "./standings-view.ts";
import { StandingsSection } from "./StandingsTable.tsx";
import { loadTablePage } from "./table-page.server.ts";

/**
 * The table tab (`results-table`: the table after the current matchday) and the table after one
 * matchday (`results-table-round`, `…/tabelle/{round}`): one module, as both are the same page
 * for different matchdays (app/features/results/competition/table-page.server.ts).
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
