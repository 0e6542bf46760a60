import { ROUND_STAGES } from "#contract/schemas.ts";
import { type Language, LANGUAGE_CODES } from "#lib/languages.ts";
import type { CompetitionKind, Localized } from "./catalogue.ts";

/**
 * Rounds: the data names them in English and in several dialects ("Quarterfinals",
 * "Quarter-finals", "Finals, Quarterfinals", "Quarter-final"). They are parsed into one structured
 * key, ordered by it, and named per language from it.
 */

/** Stages in the order a season runs through them (the schema's list is in that order). */
export type Stage = (typeof ROUND_STAGES)[number];

/** The stage whose matches a competition's table counts: a league's season, a cup's league phase, a tournament's group stage. */
export const TABLE_STAGE: Readonly<Record<CompetitionKind, Stage>> = { league: "regular_season", cup: "league_phase", tournament: "group_stage" };

export interface RoundKey {
  stage: Stage;
  /** Matchday within a league, league phase or group stage; null for knockout rounds. */
  matchday: number | null;
  /** 1 or 2 for a round that holds one leg of a two-legged tie; null otherwise. */
  leg: 1 | 2 | null;
}

const KNOCKOUT_NAMES: Record<string, Stage> = {
  "round 1": "round_1",
  "round 2": "round_2",
  "round of 32": "round_of_32",
  "round of 16": "round_of_16",
  quarterfinal: "quarter_finals",
  quarterfinals: "quarter_finals",
  semifinal: "semi_finals",
  semifinals: "semi_finals",
  "match for third place": "third_place",
  final: "final",
  playoffs: "playoffs",
};

/**
 * The structured key of a raw round name. `matchday: null` in a stage with matchdays means the data
 * does not say (Europa League "League phase", tournament days): the importer derives it.
 * Returns undefined for a name it does not know, which the importer reports as a data error.
 */
export function parseRoundName(raw: string): RoundKey | undefined {
  const name = raw
    .trim()
    .toLowerCase()
    .replace(/^finals,\s*/, "")
    .replace(/-/g, "");
  let match = /^matchday (\d+)$/.exec(name);
  if (match) return { stage: "regular_season", matchday: Number(match[1]), leg: null };
  match = /^league, matchday (\d+)$/.exec(name);
  if (match) return { stage: "league_phase", matchday: Number(match[1]), leg: null };
  if (name === "league phase") return { stage: "league_phase", matchday: null, leg: null };
  match = /^playoffs, matchday ([12])$/.exec(name);
  if (match) return { stage: "playoffs", matchday: null, leg: Number(match[1]) as 1 | 2 };
  const stage = KNOCKOUT_NAMES[name];
  return stage ? { stage, matchday: null, leg: null } : undefined;
}

export function compareRoundKeys(a: RoundKey, b: RoundKey): number {
  return ROUND_STAGES.indexOf(a.stage) - ROUND_STAGES.indexOf(b.stage) || (a.matchday ?? 0) - (b.matchday ?? 0) || (a.leg ?? 0) - (b.leg ?? 0);
}

export function roundKeyId(key: RoundKey): string {
  return `${key.stage}:${key.matchday ?? ""}:${key.leg ?? ""}`;
}

const matchdayName: Localized<(n: number) => string> = {
  de: (n) => `${n}. Spieltag`,
  en: (n) => `Matchday ${n}`,
  it: (n) => `${n}ª giornata`,
};

const STAGE_NAMES: Record<Exclude<Stage, "regular_season">, Localized> = {
  league_phase: { de: "Ligaphase", en: "League phase", it: "Fase campionato" },
  group_stage: { de: "Gruppenphase", en: "Group stage", it: "Fase a gironi" },
  playoffs: { de: "Play-offs", en: "Knockout play-offs", it: "Spareggi" },
  round_1: { de: "1. Runde", en: "First round", it: "Primo turno" },
  round_2: { de: "2. Runde", en: "Second round", it: "Secondo turno" },
  round_of_32: { de: "Sechzehntelfinale", en: "Round of 32", it: "Sedicesimi di finale" },
  round_of_16: { de: "Achtelfinale", en: "Round of 16", it: "Ottavi di finale" },
  quarter_finals: { de: "Viertelfinale", en: "Quarter-finals", it: "Quarti di finale" },
  semi_finals: { de: "Halbfinale", en: "Semi-finals", it: "Semifinali" },
  third_place: { de: "Spiel um Platz 3", en: "Third-place play-off", it: "Finale per il terzo posto" },
  final: { de: "Finale", en: "Final", it: "Finale" },
};

const LEG_NAMES: Localized<Record<1 | 2, string>> = {
  de: { 1: "Hinspiele", 2: "Rückspiele" },
  en: { 1: "first legs", 2: "second legs" },
  it: { 1: "andata", 2: "ritorno" },
};

/** "1. Spieltag" / "Matchday 1" / "1ª giornata", "Gruppenphase, 2. Spieltag", "Achtelfinale", … */
export function roundName(key: RoundKey, language: Language): string {
  if (key.stage === "regular_season") return matchdayName[language](key.matchday ?? 1);
  const stage = STAGE_NAMES[key.stage][language];
  if (key.matchday !== null) return `${stage}, ${matchdayName[language](key.matchday)}`;
  if (key.leg !== null) return `${stage}, ${LEG_NAMES[language][key.leg]}`;
  return stage;
}

export function roundNames(key: RoundKey): Localized {
  return Object.fromEntries(LANGUAGE_CODES.map((language) => [language, roundName(key, language)])) as Localized;
}

const GROUP_WORD: Localized = { de: "Gruppe", en: "Group", it: "Gruppo" };

/** "Gruppe A" / "Group A" / "Gruppo A" from the data's group letter. */
export function groupName(letter: string, language: Language): string {
  return `${GROUP_WORD[language]} ${letter}`;
}

/** Name of the single table of a league phase (Champions League, Europa League). */
export function leaguePhaseName(language: Language): string {
  return STAGE_NAMES.league_phase[language];
}
