import type { Messages } from "#app/i18n/messages/de.ts";

/** English texts of the site search. */
export const searchEn: Messages["search"] = {
  label: "Search",
  field: "Teams, players, competitions, news …",
  headerField: "Teams, players …",
  submit: "Search",
  headerSubmit: "Search the site",
  prompt: "Search for teams, players, competitions, news, questions and jobs.",
  examples: "For example: {examples}",
  resultsFor: { one: "{count} result for “{query}”", other: "{count} results for “{query}”" },
  noResults: "Nothing found for “{query}”. Check the spelling or try another word.",
  shortened: "The search uses the first {count} characters.",
  unavailable: "Search is not available right now. Please try again in a moment.",
  suggestions: "Suggestions",
  suggestionCount: { one: "{count} suggestion", other: "{count} suggestions" },
  noSuggestions: "No suggestions",
  allResults: "All results for “{query}”",
  kinds: {
    team: "Teams",
    competition: "Competitions",
    player: "Players",
    news: "News",
    faq: "Questions",
    job: "Jobs",
  },
};
