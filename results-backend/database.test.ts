import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDatabase, DATABASE_FILE_NAME, type DatabaseSources, openDatabase } from "./database.server.ts";

/** The database is a build artefact in DATA_DIR: built fast, reused while fresh, rebuilt when not. */

let work: string;
let sources: DatabaseSources;
let dataDir: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "results-build-"));
  sources = { footballDir: join(work, "openfootball"), newsDir: join(work, "news") };
  cpSync(resolve("data/openfootball"), sources.footballDir, { recursive: true });
  cpSync(resolve("content/news"), sources.newsDir, { recursive: true });
  dataDir = join(work, "var");
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const path = () => join(dataDir, DATABASE_FILE_NAME);
const count = (db: DatabaseSync, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

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
