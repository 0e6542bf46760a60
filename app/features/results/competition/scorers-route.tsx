import { ALL_QUERY_PARAM } from "#app/football/lists-query.ts";
import { resultsRequest } from "#app/football/results-request.server.ts";
import { href } from "#app/i18n/href.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { pageMeta, metaFromLoader } from "#app/seo/page-meta.ts";
import { CompetitionFrame } from "../shared/CompetitionFrame.tsx";
import { loadOrNotFound, templateMeta, resultsHeaders } from "../shared/results-page.server.ts";
import { DataUnavailable, UnavailablePage } from "../shared/ResultsStates.tsx";
import type { Route } from "./+types/scorers-route";
import { scorersList } from "./scorers-view.ts";
import { ScorersTable } from "./ScorersTable.tsx";
import { loadCompetitionTab } from "./tab-page.server.ts";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCompetitionTab(
    resultsRequest(request, context),
    params.competition,
    "results-scorers",
    async (rr, competition) => {
      const scorers = await loadOrNotFound(() => rr.source.getScorers(competition.id));
      // The leading 25 keep the page short on a phone; `?all=1` lists everyone.
      const all = new URL(rr.request.url).searchParams.has(ALL_QUERY_PARAM);
      const path = href("results-scorers", rr.language, { competition: competition.slug });
      // An empty list says why: the data has no goal events for the competition, or no goal has fallen yet.
      return scorers && scorersList(scorers, all, path, ALL_QUERY_PARAM, { hasGoalEvents: competition.has_scorers, texts: rr.messages.results.scorers });
    },
    (rr, competition, list) => {
      const template = rr.messages.templates.scorers;
      const leader = list?.scorers[0];
      if (leader)
        return templateMeta(
          rr.messages,
          template,
          { competition: competition.name, scorer: leader.name, goals: leader.goals },
          { count: leader.goals, language: rr.language },
        );
      // No scorer to name: the title alone, and the plain "no scorers" sentence as description.
      return pageMeta(rr.messages, fillTemplate(template.title, { competition: competition.name }), rr.messages.results.scorers.noScorers);
    },
  );
}

export const headers = resultsHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function ResultsScorers({ loaderData: { view } }: Route.ComponentProps) {
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  return (
    <CompetitionFrame header={view.header} active="scorers">
      {view.error ? (
        <DataUnavailable text={view.error} />
      ) : (
        <ScorersTable list={view.value ?? { scorers: [], total: 0, allHref: null, leadingHref: null, emptyReason: null }} />
      )}
    </CompetitionFrame>
  );
}
