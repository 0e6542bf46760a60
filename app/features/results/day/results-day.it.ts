import type { resultsDayDe } from "./results-day.de.ts";

export const resultsDayIt: typeof resultsDayDe = {
  today: "Oggi",
  todayHeading: "Oggi, {date}",
  strip: "Giorni",
  previous: "Giorno precedente con partite: {date}",
  next: "Giorno successivo con partite: {date}",
  pick: "Data",
  show: "Mostra",
  none: "In questo giorno non gioca nessuna delle nostre competizioni.",
  noneToday: "Oggi non gioca nessuna delle nostre competizioni.",
  nearestBefore: "Ultime partite: {date}",
  nearestAfter: "Prossime partite: {date}",
  noMoreMatches: "Altre partite non sono ancora in calendario.",
  title: "Partite del {date}",
  description: "Risultati e orari di tutte le competizioni del {date}: Bundesliga, Serie A, Premier League, Champions League e altro.",
  competitions: "Tutte le competizioni",
  shortcuts: "Competizioni",
};
