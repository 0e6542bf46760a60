import { finalScore, pairText, resultText, statusLabel } from "#app/football/format.ts";
import { href } from "#app/i18n/href.ts";
import type { Messages } from "#app/i18n/messages/de.ts";
import { COUNTED_STATUSES } from "#contract/match-status.ts";
import type { Competition, Match } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import type { CalendarEvent, EventStatus } from "./icalendar.ts";

/**
 * Matches as calendar events (docs/decisions/0116-match-calendars.md): what a fan's calendar shows
 * of each, in the feed's language, and the fields that make a calendar update an event rather than
 * add it again (UID) and notice that it changed (SEQUENCE, DTSTAMP/LAST-MODIFIED).
 */

/** How long an event lasts: the data has kick-offs only, and a match with its break takes about two hours. */
export const MATCH_MINUTES = 120;
const MATCH_MS = MATCH_MINUTES * 60_000;

/** A match with what its event says about where it belongs. */
export interface CalendarMatch {
  match: Match;
  competition: Pick<Competition, "name" | "slug">;
  /** Its round's name ("1. Spieltag", "Finale"); null when the backend did not name it. */
  round: string | null;
}

export interface EventContext {
  language: Language;
  messages: Messages;
  /** The site's public origin: the match pages' URLs and the UIDs' host. */
  siteUrl: string;
  /** The words of the calendar's event descriptions. */
  texts: { result: string; matchPage: string };
  /** The time of the request: a calendar with no result in it yet is as of its day. */
  now: Date;
}

/** The statuses whose event no longer waits for a kick-off: a result, or word that it will not be played as planned. */
const SETTLED = new Set<Match["status"]>([...COUNTED_STATUSES, "canceled", "called_off", "postponed"]);

const hasResult = (match: Match) => COUNTED_STATUSES.includes(match.status) && finalScore(match) !== null;

/** When a played match's result was in, to the data's precision: its kick-off and the event's length. */
const resultAt = (match: Match) => new Date(Date.parse(match.kickoff) + MATCH_MS);

/**
 * A stable UID (RFC 5545 §3.8.4.7): the match's id at the site's host, the same in every language
 * and in the team's and the competition's calendar, whatever the match's place in the list.
 */
export function matchUid(matchId: number, siteUrl: string): string {
  return `match-${matchId}@${new URL(siteUrl).hostname}`;
}

/**
 * The summary: "Argentinien – Frankreich" before the match, "Argentinien 3:3 Frankreich (n. V., 4:2 i. E.)"
 * once played, "Inter – Milan (postponed)" when it will not be played as planned. A match in play
 * has no result yet: its event stays as it was.
 */
export function matchSummary(match: Match, language: Language, messages: Messages): string {
  const score = finalScore(match);
  const label = match.status === "scheduled" || match.status === "live" || match.status === "half_time" ? undefined : statusLabel(match, language, messages);
  const teams = hasResult(match) && score ? `${match.home.name} ${pairText(score, language)} ${match.away.name}` : `${match.home.name} – ${match.away.name}`;
  return label ? `${teams} (${label})` : teams;
}

function eventStatus(match: Match): EventStatus {
  if (match.status === "canceled" || match.status === "called_off") return "CANCELLED";
  return match.status === "postponed" ? "TENTATIVE" : "CONFIRMED";
}

/**
 * The events of a calendar's matches, by kick-off. Nothing depends on the time of the request once a
 * result is in, so the feed's text (and its ETag) stays the same until a match changes:
 * - a played match is revised when its result was in (kick-off + 2 h), SEQUENCE 1;
 * - a match not played yet is revised as of the newest result in the calendar (or the request's day
 *   when there is none): its kick-off or venue may have moved with that data, SEQUENCE 0;
 * - a cancelled, abandoned or postponed one likewise as of the newest result, SEQUENCE 1.
 */
export function matchEvents(matches: readonly CalendarMatch[], context: EventContext): CalendarEvent[] {
  const { language, messages, siteUrl, texts } = context;
  const results = matches.filter(({ match }) => hasResult(match)).map(({ match }) => resultAt(match).getTime());
  const asOf = new Date(
    results.length > 0 ? Math.max(...results) : Date.UTC(context.now.getUTCFullYear(), context.now.getUTCMonth(), context.now.getUTCDate()),
  );
  return [...matches]
    .sort((a, b) => a.match.kickoff.localeCompare(b.match.kickoff) || a.match.id - b.match.id)
    .map(({ match, competition, round }) => {
      const start = new Date(match.kickoff);
      const url = siteUrl + href("results-match", language, { competition: competition.slug, match: match.slug, mid: match.id });
      const where = [competition.name, round, match.group && !round?.includes(match.group.name) ? match.group.name : null].filter(Boolean).join(" · ");
      const settled = SETTLED.has(match.status);
      const description = [where, settled ? `${texts.result}: ${resultText(match, language, messages)}` : null, `${texts.matchPage}: ${url}`];
      return {
        uid: matchUid(match.id, siteUrl),
        revised: hasResult(match) ? resultAt(match) : asOf,
        sequence: settled ? 1 : 0,
        start,
        end: new Date(start.getTime() + MATCH_MS),
        summary: matchSummary(match, language, messages),
        description: description.filter((line) => line !== null).join("\n"),
        location: match.venue ?? undefined,
        url,
        status: eventStatus(match),
        transparent: true,
      };
    });
}
