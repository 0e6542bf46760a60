import { Link } from "react-router";
import { useSite } from "../../i18n/use-site.ts";
import { type StatColumn, StatsTable, useStatColumns } from "../results/components/StatsTable.tsx";
import { ZoneLegend } from "../results/components/ZoneLegend.tsx";
import { HomeTeam } from "./HomeTeam.tsx";
import type { HomeTableRow, HomeTableTeaser } from "./views/home-view.ts";

/** The top of the page language's league table (zones as on the table tab) and the way to the whole table. */
export function TableTeaser({ table }: { table: HomeTableTeaser }) {
  const { messages } = useSite();
  const column = useStatColumns();
  const columns: StatColumn<HomeTableRow>[] = [
    column.position(
      (row) => row.position,
      (row) => row.zone,
    ),
    column.team((row) => <HomeTeam team={row.team} />),
    column.matches((row) => row.played),
    column.difference((row) => row.goalDifference),
    column.points((row) => row.points, { plain: true, cellClassName: "home-table__points" }),
  ];
  const heading = table.title;
  return (
    <section className="home-panel home-panel--table" aria-labelledby="home-table">
      <h3 id="home-table">{heading}</h3>
      {table.heading ? <p className="home-panel__note">{table.heading}</p> : null}
      <StatsTable
        className="data-table standings home-table"
        caption={table.heading ? `${heading}, ${table.heading}` : heading}
        captionClassName="visually-hidden"
        columns={columns}
        rows={table.rows}
        rowKey={(row) => row.team.id}
        rowAttributes={(row) => ({ "data-zone": row.zone ?? undefined })}
      />
      {/* The colours in words, as on the table tab. */}
      <ZoneLegend entries={table.legend} />
      <Link className="home-more" to={table.href}>
        {messages.home.fullTable}
      </Link>
    </section>
  );
}
