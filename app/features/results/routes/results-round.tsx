import { data } from "react-router";
import { pageData } from "../../../seo/page-data.ts";
import { metaFromLoader } from "../../../seo/page-meta.ts";
import { competitionCalendarLinksHtml } from "../calendar/calendar-links.server.ts";
import { KnockoutRoundTab } from "../components/KnockoutTies.tsx";
import { MatchesTab, UnavailablePage } from "../components/ResultsStates.tsx";
import { loadRoundTies } from "../server/knockout.server.ts";
import { loadMatchesView, matchesMeta, roundSlugIn } from "../server/matches.server.ts";
import {
  alternatesFor,
  competitionBySlug,
  loadCatalogue,
  pageHeaders,
  resultsBreadcrumbs,
  resultsRequest,
  unavailablePage,
  resultsHeaders,
} from "../server/results-page.server.ts";
import { resultsShortcuts } from "../server/shortcuts.server.ts";
import type { Route } from "./+types/results-round";

/**
 * `/ergebnisse/{competition}/{round}`: the matches of one round. Two segments below the results
 * path are always a round (match pages have three: slug and id), so the segment must be a round
 * slug of this competition, else 404 (docs/decisions/0004-results-pages.md).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rr = resultsRequest(request, context);
  const catalogue = await loadCatalogue(rr.source);
  if (!catalogue) return unavailablePage(rr);
  const competition = competitionBySlug(catalogue, params.competition);
  const view = await loadMatchesView(rr, catalogue, competition, params.round);
  const alternates =
    view.selectedRound >= 0 ? await alternatesFor("results-round", rr, (source) => roundSlugIn(source, competition.id, view.selectedRound)) : undefined;
  const structuredData = view.round ? [resultsBreadcrumbs(rr, competition, [{ name: view.round.name, path: view.round.href }])] : [];
  // Knockout: a round of two-legged ties shows them paired (undefined: the plain match list).
  const ties = await loadRoundTies(rr, competition, view);
  const shortcuts = await resultsShortcuts(rr, { competitionId: competition.id });
  // The competition's calendar: its subscription and download links below the matches (docs/decisions/0116-match-calendars.md).
  const calendarLinks = competitionCalendarLinksHtml(rr, competition);
  const payload = pageData({ meta: matchesMeta(rr, view, competition, true), alternates, structuredData, shortcuts }, { view, ties, calendarLinks });
  const headers = pageHeaders(view);
  return headers ? data(payload, { headers }) : payload;
}

export const headers = resultsHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function ResultsRound({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  // Knockout: paired two-legged ties instead of the match list.
  const ties = "ties" in loaderData ? loaderData.ties : undefined;
  const calendarLinks = "calendarLinks" in loaderData ? loaderData.calendarLinks : undefined;
  return (
    <>
      {ties ? <KnockoutRoundTab view={view} ties={ties} /> : <MatchesTab view={view} />}
      {calendarLinks ? <div dangerouslySetInnerHTML={{ __html: calendarLinks }} /> : null}
    </>
  );
}
