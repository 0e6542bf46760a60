import type { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import { StandingsResponseSchema } from "#contract/schemas-standings.ts";
import { useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { openDatabase } from "./database.server.ts";
import { fixedClock } from "./replay-clock.ts";
import { ResultsStore } from "./results-store.server.ts";

/**
 * The standings' projection on the real Bundesliga 2024/25, replayed (projection.ts). The facts it
 * is checked against: Bayern were champions before the last matchday; on it Dortmund beat Kiel 3:0
 * and Freiburg lost 1:3 at Frankfurt, so Dortmund passed Freiburg into fourth place; Bochum and Kiel
 * went down.
 */

let db: DatabaseSync;
const dataDir = useTemporaryDataDir();
beforeAll(() => {
  db = openDatabase(dataDir());
});

const BUNDESLIGA = 1;
const standingsAt = (iso: string) => StandingsResponseSchema.parse(new ResultsStore(db, { clock: fixedClock(new Date(iso)) }).standings(BUNDESLIGA, "en")).data;

function rowOf(standings: ReturnType<typeof standingsAt>, name: string) {
  const row = standings.groups[0]!.rows.find((r) => r.team.name === name)!;
  return { position: row.position, ...standings.projection!.rows.find((r) => r.team_id === row.team.id)! };
}

describe("the Bundesliga's last matchday, replayed", () => {
  it("counts the scores in play: Dortmund fourth, up from fifth, Freiburg down", () => {
    const standings = standingsAt("2025-05-17T14:30:00Z");
    expect(standings.projection).toMatchObject({ in_play: true, matchdays_left: 1 });
    expect(rowOf(standings, "Borussia Dortmund")).toMatchObject({ position: 4, before: 5 });
    expect(rowOf(standings, "SC Freiburg")).toMatchObject({ position: 5, before: 4 });
    expect(rowOf(standings, "Borussia Dortmund").outlooks).toContainEqual({ target: "champions_league", when: "if_it_stays" });
    expect(rowOf(standings, "FC Bayern München")).toMatchObject({ best: 1, worst: 1, outlooks: [{ target: "title", when: "certain" }] });
    expect(rowOf(standings, "VfL Bochum 1848").outlooks).toEqual([{ target: "relegation", when: "certain" }]);
  });

  it("has nothing to project once the table is final, nor for the table after an earlier matchday", () => {
    expect(standingsAt("2025-05-17T16:00:00Z").projection).toBeNull();
    const store = new ResultsStore(db, { clock: fixedClock(new Date("2025-05-17T14:30:00Z")) });
    const { matchdays } = store.standings(BUNDESLIGA, "en").data;
    expect(store.standings(BUNDESLIGA, "en", matchdays[10]!.id).data.projection).toBeNull();
  });

  it("gives no outlook while more than three matchdays are left, only the moves", () => {
    const projection = standingsAt("2025-04-26T14:30:00Z").projection!;
    expect(projection.matchdays_left).toBe(4);
    expect(projection.rows.every((row) => row.best === null && row.outlooks.length === 0)).toBe(true);
    expect(projection.rows.every((row) => row.before !== null)).toBe(true);
  });
});
