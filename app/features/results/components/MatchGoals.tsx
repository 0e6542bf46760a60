import { Link } from "react-router";
import type { GoalEvent, Match } from "../../../../contract/schemas.ts";
import { href } from "../../../i18n/href.ts";
import { fillTemplate } from "../../../i18n/template.ts";
import { useSite } from "../../../i18n/use-site.ts";
import { formatMatchMinute, pairText } from "../views/format.ts";
import { TeamBadge } from "./TeamName.tsx";

/**
 * The goals in match order: minute, running score, scorer (penalty and own goal marked), with the
 * badge of the team the goal counts for; the scorer links to the player's page where the backend names it. On phones one column; on wide screens the home team's
 * goals on the left and the away team's on the right of a centre line with minute and score.
 */
export function MatchGoals({ match, goals }: { match: Match; goals: GoalEvent[] }) {
  const { language, messages } = useSite();
  const texts = messages.results.match;
  return (
    <section className="match-section match-section--goals" aria-labelledby="match-goals">
      <h3 id="match-goals">{texts.goals}</h3>
      {goals.length === 0 ? (
        <p className="empty-state">{messages.results.matchPage.noGoals}</p>
      ) : (
        <ol className="goals">
          {goals.map((goal, index) => {
            const team = goal.side === "home" ? match.home : match.away;
            return (
              <li key={index} className={`goals__item goals__item--${goal.side}`}>
                <span className="goals__time">
                  <span className="goals__minute">{formatMatchMinute(goal)}</span>
                  <span className="goals__score">{pairText(goal.score, language)}</span>
                </span>
                <span className="goals__scorer">
                  <TeamBadge team={team} />
                  <span className="visually-hidden">{fillTemplate(messages.results.matchPage.goalFor, { team: team.name })} </span>
                  <span className="goals__name">
                    {goal.player_slug ? <Link to={href("player", language, { player: goal.player_slug })}>{goal.scorer}</Link> : goal.scorer}
                    {goal.penalty ? <span className="goals__note"> ({texts.penalty})</span> : null}
                    {goal.own_goal ? <span className="goals__note"> ({texts.ownGoal})</span> : null}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
