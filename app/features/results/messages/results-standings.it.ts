import type { resultsStandingsDe } from "./results-standings.de.ts";

export const resultsStandingsIt: typeof resultsStandingsDe = {
  after: "Classifica dopo la {matchday}ª giornata",
  final: "Classifica finale",
  views: {
    label: "Tipo di classifica",
    total: "Totale",
    home: "Casa",
    away: "Trasferta",
    homeCaption: "Classifica casalinga",
    awayCaption: "Classifica in trasferta",
  },
  picker: {
    label: "Scegli la classifica dopo una giornata",
    previous: "Giornata precedente",
    next: "Giornata successiva",
  },
  form: {
    column: "Forma",
    columnLong: "Ultime cinque partite, la più recente a destra",
    letters: { W: "V", D: "N", L: "P" },
    results: { W: "Vittoria", D: "Pareggio", L: "Sconfitta" },
    home: "{result} {score} in casa contro {opponent}",
    away: "{result} {score} in trasferta contro {opponent}",
  },
  legend: "Legenda",
  places: "Posizioni {from}–{to}",
  place: "Posizione {from}",
  zones: {
    champions_league: "Champions League",
    europa_league: "Europa League",
    conference_league: "Conference League",
    conference_league_playoff: "Spareggi di Conference League",
    promotion: "Promozione",
    promotion_playoff: "Spareggio promozione",
    relegation_playoff: "Spareggio salvezza",
    relegation: "Retrocessione",
    round_of_16: "Ottavi di finale",
    knockout_playoff: "Spareggi per gli ottavi",
    eliminated: "Eliminazione",
    knockout_stage: "Fase a eliminazione diretta",
  },
};
