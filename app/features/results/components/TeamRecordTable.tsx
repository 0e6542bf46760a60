import type { TeamRecord } from "../../../../contract/schemas-team.ts";
import { fillTemplate } from "../../../i18n/template.ts";
import { useSite } from "../../../i18n/use-site.ts";
import type { TeamCompetitionView } from "../views/team-view.ts";
import { type StatColumn, StatsTable, useStatColumns } from "./StatsTable.tsx";

/**
 * A team's record in one competition: total, home and away (a tournament's venues are neutral, so
 * it gets the total only), with points in a league.
 */
export function TeamRecordTable({ competition }: { competition: TeamCompetitionView }) {
  const { messages } = useSite();
  const texts = messages.results.team.record;
  const { record } = competition;
  const rows: [string, TeamRecord][] =
    competition.kind === "tournament"
      ? [[texts.total, record.total]]
      : [
          [texts.total, record.total],
          [texts.home, record.home],
          [texts.away, record.away],
        ];
  // Points only for a league: elsewhere the record also counts knockout matches, where points mean nothing.
  const withPoints = competition.kind === "league" && record.total.points !== null;
  const column = useStatColumns();
  const columns: StatColumn<[string, TeamRecord]>[] = [
    { key: "label", header: null, cellClassName: "data-table__name", rowHeader: true, cell: ([label]) => label },
    column.matches(([, row]) => row.played),
    column.won(([, row]) => row.won),
    column.drawn(([, row]) => row.drawn),
    column.lost(([, row]) => row.lost),
    column.goals(([, row]) => ({ for: row.goals_for, against: row.goals_against })),
    // On phones the goals say it: the difference waits for wider screens.
    column.difference(([, row]) => row.goals_for - row.goals_against, { headerClassName: "wide-only", cellClassName: "wide-only" }),
    ...(withPoints ? [column.points(([, row]: [string, TeamRecord]) => row.points)] : []),
  ];
  const caption = fillTemplate(texts.caption, { competition: competition.name });
  return (
    <div className="table-scroll team-record" role="region" aria-label={caption} tabIndex={0}>
      <StatsTable
        className="data-table team-record__table"
        caption={caption}
        captionClassName="visually-hidden"
        columns={columns}
        rows={rows}
        rowKey={([label]) => label}
      />
    </div>
  );
}
