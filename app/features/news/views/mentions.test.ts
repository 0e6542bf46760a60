import { describe, expect, it } from "vitest";
import { type Mentionable, mentionMatcher } from "./mentions.ts";

/** The linking of what an article mentions (mentions.ts), on names as the results data has them. */

const THINGS: Mentionable[] = [
  { key: "team:1", kind: "team", names: ["FC Bayern München", "Bayern"], url: "/teams/fc-bayern-muenchen" },
  { key: "team:2", kind: "team", names: ["Bayer 04 Leverkusen", "Leverkusen"], url: "/teams/bayer-04-leverkusen" },
  { key: "team:3", kind: "team", names: ["Holstein Kiel", "Kiel"], url: "/teams/holstein-kiel" },
  { key: "team:4", kind: "team", names: ["1. FC Union Berlin", "Union Berlin"], url: "/teams/union-berlin" },
  { key: "team:5", kind: "team", names: ["Hertha BSC", "Berlin"], url: "/teams/hertha" },
  { key: "team:6", kind: "team", names: ["FC Viktoria 1889 Berlin", "Berlin"], url: "/teams/viktoria" },
  { key: "team:7", kind: "team", names: ["SSV Ulm 1846", "Ulm"], url: "/teams/ulm" },
  { key: "competition:1", kind: "competition", names: ["Bundesliga", "BL"], url: "/ergebnisse/bundesliga" },
  { key: "competition:2", kind: "competition", names: ["2. Bundesliga"], url: "/ergebnisse/2-bundesliga" },
  { key: "player:9", kind: "player", names: ["Harry Kane"], url: "/spieler/harry-kane-eng" },
];

const link = (...paragraphs: string[]) => mentionMatcher(THINGS).link(paragraphs);

describe("what an article mentions, linked", () => {
  it("links teams, competitions and players by their names, the rest stays text", () => {
    expect(link("Harry Kane trifft, Bayern gewinnt die Bundesliga.")).toEqual([
      [
        { text: "Harry Kane", url: "/spieler/harry-kane-eng", kind: "player" },
        " trifft, ",
        { text: "Bayern", url: "/teams/fc-bayern-muenchen", kind: "team" },
        " gewinnt die ",
        { text: "Bundesliga", url: "/ergebnisse/bundesliga", kind: "competition" },
        ".",
      ],
    ]);
  });

  it("links each thing once per article, at its first mention, across paragraphs", () => {
    const parts = link("Leverkusen führt.", "Dann gleicht Bayern aus, und Leverkusen verliert.", "Bayern bleibt oben.");
    const links = parts.flat().filter((part) => typeof part !== "string");
    expect(links.map((l) => l.text)).toEqual(["Leverkusen", "Bayern"]);
    expect(parts[2]).toEqual(["Bayern bleibt oben."]);
  });

  it("takes the longest of overlapping names", () => {
    const parts = link("Holstein Kiel steigt in die 2. Bundesliga ab.");
    expect(parts[0]).toEqual([
      { text: "Holstein Kiel", url: "/teams/holstein-kiel", kind: "team" },
      " steigt in die ",
      { text: "2. Bundesliga", url: "/ergebnisse/2-bundesliga", kind: "competition" },
      " ab.",
    ]);
  });

  it("links no name that names two things, nor short names and codes", () => {
    // "Berlin" is Hertha's and Viktoria's short name here; "Ulm" and "BL" are too short.
    expect(link("In Berlin und Ulm spielt die BL nicht.")).toEqual([["In Berlin und Ulm spielt die BL nicht."]]);
    // The unambiguous full name still links.
    expect(link("Union Berlin gewinnt in Berlin.")[0]![0]).toEqual({ text: "Union Berlin", url: "/teams/union-berlin", kind: "team" });
  });

  it("matches whole words as written, not inside longer words nor in another case", () => {
    expect(link("Die Bayernliga und bayern und Leverkusener Fans.")).toEqual([["Die Bayernliga und bayern und Leverkusener Fans."]]);
    expect(link("„Bayern“ (Leverkusen)")[0]).toEqual([
      "„",
      { text: "Bayern", url: "/teams/fc-bayern-muenchen", kind: "team" },
      "“ (",
      { text: "Leverkusen", url: "/teams/bayer-04-leverkusen", kind: "team" },
      ")",
    ]);
  });

  it("treats names as text, not as patterns", () => {
    const matcher = mentionMatcher([{ key: "team:1", kind: "team", names: ["St. Pauli", "(a+)+$"], url: "/teams/st-pauli" }]);
    expect(matcher.link(["StX Pauli", "St. Pauli siegt"])).toEqual([["StX Pauli"], [{ text: "St. Pauli", url: "/teams/st-pauli", kind: "team" }, " siegt"]]);
  });

  it("keeps empty paragraphs and works without anything to link", () => {
    expect(link("")).toEqual([[""]]);
    expect(mentionMatcher([]).link(["Bayern"])).toEqual([["Bayern"]]);
  });

  it("lists what a text mentions, in order, each once", () => {
    expect(mentionMatcher(THINGS).mentioned("Leverkusen schlägt Bayern, Leverkusen jubelt; Berlin nicht.")).toEqual(["team:2", "team:1"]);
  });
});
