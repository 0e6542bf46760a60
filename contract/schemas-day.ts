import { z } from "zod";
import { calendarDayIn, isCalendarDay } from "#lib/calendar-days.ts";
import { MatchSchema, RoundSchema } from "./schemas.ts";

/**
 * Response shape of the day extension calls (docs/api.md, "Extensions"): the matches of one calendar
 * day across every competition, and the days with matches around it. Browser-safe, like schemas.ts.
 */

/**
 * The time zone whose calendar days the day calls count in: the app's home market, the zone the
 * site's pages show dates in (a match kicking off at 00:30 in Berlin is on the Berlin day).
 */
export const DAY_TIME_ZONE = "Europe/Berlin";

/** A day as the calls write it: `YYYY-MM-DD`. */
const day = z.iso.date().describe("a calendar day in Europe/Berlin, YYYY-MM-DD");

export const DayCompetitionSchema = z.object({
  competition_id: z.int().min(0),
  rounds: z.array(RoundSchema).min(1).describe("the rounds its matches of the day belong to, in round order (usually one)"),
  matches: z.array(MatchSchema).min(1).describe("its matches of the day, by kick-off (then id)"),
});
export type DayCompetition = z.infer<typeof DayCompetitionSchema>;

export const DayResponseSchema = z.object({
  date: day.describe("the day answered (YYYY-MM-DD, a calendar day in Europe/Berlin)"),
  today: day.describe("the backend's today: the day of its replay clock's moment when it replays, else of its own clock"),
  now: z.iso
    .datetime()
    .optional()
    .describe("the backend's moment (UTC) that `today` is the Berlin day of: a visitor's today in another zone is the day of this moment there"),
  competitions: z.array(DayCompetitionSchema).describe("the competitions with a match that day, in catalogue order; empty on a day without matches"),
  previous_date: day.nullable().describe("the nearest earlier day with a match in any competition; null when there is none"),
  next_date: day.nullable().describe("the nearest later day with a match in any competition; null when there is none"),
  match_days: z.array(day).describe("the days with matches in the week around `date` (three days before it to three after), in order"),
});
export type DayResponse = z.infer<typeof DayResponseSchema>;

/** The largest and smallest day the calls take: `/days/{YYYYMMDD}` with a four-digit year. */
export const FIRST_DAY_NUMBER = 10000101;
export const LAST_DAY_NUMBER = 99991231;

/** `20250517` for 2025-05-17: the day as the call's path parameter (a non-negative integer, like every parameter). */
export function dayNumber(isoDay: string): number {
  return Number(isoDay.replaceAll("-", ""));
}

/**
 * `2025-05-17` for 20250517; undefined for a number that is not a calendar day with a four-digit
 * year (20250230, 2025517, 0).
 */
export function isoDayOf(number: number): string | undefined {
  if (!Number.isSafeInteger(number) || number < FIRST_DAY_NUMBER || number > LAST_DAY_NUMBER) return undefined;
  const text = String(number);
  const iso = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  return isCalendarDay(iso) ? iso : undefined;
}

/** The Europe/Berlin calendar day of an instant (ISO string or milliseconds), `YYYY-MM-DD`. */
export function dayOfInstant(instant: string | number): string {
  return calendarDayIn(DAY_TIME_ZONE, instant);
}
