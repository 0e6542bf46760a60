import { Link } from "react-router";
import { FollowStar } from "#app/components/FollowStar.tsx";
import { StaticIsland } from "#app/components/StaticIsland.tsx";
import { AppStoreLinks } from "#app/features/app/interface.ts";
import { pairText, signedNumber } from "#app/football/format.ts";
import { fillPlural } from "#app/i18n/plural.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useTimeZone } from "#app/i18n/time-zone.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { TeamBadge } from "../shared/TeamName.tsx";
import { type TeamCompetitionView, type TeamPageView, winnersTitle } from "./team-view.ts";
import { TeamFixtures } from "./TeamFixtures.tsx";
import { TeamForm } from "./TeamForm.tsx";
import { TeamPositionChart } from "./TeamPositionChart.tsx";
import { TeamRecordTable } from "./TeamRecordTable.tsx";

/**
 * A team's page: its badge or flag and full name, its match in play (else its next, else its last;
 * `spotlight`, markup made by the loader: app/features/results/team/team-spotlight.server.ts), then one section per competition it plays in
 * (linked from the chips at the top): a cup's or tournament's stage reached (or title won) first, then
 * position, goals and form at a glance, the record, the position chart of a league or league phase,
 * and every match in date order. `sections`: markup made by the loader, the "add to calendar" block
 * (app/features/results/calendar/calendar-links.server.ts) and the news about the team
 * (app/features/news/team-news.server.ts).
 */
export function TeamSeason({ view, spotlight, sections }: { view: TeamPageView; spotlight?: string; sections?: string }) {
  const { messages } = useSite();
  const { team, competitions } = view;
  return (
    <div className="container team-page">
      <header className="page-header team-page__header">
        {/* A backend without the identity fields gives no badge: the name stands alone. */}
        {team.flag || (team.colors && team.code) ? (
          <span className="team-page__badge">
            <TeamBadge team={team} large />
          </span>
        ) : null}
        <h1>{team.name}</h1>
        <FollowStar team={team} />
      </header>
      {spotlight ? <div dangerouslySetInnerHTML={{ __html: spotlight }} /> : null}
      {competitions.length > 1 ? (
        <nav className="chip-nav" aria-label={messages.results.team.competitions}>
          <ul>
            {competitions.map((c) => (
              <li key={c.id}>
                <a href={`#${c.anchor}`}>{c.shortName}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {sections ? <div dangerouslySetInnerHTML={{ __html: sections }} /> : null}
      {competitions.map((competition, index) => (
        <TeamCompetitionSection key={competition.id} teamName={team.name} competition={competition} later={index > 0} />
      ))}
      <AppStoreLinks />
    </div>
  );
}

/**
 * A competition's section is a static island (ADR 0708): nothing in it needs JavaScript (its stars
 * are the head script's), so a first visit reuses the server's HTML instead of hydrating hundreds of
 * rows. It renders with React again when the competition's data or the kick-offs' zone changes. (Not
 * `useKickoffZone`, which keeps the home page's island for a visitor whose zone reads its kick-offs
 * alike: its 0.25 KiB gzipped do not fit the team page's JavaScript budget, ADR 0708.) The competitions
 * after the first start below a phone's first screen: rendered when they near it (ADR 0712).
 */
function TeamCompetitionSection({ teamName, competition, later }: { teamName: string; competition: TeamCompetitionView; later: boolean }) {
  const { language } = useSite();
  const zone = useTimeZone(language);
  const headingId = `${competition.anchor}-heading`;
  return (
    <StaticIsland
      as="section"
      className={later ? "team-season render-when-near" : "team-season"}
      id={competition.anchor}
      aria-labelledby={headingId}
      inputs={[competition, zone]}
    >
      <TeamCompetitionContent teamName={teamName} competition={competition} headingId={headingId} />
    </StaticIsland>
  );
}

function TeamCompetitionContent({ teamName, competition, headingId }: { teamName: string; competition: TeamCompetitionView; headingId: string }) {
  const { language, messages } = useSite();
  const texts = messages.results.team;
  const { total } = competition.record;
  return (
    <>
      <h2 id={headingId} className="team-season__heading">
        <Link to={competition.href}>{competition.name}</Link> <span className="team-season__season">{competition.season}</span>
      </h2>
      <div className="team-season__facts">
        {competition.stage ? (
          <div className="team-fact">
            <span className="team-fact__label">{competition.stage.won ? texts.stage.title : texts.stage.reached}</span>
            <span className="team-fact__value team-fact__value--words">
              {competition.stage.won ? winnersTitle(texts.stage.winners, competition) : competition.stage.name}
            </span>
          </div>
        ) : null}
        {competition.position ? (
          <div className="team-fact">
            <span className="team-fact__label">
              {competition.position.final ? texts.position.final : texts.position.current}
              {competition.position.group ? ` · ${competition.position.group.name}` : ""}
            </span>
            <span className="team-fact__value">{competition.position.position}</span>
            <span className="team-fact__detail">
              {fillTemplate(texts.position.of, { count: competition.position.team_count })} ·{" "}
              {fillPlural(texts.position.points, competition.position.points, language, { points: competition.position.points })}
            </span>
            {competition.tableHref ? (
              <Link className="team-fact__link" to={competition.tableHref}>
                {texts.position.toTable}
              </Link>
            ) : null}
          </div>
        ) : null}
        {total.played > 0 ? (
          <div className="team-fact">
            <span className="team-fact__label">{texts.goals}</span>
            <span className="team-fact__value">{pairText({ home: total.goals_for, away: total.goals_against }, language)}</span>
            <span className="team-fact__detail">
              {fillTemplate(texts.goalDifference, { difference: signedNumber(total.goals_for - total.goals_against, language) })}
            </span>
          </div>
        ) : null}
        {competition.form.length > 0 ? (
          <div className="team-fact team-fact--form">
            <span className="team-fact__label">{texts.form.heading}</span>
            <TeamForm form={competition.form} />
          </div>
        ) : null}
      </div>
      {total.played > 0 ? <TeamRecordTable competition={competition} /> : null}
      {competition.positions.length > 0 && competition.position ? (
        <TeamPositionChart teamName={teamName} positions={competition.positions} teamCount={competition.position.team_count} />
      ) : null}
      <h3>{texts.fixtures.heading}</h3>
      <TeamFixtures competition={competition} />
    </>
  );
}
