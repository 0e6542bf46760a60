import { describe, expect, it } from "vitest";
import { createResultsClient } from "#app/results-api/client.server.ts";
import { createResultsCache, resultsSource } from "#app/results-api/results-source.server.ts";
import type { SiteServices } from "#app/services.server.ts";
import { API_PATH_PREFIX } from "#contract/api-calls.ts";
import { loaderArgs, loaderDataOf, thrownBy } from "#tests/support/loaders.ts";
import { embeddedApi, testServices, useDeadResultsBackend } from "#tests/support/services.ts";
import { loader } from "./team-route.tsx";

/** The team page's loader on the embedded backend, on one without the team extension, and on a dead one. */

async function load(path: string, team: string, services?: SiteServices) {
  return loaderDataOf(await loader(loaderArgs(path, { team }, services ? { services } : {})));
}

async function statusOf(path: string, team: string, services?: SiteServices): Promise<number> {
  const thrown = (await thrownBy(() => load(path, team, services))) as { init?: { status?: number } };
  return thrown.init?.status ?? 500;
}

/** Services on a backend that answers the spec's calls but 404 for the team extension, as another backend may. */
function servicesWithoutTeamExtension(): SiteServices {
  const client = createResultsClient({
    baseUrl: `http://localhost${API_PATH_PREFIX}`,
    timeoutMs: 10_000,
    transport: async (request) => {
      if (new URL(request.url).pathname.startsWith(`${API_PATH_PREFIX}/teams`)) {
        return Response.json({ status: 404, error: "Not Found", message: "no API call here" }, { status: 404 });
      }
      return embeddedApi(request);
    },
  });
  const cache = createResultsCache();
  return testServices({ results: (language, headers) => resultsSource(language, headers, { client, cache }) });
}

describe("team page loader", () => {
  it("finds a club by its slug and shows its season in every competition, in catalogue order", async () => {
    const page = await load("/teams/bayer-04-leverkusen", "bayer-04-leverkusen");
    if (page.view.kind !== "team") throw new Error("expected the team view");
    expect(page.view.team.name).toBe("Bayer 04 Leverkusen");
    const bundesliga = page.view.competitions.find((c) => c.name === "Bundesliga")!;
    expect(bundesliga.matches).toHaveLength(34);
    expect(bundesliga.positions).toHaveLength(34);
    expect(bundesliga.record.total.points).toBe(69);
    expect(bundesliga.tableHref).toBe("/ergebnisse/bundesliga/tabelle");
    expect(bundesliga.matches[0]!.href).toMatch(/^\/ergebnisse\/bundesliga\/borussia-moenchengladbach-bayer-04-leverkusen\/\d+$/);
    expect(bundesliga.matches[0]).toMatchObject({ side: "away", outcome: "W", round: "1. Spieltag" });
    expect(page.view.competitions.map((c) => c.name)).toEqual(expect.arrayContaining(["Bundesliga", "UEFA Champions League"]));
    expect(page.meta.title).toBe("Bayer 04 Leverkusen: Spiele, Ergebnisse und Tabellenplatz | Matchpuls");
    expect(page.meta.description).toContain("Bundesliga");
  });

  it("links the national team's page in every language by id, and describes it as a SportsTeam", async () => {
    const page = await load("/en/teams/germany", "germany");
    expect(page.alternates).toEqual({ de: "/teams/deutschland", en: "/en/teams/germany", it: "/it/squadre/germania" });
    const team = page.structuredData!.find((d) => (d as { "@type": string })["@type"] === "SportsTeam") as Record<string, unknown>;
    expect(team).toMatchObject({ name: "Germany", url: "http://localhost/en/teams/germany", sport: "Soccer" });
    expect(team.memberOf).toEqual(
      expect.arrayContaining([{ "@type": "SportsOrganization", name: "FIFA World Cup 2022", url: "http://localhost/en/results/world-cup-2022" }]),
    );
    const crumbs = page.structuredData!.find((d) => (d as { "@type": string })["@type"] === "BreadcrumbList");
    expect(JSON.stringify(crumbs)).toContain("http://localhost/en/teams/germany");
    expect(page.meta.title).toBe("Germany: fixtures, results and standings | Matchpuls");
  });

  it("answers 404 for an unknown slug", async () => {
    expect(await statusOf("/teams/gibt-es-nicht", "gibt-es-nicht")).toBe(404);
    // A national team's slug of another language is not this language's.
    expect(await statusOf("/teams/germany", "germany")).toBe(404);
  });

  it("answers 404 when the backend does not offer team pages (the feature is absent)", async () => {
    expect(await statusOf("/teams/bayer-04-leverkusen", "bayer-04-leverkusen", servicesWithoutTeamExtension())).toBe(404);
  });

  describe("with the results backend down and nothing cached", () => {
    const dead = useDeadResultsBackend();
    it("shows the results failure text, not cached", async () => {
      const result = await loader(loaderArgs("/teams/bayer-04-leverkusen", { team: "bayer-04-leverkusen" }, { services: dead() }));
      const page = loaderDataOf(result);
      expect(page.view.kind).toBe("unavailable");
      expect((result as { init?: { headers?: Record<string, string> } }).init?.headers).toMatchObject({ "Cache-Control": "no-store" });
    });
  });
});
