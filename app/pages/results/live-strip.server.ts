import { href } from "../../i18n/href.ts";
import { liveView } from "../../live/live-view.ts";
import { isInPlay, matchDayKey } from "../../results/format.ts";
import { sharedTeams } from "../../results/shared-teams.ts";
import { listedMatch, type LiveStripView, type MeetingView } from "../../results/views-match.ts";
import { loadCatalogue, type ResultsRequest } from "./results-page.server.ts";

/** The stream serves at most this many competitions: the strip follows the first ones with matches in play. */
const STREAM_COMPETITIONS = 8;

/** The home page waits this long for the strip at most: a slow backend costs it the strip, not its first paint. */
export const LIVE_STRIP_DEADLINE_MS = 1000;

/**
 * The strip, or null when it is not ready within the deadline (it is still loaded into the results
 * cache, so a later view of the page has it).
 */
export function loadLiveStripInTime(rr: ResultsRequest, deadlineMs = LIVE_STRIP_DEADLINE_MS): Promise<LiveStripView | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), deadlineMs)));
  return Promise.race([loadLiveStrip(rr), late]).finally(() => clearTimeout(timer));
}

/**
 * Every competition's current round (one call each, from the results cache) reduced to the matches in
 * play and those kicking off today (the site's time zone); null when there are none or the backend
 * is down: the home page then has no strip.
 */
export async function loadLiveStrip(rr: ResultsRequest, now: Date = new Date()): Promise<LiveStripView | null> {
  const catalogue = await loadCatalogue(rr.source);
  if (!catalogue) return null;
  const today = matchDayKey(now.toISOString());
  const team = sharedTeams();
  const rounds = await Promise.all(
    catalogue.competitions.map(async (competition) => {
      try {
        const { data, rounds } = await rr.source.getMatches(competition.id);
        return data
          .filter((match) => isInPlay(match) || matchDayKey(match.kickoff) === today)
          .map((match): MeetingView => ({
            match: listedMatch(match, team),
            href: href("results-match", rr.language, { competition: competition.slug, match: match.slug, mid: match.id }),
            competition: competition.short_name,
            round: rounds.find((r) => r.id === match.round_id)?.name ?? "",
          }));
      } catch {
        return [];
      }
    }),
  );
  const matches = rounds.flat();
  if (matches.length === 0) return null;
  const competitionIds = [...new Set(matches.filter((m) => isInPlay(m.match)).map((m) => m.match.competition_id))].slice(0, STREAM_COMPETITIONS);
  const live = competitionIds.length > 0 ? liveView(competitionIds, now) : null;
  return { matches, live };
}
