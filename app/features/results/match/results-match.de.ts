/** German texts of a match page (the reference shape for results-match.en.ts and results-match.it.ts). */
export const resultsMatchDe = {
  /** The back link to the match's round; a colon keeps it grammatical for every round name. */
  allOfRound: "Alle Spiele: {round}",
  halftime: "Halbzeit {score}",
  /** Under the score while extra time or the shoot-out is played: the score after 90 minutes. */
  afterNinety: "nach 90 Min. {score}",
  fullTime: "Beendet",
  facts: "Spielinfos",
  noGoals: "Keine Tore",
  /** A goal's team for screen readers, before the scorer. */
  before: {
    heading: "Tabellenplatz vor dem Spiel",
    /** The table's caption for screen readers. */
    caption: "Tabelle vor dem Anpfiff: Platz, Spiele und Punkte beider Teams",
    table: "Zur Tabelle",
  },
  form: {
    heading: "Form",
    lead: "Die letzten fünf Spiele im Wettbewerb vor dieser Partie, das jüngste zuletzt.",
    /** Badge letters and what they stand for. */
    letter: { W: "S", D: "U", L: "N" },
    word: { W: "Sieg", D: "Unentschieden", L: "Niederlage" },
    /** Home or away, beside the opponent. */
    venue: { home: "H", away: "A" },
    venueWord: { home: "Heimspiel", away: "Auswärtsspiel" },
    /** The accessible name of a form entry: "Sieg: Holstein Kiel – SC Freiburg 1:2". */
    entry: "{result}: {home} – {away} {score}",
    none: "Noch kein Spiel in diesem Wettbewerb.",
  },
  meetings: {
    season: "Weitere Duelle in dieser Saison",
    tournament: "Weitere Duelle in diesem Turnier",
  },
  roundMatches: "Weitere Spiele: {round}",
};
