import { useSite } from "../../i18n/use-site.ts";
import type { Scorer } from "../../results/schemas.ts";

export function ScorersTable({ scorers }: { scorers: Scorer[] }) {
  const { messages } = useSite();
  const texts = messages.results.scorers;
  if (scorers.length === 0) return <p className="empty-state">{messages.states.noData}</p>;
  return (
    <div className="table-scroll" role="region" aria-label={messages.results.tabs.scorers} tabIndex={0}>
      <table className="data-table scorers">
        <caption className="visually-hidden">{messages.results.tabs.scorers}</caption>
        <thead>
          <tr>
            <th scope="col">
              <abbr title={texts.rank}>#</abbr>
            </th>
            <th scope="col" className="data-table__name">
              {messages.scorerColumns.scorer}
            </th>
            <th scope="col" className="data-table__name">
              {texts.team}
            </th>
            <th scope="col">{messages.scorerColumns.goals}</th>
            <th scope="col" className="wide-only">
              {texts.penalties}
            </th>
          </tr>
        </thead>
        <tbody>
          {scorers.map((scorer) => (
            <tr key={`${scorer.name}-${scorer.team.id}`}>
              <td>{scorer.rank}</td>
              <th scope="row" className="data-table__name">
                {scorer.name}
              </th>
              <td className="data-table__name">{scorer.team.name}</td>
              <td>
                <strong>{scorer.goals}</strong>
              </td>
              <td className="wide-only">{scorer.penalties}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
