/**
 * The server half of what the results feature offers the other features (interface.ts has the rest; a
 * `.server` module may not be named where the browser's bundle can reach it): the home page's strip of
 * today's matches, loaded, and a team as markup made on the server.
 */
export { loadLiveStrip } from "./day/live-strip.server.ts";
export { teamHtml } from "./team/team-markup.server.ts";
