import type { DatabaseSync } from "node:sqlite";
import { beforeAll, describe, expect, it } from "vitest";
import { useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { openDatabase } from "./database.server.ts";
import { fixedClock } from "./replay-clock.ts";
import { NotFoundError, ResultsStore } from "./results-store.server.ts";

/**
 * News in a replay (RESULTS_CLOCK): the backend answers as of the clock's moment, so an item
 * published after it does not exist yet — not in the list, its count, nor as an item — and every
 * consumer of the API (news pages, home page, search, team pages) agrees without a filter of its own.
 */

let db: DatabaseSync;
const dataDir = useTemporaryDataDir();
beforeAll(() => {
  db = openDatabase(dataDir());
});

/** "Bayern München ist Meister – mit 82 Punkten und 99 Toren", published 2025-05-17 at 18:45 UTC, after matchday 34. */
const CHAMPIONS_ITEM = 1001;
const ALL = 0;
/** Bundesliga matchday 34, Hoffenheim – Bayern in play (15:30 CEST kick-off). */
const MATCHDAY_34 = "2025-05-17T14:00:00Z";

describe("news as of the replay clock", () => {
  it("leaves out what was published after the replayed moment, in the list and its count", () => {
    const replay = new ResultsStore(db, { clock: fixedClock(MATCHDAY_34) });
    const page = replay.newsPage(ALL, 0, "de");
    const published = page.data.map((item) => item.news.published_at);
    expect(published.length).toBeGreaterThan(0);
    expect(published.every((iso) => iso !== null && Date.parse(iso) <= Date.parse(MATCHDAY_34))).toBe(true);
    expect(page.data.map((item) => item.news.news_id)).not.toContain(CHAMPIONS_ITEM);
    const recorded = new ResultsStore(db).newsPage(ALL, 0, "de");
    expect(page.pagination?.total_items).toBeLessThan(recorded.pagination!.total_items);
  });

  it("answers an item from after the replayed moment as unknown (404), and shows it once it is published", () => {
    expect(() => new ResultsStore(db, { clock: fixedClock(MATCHDAY_34) }).newsItem(CHAMPIONS_ITEM, "de")).toThrow(NotFoundError);
    const after = new ResultsStore(db, { clock: fixedClock("2025-05-17T18:45:00Z") });
    expect(after.newsItem(CHAMPIONS_ITEM, "de").data.news.news_id).toBe(CHAMPIONS_ITEM);
    expect(after.newsPage(ALL, 0, "de").data[0]?.news.news_id).toBe(CHAMPIONS_ITEM);
  });

  it("answers every item without a replay clock", () => {
    expect(new ResultsStore(db).newsItem(CHAMPIONS_ITEM, "de").data.news.news_id).toBe(CHAMPIONS_ITEM);
  });
});
