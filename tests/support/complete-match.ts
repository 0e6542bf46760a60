import type { MatchDetails, MatchDetailsResponse } from "#contract/schemas.ts";

/**
 * A backend's complete match details answer: the match, its goals, and every optional part of the
 * match-events extension (contract/schemas-match-events.ts): goals with assist and kind, cards,
 * substitutions, both line-ups with formation, numbers, positions, bench and coach, and the team
 * statistics. The embedded backend has no such data (docs/decisions/0119-match-events-line-ups-and-statistics.md);
 * tests of the match page's view models and components use this answer instead.
 *
 * Modelled on the World Cup 2022 final as its match report tells it (line-ups, goals, changes and
 * bookings); the statistics are round figures for the test, not the official ones.
 */

const player = (name: string, slug?: string) => (slug ? { name, slug } : { name });

export const COMPLETE_MATCH: MatchDetails = {
  match: {
    id: 10064,
    slug: "argentina-france",
    competition_id: 10,
    round_id: 7,
    group: null,
    kickoff: "2022-12-18T15:00:00.000Z",
    status: "finished",
    home: { id: 193, name: "Argentina", slug: "argentina", country_code: "ARG", short_name: "Argentina", code: "ARG", flag: "ar" },
    away: { id: 189, name: "France", slug: "france", country_code: "FRA", short_name: "France", code: "FRA", flag: "fr" },
    score: { ht: { home: 2, away: 0 }, ft: { home: 2, away: 2 }, et: { home: 3, away: 3 }, penalties: { home: 4, away: 2 } },
    winner: "home",
    venue: "Lusail Iconic Stadium, Lusail",
  },
  competition: { id: 10, name: "FIFA World Cup 2022", short_name: "World Cup 2022", slug: "world-cup-2022" },
  round: { id: 7, name: "Final", slug: "final" },
  goals_available: true,
  goals: [
    {
      side: "home",
      scorer: "Lionel Messi",
      minute: 23,
      stoppage: null,
      penalty: true,
      own_goal: false,
      score: { home: 1, away: 0 },
      player_slug: "lionel-messi-arg",
    },
    {
      side: "home",
      scorer: "Ángel Di María",
      minute: 36,
      stoppage: null,
      penalty: false,
      own_goal: false,
      score: { home: 2, away: 0 },
      player_slug: "angel-di-maria-arg",
    },
    {
      side: "away",
      scorer: "Kylian Mbappé",
      minute: 80,
      stoppage: null,
      penalty: true,
      own_goal: false,
      score: { home: 2, away: 1 },
      player_slug: "kylian-mbappe-fra",
    },
    {
      side: "away",
      scorer: "Kylian Mbappé",
      minute: 81,
      stoppage: null,
      penalty: false,
      own_goal: false,
      score: { home: 2, away: 2 },
      player_slug: "kylian-mbappe-fra",
    },
    {
      side: "home",
      scorer: "Lionel Messi",
      minute: 108,
      stoppage: null,
      penalty: false,
      own_goal: false,
      score: { home: 3, away: 2 },
      player_slug: "lionel-messi-arg",
    },
    {
      side: "away",
      scorer: "Kylian Mbappé",
      minute: 118,
      stoppage: null,
      penalty: true,
      own_goal: false,
      score: { home: 3, away: 3 },
      player_slug: "kylian-mbappe-fra",
    },
  ],
  events: {
    goals: [
      { side: "home", minute: 23, kind: "penalty", scorer: player("Lionel Messi", "lionel-messi-arg") },
      { side: "home", minute: 36, kind: "normal", scorer: player("Ángel Di María", "angel-di-maria-arg"), assist: player("Alexis Mac Allister") },
      { side: "away", minute: 80, kind: "penalty", scorer: player("Kylian Mbappé", "kylian-mbappe-fra") },
      { side: "away", minute: 81, kind: "normal", scorer: player("Kylian Mbappé", "kylian-mbappe-fra"), assist: player("Marcus Thuram") },
      { side: "home", minute: 108, kind: "normal", scorer: player("Lionel Messi", "lionel-messi-arg") },
      { side: "away", minute: 118, kind: "penalty", scorer: player("Kylian Mbappé", "kylian-mbappe-fra") },
    ],
    cards: [
      { side: "home", minute: 45, stoppage: 5, card: "yellow", player: player("Enzo Fernández") },
      { side: "away", minute: 55, card: "yellow", player: player("Adrien Rabiot") },
      { side: "away", minute: 87, card: "yellow", player: player("Marcus Thuram") },
      { side: "home", minute: 90, stoppage: 3, card: "yellow", player: player("Marcos Acuña") },
      { side: "home", minute: 114, card: "yellow", player: player("Leandro Paredes") },
      { side: "away", minute: 116, card: "yellow", player: player("Olivier Giroud") },
      { side: "home", minute: 120, stoppage: 8, card: "yellow", player: player("Emiliano Martínez") },
    ],
    substitutions: [
      { side: "away", minute: 41, player_on: player("Marcus Thuram"), player_off: player("Olivier Giroud") },
      { side: "away", minute: 41, player_on: player("Randal Kolo Muani"), player_off: player("Ousmane Dembélé") },
      { side: "home", minute: 64, player_on: player("Marcos Acuña"), player_off: player("Ángel Di María", "angel-di-maria-arg") },
      { side: "away", minute: 71, player_on: player("Eduardo Camavinga"), player_off: player("Theo Hernández") },
      { side: "away", minute: 71, player_on: player("Kingsley Coman"), player_off: player("Antoine Griezmann") },
      { side: "home", minute: 91, player_on: player("Gonzalo Montiel"), player_off: player("Nahuel Molina") },
      { side: "away", minute: 96, player_on: player("Youssouf Fofana"), player_off: player("Adrien Rabiot") },
      { side: "home", minute: 102, player_on: player("Leandro Paredes"), player_off: player("Rodrigo De Paul") },
      { side: "home", minute: 103, player_on: player("Lautaro Martínez"), player_off: player("Julián Álvarez") },
      { side: "away", minute: 113, player_on: player("Ibrahima Konaté"), player_off: player("Raphaël Varane") },
      { side: "home", minute: 116, player_on: player("Germán Pezzella"), player_off: player("Alexis Mac Allister") },
      { side: "home", minute: 120, stoppage: 1, player_on: player("Paulo Dybala"), player_off: player("Nicolás Tagliafico") },
    ],
  },
  lineups: {
    home: {
      formation: "4-3-3",
      starting: [
        { name: "Emiliano Martínez", number: 23, position: "GK", grid: "1:1" },
        { name: "Nicolás Tagliafico", number: 3, position: "DF", grid: "2:1" },
        { name: "Nicolás Otamendi", number: 19, position: "DF", grid: "2:2" },
        { name: "Cristian Romero", number: 13, position: "DF", grid: "2:3" },
        { name: "Nahuel Molina", number: 26, position: "DF", grid: "2:4" },
        { name: "Alexis Mac Allister", number: 20, position: "MF", grid: "3:1" },
        { name: "Enzo Fernández", number: 24, position: "MF", grid: "3:2" },
        { name: "Rodrigo De Paul", number: 7, position: "MF", grid: "3:3" },
        { name: "Ángel Di María", slug: "angel-di-maria-arg", number: 11, position: "FW", grid: "4:1" },
        { name: "Julián Álvarez", number: 9, position: "FW", grid: "4:2" },
        { name: "Lionel Messi", slug: "lionel-messi-arg", number: 10, position: "FW", grid: "4:3" },
      ],
      bench: [
        { name: "Franco Armani", number: 1, position: "GK" },
        { name: "Gonzalo Montiel", number: 4, position: "DF" },
        { name: "Germán Pezzella", number: 6, position: "DF" },
        { name: "Marcos Acuña", number: 8, position: "DF" },
        { name: "Leandro Paredes", number: 5, position: "MF" },
        { name: "Lautaro Martínez", number: 22, position: "FW" },
        { name: "Paulo Dybala", number: 21, position: "FW" },
      ],
      coach: "Lionel Scaloni",
    },
    away: {
      formation: "4-2-3-1",
      starting: [
        { name: "Hugo Lloris", number: 1, position: "GK", grid: "1:1" },
        { name: "Theo Hernández", number: 22, position: "DF", grid: "2:1" },
        { name: "Dayot Upamecano", number: 18, position: "DF", grid: "2:2" },
        { name: "Raphaël Varane", number: 4, position: "DF", grid: "2:3" },
        { name: "Jules Koundé", number: 5, position: "DF", grid: "2:4" },
        { name: "Adrien Rabiot", number: 14, position: "MF", grid: "3:1" },
        { name: "Aurélien Tchouaméni", number: 8, position: "MF", grid: "3:2" },
        { name: "Kylian Mbappé", slug: "kylian-mbappe-fra", number: 10, position: "FW", grid: "4:1" },
        { name: "Antoine Griezmann", number: 7, position: "MF", grid: "4:2" },
        { name: "Ousmane Dembélé", number: 11, position: "FW", grid: "4:3" },
        { name: "Olivier Giroud", number: 9, position: "FW", grid: "5:1" },
      ],
      bench: [
        { name: "Steve Mandanda", number: 16, position: "GK" },
        { name: "Ibrahima Konaté", number: 24, position: "DF" },
        { name: "Eduardo Camavinga", number: 25, position: "MF" },
        { name: "Youssouf Fofana", number: 13, position: "MF" },
        { name: "Kingsley Coman", number: 20, position: "FW" },
        { name: "Marcus Thuram", number: 26, position: "FW" },
        { name: "Randal Kolo Muani", number: 12, position: "FW" },
      ],
      coach: "Didier Deschamps",
    },
  },
  statistics: {
    possession: { home: 54, away: 46 },
    shots: { home: 20, away: 10 },
    shots_on_target: { home: 10, away: 5 },
    corners: { home: 6, away: 5 },
    fouls: { home: 26, away: 19 },
    offsides: { home: 4, away: 3 },
    yellow_cards: { home: 4, away: 3 },
    red_cards: { home: 0, away: 0 },
  },
};

export const COMPLETE_MATCH_RESPONSE: MatchDetailsResponse = { data: COMPLETE_MATCH };

/** The same match as a backend without the extension answers it: the match and its goals, nothing more. */
export function withoutExtension(details: MatchDetails = COMPLETE_MATCH): MatchDetails {
  const { events: _events, lineups: _lineups, statistics: _statistics, ...plain } = details;
  return plain;
}
