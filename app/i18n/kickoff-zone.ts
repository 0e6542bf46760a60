import type { Language } from "../../lib/languages.ts";
import { HOME_TIME_ZONE } from "./dates.ts";
import { useTimeZone } from "./time-zone.ts";

/**
 * Zones whose clocks a language names as it names its home zone's: Central European Time, "MEZ" and
 * "MESZ" in German, "CET" and "CEST" in Italian (CLDR's "Europe_Central"); British English names
 * only London's clock "GMT" and "BST" (Dublin's, Lisbon's and Jersey's read "GMT+1", "WEST"). A
 * zone left out only costs its visitors the render an island had before (ADR 0708); one wrongly in
 * would show them a name their clock does not have, which kickoff-zone.test.ts checks against ICU.
 */
const CENTRAL_EUROPE =
  "Africa/Ceuta Arctic/Longyearbyen Europe/Amsterdam Europe/Andorra Europe/Belgrade Europe/Berlin Europe/Bratislava Europe/Brussels Europe/Budapest Europe/Busingen Europe/Copenhagen Europe/Gibraltar Europe/Ljubljana Europe/Luxembourg Europe/Madrid Europe/Malta Europe/Monaco Europe/Oslo Europe/Paris Europe/Podgorica Europe/Prague Europe/Rome Europe/San_Marino Europe/Sarajevo Europe/Skopje Europe/Stockholm Europe/Tirane Europe/Vaduz Europe/Vatican Europe/Vienna Europe/Warsaw Europe/Zagreb Europe/Zurich";
export const NAMED_AS_HOME: Record<Language, readonly string[]> = { de: CENTRAL_EUROPE.split(" "), en: ["Europe/London"], it: CENTRAL_EUROPE.split(" ") };

/** The part of Temporal this module uses (TypeScript's libraries do not describe Temporal yet). */
interface TemporalInstants {
  Instant: { from(iso: string): { toZonedDateTimeISO(zone: string): { offsetNanoseconds: number } } };
}

/**
 * Whether `zone` reads each of `kickoffs` (ISO instants) exactly as the language's home zone does:
 * the language gives both clocks the same name, and both are at the same UTC offset at every one of
 * them (so the day, the clock and the year read the same). Temporal looks the offsets up without
 * building a formatter (about 1 ms for 300 instants in a fresh Chromium page, where the first
 * `Intl.DateTimeFormat` costs 19–105 ms: ADR 0707); a browser without Temporal answers false, so
 * its visitor outside the home zone gets what every such visitor got before.
 */
export function readsAsHome(language: Language, zone: string, kickoffs: Iterable<string>): boolean {
  const home = HOME_TIME_ZONE[language];
  if (zone === home) return true;
  const temporal = (globalThis as { Temporal?: TemporalInstants }).Temporal;
  if (!temporal || !NAMED_AS_HOME[language].includes(zone)) return false;
  try {
    for (const kickoff of kickoffs) {
      const instant = temporal.Instant.from(kickoff);
      if (instant.toZonedDateTimeISO(zone).offsetNanoseconds !== instant.toZonedDateTimeISO(home).offsetNanoseconds) return false;
    }
    return true;
  } catch {
    return false;
  }
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
