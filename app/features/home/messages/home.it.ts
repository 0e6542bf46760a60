import type { Messages } from "../../../i18n/messages/de.ts";

export const homeIt: Messages["home"] = {
  football: "Ultime dal campo",
  table: "Classifica {competition}",
  seasonFinished: "Stagione {season} conclusa",
  fullTable: "Classifica completa",
  news: "Ultime news",
  allNews: "Tutte le news",
  features: "Cosa fa l'app",
};
