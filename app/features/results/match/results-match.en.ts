import type { resultsMatchDe } from "./results-match.de.ts";

export const resultsMatchEn: typeof resultsMatchDe = {
  allOfRound: "All matches: {round}",
  halftime: "Half-time {score}",
  /** Under the score while extra time or the shoot-out is played: the score after 90 minutes. */
  afterNinety: "after 90 min {score}",
  fullTime: "Full time",
  facts: "Match facts",
  noGoals: "No goals",
  before: {
    heading: "Position before the match",
    caption: "Table before kick-off: position, matches played and points of both teams",
    table: "Full table",
  },
  form: {
    heading: "Form",
    lead: "The last five matches in the competition before this one, most recent last.",
    letter: { W: "W", D: "D", L: "L" },
    word: { W: "Win", D: "Draw", L: "Defeat" },
    venue: { home: "H", away: "A" },
    venueWord: { home: "home", away: "away" },
    entry: "{result}: {home} v {away} {score}",
    none: "No match in this competition yet.",
  },
  meetings: {
    season: "Other meetings this season",
    tournament: "Other meetings at this tournament",
  },
  roundMatches: "Other matches: {round}",
};
