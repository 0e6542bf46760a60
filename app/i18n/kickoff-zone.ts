import type { Language } from "#lib/languages.ts";
import { HOME_TIME_ZONE } from "./dates.ts";
import { useTimeZone } from "./time-zone.ts";

/**
 * A winter's and a summer's instant: a zone at the home zone's offsets at both keeps Central European
 * Time's clock changes (and name), which leaves out zones that meet those offsets for a season only
 * (Kaliningrad's summer, Moldova's hour after the autumn change).
 */
const SEASONS = ["2025-01-15T12:00Z", "2025-07-15T12:00Z"];

/** The part of Temporal this module uses (TypeScript's libraries do not describe Temporal yet). */
interface TemporalInstants {
  Instant: { from(iso: string): { toZonedDateTimeISO(zone: string): { offsetNanoseconds: number } } };
}

/**
 * Whether `zone` reads each of `kickoffs` (the contract's UTC date-times) exactly as the language's
 * home zone does: the same UTC offset at every one of them (so the day, the clock and the year read
 * the same) and the same name for the clock. Names: ICU gives every European zone on Central
 * European Time the home zone's name in German and Italian ("MESZ", "CEST": CLDR's
 * "Europe_Central"), while British English names London's clock alone "BST" (Dublin's, Lisbon's and
 * Jersey's read "GMT+1", "WEST"), so only Central European zones qualify; kickoff-zone.test.tsx checks
 * the rule against ICU for every zone. Temporal looks the offsets up without building a formatter
 * (about 1 ms for 300 instants in a fresh Chromium page, where the first `Intl.DateTimeFormat` costs
 * 19–105 ms: ADR 0707); a browser without Temporal answers false, so its visitor outside the home
 * zone gets what every such visitor got before.
 */
export function readsAsHome(language: Language, zone: string, kickoffs: Iterable<string>): boolean {
  const home = HOME_TIME_ZONE[language];
  const temporal = (globalThis as { Temporal?: TemporalInstants }).Temporal;
  return (
    zone === home ||
    (!!temporal &&
      language !== "en" &&
      zone.startsWith("Europe/") &&
      [...kickoffs, ...SEASONS].every((kickoff) => {
        const instant = temporal.Instant.from(kickoff);
        return instant.toZonedDateTimeISO(zone).offsetNanoseconds === instant.toZonedDateTimeISO(home).offsetNanoseconds;
      }))
  );
}

/**
 * The zone a static island's kick-offs stand for, as one of its `inputs` (ADR 0708): the visitor's
 * zone (`useTimeZone`), unless it reads every one of the island's kick-offs as the home zone does,
 * then the home zone, the one the server rendered in. So a visitor in Rome on a German page keeps
 * the island's server HTML instead of getting it rendered again with the very same text. (Whatever
 * the island renders later, for another input, its children render in the visitor's zone: the same
 * text.) `kickoffs` is only called once the visitor's zone is another than the home zone.
 */
export function useKickoffZone(language: Language, kickoffs: () => Iterable<string>): string {
  const zone = useTimeZone(language);
  return readsAsHome(language, zone, zone === HOME_TIME_ZONE[language] ? [] : kickoffs()) ? HOME_TIME_ZONE[language] : zone;
}
