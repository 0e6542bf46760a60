import { Link } from "react-router";
import { FollowStar } from "#app/components/FollowStar.tsx";
import { StaticIsland } from "#app/components/StaticIsland.tsx";
import { useLiveMatch, useLiveStates } from "#app/features/live/interface.ts";
import { finalScore, isInPlay, liveStatus, pairText, scoreFromSide, signedNumber } from "#app/football/format.ts";
import { ROUND_QUERY_PARAM, TABLE_VIEWS } from "#app/football/lists-query.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { Team } from "#contract/schemas.ts";
import { EmptyState } from "../shared/EmptyState.tsx";
import { StatColumnHeads, type StatColumns } from "../shared/StatColumnHeads.tsx";
import { TeamName } from "../shared/TeamName.tsx";
import { FormBadges } from "./FormBadges.tsx";
import { LiveTableNoteLine, MoveMark, ProjectionOutlook } from "./ProjectionOutlook.tsx";
import { RoundNav } from "./RoundNav.tsx";
import { type LiveTableMatch, type StandingsGroupView, type StandingsRowView, type StandingsView } from "./standings-view.ts";
import { ZoneLegend } from "./ZoneLegend.tsx";

/**
 * The table tab's content: the heading (the matchday the table is after, or the final table), the
 * matchday picker, the overall/home/away switch, the table(s) and the zone legend. Everything is a
 * plain link or a GET form, so it all works without JavaScript.
 */
export function StandingsSection({
  standings,
  playing = [],
  emptyReason = null,
  bracketHref,
}: {
  standings: StandingsView;
  playing?: LiveTableMatch[];
  emptyReason?: string | null;
  bracketHref?: string;
}) {
  const { messages } = useSite();
  const texts = messages.results.standings;
  if (standings.groups.length === 0) {
    const reason = emptyReason && (
      <>
        {emptyReason}
        {bracketHref ? (
          <>
            {" "}
            <Link to={bracketHref}>{messages.results.knockout.tab}</Link>
          </>
        ) : null}
      </>
    );
    return <EmptyState text={messages.states.noTable} reason={reason} />;
  }
  const { picker } = standings;
  return (
    // No name of its own: the table's scroll region below carries the heading's text already, and two
    // landmarks of one name are one too many (axe's `landmark-unique`).
    <section className="standings-section">
      {standings.heading || picker || standings.viewLinks ? (
        <div className="standings-head">
          {standings.heading ? (
            <h2 id="standings-heading" className="standings-head__title">
              {standings.heading}
            </h2>
          ) : null}
          {picker ? (
            <RoundNav
              label={texts.picker.label}
              current={picker.current}
              rounds={picker.matchdays}
              previous={picker.previous}
              next={picker.next}
              currentRoundId={picker.currentRoundId}
              formAction={picker.formAction}
              paramName={ROUND_QUERY_PARAM}
              heading={null}
              previousLabel={texts.picker.previous}
              nextLabel={texts.picker.next}
            />
          ) : null}
          <ViewSwitch standings={standings} />
        </div>
      ) : null}
      {standings.liveNote ? <LiveTableNoteLine note={standings.liveNote} /> : null}
      {standings.groups.map((group) => (
        <StandingsTable key={group.slug ?? "table"} group={group} standings={standings} playing={playing} />
      ))}
      <ZoneLegend entries={standings.legend} />
      {standings.outlook ? <ProjectionOutlook outlook={standings.outlook} /> : null}
    </section>
  );
}

/** Overall, home and away table as links (the view is a query parameter, see standings-view.ts). */
function ViewSwitch({ standings }: { standings: StandingsView }) {
  const { messages } = useSite();
  const texts = messages.results.standings.views;
  const links = standings.viewLinks;
  if (!links) return null;
  return (
    <nav className="chip-nav standings-views" aria-label={texts.label}>
      <ul>
        {TABLE_VIEWS.map((view) => (
          <li key={view}>
            <Link to={links[view]} aria-current={view === standings.view ? "page" : undefined} preventScrollReset>
              {texts[view]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A table's columns (the common heads of views/format.ts) and their header classes; the form column follows where there is form. */
const COLUMNS: StatColumns = [
  ["position", "standings__position"],
  ["team", "data-table__name"],
  ["matches"],
  ["won", "wide-only"],
  ["drawn", "wide-only"],
  ["lost", "wide-only"],
  ["goals", "wide-only"],
  ["difference"],
  ["points"],
];

/** One table: position with its zone, team, matches, won/drawn/lost (wide screens), goals, difference, points, form. */
export function StandingsTable({ group, standings, playing }: { group: StandingsGroupView; standings: StandingsView; playing: LiveTableMatch[] }) {
  const { language, messages } = useSite();
  const texts = messages.results.table;
  const standingsTexts = messages.results.standings;
  const viewCaption = standings.view === "home" ? standingsTexts.views.homeCaption : standings.view === "away" ? standingsTexts.views.awayCaption : null;
  // Leagues and league phases have the heading above; a tournament's groups (and the plain table) name themselves.
  // While matches are in play the overall table is the live one, and its caption says so first.
  const liveCaption = standings.liveNote ? standingsTexts.projection.liveCaption : null;
  const caption = standings.heading
    ? [liveCaption ?? viewCaption ?? standings.heading, viewCaption || liveCaption ? standings.heading : null, group.name].filter(Boolean).join(" · ")
    : group.name
      ? fillTemplate(texts.groupTable, { group: group.name })
      : messages.results.tabs.table;
  const teamById = new Map<number, Team>(group.rows.map((row) => [row.team.id, row.team]));
  // A static island (ADR 0708): links and the head script's stars only. With a team in play its live
  // mark follows the live states, so a new score or minute renders the table with React.
  const liveStates = useLiveStates();
  const live = playing.length > 0;
  return (
    <StaticIsland className="table-scroll" role="region" aria-label={caption} tabIndex={0} inputs={[group, standings, live && playing, live && liveStates]}>
      <table className="data-table standings">
        <caption className={standings.heading || !group.name ? "visually-hidden" : undefined}>{caption}</caption>
        <thead>
          <tr>
            <StatColumnHeads columns={COLUMNS} />
            {standings.hasForm ? (
              <th scope="col" className="standings__form">
                <abbr title={standingsTexts.form.columnLong}>{standingsTexts.form.column}</abbr>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row, index) => (
            <tr key={row.team.id} data-zone={row.zone ?? undefined} className={zoneEnds(row, group.rows[index + 1]) ? "standings__zone-end" : undefined}>
              <td className="standings__position">
                {row.position}
                {row.zone ? <span className="visually-hidden">{`, ${standingsTexts.zones[row.zone]}`}</span> : null}
                {row.move ? <MoveMark move={row.move} /> : null}
              </td>
              <th scope="row" className="data-table__name">
                <span className="team-with-star">
                  <TeamName team={row.team} link />
                  <FollowStar team={row.team} />
                </span>
                <LivePlaying teamId={row.team.id} playing={playing} />
              </th>
              <td>{row.played}</td>
              <td className="wide-only">{row.won}</td>
              <td className="wide-only">{row.drawn}</td>
              <td className="wide-only">{row.lost}</td>
              <td className="wide-only standings__goals">{pairText({ home: row.goals_for, away: row.goals_against }, language)}</td>
              <td>{signedNumber(row.goal_difference, language)}</td>
              <td className="standings__points">
                <strong>{row.points}</strong>
              </td>
              {standings.hasForm ? (
                <td className="standings__form">
                  <FormBadges form={row.form ?? []} teamById={teamById} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </StaticIsland>
  );
}

/** The last row of a zone (or the row before one starts): a firmer line marks the boundary. */
function zoneEnds(row: StandingsRowView, next: StandingsRowView | undefined): boolean {
  return next !== undefined && (row.zone ?? null) !== (next.zone ?? null);
}

/**
 * Beside a team whose match is in play: the live badge and the current score from its side
 * ("Live 2:1"), kept current by the live stream. The row's figures already count that score.
 */
function LivePlaying({ teamId, playing }: { teamId: number; playing: LiveTableMatch[] }) {
  const found = playing.find((m) => m.home.id === teamId || m.away.id === teamId);
  return found ? <LivePlayingMark teamId={teamId} match={found} /> : null;
}

function LivePlayingMark({ teamId, match: rendered }: { teamId: number; match: LiveTableMatch }) {
  const { language, messages } = useSite();
  const match = useLiveMatch(rendered);
  const score = finalScore({ score: scoreFromSide(match.score, match.home.id === teamId ? "home" : "away") });
  if (!isInPlay(match) || !score) return null;
  const live = liveStatus(match, messages);
  return (
    <span className="standings__live">
      <span className="live-badge">{messages.results.live.live}</span> {pairText(score, language)}
      {live?.minute ? <span className="standings__live-minute"> {live.minute}</span> : null}
    </span>
  );
}
