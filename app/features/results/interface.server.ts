/**
 * The server half of what the results feature offers the other features (interface.ts has the rest; a
 * `.server` module may not be named where the browser's bundle can reach it): the home page's strip of
 * today's matches, loaded, a team as markup made on the server, and the small flags' pictures for the
 * server's render (`FlagPictures`, provided by app/entry.server.tsx).
 */
export { loadLiveStrip } from "./day/live-strip.server.ts";
export { teamHtml } from "./team/team-markup.server.ts";
export { flagPicture } from "./shared/flag-pictures.server.ts";
