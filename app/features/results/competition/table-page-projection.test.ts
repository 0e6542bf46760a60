import { afterAll, describe, expect, it } from "vitest";
import { parseCardPath } from "#app/features/cards/card-model.ts";
import { loadCardModel } from "#app/features/cards/card-source.server.ts";
import { createResultsClient } from "#app/results-api/client.server.ts";
import { createResultsCache, resultsSource } from "#app/results-api/results-source.server.ts";
import type { SiteServices } from "#app/services.server.ts";
import { API_PATH_PREFIX } from "#contract/api-calls.ts";
import { openEmbeddedBackend } from "#results-backend/embedded.ts";
import { fixedClock } from "#results-backend/replay-clock.ts";
import { loaderDataOf, routeArgs } from "#tests/support/loaders.ts";
import { testDataDir, testServices } from "#tests/support/services.ts";
import * as table from "./table-route.tsx";

/**
 * The table tab's projection (projection-view.ts) on the Bundesliga 2024/25, replayed: the
 * live table of the last matchday (Dortmund passing Freiburg into fourth place) and the outlook
 * before the matchday before it.
 */

function replayAt(iso: string) {
  const backend = openEmbeddedBackend(testDataDir(), { clock: fixedClock(new Date(iso)) });
  const client = createResultsClient({ baseUrl: `http://localhost${API_PATH_PREFIX}`, timeoutMs: 10_000, transport: backend.handle });
  const cache = createResultsCache();
  const results: SiteServices["results"] = (language, headers) => resultsSource(language, headers, { client, cache });
  return { backend, services: testServices({ results }) };
}

async function load(url: string, services: SiteServices) {
  const result = await table.loader(routeArgs(url, { services }).args);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page data, read by path in assertions
  return loaderDataOf(result) as Record<string, any>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the page data
const rowNamed = (standings: any, name: string) => standings.groups[0].rows.find((row: any) => row.team.name === name);

describe("the live table of the last matchday", () => {
  const { backend, services } = replayAt("2025-05-17T14:30:00Z");
  afterAll(() => backend.close());

  it("says what it shows, marks who moved in words and links its share card, in each language", async () => {
    const de = (await load("/ergebnisse/bundesliga/tabelle", services)).view.standings;
    expect(de.liveNote.text).toContain("wenn die laufenden Spiele so enden");
    expect(rowNamed(de, "Borussia Dortmund")).toMatchObject({ position: 4, move: { direction: "up", count: 1, label: "einen Platz nach oben" } });
    expect(rowNamed(de, "SC Freiburg").move).toMatchObject({ direction: "down", label: "einen Platz nach unten" });
    expect(rowNamed(de, "FC Bayern München").move).toBeNull();
    const dortmund = de.outlook.rows.find((row: { team: { name: string } }) => row.team.name === "Borussia Dortmund");
    expect(dortmund.outlooks).toContain("Wenn es so bleibt: Champions League");
    expect(de.outlook.heading).toBe("Letzter Spieltag: was feststeht und was es braucht");

    const en = (await load("/en/results/bundesliga/tables", services)).view.standings;
    expect(rowNamed(en, "Borussia Dortmund").move.label).toBe("up one place");
    expect(en.outlook.rows[0].outlooks).toEqual(["Settled: the title"]);
    const it = (await load("/it/risultati/bundesliga/classifica", services)).view.standings;
    expect(it.outlook.rows.at(-1).outlooks).toEqual(["Già deciso: retrocessione"]);
  });

  it("links a card the card route draws from the same answers: the top and bottom three, Dortmund up, its score in play", async () => {
    const { liveNote } = (await load("/ergebnisse/bundesliga/tabelle", services)).view.standings;
    const address = parseCardPath(liveNote.card.href);
    expect(address).toMatchObject({ language: "de", kind: "projection" });
    const source = services.results("de", new Headers());
    const model = await loadCardModel(source, address!);
    if (model?.body.kind !== "projection") throw new Error("no live table card");
    expect(model.body.rows.map((row) => row.position)).toEqual([1, 2, 3, 16, 17, 18]);
    expect(model.body.gapAfter).toBe(2);
    expect(model.kicker).toBe("Bundesliga · Wenn es so bleibt");
    expect(model.body.rows.every((row) => row.live !== null)).toBe(true);
  });
});

describe("the table before the matchday before the last", () => {
  const { backend, services } = replayAt("2025-05-10T12:00:00Z");
  afterAll(() => backend.close());

  it("has no live note or moves, but says what each team is sure of and what it takes", async () => {
    const de = (await load("/ergebnisse/bundesliga/tabelle", services)).view.standings;
    expect(de.liveNote).toBeNull();
    expect(de.groups[0].rows.every((row: { move: unknown }) => row.move === null)).toBe(true);
    expect(de.outlook.heading).toBe("Noch 2 Spieltage: was feststeht und was es braucht");
    const bochum = de.outlook.rows.find((row: { team: { name: string } }) => row.team.name === "VfL Bochum 1848");
    expect(bochum.outlooks).toEqual(["Steht fest: höchstens Relegation", "Bei einer Niederlage: Abstieg"]);
    expect(bochum.places).toEqual({ text: "16.–18.", label: "Endplatz zwischen 16 und 18" });
  });

  it("keeps the projection off the home and away tables", async () => {
    const de = (await load("/ergebnisse/bundesliga/tabelle?view=home", services)).view.standings;
    expect(de.outlook).toBeNull();
  });
});
