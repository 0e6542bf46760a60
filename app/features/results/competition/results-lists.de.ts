/** German texts of the matchday lists, the round picker and the scorers list (the reference shape). */
export const resultsListsDe = {
  /** A shoot-out after the score: "4:2 i. E." ({label} is matchDisplay.afterPenalties). */
  penaltyShootout: "{score} {label}",
  /** Before kick-off, the match link reads "FC Bayern München – VfL Wolfsburg, 15:30 Uhr": the teams part. */
  fixture: "{home} – {away}",
  rounds: {
    select: "Runde",
    go: "Los",
    current: "aktuell",
  },
  scorers: {
    showAll: { one: "{count} Torschützen anzeigen", other: "Alle {count} Torschützen anzeigen" },
    showTop: "Nur die Top {count} anzeigen",
  },
};
