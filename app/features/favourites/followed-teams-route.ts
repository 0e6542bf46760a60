import { resultsRequest } from "#app/football/results-request.server.ts";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import type { Route } from "./+types/followed-teams-route";
import { FOLLOWED_TEAMS_PARAM, TIME_ZONE_PARAM } from "./followed-teams-paths.ts";
import { followedTeam, followedTeamsHtml, parseTeamIds, parseTimeZone } from "./followed-teams.server.ts";

/**
 * `/followed-teams?teams=4,17&tz=Asia/Tokyo` (`/en/…`, `/it/…`): the home page's "my teams" block for
 * these team ids, as markup in the route's language, its kick-offs in the visitor's zone (the
 * language's home zone without `tz`; docs/decisions/0013-followed-teams.md). A resource route: it
 * exports only the loader. An unknown id is left out (an empty answer when none is known); a
 * malformed list, more than MAX_FOLLOWED_TEAMS ids or a zone that is none is a 400; a backend that
 * cannot answer, a 503.
 * Never stored by a shared cache (`private`): the page cache stores only answers with `s-maxage`,
 * so a flood of distinct lists cannot evict a page; the visitor's browser reuses it for a minute.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const ids = parseTeamIds(searchParams.get(FOLLOWED_TEAMS_PARAM));
  if (!ids) return plain(400, "Bad Request: teams must be 1 to 20 team ids, comma-separated\n");
  const rr = resultsRequest(request, context);
  const zone = parseTimeZone(searchParams.get(TIME_ZONE_PARAM), rr.language);
  if (!zone) return plain(400, "Bad Request: tz must be an IANA time zone name, such as Europe/Berlin\n");
  let html: string;
  try {
    const [teams, catalogue] = await Promise.all([rr.source.getTeams(), rr.source.getCompetitions()]);
    const known = new Set(teams?.map((team) => team.id));
    const seasons = await Promise.all(ids.filter((id) => known.has(id)).map((id) => rr.source.getTeamSeason(id)));
    const followed = seasons.flatMap((season) => (season ? [followedTeam(season, catalogue, rr.language)] : []));
    html = followedTeamsHtml(followed, rr.language, rr.messages, zone);
  } catch {
    return plain(503, "Service Unavailable\n");
  }
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": CACHE_CONTROL.privateMinute } });
}

function plain(status: 400 | 503, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.noStore } });
}
