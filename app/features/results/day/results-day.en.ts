import type { resultsDayDe } from "./results-day.de.ts";

export const resultsDayEn: typeof resultsDayDe = {
  today: "Today",
  todayHeading: "Today, {date}",
  strip: "Days",
  previous: "Earlier day with matches: {date}",
  next: "Later day with matches: {date}",
  pick: "Date",
  show: "Show",
  none: "None of our competitions plays on this day.",
  noneToday: "None of our competitions plays today.",
  nearestBefore: "Last played: {date}",
  nearestAfter: "Next matches: {date}",
  noMoreMatches: "No further matches are scheduled yet.",
  title: "Matches on {date}",
  description: "Results and kick-off times of every competition on {date}: Bundesliga, Serie A, Premier League, Champions League and more.",
  competitions: "All competitions",
  shortcuts: "Competitions",
};
