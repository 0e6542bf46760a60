import { liveView } from "#app/features/live/interface.ts";
import { isInPlay, matchDayKey } from "#app/football/format.ts";
import { loadCatalogue, type ResultsRequest } from "#app/football/results-request.server.ts";
import { PUBLISHING_TIME_ZONE } from "#app/i18n/dates.ts";
import { href } from "#app/i18n/href.ts";
import type { Competition, Match, Round } from "#contract/schemas.ts";
import { listedMatch, type LiveStripView, type MeetingView } from "../shared/match-list-view.ts";
import { sharedTeams } from "../shared/shared-teams.ts";

/**
 * Every competition's current round (one call each, from the results cache) reduced to the matches in
 * play and those kicking off today, in the catalogue's order of competitions (big ones first), each
 * competition's by kick-off; null when there are none or the backend is down: the home page then has
 * no strip. Today is the backend's (its replay clock's day when it replays, from the day extension),
 * else the server's, in the publishing time zone.
 */
export async function loadLiveStrip(rr: ResultsRequest, now: Date = new Date()): Promise<(LiveStripView & { today: string }) | null> {
  const [catalogue, day] = await Promise.all([loadCatalogue(rr.source), rr.source.getDay().catch(() => undefined)]);
  if (!catalogue) return null;
  const today = day?.today ?? matchDayKey(now.toISOString(), PUBLISHING_TIME_ZONE);
  const team = sharedTeams();
  const meeting = (competition: Competition, match: Match, rounds: readonly Round[]): MeetingView => ({
    match: listedMatch(match, team),
    href: href("results-match", rr.language, { competition: competition.slug, match: match.slug, mid: match.id }),
    competition: competition.short_name,
    round: rounds.find((r) => r.id === match.round_id)?.name ?? "",
  });
  // The current rounds' matches in play or of today, and the day's others (the day extension has every round's).
  const ofDay = new Map((day?.competitions ?? []).map((entry) => [entry.competition_id, entry]));
  const rounds = await Promise.all(
    catalogue.competitions.map(async (competition) => {
      try {
        const { data, rounds } = await rr.source.getMatches(competition.id);
        const current = data
          .filter((match) => isInPlay(match) || matchDayKey(match.kickoff, PUBLISHING_TIME_ZONE) === today)
          .map((match) => meeting(competition, match, rounds));
        // The current round's copy where both have a match: the cards below show the same one.
        const seen = new Set(current.map((item) => item.match.id));
        const dayEntry = ofDay.get(competition.id);
        const todays = (dayEntry?.matches ?? []).filter((match) => !seen.has(match.id)).map((match) => meeting(competition, match, dayEntry!.rounds));
        return [...todays, ...current].sort((a, b) => a.match.kickoff.localeCompare(b.match.kickoff) || a.match.id - b.match.id);
      } catch {
        return [];
      }
    }),
  );
  const matches = rounds.flat();
  if (matches.length === 0) return null;
  const competitionIds = [...new Set(matches.filter((m) => isInPlay(m.match)).map((m) => m.match.competition_id))];
  const live = competitionIds.length > 0 ? liveView(competitionIds, now) : null;
  return { matches, live, today };
}
