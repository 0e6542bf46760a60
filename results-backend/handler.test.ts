import { afterAll, describe, expect, it } from "vitest";
import { MAX_REQUEST_BODY_BYTES } from "#contract/api-calls.ts";
import {
  ApiErrorSchema,
  CompetitionsResponseSchema,
  MatchDetailsResponseSchema,
  MatchesResponseSchema,
  NewsItemResponseSchema,
  NewsListResponseSchema,
  TableResponseSchema,
} from "#contract/schemas.ts";
import { embeddedApi as handleApiRequest, testDataDir } from "#tests/support/services.ts";
import { openEmbeddedBackend } from "./embedded.ts";
import { createApiHandler } from "./handler.server.ts";
import { fixedClock } from "./replay-clock.ts";
import type { ResultsStore } from "./results-store.server.ts";

const ORIGIN = "http://localhost:3000";

function post(path: string, body: unknown = { lng: "de" }, init: RequestInit = {}): Promise<Response> {
  return handleApiRequest(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body),
      ...init,
    }),
  );
}

async function expectError(response: Response, status: number, message: RegExp): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = ApiErrorSchema.parse(await response.json());
  expect(body.status).toBe(status);
  expect(body.message).toMatch(message);
}

describe("the API answers the spec's calls", () => {
  it("POST /api/competitions: push groups and at least 8 competitions", async () => {
    const response = await post("/api/competitions");
    expect(response.status).toBe(200);
    const body = CompetitionsResponseSchema.parse(await response.json());
    expect(body.competitions.length).toBeGreaterThanOrEqual(8);
    expect(body.pushgroups.map((g) => g.name)).toEqual(["Deutschland", "Italien", "England", "Europa", "Nationalteams"]);
    expect(body.competitions.filter((c) => c.season === "2024/25")).toHaveLength(7);
    expect(body.competitions.filter((c) => c.kind === "tournament").map((c) => c.short_name)).toEqual(["WM 2026", "EM 2024", "WM 2022"]);
    for (const group of body.pushgroups) {
      expect(group.competition_ids.length).toBeGreaterThan(0);
    }
  });

  it("selects the language with lng and falls back to German", async () => {
    const names = async (lng: unknown) =>
      CompetitionsResponseSchema.parse(await (await post("/api/competitions", { lng })).json()).pushgroups.map((g) => g.name)[0];
    expect(await names("en")).toBe("Germany");
    expect(await names("it-IT")).toBe("Germania");
    expect(await names("fr")).toBe("Deutschland");
    expect(await names("")).toBe("Deutschland");
  });

  it("push-group and competition slugs are disjoint in every language (the results route tells them apart)", async () => {
    for (const lng of ["de", "en", "it"]) {
      const body = CompetitionsResponseSchema.parse(await (await post("/api/competitions", { lng })).json());
      const slugs = [...body.pushgroups.map((g) => g.slug), ...body.competitions.map((c) => c.slug)];
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it("matches: current round by default, a chosen round by id", async () => {
    const current = MatchesResponseSchema.parse(await (await post("/api/competitions/1/matches", { lng: "en" })).json());
    expect(current.rounds).toHaveLength(34);
    expect(current.current_round).toBe(34);
    expect(current.data.every((m) => m.round_id === 33)).toBe(true);
    const first = MatchesResponseSchema.parse(await (await post("/api/competitions/1/matches/round/0", { lng: "en" })).json());
    expect(first.rounds[0]).toEqual({ id: 0, name: "Matchday 1", slug: "matchday-1" });
    expect(first.data[0]).toMatchObject({
      home: { name: "Borussia Mönchengladbach" },
      away: { name: "Bayer 04 Leverkusen" },
      kickoff: "2024-08-23T18:30:00.000Z",
    });
  });

  it("news list and news item", async () => {
    const list = NewsListResponseSchema.parse(await (await post("/api/news/filter/5/pages/0")).json());
    expect(list.data).toHaveLength(10);
    expect(list.pagination).toMatchObject({ page: 0, page_size: 10 });
    expect(list.data.every((i) => i.news.category?.slug === "kolumne")).toBe(true);
    const dates = list.data.map((i) => i.news.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const beyond = NewsListResponseSchema.parse(await (await post("/api/news/filter/5/pages/99")).json());
    expect(beyond.data).toEqual([]);
    const item = NewsItemResponseSchema.parse(await (await post("/api/news/1001", { lng: "it" })).json());
    expect(item.data.news).toMatchObject({ news_id: 1001, language: "it", title: "Il Bayern Monaco è campione con 82 punti e 99 gol" });
    const german = NewsItemResponseSchema.parse(await (await post("/api/news/1003", { lng: "en" })).json());
    expect(german.data.news.language).toBe("de");
  });
});

describe("bad requests get a JSON error, never a 500", () => {
  it.each(["GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"])("%s → 405 with Allow: POST", async (method) => {
    const response = await handleApiRequest(new Request(`${ORIGIN}/api/competitions`, { method }));
    expect(response.headers.get("allow")).toBe("POST");
    if (method === "HEAD") expect(response.status).toBe(405);
    else await expectError(response, 405, /takes POST/);
  });

  it.each([
    ["malformed JSON", "{lng: de}", /malformed/],
    ["an empty body", "", /malformed/],
    ["not an object", "[1,2]", /invalid request body/],
    ["a string", '"de"', /invalid request body/],
    ["null", "null", /invalid request body/],
    ["lng missing", "{}", /invalid request body/],
    ["lng not a string", '{"lng": 7}', /invalid request body/],
    ["lng far too long", JSON.stringify({ lng: "x".repeat(100) }), /invalid request body/],
    ["invalid UTF-8", new Uint8Array([0x7b, 0xff, 0x7d]), /malformed/],
    ["an oversized body", JSON.stringify({ lng: "de", pad: "x".repeat(MAX_REQUEST_BODY_BYTES) }), /larger than/],
  ])("%s → 400", async (_, body, message) => {
    await expectError(await post("/api/competitions", body), 400, message);
  });

  it("a missing body → 400", async () => {
    await expectError(await handleApiRequest(new Request(`${ORIGIN}/api/competitions`, { method: "POST" })), 400, /missing request body/);
  });

  it("an oversized body without content-length (streamed) → 400", async () => {
    const chunk = new TextEncoder().encode("x".repeat(1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 8; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const request = new Request(`${ORIGIN}/api/competitions`, { method: "POST", body: stream, duplex: "half" } as RequestInit);
    await expectError(await handleApiRequest(request), 400, /larger than/);
  });

  it.each([
    "/api/competitions/99/table",
    "/api/competitions/99/scorers",
    "/api/competitions/99/matches",
    "/api/competitions/1/matches/round/34",
    "/api/competitions/1/matches/999999/details",
    "/api/competitions/1/matches/2001/details",
    "/api/news/999999",
    "/api/news/filter/7/pages/0",
  ])("unknown id %s → 404", async (path) => {
    await expectError(await post(path), 404, /not found/);
  });

  it.each([
    "/api",
    "/api/",
    "/api/unknown",
    "/api/competitions/abc/table",
    "/api/competitions/-1/table",
    "/api/competitions/1/matches/round/-1",
    "/api/competitions/1/table/extra",
    "/api/news/filter/5/pages/1e3",
    "/api/news/%31",
    "/api/competitions/9999999999/table",
    "/api/todos",
  ])("unknown path %s → 404", async (path) => {
    await expectError(await post(path), 404, /no API call/);
  });

  it("an unknown path answers 404 whatever the method", async () => {
    await expectError(await handleApiRequest(new Request(`${ORIGIN}/api/nothing`)), 404, /no API call/);
  });
});

describe("a fault of the backend itself", () => {
  it("is a 500 JSON error, and bad input is still rejected before the store is asked", async () => {
    const failing = () => {
      throw new Error("database is locked");
    };
    const broken = createApiHandler({ competitions: failing } as unknown as ResultsStore);
    const valid = new Request(`${ORIGIN}/api/competitions`, { method: "POST", body: '{"lng":"de"}' });
    await expectError(await broken(valid), 500, /^internal error$/);
    await expectError(await broken(new Request(`${ORIGIN}/api/competitions`, { method: "POST", body: "{" })), 400, /malformed/);
    await expectError(await broken(new Request(`${ORIGIN}/api/competitions`)), 405, /takes POST/);
  });
});

describe("with a replay clock", () => {
  // 105 minutes after the 2022 World Cup final's kick-off (15:00 UTC): Argentina – France 2:2 in the 89th minute.
  const replay = openEmbeddedBackend(testDataDir(), { clock: fixedClock("2022-12-18T16:45:00Z") });
  afterAll(() => replay.close());
  const postReplay = (path: string, lng = "de") =>
    replay.handle(new Request(`${ORIGIN}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ lng }) }));

  it("answers the match call with the status, the minute and the score as of the clock", async () => {
    const response = await postReplay("/api/competitions/10/matches/10064/details", "en");
    expect(response.status).toBe(200);
    const raw = (await response.json()) as { data: { match: Record<string, unknown> } };
    expect(raw.data.match).toMatchObject({
      status: "live",
      live: { period: "second_half", minute: 89, stoppage: null },
      score: { ht: { home: 2, away: 0 }, ft: { home: 2, away: 2 }, et: null, penalties: null },
      winner: null,
    });
    // The client's schema keeps the live fields.
    expect(MatchDetailsResponseSchema.parse(raw).data.match.live).toEqual({ period: "second_half", minute: 89, stoppage: null });
  });

  it("answers the round's matches and the tables as of the clock too", async () => {
    const round = MatchesResponseSchema.parse(await (await postReplay("/api/competitions/10/matches")).json());
    expect(round.data).toHaveLength(1);
    expect(round.data[0]).toMatchObject({ id: 10064, status: "live", live: { minute: 89 } });
    // A clock in 2022 knows nothing of the 2024/25 Bundesliga yet: every match is ahead.
    const table = TableResponseSchema.parse(await (await postReplay("/api/competitions/1/table")).json());
    expect(table.data[0]!.rows.every((r) => r.played === 0)).toBe(true);
  });

  it("leaves the live fields out without a clock", async () => {
    const raw = (await (await post("/api/competitions/10/matches/10064/details")).json()) as { data: { match: Record<string, unknown> } };
    expect(raw.data.match.status).toBe("finished");
    expect(raw.data.match).not.toHaveProperty("live");
  });
});
