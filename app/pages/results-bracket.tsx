import { data } from "react-router";
import { Bracket } from "../components/results/Bracket.tsx";
import { CompetitionFrame } from "../components/results/CompetitionFrame.tsx";
import { DataUnavailable, UnavailablePage } from "../components/results/ResultsStates.tsx";
import { NOT_CACHEABLE } from "../http/cache-control.ts";
import { href } from "../i18n/href.ts";
import { useSite } from "../i18n/use-site.ts";
import { type BracketView, layoutBracket } from "../results/views-knockout.ts";
import { pageData } from "../seo/page-data.ts";
import { metaFromLoader } from "../seo/page-meta.ts";
import { servicesOf } from "../services.server.ts";
import type { Route } from "./+types/results-bracket";
import { loadBracketStages } from "./results/knockout-view.server.ts";
import {
  alternatesFor,
  competitionBySlug,
  competitionHeader,
  competitionSlugIn,
  loadCatalogue,
  resultsBreadcrumbs,
  resultsHeaders,
  resultsRequest,
  templateMeta,
  unavailablePage,
} from "./results/results-page.server.ts";

/**
 * `/ergebnisse/{competition}/turnierbaum`: the knockout bracket of a cup or tournament. Like the
 * table and scorers tabs, the URL answers for every competition: a league (whose tab is hidden) and
 * a backend without the knockout extension get the empty state; a failing backend the error text.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rr = resultsRequest(request, servicesOf(context));
  const catalogue = await loadCatalogue(rr.source);
  if (!catalogue) return unavailablePage(rr);
  const competition = competitionBySlug(catalogue, params.competition);
  const [stages, alternates] = await Promise.all([
    loadBracketStages(rr, competition),
    alternatesFor("results-bracket", rr, async (source) => {
      const other = await competitionSlugIn(source, competition.id);
      return other ? { competition: other } : undefined;
    }),
  ]);
  const view: BracketView = {
    kind: "bracket",
    header: competitionHeader(competition, catalogue, rr.language),
    error: stages === "failed" ? rr.messages.states.matchesUnavailable : null,
    layout: Array.isArray(stages) && stages.length > 0 ? layoutBracket(stages) : null,
  };
  const tab = { name: rr.messages.results.knockout.tab, path: href("results-bracket", rr.language, { competition: competition.slug }) };
  const meta = templateMeta(rr.messages, rr.messages.templates.bracket, { competition: competition.name });
  const payload = pageData({ meta, alternates, structuredData: [resultsBreadcrumbs(rr, competition, [tab])] }, { view });
  return data(payload, { headers: stages === "failed" ? NOT_CACHEABLE : {} });
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
      ) : view.layout ? (
        <Bracket layout={view.layout} />
      ) : (
        <p className="empty-state">{messages.results.knockout.noBracket}</p>
      )}
    </CompetitionFrame>
  );
}
