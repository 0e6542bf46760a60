import type { Language } from "#lib/languages.ts";

/**
 * The zones whose local abbreviation Intl knows in English only (American English: "EST", "EDT",
 * "PST", "HST", the Gulf's "GST"; British: "BST"), where German, Italian and British English write the offset
 * ("GMT-4"): the kick-offs show that name instead (`localZoneName`, kickoff-zone-script.ts). The
 * kick-offs' zone script asks Intl for it only in these zones, so a visitor in Tokyo, which English
 * names by its offset too, still gets the page's kick-offs without ICU's date data. Some American
 * zones have no English name either ("America/Sao_Paulo"): they cost the Intl look-up and keep the
 * offset. zone-names.test.ts checks that the pattern holds every zone English names and the
 * languages do not.
 */
export const ENGLISH_NAMED_ZONES = /^(America\/|Atlantic\/Bermuda$|Pacific\/Honolulu$|Europe\/London$|Asia\/(Dubai|Muscat)$)/;

/** The zones German and Italian name (the same ones); English names them too, and a few more. */
const NAMED_IN_GERMAN_AND_ITALIAN = [
  "Africa/Algiers",
  "Africa/Cairo",
  "Africa/Ceuta",
  "Africa/Tripoli",
  "Africa/Tunis",
  "Arctic/Longyearbyen",
  "Asia/Beirut",
  "Asia/Famagusta",
  "Asia/Gaza",
  "Asia/Hebron",
  "Asia/Nicosia",
  "Atlantic/Canary",
  "Atlantic/Faeroe",
  "Atlantic/Madeira",
  "Europe/Amsterdam",
  "Europe/Andorra",
  "Europe/Athens",
  "Europe/Belgrade",
  "Europe/Berlin",
  "Europe/Bratislava",
  "Europe/Brussels",
  "Europe/Bucharest",
  "Europe/Budapest",
  "Europe/Busingen",
  "Europe/Chisinau",
  "Europe/Copenhagen",
  "Europe/Gibraltar",
  "Europe/Helsinki",
  "Europe/Kaliningrad",
  "Europe/Kiev",
  "Europe/Lisbon",
  "Europe/Ljubljana",
  "Europe/Luxembourg",
  "Europe/Madrid",
  "Europe/Malta",
  "Europe/Mariehamn",
  "Europe/Monaco",
  "Europe/Oslo",
  "Europe/Paris",
  "Europe/Podgorica",
  "Europe/Prague",
  "Europe/Riga",
  "Europe/Rome",
  "Europe/San_Marino",
  "Europe/Sarajevo",
  "Europe/Skopje",
  "Europe/Sofia",
  "Europe/Stockholm",
  "Europe/Tallinn",
  "Europe/Tirane",
  "Europe/Vaduz",
  "Europe/Vatican",
  "Europe/Vienna",
  "Europe/Vilnius",
  "Europe/Warsaw",
  "Europe/Zagreb",
  "Europe/Zurich",
];

const NAMED_IN_ENGLISH_ALSO = ["Africa/Casablanca", "Africa/El_Aaiun", "Asia/Dubai", "Asia/Muscat", "Atlantic/Azores", "Europe/London"];

/**
 * The zones whose short name Intl does not write as an offset in the language's locale ("MESZ",
 * "BST", "WEST", "GST" rather than "GMT+2"), at some time of the year: for every other zone Intl
 * writes "GMT+9", "GMT-4", "GMT+5:30", and at offset zero "GMT" in English, "GMT+0" in German and
 * Italian. The kick-offs' zone script (kickoff-zone-script.ts) writes those names itself, from the
 * offset Temporal gives without loading ICU's date data (a first `Intl.DateTimeFormat` costs a page
 * 15–50 ms at full speed), and asks Intl for the zones listed here. zone-names.test.ts checks the list
 * against Intl for every zone, so an ICU update that names another zone fails a test.
 */
export const NAMED_ZONES: Record<Language, readonly string[]> = {
  de: NAMED_IN_GERMAN_AND_ITALIAN,
  // Pure: the browser's bundle imports this module with the head script's path and never reads the lists.
  en: /* @__PURE__ */ [...NAMED_IN_GERMAN_AND_ITALIAN, ...NAMED_IN_ENGLISH_ALSO].sort(),
  it: NAMED_IN_GERMAN_AND_ITALIAN,
};
