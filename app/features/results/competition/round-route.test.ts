import { describe, expect, it } from "vitest";
import { loaderArgs, loaderDataOf, thrownBy } from "#tests/support/loaders.ts";
import type { PairingView } from "../match/match-view.ts";
import * as round from "./round-route.tsx";

/**
 * Two segments below a competition are a round, or a match's slug without its id (the spec's
 * `/{competition}/{match}/{mid?}`): a pairing played once in the season moves to its match page, one
 * played more often lists its meetings, and anything else is a 404 (docs/decisions/0117-match-url-without-its-id.md).
 */

type Params = { competition: string; round: string };

async function thrown(path: string, params: Params): Promise<{ status: number; location: string | null }> {
  const error = await thrownBy(() => round.loader(loaderArgs(path, params)));
  if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
  return { status: (error as { init?: { status?: number } }).init?.status ?? 500, location: null };
}

async function pairingView(path: string, params: Params): Promise<PairingView> {
  const data = loaderDataOf(await round.loader(loaderArgs(path, params))) as { view: PairingView };
  return data.view;
}

describe("a match URL without its id", () => {
  it.each([
    [
      "/ergebnisse/bundesliga/rb-leipzig-vfb-stuttgart",
      { competition: "bundesliga", round: "rb-leipzig-vfb-stuttgart" },
      "/ergebnisse/bundesliga/rb-leipzig-vfb-stuttgart/1299",
    ],
    [
      "/en/results/bundesliga/rb-leipzig-vfb-stuttgart",
      { competition: "bundesliga", round: "rb-leipzig-vfb-stuttgart" },
      "/en/results/bundesliga/rb-leipzig-vfb-stuttgart/1299",
    ],
    [
      "/it/risultati/bundesliga/rb-leipzig-vfb-stuttgart",
      { competition: "bundesliga", round: "rb-leipzig-vfb-stuttgart" },
      "/it/risultati/bundesliga/rb-leipzig-vfb-stuttgart/1299",
    ],
    [
      "/ergebnisse/wm-2022/argentinien-frankreich",
      { competition: "wm-2022", round: "argentinien-frankreich" },
      "/ergebnisse/wm-2022/argentinien-frankreich/10064",
    ],
  ])("%s: played once in the season, moves permanently to the match's page", async (path, params, location) => {
    const answer = await thrown(path, params);
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(location);
  });

  it.each([
    [
      "de",
      "/ergebnisse/champions-league/borussia-dortmund-fc-barcelona",
      "champions-league",
      "Borussia Dortmund – FC Barcelona",
      "/ergebnisse/champions-league/borussia-dortmund-fc-barcelona/",
    ],
    [
      "en",
      "/en/results/champions-league/borussia-dortmund-fc-barcelona",
      "champions-league",
      "Borussia Dortmund – FC Barcelona",
      "/en/results/champions-league/borussia-dortmund-fc-barcelona/",
    ],
    [
      "it",
      "/it/risultati/champions-league/borussia-dortmund-fc-barcelona",
      "champions-league",
      "Borussia Dortmund – FC Barcelona",
      "/it/risultati/champions-league/borussia-dortmund-fc-barcelona/",
    ],
  ])("%s: played twice in the season, lists both meetings, each linked to its page", async (_lang, path, competition, heading, matchPath) => {
    const view = await pairingView(path, { competition, round: path.split("/").at(-1)! });
    expect(view.kind).toBe("pairing");
    expect(view.heading).toBe(heading);
    expect(view.meetings.map((m) => m.href)).toEqual([`${matchPath}6103`, `${matchPath}6182`]);
    // Each meeting names its round, so the two are told apart.
    expect(new Set(view.meetings.map((m) => m.round)).size).toBe(2);
  });

  it.each([
    ["/ergebnisse/bundesliga/rb-leipzig-fc-barcelona", { competition: "bundesliga", round: "rb-leipzig-fc-barcelona" }],
    ["/ergebnisse/bundesliga/keine-paarung", { competition: "bundesliga", round: "keine-paarung" }],
    // A pairing of another competition is not one of this one.
    ["/ergebnisse/bundesliga/borussia-dortmund-fc-barcelona", { competition: "bundesliga", round: "borussia-dortmund-fc-barcelona" }],
  ])("%s: no such pairing in the season is a 404", async (path, params) => {
    expect((await thrown(path, params)).status).toBe(404);
  });

  it("a round's slug is still its round", async () => {
    const data = loaderDataOf(await round.loader(loaderArgs("/ergebnisse/bundesliga/34-spieltag", { competition: "bundesliga", round: "34-spieltag" }))) as {
      view: { kind: string; round: { name: string } | null };
    };
    expect(data.view.kind).toBe("competition");
    expect(data.view.round?.name).toBe("34. Spieltag");
  });
});
