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
  /** The live table and what the last matchdays can still change (projection-view.ts). */
  projection: {
    /** The live table's caption, before the matchday's heading: "Live-Tabelle, wenn es so bleibt · Tabelle nach dem 34. Spieltag". */
    liveCaption: "Live-Tabelle, wenn es so bleibt",
    liveNote: "Live-Tabelle: So stünde es, wenn die laufenden Spiele so enden. Die Pfeile vergleichen mit der Tabelle vor dem Spieltag.",
    /** Beside a position, for screen readers: how far the team moved since the matchday began. */
    move: {
      up: { one: "einen Platz nach oben", other: "{count} Plätze nach oben" },
      down: { one: "einen Platz nach unten", other: "{count} Plätze nach unten" },
    },
    card: "Diese Live-Tabelle als Bild teilen",
    heading: { one: "Letzter Spieltag: was feststeht und was es braucht", other: "Noch {count} Spieltage: was feststeht und was es braucht" },
    places: "Endplatz",
    placesLong: "Bessere und schlechtere Endplätze sind nach Punkten nicht mehr möglich",
    placeRange: "{best}.–{worst}.",
    place: "{best}.",
    placeSpoken: "Endplatz {best}",
    placesSpoken: "Endplatz zwischen {best} und {worst}",
    outlook: "Ausblick",
    nothing: "noch offen",
    note: "Genannt wird nur, was nach Punkten sicher ist: Wer noch gleichziehen kann, zählt als möglicher Vordermann, denn die Tordifferenz ist noch offen. Nicht jeder Platz innerhalb der Spanne ist erreichbar, keiner außerhalb.",
    whens: {
      certain: "Steht fest: {target}",
      with_win: "Mit einem Sieg: {target}",
      with_draw: "Schon mit einem Remis: {target}",
      without_win: "Ohne Sieg: {target}",
      with_defeat: "Bei einer Niederlage: {target}",
      if_it_stays: "Wenn es so bleibt: {target}",
    },
    targets: {
      title: "Meisterschaft",
      safe: "Klassenerhalt",
      champions_league: "Champions League",
      europa_league: "mindestens Europa League",
      conference_league: "mindestens Conference League",
      conference_league_playoff: "mindestens Conference-League-Play-offs",
      promotion: "Aufstieg",
      promotion_playoff: "mindestens Relegation",
      relegation_playoff: "höchstens Relegation",
      relegation: "Abstieg",
      round_of_16: "Achtelfinale",
      knockout_playoff: "mindestens Play-offs zum Achtelfinale",
      eliminated: "Aus",
    },
  },
};
