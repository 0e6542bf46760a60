/** German texts of the team pages (the reference shape for results-team.en.ts and results-team.it.ts). */
export const resultsTeamDe = {
  competitions: "Wettbewerbe auf dieser Seite",
  record: {
    caption: "Bilanz: {competition}",
    total: "Gesamt",
    home: "Heim",
    away: "Auswärts",
  },
  position: {
    final: "Abschlussplatz",
    current: "Aktueller Platz",
    of: "von {count}",
    points: { one: "{points} Pkt.", other: "{points} Pkt." },
    toTable: "Zur Tabelle",
  },
  stage: {
    /** Label above the furthest knockout stage the team reached ("Finale"). */
    reached: "Erreicht",
    /** Label above the title it won ("Weltmeister"). */
    title: "Titel",
    /** The winners by what the competition's name contains; else by its kind. */
    winners: {
      byName: [
        { contains: "Weltmeisterschaft", title: "Weltmeister" },
        { contains: "Europameisterschaft", title: "Europameister" },
        { contains: "Champions League", title: "Champions-League-Sieger" },
        { contains: "Europa League", title: "Europa-League-Sieger" },
      ],
      cup: "Pokalsieger",
      tournament: "Turniersieger",
    },
  },
  /** The match a team page puts first: its heading by what it is (the one in play shows the live badge instead). */
  spotlight: { next: "Nächstes Spiel", last: "Letztes Spiel", live: "Jetzt live" },
  goals: "Tore",
  goalDifference: "Tordifferenz {difference}",
  form: {
    heading: "Form",
    label: { one: "Das letzte Spiel", other: "Die letzten {count} Spiele, das jüngste zuletzt" },
    short: { W: "S", D: "U", L: "N" },
    long: { W: "Sieg", D: "Unentschieden", L: "Niederlage" },
  },
  chart: {
    heading: "Tabellenplatz nach Spieltagen",
    summary:
      "Tabellenplatz nach jedem der Spieltage 1 bis {last}: Platz {first} nach dem ersten, zuletzt Platz {latest}; bester Platz {best}, schlechtester Platz {worst} von {count}.",
    dataToggle: "Plätze als Tabelle",
    matchday: "Spieltag",
    position: "Platz",
  },
  fixtures: {
    heading: "Spiele und Ergebnisse",
    caption: "Spiele und Ergebnisse: {competition}",
    firstHalf: "Hinrunde",
    secondHalf: "Rückrunde",
    date: "Datum",
    venue: "H/A",
    venueLong: "Heim- oder Auswärtsspiel",
    home: "H",
    away: "A",
    homeLong: "Heimspiel",
    awayLong: "Auswärtsspiel",
    opponent: "Gegner",
    result: "Ergebnis",
  },
};
