import { seasonOver } from "#app/features/results/interface.ts";
import type { ResultsRequest } from "#app/football/results-request.server.ts";
import { href } from "#app/i18n/href.ts";
import type { CompetitionsResponse, Team } from "#contract/schemas.ts";
import { homeMatch } from "./views/home-match.ts";
import { finishedCompetitions, type HomeNextMatch, type HomeOffSeasonView, NEXT_MATCHES } from "./views/off-season-view.ts";

/** Settles with the work's value, or with undefined once the page's deadline has passed or when the work fails. */
type Within = <T>(work: Promise<T>) => Promise<T | undefined>;

/**
 * The home page's football between seasons (views/off-season-view.ts): the competitions decided last
 * (the latest for the hero, the ones before it for the list), from every competition's current
 * round (from the results cache: the live strip read them already), the leagues' final tables for
 * their champions, and the next day with kick-offs from the day extension (the backend's, so a replay
 * agrees), else the current rounds' fixtures. Undefined when the rounds did not arrive in time.
 */
export async function loadOffSeason(
  rr: ResultsRequest,
  catalogue: CompetitionsResponse,
  within: Within,
  shared: (team: Team) => Team,
): Promise<HomeOffSeasonView | undefined> {
  const { competitions } = catalogue;
  const [current, day] = await Promise.all([Promise.all(competitions.map((c) => within(rr.source.getMatches(c.id)))), within(rr.source.getDay())]);
  if (current.every((round) => round === undefined)) return undefined;
  const leagues = competitions.filter((c, i) => c.kind === "league" && c.has_table && current[i] && seasonOver(current[i]));
  const tables = await Promise.all(leagues.map((c) => within(rr.source.getTable(c.id))));
  const champions = new Map(
    leagues.flatMap((c, i) => {
      const first = tables[i]?.[0]?.rows[0];
      return first ? [[c.id, first.team] as const] : [];
    }),
  );
  const [latest = null, ...finished] = finishedCompetitions(rr.language, competitions, current, champions, shared);
  const byId = new Map(competitions.map((c) => [c.id, c]));
  let next: HomeNextMatch[] = [];
  let nextDayHref: string | null = null;
  if (day?.next_date) {
    const nextDay = await within(rr.source.getDay(day.next_date));
    next = (nextDay?.competitions ?? []).flatMap((entry) => {
      const competition = byId.get(entry.competition_id);
      return competition
        ? entry.matches.map((match) => ({ competition: competition.short_name, match: homeMatch(match, competition, rr.language, shared) }))
        : [];
    });
    if (next.length > 0) nextDayHref = href("results", rr.language, { country: day.next_date });
  } else if (!day) {
    // Without the day extension: the fixtures of the current rounds, the earliest first.
    next = competitions
      .flatMap((competition, i) =>
        (current[i]?.data ?? [])
          .filter((match) => match.status === "scheduled")
          .map((match) => ({ competition: competition.short_name, match: homeMatch(match, competition, rr.language, shared) })),
      )
      .sort((a, b) => a.match.kickoff.localeCompare(b.match.kickoff));
  }
  return { latest, finished, next: next.slice(0, NEXT_MATCHES), nextDayHref };
}
