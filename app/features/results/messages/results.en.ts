import type { Messages } from "#app/i18n/messages/de.ts";
import { resultsKnockoutEn } from "../competition/results-knockout.en.ts";
import { resultsListsEn } from "../competition/results-lists.en.ts";
import { resultsStandingsEn } from "../competition/results-standings.en.ts";
import { resultsDayEn } from "../day/results-day.en.ts";
import { resultsMatchEventsEn } from "../match/results-match-events.en.ts";
import { resultsMatchEn } from "../match/results-match.en.ts";
import { resultsPlayerEn } from "../player/results-player.en.ts";
import { resultsTeamEn } from "../team/results-team.en.ts";

export const resultsEn: Messages["results"] = {
  follow: {
    star: "Follow {team}",
    myTeams: "My teams",
    last: "Last match",
    next: "Next match",
    none: "None",
  },
  allCompetitions: "All competitions",
  countryFilter: "Filter by country",
  competitionsOf: "Competitions: {group}",
  tabs: {
    label: "Sections of the competition",
    matches: "Matches",
    table: "Table",
    scorers: "Scorers",
    details: "Details",
  },
  rounds: {
    label: "Choose a matchday or round",
    previous: "Previous round",
    next: "Next round",
  },
  season: "Season {season}",
  kind: { league: "League", cup: "Cup", tournament: "Tournament" },
  details: {
    heading: "About the competition",
    season: "Season",
    country: "Country / region",
    kind: "Type",
    rounds: "Rounds",
    period: "Period",
    teamCount: { one: "{count} team", other: "{count} teams" },
  },
  table: {
    won: "W",
    drawn: "D",
    lost: "L",
    goals: "Goals",
    wonLong: "Won",
    drawnLong: "Drawn",
    lostLong: "Lost",
    matchesLong: "Played",
    differenceLong: "Goal difference",
    pointsLong: "Points",
    groupTable: "Table {group}",
  },
  scorers: {
    rank: "Pos.",
    team: "Team",
    penalties: "of which penalties",
    assists: "Assists",
    noScorers: "There are no scorers for this competition.",
    noGoalEvents: "Our data for this competition has the results, but not who scored the goals.",
    noGoalsYet: "No goal has been scored in this competition yet.",
  },
  match: {
    kickoff: "Kick-off",
    venue: "Venue",
    goals: "Goals",
    penalty: "penalty",
    ownGoal: "own goal",
    round: "Round",
    group: "Group",
    awarded: "awarded",
    scheduled: "scheduled",
    finished: "full time",
    matchDetails: "Match details",
    versus: "v",
  },
  detailsTitle: "{competition} – details",
  detailsDescription: "{competition}: season, country, teams and rounds at a glance.",
  knockout: resultsKnockoutEn,
  descriptionList: {
    one: "Football results, tables and top scorers of {count} competition.",
    other: "Football results, tables and top scorers of {count} competitions.",
  },
  lists: resultsListsEn,
  day: resultsDayEn,
  standings: resultsStandingsEn,
  team: resultsTeamEn,
  player: resultsPlayerEn,
  matchPage: resultsMatchEn,
  matchEvents: resultsMatchEventsEn,
  pairing: {
    lead: { one: "This pairing is on the season's fixture list once:", other: "This pairing is on the season's fixture list {count} times:" },
  },
  live: {
    live: "Live",
    halfTime: "Half-time",
    /** The change of ends between the halves of extra time. */
    extraTimeBreak: "Break",
    /** The pause between the end of normal time and extra time. */
    beforeExtraTime: "Break before extra time",
    /** Extra time in play, before its minute: "Verlängerung 110'". */
    extraTime: "Extra time",
    penalties: "Penalties",
    short: { halfTime: "HT", penalties: "Pens", beforeExtraTime: "Break" },
    strip: "Live and today",
    stripMore: "All of the day's matches (+{count})",
    stripMoreLive: "All of the day's matches (+{count}, {live} of them live)",
    goal: "Goal: {match} {score}",
  },
};
