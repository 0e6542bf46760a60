import type { resultsListsDe } from "./results-lists.de.ts";

export const resultsListsIt: typeof resultsListsDe = {
  penaltyShootout: "{score} {label}",
  fixture: "{home} – {away}",
  rounds: {
    select: "Turno",
    go: "Vai",
    current: "attuale",
  },
  scorers: {
    showAll: { one: "Mostra {count} marcatore", other: "Mostra tutti i {count} marcatori" },
    showTop: "Mostra solo i primi {count}",
  },
};
