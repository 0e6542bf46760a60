import { describe, expect, it } from "vitest";
import { embeddedApi } from "#tests/support/services.ts";
import { API_CALLS, API_PATH_PREFIX, type ApiCallName, apiPath } from "./api-calls.ts";
import { withCatalogueSlugs } from "./derived-fields.ts";
import { CompetitionsResponseSchema, NewsItemResponseSchema } from "./schemas.ts";

/**
 * A backend that sends only the spec's fields (spec §3: "name, derived slug and id") gets its slugs
 * derived by the spec's rule, and its other unnamed fields defaulted, when the client parses its
 * answers (docs/decisions/0120-derived-fields-of-a-spec-backend.md).
 */

/**
 * `body` without any `slug` field, as a backend following the spec would send it. A match's `events` are an extension
 * the spec does not know: their players' links (`slug`) are the extension's own, sent or not, never derived.
 */
function withoutSlugs(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutSlugs);
  if (body === null || typeof body !== "object") return body;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key !== "slug")
      .map(([key, value]) => [key, key === "events" ? value : withoutSlugs(value)]),
  );
}

async function answer(name: ApiCallName, params: Record<string, number>, lng: string): Promise<unknown> {
  const path = apiPath(name, params as never);
  const response = await embeddedApi(
    new Request(`http://localhost${API_PATH_PREFIX}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ lng }),
    }),
  );
  expect(response.status, path).toBe(200);
  return response.json();
}

describe("slugs derived where a backend sends none", () => {
  // The Bundesliga (a league), the Champions League (league phase and knockout), the 2022 World Cup (groups).
  const calls: [ApiCallName, Record<string, number>][] = [
    ["competitions", {}],
    ["matches", { competitionId: 1 }],
    ["matchesOfRound", { competitionId: 6, roundId: 10 }],
    ["table", { competitionId: 10 }],
    ["standings", { competitionId: 1 }],
    ["knockout", { competitionId: 6 }],
    ["matchDetails", { competitionId: 10, matchId: 10064 }],
    ["matchContext", { competitionId: 10, matchId: 10064 }],
    ["teams", {}],
    ["teamSeason", { teamId: 1 }],
    ["players", {}],
    ["player", { playerId: 0 }],
    ["day", { date: 20250517 }],
  ];

  it.each(["de", "en", "it"])("%s: are the embedded backend's own, in every answer the pages read", async (lng) => {
    for (const [name, params] of calls) {
      const full = await answer(name, params, lng);
      const schema = API_CALLS[name].response;
      expect(schema.parse(withoutSlugs(full)), `${name} ${JSON.stringify(params)}`).toEqual(schema.parse(full));
    }
  });

  it("keep push-group and competition slugs apart, and never day-shaped", () => {
    const { pushgroups, competitions } = withCatalogueSlugs({
      pushgroups: [{ id: 1, name: "Europa" }],
      competitions: [
        { id: 7, name: "Europa", short_name: "Europa" },
        { id: 8, name: "Europa", short_name: "Europa" },
        { id: 9, name: "2024-05-17", short_name: "2024-05-17" },
        { id: 10, name: "Serie A", short_name: "Serie A", slug: "serie-a" },
        { id: 11, name: "Serie A", short_name: "Serie A" },
      ],
    });
    expect(pushgroups.map((g) => g.slug)).toEqual(["europa"]);
    expect(competitions.map((c) => c.slug)).toEqual(["europa-7", "europa-8", "2024-05-17-9", "serie-a", "serie-a-11"]);
  });
});

describe("unnamed fields a backend may leave out", () => {
  it("a competition with name and id alone has the defaults the pages read", () => {
    const parsed = CompetitionsResponseSchema.parse({
      pushgroups: [{ id: 0, name: "Deutschland", country_code: "DE", competition_ids: [1] }],
      competitions: [{ id: 1, push_group_id: 0, name: "Bundesliga 2024/25", season: "2024/25", kind: "league" }],
    });
    expect(parsed.pushgroups[0]!.slug).toBe("deutschland");
    expect(parsed.competitions[0]).toEqual({
      id: 1,
      push_group_id: 0,
      name: "Bundesliga 2024/25",
      short_name: "Bundesliga 2024/25",
      name_plural: "Bundesliga 2024/25",
      slug: "bundesliga-202425",
      season: "2024/25",
      kind: "league",
      has_table: true,
      has_scorers: true,
      first_kickoff: null,
      last_kickoff: null,
    });
  });

  it("a news item with type, title, news_id and provider alone reads teaser, date and author as null", () => {
    const parsed = NewsItemResponseSchema.parse({ data: { type: "news", news: { news_id: 3, title: "Titel", provider: "Matchpuls", body: ["Text."] } } });
    expect(parsed.data.news).toEqual({ news_id: 3, title: "Titel", provider: "Matchpuls", body: ["Text."], teaser: null, published_at: null, author: null });
  });
});
