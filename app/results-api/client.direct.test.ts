import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiCallName, type ApiCallParams, matchApiPath } from "#contract/api-calls.ts";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { REPLAY_MOMENTS, samplePaths } from "#results-backend/capture-answers.ts";
import { type EmbeddedBackend, openEmbeddedBackend } from "#results-backend/embedded.ts";
import { fixedClock } from "#results-backend/replay-clock.ts";
import { testDataDir } from "#tests/support/services.ts";
import { type CallContext, createResultsClient, NO_RESPONSE_MESSAGE, NO_RESPONSE_STATUS, NOT_SENT_STATUS, type ResultsCallOutcome } from "./client.server.ts";

/**
 * The client's direct path (`direct`, the embedded backend's typed answers in-process) against its
 * HTTP path to the same backend (`transport`: a Request to the backend's handler, JSON, the
 * schema's validation): for every call of a sample, the same data key for key and in the same
 * order, the same headers and `shareable`, the same errors and the same observed outcome.
 * `RESULTS_DIRECT_SAMPLE=all` compares every call of results-backend/capture-answers.ts (every
 * competition, round, match, team and news page in every language, recorded and at each replay
 * moment); by default every 30th of them, recorded and at one moment.
 */

const FULL = process.env.RESULTS_DIRECT_SAMPLE === "all";
const backends: { label: string; backend: EmbeddedBackend }[] = [];
let sample: { name: ApiCallName; params: Record<string, number>; news: boolean }[] = [];

beforeAll(async () => {
  backends.push({ label: "recorded", backend: openEmbeddedBackend(testDataDir()) });
  for (const moment of FULL ? REPLAY_MOMENTS : [REPLAY_MOMENTS[2]!]) {
    backends.push({ label: moment, backend: openEmbeddedBackend(testDataDir(), { clock: fixedClock(moment) }) });
  }
  const { results, news } = await samplePaths(backends[0]!.backend.handle);
  const toCall = (news: boolean) => (path: string) => ({ ...matchApiPath(path)!, news });
  sample = [...results.map(toCall(false)), ...news.map(toCall(true))].filter((_, i) => FULL || i % 30 === 0);
}, 120_000);
afterAll(() => {
  for (const { backend } of backends) backend.close();
});

function clients(backend: EmbeddedBackend) {
  const outcomes = { http: [] as ResultsCallOutcome[], direct: [] as ResultsCallOutcome[] };
  const options = { baseUrl: "http://localhost/api", timeoutMs: 10_000 };
  return {
    outcomes,
    http: createResultsClient({ ...options, transport: backend.handle, observe: (_, __, outcome) => outcomes.http.push(outcome) }),
    direct: createResultsClient({ ...options, direct: backend.answer, observe: (_, __, outcome) => outcomes.direct.push(outcome) }),
  };
}

type Settled = { data: unknown; json: string; headers: Record<string, string>; shareable: boolean } | { status: number; message: string };

async function settle(answer: Promise<{ data: unknown; headers: Headers; shareable: boolean }>): Promise<Settled> {
  try {
    const { data, headers, shareable } = await answer;
    return { data, json: JSON.stringify(data), headers: Object.fromEntries(headers), shareable };
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
}

describe("the direct path", () => {
  it(
    "answers every call of the sample as the HTTP path does, in every language, recorded and replayed",
    async () => {
      let compared = 0;
      for (const { label, backend } of backends) {
        const { http, direct, outcomes } = clients(backend);
        for (const call of sample) {
          if (call.news && label !== "recorded") continue; // news do not depend on the clock
          for (const lng of LANGUAGE_CODES) {
            const params = call.params as ApiCallParams<typeof call.name>;
            const viaHttp = await settle(http.answer(call.name, params, { lng }));
            const viaDirect = await settle(direct.answer(call.name, params, { lng }));
            expect(viaDirect, `${label} ${lng} ${call.name} ${JSON.stringify(call.params)}`).toStrictEqual(viaHttp);
            compared += 1;
          }
        }
        expect(outcomes.direct).toEqual(outcomes.http);
      }
      expect(compared).toBeGreaterThan(FULL ? 60_000 : 600);
    },
    FULL ? 1_800_000 : 120_000,
  );

  it("fails as the HTTP path does before anything is asked: a parameter no path can carry, and no time left", async () => {
    const { http, direct } = clients(backends[0]!.backend);
    const noTime: CallContext = { lng: "de", deadline: { remainingMs: () => 0 } };
    for (const client of [http, direct]) {
      await expect(client.answer("matchDetails", { competitionId: 1, matchId: -1 }, { lng: "de" })).rejects.toMatchObject({
        status: NOT_SENT_STATUS,
        message: "matchDetails: parameter matchId must be a non-negative integer, got -1",
      });
      await expect(client.answer("competitions", {}, noTime)).rejects.toMatchObject({ status: NO_RESPONSE_STATUS, message: NO_RESPONSE_MESSAGE });
    }
  });
});
