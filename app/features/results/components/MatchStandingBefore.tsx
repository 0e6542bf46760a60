import { Link } from "react-router";
import type { Match } from "../../../../contract/schemas.ts";
import { useSite } from "../../../i18n/use-site.ts";
import type { MatchContextView } from "../views/match-view.ts";
import { type StatColumn, StatsTable, useStatColumns } from "./StatsTable.tsx";
import { TeamName } from "./TeamName.tsx";

/**
 * Both teams' place in the table before kick-off (home team first, as in the scoreboard): position,
 * matches played, goal difference and points, with a link to the full table.
 */
export function MatchStandingBefore({ match, before }: { match: Match; before: NonNullable<MatchContextView["before"]> }) {
  const { messages } = useSite();
  const texts = messages.results.matchPage.before;
  const rows = [
    { team: match.home, standing: before.home },
    { team: match.away, standing: before.away },
  ];
  const column = useStatColumns();
  const columns: StatColumn<(typeof rows)[number]>[] = [
    column.position(({ standing }) => standing.position, undefined, { headerClassName: undefined, cellClassName: "match-before__position" }),
    column.team(({ team }) => <TeamName team={team} />),
    column.matches(({ standing }) => standing.played),
    column.difference(({ standing }) => standing.goal_difference),
    column.points(({ standing }) => standing.points),
  ];
  return (
    <section className="match-section match-section--before" aria-labelledby="match-before">
      <h3 id="match-before">{texts.heading}</h3>
      <StatsTable
        className="data-table match-before__table"
        caption={texts.caption}
        captionClassName="visually-hidden"
        columns={columns}
        rows={rows}
        rowKey={({ team }) => team.id}
      />
      {before.tableHref ? (
        <p className="match-section__more">
          <Link to={before.tableHref}>{texts.table}</Link>
        </p>
      ) : null}
    </section>
  );
}
