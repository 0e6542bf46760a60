import { type StatColumn, statColumnHeads } from "#app/football/format.ts";
import { useSite } from "#app/i18n/use-site.ts";

/** A statistics table's columns, in its order, each with the class of its header cell. */
export type StatColumns = readonly (readonly [StatColumn, string?])[];

/**
 * The header cells of a statistics table's columns (ADR 0007): each column's label as
 * `statColumnHeads` says it, in an `<abbr>` with the long form where the label abbreviates. The
 * cells alone, no row: a table puts cells of its own before or after them (an empty corner, the form
 * column). It is in the results' shared chunk (vite.config.ts), which every page with such a table
 * loads anyway, so the loop is written once without a file of its own.
 */
export function StatColumnHeads({ columns }: { columns: StatColumns }) {
  const heads = statColumnHeads(useSite().messages);
  return columns.map(([column, className]) => {
    const [label, long] = heads[column];
    return (
      <th key={column} scope="col" className={className}>
        {long ? <abbr title={long}>{label}</abbr> : label}
      </th>
    );
  });
}
