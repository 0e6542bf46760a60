import { resultsRequest } from "#app/football/results-request.server.ts";
import type { Route } from "./+types/team-calendar-route";
import { calendarAnswer, teamFeed } from "./calendar-feed.server.ts";

/**
 * `/teams/{team}/kalender.ics` (en `/en/teams/{team}/calendar.ics`, it `/it/squadre/{team}/calendario.ics`):
 * the team's matches as an iCalendar feed. A resource route: it exports only the loader.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const rr = resultsRequest(request, context);
  return calendarAnswer(rr, teamFeed(rr, params.team));
}
