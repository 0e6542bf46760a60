import type { Widen } from "#app/i18n/messages/de.ts";
/** German texts: Home page: hero with the app in a device frame, football teasers, features. The reference shape for the other languages. */
export const homeDe = {
  football: "Fußball aktuell",
  /** Heading of the table teaser: "Tabelle Bundesliga". */
  table: "Tabelle {competition}",
  /** Beside the round of a competition whose season is over: "Saison 2024/25 beendet". */
  seasonFinished: "Saison {season} beendet",
  fullTable: "Zur ganzen Tabelle",
  news: "Neueste News",
  allNews: "Alle News",
  features: "Das kann die App",
  /** Between seasons: the competitions decided last, their winners, and what comes next (or that nothing is planned yet). */
  offSeason: {
    finished: "Zuletzt entschieden",
    champions: "Meister",
    final: "Finale",
    next: "Als Nächstes",
    nextDay: "Alle Spiele am {date}",
    nothingPlanned: "Noch sind keine neuen Spiele angesetzt. Sobald die Spielpläne der neuen Saison feststehen, stehen die nächsten Anstöße hier.",
  },
};

// This feature's part of every language's dictionary, typed for the shared layers (app/i18n/messages/de.ts).
declare module "#app/i18n/messages/de.ts" {
  interface FeatureMessages {
    home: Widen<typeof homeDe>;
  }
}
