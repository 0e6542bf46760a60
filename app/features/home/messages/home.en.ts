import type { Messages } from "#app/i18n/messages/de.ts";

export const homeEn: Messages["home"] = {
  football: "Latest scores",
  table: "{competition} table",
  seasonFinished: "Season {season} finished",
  fullTable: "Full table",
  news: "Latest news",
  allNews: "All news",
  features: "What the app does",
  offSeason: {
    finished: "Decided last",
    champions: "Champions",
    final: "Final",
    next: "Coming next",
    nextDay: "All matches on {date}",
    nothingPlanned: "No new matches have been scheduled yet. As soon as the new season's fixtures are out, the next kick-offs appear here.",
  },
};
