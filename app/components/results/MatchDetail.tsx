import { Link } from "react-router";
import { fillTemplate } from "../../i18n/template.ts";
import { useSite } from "../../i18n/use-site.ts";
import { finalScore, formatKickoff, minuteText, pairText, statusLabel } from "../../results/format.ts";
import type { MatchDetails } from "../../results/schemas.ts";

/**
 * One match: teams and score (half-time, extra time and penalties labelled), status, kick-off with
 * weekday and month abbreviated, venue, and the goals timeline where the data has goal events.
 */
export function MatchDetail({ details, roundHref }: { details: MatchDetails; roundHref: string }) {
  const { language, messages } = useSite();
  const texts = messages.results.match;
  const { match } = details;
  const score = finalScore(match);
  const label = statusLabel(match, messages);
  return (
    <article className="match-detail" aria-labelledby="match-heading">
      <h2 id="match-heading" className="scoreboard">
        <span className="scoreboard__team">{match.home.name}</span>
        {score ? (
          <span className="scoreboard__score">{pairText(score)}</span>
        ) : (
          <span className="scoreboard__score">
            <span aria-hidden="true">–:–</span>
            <span className="visually-hidden">{texts.scheduled}</span>
          </span>
        )}
        <span className="scoreboard__team">{match.away.name}</span>
      </h2>
      <p className="scoreboard__extra">
        {match.score.ht ? `${messages.matchDisplay.halftime} ${pairText(match.score.ht)}` : null}
        {match.score.ht && label ? " · " : null}
        {label ?? (match.status === "finished" && !match.score.ht ? texts.finished : null)}
      </p>
      <dl className="facts">
        <div>
          <dt>{texts.kickoff}</dt>
          <dd>
            <time dateTime={match.kickoff}>{formatKickoff(match.kickoff, language, messages)}</time>
          </dd>
        </div>
        <div>
          <dt>{texts.round}</dt>
          <dd>
            <Link to={roundHref}>{details.round.name}</Link>
            {match.group ? ` · ${match.group.name}` : ""}
          </dd>
        </div>
        {match.venue ? (
          <div>
            <dt>{texts.venue}</dt>
            <dd>{match.venue}</dd>
          </div>
        ) : null}
      </dl>
      <h3>{texts.goals}</h3>
      {details.goals_available && details.goals.length > 0 ? (
        <ol className="goals">
          {details.goals.map((goal, index) => (
            <li key={index} className={`goals__item goals__item--${goal.side}`}>
              <span className="goals__minute">{minuteText(goal)}</span>
              <span className="goals__score">{pairText(goal.score)}</span>
              <span className="goals__scorer">
                {goal.scorer}
                {goal.penalty ? ` (${texts.penalty})` : ""}
                {goal.own_goal ? ` (${texts.ownGoal})` : ""}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="empty-state">{details.goals_available && score && score.home + score.away === 0 ? "0:0" : messages.states.noDetails}</p>
      )}
      <p>
        <Link to={roundHref}>{fillTemplate(texts.backToRound, { round: details.round.name })}</Link>
      </p>
    </article>
  );
}
