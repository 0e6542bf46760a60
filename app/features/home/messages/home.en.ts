import type { Messages } from "../../../i18n/messages/de.ts";

export const homeEn: Messages["home"] = {
  football: "Latest scores",
  table: "{competition} table",
  seasonFinished: "Season {season} finished",
  fullTable: "Full table",
  news: "Latest news",
  allNews: "All news",
  features: "What the app does",
};
