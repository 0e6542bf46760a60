import { pairText, signedNumber } from "#app/football/format.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { TeamRecord } from "#contract/schemas-team.ts";
import { StatColumnHeads, type StatColumns } from "../shared/StatColumnHeads.tsx";
import type { TeamCompetitionView } from "./team-view.ts";

/**
 * The record's columns (the common heads of views/format.ts) after the row labels, and their header
 * classes: on phones the goals say it, so the difference waits for wider screens. Points follow in a league.
 */
const COLUMNS: StatColumns = [["matches"], ["won"], ["drawn"], ["lost"], ["goals"], ["difference", "wide-only"]];
const POINTS = ["points"] as const;

/**
 * A team's record in one competition: total, home and away (a tournament's venues are neutral, so
 * it gets the total only), with points in a league.
 */
export function TeamRecordTable({ competition }: { competition: TeamCompetitionView }) {
  const { language, messages } = useSite();
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
  return (
    <div className="table-scroll team-record" role="region" aria-label={fillTemplate(texts.caption, { competition: competition.name })} tabIndex={0}>
      <table className="data-table team-record__table">
        <caption className="visually-hidden">{fillTemplate(texts.caption, { competition: competition.name })}</caption>
        <thead>
          <tr>
            <td />
            <StatColumnHeads columns={withPoints ? [...COLUMNS, POINTS] : COLUMNS} />
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, row]) => (
            <tr key={label}>
              <th scope="row" className="data-table__name">
                {label}
              </th>
              <td>{row.played}</td>
              <td>{row.won}</td>
              <td>{row.drawn}</td>
              <td>{row.lost}</td>
              <td>{pairText({ home: row.goals_for, away: row.goals_against }, language)}</td>
              <td className="wide-only">{signedNumber(row.goals_for - row.goals_against, language)}</td>
              {withPoints ? (
                <td>
                  <strong>{row.points}</strong>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
