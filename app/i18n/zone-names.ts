import { LANGUAGE_CODES, localeOf } from "#lib/languages.ts";
import { ASK_INTL, KICKOFF_CLOCK, localZoneName, offsetZoneName, type ZoneNameGroup } from "./kickoff-zone-script.ts";

/**
 * The names a kick-off's clock gives each zone where it does not write the offset ("MESZ", "BST",
 * "EDT", not "GMT+2"), read from Intl on the build machine: a zone's name at each of its offsets, as
 * `formatKickoffTime` writes it in each language (Intl's short name, or English's where the language
 * has only the offset: `localZoneName`). The kick-offs' zone script writes every clock from this and
 * the offset Temporal gives, so a visitor abroad costs no `Intl.DateTimeFormat` (the first of a page
 * loads ICU's zone and date data, 15–50 ms at full speed). zone-names.test.ts checks it against Intl.
 *
 * Zones with the same names form one group; a group's names are keyed by the offset in minutes
 * ("-240") for English, and by the language and offset ("de120") where another language differs.
 * A zone none of the languages names is in no group: its clock shows the offset.
 */
export function zoneNameTable(): ZoneNameGroup[] {
  const groups = new Map<string, string[]>();
  const instants = sampleInstants();
  for (const zone of Intl.supportedValuesOf("timeZone")) {
    const names = namesOfZone(zone, instants);
    if (Object.keys(names).length === 0) continue;
    const key = JSON.stringify(names);
    groups.set(key, [...(groups.get(key) ?? []), zone]);
  }
  return [...groups].map(([names, zones]) => [JSON.parse(names) as Record<string, string>, zones.join(" ")]);
}

/** Instants of every month of this year and the next: a zone's standard and summer offsets, and any change of rule between them. */
function sampleInstants(): number[] {
  const year = new Date().getUTCFullYear();
  return [year, year + 1].flatMap((y) => Array.from({ length: 12 }, (_, month) => Date.UTC(y, month, 15, 12)));
}

/**
 * A zone's names where they differ from the offset's: English's by offset, another language's by
 * language and offset where it differs from English's ("" where that language writes the offset).
 * A zone Intl names differently at different times of one offset (Morocco's, after a change of its
 * rules) is marked `ASK_INTL`: the script asks Intl for its clocks.
 */
function namesOfZone(zone: string, instants: number[]): Record<string, string> {
  const offsetFormat = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" });
  const written = LANGUAGE_CODES.flatMap((language) => {
    const clock = new Intl.DateTimeFormat(localeOf(language).iso, { ...KICKOFF_CLOCK, timeZone: zone });
    // As formatKickoffTime writes it: "HH:MM" and the name.
    return instants.map((ms) => ({ language, offset: offsetMinutes(offsetFormat, ms), name: localZoneName(clock.format(ms), zone, ms).slice(6) }));
  });
  const byKey = new Map(written.map(({ language, offset }) => [`${language}${offset}`, new Set<string>()]));
  for (const { language, offset, name } of written) byKey.get(`${language}${offset}`)!.add(name);
  if ([...byKey.values()].some((namesOfKey) => namesOfKey.size > 1)) return { [ASK_INTL]: "" };
  const names: Record<string, string> = {};
  for (const { language, offset, name } of written) if (language === "en" && name !== offsetZoneName(language, offset)) names[offset] = name;
  for (const { language, offset, name } of written) {
    const byOffset = offsetZoneName(language, offset);
    if (language !== "en" && name !== (names[offset] ?? byOffset)) names[`${language}${offset}`] = name === byOffset ? "" : name;
  }
  return names;
}

/** The zone's offset in minutes at `ms`, as Intl gives it ("GMT+05:30"; "GMT" at zero), read with the zone's `longOffset` format. */
export function offsetMinutes(offsetFormat: Intl.DateTimeFormat, ms: number): number {
  const text = offsetFormat.formatToParts(ms).find((part) => part.type === "timeZoneName")!.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(text);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}
