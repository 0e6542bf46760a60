/**
 * The server half of what the news feature offers the other features (interface.ts has the rest): a team's
 * latest news, loaded and as markup, for the team page.
 */
export { teamNews, teamNewsHtml } from "./team-news.server.ts";
