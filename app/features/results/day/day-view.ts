import { liveView, type LiveView } from "#app/features/live/interface.ts";
import { isInPlay } from "#app/football/format.ts";
import { dateFormat, PUBLISHING_TIME_ZONE } from "#app/i18n/dates.ts";
import { href } from "#app/i18n/href.ts";
import type { Messages } from "#app/i18n/messages/de.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { DayResponse } from "#contract/schemas-day.ts";
import type { Competition, CompetitionsResponse, Team } from "#contract/schemas.ts";
import { addDays, noonOf } from "#lib/calendar-days.ts";
import type { Language } from "#lib/languages.ts";
import { type LinkedMatch, listedMatch } from "../shared/match-list-view.ts";

/**
 * The matches of a day across every competition, the results start page's first view
 * (docs/decisions/0114-matches-by-day.md): the competitions playing that day, those with a match in
 * play first, each with its matches linked to their pages; the week around the day, the nearest
 * earlier and later days with matches and a date picker, all plain links and a GET form. Every text
 * is made here, on the server, so the page's components only place strings.
 */

/** A day as a link of the date strip or of the nearest days. */
export interface DayLink {
  date: string;
  href: string;
  /** "Sa." / "Sat" / "sab"; "Heute" for today. */
  weekday: string;
  /** The weekday also for today, which the kick-offs' zone script shows where the visitor's today is another day. */
  plainWeekday: string;
  /** "17. Mai" / "17 May" / "17 mag". */
  short: string;
  /** The same with the year when it is not today's year ("17. Mai 2025"): for the nearest days, which may be far. */
  shortDated: string;
  /** "Samstag, 17. Mai 2025": the year only when it is not today's year. */
  long: string;
  hasMatches: boolean;
  current: boolean;
}

/** One competition's matches of the day. */
export interface DayGroup {
  id: number;
  name: string;
  /** The competition's matches tab. */
  href: string;
  /** The rounds the matches belong to ("34. Spieltag"). */
  round: string;
  inPlay: boolean;
  items: LinkedMatch[];
}

export interface DayView {
  kind: "day";
  date: string;
  heading: string;
  /** The heading as it reads on another day than today ("Samstag, 17. Mai") and on today ("Heute, Samstag, 17. Mai"): the kick-offs' zone script picks by the visitor's today. */
  headings: { other: string; today: string };
  /** When the page was made (ISO): the visitor's today is the day of this instant in their zone. */
  now: string;
  /** The day with its year, for the page's title. */
  fullDate: string;
  groups: DayGroup[];
  week: DayLink[];
  previous: DayLink | null;
  next: DayLink | null;
  /** On a day without matches (or without data): what is said instead, and the nearest days with matches. */
  empty: { text: string; before: string | null; after: string | null; noMore: string | null } | null;
  /** The date picker's form: a GET to the start page with `?day=`. */
  formAction: string;
  /** The spec's "not available" text when the backend could not answer. */
  error: string | null;
  /** Set while a match of the day is in play: the page then reads the live stream. */
  live: LiveView | null;
}

/**
 * What the page data carries of a day: the unchanging part as markup made on the server
 * (day-markup.server.ts), the matches as data for the components the live stream updates.
 */
export interface DayPageView {
  kind: "day";
  /** The page's day, a calendar day of Europe/Berlin (the URL's). */
  date: string;
  headHtml: string;
  groups: DayGroup[];
  error: string | null;
  live: LiveView | null;
}

/**
 * The results start page (`/ergebnisse`), a day (`/ergebnisse/2025-05-17`) and a push group's
 * competitions (`/ergebnisse/deutschland`): the day's matches (none for a push group), then the
 * competitions by country.
 */
export interface StartPageView {
  kind: "list";
  heading: string;
  catalogue: CompetitionsResponse;
  /** The push group the country filter shows (undefined: every country). */
  activeGroup: string | undefined;
  day: DayPageView | null;
}

/** How many days the strip shows before and after the chosen one. */
export const STRIP_DAYS_EITHER_SIDE = 3;

/**
 * The day's texts in a language, given today (the year is left out when it is today's). A day is a
 * calendar day of the server's "today", so its name is Berlin's in every language (PUBLISHING_TIME_ZONE).
 */
export function dayTexts(date: string, today: string, language: Language, messages: Messages) {
  const day = noonOf(date);
  const thisYear = date.slice(0, 4) === today.slice(0, 4);
  const long = dateFormat(language, { weekday: "long", day: "numeric", month: "long", ...(thisYear ? {} : { year: "numeric" }) }, PUBLISHING_TIME_ZONE).format(
    day,
  );
  const weekday = dateFormat(language, { weekday: "short" }, PUBLISHING_TIME_ZONE).format(day);
  return {
    weekday: date === today ? messages.results.day.today : weekday,
    plainWeekday: weekday,
    short: dateFormat(language, { day: "numeric", month: "short" }, PUBLISHING_TIME_ZONE).format(day),
    shortDated: dateFormat(language, { day: "numeric", month: "short", ...(thisYear ? {} : { year: "numeric" }) }, PUBLISHING_TIME_ZONE).format(day),
    long,
    /** With the year always, for titles read out of context (search results, tabs). */
    full: dateFormat(language, { weekday: "long", day: "numeric", month: "long", year: "numeric" }, PUBLISHING_TIME_ZONE).format(day),
  };
}

function dayLink(date: string, today: string, language: Language, messages: Messages, hasMatches: boolean, current: boolean): DayLink {
  const { weekday, plainWeekday, short, shortDated, long } = dayTexts(date, today, language, messages);
  return { date, href: href("results", language, { country: date }), weekday, plainWeekday, short, shortDated, long, hasMatches, current };
}

/**
 * The view of a day's answer (the backend's day call, or the same shape read from the competitions'
 * rounds): `catalogue` names the competitions and gives their slugs; `team` shares each team's object
 * across the page (shared-teams.ts).
 */
export function dayView(
  day: DayResponse,
  competitions: readonly Competition[],
  language: Language,
  messages: Messages,
  team: (team: Team) => Team,
  now: Date = new Date(),
): DayView {
  const { date, today } = day;
  const texts = messages.results.day;
  const groups = day.competitions.flatMap((entry): DayGroup[] => {
    const competition = competitions.find((c) => c.id === entry.competition_id);
    if (!competition) return [];
    return [
      {
        id: competition.id,
        name: competition.name,
        href: href("results", language, { country: competition.slug }),
        round: entry.rounds.map((r) => r.name).join(", "),
        inPlay: entry.matches.some(isInPlay),
        items: entry.matches.map((match) => ({
          match: listedMatch(match, team),
          href: href("results-match", language, { competition: competition.slug, match: match.slug, mid: match.id }),
        })),
      },
    ];
  });
  // Competitions with a match in play first; otherwise the catalogue's order (a stable sort keeps it).
  groups.sort((a, b) => Number(b.inPlay) - Number(a.inPlay));
  const matchDays = new Set(day.match_days);
  const week = Array.from({ length: 2 * STRIP_DAYS_EITHER_SIDE + 1 }, (_, i) => addDays(date, i - STRIP_DAYS_EITHER_SIDE)).map((d) =>
    dayLink(d, today, language, messages, matchDays.has(d) || (d === date && groups.length > 0), d === date),
  );
  const previous = day.previous_date ? dayLink(day.previous_date, today, language, messages, true, false) : null;
  const next = day.next_date ? dayLink(day.next_date, today, language, messages, true, false) : null;
  const { long, full } = dayTexts(date, today, language, messages);
  const inPlayIds = groups.filter((g) => g.inPlay).map((g) => g.id);
  return {
    kind: "day",
    date,
    heading: date === today ? fillTemplate(texts.todayHeading, { date: long }) : long,
    headings: { other: long, today: fillTemplate(texts.todayHeading, { date: long }) },
    now: day.now ?? now.toISOString(),
    fullDate: full,
    groups,
    week,
    previous,
    next,
    empty:
      groups.length > 0
        ? null
        : {
            text: date === today ? texts.noneToday : texts.none,
            before: previous && fillTemplate(texts.nearestBefore, { date: previous.long }),
            after: next && fillTemplate(texts.nearestAfter, { date: next.long }),
            noMore: next ? null : texts.noMoreMatches,
          },
    formAction: href("results", language),
    error: null,
    live: inPlayIds.length > 0 ? liveView(inPlayIds, now) : null,
  };
}

/** A day whose matches could not be loaded: its strip and picker still work, the spec's text says why. */
export function unavailableDayView(date: string, today: string, language: Language, messages: Messages, error: string): DayView {
  const view = dayView({ date, today, competitions: [], previous_date: null, next_date: null, match_days: [] }, [], language, messages, (team) => team);
  return { ...view, empty: null, error };
}
