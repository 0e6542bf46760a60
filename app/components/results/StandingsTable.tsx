import { fillTemplate } from "../../i18n/template.ts";
import { useSite } from "../../i18n/use-site.ts";
import { signedNumber } from "../../results/format.ts";
import type { TableGroup } from "../../results/schemas.ts";

/** League or group tables: position, team, played, won, drawn, lost, goals, difference, points. */
export function StandingsTables({ groups }: { groups: TableGroup[] }) {
  const { language, messages } = useSite();
  const columns = messages.tableColumns;
  const texts = messages.results.table;
  if (groups.length === 0) return <p className="empty-state">{messages.states.noTable}</p>;
  return (
    <>
      {groups.map((group) => {
        const caption = group.name ? fillTemplate(texts.groupTable, { group: group.name }) : messages.results.tabs.table;
        return (
          <div className="table-scroll" key={group.slug ?? "table"} role="region" aria-label={caption} tabIndex={0}>
            <table className="data-table standings">
              <caption className={group.name ? undefined : "visually-hidden"}>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <abbr title={columns.position}>#</abbr>
                  </th>
                  <th scope="col" className="data-table__name">
                    {columns.team}
                  </th>
                  <th scope="col">
                    <abbr title={texts.matchesLong}>{columns.matches}</abbr>
                  </th>
                  <th scope="col" className="wide-only">
                    <abbr title={texts.wonLong}>{texts.won}</abbr>
                  </th>
                  <th scope="col" className="wide-only">
                    <abbr title={texts.drawnLong}>{texts.drawn}</abbr>
                  </th>
                  <th scope="col" className="wide-only">
                    <abbr title={texts.lostLong}>{texts.lost}</abbr>
                  </th>
                  <th scope="col" className="wide-only">
                    {texts.goals}
                  </th>
                  <th scope="col">
                    <abbr title={texts.differenceLong}>{columns.difference}</abbr>
                  </th>
                  <th scope="col">
                    <abbr title={texts.pointsLong}>{columns.points}</abbr>
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.rows.map((row) => (
                  <tr key={row.team.id}>
                    <td>{row.position}</td>
                    <th scope="row" className="data-table__name">
                      {row.team.name}
                    </th>
                    <td>{row.played}</td>
                    <td className="wide-only">{row.won}</td>
                    <td className="wide-only">{row.drawn}</td>
                    <td className="wide-only">{row.lost}</td>
                    <td className="wide-only">
                      {row.goals_for}:{row.goals_against}
                    </td>
                    <td>{signedNumber(row.goal_difference, language)}</td>
                    <td>
                      <strong>{row.points}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </>
  );
}
