/** German texts of the player pages (the reference shape for results-player.en.ts and results-player.it.ts). */
export const resultsPlayerDe = {
  goals: "Tore",
  goalCount: { one: "{count} Tor", other: "{count} Tore" },
  penalties: "Elfmeter",
  ownGoals: "Eigentore",
  matches: "Spiele mit Tor",
  competitions: "Wettbewerbe",
  totals: "Gesamt",
  goalsIn: "Tore: {competition}",
  minute: "Minute",
  match: "Spiel",
  penaltyMark: "Elfmeter",
  ownGoalMark: "Eigentor",
  team: "Team",
  allScorers: "Torschützenliste",
  spellingNote: "Der Name steht hier so, wie die Daten ihn am vollständigsten schreiben.",
};
