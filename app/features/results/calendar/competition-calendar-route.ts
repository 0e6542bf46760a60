import { resultsRequest } from "#app/football/results-request.server.ts";
import type { Route } from "./+types/competition-calendar-route";
import { calendarAnswer, competitionFeed } from "./calendar-feed.server.ts";

/**
 * `/ergebnisse/{competition}/kalender.ics` (en `/en/results/{competition}/calendar.ics`, it
 * `/it/risultati/{competition}/calendario.ics`): the season's matches of the competition as an
 * iCalendar feed. A resource route: it exports only the loader.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const rr = resultsRequest(request, context);
  return calendarAnswer(rr, competitionFeed(rr, params.competition));
}
