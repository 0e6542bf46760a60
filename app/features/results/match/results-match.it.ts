import type { resultsMatchDe } from "./results-match.de.ts";

export const resultsMatchIt: typeof resultsMatchDe = {
  allOfRound: "Tutte le partite: {round}",
  halftime: "Primo tempo {score}",
  /** Under the score while extra time or the shoot-out is played: the score after 90 minutes. */
  afterNinety: "al 90' {score}",
  fullTime: "Terminata",
  facts: "Info partita",
  noGoals: "Nessun gol",
  before: {
    heading: "Posizione prima della partita",
    caption: "Classifica prima del fischio d'inizio: posizione, partite giocate e punti delle due squadre",
    table: "Classifica completa",
  },
  form: {
    heading: "Stato di forma",
    lead: "Le ultime cinque partite nella competizione prima di questa, la più recente per ultima.",
    letter: { W: "V", D: "N", L: "P" },
    word: { W: "Vittoria", D: "Pareggio", L: "Sconfitta" },
    venue: { home: "C", away: "T" },
    venueWord: { home: "in casa", away: "in trasferta" },
    entry: "{result}: {home}-{away} {score}",
    none: "Ancora nessuna partita in questa competizione.",
  },
  meetings: {
    season: "Altri confronti in questa stagione",
    tournament: "Altri confronti nel torneo",
  },
  roundMatches: "Altre partite: {round}",
};
