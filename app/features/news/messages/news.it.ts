import type { Messages } from "#app/i18n/messages/de.ts";

export const newsIt: Messages["news"] = {
  filterNavLabel: "Categorie di news",
  listLabel: "Articoli: {category}",
  pagination: {
    label: "Pagine",
    previous: "Precedente",
    next: "Successiva",
    page: "Pagina {page}",
    pageOfTotal: "Pagina {page} di {total}",
  },
  byAuthor: "di {author}",
  ownDesk: "Redazione Matchpuls",
  source: "Fonte: {provider}",
  publishedOn: "Pubblicato il {date}",
  dateTime: "{date}, ore\u00a0{time}",
  backToList: "Torna all’elenco",
  moreInCategory: "Altri articoli: {category}",
  /** The list of the matches the article is about, after its text (ADR 0502). */
  matchesHeading: "Partite in questo articolo",
  fallbackNotice: "Questo articolo è disponibile solo in tedesco.",
  inLanguage: "In {language}",
};
