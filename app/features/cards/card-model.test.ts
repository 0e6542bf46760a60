import { describe, expect, it } from "vitest";
import type { MatchDetails } from "#contract/schemas.ts";
import { matchCard, newsCard } from "./card-data.server.ts";
import { cardPath, cardPathOf, cardVersion, type CardModel, parseCardPath } from "./card-model.ts";

const team = (id: number, name: string, extra: object) => ({ id, name, slug: name.toLowerCase(), country_code: null, ...extra });

/** A match of the 2022 World Cup final, at any status and score. */
function details(match: Partial<MatchDetails["match"]>): MatchDetails {
  return {
    competition: { id: 7, name: "WM 2022", short_name: "WM", slug: "wm-2022" },
    round: { id: 6, name: "Finale", slug: "finale" } as MatchDetails["round"],
    goals_available: true,
    goals: [],
    match: {
      id: 64,
      slug: "argentinien-frankreich",
      competition_id: 7,
      round_id: 6,
      group: null,
      kickoff: "2022-12-18T15:00:00Z",
      status: "scheduled",
      live: null,
      home: team(1, "Argentinien", { code: "ARG", flag: "ar" }),
      away: team(2, "Frankreich", { code: "FRA", flag: "fr" }),
      score: { ht: null, ft: null, et: null, penalties: null },
      winner: null,
      venue: null,
      ...match,
    },
  };
}

const competition = { name: "WM 2022" };

describe("card paths", () => {
  it("name the language, kind, ids and version, and are read back", () => {
    const path = cardPath({ language: "en", kind: "match", ids: [7, 64] }, "0123456789a");
    expect(path).toBe("/cards/en/match/7-64-0123456789a.png");
    expect(parseCardPath(path)).toEqual({ language: "en", kind: "match", ids: [7, 64], version: "0123456789a" });
  });

  it.each([
    ["/cards/fr/match/7-64-0123456789a.png", "an unknown language"],
    ["/cards/de/stadium/7-0123456789a.png", "an unknown kind"],
    ["/cards/de/match/7-0123456789a.png", "a match without its competition"],
    ["/cards/de/team/7-64-0123456789a.png", "a team with two ids"],
    ["/cards/de/team/1234567890-0123456789a.png", "an id of ten digits"],
    ["/cards/de/team/7-0123456789A.png", "a version in capitals"],
    ["/cards/de/team/7-0123456789a.jpg", "another file type"],
    ["/cards/de/team/7-0123456789a.png/x", "a longer path"],
    ["/cards/de/team/-7-0123456789a.png", "a negative id"],
  ])("are not read from %s (%s)", (path) => {
    expect(parseCardPath(path)).toBeUndefined();
  });
});

describe("card versions", () => {
  it("are 11 base-36 letters and stay the same for the same content", () => {
    const model = matchCard(details({}), competition, "de");
    expect(cardVersion(model)).toMatch(/^[0-9a-z]{11}$/);
    expect(cardVersion(matchCard(details({}), competition, "de"))).toBe(cardVersion(model));
  });

  it("change with the language, the score and the minute of a match in play", () => {
    const scheduled = matchCard(details({}), competition, "de");
    const live = (minute: number, home: number): CardModel =>
      matchCard(
        details({
          status: "live",
          live: { period: "second_half", minute, stoppage: null },
          score: { ht: null, ft: { home, away: 0 }, et: null, penalties: null },
        }),
        competition,
        "de",
      );
    const versions = [scheduled, matchCard(details({}), competition, "en"), live(23, 1), live(24, 1), live(24, 2)].map(cardVersion);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it("give a card path that the card route reads back", () => {
    const model = newsCard({ title: "Schlagzeile", category: { id: 1, slug: "bundesliga", name: "Bundesliga" }, published_at: "2025-05-17T10:00:00Z" }, "it");
    const path = cardPathOf({ kind: "news", ids: [12] }, model);
    expect(parseCardPath(path)).toEqual({ language: "it", kind: "news", ids: [12], version: cardVersion(model) });
  });
});

describe("the match card", () => {
  it("shows the kick-off in the language's home zone before the match, the score and minute while it is played", () => {
    const before = matchCard(details({}), competition, "en");
    expect(before.body).toMatchObject({ kind: "match", centre: "15:00 GMT", status: "Kick-off", live: false });
    expect(before.kicker).toBe("WM 2022 · Finale");
    const playing = matchCard(
      details({
        status: "live",
        live: { period: "second_half", minute: 67, stoppage: null },
        score: { ht: null, ft: { home: 2, away: 1 }, et: null, penalties: null },
      }),
      competition,
      "de",
    );
    expect(playing.body).toMatchObject({ centre: "2:1", status: "Live 67'", live: true });
    const finished = matchCard(details({ status: "finished", score: { ht: null, ft: { home: 2, away: 0 }, et: null, penalties: null } }), competition, "it");
    expect(finished.body).toMatchObject({ centre: "2-0", status: "Finale", live: false });
    expect(playing.body).toMatchObject({ home: { name: "Argentinien", badge: { flag: "ar" } } });
  });
});
