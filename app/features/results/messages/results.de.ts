import type { Widen } from "#app/i18n/messages/de.ts";
import { resultsKnockoutDe } from "../competition/results-knockout.de.ts";
import { resultsListsDe } from "../competition/results-lists.de.ts";
import { resultsStandingsDe } from "../competition/results-standings.de.ts";
import { resultsDayDe } from "../day/results-day.de.ts";
import { resultsMatchEventsDe } from "../match/results-match-events.de.ts";
import { resultsMatchDe } from "../match/results-match.de.ts";
import { resultsPlayerDe } from "../player/results-player.de.ts";
import { resultsTeamDe } from "../team/results-team.de.ts";

/** German texts of the results pages (the reference shape for results.en.ts and results.it.ts). */
export const resultsDe = {
  /** Following a team (docs/decisions/0013-followed-teams.md): the star's name, the "my teams" blocks. */
  follow: {
    star: "{team} folgen",
    myTeams: "Meine Teams",
    last: "Letztes Spiel",
    next: "Nächstes Spiel",
    none: "Keines",
  },
  allCompetitions: "Alle Wettbewerbe",
  countryFilter: "Nach Land filtern",
  competitionsOf: "Wettbewerbe: {group}",
  tabs: {
    label: "Bereiche des Wettbewerbs",
    matches: "Spiele",
    table: "Tabelle",
    scorers: "Torschützen",
    details: "Details",
  },
  rounds: {
    label: "Spieltag oder Runde wählen",
    previous: "Vorherige Runde",
    next: "Nächste Runde",
  },
  season: "Saison {season}",
  kind: { league: "Liga", cup: "Pokal", tournament: "Turnier" },
  details: {
    heading: "Details zum Wettbewerb",
    season: "Saison",
    country: "Land / Region",
    kind: "Art",
    rounds: "Runden",
    period: "Zeitraum",
    teamCount: { one: "{count} Team", other: "{count} Teams" },
  },
  table: {
    won: "S",
    drawn: "U",
    lost: "N",
    goals: "Tore",
    wonLong: "Siege",
    drawnLong: "Unentschieden",
    lostLong: "Niederlagen",
    matchesLong: "Spiele",
    differenceLong: "Tordifferenz",
    pointsLong: "Punkte",
    groupTable: "Tabelle {group}",
  },
  scorers: {
    rank: "Pl.",
    team: "Team",
    penalties: "davon Elfmeter",
    assists: "Vorlagen",
    noScorers: "Für diesen Wettbewerb liegen keine Torschützen vor.",
    /** Under the spec's empty text, why there are no scorers. */
    noGoalEvents: "Unsere Daten zu diesem Wettbewerb enthalten die Ergebnisse, aber nicht, wer die Tore geschossen hat.",
    noGoalsYet: "In diesem Wettbewerb ist noch kein Tor gefallen.",
  },
  match: {
    kickoff: "Anstoß",
    venue: "Spielort",
    goals: "Tore",
    penalty: "Elfmeter",
    ownGoal: "Eigentor",
    round: "Runde",
    group: "Gruppe",
    awarded: "gewertet",
    scheduled: "geplant",
    finished: "beendet",
    matchDetails: "Spieldetails",
    versus: "gegen",
  },
  detailsTitle: "{competition} – Details",
  detailsDescription: "{competition}: Saison, Land, Teams und Runden im Überblick.",
  knockout: resultsKnockoutDe,
  descriptionList: {
    one: "Fußball-Ergebnisse, Tabellen und Torschützen von {count} Wettbewerb.",
    other: "Fußball-Ergebnisse, Tabellen und Torschützen von {count} Wettbewerben.",
  },
  lists: resultsListsDe,
  day: resultsDayDe,
  standings: resultsStandingsDe,
  team: resultsTeamDe,
  player: resultsPlayerDe,
  matchPage: resultsMatchDe,
  matchEvents: resultsMatchEventsDe,
  pairing: {
    /** A match URL without its id whose home and away side met more than once in the season. */
    lead: {
      one: "Diese Paarung steht in dieser Saison einmal auf dem Spielplan:",
      other: "Diese Paarung steht in dieser Saison {count}-mal auf dem Spielplan:",
    },
  },
  /** A match in play: the word beside its minute, and the words of the phases without one. */
  live: {
    live: "Live",
    halfTime: "Halbzeit",
    /** The change of ends between the halves of extra time. */
    extraTimeBreak: "Pause",
    /** The pause between the end of normal time and extra time. */
    beforeExtraTime: "Pause vor der Verlängerung",
    /** Extra time in play, before its minute: "Verlängerung 110'". */
    extraTime: "Verlängerung",
    penalties: "Elfmeterschießen",
    /**
     * The short forms a phone's match row shows where the word is wider than its left column (4rem),
     * as the apps write them; the whole word stays the short form's title and the row's link name.
     * A match decided on penalties shows matchDisplay.afterPenalties ("i. E.") there.
     */
    short: { halfTime: "HZ", penalties: "i. E.", beforeExtraTime: "Pause" },
    /** The home page's strip of matches. */
    strip: "Live und heute",
    /** The strip's link to the day view when it left matches out: how many, and how many of those are in play. */
    stripMore: "Alle Spiele des Tages (+{count})",
    stripMoreLive: "Alle Spiele des Tages (+{count}, davon {live} live)",
    /** Read out on a match page when the score changes. */
    goal: "Tor: {match} {score}",
  },
};

// This feature's part of every language's dictionary, typed for the shared layers (app/i18n/messages/de.ts).
declare module "#app/i18n/messages/de.ts" {
  interface FeatureMessages {
    results: Widen<typeof resultsDe>;
  }
}
