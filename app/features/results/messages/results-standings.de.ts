/** German texts of the standings (table tab and table after a matchday): the reference shape. */
export const resultsStandingsDe = {
  /** Heading of the table after a matchday of a league or league phase. */
  after: "Tabelle nach dem {matchday}. Spieltag",
  /** Heading of the table tab before the season's first match: no table yet, the first matchday's fixtures below. */
  seasonStart: "Saisonstart am {date}",
  /** Under the spec's "no table" text, for a competition played as a knockout only. */
  knockoutOnly: "Dieser Wettbewerb wird im K.-o.-System gespielt und hat keine Tabelle; seine Runden zeigt der Turnierbaum.",
  /** Heading once every matchday is played and decided. */
  final: "Abschlusstabelle",
  views: {
    label: "Tabellenansicht",
    total: "Gesamt",
    home: "Heim",
    away: "Auswärts",
    /** The hidden table caption names the view: "Heimtabelle nach dem 17. Spieltag". */
    homeCaption: "Heimtabelle",
    awayCaption: "Auswärtstabelle",
  },
  picker: {
    label: "Tabelle nach Spieltag wählen",
    previous: "Vorheriger Spieltag",
    next: "Nächster Spieltag",
  },
  form: {
    column: "Form",
    columnLong: "Die letzten fünf Spiele, das jüngste rechts",
    letters: { W: "S", D: "U", L: "N" },
    results: { W: "Sieg", D: "Unentschieden", L: "Niederlage" },
    home: "{result} {score} gegen {opponent}",
    away: "{result} {score} bei {opponent}",
  },
  legend: "Legende",
  /** Zone ranges: "Platz 1–4" / "Platz 5". */
  places: "Platz {from}–{to}",
  place: "Platz {from}",
  zones: {
    champions_league: "Champions League",
    europa_league: "Europa League",
    conference_league: "Conference League",
    conference_league_playoff: "Conference-League-Play-offs",
    promotion: "Aufstieg",
    promotion_playoff: "Relegation",
    relegation_playoff: "Relegation",
    relegation: "Abstieg",
    round_of_16: "Achtelfinale",
    knockout_playoff: "Play-offs zum Achtelfinale",
    eliminated: "Ausgeschieden",
    knockout_stage: "K.-o.-Runde erreicht",
  },
};
