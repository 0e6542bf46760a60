import type { resultsListsDe } from "./results-lists.de.ts";

export const resultsListsEn: typeof resultsListsDe = {
  penaltyShootout: "{score} on {label}",
  fixture: "{home} v {away}",
  rounds: {
    select: "Round",
    go: "Go",
    current: "current",
  },
  scorers: {
    showAll: { one: "Show {count} scorer", other: "Show all {count} scorers" },
    showTop: "Show the top {count} only",
  },
};
