/** German texts of the matches of a day (the results start page) and of the competition shortcut row. */
export const resultsDayDe = {
  /** The day's heading: "Samstag, 17. Mai 2025" (the year only when it is not this year's). */
  today: "Heute",
  todayHeading: "Heute, {date}",
  strip: "Tage",
  previous: "Früherer Tag mit Spielen: {date}",
  next: "Späterer Tag mit Spielen: {date}",
  pick: "Datum",
  show: "Anzeigen",
  none: "An diesem Tag spielt keiner unserer Wettbewerbe.",
  noneToday: "Heute spielt keiner unserer Wettbewerbe.",
  nearestBefore: "Zuletzt gespielt: {date}",
  nearestAfter: "Nächste Spiele: {date}",
  noMoreMatches: "Weitere Spiele sind noch nicht angesetzt.",
  title: "Spiele am {date}",
  description: "Ergebnisse und Anstoßzeiten aller Wettbewerbe am {date}: Bundesliga, Serie A, Premier League, Champions League und mehr.",
  competitions: "Alle Wettbewerbe",
  /** The competition shortcut row under the header. */
  shortcuts: "Wettbewerbe",
};
