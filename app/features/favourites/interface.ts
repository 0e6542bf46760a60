/**
 * What the followed teams offer the other features (docs/decisions/0017-features-meet-through-one-interface.md):
 * the path of the resource route that answers the home page's "my teams" block.
 */
export { followedTeamsPath } from "./followed-teams-paths.ts";
