import type { Messages } from "#app/i18n/messages/de.ts";

export const homeIt: Messages["home"] = {
  football: "Ultime dal campo",
  table: "Classifica {competition}",
  seasonFinished: "Stagione {season} conclusa",
  fullTable: "Classifica completa",
  news: "Ultime news",
  allNews: "Tutte le news",
  features: "Cosa fa l'app",
  offSeason: {
    finished: "Gli ultimi verdetti",
    champions: "Campione",
    final: "Finale",
    next: "Prossimamente",
    nextDay: "Tutte le partite del {date}",
    nothingPlanned: "Non sono ancora state fissate nuove partite. Appena usciranno i calendari della nuova stagione, qui troverai i prossimi calci d'inizio.",
  },
};
