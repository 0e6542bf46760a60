import type { Messages } from "#app/i18n/messages/de.ts";

/** English texts of the player pages. */
export const resultsPlayerEn: Messages["results"]["player"] = {
  goals: "Goals",
  goalCount: { one: "{count} goal", other: "{count} goals" },
  penalties: "Penalties",
  ownGoals: "Own goals",
  matches: "Matches with a goal",
  competitions: "Competitions",
  totals: "Totals",
  goalsIn: "Goals: {competition}",
  minute: "Minute",
  match: "Match",
  penaltyMark: "Penalty",
  ownGoalMark: "Own goal",
  team: "Team",
  allScorers: "Top scorers",
  spellingNote: "The name is shown as the data spells it most fully.",
};
