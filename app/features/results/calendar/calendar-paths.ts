import { ROUTE_TABLE } from "#app/i18n/route-table.ts";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";

/**
 * Where the match calendars live (docs/decisions/0116-match-calendars.md): below the page they
 * belong to, in each language's words, so a fan reads the URL as the page's calendar:
 * `/teams/{team}/kalender.ics`, `/en/teams/{team}/calendar.ics`, `/it/squadre/{team}/calendario.ics`;
 * `/ergebnisse/{competition}/kalender.ics`, `/en/results/{competition}/calendar.ics`,
 * `/it/risultati/{competition}/calendario.ics`. A competition's slug names one season (`wm-2022`,
 * `bundesliga` of 2024/25), so its calendar is that season's.
 *
 * The paths are made from the team and results rows of the route table, but are not rows of it: that
 * table reaches the browser with every page, and no page's JavaScript needs them (their links are
 * markup made on the server, calendar-links.server.ts). `app/routes.ts` adds them as the other
 * non-page routes; the static last segment outranks a round's slug (`/ergebnisse/{competition}/{round}`).
 */

export type CalendarKind = "team" | "competition";

/** The calendar file's name in each language. */
export const CALENDAR_FILE_NAMES: Record<Language, string> = { de: "kalender.ics", en: "calendar.ics", it: "calendario.ics" };

/** The route parameter that names the team or the competition. */
export const CALENDAR_PARAMS = { team: "team", competition: "competition" } as const satisfies Record<CalendarKind, string>;

function pathPattern(kind: CalendarKind, language: Language): string {
  const base = kind === "team" ? ROUTE_TABLE.team[language] : ROUTE_TABLE.results[language].replace(":country?", `:${CALENDAR_PARAMS.competition}`);
  return `${base}/${CALENDAR_FILE_NAMES[language]}`;
}

export interface CalendarRoute {
  id: string;
  path: string;
  kind: CalendarKind;
  language: Language;
  module: string;
}

const MODULES: Record<CalendarKind, string> = {
  team: "features/results/calendar/team-calendar-route.ts",
  competition: "features/results/calendar/competition-calendar-route.ts",
};

/** Every calendar route: one per kind and language, id `{kind}-calendar-{lang}`. */
export function calendarRoutes(): CalendarRoute[] {
  return (["team", "competition"] as const).flatMap((kind) =>
    LANGUAGE_CODES.map((language) => ({ id: `${kind}-calendar-${language}`, path: pathPattern(kind, language), kind, language, module: MODULES[kind] })),
  );
}

/** The path of a team's or a competition's calendar in `language`. */
export function calendarPath(kind: CalendarKind, language: Language, slug: string): string {
  return pathPattern(kind, language).replace(`:${CALENDAR_PARAMS[kind]}`, encodeURIComponent(slug));
}

/** The name a downloaded calendar is saved under: `argentinien-kalender.ics` (slugs are ASCII). */
export function calendarFileName(language: Language, slug: string): string {
  return `${slug}-${CALENDAR_FILE_NAMES[language]}`;
}

/** The same calendar as a `webcal:` URL, which calendar apps open as a subscription (`origin`: the site's public origin). */
export function webcalUrl(origin: string, path: string): string {
  return `webcal://${new URL(origin).host}${path}`;
}
