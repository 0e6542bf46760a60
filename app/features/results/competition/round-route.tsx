import { data } from "react-router";
import { loadCatalogue, resultsRequest, type ResultsRequest } from "#app/football/results-request.server.ts";
import { resultsShortcuts } from "#app/football/shortcuts.server.ts";
import { pageData } from "#app/seo/page-data.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import { competitionCalendarLinksHtml } from "../calendar/calendar-links.server.ts";
import type { PairingView } from "../match/match-view.ts";
import { loadPairing } from "../match/pairing.server.ts";
import { PairingTab } from "../match/PairingTab.tsx";
import {
  alternatesFor,
  competitionBySlug,
  loadOrNotFound,
  pageHeaders,
  resultsBreadcrumbs,
  templateMeta,
  unavailablePage,
  resultsHeaders,
} from "../shared/results-page.server.ts";
import { UnavailablePage } from "../shared/ResultsStates.tsx";
import type { Route } from "./+types/round-route";
import { loadRoundTies } from "./knockout.server.ts";
import { loadMatchesView, matchesMeta, roundSlugIn } from "./matches.server.ts";
import { RoundMatches } from "./RoundMatches.tsx";

/**
 * `/ergebnisse/{competition}/{round}`: the matches of one round (docs/decisions/0004-results-pages.md).
 * A segment that is no round slug of the competition is a match's slug without its id (the spec's
 * `{mid?}`): its match, its meetings or a 404 (docs/decisions/0117-match-url-without-its-id.md).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rr = resultsRequest(request, context);
  const catalogue = await loadCatalogue(rr.source);
  if (!catalogue) return unavailablePage(rr);
  const competition = competitionBySlug(catalogue, params.competition);
  // The same (cached) call loadMatchesView starts with; when it fails, that view says so.
  const current = await loadOrNotFound(() => rr.source.getMatches(competition.id));
  if (current && !current.rounds.some((r) => r.slug === params.round))
    return pairingPage(rr, await loadPairing(rr, catalogue, competition, params.round, current));
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

/** The meetings of a pairing that met more than once: linked from every language's same list, by the first meeting's slug there. */
async function pairingPage(rr: ResultsRequest, view: PairingView) {
  const first = view.meetings[0]?.match;
  const competition = { id: view.header.id, name: view.header.name, season: view.header.season };
  const alternates = first
    ? await alternatesFor("results-round", rr, async (source) => {
        const other = await source.getMatchDetails(competition.id, first.id);
        return { competition: other.competition.slug, round: other.match.slug };
      })
    : undefined;
  const meta = templateMeta(rr.messages, rr.messages.templates.pairing, {
    home: first?.home.name ?? "",
    away: first?.away.name ?? "",
    competition: competition.name,
    season: competition.season,
  });
  const shortcuts = await resultsShortcuts(rr, { competitionId: competition.id });
  const payload = pageData({ meta, alternates, shortcuts }, { view });
  const headers = pageHeaders(view);
  return headers ? data(payload, { headers }) : payload;
}

export const headers = resultsHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function ResultsRound({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  if (view.kind === "pairing") return <PairingTab view={view} />;
  return <RoundMatches view={view} page={loaderData} />;
}
