import { describe, expect, it } from "vitest";
import type { Match } from "#contract/schemas.ts";
import { matchState } from "./match-states.server.ts";

const match = (live: Match["live"]): Match => ({
  id: 10064,
  slug: "argentina-france",
  competition_id: 10,
  round_id: 6,
  group: null,
  kickoff: "2022-12-18T15:00:00.000Z",
  status: "live",
  live,
  home: { id: 1, name: "Argentina", slug: "argentina", country_code: "ARG" },
  away: { id: 2, name: "France", slug: "france", country_code: "FRA" },
  score: { ht: { home: 2, away: 0 }, ft: { home: 2, away: 2 }, et: { home: 3, away: 3 }, penalties: null },
  winner: null,
  venue: null,
});

describe("a match's state in the live stream", () => {
  it("carries the shoot-out's running count, so the page shows it as it runs", () => {
    expect(matchState(match({ period: "penalties", minute: null, stoppage: null, penalties: { home: 3, away: 2 } })).live).toEqual({
      period: "penalties",
      minute: null,
      stoppage: null,
      penalties: { home: 3, away: 2 },
    });
  });

  it("has no count outside the shoot-out, the same JSON as before for every other phase", () => {
    expect(JSON.stringify(matchState(match({ period: "extra_time_first", minute: 104, stoppage: null })).live)).toBe(
      '{"period":"extra_time_first","minute":104,"stoppage":null}',
    );
  });
});
