/** German texts of the knockout ties and the bracket (the reference shape for en and it). */
export const resultsKnockoutDe = {
  /** The competition tab and the bracket page's heading. */
  tab: "Turnierbaum",
  /** Both legs together, in the order of the tie's teams: "Gesamt 3:1". */
  aggregate: "Gesamt {score}",
  legs: { first: "Hinspiel", second: "Rückspiel" },
  /** Text alternative of the ✓ beside the team that went through, and beside a final's winner. */
  through: "weiter",
  winner: "Sieger",
  /** How a tie was decided when the score alone does not say it. */
  decidedBy: {
    extraTime: "nach Verlängerung",
    awayGoals: "nach Auswärtstoren",
  },
  /** The accessible name of a list of ties: "Achtelfinale: Begegnungen". */
  ties: "{stage}: Begegnungen",
  /** The link to a single match that has not been played yet. */
  toMatch: "Zum Spiel",
  noBracket: "Für diesen Wettbewerb gibt es keinen Turnierbaum.",
};
