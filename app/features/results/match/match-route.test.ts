import { describe, expect, it } from "vitest";
import { createResultsClient } from "#app/results-api/client.server.ts";
import { createResultsCache, resultsSource } from "#app/results-api/results-source.server.ts";
import type { Team } from "#contract/schemas.ts";
import { loaderArgs, loaderDataOf } from "#tests/support/loaders.ts";
import { embeddedApi, testServices } from "#tests/support/services.ts";
import * as match from "./match-route.tsx";
import type { MatchPageView } from "./match-view.ts";

/**
 * The match page's loader on the embedded backend, and with a backend that lacks the match-context
 * extension (answers 404 for it, as a backend of the spec's calls alone does) or fails on it.
 */

const FREIBURG_FRANKFURT = { competition: "bundesliga", match: "sc-freiburg-eintracht-frankfurt", mid: "1301" };
const BAYERN_LEVERKUSEN = { competition: "bundesliga", match: "fc-bayern-muenchen-bayer-04-leverkusen", mid: "1043" };
const WORLD_CUP_FINAL = { competition: "wm-2022", match: "argentinien-frankreich", mid: "10064" };

type Params = typeof FREIBURG_FRANKFURT;
const path = (p: Params) => `/ergebnisse/${p.competition}/${p.match}/${p.mid}`;

async function view(params: Params, services = testServices()): Promise<MatchPageView> {
  const result = await match.loader(loaderArgs(path(params), params, { services }));
  return (loaderDataOf(result) as { view: MatchPageView }).view;
}

/** Services whose backend fails every call for the match's details and answers everything else as the embedded one. */
function servicesWithFailingDetails() {
  const client = createResultsClient({
    baseUrl: "http://localhost/api",
    timeoutMs: 10_000,
    transport: (request) =>
      /\/matches\/\d+\/details$/.test(new URL(request.url).pathname)
        ? Promise.resolve(Response.json({ status: 500, error: "Internal Server Error", message: "down" }, { status: 500 }))
        : embeddedApi(request),
  });
  return testServices({ results: (language, headers) => resultsSource(language, headers, { client, cache: createResultsCache() }) });
}

/** Services whose backend answers `status` for the context extension and everything else as the embedded one. */
function servicesWithContextAnswer(status: 404 | 500) {
  const client = createResultsClient({
    baseUrl: "http://localhost/api",
    timeoutMs: 10_000,
    transport: (request) =>
      new URL(request.url).pathname.endsWith("/context")
        ? Promise.resolve(Response.json({ status, error: "Not Found", message: "no such call" }, { status }))
        : embeddedApi(request),
  });
  const cache = createResultsCache();
  return testServices({ results: (language, headers) => resultsSource(language, headers, { client, cache }) });
}

describe("match page loader", () => {
  it("Bundesliga, last matchday: both teams' positions before the match, form links, the reverse fixture and the round", async () => {
    const page = await view(FREIBURG_FRANKFURT);
    expect(page.details?.match.home.name).toBe("SC Freiburg");
    const context = page.context!;
    expect(context.before).toMatchObject({ home: { position: 4, points: 55 }, away: { position: 3, points: 57 }, tableHref: "/ergebnisse/bundesliga/tabelle" });
    expect(context.form.home.map((e) => e.href)).toContain("/ergebnisse/bundesliga/holstein-kiel-sc-freiburg/1292");
    expect(context.meetings).toEqual([
      expect.objectContaining({ href: "/ergebnisse/bundesliga/eintracht-frankfurt-sc-freiburg/1147", competition: "Bundesliga", round: "17. Spieltag" }),
    ]);
    expect(context.roundMatches).toHaveLength(8);
    expect(context.roundMatches.every((m) => m.href?.startsWith("/ergebnisse/bundesliga/"))).toBe(true);
  });

  it("carries only the fields the lists read, and each team once", async () => {
    const page = await view(FREIBURG_FRANKFURT);
    const context = page.context!;
    expect(Object.keys(context.roundMatches[0]!.match).sort()).toEqual([
      "away",
      "competition_id",
      "home",
      "id",
      "kickoff",
      "live",
      "score",
      "status",
      "winner",
    ]);
    expect(context.form.home[0]).not.toHaveProperty("match_slug");
    const teams = new Map<number, Team>();
    const shown = [
      page.details!.match.home,
      page.details!.match.away,
      ...context.roundMatches.flatMap(({ match }) => [match.home, match.away]),
      ...context.meetings.flatMap(({ match }) => [match.home, match.away]),
      ...[...context.form.home, ...context.form.away].map((entry) => entry.opponent),
    ];
    for (const team of shown) {
      expect(teams.get(team.id) ?? team, `team ${team.id} is one object`).toBe(team);
      teams.set(team.id, team);
    }
    expect(teams.size).toBeLessThan(shown.length);
  });

  it("links meetings in other competitions under their own slugs, in the page's language", async () => {
    const page = await view(BAYERN_LEVERKUSEN);
    expect(page.context!.meetings.map((m) => [m.competition, m.href])).toEqual([
      ["DFB-Pokal", "/ergebnisse/dfb-pokal/fc-bayern-muenchen-bayer-04-leverkusen/3051"],
      ["Bundesliga", "/ergebnisse/bundesliga/bayer-04-leverkusen-fc-bayern-muenchen/1195"],
      ["Champions League", "/ergebnisse/champions-league/fc-bayern-muenchen-bayer-04-leverkusen/6167"],
      ["Champions League", "/ergebnisse/champions-league/bayer-04-leverkusen-fc-bayern-muenchen/6172"],
    ]);
  });

  it("World Cup final: no table before a knockout match, but both finalists' form", async () => {
    const page = await view(WORLD_CUP_FINAL);
    expect(page.extras?.timeline?.filter((entry) => entry.type === "goal")).toHaveLength(6);
    expect(page.context!.before).toBeNull();
    expect(page.context!.form.home.map((e) => e.result)).toEqual(["W", "W", "W", "W", "W"]);
    expect(page.context!.form.away.map((e) => e.result)).toEqual(["W", "L", "W", "W", "W"]);
  });

  it("keeps working without the extension: a backend answering 404 for it gives the match without context", async () => {
    const services = servicesWithContextAnswer(404);
    const page = await view(FREIBURG_FRANKFURT, services);
    expect(page.details?.match.away.name).toBe("Eintracht Frankfurt");
    expect(page.roundHref).toBe("/ergebnisse/bundesliga/34-spieltag");
    expect(page.context).toBeNull();
    expect(page.error).toBeNull();
    // The source itself reports the missing extension as undefined, not as an error.
    expect(await services.results("de", new Headers()).getMatchContext(1, 1301)).toBeUndefined();
  });

  it("titles a match whose details failed with its competition and season, in every language", async () => {
    const titles = [];
    for (const [prefix, competition, slug] of [
      ["/ergebnisse", "bundesliga", "sc-freiburg-eintracht-frankfurt"],
      ["/en/results", "bundesliga", "sc-freiburg-eintracht-frankfurt"],
      ["/it/risultati", "bundesliga", "sc-freiburg-eintracht-frankfurt"],
    ] as const) {
      const params = { competition, match: slug, mid: "1301" };
      const result = await match.loader(loaderArgs(`${prefix}/${competition}/${slug}/1301`, params, { services: servicesWithFailingDetails() }));
      const data = loaderDataOf(result) as { view: MatchPageView; meta: { title: string; description: string } };
      expect(data.view.error).not.toBeNull();
      titles.push(data.meta.title);
      expect(data.meta.title).not.toMatch(/\s{2}/);
      expect(data.meta.description).not.toMatch(/\s{2}|\s[,.]/);
    }
    expect(titles).toEqual([
      "Bundesliga: Ergebnisse 2024/25 | Matchpuls",
      "Bundesliga: results 2024/25 | Matchpuls",
      "Bundesliga: risultati 2024/25 | Matchpuls",
    ]);
  });

  it("keeps working when the extension fails", async () => {
    const page = await view(WORLD_CUP_FINAL, servicesWithContextAnswer(500));
    expect(page.extras?.timeline?.filter((entry) => entry.type === "goal")).toHaveLength(6);
    expect(page.context).toBeNull();
  });
});
