import type { Messages } from "#app/i18n/messages/de.ts";

/** Italian texts of the player pages. */
export const resultsPlayerIt: Messages["results"]["player"] = {
  goals: "Gol",
  goalCount: { one: "{count} gol", other: "{count} gol" },
  penalties: "Rigori",
  ownGoals: "Autogol",
  matches: "Partite con gol",
  competitions: "Competizioni",
  totals: "Totale",
  goalsIn: "Gol: {competition}",
  minute: "Minuto",
  match: "Partita",
  penaltyMark: "Rigore",
  ownGoalMark: "Autogol",
  team: "Squadra",
  allScorers: "Classifica marcatori",
  spellingNote: "Il nome è scritto come i dati lo riportano nella forma più completa.",
};
