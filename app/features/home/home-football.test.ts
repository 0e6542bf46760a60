import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { resultsRequest } from "#app/football/results-request.server.ts";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { href } from "#app/i18n/href.ts";
import type { SiteServices } from "#app/services.server.ts";
import type { Match, Team } from "#contract/schemas.ts";
import { LANGUAGE_CODES } from "#lib/languages.ts";
import { loaderArgs, loaderDataOf } from "#tests/support/loaders.ts";
import { testServices, useDeadResultsBackend } from "#tests/support/services.ts";
import type { MeetingView } from "../results/shared/match-list-view.ts";
import { HOME_LEAGUE, loadHomeFootball, NEWS_ITEMS, TABLE_ROWS } from "./home-football.server.ts";
import { loader } from "./home.tsx";
import { latestMatches, MATCHES_PER_CARD, STRIP_LIVE_MATCHES, STRIP_MATCHES, stripView } from "./views/home-view.ts";

/** The home page's football on the embedded backend (the recorded seasons, every match decided). */

/** A results page's request for `path`, with the context React Router would hand its loader. */
function resultsRequestFor(path: string, services?: SiteServices) {
  const { request, context } = loaderArgs(path, {}, { services }) as { request: Request; context: RouterContextProvider };
  return resultsRequest(request, context);
}

describe("loadHomeFootball", () => {
  it.each(LANGUAGE_CODES)("%s: a card per main competition, the language's league first and in the phone", async (language) => {
    const football = await loadHomeFootball(resultsRequestFor(href("home", language)));
    const league = HOME_LEAGUE[language];
    expect(football.cards.map((card) => card.slug)).toEqual([
      league,
      ...["champions-league", "bundesliga", "premier-league", "serie-a"].filter((s) => s !== league),
    ]);
    expect(football.featuredCardId).toBe(football.cards[0]!.id);
    for (const card of football.cards) {
      expect(card.href).toBe(href("results", language, { country: card.slug }));
      expect(card.tableHref).toBe(href("results-table", language, { competition: card.slug }));
      expect(card.round).not.toBe("");
      expect(card.matches.length).toBeGreaterThan(0);
      expect(card.matches.length).toBeLessThanOrEqual(MATCHES_PER_CARD);
      for (const match of card.matches) expect(match.href.startsWith(`${href("results", language, { country: card.slug })}/`)).toBe(true);
    }
    // The league's last matchday: every match decided.
    expect(football.cards[0]!.matches.every((match) => match.status === "finished" && match.score.ft)).toBe(true);
    expect(football.live).toBeNull();
    expect(football.strip).toBeNull();
    expect(football.complete).toBe(true);
  });

  it("marks a season played to its end and gives the page's year, in the home zone of its language", async () => {
    // Past midnight in London but not yet in Berlin: New Year's Eve is still 2025 in London.
    const now = new Date("2025-12-31T23:30:00Z");
    const de = await loadHomeFootball(resultsRequestFor("/"), undefined, now);
    expect(de.currentYear).toBe(2026);
    expect(de.cards.map((card) => card.finishedSeason)).toEqual(["2024/25", "2024/25", "2024/25", "2024/25"]);
    const en = await loadHomeFootball(resultsRequestFor("/en"), undefined, now);
    expect(en.currentYear).toBe(2025);
  });

  it("carries only the fields the rows read, and each team once", async () => {
    const football = await loadHomeFootball(resultsRequestFor("/"));
    const match = football.cards[0]!.matches[0]!;
    expect(Object.keys(match).sort()).toEqual(["away", "home", "href", "id", "kickoff", "live", "score", "status", "winner"]);
    const teams = new Map<number, Team>();
    for (const team of [...football.cards.flatMap((c) => c.matches.flatMap((m) => [m.home, m.away])), ...football.table!.rows.map((r) => r.team)]) {
      expect(teams.get(team.id) ?? team, `team ${team.id} is one object`).toBe(team);
      teams.set(team.id, team);
    }
  });

  it("de: the Bundesliga's final table, top five with their zones, and the latest news", async () => {
    const football = await loadHomeFootball(resultsRequestFor("/"));
    const table = football.table!;
    expect(table).toMatchObject({ title: "Tabelle Bundesliga", heading: "Abschlusstabelle", href: "/ergebnisse/bundesliga/tabelle" });
    expect(table.rows.map((row) => row.position)).toEqual([1, 2, 3, 4, 5].slice(0, TABLE_ROWS));
    expect(table.rows[0]).toMatchObject({ team: { name: "FC Bayern München" }, played: 34, points: 82, zone: "champions_league" });
    expect(table.rows[4]!.zone).toBe("europa_league");
    expect(table.legend).toEqual([
      { kind: "champions_league", from: 1, to: 4 },
      { kind: "europa_league", from: 5, to: 5 },
    ]);
    expect(football.news).toHaveLength(NEWS_ITEMS);
    expect(football.news[0]!.href).toMatch(/^\/news\/[a-z0-9-]+\/artikel\/[a-z0-9-]+-\d+$/);
    expect(football.newsHref).toBe("/news/global/1");
    expect(football.resultsHref).toBe("/ergebnisse");
  });

  it("without the standings extension, the table teaser comes from the spec's table call", async () => {
    const rr = resultsRequestFor("/");
    const withoutStandings = new Proxy(rr.source, {
      get: (source, name, receiver) => (name === "getStandings" ? async () => undefined : Reflect.get(source, name, receiver)),
    });
    const { table } = await loadHomeFootball({ ...rr, source: withoutStandings });
    expect(table).toMatchObject({ title: "Tabelle Bundesliga", heading: null, legend: [] });
    expect(table!.rows.map((row) => [row.position, row.points, row.zone])).toEqual([
      [1, 82, null],
      [2, 69, null],
      [3, 60, null],
      [4, 57, null],
      [5, 55, null],
    ]);
  });

  it("leaves out what does not come within the deadline, and says so", async () => {
    // A backend that never answers: every part waits for the deadline, then the page goes on without it.
    const services = testServices();
    const rr = resultsRequestFor("/en", services);
    const hung = new Proxy(rr.source, { get: () => () => new Promise(() => undefined) });
    const started = Date.now();
    const football = await loadHomeFootball({ ...rr, source: hung }, 150);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(football).toMatchObject({ cards: [], table: null, news: [], featuredCardId: null, live: null, complete: false });
  });
});

describe("the home loader", () => {
  it("the football with the page's texts, cached as pages are while nothing is in play", async () => {
    const result = await loader(loaderArgs("/it"));
    const page = loaderDataOf(result);
    expect(page.football.cards[0]!.slug).toBe("serie-a");
    expect(page.text.sections).toHaveLength(6);
    expect(page.text).not.toHaveProperty("title");
    expect((result as { init?: ResponseInit }).init?.headers).toBeUndefined();
  });

  it("offers the app's premium plans from the content source in its JSON-LD, linked to the premium page", async () => {
    const page = loaderDataOf(await loader(loaderArgs("/en")));
    const app = page.structuredData!.find((item) => (item as { "@type": string })["@type"] === "MobileApplication") as { offers: object[] };
    expect(app.offers).toEqual([
      expect.objectContaining({ price: "0", category: "free" }),
      expect.objectContaining({
        price: "2.99",
        priceCurrency: "EUR",
        url: "http://localhost/en/premium",
        priceSpecification: expect.objectContaining({ billingDuration: "P1M" }),
      }),
      expect.objectContaining({
        price: "19.99",
        priceCurrency: "EUR",
        url: "http://localhost/en/premium",
        priceSpecification: expect.objectContaining({ billingDuration: "P1Y" }),
      }),
    ]);
  });

  describe("with the results backend down", () => {
    const dead = useDeadResultsBackend();
    it("still answers with the hero and the features, cached briefly", async () => {
      const result = await loader(loaderArgs("/", {}, { services: dead() }));
      const page = loaderDataOf(result);
      expect(page.football).toMatchObject({ cards: [], table: null, news: [], complete: false });
      expect(page.text.heading).toContain("Matchpuls");
      expect(new Headers((result as { init?: ResponseInit }).init?.headers).get("Cache-Control")).toBe(CACHE_CONTROL.liveData);
    });
  });
});

// ── Choosing matches ──

const team = (id: number): Team => ({ id, name: `Team ${id}`, slug: `team-${id}`, country_code: null });

function match(id: number, kickoff: string, status: Match["status"], goals: [number, number] | null = null): Match {
  const ft = goals && { home: goals[0], away: goals[1] };
  return {
    id,
    slug: `team-${id}-team-${id + 100}`,
    competition_id: 1,
    round_id: 0,
    group: null,
    kickoff,
    status,
    home: team(id),
    away: team(id + 100),
    score: { ht: null, ft, et: null, penalties: null },
    winner: null,
    venue: null,
  };
}

describe("latestMatches", () => {
  it("in play first, then the latest results, then the next kick-offs; shown in kick-off order", () => {
    const round = [
      match(1, "2025-04-11T18:30:00Z", "finished", [1, 0]),
      match(2, "2025-04-12T13:30:00Z", "live", [0, 0]),
      match(3, "2025-04-12T13:30:00Z", "finished", [2, 2]),
      match(4, "2025-04-12T16:30:00Z", "scheduled"),
      match(5, "2025-04-13T15:30:00Z", "scheduled"),
      match(6, "2025-04-13T13:30:00Z", "postponed"),
    ];
    expect(latestMatches(round, 3).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(latestMatches(round, 4).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    const notStarted = [
      match(4, "2025-04-12T16:30:00Z", "scheduled"),
      match(6, "2025-04-12T13:30:00Z", "postponed"),
      match(5, "2025-04-13T15:30:00Z", "scheduled"),
    ];
    expect(latestMatches(notStarted, 2).map((m) => m.id)).toEqual([4, 5]);
  });
});

describe("stripView", () => {
  const meeting = (m: Match, competition = "Bundesliga"): MeetingView => ({ match: m, href: `/m/${m.id}`, competition, round: "29. Spieltag" });
  const inCompetition = (m: Match, competitionId: number): Match => ({ ...m, competition_id: competitionId });
  const DAY = "/ergebnisse/2025-04-12";

  it("shows the matches in play first, in the order it is given (the catalogue's, big competitions first), then the rest of the day", () => {
    // The loader hands the day's matches in catalogue order, then by kick-off: Bundesliga (1), then 2. Bundesliga (2).
    const matches = [
      meeting(match(1, "2025-04-12T11:00:00Z", "finished", [1, 1])),
      meeting(match(2, "2025-04-12T13:30:00Z", "live", [0, 0])),
      meeting(match(3, "2025-04-12T16:30:00Z", "scheduled")),
      meeting(inCompetition(match(4, "2025-04-12T11:00:00Z", "half_time", [1, 0]), 2), "2. Bundesliga"),
      meeting(inCompetition(match(5, "2025-04-12T18:30:00Z", "scheduled"), 2), "2. Bundesliga"),
    ];
    const shown = stripView({ matches, live: { competitionIds: [1, 2], renderedAt: "2025-04-12T14:10:00Z" } }, DAY);
    expect(shown.matches.map((m) => m.match.id)).toEqual([2, 4, 1, 3, 5]);
    expect(shown.more).toBeNull();
    expect(shown.live).toBeNull();
  });

  it(`never drops a match in play silently: up to ${STRIP_LIVE_MATCHES} in play, the rest up to ${STRIP_MATCHES} in all, and a link to the day naming what is left out`, () => {
    const live = Array.from({ length: 9 }, (_, i) => meeting(match(10 + i, "2025-05-17T13:30:00Z", "live", [0, 0])));
    const rest = Array.from({ length: 4 }, (_, i) => meeting(match(30 + i, "2025-05-17T11:00:00Z", "finished", [2, 1])));
    const nine = stripView({ matches: [...rest, ...live], live: null }, DAY);
    expect(nine.matches.map((m) => m.match.id)).toEqual(live.map((m) => m.match.id));
    expect(nine.more).toEqual({ count: 4, live: 0, href: DAY });

    const many = Array.from({ length: STRIP_LIVE_MATCHES + 3 }, (_, i) => meeting(match(100 + i, "2025-05-17T13:30:00Z", "live", [0, 0])));
    const crowded = stripView({ matches: [...rest, ...many], live: null }, DAY);
    expect(crowded.matches).toHaveLength(STRIP_LIVE_MATCHES);
    expect(crowded.matches.every((m) => m.match.status === "live")).toBe(true);
    expect(crowded.more).toEqual({ count: 7, live: 3, href: DAY });

    const quietDay = [0, 50, 70].flatMap((offset) => rest.map((m) => meeting(match(m.match.id + offset, m.match.kickoff, "finished", [2, 1]))));
    const quiet = stripView({ matches: quietDay, live: null }, DAY);
    expect(quiet.matches.map((m) => m.match.id)).toEqual(quietDay.slice(0, STRIP_MATCHES).map((m) => m.match.id));
    expect(quiet.more).toEqual({ count: quietDay.length - STRIP_MATCHES, live: 0, href: DAY });
  });
});
