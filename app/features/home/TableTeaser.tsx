import { Link } from "react-router";
import { StatColumnHeads, type StatColumns, ZoneLegend } from "#app/features/results/interface.ts";
import { signedNumber } from "#app/football/format.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { HomeTeam } from "./HomeTeam.tsx";
import type { HomeTableTeaser } from "./views/home-view.ts";

/** The short table's columns (the common heads of app/football/format.ts) and their header classes. */
const COLUMNS: StatColumns = [["position", "standings__position"], ["team", "data-table__name"], ["matches"], ["difference"], ["points"]];

/** The top of the page language's league table (zones as on the table tab) and the way to the whole table. */
export function TableTeaser({ table }: { table: HomeTableTeaser }) {
  const { language, messages } = useSite();
  const heading = table.title;
  return (
    <section className="home-panel home-panel--table render-when-near" aria-labelledby="home-table">
      <h3 id="home-table">{heading}</h3>
      {table.heading ? <p className="home-panel__note">{table.heading}</p> : null}
      <table className="data-table standings home-table">
        <caption className="visually-hidden">{table.heading ? `${heading}, ${table.heading}` : heading}</caption>
        <thead>
          <tr>
            <StatColumnHeads columns={COLUMNS} />
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.team.id} data-zone={row.zone ?? undefined}>
              <td className="standings__position">
                {row.position}
                {row.zone ? <span className="visually-hidden">{`, ${messages.results.standings.zones[row.zone]}`}</span> : null}
              </td>
              <th scope="row" className="data-table__name">
                <HomeTeam team={row.team} />
              </th>
              <td>{row.played}</td>
              <td>{signedNumber(row.goalDifference, language)}</td>
              <td className="home-table__points">{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* The colours in words, as on the table tab. */}
      <ZoneLegend entries={table.legend} />
      <Link className="home-more" to={table.href}>
        {messages.home.fullTable}
      </Link>
    </section>
  );
}
