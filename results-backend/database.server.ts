import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { COMPETITIONS, PUSH_GROUPS } from "./catalogue.ts";
import type { NameKind, NamedEntity } from "./names.ts";
import { loadNewsContent, newsContentFiles } from "./news-content.server.ts";
import { type ImportedCompetition, importCompetition } from "./openfootball.ts";
import { DEFAULT_TEAMS_FILE, loadTeamIdentities } from "./team-identity.ts";

/**
 * The embedded backend's SQLite database (`node:sqlite`): a build artefact in DATA_DIR, made from
 * data/openfootball/, data/teams.json and content/news/. It is (re)built when it is missing or
 * when its inputs changed (a fingerprint of every input is stored in it), into a temporary file
 * that is then renamed: a process never sees a half-built database, also when several start at once.
 */

export const DATABASE_FILE_NAME = "results.sqlite";

/**
 * Part of the fingerprint: raise it when the schema or the import rules change, so databases built
 * by older code are rebuilt on the next start.
 */
export const DATABASE_FORMAT_VERSION = 4;

export interface DatabaseSources {
  /** Directory of the openfootball files (data/openfootball). */
  footballDir: string;
  /** Directory of the news items (content/news). */
  newsDir: string;
  /** The teams' identities (data/teams.json). */
  teamsFile: string;
}

/** The sources in the repository, relative to the working directory (the project root). */
export function defaultSources(): DatabaseSources {
  return { footballDir: resolve("data/openfootball"), newsDir: resolve("content/news"), teamsFile: resolve(DEFAULT_TEAMS_FILE) };
}

/**
 * Names are rows, one per thing, language and kind (`names`), never a column per language: a
 * language more is more rows, written by the import from the catalogue and data/teams.json, with
 * no change here. Every other table holds what is the same in every language.
 */
const SCHEMA = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE push_groups (id INTEGER PRIMARY KEY, position INTEGER NOT NULL, country_code TEXT);
  CREATE TABLE competitions (
    id INTEGER PRIMARY KEY, push_group_id INTEGER NOT NULL REFERENCES push_groups(id), position INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('league', 'cup', 'tournament')), season TEXT NOT NULL, tiebreak TEXT NOT NULL
  );
  -- id is the database's own key (names refer to it); the API's round id is round_index.
  CREATE TABLE rounds (
    id INTEGER PRIMARY KEY, competition_id INTEGER NOT NULL REFERENCES competitions(id), round_index INTEGER NOT NULL,
    stage TEXT NOT NULL, matchday INTEGER, leg INTEGER,
    UNIQUE (competition_id, round_index)
  );
  CREATE TABLE teams (
    id INTEGER PRIMARY KEY, data_name TEXT NOT NULL UNIQUE, country_code TEXT, national INTEGER NOT NULL, code TEXT NOT NULL,
    color_primary TEXT, color_secondary TEXT, flag TEXT
  );
  CREATE TABLE names (
    entity TEXT NOT NULL CHECK (entity IN ('push_group', 'competition', 'round', 'team')), entity_id INTEGER NOT NULL,
    language TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('name', 'short', 'plural')), value TEXT NOT NULL,
    PRIMARY KEY (entity, entity_id, language, kind)
  ) WITHOUT ROWID;
  CREATE TABLE matches (
    id INTEGER PRIMARY KEY, competition_id INTEGER NOT NULL REFERENCES competitions(id), round_index INTEGER NOT NULL,
    group_letter TEXT, kickoff TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('scheduled', 'finished', 'canceled', 'postponed', 'called_off', 'awarded')),
    home_team_id INTEGER NOT NULL REFERENCES teams(id), away_team_id INTEGER NOT NULL REFERENCES teams(id),
    ht_home INTEGER, ht_away INTEGER, ft_home INTEGER, ft_away INTEGER,
    et_home INTEGER, et_away INTEGER, pen_home INTEGER, pen_away INTEGER,
    venue TEXT, has_goal_events INTEGER NOT NULL
  );
  CREATE INDEX matches_by_round ON matches (competition_id, round_index, kickoff, id);
  CREATE INDEX matches_by_kickoff ON matches (competition_id, kickoff, id);
  CREATE TABLE goals (
    match_id INTEGER NOT NULL REFERENCES matches(id), seq INTEGER NOT NULL,
    side TEXT NOT NULL CHECK (side IN ('home', 'away')), scorer TEXT NOT NULL,
    minute INTEGER NOT NULL, stoppage INTEGER, penalty INTEGER NOT NULL, own_goal INTEGER NOT NULL,
    PRIMARY KEY (match_id, seq)
  );
  CREATE TABLE news (
    news_id INTEGER PRIMARY KEY, type TEXT NOT NULL, provider TEXT NOT NULL, category_id INTEGER NOT NULL,
    published_at TEXT NOT NULL, author TEXT, image_url TEXT, image_width INTEGER, image_height INTEGER
  );
  CREATE INDEX news_by_date ON news (published_at DESC, news_id DESC);
  CREATE TABLE news_texts (
    news_id INTEGER NOT NULL REFERENCES news(news_id), language TEXT NOT NULL,
    title TEXT NOT NULL, teaser TEXT NOT NULL, body_json TEXT NOT NULL, image_alt TEXT,
    PRIMARY KEY (news_id, language)
  );
`;

/** A hash of everything the database is made from: files, catalogue, team identities, format. */
export function sourceFingerprint(sources: DatabaseSources): string {
  const hash = createHash("sha256");
  hash.update(`format ${DATABASE_FORMAT_VERSION}\n`);
  hash.update(JSON.stringify({ PUSH_GROUPS, COMPETITIONS }));
  hash.update("\nteams\n");
  hash.update(readFileSync(sources.teamsFile));
  for (const competition of COMPETITIONS) {
    hash.update(`\n${competition.file}\n`);
    hash.update(readFileSync(join(sources.footballDir, competition.file)));
  }
  for (const path of newsContentFiles(sources.newsDir)) {
    hash.update(`\n${path}\n`);
    hash.update(readFileSync(path));
  }
  return hash.digest("hex");
}

export interface BuildReport {
  path: string;
  fingerprint: string;
  durationMs: number;
  competitions: number;
  matches: number;
  goals: number;
  news: number;
}

/** Builds the database from the sources into `dataDir`, replacing an existing one. */
export function buildDatabase(dataDir: string, sources: DatabaseSources = defaultSources()): BuildReport {
  const started = performance.now();
  const fingerprint = sourceFingerprint(sources);
  const identities = loadTeamIdentities(sources.teamsFile);
  const imported = COMPETITIONS.map((definition) =>
    importCompetition(definition, JSON.parse(readFileSync(join(sources.footballDir, definition.file), "utf8")), identities),
  );
  const news = loadNewsContent(sources.newsDir);

  mkdirSync(dataDir, { recursive: true });
  const target = join(resolve(dataDir), DATABASE_FILE_NAME);
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  const db = new DatabaseSync(temporary);
  let goalCount = 0;
  try {
    db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;");
    db.exec(SCHEMA);
    db.exec("BEGIN");
    const insertNames = namesWriter(db);
    insertCatalogue(db, insertNames);
    goalCount = insertResults(db, imported, insertNames);
    insertNews(db, news);
    db.prepare("INSERT INTO meta (key, value) VALUES (?, ?), (?, ?)").run("fingerprint", fingerprint, "built_at", new Date().toISOString());
    db.exec("COMMIT");
    db.close();
    renameSync(temporary, target);
  } catch (error) {
    if (db.isOpen) db.close();
    rmSync(temporary, { force: true });
    throw error;
  }
  return {
    path: target,
    fingerprint,
    durationMs: Math.round(performance.now() - started),
    competitions: imported.length,
    matches: imported.reduce((sum, c) => sum + c.matches.length, 0),
    goals: goalCount,
    news: news.length,
  };
}

/** Writes a thing's names: one row per language and kind (`names`). */
type InsertNames = (entity: NamedEntity, entityId: number, kind: NameKind, names: Readonly<Record<string, string>>) => void;

function namesWriter(db: DatabaseSync): InsertNames {
  const name = db.prepare("INSERT INTO names (entity, entity_id, language, kind, value) VALUES (?, ?, ?, ?, ?)");
  return (entity, entityId, kind, names) => {
    for (const [language, value] of Object.entries(names)) name.run(entity, entityId, language, kind, value);
  };
}

function insertCatalogue(db: DatabaseSync, insertNames: InsertNames): void {
  const pushGroup = db.prepare("INSERT INTO push_groups (id, position, country_code) VALUES (?, ?, ?)");
  PUSH_GROUPS.forEach((g, position) => {
    pushGroup.run(g.id, position, g.countryCode);
    insertNames("push_group", g.id, "name", g.names);
  });
  const competition = db.prepare("INSERT INTO competitions (id, push_group_id, position, kind, season, tiebreak) VALUES (?, ?, ?, ?, ?, ?)");
  COMPETITIONS.forEach((c, position) => {
    competition.run(c.id, c.pushGroupId, position, c.kind, c.season, c.tiebreak);
    for (const kind of ["name", "plural", "short"] as const) {
      insertNames(
        "competition",
        c.id,
        kind,
        mapLocalized(c.names, (names) => names[kind]),
      );
    }
  });
}

function insertResults(db: DatabaseSync, competitions: ImportedCompetition[], insertNames: InsertNames): number {
  const round = db.prepare("INSERT INTO rounds (competition_id, round_index, stage, matchday, leg) VALUES (?, ?, ?, ?, ?) RETURNING id");
  const team = db.prepare(
    `INSERT INTO teams (data_name, country_code, national, code, color_primary, color_secondary, flag) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const match = db.prepare(
    `INSERT INTO matches (id, competition_id, round_index, group_letter, kickoff, status, home_team_id, away_team_id,
       ht_home, ht_away, ft_home, ft_away, et_home, et_away, pen_home, pen_away, venue, has_goal_events)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const goal = db.prepare("INSERT INTO goals (match_id, seq, side, scorer, minute, stoppage, penalty, own_goal) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");

  // Teams are shared across competitions by their canonical key (data/teams.json), whatever the file calls them.
  const teamIds = new Map<string, number>();
  let goals = 0;
  for (const competition of competitions) {
    const competitionId = competition.definition.id;
    for (const r of competition.rounds) {
      const { id } = round.get(competitionId, r.index, r.key.stage, r.key.matchday, r.key.leg) as { id: number };
      insertNames("round", id, "name", r.names);
    }
    for (const t of competition.teams) {
      if (teamIds.has(t.key)) continue;
      const { id } = team.get(t.key, t.countryCode, t.national ? 1 : 0, t.code, t.colors?.[0] ?? null, t.colors?.[1] ?? null, t.flag) as { id: number };
      insertNames("team", id, "name", t.names);
      insertNames("team", id, "short", t.shortNames);
      teamIds.set(t.key, id);
    }
    for (const m of competition.matches) {
      const { ht, ft, et, penalties } = m.score;
      match.run(
        m.id,
        competitionId,
        m.roundIndex,
        m.group,
        m.kickoff,
        m.status,
        teamIds.get(m.home)!,
        teamIds.get(m.away)!,
        ht?.home ?? null,
        ht?.away ?? null,
        ft?.home ?? null,
        ft?.away ?? null,
        et?.home ?? null,
        et?.away ?? null,
        penalties?.home ?? null,
        penalties?.away ?? null,
        m.venue,
        m.goals ? 1 : 0,
      );
      m.goals?.forEach((g, seq) => {
        goal.run(m.id, seq, g.side, g.scorer, g.minute, g.stoppage, g.penalty ? 1 : 0, g.ownGoal ? 1 : 0);
        goals += 1;
      });
    }
  }
  return goals;
}

function mapLocalized<T, U>(values: Record<string, T>, map: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(values).map(([language, value]) => [language, map(value)]));
}

function insertNews(db: DatabaseSync, items: ReturnType<typeof loadNewsContent>): void {
  const news = db.prepare(
    "INSERT INTO news (news_id, type, provider, category_id, published_at, author, image_url, image_width, image_height) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const texts = db.prepare("INSERT INTO news_texts (news_id, language, title, teaser, body_json, image_alt) VALUES (?, ?, ?, ?, ?, ?)");
  for (const item of items) {
    const image = item.image;
    news.run(
      item.news_id,
      item.type,
      item.provider,
      item.categoryId,
      item.publishedAt,
      item.author ?? null,
      image?.src ?? null,
      image?.width ?? null,
      image?.height ?? null,
    );
    for (const [language, t] of Object.entries(item.texts)) {
      if (t) texts.run(item.news_id, language, t.title, t.teaser, JSON.stringify(t.body), t.image_alt ?? null);
    }
  }
}

/**
 * The database of `dataDir`, opened read-only; built first when it is missing, unreadable or made
 * from other sources than the current ones.
 */
export function openDatabase(dataDir: string, sources: DatabaseSources = defaultSources()): DatabaseSync {
  const path = join(resolve(dataDir), DATABASE_FILE_NAME);
  const expected = sourceFingerprint(sources);
  if (existsSync(path)) {
    const db = tryOpen(path);
    if (db && storedFingerprint(db) === expected) return db;
    db?.close();
  }
  buildDatabase(dataDir, sources);
  return new DatabaseSync(path, { readOnly: true });
}

function tryOpen(path: string): DatabaseSync | undefined {
  try {
    return new DatabaseSync(path, { readOnly: true });
  } catch {
    return undefined;
  }
}

function storedFingerprint(db: DatabaseSync): string | undefined {
  try {
    const row = db.prepare("SELECT value FROM meta WHERE key = 'fingerprint'").get() as { value: string } | undefined;
    return row?.value;
  } catch {
    // Not our schema, or not a database at all: rebuild.
    return undefined;
  }
}
