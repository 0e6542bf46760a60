import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "#app/config/env.server.ts";
import { API_CALLS, apiPath, type ApiCallName, type ApiCallParams, type ApiCallResponse } from "#contract/api-calls.ts";
import type { EmbeddedBackend } from "#results-backend/embedded.ts";
import { useTemporaryDataDir } from "#tests/support/results-loopback.ts";
import { createServices, type Services } from "./services.ts";

/**
 * The results wiring of the composition root with no configuration: the site's own calls reach the
 * embedded backend in-process with its typed answers (no Request to its HTTP handler, no JSON, no
 * second validation), and get what the backend's `/api` face answers
 * (docs/decisions/0113-results-backend-as-a-service.md).
 */

/** Requests the embedded backend's HTTP handler got. */
const handled = vi.hoisted(() => ({ paths: [] as string[] }));
vi.mock("#results-backend/embedded.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("#results-backend/embedded.ts")>();
  return {
    ...original,
    openEmbeddedBackend: (...args: Parameters<typeof original.openEmbeddedBackend>): EmbeddedBackend => {
      const backend = original.openEmbeddedBackend(...args);
      return {
        ...backend,
        handle: (request) => {
          handled.paths.push(new URL(request.url).pathname);
          return backend.handle(request);
        },
      };
    },
  };
});

const dataDir = useTemporaryDataDir();
let services: Services;

beforeAll(async () => {
  services = await createServices(parseEnv({ NODE_ENV: "test", DATA_DIR: join(dataDir(), "var") }));
});
afterAll(() => services.stop());

const BUNDESLIGA = 1;
const MATCH = 1005;

/** What the backend's `/api` face answers, parsed and validated as the HTTP client would. */
async function overHttp<Name extends ApiCallName>(name: Name, params: ApiCallParams<Name>, lng: string): Promise<ApiCallResponse<Name>> {
  const response = await services.embeddedApi!(new Request(`http://localhost/api${apiPath(name, params)}`, { method: "POST", body: JSON.stringify({ lng }) }));
  return API_CALLS[name].response.parse(await response.json()) as ApiCallResponse<Name>;
}

describe("the site's own results calls", () => {
  it("reach the embedded backend without its HTTP handler and without validating its answers again", async () => {
    const validations = Object.values(API_CALLS).map((call) => vi.spyOn(call.response, "safeParse"));
    handled.paths.length = 0;
    // What a cold match page asks for: the catalogue, the match in its language and in the others (for the
    // language switcher's links), and the match's context.
    const source = services.site.results("de", new Headers());
    const [competitions, details, context] = await Promise.all([
      source.getCompetitions(),
      source.getMatchDetails(BUNDESLIGA, MATCH),
      source.getMatchContext(BUNDESLIGA, MATCH),
      services.site.results("en", new Headers()).getMatchDetails(BUNDESLIGA, MATCH),
      services.site.results("it", new Headers()).getMatchDetails(BUNDESLIGA, MATCH),
    ]);
    expect(handled.paths).toEqual([]);
    expect(validations.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(0);
    for (const spy of validations) spy.mockRestore();

    // The same answers, key for key and in the same order, as the /api face gives after validation.
    expect(JSON.stringify(competitions)).toBe(JSON.stringify(await overHttp("competitions", {}, "de")));
    expect(JSON.stringify(details)).toBe(JSON.stringify((await overHttp("matchDetails", { competitionId: BUNDESLIGA, matchId: MATCH }, "de")).data));
    expect(JSON.stringify(context)).toBe(JSON.stringify((await overHttp("matchContext", { competitionId: BUNDESLIGA, matchId: MATCH }, "de")).data));
  });

  it("turn the backend's 404 into the page's not-found, as over HTTP", async () => {
    const source = services.site.results("en", new Headers());
    await expect(source.getMatchDetails(BUNDESLIGA, 999_999_999)).rejects.toMatchObject({
      name: "ResultsApiError",
      status: 404,
      message: `match 999999999 of competition ${BUNDESLIGA} not found`,
    });
    expect(await source.getMatchContext(BUNDESLIGA, 999_999_999)).toBeUndefined();
  });
});
