import type { resultsStandingsDe } from "./results-standings.de.ts";

export const resultsStandingsEn: typeof resultsStandingsDe = {
  after: "Table after matchday {matchday}",
  final: "Final table",
  views: {
    label: "Table view",
    total: "Overall",
    home: "Home",
    away: "Away",
    homeCaption: "Home table",
    awayCaption: "Away table",
  },
  picker: {
    label: "Choose the table after a matchday",
    previous: "Previous matchday",
    next: "Next matchday",
  },
  form: {
    column: "Form",
    columnLong: "Last five matches, most recent on the right",
    letters: { W: "W", D: "D", L: "L" },
    results: { W: "Won", D: "Drew", L: "Lost" },
    home: "{result} {score} at home to {opponent}",
    away: "{result} {score} away to {opponent}",
  },
  legend: "Key",
  places: "Places {from}–{to}",
  place: "Place {from}",
  zones: {
    champions_league: "Champions League",
    europa_league: "Europa League",
    conference_league: "Conference League",
    conference_league_playoff: "Conference League play-off round",
    promotion: "Promotion",
    promotion_playoff: "Promotion play-off",
    relegation_playoff: "Relegation play-off",
    relegation: "Relegation",
    round_of_16: "Round of 16",
    knockout_playoff: "Knockout phase play-offs",
    eliminated: "Eliminated",
    knockout_stage: "Reached the knockout stage",
  },
};
