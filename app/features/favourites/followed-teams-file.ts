import type { BrowserScript } from "#lib/browser-script.ts";
import { appAlertTexts } from "./app-alert-note-file.ts";
import type { startFollowedTeamsFile } from "./followed-teams-script.ts";

/**
 * The followed teams' file (`/scripts/favourites-{hash}.js`, docs/decisions/0013-followed-teams.md):
 * followed-teams-script.ts compiled by the build (server/browser-scripts.ts) with the goal-alert
 * note's texts of every language, served by favourites-script-route.ts.
 */
export const FOLLOWED_TEAMS_FILE: BrowserScript<typeof startFollowedTeamsFile> = {
  module: "app/features/favourites/followed-teams-script.ts",
  start: "startFollowedTeamsFile",
  config: () => ({ alertNote: appAlertTexts() }),
};
