import type { BrowserScript } from "#lib/browser-script.ts";
import { LANGUAGE_CODES, localeOf } from "#lib/languages.ts";
import { datePattern, type DatePattern, type startKickoffZones } from "./kickoff-zone-script.ts";
import { zoneNameTable } from "./zone-names.ts";

/**
 * The date formats of kick-offs and match days (the options as the components pass them, in their
 * order: the record's keys are their JSON): the script writes these without Intl, any other with it.
 */
export const KICKOFF_DATE_FORMATS: Intl.DateTimeFormatOptions[] = [
  { weekday: "short", day: "numeric", month: "short", year: "numeric" },
  { day: "2-digit", month: "2-digit" },
  { day: "numeric", month: "short" },
  { day: "numeric", month: "short", year: "numeric" },
  { year: "numeric" },
  // A kick-off on another day than its day page's (MatchLinkList).
  { weekday: "short" },
];

/** Each language's date formats as patterns, by the options' JSON. */
export function kickoffDatePatterns(): Record<string, Record<string, DatePattern>> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      language,
      Object.fromEntries(KICKOFF_DATE_FORMATS.map((options) => [JSON.stringify(options), datePattern(localeOf(language).iso, options)!])),
    ]),
  );
}

/**
 * The kick-offs' zone script as the file browsers load (`/scripts/kickoff-zone-{hash}.js`, served by
 * app/features/favourites/favourites-script-route.ts beside the followed teams' script):
 * kickoff-zone-script.ts compiled by the build (server/browser-scripts.ts) with the date patterns
 * and the zones' names read from Intl on the build machine.
 */
export const KICKOFF_ZONE_FILE: BrowserScript<typeof startKickoffZones> = {
  module: "app/i18n/kickoff-zone-script.ts",
  start: "startKickoffZones",
  config: () => ({ dateFormats: kickoffDatePatterns(), zoneNames: zoneNameTable() }),
};
