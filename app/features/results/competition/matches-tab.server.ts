import { data } from "react-router";
import type { ResultsRequest } from "#app/football/results-request.server.ts";
import { resultsShortcuts } from "#app/football/shortcuts.server.ts";
import { pageData } from "#app/seo/page-data.ts";
import type { Competition, CompetitionsResponse } from "#contract/schemas.ts";
import { competitionCalendarLinksHtml } from "../calendar/calendar-links.server.ts";
import { alternatesFor, competitionSlugIn, pageHeaders, resultsBreadcrumbs } from "../shared/results-page.server.ts";
import { loadRoundTies } from "./knockout.server.ts";
import { loadMatchesView, matchesMeta } from "./matches.server.ts";

/** The page data of a competition's matches tab at `/ergebnisse/{competition}`: its current round. */
export async function loadMatchesTabPage(rr: ResultsRequest, catalogue: CompetitionsResponse, competition: Competition) {
  const view = await loadMatchesView(rr, catalogue, competition);
  const alternates = await alternatesFor("results", rr, async (source) => {
    const other = await competitionSlugIn(source, competition.id);
    return other ? { country: other } : undefined;
  });
  const structuredData = [resultsBreadcrumbs(rr, competition)];
  // Knockout: a current round of two-legged ties shows them paired (undefined: the plain match list).
  const ties = await loadRoundTies(rr, competition, view);
  const shortcuts = await resultsShortcuts(rr, { competitionId: competition.id });
  // The competition's calendar: its subscription and download links below the matches (docs/decisions/0116-match-calendars.md).
  const calendarLinks = competitionCalendarLinksHtml(rr, competition);
  const payload = pageData({ meta: matchesMeta(rr, view, competition, false), alternates, structuredData, shortcuts }, { view, ties, calendarLinks });
  const headers = pageHeaders(view);
  return headers ? data(payload, { headers }) : payload;
}
