import { LiveMatches } from "#app/features/live/LiveMatches.tsx";
import { liveViewOf } from "#app/features/live/views/live-view.ts";
import { resultsRequest } from "#app/football/results-request.server.ts";
import { useSite } from "../../../i18n/use-site.ts";
import { metaFromLoader } from "../../../seo/page-meta.ts";
import { Bracket } from "../components/Bracket.tsx";
import { CompetitionFrame } from "../components/CompetitionFrame.tsx";
import { DataUnavailable, UnavailablePage } from "../components/ResultsStates.tsx";
import { loadBracketStages } from "../server/knockout.server.ts";
import { resultsHeaders, templateMeta } from "../server/results-page.server.ts";
import { loadCompetitionTab } from "../server/tab-page.server.ts";
import { layoutBracket } from "../views/knockout-view.ts";
import type { Route } from "./+types/results-bracket";

/**
 * `/ergebnisse/{competition}/turnierbaum`: the knockout bracket of a cup or tournament. Like the
 * table and scorers tabs, the URL answers for every competition: a league (whose tab is hidden) and
 * a backend without the knockout extension get the empty state; a failing backend the error text.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCompetitionTab(
    resultsRequest(request, context),
    params.competition,
    "results-bracket",
    async (rr, competition) => {
      const stages = await loadBracketStages(rr, competition);
      if (stages === "failed") return undefined;
      if (!Array.isArray(stages) || stages.length === 0) return { layout: null, live: null };
      // A tie in play: its box follows the live stream, as a round's list does.
      const legs = stages.flatMap((stage) => stage.ties.flatMap((tie) => tie.legs));
      return { layout: layoutBracket(stages), live: liveViewOf(legs, competition.id) };
    },
    (rr, competition) => templateMeta(rr.messages, rr.messages.templates.bracket, { competition: competition.name }),
    (value) => value.live,
  );
}

export const headers = resultsHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function ResultsBracket({ loaderData: { view } }: Route.ComponentProps) {
  const { messages } = useSite();
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  return (
    <CompetitionFrame header={view.header} active="bracket">
      <h2 className="visually-hidden">{messages.results.knockout.tab}</h2>
      {view.error ? (
        <DataUnavailable text={view.error} />
      ) : view.value?.layout ? (
        <LiveMatches live={view.value.live}>
          <Bracket layout={view.value.layout} />
        </LiveMatches>
      ) : (
        <p className="empty-state">{messages.results.knockout.noBracket}</p>
      )}
    </CompetitionFrame>
  );
}
