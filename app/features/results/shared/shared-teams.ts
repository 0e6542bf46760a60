import type { Team } from "#contract/schemas.ts";

/**
 * One object per team for a whole page: React Router's page data names an object once however
 * often it is referenced, so a team shown in several places (a table and a match list, a match's
 * form and the rest of its round) is sent once, while the backend's calls each return their own
 * copies. The first copy seen is kept.
 */
export function sharedTeams(): (team: Team) => Team {
  const teams = new Map<number, Team>();
  return (team) => teams.get(team.id) ?? (teams.set(team.id, team), team);
}
