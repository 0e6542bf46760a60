import type { Messages } from "#app/i18n/messages/de.ts";
import { resultsKnockoutIt } from "../competition/results-knockout.it.ts";
import { resultsListsIt } from "../competition/results-lists.it.ts";
import { resultsStandingsIt } from "../competition/results-standings.it.ts";
import { resultsDayIt } from "../day/results-day.it.ts";
import { resultsMatchEventsIt } from "../match/results-match-events.it.ts";
import { resultsMatchIt } from "../match/results-match.it.ts";
import { resultsPlayerIt } from "../player/results-player.it.ts";
import { resultsTeamIt } from "../team/results-team.it.ts";

export const resultsIt: Messages["results"] = {
  follow: {
    star: "Segui {team}",
    myTeams: "Le mie squadre",
    last: "Ultima partita",
    next: "Prossima partita",
    none: "Nessuna",
  },
  allCompetitions: "Tutte le competizioni",
  countryFilter: "Filtra per paese",
  competitionsOf: "Competizioni: {group}",
  tabs: {
    label: "Sezioni della competizione",
    matches: "Partite",
    table: "Classifica",
    scorers: "Marcatori",
    details: "Dettagli",
  },
  rounds: {
    label: "Scegli una giornata o un turno",
    previous: "Turno precedente",
    next: "Turno successivo",
  },
  season: "Stagione {season}",
  kind: { league: "Campionato", cup: "Coppa", tournament: "Torneo" },
  details: {
    heading: "Dettagli della competizione",
    season: "Stagione",
    country: "Paese / regione",
    kind: "Tipo",
    rounds: "Turni",
    period: "Periodo",
    teamCount: { one: "{count} squadra", other: "{count} squadre" },
  },
  table: {
    won: "V",
    drawn: "N",
    lost: "P",
    goals: "Gol",
    wonLong: "Vittorie",
    drawnLong: "Pareggi",
    lostLong: "Sconfitte",
    matchesLong: "Giocate",
    differenceLong: "Differenza reti",
    pointsLong: "Punti",
    groupTable: "Classifica {group}",
  },
  scorers: {
    rank: "Pos.",
    team: "Squadra",
    penalties: "di cui su rigore",
    assists: "Assist",
    noScorers: "Per questa competizione non ci sono marcatori.",
    noGoalEvents: "I nostri dati di questa competizione contengono i risultati, ma non chi ha segnato i gol.",
    noGoalsYet: "In questa competizione non è ancora stato segnato nessun gol.",
  },
  match: {
    kickoff: "Calcio d'inizio",
    venue: "Stadio",
    goals: "Gol",
    penalty: "rigore",
    ownGoal: "autogol",
    round: "Turno",
    group: "Girone",
    awarded: "a tavolino",
    scheduled: "in programma",
    finished: "finale",
    matchDetails: "Dettagli della partita",
    versus: "contro",
  },
  detailsTitle: "{competition} – dettagli",
  detailsDescription: "{competition}: stagione, paese, squadre e turni in sintesi.",
  knockout: resultsKnockoutIt,
  descriptionList: { one: "Risultati, classifiche e marcatori di {count} competizione.", other: "Risultati, classifiche e marcatori di {count} competizioni." },
  lists: resultsListsIt,
  day: resultsDayIt,
  standings: resultsStandingsIt,
  team: resultsTeamIt,
  player: resultsPlayerIt,
  matchPage: resultsMatchIt,
  matchEvents: resultsMatchEventsIt,
  pairing: {
    lead: {
      one: "Questo abbinamento è in calendario una volta in questa stagione:",
      other: "Questo abbinamento è in calendario {count} volte in questa stagione:",
    },
  },
  live: {
    live: "Live",
    halfTime: "Intervallo",
    /** The change of ends between the halves of extra time. */
    extraTimeBreak: "Pausa",
    /** The pause between the end of normal time and extra time. */
    beforeExtraTime: "Pausa prima dei supplementari",
    /** Extra time in play, before its minute: "Verlängerung 110'". */
    extraTime: "Tempi supplementari",
    penalties: "Rigori",
    short: { halfTime: "Int.", penalties: "Rigori", beforeExtraTime: "Pausa" },
    strip: "Live e oggi",
    stripMore: "Tutte le partite del giorno (+{count})",
    stripMoreLive: "Tutte le partite del giorno (+{count}, {live} in diretta)",
    goal: "Gol: {match} {score}",
  },
};
