import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { COMPETITIONS, type CompetitionDefinition } from "./catalogue.ts";
import { DEFAULT_TEAMS_FILE, loadTeamIdentities, parseTeamIdentities, SHORT_NAME_MAX_LENGTH, type TeamIdentity } from "./team-identity.ts";

/**
 * data/teams.json against the competition files themselves: the raw files are read here without
 * the importer, so a team the importer would miss, or an entry it would wrongly merge, shows up.
 */

const identities = loadTeamIdentities();

interface DataTeam {
  /** The name without a " (GER)" suffix, as the importer looks it up. */
  name: string;
  /** The suffix or the code of a team object, where the data gives one. */
  country: string | undefined;
}

type RawTeam = string | { name: string; code?: string };
type RawMatch = { team1: RawTeam; team2: RawTeam };

function teamsOfFile(definition: CompetitionDefinition): DataTeam[] {
  const file = JSON.parse(readFileSync(resolve("data/openfootball", definition.file), "utf8")) as { matches?: RawMatch[]; rounds?: { matches: RawMatch[] }[] };
  const matches = file.matches ?? file.rounds!.flatMap((round) => round.matches);
  const teams = new Map<string, DataTeam>();
  for (const raw of matches.flatMap((m) => [m.team1, m.team2])) {
    const text = typeof raw === "string" ? raw : raw.name;
    const suffix = /^(.*\S)\s+\(([A-Z]{3})\)$/.exec(text);
    const name = suffix ? suffix[1]! : text;
    teams.set(name, { name, country: suffix?.[2] ?? (typeof raw === "string" ? undefined : raw.code) });
  }
  return [...teams.values()];
}

const DATA = COMPETITIONS.map((definition) => ({ definition, teams: teamsOfFile(definition) }));
const identityOf = (name: string): TeamIdentity => {
  const identity = identities.find(name);
  if (!identity) throw new Error(`"${name}" is not in ${DEFAULT_TEAMS_FILE}`);
  return identity;
};

describe("data/teams.json covers the competition files", () => {
  it.each(DATA.map(({ definition, teams }) => [definition.file, definition, teams] as const))(
    "every team of %s has an entry of the right kind",
    (_, definition, teams) => {
      for (const team of teams) {
        const identity = identityOf(team.name);
        expect({ team: team.name, national: identity.national }).toEqual({ team: team.name, national: definition.kind === "tournament" });
        // A club without a suffix plays in the league's own country; a suffix or code must agree with the entry.
        const country = team.country ?? definition.clubCountryCode ?? identity.countryCode;
        expect({ team: team.name, country: identity.countryCode }).toEqual({ team: team.name, country });
      }
    },
  );

  it("has no entry and no alias that the data does not use", () => {
    const used = new Set(DATA.flatMap(({ teams }) => teams.map((t) => t.name)));
    const unused = identities.all.flatMap((identity) => [identity.key, ...identity.aliases].filter((name) => !used.has(name) && name !== identity.key));
    expect(unused).toEqual([]);
    const unusedEntries = identities.all.filter((identity) => ![identity.key, ...identity.aliases].some((name) => used.has(name))).map((i) => i.key);
    expect(unusedEntries).toEqual([]);
  });

  it("merges the spellings of one club into one entry named as in its top-league file", () => {
    const sameClub = [
      ["Bayer Leverkusen", "Bayer 04 Leverkusen"],
      ["Bor. Mönchengladbach", "Borussia Mönchengladbach"],
      ["FC St. Pauli", "FC St. Pauli 1910"],
      ["1899 Hoffenheim", "TSG 1899 Hoffenheim"],
      ["VfL Bochum", "VfL Bochum 1848"],
      ["Werder Bremen", "SV Werder Bremen"],
      ["Bayern München", "FC Bayern München"],
      ["Manchester United", "Manchester United FC"],
      ["Tottenham Hotspur", "Tottenham Hotspur FC"],
      ["Lazio Roma", "SS Lazio"],
    ];
    for (const [alias, key] of sameClub) expect([alias, identityOf(alias!).key]).toEqual([alias, key]);
    // Every canonical key is the name the club has in a league file (not a cup or European one).
    const leagueNames = new Set(DATA.filter(({ definition }) => definition.kind === "league").flatMap(({ teams }) => teams.map((t) => t.name)));
    for (const identity of identities.all.filter((i) => i.aliases.length > 0))
      expect([identity.key, leagueNames.has(identity.key)]).toEqual([identity.key, true]);
  });
});

describe("the entries", () => {
  it("claim every name once", () => {
    const names = identities.all.flatMap((identity) => [identity.key, ...identity.aliases]);
    expect(names.length).toBe(new Set(names).size);
    const file = JSON.parse(readFileSync(DEFAULT_TEAMS_FILE, "utf8"));
    file.clubs["Borussia Dortmund"].aliases = ["Bayer Leverkusen"];
    expect(() => parseTeamIdentities(file)).toThrow(/"Bayer Leverkusen" belongs to both "Bayer 04 Leverkusen" and "Borussia Dortmund"/);
  });

  it(`have short names of at most ${SHORT_NAME_MAX_LENGTH} characters in every language`, () => {
    const tooLong = identities.all.flatMap((identity) =>
      LANGUAGE_CODES.map((language) => identity.shortNames[language]).filter((s) => s.length > SHORT_NAME_MAX_LENGTH),
    );
    expect(tooLong).toEqual([]);
    expect(identityOf("Bosnia & Herzegovina").shortNames).toEqual({ de: "Bosnien-Herz.", en: "Bosnia-Herz.", it: "Bosnia-Erz." });
    expect(identityOf("Germany").shortNames).toEqual({ de: "Deutschland", en: "Germany", it: "Germania" });
  });

  it.each(DATA.map(({ definition, teams }) => [definition.file, teams] as const))("have codes that tell the teams of %s apart", (_, teams) => {
    const codes = new Map<string, string[]>();
    for (const team of teams) {
      const { code, key } = identityOf(team.name);
      codes.set(code, [...(codes.get(code) ?? []), key]);
    }
    expect([...codes].filter(([, keys]) => keys.length > 1)).toEqual([]);
  });

  it("give national teams their FIFA code as code and country, and a flag that flag-icons has", () => {
    const nationalTeams = identities.all.filter((i) => i.national);
    expect(nationalTeams.length).toBeGreaterThan(50);
    expect(new Set(nationalTeams.map((t) => t.code)).size).toBe(nationalTeams.length);
    for (const team of nationalTeams) {
      expect(team.countryCode).toBe(team.code);
      expect(team.colors).toBeNull();
      expect([team.key, existsSync(resolve("node_modules/flag-icons/flags/4x3", `${team.flag}.svg`))]).toEqual([team.key, true]);
    }
    expect(identities.all.filter((i) => !i.national && i.flag !== null)).toEqual([]);
    expect(["England", "Scotland", "Wales"].map((name) => identityOf(name).flag)).toEqual(["gb-eng", "gb-sct", "gb-wls"]);
  });

  it("give clubs two different colours written #rrggbb, or none", () => {
    const clubs = identities.all.filter((i) => !i.national);
    for (const club of clubs) {
      if (club.colors === null) continue;
      expect(club.colors.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
      expect([club.key, club.colors[0] !== club.colors[1]]).toEqual([club.key, true]);
    }
    // Every club of the top leagues and the European cups has its colours.
    const topFiles = new Set(["2024-25/de.1.json", "2024-25/it.1.json", "2024-25/en.1.json", "2024-25/uefa.cl.json"]);
    const withoutColours = DATA.filter(({ definition }) => topFiles.has(definition.file)).flatMap(({ teams }) =>
      teams.filter((t) => identityOf(t.name).colors === null),
    );
    expect(withoutColours).toEqual([]);
    expect(identityOf("Bayer Leverkusen")).toMatchObject({ code: "B04", shortNames: { de: "Leverkusen" }, colors: ["#e32221", "#000000"] });
  });
});

describe("a broken teams file stops with a message naming the file and the entry", () => {
  const work = mkdtempSync(join(tmpdir(), "teams-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  type Entries = Record<string, Record<string, unknown>>;
  type Change = (file: { clubs: Entries; national_teams: Entries }) => void;
  const write = (change: Change) => {
    const file = JSON.parse(readFileSync(DEFAULT_TEAMS_FILE, "utf8"));
    change(file);
    const path = join(work, "teams.json");
    writeFileSync(path, JSON.stringify(file));
    return path;
  };
  const dortmund =
    (field: string, value: unknown): Change =>
    (file) =>
      void (file.clubs["Borussia Dortmund"]![field] = value);

  it.each<[string, Change, RegExp]>([
    ["a code of four letters", dortmund("code", "BVB9"), /teams\.json: not a valid teams file[\s\S]*Borussia Dortmund[\s\S]*code/],
    ["a colour name", dortmund("colors", ["yellow", "#000000"]), /Borussia Dortmund[\s\S]*colors/],
    ["a club short name that is too long", dortmund("short", "Borussia Dortmund"), /Borussia Dortmund[\s\S]*short/],
    ["an unknown field", dortmund("colour", ["#fde100", "#000000"]), /"colour"[\s\S]*Borussia Dortmund/],
    [
      "a long national name without a short form",
      (file) => void delete file.national_teams["Bosnia & Herzegovina"]!.short,
      /"Bosnia & Herzegovina".*short\.de/,
    ],
  ])("%s", (_, change, message) => {
    expect(() => loadTeamIdentities(write(change))).toThrow(message);
  });

  it("a file that is not JSON", () => {
    const path = join(work, "broken.json");
    writeFileSync(path, "{ clubs: ");
    expect(() => loadTeamIdentities(path)).toThrow(/broken\.json: not readable as JSON/);
  });
});
