import { describe, expect, it } from "vitest";
import { createResultsClient } from "#app/results-api/client.server.ts";
import { createResultsCache, resultsSource } from "#app/results-api/results-source.server.ts";
import type { SiteServices } from "#app/services.server.ts";
import { API_PATH_PREFIX } from "#contract/api-calls.ts";
import { loaderArgs, loaderDataOf } from "#tests/support/loaders.ts";
import { embeddedApi, testServices, useDeadResultsBackend } from "#tests/support/services.ts";
import * as table from "./table-route.tsx";

/** The table tab and the table after a matchday (table-page.server.ts) on the embedded backend. */

type Params = { competition: string; round?: string };

async function load(url: string, params: Params, services?: SiteServices) {
  const result = await table.loader(loaderArgs(url, params, { services }));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page data, read by path in assertions
  return { data: loaderDataOf(result) as Record<string, any>, init: (result as { init?: ResponseInit }).init };
}

/** What the loader threw: a redirect Response or a `data(null, {status: 404})`. */
async function thrown(url: string, params: Params, services?: SiteServices): Promise<{ status: number; location: string | null }> {
  try {
    await table.loader(loaderArgs(url, params, { services }));
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    return { status: (error as { init?: { status?: number } }).init?.status ?? 500, location: null };
  }
  throw new Error(`${url}: the loader did not throw`);
}

/** The embedded backend, but every call whose path ends with one of `paths` answers `status`. */
function servicesAnswering(status: 404 | 500, ...paths: string[]): SiteServices {
  const client = createResultsClient({
    baseUrl: `http://localhost${API_PATH_PREFIX}`,
    timeoutMs: 10_000,
    transport: (request) => {
      const path = new URL(request.url).pathname;
      if (!paths.some((part) => path.includes(part))) return embeddedApi(request);
      const error = status === 404 ? "Not Found" : "Internal Server Error";
      return Promise.resolve(Response.json({ status, error, message: "answered by the test" }, { status }));
    },
  });
  const cache = createResultsCache();
  return testServices({ results: (language, headers) => resultsSource(language, headers, { client, cache }) });
}

/** A results backend without the standings extension: it answers 404 for its paths, like any path it does not know. */
const servicesWithoutStandings = () => servicesAnswering(404, "/standings");

const BUNDESLIGA = { competition: "bundesliga" };

describe("the table tab with the standings extension", () => {
  it("shows the Bundesliga's final table with zones, form, the legend, the view switch and the matchday picker", async () => {
    const { data, init } = await load("/ergebnisse/bundesliga/tabelle", BUNDESLIGA);
    const standings = data.view.standings;
    expect(standings.heading).toBe("Abschlusstabelle");
    expect(standings.view).toBe("total");
    expect(standings.hasForm).toBe(true);
    const rows = standings.groups[0].rows;
    expect(rows[0]).toMatchObject({ position: 1, team: { name: "FC Bayern München" }, points: 82, zone: "champions_league" });
    expect(rows[0].form.map((f: { result: string }) => f.result)).toEqual(["W", "W", "D", "W", "W"]);
    expect(rows.map((r: { zone: string | null }) => r.zone).slice(15)).toEqual(["relegation_playoff", "relegation", "relegation"]);
    expect(standings.legend.map((z: { kind: string }) => z.kind)).toEqual([
      "champions_league",
      "europa_league",
      "conference_league_playoff",
      "relegation_playoff",
      "relegation",
    ]);
    expect(standings.viewLinks).toEqual({
      total: "/ergebnisse/bundesliga/tabelle",
      home: "/ergebnisse/bundesliga/tabelle?view=home",
      away: "/ergebnisse/bundesliga/tabelle?view=away",
    });
    expect(standings.picker.current).toMatchObject({ name: "34. Spieltag", href: "/ergebnisse/bundesliga/tabelle/34-spieltag" });
    expect(standings.picker.matchdays).toHaveLength(34);
    expect(standings.picker.previous.href).toBe("/ergebnisse/bundesliga/tabelle/33-spieltag");
    expect(standings.picker.next).toBeNull();
    expect(standings.picker.formAction).toBe("/ergebnisse/bundesliga/tabelle");
    expect(data.meta.title).toBe("Bundesliga – Tabelle | Matchpuls");
    // A final table no longer changes.
    expect(new Headers(init?.headers).get("Cache-Control")).toMatch(/s-maxage=300/);
  });

  it("shows the home table for ?view=home, without zones, and keeps the view in the picker's links", async () => {
    const { data } = await load("/ergebnisse/bundesliga/tabelle?view=home", BUNDESLIGA);
    const standings = data.view.standings;
    expect(standings.view).toBe("home");
    expect(standings.groups[0].rows.every((r: { played: number; zone: null }) => r.played === 17 && r.zone === null)).toBe(true);
    expect(standings.legend).toEqual([]);
    expect(standings.picker.previous.href).toBe("/ergebnisse/bundesliga/tabelle/33-spieltag?view=home");
  });

  it("builds its links from the route table, also for a client-side navigation's data request", async () => {
    const { data } = await load("/ergebnisse/bundesliga/tabelle.data?view=home", BUNDESLIGA);
    expect(data.view.standings.viewLinks.away).toBe("/ergebnisse/bundesliga/tabelle?view=away");
    expect(await thrown("/ergebnisse/bundesliga/tabelle/17-spieltag.data?view=x", { ...BUNDESLIGA, round: "17-spieltag" })).toEqual({
      status: 301,
      location: "/ergebnisse/bundesliga/tabelle/17-spieltag",
    });
  });

  it("moves made-up and default views to the page without the parameter", async () => {
    expect(await thrown("/ergebnisse/bundesliga/tabelle?view=total", BUNDESLIGA)).toEqual({ status: 301, location: "/ergebnisse/bundesliga/tabelle" });
    expect(await thrown("/ergebnisse/bundesliga/tabelle?view=gestern", BUNDESLIGA)).toEqual({ status: 301, location: "/ergebnisse/bundesliga/tabelle" });
    // A tournament's groups have no home and away tables.
    expect(await thrown("/ergebnisse/wm-2022/tabelle?view=away", { competition: "wm-2022" })).toEqual({ status: 301, location: "/ergebnisse/wm-2022/tabelle" });
  });

  it("answers the picker's form without JavaScript with a 303 to the matchday's page (404 for an unknown slug)", async () => {
    expect(await thrown("/ergebnisse/bundesliga/tabelle?round=17-spieltag", BUNDESLIGA)).toEqual({
      status: 303,
      location: "/ergebnisse/bundesliga/tabelle/17-spieltag",
    });
    expect((await thrown("/ergebnisse/bundesliga/tabelle?round=achtelfinale", BUNDESLIGA)).status).toBe(404);
  });

  it("shows a World Cup's group tables with the teams that reached the knockout stage, without heading, views or picker", async () => {
    const { data } = await load("/en/results/world-cup-2022/tables", { competition: "world-cup-2022" });
    const standings = data.view.standings;
    expect(standings.groups).toHaveLength(8);
    expect(standings.heading).toBeNull();
    expect(standings.viewLinks).toBeNull();
    expect(standings.picker).toBeNull();
    expect(standings.legend).toEqual([{ kind: "knockout_stage", from: null, to: null }]);
  });
});

describe("the table after a matchday", () => {
  it("counts matchdays 1 to 17 and links the same matchday in the other languages", async () => {
    const { data } = await load("/ergebnisse/bundesliga/tabelle/17-spieltag", { ...BUNDESLIGA, round: "17-spieltag" });
    const standings = data.view.standings;
    expect(standings.heading).toBe("Tabelle nach dem 17. Spieltag");
    expect(standings.groups[0].rows[0]).toMatchObject({ team: { name: "FC Bayern München" }, played: 17, points: 42 });
    expect(standings.picker.current.name).toBe("17. Spieltag");
    expect(standings.picker.next.href).toBe("/ergebnisse/bundesliga/tabelle/18-spieltag");
    expect(standings.viewLinks.home).toBe("/ergebnisse/bundesliga/tabelle/17-spieltag?view=home");
    expect(data.meta.title).toBe("Bundesliga – Tabelle nach dem 17. Spieltag | Matchpuls");
    expect(data.alternates).toEqual({
      de: "/ergebnisse/bundesliga/tabelle/17-spieltag",
      en: "/en/results/bundesliga/tables/matchday-17",
      it: "/it/risultati/bundesliga/classifica/17a-giornata",
    });
  });

  it("names the matchday in English and Italian", async () => {
    const en = await load("/en/results/bundesliga/tables/matchday-17", { ...BUNDESLIGA, round: "matchday-17" });
    expect(en.data.view.standings.heading).toBe("Table after matchday 17");
    expect(en.data.meta.title).toBe("Bundesliga – table after matchday 17 | Matchpuls");
    const it_ = await load("/it/risultati/bundesliga/classifica/17a-giornata", { ...BUNDESLIGA, round: "17a-giornata" });
    expect(it_.data.view.standings.heading).toBe("Classifica dopo la 17ª giornata");
  });

  it("is 404 for a round that is not a matchday of a league or league phase", async () => {
    expect((await thrown("/ergebnisse/bundesliga/tabelle/99-spieltag", { ...BUNDESLIGA, round: "99-spieltag" })).status).toBe(404);
    expect((await thrown("/ergebnisse/champions-league/tabelle/finale", { competition: "champions-league", round: "finale" })).status).toBe(404);
    const groupRound = "gruppenphase-1-spieltag";
    expect((await thrown(`/ergebnisse/wm-2022/tabelle/${groupRound}`, { competition: "wm-2022", round: groupRound })).status).toBe(404);
  });
});

describe("a backend without the standings extension", () => {
  const services = servicesWithoutStandings();

  it("gets the spec's table call: the table as before, without zones, form, views or picker", async () => {
    const { data } = await load("/ergebnisse/bundesliga/tabelle", BUNDESLIGA, services);
    const standings = data.view.standings;
    expect(data.view.error).toBeNull();
    expect(standings.groups[0].rows[0]).toMatchObject({ team: { name: "FC Bayern München" }, points: 82 });
    expect(standings.groups[0].rows[0].form).toBeUndefined();
    expect(standings).toMatchObject({ heading: null, hasForm: false, legend: [], viewLinks: null, picker: null });
  });

  it("has no tables after a matchday and no home and away views", async () => {
    expect((await thrown("/ergebnisse/bundesliga/tabelle/17-spieltag", { ...BUNDESLIGA, round: "17-spieltag" }, services)).status).toBe(404);
    expect((await thrown("/ergebnisse/bundesliga/tabelle?view=home", BUNDESLIGA, services)).status).toBe(301);
  });
});

describe("a backend that fails the table's calls while the catalogue is still known", () => {
  const standingsFail = servicesAnswering(500, "/standings");
  const tablesFail = servicesAnswering(500, "/standings", "/table");

  it("shows the competition with the error text instead of the table, not cached, and reads no live matches", async () => {
    for (const [url, params] of [
      ["/ergebnisse/bundesliga/tabelle", BUNDESLIGA],
      ["/ergebnisse/bundesliga/tabelle/17-spieltag", { ...BUNDESLIGA, round: "17-spieltag" }],
      ["/ergebnisse/bundesliga/tabelle?round=17-spieltag", BUNDESLIGA],
    ] as const) {
      const { data, init } = await load(url, params, standingsFail);
      expect(data.view, url).toMatchObject({ kind: "tab", standings: null, error: "Diese Daten sind leider nicht verfügbar.", live: null, playing: [] });
      expect(data.view.header.name).toBe("Bundesliga");
      expect(new Headers(init?.headers).get("Cache-Control"), url).toBe("no-store");
    }
  });

  it("still moves a view that names none to the page without it", async () => {
    expect(await thrown("/ergebnisse/bundesliga/tabelle?view=x", BUNDESLIGA, standingsFail)).toEqual({
      status: 301,
      location: "/ergebnisse/bundesliga/tabelle",
    });
  });

  it("without the extension: the spec's table call failing shows the error text too", async () => {
    const { data, init } = await load("/ergebnisse/bundesliga/tabelle", BUNDESLIGA, servicesAnswering(500, "/table"));
    expect(data.view.standings.groups[0].rows[0]).toMatchObject({ team: { name: "FC Bayern München" } });
    const failed = await load("/ergebnisse/bundesliga/tabelle", BUNDESLIGA, tablesFail);
    expect(failed.data.view).toMatchObject({ standings: null, error: "Diese Daten sind leider nicht verfügbar." });
    expect(new Headers(failed.init?.headers).get("Cache-Control")).toBe("no-store");
    expect(new Headers(init?.headers).get("Cache-Control")).not.toBe("no-store");
  });
});

describe("a failing backend", () => {
  const dead = useDeadResultsBackend();

  it("shows the error text, not cached", async () => {
    const { data, init } = await load("/ergebnisse/bundesliga/tabelle", BUNDESLIGA, dead());
    expect(data.view.kind).toBe("unavailable");
    expect(new Headers(init?.headers).get("Cache-Control")).toBe("no-store");
  });
});
