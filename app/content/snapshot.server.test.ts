import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { captureLogLines } from "#tests/support/log-capture.ts";
import { scratchDir } from "#tests/support/test-dirs.ts";
import { createEmbeddedSource } from "./adapters/embedded.server.ts";
import { cockpitSnapshotKey, createSnapshotStore, snapshotFileName, SNAPSHOT_DIRECTORY } from "./snapshot.server.ts";

/**
 * The last good content on disk: what is kept is read back the same, written whole or not at all,
 * and whatever else lies in the folder (a corrupt file, one of the wrong shape, one of another
 * source) is logged and left out, never a crash.
 */
const SOURCE = cockpitSnapshotKey("https://cms.example/api");
const embedded = createEmbeddedSource();

const logLines = captureLogLines({ perTest: true });

const newDataDir = () => scratchDir("snapshot");

describe("the snapshot store", () => {
  it("keeps the FAQ (with its field definitions) and the other collections, and reads them back the same", async () => {
    const dataDir = newDataDir();
    const store = createSnapshotStore({ dataDir, sourceKey: SOURCE, now: () => Date.parse("2026-12-07T12:00:00Z") });
    const faqs = await embedded.faqs("de");
    const team = await embedded.team();
    expect(Object.keys(faqs.fields)).toContain("group");
    store.save("FAQs:de", faqs);
    store.save("team", team);
    await store.flush();

    expect(readdirSync(store.directory).sort()).toEqual(["FAQs.de.json", "team.json"]);
    expect(store.directory).toBe(path.join(dataDir, SNAPSHOT_DIRECTORY, SOURCE));
    const file = JSON.parse(readFileSync(path.join(store.directory, "FAQs.de.json"), "utf8")) as Record<string, unknown>;
    expect(file).toMatchObject({ format: 1, source: SOURCE, key: "FAQs:de", savedAt: "2026-12-07T12:00:00.000Z" });

    const restored = createSnapshotStore({ dataDir, sourceKey: SOURCE }).readAll();
    expect([...restored.keys()].sort()).toEqual(["FAQs:de", "team"]);
    expect(restored.get("FAQs:de")).toEqual({ value: faqs, savedAt: Date.parse("2026-12-07T12:00:00Z") });
    expect(restored.get("team")?.value).toEqual(team);
  });

  it("writes atomically: a reader never finds a partial file, and the last value saved wins", async () => {
    const store = createSnapshotStore({ dataDir: newDataDir(), sourceKey: SOURCE });
    const jobs = await embedded.jobs("de");
    const file = path.join(store.directory, snapshotFileName("jobs:de"));
    let reads = 0;
    let reading = true;
    const reader = (async () => {
      while (reading) {
        try {
          const text = readFileSync(file, "utf8");
          // A file cut short (written in place, or read between a write and its end) fails here.
          JSON.parse(text);
          reads++;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let version = 0; version < 40; version++) {
      store.save("jobs:de", jobs.map((job) => ({ ...job, title: `${job.title} v${version}` })));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await store.flush();
    reading = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
    const kept = createSnapshotStore({ dataDir: path.dirname(path.dirname(store.directory)), sourceKey: SOURCE }).readAll();
    expect((kept.get("jobs:de")?.value as { title: string }[])[0]!.title).toMatch(/ v39$/);
    // Nothing but the file itself: no temporary file is left behind.
    expect(readdirSync(store.directory)).toEqual(["jobs.de.json"]);
  });

  it("writes nothing when a load brings what the file already holds", async () => {
    const dataDir = newDataDir();
    const team = await embedded.team();
    const first = createSnapshotStore({ dataDir, sourceKey: SOURCE });
    first.save("team", team);
    await first.flush();
    const file = path.join(first.directory, "team.json");
    const store = createSnapshotStore({ dataDir, sourceKey: SOURCE });
    store.readAll();
    // Removed behind the store's back: only a write would bring it back.
    rmSync(file);
    store.save("team", structuredClone(team));
    await store.flush();
    expect(readdirSync(store.directory)).toEqual([]);
    store.save("team", team.slice(1));
    await store.flush();
    expect(readdirSync(store.directory)).toEqual(["team.json"]);
  });

  it("leaves out a corrupt file, one of the wrong shape and one cut short, logging each; the others are read", async () => {
    const dataDir = newDataDir();
    const store = createSnapshotStore({ dataDir, sourceKey: SOURCE });
    store.save("team", await embedded.team());
    store.save("FAQs:en", await embedded.faqs("en"));
    store.save("LogoWall", await embedded.logoWall());
    await store.flush();
    const dir = store.directory;
    writeFileSync(path.join(dir, "FAQs.en.json"), '{"format":1,"source":"', "utf8");
    const logoWall = JSON.parse(readFileSync(path.join(dir, "LogoWall.json"), "utf8")) as { value: Record<string, unknown>[] };
    delete logoWall.value[0]!.logo;
    writeFileSync(path.join(dir, "LogoWall.json"), JSON.stringify(logoWall));
    writeFileSync(path.join(dir, "pressArticles.json.4242.1.tmp"), '{"format":1', "utf8");
    writeFileSync(path.join(dir, "nonsense.json"), JSON.stringify({ format: 1, source: SOURCE, key: "nonsense", savedAt: new Date().toISOString(), value: [] }));

    const restored = createSnapshotStore({ dataDir, sourceKey: SOURCE }).readAll();
    expect([...restored.keys()]).toEqual(["team"]);
    const log = logLines.join("");
    expect(log).toMatch(/"event":"content_snapshot_ignored".*FAQs\.en\.json.*"reason":"not valid JSON"/);
    expect(log).toMatch(/LogoWall\.json.*"reason":"does not match the collection's schema \(0\.logo\)"/);
    expect(log).toMatch(/nonsense\.json.*"reason":"not a collection of the site"/);
    // The write cut short is removed, not read.
    expect(readdirSync(dir)).not.toContain("pressArticles.json.4242.1.tmp");
  });

  it("never serves another source's content: another CONTENT_API_URL has its own folder, and a file copied across is left out", async () => {
    const dataDir = newDataDir();
    const other = cockpitSnapshotKey("https://other-cms.example/api");
    expect(other).not.toBe(SOURCE);
    expect(cockpitSnapshotKey("https://cms.example/api")).toBe(SOURCE);
    // The URL may carry credentials: the key is a hash, never the URL.
    expect(cockpitSnapshotKey("https://user:secret@cms.example/api")).toMatch(/^cockpit-[0-9a-f]{16}$/);

    const ours = createSnapshotStore({ dataDir, sourceKey: SOURCE });
    ours.save("team", await embedded.team());
    await ours.flush();
    const theirs = createSnapshotStore({ dataDir, sourceKey: other });
    expect(theirs.readAll().size).toBe(0);

    mkdirSync(theirs.directory, { recursive: true });
    copyFileSync(path.join(ours.directory, "team.json"), path.join(theirs.directory, "team.json"));
    expect(theirs.readAll().size).toBe(0);
    expect(logLines.join("")).toMatch(/team\.json.*"reason":"kept for another content source"/);
    // A file renamed to another collection is not read as that collection either.
    copyFileSync(path.join(ours.directory, "team.json"), path.join(ours.directory, "LogoWall.json"));
    expect([...createSnapshotStore({ dataDir, sourceKey: SOURCE }).readAll().keys()]).toEqual(["team"]);
  });

  it("an unusable DATA_DIR: reading finds nothing, a write is logged; neither throws", async () => {
    const dataDir = path.join(newDataDir(), "a-file");
    writeFileSync(dataDir, "not a directory");
    const store = createSnapshotStore({ dataDir, sourceKey: SOURCE });
    expect(store.readAll().size).toBe(0);
    store.save("team", await embedded.team());
    await store.flush();
    expect(logLines.join("")).toMatch(/"source":"content:snapshot".*could not keep team/);
  });
});
