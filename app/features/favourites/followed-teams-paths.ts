import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from "#lib/languages.ts";

/**
 * The resource route that answers the home page's "my teams" block (docs/decisions/0013-followed-teams.md):
 * `/followed-teams` in German, `/en/followed-teams` and `/it/followed-teams`, so the root's middleware
 * gives it the language of its first segment as it does every route outside the route table. Not a
 * page: no row of the route table, no sitemap entry, never linked.
 */
const SEGMENT = "followed-teams";

/** The list of team ids it reads: `?teams=4,17` (the head script sorts them, the route accepts any order). */
export const FOLLOWED_TEAMS_PARAM = "teams";

/**
 * The visitor's time zone (`&tz=Asia/Tokyo`), which the head script reads from the browser: the
 * block's kick-offs show in it, as every other kick-off of a hydrated page does (ADR 0008).
 */
export const TIME_ZONE_PARAM = "tz";

export function followedTeamsPath(language: Language): string {
  return language === DEFAULT_LANGUAGE ? `/${SEGMENT}` : `/${language}/${SEGMENT}`;
}

/** The route of each language, for app/routes.ts. */
export function followedTeamsRoutes(): { path: string; id: string }[] {
  return LANGUAGE_CODES.map((language) => ({ path: followedTeamsPath(language).slice(1), id: `followed-teams-${language}` }));
}
