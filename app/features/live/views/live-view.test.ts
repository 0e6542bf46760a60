import { describe, expect, it } from "vitest";
import { pageHeaders } from "#app/features/results/shared/results-page.server.ts";
import { liveStreamUrl, liveViewOf, withState, type MatchState } from "./live-view.ts";

const at = new Date("2022-12-18T16:45:00Z");

describe("live pages", () => {
  it("read the stream only while a match on them is in play", () => {
    expect(liveViewOf([{ status: "finished" }, { status: "live" }], 7, at)).toEqual({ competitionIds: [7], renderedAt: "2022-12-18T16:45:00.000Z" });
    expect(liveViewOf([{ status: "half_time" }], 7, at)?.competitionIds).toEqual([7]);
    expect(liveViewOf([{ status: "finished" }, { status: "scheduled" }, { status: "postponed" }], 7, at)).toBeNull();
  });

  it("are stored for seconds while live, and finished pages keep their lifetime", () => {
    const live = liveViewOf([{ status: "live" }], 7, at);
    expect(new Headers(pageHeaders({ error: null, live })).get("Cache-Control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=5");
    // No headers of its own: the route's default (CACHE_CONTROL.liveData or the page's) applies.
    expect(pageHeaders({ error: null, live: null })).toBeUndefined();
    expect(new Headers(pageHeaders({ error: "down", live: null })).get("Cache-Control")).toBe("no-store");
  });

  it("name their competitions in the stream's URL", () => {
    expect(liveStreamUrl([1, 5])).toBe("/live?c=1&c=5");
  });

  it("take a match's latest state from the stream, and nothing for another match", () => {
    const match = {
      id: 1,
      status: "live",
      live: { period: "second_half", minute: 79, stoppage: null },
      score: { ht: { home: 2, away: 0 }, ft: { home: 2, away: 0 }, et: null, penalties: null },
      winner: null,
      venue: "Lusail",
    } as const;
    const state: MatchState = { ...match, live: { period: "second_half", minute: 80, stoppage: null }, score: { ...match.score, ft: { home: 2, away: 1 } } };
    expect(withState(match, state)).toEqual({ ...match, live: state.live, score: state.score });
    expect(withState(match, { ...state, id: 2 })).toBe(match);
    expect(withState(match, undefined)).toBe(match);
  });
});
