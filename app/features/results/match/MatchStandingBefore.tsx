import { Link } from "react-router";
import { signedNumber } from "#app/football/format.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { Match } from "#contract/schemas.ts";
import { StatColumnHeads, type StatColumns } from "../shared/StatColumnHeads.tsx";
import { TeamName } from "../shared/TeamName.tsx";
import type { MatchContextView } from "./match-view.ts";

/** The columns (the common heads of views/format.ts) and their header classes. */
const COLUMNS: StatColumns = [["position"], ["team", "data-table__name"], ["matches"], ["difference"], ["points"]];

/**
 * Both teams' place in the table before kick-off (home team first, as in the scoreboard): position,
 * matches played, goal difference and points, with a link to the full table.
 */
export function MatchStandingBefore({ match, before }: { match: Match; before: NonNullable<MatchContextView["before"]> }) {
  const { language, messages } = useSite();
  const texts = messages.results.matchPage.before;
  const rows = [
    { team: match.home, standing: before.home },
    { team: match.away, standing: before.away },
  ];
  return (
    <section className="match-section match-section--before render-when-near" aria-labelledby="match-before">
      <h3 id="match-before">{texts.heading}</h3>
      <table className="data-table match-before__table">
        <caption className="visually-hidden">{texts.caption}</caption>
        <thead>
          <tr>
            <StatColumnHeads columns={COLUMNS} />
          </tr>
        </thead>
        <tbody>
          {rows.map(({ team, standing }) => (
            <tr key={team.id}>
              <td className="match-before__position">{standing.position}</td>
              <th scope="row" className="data-table__name">
                <TeamName team={team} />
              </th>
              <td>{standing.played}</td>
              <td>{signedNumber(standing.goal_difference, language)}</td>
              <td>
                <strong>{standing.points}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {before.tableHref ? (
        <p className="match-section__more">
          <Link to={before.tableHref}>{texts.table}</Link>
        </p>
      ) : null}
    </section>
  );
}
