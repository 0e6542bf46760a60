import type { resultsTeamDe } from "./results-team.de.ts";

export const resultsTeamIt: typeof resultsTeamDe = {
  competitions: "Competizioni in questa pagina",
  record: {
    caption: "Bilancio: {competition}",
    total: "Totale",
    home: "Casa",
    away: "Trasferta",
  },
  position: {
    final: "Piazzamento finale",
    current: "Posizione attuale",
    of: "su {count}",
    points: { one: "{points} punto", other: "{points} punti" },
    toTable: "Vai alla classifica",
  },
  stage: {
    reached: "Traguardo",
    title: "Titolo",
    winners: {
      byName: [
        { contains: "mondiale", title: "Campioni del mondo" },
        { contains: "europeo", title: "Campioni d'Europa" },
        { contains: "Champions League", title: "Vincitori della Champions League" },
        { contains: "Europa League", title: "Vincitori dell'Europa League" },
      ],
      cup: "Vincitori della coppa",
      tournament: "Vincitori del torneo",
    },
  },
  spotlight: { next: "Prossima partita", last: "Ultima partita", live: "In diretta ora" },
  goals: "Gol",
  goalDifference: "Differenza reti {difference}",
  form: {
    heading: "Forma",
    label: { one: "Ultima partita", other: "Ultime {count} partite, la più recente per ultima" },
    short: { W: "V", D: "N", L: "P" },
    long: { W: "Vittoria", D: "Pareggio", L: "Sconfitta" },
  },
  chart: {
    heading: "Posizione giornata per giornata",
    summary:
      "Posizione in classifica dopo ciascuna delle giornate dalla 1 alla {last}: {first} dopo la prima, {latest} dopo l'ultima; migliore {best}, peggiore {worst} su {count}.",
    dataToggle: "Posizioni in tabella",
    matchday: "Giornata",
    position: "Posizione",
  },
  fixtures: {
    heading: "Partite e risultati",
    caption: "Partite e risultati: {competition}",
    firstHalf: "Girone d'andata",
    secondHalf: "Girone di ritorno",
    date: "Data",
    venue: "C/T",
    venueLong: "In casa o in trasferta",
    home: "C",
    away: "T",
    homeLong: "In casa",
    awayLong: "In trasferta",
    opponent: "Avversario",
    result: "Risultato",
  },
};
