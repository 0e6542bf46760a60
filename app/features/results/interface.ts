/**
 * What the results feature offers the other features (docs/decisions/0017-features-meet-through-one-interface.md):
 * the home page shows the strip of today's matches, a team's badge, a table's column heads and zone legend, with
 * the helpers that build their data. What only a server may run is in interface.server.ts. The components come
 * first, in the order the home page reaches them: the bundler lays out a shared chunk in the order the modules
 * are named, through an interface too, and this order keeps the results' shared chunk as it was.
 */
export { LiveStrip } from "./day/LiveStrip.tsx";
export { TeamBadge } from "./shared/TeamName.tsx";
export { ZoneLegend } from "./competition/ZoneLegend.tsx";
export { StatColumnHeads, type StatColumns } from "./shared/StatColumnHeads.tsx";
export { leagueTableHeading } from "./competition/standings-view.ts";
export { seasonOver } from "./shared/competition-view.ts";
export type { LiveStripView } from "./shared/match-list-view.ts";
export { sharedTeams } from "./shared/shared-teams.ts";
export { winnersTitle } from "./team/team-view.ts";
export { FlagPictures } from "./shared/flag-pictures.ts";
