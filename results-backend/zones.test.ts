import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { COMPETITIONS } from "./catalogue.ts";
import { openDatabase } from "./database.server.ts";
import { ResultsStore } from "./results-store.server.ts";
import { CompetitionZonesSchema, loadZones, zoneAt, zoneProblems, ZonesFileSchema } from "./zones.ts";

const dataDir = useTemporaryDataDir();
let store: ResultsStore;

beforeAll(() => {
  store = new ResultsStore(openDatabase(dataDir()));
});

describe("data/zones.json", () => {
  const file = loadZones();

  it("names data files that exist, each with its regulations as source", () => {
    for (const [key, entry] of Object.entries(file.competitions)) {
      expect(existsSync(join("data/openfootball", key)), key).toBe(true);
      expect(entry.source.length, key).toBeGreaterThan(40);
    }
  });

  it("has an entry for every league and league phase of the catalogue, with every range inside its table", () => {
    const tabled = store.competitions("en").competitions.filter((c) => c.has_table && c.kind !== "tournament");
    expect(tabled.map((c) => c.id)).toEqual([1, 2, 4, 5, 6, 7]);
    for (const competition of tabled) {
      const key = COMPETITIONS.find((c) => c.id === competition.id)!.file;
      const entry = file.competitions[key];
      expect(entry, `${competition.name} (${key})`).toBeDefined();
      const [table] = store.table(competition.id, "en").data;
      expect(zoneProblems(entry!.zones, table!.rows.length), key).toEqual([]);
    }
  });

  it("holds the regulation places of 2024/25", () => {
    const ranges = (key: string) => file.competitions[key]!.zones.map((z) => `${z.from}-${z.to} ${z.kind}`);
    expect(ranges("2024-25/de.1.json")).toEqual([
      "1-4 champions_league",
      "5-5 europa_league",
      "6-6 conference_league_playoff",
      "16-16 relegation_playoff",
      "17-18 relegation",
    ]);
    expect(ranges("2024-25/de.2.json")).toEqual(["1-2 promotion", "3-3 promotion_playoff", "16-16 relegation_playoff", "17-18 relegation"]);
    // England's European Performance Spot: five Champions League places; its Conference League place is the EFL Cup winner's.
    expect(ranges("2024-25/en.1.json")).toEqual(["1-5 champions_league", "6-6 europa_league", "18-20 relegation"]);
    expect(ranges("2024-25/uefa.cl.json")).toEqual(["1-8 round_of_16", "9-24 knockout_playoff", "25-36 eliminated"]);
  });
});

describe("the zones schema", () => {
  const entry = (zones: unknown) => CompetitionZonesSchema.safeParse({ source: "Regulations of the example league 2024/25", zones });

  it("accepts ranges in table order", () => {
    expect(
      entry([
        { kind: "promotion", from: 1, to: 2 },
        { kind: "relegation", from: 17, to: 18 },
      ]).success,
    ).toBe(true);
  });

  it("refuses overlapping or unordered ranges, reversed ranges, unknown and computed kinds", () => {
    expect(
      entry([
        { kind: "promotion", from: 1, to: 3 },
        { kind: "promotion_playoff", from: 3, to: 3 },
      ]).success,
    ).toBe(false);
    expect(
      entry([
        { kind: "relegation", from: 17, to: 18 },
        { kind: "promotion", from: 1, to: 2 },
      ]).success,
    ).toBe(false);
    expect(entry([{ kind: "relegation", from: 18, to: 17 }]).success).toBe(false);
    expect(entry([{ kind: "champions_league", from: 0, to: 4 }]).success).toBe(false);
    expect(entry([{ kind: "golden_boot", from: 1, to: 1 }]).success).toBe(false);
    expect(entry([{ kind: "knockout_stage", from: 1, to: 2 }]).success).toBe(false);
    expect(entry([]).success).toBe(false);
  });

  it("refuses keys that are not data files and entries without a source", () => {
    const zones = [{ kind: "relegation", from: 17, to: 18 }];
    expect(ZonesFileSchema.safeParse({ about: "", competitions: { bundesliga: { source: "DFL Spielordnung 2024/25, § 1", zones } } }).success).toBe(false);
    expect(ZonesFileSchema.safeParse({ about: "", competitions: { "2024-25/de.1.json": { source: "", zones } } }).success).toBe(false);
  });

  it("reports ranges beyond the table and names the file of a broken entry", () => {
    expect(zoneProblems([{ kind: "relegation", from: 18, to: 20 }], 18)).toEqual(["relegation 18–20 lies outside a table of 18"]);
    const broken = join(dataDir(), "zones-broken.json");
    writeFileSync(broken, JSON.stringify({ about: "", competitions: { "2024-25/de.1.json": { source: "DFL Spielordnung 2024/25", zones: [] } } }));
    expect(() => loadZones(broken)).toThrow(/zones-broken\.json/);
  });

  it("finds the zone of a position", () => {
    const zones = [
      { kind: "champions_league", from: 1, to: 4 },
      { kind: "relegation", from: 17, to: 18 },
    ] as const;
    expect([1, 4, 5, 16, 17, 18, 19].map((position) => zoneAt(zones, position))).toEqual([
      "champions_league",
      "champions_league",
      null,
      null,
      "relegation",
      "relegation",
      null,
    ]);
    expect(zoneAt(undefined, 1)).toBeNull();
  });
});
