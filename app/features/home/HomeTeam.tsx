import { TeamBadge } from "#app/features/results/interface.ts";
import type { Team } from "#contract/schemas.ts";

/**
 * A team as the app lists it: badge and short name, at every width (the home page's rows are
 * narrow, and the full names are in each row's words for screen readers). Without a short name
 * the full name, wrapping between words only.
 */
export function HomeTeam({ team, winner = false }: { team: Team; winner?: boolean }) {
  return (
    <span className={winner ? "home-team home-team--winner" : "home-team"}>
      <TeamBadge team={team} />
      <span className="home-team__name">{team.short_name ?? team.name}</span>
    </span>
  );
}
