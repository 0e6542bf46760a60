import { withCompetitions } from "#app/football/competition-section.ts";
import type { ResultsRequest } from "#app/football/results-request.server.ts";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { href } from "#app/i18n/href.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { Competition, CompetitionsResponse } from "#contract/schemas.ts";
import { seasonMatches } from "../shared/season-matches.server.ts";
import { calendarFileName, calendarPath, type CalendarKind } from "./calendar-paths.ts";
import { CALENDAR_TEXTS } from "./calendar-texts.server.ts";
import { writeCalendar } from "./icalendar.ts";
import { matchEvents, type CalendarMatch } from "./match-events.ts";

/**
 * The match calendars' answers (docs/decisions/0116-match-calendars.md): a team's matches in every
 * competition of the catalogue, or a competition's matches in every round, as an iCalendar feed in
 * the request's language. An unknown team or competition is a plain 404, and so is a backend without
 * the teams extension; a backend that cannot answer (with nothing in the results cache, which keeps
 * the last good answers) is a 503 that no cache stores, never a calendar with matches missing.
 */

export const CALENDAR_TYPE = "text/calendar; charset=utf-8";

/** How often a calendar app should fetch the feed again, in minutes: results are in within the hour. */
export const CALENDAR_REFRESH_MINUTES = 60;

/** How long a client waits before it asks again after a 503, in seconds. */
const RETRY_AFTER_SECONDS = 60;

/** Why there is no calendar: the slug names nothing (404), or the backend did not answer (503). */
class NoCalendar extends Error {
  readonly status: 404 | 503;
  constructor(status: 404 | 503) {
    super(status === 404 ? "Not Found" : "Service Unavailable");
    this.status = status;
  }
}

const notFound = (): never => {
  throw new NoCalendar(404);
};

/** `load()`, or a 503 when the backend fails (a 404 thrown inside stays a 404). */
async function orUnavailable<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof NoCalendar) throw error;
    // The results source has logged the failure (once per interval); nothing to add per request.
    throw new NoCalendar(503);
  }
}

/** The plain answer without a calendar: nothing rendered, only the status in words. */
function plainAnswer(status: 404 | 503): Response {
  const headers: Record<string, string> = {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": status === 404 ? CACHE_CONTROL.notFound : CACHE_CONTROL.noStore,
  };
  if (status === 503) headers["Retry-After"] = String(RETRY_AFTER_SECONDS);
  return new Response(`${status === 404 ? "Not Found" : "Service Unavailable"}\n`, { status, headers });
}

interface Feed {
  kind: CalendarKind;
  slug: string;
  name: string;
  /** The page the calendar belongs to. */
  pagePath: string;
  matches: CalendarMatch[];
}

/** The calendar's answer for `load`'s feed, or the plain 404 or 503. */
export async function calendarAnswer(rr: ResultsRequest, load: () => Promise<Feed>, now = new Date()): Promise<Response> {
  let feed: Feed;
  try {
    feed = await load();
  } catch (error) {
    if (error instanceof NoCalendar) return plainAnswer(error.status);
    throw error;
  }
  const texts = CALENDAR_TEXTS[rr.language];
  const events = matchEvents(feed.matches, { language: rr.language, messages: rr.messages, siteUrl: rr.siteUrl, texts, now });
  const body = writeCalendar({
    productId: `-//Matchpuls//Match calendar//${rr.language.toUpperCase()}`,
    name: fillTemplate(texts.name, { name: feed.name }),
    description: fillTemplate(texts.description, { name: feed.name }),
    url: rr.siteUrl + feed.pagePath,
    source: rr.siteUrl + calendarPath(feed.kind, rr.language, feed.slug),
    refreshMinutes: CALENDAR_REFRESH_MINUTES,
    events,
  });
  return new Response(body, {
    headers: {
      "Content-Type": CALENDAR_TYPE,
      // Results pages' policy: a minute in shared caches and the page cache, which also tags it (ETag).
      "Cache-Control": CACHE_CONTROL.liveData,
      // The name the download link gives it too: a download saves it so in either case.
      "Content-Disposition": `inline; filename="${calendarFileName(rr.language, feed.slug)}"`,
    },
  });
}

/** A team's calendar: its matches in every competition of the catalogue (as its page shows them). */
export function teamFeed(rr: ResultsRequest, slug: string | undefined): () => Promise<Feed> {
  return async () => {
    const [teams, catalogue] = await orUnavailable(() => Promise.all([rr.source.getTeams(), rr.source.getCompetitions()]));
    const team = teams?.find((t) => t.slug === slug) ?? notFound();
    const season = (await orUnavailable(() => rr.source.getTeamSeason(team.id))) ?? notFound();
    const matches = withCompetitions(season.competitions, catalogue).flatMap(([entry, competition]) => {
      const rounds = new Map(entry.rounds.map((r) => [r.id, r.name]));
      return entry.matches.map((match) => ({ match, competition, round: rounds.get(match.round_id) ?? null }));
    });
    return { kind: "team", slug: team.slug, name: season.team.name, pagePath: href("team", rr.language, { team: team.slug }), matches };
  };
}

/** "Bundesliga 2024/25"; "Weltmeisterschaft 2022" as it is (its name holds its season). */
function competitionTitle(competition: Competition): string {
  return competition.name.includes(competition.season) ? competition.name : `${competition.name} ${competition.season}`;
}

/** A competition's calendar: every match of its season. */
export function competitionFeed(rr: ResultsRequest, slug: string | undefined): () => Promise<Feed> {
  return async () => {
    const catalogue: CompetitionsResponse = await orUnavailable(() => rr.source.getCompetitions());
    const competition = catalogue.competitions.find((c) => c.slug === slug) ?? notFound();
    const matches = (await orUnavailable(() => seasonMatches(rr.source, competition.id))).map((m) => ({ ...m, competition }));
    return {
      kind: "competition",
      slug: competition.slug,
      name: competitionTitle(competition),
      pagePath: href("results", rr.language, { country: competition.slug }),
      matches,
    };
  };
}
