import type { HTMLAttributes, ReactNode } from "react";
import type { ZoneKind } from "../../../../contract/schemas-standings.ts";
import { useSite } from "../../../i18n/use-site.ts";
import { pairText, signedNumber } from "../views/format.ts";

/**
 * The site's statistics tables (the league table, the home page's top of it, a team's record, both
 * teams' places before a match) share one table component and the definitions of their common
 * columns: each table is the list of its columns. A column gives its header cell and, per row, its
 * body cell; the column a row is about (the team, or a label) is the row's header.
 */
export interface StatColumn<Row> {
  key: string;
  /** The header cell's content (an `<abbr>` with the long form, or a plain label); null: an empty corner cell (`<td>`). */
  header: ReactNode | null;
  headerClassName?: string;
  cellClassName?: string;
  /** The row's header cell (`<th scope="row">`) rather than a data cell. */
  rowHeader?: boolean;
  cell: (row: Row) => ReactNode;
}

export function StatsTable<Row>({
  className,
  caption,
  captionClassName,
  columns,
  rows,
  rowKey,
  rowAttributes,
}: {
  className: string;
  caption: string;
  captionClassName?: string;
  columns: readonly StatColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Attributes of a row's `<tr>` (its zone, the class that closes one). */
  rowAttributes?: (row: Row, index: number) => HTMLAttributes<HTMLTableRowElement> & { "data-zone"?: string };
}) {
  return (
    <table className={className}>
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) =>
            column.header === null ? (
              <td key={column.key} />
            ) : (
              <th key={column.key} scope="col" className={column.headerClassName}>
                {column.header}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row)} {...rowAttributes?.(row, index)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.key} scope="row" className={column.cellClassName}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.key} className={column.cellClassName}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Where a column's cells take their classes from, when a table needs others than the common ones. */
type ColumnClasses = Pick<StatColumn<unknown>, "headerClassName" | "cellClassName">;

/**
 * The common columns in the page's language: each takes how to read its figure from a table's row
 * (rows differ: a table row, a team's record, a place before a match) and, where a table styles it
 * differently, its classes.
 */
export function useStatColumns() {
  const { language, messages } = useSite();
  const short = messages.tableColumns;
  const long = messages.results.table;
  const zones = messages.results.standings.zones;
  return {
    /** Position, with its zone in words for screen readers (the colour says it to the eye). */
    position<Row>(position: (row: Row) => number, zone?: (row: Row) => ZoneKind | null | undefined, classes?: ColumnClasses): StatColumn<Row> {
      return {
        key: "position",
        header: <abbr title={short.position}>#</abbr>,
        headerClassName: "standings__position",
        cellClassName: "standings__position",
        ...classes,
        cell: (row) => {
          const kind = zone?.(row);
          return (
            <>
              {position(row)}
              {kind ? <span className="visually-hidden">{`, ${zones[kind]}`}</span> : null}
            </>
          );
        },
      };
    },
    /** The team the row is about: the row's header. */
    team<Row>(team: (row: Row) => ReactNode): StatColumn<Row> {
      return { key: "team", header: short.team, headerClassName: "data-table__name", cellClassName: "data-table__name", rowHeader: true, cell: team };
    },
    matches<Row>(played: (row: Row) => number): StatColumn<Row> {
      return { key: "matches", header: <abbr title={long.matchesLong}>{short.matches}</abbr>, cell: played };
    },
    won<Row>(won: (row: Row) => number, classes?: ColumnClasses): StatColumn<Row> {
      return { key: "won", header: <abbr title={long.wonLong}>{long.won}</abbr>, ...classes, cell: won };
    },
    drawn<Row>(drawn: (row: Row) => number, classes?: ColumnClasses): StatColumn<Row> {
      return { key: "drawn", header: <abbr title={long.drawnLong}>{long.drawn}</abbr>, ...classes, cell: drawn };
    },
    lost<Row>(lost: (row: Row) => number, classes?: ColumnClasses): StatColumn<Row> {
      return { key: "lost", header: <abbr title={long.lostLong}>{long.lost}</abbr>, ...classes, cell: lost };
    },
    /** Goals for and against ("67:36"). */
    goals<Row>(goals: (row: Row) => { for: number; against: number }, classes?: ColumnClasses): StatColumn<Row> {
      return {
        key: "goals",
        header: long.goals,
        ...classes,
        cell: (row) => {
          const { for: scored, against } = goals(row);
          return pairText({ home: scored, away: against }, language);
        },
      };
    },
    /** The goal difference, signed ("+31", "−6"). */
    difference<Row>(difference: (row: Row) => number, classes?: ColumnClasses): StatColumn<Row> {
      return {
        key: "difference",
        header: <abbr title={long.differenceLong}>{short.difference}</abbr>,
        ...classes,
        cell: (row) => signedNumber(difference(row), language),
      };
    },
    /** Points, in bold unless `plain` (the home page's short table sets them apart by its class). */
    points<Row>(points: (row: Row) => number | null, { plain = false, ...classes }: ColumnClasses & { plain?: boolean } = {}): StatColumn<Row> {
      return {
        key: "points",
        header: <abbr title={long.pointsLong}>{short.points}</abbr>,
        ...classes,
        cell: (row) => (plain ? points(row) : <strong>{points(row)}</strong>),
      };
    },
  };
}
