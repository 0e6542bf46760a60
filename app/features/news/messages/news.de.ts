import type { Widen } from "#app/i18n/messages/de.ts";
/** German texts of the news pages (the reference shape for news.en.ts and news.it.ts). */
export const newsDe = {
  /** Accessible name of the category navigation. */
  filterNavLabel: "News-Kategorien",
  /** Accessible name of the list of articles. */
  listLabel: "Artikel: {category}",
  pagination: {
    label: "Seiten",
    previous: "Vorherige",
    next: "Nächste",
    page: "Seite {page}",
    pageOfTotal: "Seite {page} von {total}",
  },
  byAuthor: "von {author}",
  ownDesk: "Matchpuls-Redaktion",
  source: "Quelle: {provider}",
  publishedOn: "Veröffentlicht am {date}",
  /** Date and time of an article, both already formatted for the language. */
  dateTime: "{date}, {time}\u00a0Uhr",
  backToList: "Zurück zur Übersicht",
  moreInCategory: "Weitere Artikel: {category}",
  /** The list of the matches the article is about, after its text (ADR 0502). */
  matchesHeading: "Spiele in diesem Artikel",
  /** Shown when an article is not written in the page's language (the backend's German fallback). */
  fallbackNotice: "Diesen Artikel gibt es nur auf Deutsch.",
  /** Above a headline in another language than the page's, in lists: "Auf Englisch". */
  inLanguage: "Auf {language}",
};

// This feature's part of every language's dictionary, typed for the shared layers (app/i18n/messages/de.ts).
declare module "#app/i18n/messages/de.ts" {
  interface FeatureMessages {
    news: Widen<typeof newsDe>;
  }
}
