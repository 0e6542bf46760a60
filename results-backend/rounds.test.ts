import { describe, expect, it } from "vitest";
import { slugify } from "#lib/slug.ts";
import { groupName, parseRoundName, roundName, roundNames } from "./rounds.ts";

describe("round names", () => {
  it.each([
    ["Matchday 1", { de: "1. Spieltag", en: "Matchday 1", it: "1ª giornata" }],
    ["Round of 16", { de: "Achtelfinale", en: "Round of 16", it: "Ottavi di finale" }],
    ["Finals, Round of 16", { de: "Achtelfinale", en: "Round of 16", it: "Ottavi di finale" }],
    ["Round of 32", { de: "Sechzehntelfinale", en: "Round of 32", it: "Sedicesimi di finale" }],
    ["Quarter-finals", { de: "Viertelfinale", en: "Quarter-finals", it: "Quarti di finale" }],
    ["Quarter-final", { de: "Viertelfinale", en: "Quarter-finals", it: "Quarti di finale" }],
    ["Finals, Semifinals", { de: "Halbfinale", en: "Semi-finals", it: "Semifinali" }],
    ["Match for third place", { de: "Spiel um Platz 3", en: "Third-place play-off", it: "Finale per il terzo posto" }],
    ["Finals, Final", { de: "Finale", en: "Final", it: "Finale" }],
    ["Round 1", { de: "1. Runde", en: "First round", it: "Primo turno" }],
    ["League, Matchday 8", { de: "Ligaphase, 8. Spieltag", en: "League phase, Matchday 8", it: "Fase campionato, 8ª giornata" }],
    ["Playoffs, Matchday 2", { de: "Play-offs, Rückspiele", en: "Knockout play-offs, second legs", it: "Spareggi, ritorno" }],
    ["Playoffs", { de: "Play-offs", en: "Knockout play-offs", it: "Spareggi" }],
  ])("%s", (raw, expected) => {
    expect(roundNames(parseRoundName(raw)!)).toEqual(expected);
  });

  it("names group-stage matchdays and groups", () => {
    expect(roundName({ stage: "group_stage", matchday: 3, leg: null }, "it")).toBe("Fase a gironi, 3ª giornata");
    expect([groupName("C", "de"), groupName("C", "en"), groupName("C", "it")]).toEqual(["Gruppe C", "Group C", "Gruppo C"]);
  });

  it("gives slugs by the spec's rule", () => {
    expect(slugify(roundName({ stage: "regular_season", matchday: 1, leg: null }, "it"))).toBe("1a-giornata");
    expect(slugify(roundName({ stage: "playoffs", matchday: null, leg: 2 }, "de"))).toBe("play-offs-rueckspiele");
  });

  it("does not know invented rounds", () => {
    expect(parseRoundName("Super round")).toBeUndefined();
  });
});
