/**
 * What the results feature offers the other features (docs/decisions/0017-features-meet-through-one-interface.md):
 * the home page shows a team's badge, a table's column heads and zone legend, and the strip of today's matches,
 * with the helpers that build their data. What only a server may run is in interface.server.ts.
 */
export { leagueTableHeading } from "./competition/standings-view.ts";
export { ZoneLegend } from "./competition/ZoneLegend.tsx";
export { LiveStrip } from "./day/LiveStrip.tsx";
export { seasonOver } from "./shared/competition-view.ts";
export type { LiveStripView } from "./shared/match-list-view.ts";
export { sharedTeams } from "./shared/shared-teams.ts";
export { StatColumnHeads, type StatColumns } from "./shared/StatColumnHeads.tsx";
export { TeamBadge } from "./shared/TeamName.tsx";
export { winnersTitle } from "./team/team-view.ts";
