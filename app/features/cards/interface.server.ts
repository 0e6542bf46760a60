/**
 * The server half of what the share cards offer the other features (interface.ts has the rest): the card
 * model of each page that has one, from the data its loader read.
 */
export { matchCard, newsCard, playerCard, projectionCard, tableCard, teamCard } from "./card-data.server.ts";
