import type { CSSProperties } from "react";
import { Link } from "react-router";
import { formatMatchDate, formatMatchMinute, pairText } from "#app/football/format.ts";
import { fillPlural } from "#app/i18n/plural.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useTimeZone } from "#app/i18n/time-zone.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { TeamBadge, TeamName } from "../shared/TeamName.tsx";
import type { PlayerCompetitionView, PlayerPageView } from "./player-view.ts";

/**
 * A player's page: the name with the team it links to, the totals at a glance, then one section
 * per competition (linked from the chips at the top) listing each goal: minute with its mark
 * (penalty, own goal), match (linked) with the score and the date. Like the team page, a plain document: no JavaScript needed.
 */
export function PlayerCareer({ view }: { view: PlayerPageView }) {
  const { language, messages } = useSite();
  const texts = messages.results.player;
  const { totals } = view;
  return (
    <div className="container player-page">
      <header className="page-header player-page__header">
        <h1>{view.name}</h1>
        <p className="player-page__team">
          <TeamName team={view.team} link />
        </p>
      </header>
      <dl className="player-totals" aria-label={texts.totals}>
        <div className="team-fact">
          <dt className="team-fact__label">{texts.goals}</dt>
          <dd className="team-fact__value">{totals.goals}</dd>
        </div>
        <div className="team-fact">
          <dt className="team-fact__label">{texts.penalties}</dt>
          <dd className="team-fact__value">{totals.penalties}</dd>
        </div>
        <div className="team-fact">
          <dt className="team-fact__label">{texts.matches}</dt>
          <dd className="team-fact__value">{totals.matches}</dd>
        </div>
        {totals.own_goals > 0 ? (
          <div className="team-fact">
            <dt className="team-fact__label">{texts.ownGoals}</dt>
            <dd className="team-fact__value">{totals.own_goals}</dd>
          </div>
        ) : null}
      </dl>
      {view.competitions.length > 1 ? (
        <nav className="chip-nav" aria-label={texts.competitions}>
          <ul>
            {view.competitions.map((c) => (
              <li key={c.id}>
                <a href={`#${c.anchor}`}>
                  {c.shortName} ({formatCount(c.totals.goals, language)})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {view.competitions.map((competition, index) => (
        <PlayerCompetitionSection key={competition.id} competition={competition} later={index > 0} />
      ))}
    </div>
  );
}

const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

/**
 * One competition's goals. The competitions after the first start below a phone's first screen:
 * rendered when they near it, holding a place estimated from their number of goals (ADR 0712).
 */
function PlayerCompetitionSection({ competition, later }: { competition: PlayerCompetitionView; later: boolean }) {
  const { language, messages } = useSite();
  const zone = useTimeZone(language);
  const texts = messages.results.player;
  const headingId = `${competition.anchor}-heading`;
  return (
    <section
      className={later ? "team-season player-season render-when-near" : "team-season player-season"}
      style={later ? ({ "--goals": competition.goals.length } as CSSProperties) : undefined}
      id={competition.anchor}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="team-season__heading">
        <Link to={competition.href}>{competition.name}</Link>{" "}
        <span className="team-season__season">{fillPlural(texts.goalCount, competition.totals.goals, language)}</span>
      </h2>
      <table className="data-table player-goals">
        <caption className="visually-hidden">{fillTemplate(texts.goalsIn, { competition: competition.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.minute}</th>
            <th scope="col" className="data-table__name">
              {texts.match}
            </th>
          </tr>
        </thead>
        <tbody>
          {competition.goals.map((goal) => (
            <tr key={goal.key}>
              <td className="player-goals__minute">
                {formatMatchMinute(goal)}
                {goal.penalty ? <span className="player-goals__mark">{texts.penaltyMark}</span> : null}
                {goal.ownGoal ? <span className="player-goals__mark">{texts.ownGoalMark}</span> : null}
              </td>
              <th scope="row" className="data-table__name player-goals__match">
                <Link to={goal.href} className="player-goals__link">
                  <span className="player-goals__teams">
                    <TeamBadge team={goal.home} /> {goal.home.short_name ?? goal.home.name}
                    {" – "}
                    <TeamBadge team={goal.away} /> {goal.away.short_name ?? goal.away.name}
                  </span>{" "}
                  {goal.score ? <span className="player-goals__score">{pairText(goal.score, language)}</span> : null}
                </Link>
                <span className="player-goals__date" data-kickoff={goal.kickoff} suppressHydrationWarning>
                  {formatMatchDate(goal.kickoff, language, zone)}
                </span>
              </th>
            </tr>
          ))}
        </tbody>
      </table>
      {competition.scorersHref ? (
        <p className="scorers-more">
          <Link to={competition.scorersHref}>{texts.allScorers}</Link>
        </p>
      ) : null}
    </section>
  );
}
