import type { resultsKnockoutDe } from "./results-knockout.de.ts";

export const resultsKnockoutEn: typeof resultsKnockoutDe = {
  tab: "Bracket",
  aggregate: "agg. {score}",
  legs: { first: "1st leg", second: "2nd leg" },
  through: "through",
  winner: "winner",
  decidedBy: {
    extraTime: "after extra time",
    awayGoals: "on away goals",
  },
  ties: "{stage}: ties",
  toMatch: "Match details",
  noBracket: "This competition has no knockout bracket.",
};
