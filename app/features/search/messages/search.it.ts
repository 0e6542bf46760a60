import type { Messages } from "../../../i18n/messages/de.ts";

/** Italian texts of the site search. */
export const searchIt: Messages["search"] = {
  label: "Cerca",
  field: "Squadre, giocatori, competizioni, news …",
  submit: "Cerca",
  headerSubmit: "Cerca nel sito",
  prompt: "Cerca squadre, giocatori, competizioni, news, domande e offerte di lavoro.",
  examples: "Per esempio: {examples}",
  resultsFor: "{count} risultati per «{query}»",
  oneResultFor: "1 risultato per «{query}»",
  noResults: "Nessun risultato per «{query}». Controlla l'ortografia o prova un'altra parola.",
  shortened: "La ricerca usa i primi {count} caratteri.",
  unavailable: "La ricerca non è disponibile al momento. Riprova tra poco.",
  suggestions: "Suggerimenti",
  suggestionCount: "{count} suggerimenti",
  oneSuggestion: "1 suggerimento",
  noSuggestions: "Nessun suggerimento",
  allResults: "Tutti i risultati per «{query}»",
  kinds: {
    team: "Squadre",
    competition: "Competizioni",
    player: "Giocatori",
    news: "News",
    faq: "Domande",
    job: "Lavoro",
  },
};
