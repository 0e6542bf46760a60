import type { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import { DayResponseSchema, dayNumber } from "#contract/schemas-day.ts";
import { useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { openDatabase } from "./database.server.ts";
import { answerDirectly, createApiHandler } from "./handler.server.ts";
import { fixedClock } from "./replay-clock.ts";
import { ResultsStore } from "./results-store.server.ts";

/**
 * The matches of a day across every competition (`day`, `today`), on the real data
 * (data/openfootball): the expected values are the fixtures' facts, not computed here.
 */

let db: DatabaseSync;
let store: ResultsStore;
const dataDir = useTemporaryDataDir();
/** Thursday, 26 November 2026, 10:00 in Berlin: every recorded season is over. */
const NOW = Date.parse("2026-11-26T09:00:00Z");

beforeAll(() => {
  db = openDatabase(dataDir());
  store = new ResultsStore(db, { now: () => NOW });
});

const BUNDESLIGA = 1;
const WORLD_CUP_2022 = 10;
/** Argentina – France, 18 December 2022, 15:00 UTC. */
const FINAL = { id: 10064, kickoff: "2022-12-18T15:00:00.000Z" };

const day = (iso: string, language: "de" | "en" | "it" = "de") => store.asOfOneMoment(() => store.day(dayNumber(iso), language));

describe("the matches of a day", () => {
  it("lists the Bundesliga's last matchday (17 May 2025) under its competition, by kick-off, with its round", () => {
    const answer = DayResponseSchema.parse(day("2025-05-17"));
    expect(answer.date).toBe("2025-05-17");
    const bundesliga = answer.competitions.find((c) => c.competition_id === BUNDESLIGA)!;
    expect(bundesliga.matches).toHaveLength(9);
    expect(bundesliga.rounds.map((r) => r.name)).toEqual(["34. Spieltag"]);
    expect(bundesliga.matches.map((m) => m.kickoff)).toEqual([...bundesliga.matches.map((m) => m.kickoff)].sort());
    expect(bundesliga.matches.every((m) => m.status === "finished" && m.score.ft !== null)).toBe(true);
  });

  it("keeps the catalogue's order of competitions", () => {
    const competitions = store.competitions("de").competitions.map((c) => c.id);
    for (const iso of ["2025-05-17", "2024-09-18", "2025-04-12"]) {
      const ids = day(iso).competitions.map((c) => c.competition_id);
      expect(ids, iso).toEqual(competitions.filter((id) => ids.includes(id)));
    }
  });

  it("names the nearest days with matches and the match days of the week around", () => {
    const answer = day("2022-12-18");
    expect(answer.competitions.map((c) => c.competition_id)).toEqual([WORLD_CUP_2022]);
    expect(answer.competitions[0]!.matches.map((m) => m.id)).toEqual([FINAL.id]);
    // The match for third place was on the Saturday before.
    expect(answer.previous_date).toBe("2022-12-17");
    expect(answer.match_days).toContain("2022-12-17");
    expect(answer.match_days).toContain("2022-12-18");
    expect(answer.match_days.every((d) => d >= "2022-12-15" && d <= "2022-12-21")).toBe(true);
    expect(answer.next_date! > "2022-12-18").toBe(true);
  });

  it("answers a day without matches with an empty list and the nearest days that have some", () => {
    // Christmas Day 2024: no competition we hold played.
    const answer = day("2024-12-25");
    expect(answer.competitions).toEqual([]);
    expect(answer.previous_date! < "2024-12-25").toBe(true);
    expect(answer.next_date! > "2024-12-25").toBe(true);
    expect(day(answer.previous_date!).competitions.length).toBeGreaterThan(0);
    expect(day(answer.next_date!).competitions.length).toBeGreaterThan(0);
  });

  it("has no earlier day before the first match we hold, and no later one after the last", () => {
    expect(day("1999-01-01").previous_date).toBeNull();
    expect(day("1999-01-01").next_date).not.toBeNull();
    expect(day("2030-01-01").next_date).toBeNull();
  });

  it("counts Berlin's calendar days: a kick-off at 23:30 UTC is on the next day", () => {
    for (const iso of ["2025-05-17", "2022-12-18", "2024-07-14"]) {
      for (const competition of day(iso).competitions) {
        for (const match of competition.matches) {
          const berlin = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date(match.kickoff));
          expect(berlin).toBe(iso);
        }
      }
    }
  });

  it("refuses numbers that are not a day written YYYYMMDD (404)", () => {
    for (const bad of [0, 20250230, 20251301, 2025517, 999999999, 20250000]) {
      expect(() => store.day(bad, "de"), String(bad)).toThrow(/not a day/);
    }
  });
});

describe("today", () => {
  it("is the real clock's day without a replay: the seasons are over, so no matches and no later day", () => {
    const answer = store.today("de");
    expect(answer.date).toBe("2026-11-26");
    expect(answer.today).toBe("2026-11-26");
    expect(answer.competitions).toEqual([]);
    expect(answer.next_date).toBeNull();
    expect(answer.previous_date).not.toBeNull();
  });

  it("is the replay clock's day when one is set, with the match in play as of its minute", () => {
    const replay = new ResultsStore(db, { clock: fixedClock(new Date(Date.parse(FINAL.kickoff) + 30 * 60_000)), now: () => NOW });
    const answer = replay.asOfOneMoment(() => replay.today("en"));
    expect(answer.today).toBe("2022-12-18");
    expect(answer.date).toBe("2022-12-18");
    const final = answer.competitions[0]!.matches[0]!;
    expect(final.status).toBe("live");
    expect(final.score.ft).toEqual({ home: 1, away: 0 });
  });
});

describe("both faces", () => {
  it("answers POST /api/days/YYYYMMDD and /api/days/today, and 404 for a malformed day", async () => {
    const handle = createApiHandler(store);
    const post = (path: string) => handle(new Request(`http://localhost/api${path}`, { method: "POST", body: JSON.stringify({ lng: "it" }) }));
    const ok = await post("/days/20250517");
    expect(ok.status).toBe(200);
    expect(DayResponseSchema.parse(await ok.json()).competitions.length).toBeGreaterThan(0);
    expect((await post("/days/today")).status).toBe(200);
    expect((await post("/days/20251340")).status).toBe(404);
    expect((await post("/days/2025-05-17")).status).toBe(404);
    const direct = answerDirectly(store)("day", { date: 20250230 }, "de");
    expect(direct.status).toBe(404);
  });
});
