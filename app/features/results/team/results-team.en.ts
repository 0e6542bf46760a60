import type { resultsTeamDe } from "./results-team.de.ts";

export const resultsTeamEn: typeof resultsTeamDe = {
  competitions: "Competitions on this page",
  record: {
    caption: "Record: {competition}",
    total: "Total",
    home: "Home",
    away: "Away",
  },
  position: {
    final: "Final position",
    current: "Current position",
    of: "of {count}",
    points: { one: "{points} pt", other: "{points} pts" },
    toTable: "View table",
  },
  stage: {
    reached: "Reached",
    title: "Title",
    winners: {
      byName: [
        { contains: "World Cup", title: "World champions" },
        { contains: "European Championship", title: "European champions" },
        { contains: "Champions League", title: "Champions League winners" },
        { contains: "Europa League", title: "Europa League winners" },
      ],
      cup: "Cup winners",
      tournament: "Tournament winners",
    },
  },
  spotlight: { next: "Next match", last: "Last match", live: "Live now" },
  goals: "Goals",
  goalDifference: "Goal difference {difference}",
  form: {
    heading: "Form",
    label: { one: "Last match", other: "Last {count} matches, most recent last" },
    short: { W: "W", D: "D", L: "L" },
    long: { W: "Win", D: "Draw", L: "Defeat" },
  },
  chart: {
    heading: "Position by matchday",
    summary: "Position after each of matchdays 1 to {last}: {first} after the first, {latest} after the latest; best {best}, worst {worst} of {count}.",
    dataToggle: "Positions as a table",
    matchday: "Matchday",
    position: "Position",
  },
  fixtures: {
    heading: "Fixtures and results",
    caption: "Fixtures and results: {competition}",
    firstHalf: "First half of the season",
    secondHalf: "Second half of the season",
    date: "Date",
    venue: "H/A",
    venueLong: "Home or away",
    home: "H",
    away: "A",
    homeLong: "Home",
    awayLong: "Away",
    opponent: "Opponent",
    result: "Result",
  },
};
