import { LANGUAGE_CODES, localeOf } from "../../lib/languages.ts";
import { shortHash } from "../../lib/short-hash.ts";
import { HOME_TIME_ZONE } from "./dates.ts";
import { dateText, datePattern, localZoneName, offsetZoneName, rewriteKickoffZones, type DatePattern } from "./kickoff-zone-script.ts";
import { ENGLISH_NAMED_ZONES, NAMED_ZONES } from "./zone-names.ts";

/**
 * The kick-offs' zone script as the file browsers load (`/scripts/kickoff-zone-{hash}.js`, served by
 * app/features/favourites/favourites-script-route.ts beside the followed teams' script): the function's
 * text, called with the home zones, the zones Intl names, and how it names the others. Made on first use, on the server only: root.tsx's head script
 * imports the path into the browser's bundle too, where nothing calls it.
 */
/**
 * The date formats of kick-offs and match days (the options as the components pass them, in their
 * order: the record's keys are their JSON): the script writes these without Intl, any other with it.
 */
export const KICKOFF_DATE_FORMATS: Intl.DateTimeFormatOptions[] = [
  { weekday: "short", day: "numeric", month: "short", year: "numeric" },
  { day: "2-digit", month: "2-digit", year: "2-digit" },
  { day: "numeric", month: "short" },
  { day: "numeric", month: "short", year: "numeric" },
  { year: "numeric" },
  // A kick-off on another day than its day page's (MatchLinkList).
  { weekday: "short" },
];

/** The kick-off's clock (`formatKickoffTime`), written with the zone's name. */
export const KICKOFF_CLOCK: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short" };

/** Each language's date formats as patterns, by the options' JSON. */
export function kickoffDatePatterns(): Record<string, Record<string, DatePattern>> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      language,
      Object.fromEntries(KICKOFF_DATE_FORMATS.map((options) => [JSON.stringify(options), datePattern(localeOf(language).iso, options)!])),
    ]),
  );
}

let text: string | undefined;
export function kickoffZoneScript(): string {
  return (text ??= `(${rewriteKickoffZones.toString()})(${[
    JSON.stringify(HOME_TIME_ZONE),
    JSON.stringify(NAMED_ZONES),
    offsetZoneName.toString(),
    JSON.stringify(kickoffDatePatterns()),
    dateText.toString(),
    JSON.stringify(JSON.stringify(KICKOFF_CLOCK)),
    JSON.stringify(ENGLISH_NAMED_ZONES.source),
    localZoneName.toString(),
  ].join(", ")})`);
}

let name: string | undefined;
export function kickoffZoneScriptName(): string {
  return (name ??= `kickoff-zone-${shortHash(kickoffZoneScript())}.js`);
}

export function kickoffZoneScriptPath(): string {
  return `/scripts/${kickoffZoneScriptName()}`;
}
