import type { Language } from "#lib/languages.ts";

/**
 * The words of the share cards. Only the card renderer and the loaders that name a card read them, so
 * they are kept out of the dictionary every page loads (as the calendars' words are).
 */
export interface CardTexts {
  /** Under the kick-off time of a match not yet played. */
  kickoff: string;
  /** Under the score of a match played to its end in normal time. */
  fullTime: string;
  /** The table card's column heads. */
  team: string;
  played: string;
  points: string;
  /** The team card's figures. */
  position: string;
  form: string;
  /** Form letters: won, drawn, lost. */
  formLetters: Record<"W" | "D" | "L", string>;
  /** The player card's figures. */
  goals: string;
  matchesWithGoal: string;
  /** The player card's line above the name. */
  player: string;
  /** The table card's line above: "{competition} · Tabelle". */
  table: string;
  /** The live table card's line above: "{competition} · Wenn es so bleibt". */
  liveTable: string;
}

export const CARD_TEXTS: Record<Language, CardTexts> = {
  de: {
    kickoff: "Anstoß",
    fullTime: "Endstand",
    team: "Team",
    played: "Sp.",
    points: "Pkt.",
    position: "Platz",
    form: "Letzte Spiele",
    formLetters: { W: "S", D: "U", L: "N" },
    goals: "Tore",
    matchesWithGoal: "Spiele mit Tor",
    player: "Spieler",
    table: "Tabelle",
    liveTable: "Wenn es so bleibt",
  },
  en: {
    kickoff: "Kick-off",
    fullTime: "Full time",
    team: "Team",
    played: "P",
    points: "Pts",
    position: "Position",
    form: "Last matches",
    formLetters: { W: "W", D: "D", L: "L" },
    goals: "Goals",
    matchesWithGoal: "Matches with a goal",
    player: "Player",
    table: "Table",
    liveTable: "If it stays like this",
  },
  it: {
    kickoff: "Calcio d'inizio",
    fullTime: "Finale",
    team: "Squadra",
    played: "G",
    points: "Pt",
    position: "Posizione",
    form: "Ultime partite",
    formLetters: { W: "V", D: "N", L: "P" },
    goals: "Gol",
    matchesWithGoal: "Partite con gol",
    player: "Giocatore",
    table: "Classifica",
    liveTable: "Se resta così",
  },
};
