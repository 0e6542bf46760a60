import { Link } from "react-router";
import { useSite } from "../../i18n/use-site.ts";
import { ZoneLegend } from "../results/components/ZoneLegend.tsx";
import { signedNumber } from "../results/views/format.ts";
import { HomeTeam } from "./HomeTeam.tsx";
import type { HomeTableTeaser } from "./views.ts";

/** The top of the page language's league table (zones as on the table tab) and the way to the whole table. */
export function TableTeaser({ table }: { table: HomeTableTeaser }) {
  const { language, messages } = useSite();
  const columns = messages.tableColumns;
  const texts = messages.results.table;
  const heading = table.title;
  return (
    <section className="home-panel home-panel--table" aria-labelledby="home-table">
      <h3 id="home-table">{heading}</h3>
      {table.heading ? <p className="home-panel__note">{table.heading}</p> : null}
      <table className="data-table standings home-table">
        <caption className="visually-hidden">{table.heading ? `${heading}, ${table.heading}` : heading}</caption>
        <thead>
          <tr>
            <th scope="col" className="standings__position">
              <abbr title={columns.position}>#</abbr>
            </th>
            <th scope="col" className="data-table__name">
              {columns.team}
            </th>
            <th scope="col">
              <abbr title={texts.matchesLong}>{columns.matches}</abbr>
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
