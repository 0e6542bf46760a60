import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATH_PREFIX, type ApiCallName, type ApiCallParams, apiPath, type DirectApiAnswer } from "#contract/api-calls.ts";
import type { Language } from "#lib/languages.ts";
import { useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { type EmbeddedBackend, openEmbeddedBackend } from "./embedded.ts";
import { fixedClock } from "./replay-clock.ts";

/**
 * The embedded backend's direct face (`answer`, the site's own path): the same answers as its HTTP
 * face, as objects, each a tree of its own as parsed JSON would be, so a caller that kept or changed
 * one could touch neither the backend nor another answer nor another part of the same answer, and
 * a page's data (React Router encodes an object met twice once) is the same as over HTTP.
 */

const dataDir = useTemporaryDataDir();
let recorded: EmbeddedBackend;
/** A Bundesliga Saturday at half time: matches in play carry `live`. */
let replay: EmbeddedBackend;

beforeAll(() => {
  recorded = openEmbeddedBackend(dataDir());
  replay = openEmbeddedBackend(dataDir(), { clock: fixedClock("2025-03-15T15:25:00Z") });
});
afterAll(() => {
  recorded.close();
  replay.close();
});

const BUNDESLIGA = 1;
const WORLD_CUP_2022 = 10;
/** Union Berlin – Bayern, at half time at 15:25 UTC (kick-off 14:30). */
const LIVE_MATCH = 1227;

type Sample = [ApiCallName, Record<string, number>];
const SAMPLE: Sample[] = [
  ["competitions", {}],
  ["matches", { competitionId: BUNDESLIGA }],
  ["matchesOfRound", { competitionId: WORLD_CUP_2022, roundId: 3 }],
  ["matchDetails", { competitionId: BUNDESLIGA, matchId: LIVE_MATCH }],
  ["matchContext", { competitionId: BUNDESLIGA, matchId: LIVE_MATCH }],
  ["table", { competitionId: WORLD_CUP_2022 }],
  ["standings", { competitionId: BUNDESLIGA }],
  ["standingsOfRound", { competitionId: BUNDESLIGA, roundId: 5 }],
  ["scorers", { competitionId: BUNDESLIGA }],
  ["knockout", { competitionId: WORLD_CUP_2022 }],
  ["knockout", { competitionId: 3 }],
  ["teams", {}],
  ["teamSeason", { teamId: 1 }],
  ["newsList", { filterId: 0, page: 0 }],
  // Published before the replay's moment: a later item does not exist yet for it (404).
  ["newsItem", { newsId: 1004 }],
];

async function overHttp(backend: EmbeddedBackend, name: ApiCallName, params: Record<string, number>, lng: Language) {
  const path = apiPath(name, params as ApiCallParams<typeof name>);
  const response = await backend.handle(
    new Request(`http://localhost${API_PATH_PREFIX}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ lng }),
    }),
  );
  return { status: response.status, headers: Object.fromEntries(response.headers), text: await response.text() };
}

const direct = (backend: EmbeddedBackend, name: ApiCallName, params: Record<string, number>, lng: Language): DirectApiAnswer<unknown> =>
  backend.answer(name, params as ApiCallParams<typeof name>, lng);

/** Every object and array reachable from `value`. */
function objectsOf(value: unknown, found = new Set<object>()): Set<object> {
  if (typeof value === "object" && value !== null && !found.has(value)) {
    found.add(value);
    for (const child of Object.values(value)) objectsOf(child, found);
  }
  return found;
}

describe("the direct face", () => {
  it.each(SAMPLE)("answers %s as the HTTP face does: the same status, headers and JSON", async (name, params) => {
    for (const backend of [recorded, replay]) {
      for (const lng of ["de", "it"] as const) {
        const answer = direct(backend, name, params, lng);
        const http = await overHttp(backend, name, params, lng);
        expect(answer.status).toBe(http.status);
        expect(answer.ok && JSON.stringify(answer.data)).toBe(http.text);
        expect(Object.fromEntries(new Headers(answer.headers))).toEqual(http.headers);
      }
    }
  });

  it.each(SAMPLE)("answers %s with a tree, as parsed JSON is: no object reachable twice", (name, params) => {
    for (const backend of [recorded, replay]) {
      const answer = direct(backend, name, params, "de");
      const seen = new Set<object>();
      const twice: string[] = [];
      const walk = (value: unknown, at: string) => {
        if (typeof value !== "object" || value === null) return;
        if (seen.has(value)) twice.push(at);
        seen.add(value);
        for (const [key, child] of Object.entries(value)) walk(child, `${at}.${key}`);
      };
      walk(answer.ok && answer.data, "");
      expect(twice).toEqual([]);
    }
  });

  it.each(SAMPLE)("answers %s with a graph of its own every time, also with a replay clock", (name, params) => {
    for (const backend of [recorded, replay]) {
      const first = objectsOf(direct(backend, name, params, "en"));
      const shared = [...objectsOf(direct(backend, name, params, "en"))].filter((object) => first.has(object));
      // The answer's frozen headers are the one thing every answer shares: they are read, never written.
      expect(shared.filter((object) => !Object.isFrozen(object))).toEqual([]);
    }
  });

  it("carries a match in play with its live state", () => {
    const answer = direct(replay, "matchDetails", { competitionId: BUNDESLIGA, matchId: LIVE_MATCH }, "de");
    expect(answer.ok && (answer.data as { data: { match: { live?: unknown } } }).data.match.live).toMatchObject({ period: expect.any(String) });
  });

  it("answers an unknown id and a parameter no path can carry as the HTTP face does", async () => {
    const cases: Sample[] = [
      ["matchDetails", { competitionId: BUNDESLIGA, matchId: 999_999_999 }],
      ["teamSeason", { teamId: 1_000_000_000 }],
      ["newsList", { filterId: 99, page: 0 }],
    ];
    for (const [name, params] of cases) {
      const answer = direct(recorded, name, params, "en");
      const http = await overHttp(recorded, name, params, "en");
      expect(answer).toMatchObject({ ok: false, status: 404 });
      expect(!answer.ok && JSON.stringify(answer.error)).toBe(http.text);
    }
  });
});
