import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { buildDatabase, DATABASE_FILE_NAME, type DatabaseSources, openDatabase } from "./database.server.ts";

/** The database is a build artefact in DATA_DIR: built fast, reused while fresh, rebuilt when not. */

let work: string;
let sources: DatabaseSources;
let dataDir: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "results-build-"));
  sources = { footballDir: join(work, "openfootball"), newsDir: join(work, "news"), teamsFile: join(work, "teams.json") };
  cpSync(resolve("data/openfootball"), sources.footballDir, { recursive: true });
  cpSync(resolve("data/teams.json"), sources.teamsFile);
  cpSync(resolve("content/news"), sources.newsDir, { recursive: true });
  dataDir = join(work, "var");
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const path = () => join(dataDir, DATABASE_FILE_NAME);
const count = (db: DatabaseSync, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const teamName = (db: DatabaseSync, dataName: string, language: string, kind: string) =>
  (
    db
      .prepare("SELECT n.value FROM names n JOIN teams t ON n.entity = 'team' AND n.entity_id = t.id WHERE t.data_name = ? AND n.language = ? AND n.kind = ?")
      .get(dataName, language, kind) as { value: string } | undefined
  )?.value;

describe("building the database", () => {
  it("builds every competition, match, goal and news item in well under the time budget", () => {
    const report = buildDatabase(dataDir, sources);
    expect(report).toMatchObject({ path: path(), competitions: 10, matches: 2032, news: 38 });
    expect(report.goals).toBeGreaterThan(500);
    expect(report.durationMs).toBeLessThan(20_000); // "seconds", with room for a loaded machine
    const db = new DatabaseSync(path(), { readOnly: true });
    expect(count(db, "matches")).toBe(2032);
    expect(count(db, "push_groups")).toBe(5);
    expect(count(db, "news_texts")).toBe(38 + 22 + 13);
    // One row per real club: the cup's and the European files' spellings are merged into the league's.
    expect(count(db, "teams")).toBe(218);
    expect(db.prepare("SELECT data_name, code, color_primary, color_secondary, flag FROM teams WHERE data_name LIKE '%Leverkusen%'").all()).toEqual([
      { data_name: "Bayer 04 Leverkusen", code: "B04", color_primary: "#e32221", color_secondary: "#000000", flag: null },
    ]);
    expect(teamName(db, "Bayer 04 Leverkusen", "de", "short")).toBe("Leverkusen");
    expect(db.prepare("SELECT code, color_primary, flag FROM teams WHERE data_name = 'Scotland'").get()).toEqual({
      code: "SCO",
      color_primary: null,
      flag: "gb-sct",
    });
    expect(teamName(db, "Scotland", "it", "name")).toBe("Scozia");
    expect(teamName(db, "Scotland", "it", "short")).toBe("Scozia");
    db.close();
  });

  it("keeps names as rows per language, so a language is data and not a column", () => {
    const db = new DatabaseSync(path(), { readOnly: true });
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
    const columns = tables.flatMap((table) => (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => `${table}.${c.name}`));
    expect(columns.filter((column) => LANGUAGE_CODES.some((language) => column.endsWith(`_${language}`)))).toEqual([]);
    // Every named thing has its names in every language: push groups and rounds a name, competitions a name, a
    // plural and a short name, teams a name and a short name.
    const names = db.prepare("SELECT entity, kind, language, COUNT(*) AS n FROM names GROUP BY entity, kind, language ORDER BY entity, kind, language").all();
    const rounds = count(db, "rounds");
    expect(names).toEqual(
      [
        ...["name", "plural", "short"].map((kind) => ["competition", kind, 10]),
        ["push_group", "name", 5],
        ["round", "name", rounds],
        ...["name", "short"].map((kind) => ["team", kind, 218]),
      ].flatMap(([entity, kind, n]) => LANGUAGE_CODES.map((language) => ({ entity, kind, language, n }))),
    );
    db.close();
  });

  it("reuses a database built from the same sources", () => {
    const before = statSync(path()).mtimeMs;
    openDatabase(dataDir, sources).close();
    expect(statSync(path()).mtimeMs).toBe(before);
  });

  it("rebuilds when a source changed", () => {
    const file = join(sources.newsDir, "1001-bayern-muenchen-ist-meister-mit-82-punkten-und-99-toren.json");
    const item = JSON.parse(readFileSync(file, "utf8"));
    item.translations.de.title = "Geänderter Titel";
    writeFileSync(file, JSON.stringify(item));
    const db = openDatabase(dataDir, sources);
    expect(db.prepare("SELECT title FROM news_texts WHERE news_id = 1001 AND language = 'de'").get()).toEqual({ title: "Geänderter Titel" });
    db.close();
  });

  it("rebuilds when a team's identity changed", () => {
    const teams = JSON.parse(readFileSync(sources.teamsFile, "utf8"));
    teams.clubs["Borussia Dortmund"].short = "BVB";
    writeFileSync(sources.teamsFile, JSON.stringify(teams));
    const db = openDatabase(dataDir, sources);
    expect(teamName(db, "Borussia Dortmund", "en", "short")).toBe("BVB");
    db.close();
  });

  it("stops at a teams file that does not fit its schema, naming the file", () => {
    const valid = readFileSync(sources.teamsFile, "utf8");
    const teams = JSON.parse(valid);
    teams.clubs["Borussia Dortmund"].code = "borussia";
    writeFileSync(sources.teamsFile, JSON.stringify(teams));
    expect(() => buildDatabase(dataDir, sources)).toThrow(/teams\.json: not a valid teams file[\s\S]*Borussia Dortmund/);
    writeFileSync(sources.teamsFile, valid);
  });

  it("stops at a team of the data that the teams file does not know, naming team and competition file", () => {
    const valid = readFileSync(sources.teamsFile, "utf8");
    const teams = JSON.parse(valid);
    delete teams.clubs["SV Werder Bremen"];
    writeFileSync(sources.teamsFile, JSON.stringify(teams));
    expect(() => buildDatabase(dataDir, sources)).toThrow(/2024-25\/de\.1\.json, match \d+ .*team "SV Werder Bremen" is not in .*teams\.json/);
    writeFileSync(sources.teamsFile, valid);
  });

  it("rebuilds a file that is not a database", () => {
    writeFileSync(path(), "garbage");
    const db = openDatabase(dataDir, sources);
    expect(count(db, "competitions")).toBe(10);
    db.close();
  });

  it("keeps the old database when the sources are broken, and names the file", () => {
    const before = statSync(path()).mtimeMs;
    writeFileSync(join(sources.newsDir, "9999-broken.json"), JSON.stringify({ news_id: 9999, type: "news" }));
    expect(() => buildDatabase(dataDir, sources)).toThrow(/9999-broken\.json/);
    expect(statSync(path()).mtimeMs).toBe(before);
    rmSync(join(sources.newsDir, "9999-broken.json"));
  });

  it("refuses duplicate news ids", () => {
    cpSync(join(sources.newsDir, "1002-leverkusen-wird-zweiter-zwoelf-remis-kosten-die-titelverteid.json"), join(sources.newsDir, "1002-copy.json"));
    expect(() => buildDatabase(dataDir, sources)).toThrow(/news_id 1002 is also used/);
    rmSync(join(sources.newsDir, "1002-copy.json"));
  });
});
