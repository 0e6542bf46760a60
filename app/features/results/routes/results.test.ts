import { describe, expect, it } from "vitest";
import { loaderArgs, loaderDataOf } from "#tests/support/loaders.ts";
import * as details from "../competition/details-route.tsx";
import * as round from "../competition/round-route.tsx";
import * as scorers from "../competition/scorers-route.tsx";
import * as table from "../competition/table-route.tsx";
import * as match from "../match/match-route.tsx";
import * as results from "./results.tsx";

/** The results pages' loaders on the embedded backend (tests/support/services.ts builds its database in a temporary directory). */
const args = (url: string, params: Record<string, string>) => loaderArgs(url, params);

/** A loader's answer, whether it returned plain data or `data()` with headers. */
async function load(loader: (a: never) => unknown, url: string, params: Record<string, string>) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loader data of several pages, read by path in assertions
  return loaderDataOf(await loader(args(url, params))) as Record<string, any>;
}

async function status(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("results route resolution", () => {
  it("reads /ergebnisse/{x} as a push group, else as a competition, else 404", async () => {
    const list = await load(results.loader, "/ergebnisse", {});
    expect(list.view.kind).toBe("list");
    const group = await load(results.loader, "/ergebnisse/deutschland", { country: "deutschland" });
    expect(group.view.kind).toBe("list");
    expect(group.view.activeGroup).toBe("deutschland");
    const competition = await load(results.loader, "/ergebnisse/bundesliga", { country: "bundesliga" });
    expect(competition.view.kind).toBe("competition");
    expect(competition.view.selectedRound).toBe(-1);
    expect(competition.view.round.name).toBe("34. Spieltag");
    expect(await status(() => results.loader(args("/ergebnisse/gibt-es-nicht", { country: "gibt-es-nicht" })))).toBe(404);
  });

  it("reads two segments as a round: a known round slug, else 404", async () => {
    const first = await load(round.loader, "/ergebnisse/bundesliga/1-spieltag", { competition: "bundesliga", round: "1-spieltag" });
    expect(first.view.round.name).toBe("1. Spieltag");
    expect(first.view.selectedRound).toBe(0);
    expect(first.view.matches).toHaveLength(9);
    expect(first.view.previous).toBeNull();
    expect(first.view.next.href).toBe("/ergebnisse/bundesliga/2-spieltag");
    expect(first.meta.title).toBe("Bundesliga – 1. Spieltag: Ergebnisse | Matchpuls");
    expect(await status(() => round.loader(args("/ergebnisse/bundesliga/kein-spieltag", { competition: "bundesliga", round: "kein-spieltag" })))).toBe(404);
    // A match slug without its id is not a round: it moves to its match (results-round.test.ts).
    const slug = first.view.matches[0].slug as string;
    expect(await status(() => round.loader(args(`/ergebnisse/bundesliga/${slug}`, { competition: "bundesliga", round: slug })))).toBe(301);
  });

  it("reads three segments as a match by id, redirecting a wrong slug to the canonical one", async () => {
    const first = await load(round.loader, "/en/results/bundesliga/matchday-1", { competition: "bundesliga", round: "matchday-1" });
    const { id, slug } = first.view.matches[0] as { id: number; slug: string };
    const page = await load(match.loader, `/en/results/bundesliga/${slug}/${id}`, { competition: "bundesliga", match: slug, mid: String(id) });
    expect(page.view.details.match.id).toBe(id);
    expect(page.alternates.de).toMatch(new RegExp(`^/ergebnisse/bundesliga/[a-z0-9-]+/${id}$`));
    try {
      await match.loader(args(`/en/results/bundesliga/wrong/${id}`, { competition: "bundesliga", match: "wrong", mid: String(id) }));
      expect.unreachable();
    } catch (error) {
      expect((error as Response).status).toBe(301);
      expect((error as Response).headers.get("Location")).toBe(`/en/results/bundesliga/${slug}/${id}`);
    }
    for (const mid of ["999999999", "abc", "-1", "1e3"]) {
      expect(await status(() => match.loader(args(`/ergebnisse/bundesliga/x/${mid}`, { competition: "bundesliga", match: "x", mid })))).toBe(404);
    }
    // A match of another competition is not found under this one.
    expect(await status(() => match.loader(args(`/ergebnisse/serie-a/${slug}/${id}`, { competition: "serie-a", match: slug, mid: String(id) })))).toBe(404);
  });
});

describe("results pages' data and titles", () => {
  it("shows the Bundesliga 2024/25 table with Bayern first on 82 points", async () => {
    const page = await load(table.loader, "/ergebnisse/bundesliga/tabelle", { competition: "bundesliga" });
    const top = page.view.standings.groups[0].rows[0];
    expect(top.team.name).toBe("FC Bayern München");
    expect(top.points).toBe(82);
    expect(page.meta.title).toBe("Bundesliga – Tabelle | Matchpuls");
    expect(page.alternates).toEqual({ de: "/ergebnisse/bundesliga/tabelle", en: "/en/results/bundesliga/tables", it: "/it/risultati/bundesliga/classifica" });
  });

  it("names the top scorer and his goals in the scorers page's description", async () => {
    const page = await load(scorers.loader, "/en/results/world-cup-2022/scorers", { competition: "world-cup-2022" });
    expect(page.view.value.scorers[0]).toMatchObject({ name: "Kylian Mbappé", goals: 8 });
    // The leading 25 and those tied with the 25th; `?all=1` lists all 118.
    expect(page.view.value).toMatchObject({ total: 118, allHref: "/en/results/world-cup-2022/scorers?all=1" });
    expect(page.view.value.scorers).toHaveLength(30);
    const all = await load(scorers.loader, "/en/results/world-cup-2022/scorers?all=1", { competition: "world-cup-2022" });
    expect(all.view.value.scorers).toHaveLength(118);
    expect(page.meta.description).toBe("FIFA World Cup 2022: the top scorers – Kylian Mbappé leads with 8 goals.");
  });

  it("says why a page has nothing to show: a competition whose data has no goal events, a knockout cup's table", async () => {
    const noScorers = await load(scorers.loader, "/ergebnisse/bundesliga/torschuetzen", { competition: "bundesliga" });
    expect(noScorers.view.value).toMatchObject({
      scorers: [],
      emptyReason: "Unsere Daten zu diesem Wettbewerb enthalten die Ergebnisse, aber nicht, wer die Tore geschossen hat.",
    });
    const cup = await load(table.loader, "/en/results/dfb-pokal/tables", { competition: "dfb-pokal" });
    expect(cup.view.standings.groups).toEqual([]);
    expect(cup.view.emptyReason).toBe("This competition is played as a knockout and has no table; the bracket shows its rounds.");
    expect(cup.view.header.tabs.bracket).toBe("/en/results/dfb-pokal/bracket");
    const league = await load(table.loader, "/ergebnisse/bundesliga/tabelle", { competition: "bundesliga" });
    expect(league.view.emptyReason).toBeNull();
  });

  it("puts both teams, the score and the competition in a match page's title", async () => {
    const finalRound = await load(round.loader, "/ergebnisse/wm-2022/finale", { competition: "wm-2022", round: "finale" });
    const final = finalRound.view.matches[0] as { id: number; slug: string };
    const page = await load(match.loader, `/ergebnisse/wm-2022/${final.slug}/${final.id}`, {
      competition: "wm-2022",
      match: final.slug,
      mid: String(final.id),
    });
    expect(page.meta.title).toBe("Argentinien – Frankreich 3:3 n. V., 4:2 i. E. (Weltmeisterschaft 2022) | Matchpuls");
    expect(page.meta.description).toContain("So., 18. Dez. 2022");
    // The shoot-out's abbreviation ends the sentence with its own full stop, not a second one.
    expect(page.meta.description).toBe("Argentinien gegen Frankreich am So., 18. Dez. 2022: 3:3 n. V., 4:2 i. E. Alles zum Spiel – Weltmeisterschaft 2022.");
  });

  it("lists a cup's teams from its first round in the details tab", async () => {
    const page = await load(details.loader, "/ergebnisse/dfb-pokal/details", { competition: "dfb-pokal" });
    expect(page.view.value.teams).toHaveLength(64);
    expect(page.view.header.tabs.table).toBeUndefined();
  });
});
