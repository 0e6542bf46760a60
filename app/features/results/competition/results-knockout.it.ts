import type { resultsKnockoutDe } from "./results-knockout.de.ts";

export const resultsKnockoutIt: typeof resultsKnockoutDe = {
  tab: "Tabellone",
  aggregate: "tot. {score}",
  legs: { first: "Andata", second: "Ritorno" },
  through: "qualificata",
  winner: "vincitrice",
  decidedBy: {
    extraTime: "dopo i tempi supplementari",
    awayGoals: "per la regola dei gol in trasferta",
  },
  ties: "{stage}: sfide",
  toMatch: "Dettagli della partita",
  noBracket: "Per questa competizione non c'è un tabellone.",
};
