import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { Team } from "#contract/schemas.ts";

/**
 * The star that follows a team (docs/decisions/0013-followed-teams.md): a button React renders once
 * and never touches again. The head script owns the rest (app/head-script.ts): it shows the stars
 * only where local storage works, handles their clicks by delegation and keeps `aria-pressed` in step
 * with the stored list, so this markup (the class, `data-team`, the name "… folgen") is what it reads.
 * `edge`: a compact match row's star (MatchLinkList), drawn over the home (start) or away (end) edge
 * of the row's link, of which it is a sibling.
 */
export function FollowStar({ team, edge }: { team: Pick<Team, "id" | "name">; edge?: "home" | "away" }) {
  const { messages } = useSite();
  return (
    <button
      type="button"
      className={edge ? `follow-star match-links__star match-links__star--${edge}` : "follow-star"}
      data-team={team.id}
      aria-label={fillTemplate(messages.results.follow.star, { team: team.name })}
    />
  );
}
