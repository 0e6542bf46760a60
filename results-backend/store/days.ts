import { type DayCompetition, type DayResponse, dayOfInstant, isoDayOf } from "#contract/schemas-day.ts";
import { addDays } from "#lib/calendar-days.ts";
import type { Language } from "#lib/languages.ts";
import { NotFoundError, type ResultsData } from "./results-data.ts";
import { toMatch, toRound } from "./shapes.ts";

/**
 * The matches of one calendar day across every competition (`day`, `today`): the results start page's
 * "matches of the day". Days are Europe/Berlin calendar days (contract/schemas-day.ts).
 *
 * Kick-off times never change in a replay, so which matches are on which day is worked out once, from
 * the recorded matches; each answer then takes those matches as of the moment answered (in play,
 * finished or still to come during a replay).
 */

/** The matches of a day: by competition (catalogue order), each a set of match ids. */
type DayIndex = { byDay: ReadonlyMap<string, ReadonlyMap<number, ReadonlySet<number>>>; days: readonly string[] };

/** How many days before and after the answered one `match_days` covers: a week around it. */
const WEEK_EITHER_SIDE = 3;

export function dayAnswers(data: ResultsData, now: () => number = Date.now) {
  let index: DayIndex | undefined;

  function dayIndex(): DayIndex {
    if (index) return index;
    const byDay = new Map<string, Map<number, Set<number>>>();
    for (const competitionId of data.competitions.keys()) {
      for (const match of data.recorded.ofCompetition(competitionId)) {
        const day = dayOfInstant(match.kickoff);
        let competitions = byDay.get(day);
        if (!competitions) byDay.set(day, (competitions = new Map()));
        let ids = competitions.get(competitionId);
        if (!ids) competitions.set(competitionId, (ids = new Set()));
        ids.add(match.id);
      }
    }
    // Competitions in catalogue order within each day (the map was filled in that order).
    index = { byDay, days: [...byDay.keys()].sort() };
    return index;
  }

  /** The backend's moment: the replayed one, or the real one. */
  function nowMs(): number {
    const moment = data.moment();
    return moment === null ? now() : moment * 60_000;
  }

  /** The backend's today: the replayed moment's day, or the real one. */
  function todayIso(): string {
    return dayOfInstant(nowMs());
  }

  function answer(date: string, language: Language): DayResponse {
    const moment = nowMs();
    const { byDay, days } = dayIndex();
    const view = data.view();
    const competitions: DayCompetition[] = [...(byDay.get(date) ?? new Map<number, ReadonlySet<number>>())].map(([competitionId, ids]) => {
      const rows = view.ofCompetition(competitionId).filter((m) => ids.has(m.id));
      const roundIndexes = [...new Set(rows.map((m) => m.round_index))].sort((a, b) => a - b);
      return {
        competition_id: competitionId,
        rounds: roundIndexes.map((i) => toRound(data, data.round(competitionId, i), language)),
        matches: rows.map((m) => toMatch(data, m, language)),
      };
    });
    const after = firstIndexAfter(days, date);
    const before = firstIndexAfter(days, addDays(date, -1)) - 1;
    const [weekStart, weekEnd] = [addDays(date, -WEEK_EITHER_SIDE), addDays(date, WEEK_EITHER_SIDE)];
    return {
      date,
      today: dayOfInstant(moment),
      now: new Date(moment).toISOString(),
      competitions,
      previous_date: days[before] ?? null,
      next_date: days[after] ?? null,
      match_days: days.slice(firstIndexAfter(days, addDays(weekStart, -1)), firstIndexAfter(days, weekEnd)),
    };
  }

  return {
    /** The matches of the day written YYYYMMDD; NotFoundError for a number that is no calendar day. */
    day(dateNumber: number, language: Language): DayResponse {
      const date = isoDayOf(dateNumber);
      if (!date) throw new NotFoundError(`${dateNumber} is not a day written YYYYMMDD`);
      return answer(date, language);
    },
    today(language: Language): DayResponse {
      return answer(todayIso(), language);
    },
  };
}

/** The index of the first day later than `day` in a sorted list (its length when there is none). */
function firstIndexAfter(days: readonly string[], day: string): number {
  let [low, high] = [0, days.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (days[middle]! <= day) low = middle + 1;
    else high = middle;
  }
  return low;
}
