import { readFileSync } from "node:fs";
import { z } from "zod";
import { LANGUAGE_CODES, type Language } from "#lib/languages.ts";
import type { Localized } from "./catalogue.ts";

/**
 * Who the teams of the data are (data/teams.json): one entry per real club or national team, with
 * the spellings the competition files use for it (a club is "Bayer Leverkusen" in the cup file and
 * "Bayer 04 Leverkusen" in the league file), names in every language, the short name for narrow
 * screens, the three-letter code, club colours and national flags. The importer resolves every
 * team name of the data through it, so one club is one team across competitions, and a name that
 * is not here stops the database build instead of becoming a team without identity.
 */

export const DEFAULT_TEAMS_FILE = "data/teams.json";

/** What fits a phone's result row beside the score; longer names need a short form. */
export const SHORT_NAME_MAX_LENGTH = 14;

export interface TeamIdentity {
  /** The canonical name: a club's name in its top-league file, a national team's English name. */
  key: string;
  /** Other names the competition files use for the same team. */
  aliases: readonly string[];
  names: Localized;
  shortNames: Localized;
  /** Club abbreviation or FIFA code, e.g. "B04", "GER". */
  code: string;
  /** [primary, secondary] as "#rrggbb"; null for national teams and clubs whose colours are not recorded. */
  colors: readonly [string, string] | null;
  /** flag-icons id ("de", "gb-eng") of a national team; null for clubs. */
  flag: string | null;
  national: boolean;
  /** FIFA-style code of the team's country, as the data's " (GER)" suffixes write it. */
  countryCode: string;
}

export class TeamIdentityError extends Error {
  override name = "TeamIdentityError";
}

const name = z.string().trim().min(1);
const shortName = z.string().trim().min(1).max(SHORT_NAME_MAX_LENGTH);
const code = z.string().regex(/^[A-Z0-9]{3}$/, "three capital letters or digits");
const hexColor = z.string().regex(/^#[0-9a-f]{6}$/, 'a colour written "#rrggbb" in lowercase');
const localizedShortNames = z.strictObject(Object.fromEntries(LANGUAGE_CODES.map((language) => [language, shortName])) as Record<Language, typeof shortName>);

const ClubSchema = z.strictObject({
  aliases: z.array(name).default([]),
  country: code.describe("FIFA-style country code, as the data's suffixes write it"),
  short: z.union([shortName, localizedShortNames]),
  code,
  colors: z.tuple([hexColor, hexColor]).nullable(),
});

const NationalTeamSchema = z.strictObject({
  code,
  de: name,
  it: name,
  flag: z.string().regex(/^[a-z]{2}(-[a-z]{3})?$/, 'a flag-icons id like "de" or "gb-eng"'),
  short: localizedShortNames.partial().optional(),
});

const TeamsFileSchema = z.strictObject({
  source: name,
  clubs: z.record(name, ClubSchema),
  national_teams: z.record(name, NationalTeamSchema),
});

/** Every team of data/teams.json, found by any name the data uses for it. */
export class TeamIdentities {
  readonly all: readonly TeamIdentity[];
  /** Where the teams come from, for messages. */
  readonly file: string;
  private readonly byDataName = new Map<string, TeamIdentity>();

  constructor(all: readonly TeamIdentity[], file: string) {
    this.all = all;
    this.file = file;
    for (const identity of all) {
      // The data's names are not always the canonical one: each alias points at the same entry.
      for (const dataName of [identity.key, ...identity.aliases]) {
        const taken = this.byDataName.get(dataName);
        if (taken) throw new TeamIdentityError(`the name "${dataName}" belongs to both "${taken.key}" and "${identity.key}"`);
        this.byDataName.set(dataName, identity);
      }
    }
  }

  /** The team a competition file means by `dataName` (without its " (GER)" suffix). */
  find(dataName: string): TeamIdentity | undefined {
    return this.byDataName.get(dataName);
  }
}

/** Reads and checks data/teams.json (or another file of its shape); any error names the file. */
export function loadTeamIdentities(path: string = DEFAULT_TEAMS_FILE): TeamIdentities {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new TeamIdentityError(`${path}: not readable as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return parseTeamIdentities(json, path);
  } catch (error) {
    throw new TeamIdentityError(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function parseTeamIdentities(json: unknown, file: string = DEFAULT_TEAMS_FILE): TeamIdentities {
  const parsed = TeamsFileSchema.safeParse(json);
  if (!parsed.success) throw new TeamIdentityError(`not a valid teams file:\n${z.prettifyError(parsed.error)}`);
  const { clubs, national_teams: nationalTeams } = parsed.data;

  const identities: TeamIdentity[] = [];
  for (const [key, club] of Object.entries(clubs)) {
    const { short } = club;
    identities.push({
      key,
      aliases: club.aliases,
      names: localized(() => key),
      shortNames: typeof short === "string" ? localized(() => short) : short,
      code: club.code,
      colors: club.colors,
      flag: null,
      national: false,
      countryCode: club.country,
    });
  }
  for (const [key, team] of Object.entries(nationalTeams)) {
    const names: Localized = { de: team.de, en: key, it: team.it };
    const shortNames = localized((language) => {
      const short = team.short?.[language] ?? names[language];
      if (short.length > SHORT_NAME_MAX_LENGTH) {
        throw new TeamIdentityError(`national team "${key}": "${short}" is longer than ${SHORT_NAME_MAX_LENGTH} characters; give short.${language}`);
      }
      return short;
    });
    identities.push({ key, aliases: [], names, shortNames, code: team.code, colors: null, flag: team.flag, national: true, countryCode: team.code });
  }
  return new TeamIdentities(identities, file);
}

function localized(value: (language: Language) => string): Localized {
  return Object.fromEntries(LANGUAGE_CODES.map((language) => [language, value(language)])) as Localized;
}
