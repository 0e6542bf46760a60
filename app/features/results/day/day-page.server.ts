import { redirect } from "react-router";
import { DAY_QUERY_PARAM } from "#app/football/lists-query.ts";
import { type ResultsRequest } from "#app/football/results-request.server.ts";
import { href } from "#app/i18n/href.ts";
import type { ResultsSource } from "#app/results-api/results-source.server.ts";
import { type DayCompetition, type DayResponse, dayOfInstant } from "#contract/schemas-day.ts";
import type { CompetitionsResponse, Match, MatchesResponse } from "#contract/schemas.ts";
import { addDays, isCalendarDay } from "#lib/calendar-days.ts";
import { notFound } from "../shared/results-page.server.ts";
import { sharedTeams } from "../shared/shared-teams.ts";
import { dayView, type DayView, STRIP_DAYS_EITHER_SIDE, unavailableDayView } from "./day-view.ts";

/**
 * The matches of a day for the results start page (docs/decisions/0114-matches-by-day.md): one call
 * of the backend's day extension, or, from a backend without it, the same answer read from every
 * competition's rounds. Today is the backend's (its replay clock's day when it replays); without
 * the extension, the server's.
 */

/** A path segment shaped like a day (`2025-05-17`): the start page of that day. Competition and push-group slugs never are. */
const DAY_SEGMENT = /^\d{4}-\d{2}-\d{2}$/;

export function isDaySegment(segment: string): boolean {
  return DAY_SEGMENT.test(segment);
}

/** The day a day-shaped segment names; 404 for one that is not a calendar day (`2025-02-30`). */
export function dayOfSegment(segment: string): string {
  return isCalendarDay(segment) ? segment : notFound();
}

/**
 * The date picker's form without JavaScript: `?day=2025-05-17` moves (303, the answer to a form) to
 * that day's own URL, a blank one to today's; anything else is a 404 like a malformed day path.
 */
export function followDayPicker(rr: ResultsRequest): void {
  const picked = new URL(rr.request.url).searchParams.get(DAY_QUERY_PARAM);
  if (picked === null) return;
  const day = picked.trim();
  if (day === "") throw redirect(href("results", rr.language), 303);
  throw redirect(href("results", rr.language, { country: dayOfSegment(day) }), 303);
}

/**
 * The view of `date` (undefined: today). Never throws: a backend that cannot answer gives the
 * day's strip and picker with the spec's "not available" text.
 */
export async function loadDayView(rr: ResultsRequest, catalogue: CompetitionsResponse, date: string | undefined, now: Date = new Date()): Promise<DayView> {
  const serverToday = dayOfInstant(now.getTime());
  try {
    const answer = (await rr.source.getDay(date)) ?? (await dayFromRounds(rr.source, catalogue, date ?? serverToday, serverToday));
    return dayView(answer, catalogue.competitions, rr.language, rr.messages, sharedTeams(), now);
  } catch {
    return unavailableDayView(date ?? serverToday, serverToday, rr.language, rr.messages, rr.messages.states.matchesUnavailable);
  }
}

/**
 * The day call's answer made from the spec's calls (a backend without the extension): each
 * competition's rounds (its current round's call), then the rounds whose first to last kick-off
 * spans the day. The nearest days with matches are exact: a round wholly before the day ends on a
 * match day (its last kick-off), one wholly after starts on one, and the rounds around the day
 * are read whole. The week's match days are those of the rounds read and the rounds' first and
 * last days. A competition that fails is left out; when all fail, this throws.
 */
export async function dayFromRounds(source: ResultsSource, catalogue: CompetitionsResponse, date: string, today: string): Promise<DayResponse> {
  const results = await Promise.allSettled(catalogue.competitions.map((competition) => competitionDay(source, competition.id, date)));
  const found = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  if (found.length === 0 && results.length > 0) throw (results[0] as PromiseRejectedResult).reason;
  const days = [...new Set(found.flatMap((f) => f.days))].sort();
  const [weekStart, weekEnd] = [addDays(date, -STRIP_DAYS_EITHER_SIDE), addDays(date, STRIP_DAYS_EITHER_SIDE)];
  return {
    date,
    today,
    competitions: found.flatMap((f) => (f.competition ? [f.competition] : [])),
    previous_date: days.findLast((d) => d < date) ?? null,
    next_date: days.find((d) => d > date) ?? null,
    match_days: days.filter((d) => d >= weekStart && d <= weekEnd),
  };
}

async function competitionDay(source: ResultsSource, competitionId: number, date: string): Promise<{ competition: DayCompetition | null; days: string[] }> {
  const current = await source.getMatches(competitionId);
  const currentRoundId = current.data[0]?.round_id;
  const spanning = current.rounds_detailed.filter((r) => dayOfInstant(r.first_kickoff) <= date && date <= dayOfInstant(r.last_kickoff));
  const answers: MatchesResponse[] = [
    current,
    ...(await Promise.all(spanning.filter((r) => r.id !== currentRoundId).map((r) => source.getMatches(competitionId, r.id)))),
  ];
  const matches = new Map<number, Match>();
  for (const answer of answers) for (const match of answer.data) matches.set(match.id, match);
  const ofDay = [...matches.values()].filter((m) => dayOfInstant(m.kickoff) === date).sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id - b.id);
  const days = [
    ...current.rounds_detailed.flatMap((r) => [dayOfInstant(r.first_kickoff), dayOfInstant(r.last_kickoff)]),
    ...[...matches.values()].map((m) => dayOfInstant(m.kickoff)),
  ];
  const roundIds = [...new Set(ofDay.map((m) => m.round_id))].sort((a, b) => a - b);
  const rounds = roundIds.flatMap((id) => current.rounds.filter((r) => r.id === id));
  return { competition: ofDay.length > 0 && rounds.length > 0 ? { competition_id: competitionId, rounds, matches: ofDay } : null, days };
}
