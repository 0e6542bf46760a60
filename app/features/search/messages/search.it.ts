import type { Messages } from "#app/i18n/messages/de.ts";

/** Italian texts of the site search. */
export const searchIt: Messages["search"] = {
  label: "Cerca",
  field: "Squadre, giocatori, competizioni, news …",
  headerField: "Squadre, giocatori …",
  submit: "Cerca",
  headerSubmit: "Cerca nel sito",
  prompt: "Cerca squadre, giocatori, competizioni, news, domande e offerte di lavoro.",
  examples: "Per esempio: {examples}",
  resultsFor: { one: "{count} risultato per «{query}»", other: "{count} risultati per «{query}»" },
  noResults: "Nessun risultato per «{query}». Controlla l'ortografia o prova un'altra parola.",
  shortened: "La ricerca usa i primi {count} caratteri.",
  unavailable: "La ricerca non è disponibile al momento. Riprova tra poco.",
  suggestions: "Suggerimenti",
  suggestionCount: { one: "{count} suggerimento", other: "{count} suggerimenti" },
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
