import type { Language } from "#lib/languages.ts";
import type { TiebreakRule } from "./standings.ts";

/**
 * What the embedded backend serves: the push groups (by country or region) and the competitions,
 * each bound to one file of the openfootball data set. Ids are part of the API's URLs
 * (`/api/competitions/{id}/…`), so they are fixed here and never derived from file order.
 */

export type Localized<T = string> = Record<Language, T>;

export interface PushGroupDefinition {
  id: number;
  /** ISO 3166-1 alpha-2 (or a UEFA/FIFA region code) for flags; null for the national-teams group. */
  countryCode: string | null;
  names: Localized;
}

export const PUSH_GROUPS: readonly PushGroupDefinition[] = [
  { id: 1, countryCode: "DE", names: { de: "Deutschland", en: "Germany", it: "Germania" } },
  { id: 2, countryCode: "IT", names: { de: "Italien", en: "Italy", it: "Italia" } },
  { id: 3, countryCode: "GB-ENG", names: { de: "England", en: "England", it: "Inghilterra" } },
  { id: 4, countryCode: "EU", names: { de: "Europa", en: "Europe", it: "Europa" } },
  { id: 5, countryCode: null, names: { de: "Nationalteams", en: "National teams", it: "Nazionali" } },
];

export type CompetitionKind = "league" | "cup" | "tournament";

export interface CompetitionNames {
  /** Full name, e.g. "Weltmeisterschaft 2022". */
  name: string;
  /** Plural form of the competition type, e.g. "Weltmeisterschaften" (the spec names competitions in both). */
  plural: string;
  /** Short name for tabs and titles, e.g. "WM 2022"; the competition's slug derives from it. */
  short: string;
}

export interface CompetitionDefinition {
  id: number;
  pushGroupId: number;
  /** Path below data/openfootball/. */
  file: string;
  kind: CompetitionKind;
  season: string;
  /**
   * IANA zone the file's kick-off times are written in (openfootball uses local time). Ignored
   * for times that carry their own offset ("13:00 UTC-6").
   */
  timeZone: string;
  /** The league's country (FIFA code): clubs of the file without a " (GER)" suffix must be of it (checked against data/teams.json). */
  clubCountryCode: string | null;
  /** How teams level on points are ordered, as in the competition's regulations (standings.ts). */
  tiebreak: TiebreakRule;
  names: Localized<CompetitionNames>;
}

export const COMPETITIONS: readonly CompetitionDefinition[] = [
  {
    id: 1,
    pushGroupId: 1,
    file: "2024-25/de.1.json",
    kind: "league",
    season: "2024/25",
    timeZone: "Europe/Berlin",
    clubCountryCode: "GER",
    tiebreak: "goals",
    names: {
      de: { name: "Bundesliga", plural: "Bundesligen", short: "Bundesliga" },
      en: { name: "Bundesliga", plural: "Bundesligas", short: "Bundesliga" },
      it: { name: "Bundesliga", plural: "Bundesliga", short: "Bundesliga" },
    },
  },
  {
    id: 2,
    pushGroupId: 1,
    file: "2024-25/de.2.json",
    kind: "league",
    season: "2024/25",
    timeZone: "Europe/Berlin",
    clubCountryCode: "GER",
    tiebreak: "goals",
    names: {
      de: { name: "2. Bundesliga", plural: "2. Bundesligen", short: "2. Bundesliga" },
      en: { name: "2. Bundesliga", plural: "2. Bundesligas", short: "2. Bundesliga" },
      it: { name: "2. Bundesliga", plural: "2. Bundesliga", short: "2. Bundesliga" },
    },
  },
  {
    id: 3,
    pushGroupId: 1,
    file: "2024-25/de.cup.json",
    kind: "cup",
    season: "2024/25",
    timeZone: "Europe/Berlin",
    clubCountryCode: "GER",
    tiebreak: "goals",
    names: {
      de: { name: "DFB-Pokal", plural: "DFB-Pokale", short: "DFB-Pokal" },
      en: { name: "German Cup (DFB-Pokal)", plural: "German Cups", short: "DFB-Pokal" },
      it: { name: "Coppa di Germania", plural: "Coppe di Germania", short: "Coppa di Germania" },
    },
  },
  {
    id: 4,
    pushGroupId: 2,
    file: "2024-25/it.1.json",
    kind: "league",
    season: "2024/25",
    timeZone: "Europe/Rome",
    clubCountryCode: "ITA",
    tiebreak: "head_to_head",
    names: {
      de: { name: "Serie A", plural: "Serie A", short: "Serie A" },
      en: { name: "Serie A", plural: "Serie A", short: "Serie A" },
      it: { name: "Serie A", plural: "Serie A", short: "Serie A" },
    },
  },
  {
    id: 5,
    pushGroupId: 3,
    file: "2024-25/en.1.json",
    kind: "league",
    season: "2024/25",
    timeZone: "Europe/London",
    clubCountryCode: "ENG",
    tiebreak: "goals",
    names: {
      de: { name: "Premier League", plural: "Premier Leagues", short: "Premier League" },
      en: { name: "Premier League", plural: "Premier Leagues", short: "Premier League" },
      it: { name: "Premier League", plural: "Premier League", short: "Premier League" },
    },
  },
  {
    id: 6,
    pushGroupId: 4,
    file: "2024-25/uefa.cl.json",
    kind: "cup",
    season: "2024/25",
    timeZone: "Europe/Berlin",
    clubCountryCode: null,
    tiebreak: "uefa_league_phase",
    names: {
      de: { name: "UEFA Champions League", plural: "Champions Leagues", short: "Champions League" },
      en: { name: "UEFA Champions League", plural: "Champions Leagues", short: "Champions League" },
      it: { name: "UEFA Champions League", plural: "Champions League", short: "Champions League" },
    },
  },
  {
    id: 7,
    pushGroupId: 4,
    file: "2024-25/uefa.el.json",
    kind: "cup",
    season: "2024/25",
    timeZone: "Europe/Berlin",
    clubCountryCode: null,
    tiebreak: "uefa_league_phase",
    names: {
      de: { name: "UEFA Europa League", plural: "Europa Leagues", short: "Europa League" },
      en: { name: "UEFA Europa League", plural: "Europa Leagues", short: "Europa League" },
      it: { name: "UEFA Europa League", plural: "Europa League", short: "Europa League" },
    },
  },
  {
    id: 8,
    pushGroupId: 5,
    file: "national/worldcup-2026.json",
    kind: "tournament",
    season: "2026",
    timeZone: "UTC",
    clubCountryCode: null,
    tiebreak: "head_to_head",
    names: {
      de: { name: "Weltmeisterschaft 2026", plural: "Weltmeisterschaften", short: "WM 2026" },
      en: { name: "FIFA World Cup 2026", plural: "World Cups", short: "World Cup 2026" },
      it: { name: "Campionato mondiale 2026", plural: "Campionati mondiali", short: "Mondiali 2026" },
    },
  },
  {
    id: 9,
    pushGroupId: 5,
    file: "national/euro-2024.json",
    kind: "tournament",
    season: "2024",
    timeZone: "Europe/Berlin",
    clubCountryCode: null,
    tiebreak: "head_to_head",
    names: {
      de: { name: "Europameisterschaft 2024", plural: "Europameisterschaften", short: "EM 2024" },
      en: { name: "UEFA European Championship 2024", plural: "European Championships", short: "Euro 2024" },
      it: { name: "Campionato europeo 2024", plural: "Campionati europei", short: "Europei 2024" },
    },
  },
  {
    id: 10,
    pushGroupId: 5,
    file: "national/worldcup-2022.json",
    kind: "tournament",
    season: "2022",
    timeZone: "Asia/Qatar",
    clubCountryCode: null,
    tiebreak: "goals",
    names: {
      de: { name: "Weltmeisterschaft 2022", plural: "Weltmeisterschaften", short: "WM 2022" },
      en: { name: "FIFA World Cup 2022", plural: "World Cups", short: "World Cup 2022" },
      it: { name: "Campionato mondiale 2022", plural: "Campionati mondiali", short: "Mondiali 2022" },
    },
  },
];
