import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { resultsRequest } from "#app/football/results-request.server.ts";
import { href } from "#app/i18n/href.ts";
import type { Competition, Match, MatchesResponse, Team } from "#contract/schemas.ts";
import { loaderArgs } from "#tests/support/loaders.ts";
import { loadHomeFootball } from "./home-football.server.ts";
import { loadOffSeason } from "./off-season.server.ts";
import { FINISHED_COMPETITIONS, finishedCompetitions, isOffSeason } from "./views/off-season-view.ts";

/**
 * The home page between seasons. The embedded backend without a replay clock answers as of today
 * (December 2026): every recorded season is over, the World Cup 2026 (final on 19 July 2026) the
 * last, and no fixture is known.
 */

function resultsRequestFor(path: string) {
  const { request, context } = loaderArgs(path, {}) as { request: Request; context: RouterContextProvider };
  return resultsRequest(request, context);
}

describe("the home page between seasons", () => {
  it("has the World Cup 2026 as the competition decided last, with its final and winner, the ones before it newest first, and says no fixture is known", async () => {
    const rr = resultsRequestFor("/");
    const offSeason = (await loadOffSeason(
      rr,
      await rr.source.getCompetitions(),
      (work) => work,
      (team) => team,
    ))!;
    const worldCup = offSeason.latest;
    expect(worldCup).toMatchObject({ name: "Weltmeisterschaft 2026", season: "2026", kind: "tournament", href: href("results", "de", { country: "wm-2026" }) });
    expect(worldCup!.winner?.name).toBe("Spanien");
    expect(worldCup!.final).toMatchObject({ home: { name: "Spanien" }, away: { name: "Argentinien" }, status: "finished" });
    // Newest first, after the latest, each with its winner: the Champions League's final, Serie A's champions.
    const ended = [worldCup!, ...offSeason.finished].map((c) => c.ended);
    expect(ended).toEqual([...ended].sort().reverse());
    expect(offSeason.finished.map((c) => c.name)).not.toContain(worldCup!.name);
    expect(offSeason.finished).toHaveLength(FINISHED_COMPETITIONS);
    const byName = new Map(offSeason.finished.map((c) => [c.name, c]));
    expect(byName.get("UEFA Champions League")?.winner?.name).toBe("Paris Saint-Germain FC");
    expect(byName.get("Serie A")).toMatchObject({ winner: { name: "SSC Napoli" }, final: null });
    expect(offSeason.next).toEqual([]);
    expect(offSeason.nextDayHref).toBeNull();
  });

  it("shows the World Cup's final in the hero and the competitions before it above the cards, in every language", async () => {
    for (const [language, texts] of [
      [
        "de",
        {
          worldCup: "Weltmeisterschaft 2026",
          winners: "Weltmeister",
          final: /Finale:<\/span> Spanien 1:0 Argentinien, n\. V\.<\/a>/,
          none: "Noch sind keine neuen Spiele angesetzt",
        },
      ],
      [
        "en",
        {
          worldCup: "FIFA World Cup 2026",
          winners: "World champions",
          final: /Final:<\/span> Spain 1-0 Argentina, a\.e\.t\.<\/a>/,
          none: "No new matches have been scheduled yet",
        },
      ],
      [
        "it",
        {
          worldCup: "Campionato mondiale 2026",
          winners: "Campioni del mondo",
          final: /Finale:<\/span> Spagna 1-0 Argentina, d\.t\.s\.<\/a>/,
          none: "Non sono ancora state fissate nuove partite",
        },
      ],
    ] as const) {
      const football = await loadHomeFootball(resultsRequestFor(href("home", language)), 10_000);
      expect(football.strip, language).toBeNull();
      const latest = football.latestHtml ?? "";
      expect(latest, language).toContain(texts.worldCup);
      expect(latest, language).toContain(texts.winners);
      expect(latest, language).toMatch(texts.final);
      // The final's link: its match page.
      expect(latest, language).toMatch(/<p class="home-finished__final"><a href="\/[^"]+\/\d+">/);
      const html = football.offSeasonHtml ?? "";
      expect(html, `${language}: the World Cup once, in the hero`).not.toContain(texts.worldCup);
      expect(html, language).toContain("2024/25");
      expect(html, language).toContain(texts.none);
    }
  });

  it("is off-season only with nothing in play or today and every main competition played to its end", () => {
    expect(isOffSeason(false, ["2024/25", "2024/25"])).toBe(true);
    expect(isOffSeason(true, ["2024/25", "2024/25"])).toBe(false);
    expect(isOffSeason(false, ["2024/25", null])).toBe(false);
    expect(isOffSeason(false, [])).toBe(false);
  });

  it("leaves out a competition still under way, and takes a final's winner after penalties", () => {
    const team = (id: number, name: string) => ({ id, name, short_name: name, slug: name.toLowerCase(), code: name.slice(0, 3).toUpperCase() }) as Team;
    const competition = (id: number, kind: Competition["kind"]) =>
      ({ id, name: `C${id}`, short_name: `C${id}`, slug: `c${id}`, season: "2026", kind }) as Competition;
    const match = (id: number, kickoff: string, status: Match["status"], winner: Match["winner"]): Match =>
      ({
        id,
        slug: `m${id}`,
        kickoff,
        status,
        winner,
        round_id: 0,
        home: team(1, "Spanien"),
        away: team(2, "Argentinien"),
        score: { ht: null, ft: { home: 0, away: 0 }, et: { home: 0, away: 0 }, penalties: { home: 4, away: 2 } },
      }) as Match;
    const round = (matches: Match[]): MatchesResponse =>
      ({ data: matches, rounds: [{ id: 0, name: "Finale", slug: "finale" }], current_round: 1 }) as MatchesResponse;
    const finished = finishedCompetitions(
      "de",
      [competition(1, "tournament"), competition(2, "cup")],
      [
        round([match(1, "2026-07-18T21:00:00Z", "finished", "away"), match(2, "2026-07-19T19:00:00Z", "finished", "home")]),
        round([match(3, "2026-08-01T19:00:00Z", "scheduled", null)]),
      ],
      new Map(),
      (t) => t,
    );
    expect(finished.map((c) => c.id)).toEqual([1]);
    expect(finished[0]!.final?.id).toBe(2);
    expect(finished[0]!.winner?.name).toBe("Spanien");
  });
});
