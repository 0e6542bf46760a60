import { data } from "react-router";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { fillTemplate } from "../../../i18n/template.ts";
import { pageData } from "../../../seo/page-data.ts";
import { dataPageMeta } from "../../../seo/page-loader.server.ts";
import { metaFromLoader, pageMeta } from "../../../seo/page-meta.ts";
import { CompetitionList } from "../components/CompetitionList.tsx";
import { KnockoutRoundTab } from "../components/KnockoutTies.tsx";
import { MatchesTab, UnavailablePage } from "../components/ResultsStates.tsx";
import { loadRoundTies } from "../server/knockout.server.ts";
import { loadMatchesView, matchesMeta } from "../server/matches.server.ts";
import {
  alternatesFor,
  competitionSlugIn,
  loadCatalogue,
  pageHeaders,
  notFound,
  pushGroupBySlug,
  resultsRequest,
  resultsBreadcrumbs,
  resultsHeaders,
  unavailablePage,
} from "../server/results-page.server.ts";
import type { Route } from "./+types/results";

/**
 * `/ergebnisse/{x?}`: without x the competitions by country; x is either a push group (the
 * country filter) or a competition (its matches tab, current round). Their slugs are disjoint.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rr = resultsRequest(request, context);
  const { messages } = rr;
  const slug = params.country;
  const catalogue = await loadCatalogue(rr.source);
  if (!catalogue) return unavailablePage(rr);

  const group = slug === undefined ? undefined : pushGroupBySlug(catalogue, slug);
  if (slug === undefined || group) {
    const heading = group ? fillTemplate(messages.results.competitionsOf, { group: group.name }) : messages.pages.results.heading;
    const meta = group
      ? pageMeta(messages, heading, fillTemplate(messages.results.descriptionList, { count: group.competition_ids.length }))
      : dataPageMeta(messages, "results");
    const alternates = group
      ? await alternatesFor("results", rr, async (source) => {
          const other = (await source.getCompetitions()).pushgroups.find((g) => g.id === group.id);
          return other ? { country: other.slug } : undefined;
        })
      : undefined;
    return pageData({ meta, alternates }, { view: { kind: "list" as const, heading, catalogue, activeGroup: group?.slug } });
  }

  const competition = catalogue.competitions.find((c) => c.slug === slug) ?? notFound();
  const view = await loadMatchesView(rr, catalogue, competition);
  const alternates = await alternatesFor("results", rr, async (source) => {
    const other = await competitionSlugIn(source, competition.id);
    return other ? { country: other } : undefined;
  });
  const structuredData = [resultsBreadcrumbs(rr, competition)];
  // Knockout: a current round of two-legged ties shows them paired (undefined: the plain match list).
  const ties = await loadRoundTies(rr, competition, view);
  const payload = pageData({ meta: matchesMeta(rr, view, competition, false), alternates, structuredData }, { view, ties });
  const headers = pageHeaders(view);
  return headers ? data(payload, { headers }) : payload;
}

export const headers = resultsHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function Results({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  if (view.kind === "list") {
    return (
      <div className="container">
        <PageHeader heading={view.heading} />
        <CompetitionList catalogue={view.catalogue} activeGroup={view.activeGroup} />
      </div>
    );
  }
  // Knockout: paired two-legged ties instead of the match list.
  const ties = "ties" in loaderData ? loaderData.ties : undefined;
  return ties ? <KnockoutRoundTab view={view} ties={ties} /> : <MatchesTab view={view} />;
}
