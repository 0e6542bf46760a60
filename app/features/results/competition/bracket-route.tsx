import { LiveMatches, liveViewOf } from "#app/features/live/interface.ts";
import { resultsRequest } from "#app/football/results-request.server.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import { CompetitionFrame } from "../shared/CompetitionFrame.tsx";
import { resultsHeaders, templateMeta } from "../shared/results-page.server.ts";
import { DataUnavailable, UnavailablePage } from "../shared/ResultsStates.tsx";
import type { Route } from "./+types/bracket-route";
import { Bracket } from "./Bracket.tsx";
import { layoutBracket } from "./knockout-view.ts";
import { loadBracketStages } from "./knockout.server.ts";
import { loadCompetitionTab } from "./tab-page.server.ts";

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
