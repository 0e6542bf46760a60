import { beforeEach, describe, expect, it } from "vitest";
import { TtlCache } from "#lib/ttl-cache.server.ts";
import { embeddedApi } from "#tests/support/services.ts";
import { createResultsClient } from "./client.server.ts";
import { type ResultsSourceDependencies, resultsSource } from "./results-source.server.ts";
import { answerTtl, holdsMatchInPlay, RESULTS_TTL_MS } from "./results-ttl.ts";

/**
 * A match in play moves on every minute, so an answer holding one is not kept for its kind's
 * lifetime (a round's matches: a minute; a match's details: two): read again, a page shows 90+2',
 * 90+3', 90+4' as the clock runs, not 90+2' until the answer expires and then 90+5'.
 */

let now = 0;
let sent = 0;
/** The minute the stand-in backend says Bundesliga's first match stands at; null: as recorded (finished). */
let minute: number | null = null;
let dependencies: ResultsSourceDependencies;

beforeEach(() => {
  now = 1_000_000;
  sent = 0;
  minute = null;
  const client = createResultsClient({
    baseUrl: "http://localhost:3000/api",
    timeoutMs: 5_000,
    transport: async (request) => {
      sent++;
      const response = await embeddedApi(request);
      if (minute === null || new URL(request.url).pathname !== "/api/competitions/1/matches") return response;
      const body = (await response.json()) as { data: Record<string, unknown>[] };
      body.data[0] = { ...body.data[0], status: "live", live: { period: "second_half", minute: 90, stoppage: minute } };
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
    },
  });
  dependencies = { client, cache: new TtlCache({ source: "in-play-test", now: () => now }) };
});

describe("answers with a match in play", () => {
  it("are found wherever the match sits in the answer", () => {
    expect(holdsMatchInPlay({ data: [{ kickoff: "2024-08-24T13:30:00Z", status: "finished" }] })).toBe(false);
    expect(holdsMatchInPlay({ data: [{ kickoff: "2024-08-24T13:30:00Z", status: "live" }] })).toBe(true);
    expect(holdsMatchInPlay({ competitions: [{ matches: [{ match: { kickoff: "x", status: "half_time" } }] }] })).toBe(true);
    // A status without a kick-off is not a match's (a news item's, a page's).
    expect(holdsMatchInPlay({ status: "live" })).toBe(false);
    expect(answerTtl(RESULTS_TTL_MS.matchDetails, { kickoff: "x", status: "live" })).toBe(RESULTS_TTL_MS.inPlay);
    expect(answerTtl(RESULTS_TTL_MS.matchDetails, { kickoff: "x", status: "scheduled" })).toBe(RESULTS_TTL_MS.matchDetails);
  });

  it("are kept only seconds, so the minute counts on: 90+2', 90+3', 90+4'", async () => {
    const source = resultsSource("de", new Headers(), dependencies);
    const shown = async () => (await source.getMatches(1)).data[0]!.live?.stoppage;
    minute = 2;
    expect(await shown()).toBe(2);
    minute = 3;
    now += RESULTS_TTL_MS.inPlay + 1;
    expect(await shown()).toBe(3);
    minute = 4;
    now += RESULTS_TTL_MS.inPlay + 1;
    expect(await shown()).toBe(4);
    expect(sent).toBe(3);
    expect(RESULTS_TTL_MS.inPlay).toBeLessThan(RESULTS_TTL_MS.currentRound);
  });

  it("while answers without one keep their kind's lifetime", async () => {
    const source = resultsSource("de", new Headers(), dependencies);
    await source.getMatches(1);
    now += RESULTS_TTL_MS.inPlay + 1;
    await source.getMatches(1);
    expect(sent).toBe(1);
  });
});
