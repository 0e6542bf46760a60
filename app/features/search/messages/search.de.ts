import type { Widen } from "#app/i18n/messages/de.ts";
/** German texts of the site search (the reference shape for search.en.ts and search.it.ts). */
export const searchDe = {
  /** The search forms' landmark name and their field's label. */
  label: "Suche",
  field: "Teams, Spieler, Wettbewerbe, News …",
  /** The header's narrower field: a placeholder that shows whole in it. */
  headerField: "Teams, Spieler …",
  submit: "Suchen",
  /** The header's button: its own name, so it is not confused with a page's search button. */
  headerSubmit: "Website durchsuchen",
  prompt: "Suche nach Teams, Spielern, Wettbewerben, News, Fragen und Jobs.",
  examples: "Zum Beispiel: {examples}",
  resultsFor: { one: "{count} Treffer für „{query}“", other: "{count} Treffer für „{query}“" },
  noResults: "Nichts gefunden für „{query}“. Prüfe die Schreibweise oder versuche ein anderes Wort.",
  shortened: "Die Suche berücksichtigt die ersten {count} Zeichen.",
  unavailable: "Die Suche ist gerade nicht verfügbar. Bitte versuche es gleich noch einmal.",
  /** The header's suggestions: their list's name, what a screen reader hears as they change, the last entry. */
  suggestions: "Vorschläge",
  suggestionCount: { one: "{count} Vorschlag", other: "{count} Vorschläge" },
  noSuggestions: "Keine Vorschläge",
  allResults: "Alle Treffer für „{query}“",
  kinds: {
    team: "Teams",
    competition: "Wettbewerbe",
    player: "Spieler",
    news: "News",
    faq: "Häufige Fragen",
    job: "Jobs",
  },
};

// This feature's part of every language's dictionary, typed for the shared layers (app/i18n/messages/de.ts).
declare module "#app/i18n/messages/de.ts" {
  interface FeatureMessages {
    search: Widen<typeof searchDe>;
  }
}
