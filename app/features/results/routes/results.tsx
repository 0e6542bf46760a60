import { loadCatalogue, resultsRequest } from "#app/football/results-request.server.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import { loadMatchesTabPage } from "../competition/matches-tab.server.ts";
import { RoundMatches } from "../competition/RoundMatches.tsx";
import { dayOfSegment, followDayPicker, isDaySegment } from "../day/day-page.server.ts";
import { loadDayPage, loadPushGroupPage } from "../day/start-page.server.ts";
import { StartPage } from "../day/StartPage.tsx";
import { notFound, pushGroupBySlug, resultsHeaders, unavailablePage } from "../shared/results-page.server.ts";
import { UnavailablePage } from "../shared/ResultsStates.tsx";
import type { Route } from "./+types/results";

/**
 * `/ergebnisse/{x?}`: without x today's matches across every competition, then the competitions by
 * country; x is a day (`2025-05-17`: that day's matches, then the competitions), a push group (the
 * country filter) or a competition (its matches tab, current round). Days are shaped `YYYY-MM-DD`,
 * which no slug is; push-group and competition slugs are disjoint (docs/decisions/0114-matches-by-day.md).
 * One route of the spec's, so this module only tells them apart: the day slice (`../day/`) makes the
 * first three, the competition slice (`../competition/`) the matches tab.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rr = resultsRequest(request, context);
  const slug = params.country;
  followDayPicker(rr);
  // A malformed day is a 404 before any data is read.
  const date = slug !== undefined && isDaySegment(slug) ? dayOfSegment(slug) : undefined;
  const catalogue = await loadCatalogue(rr.source);
  if (!catalogue) return unavailablePage(rr);
  if (slug === undefined || date) return loadDayPage(rr, catalogue, date);
  const group = pushGroupBySlug(catalogue, slug);
  if (group) return loadPushGroupPage(rr, catalogue, group);
  const competition = catalogue.competitions.find((c) => c.slug === slug) ?? notFound();
  return loadMatchesTabPage(rr, catalogue, competition);
}

export const headers = resultsHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function Results({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  if (view.kind === "list") return <StartPage view={view} />;
  return <RoundMatches view={view} page={loaderData} />;
}
