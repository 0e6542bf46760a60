import { Link } from "react-router";
import { href } from "#app/i18n/href.ts";
import { fillPlural } from "#app/i18n/plural.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { EmptyState } from "../shared/EmptyState.tsx";
import { TeamName } from "../shared/TeamName.tsx";
import { LEADING_SCORERS, type ScorersList } from "./scorers-view.ts";

/**
 * The scorers: the leading 25 (with everyone tied at the 25th place) and a link to the full list,
 * or the full list and a link back, with an assists column where the list has assists. Each scorer links to the player's page (where the backend names
 * it), each scorer's team to its team page.
 */
export function ScorersTable({ list }: { list: ScorersList }) {
  const { language, messages } = useSite();
  const texts = messages.results.scorers;
  if (list.scorers.length === 0) return <EmptyState text={messages.states.noData} reason={list.emptyReason} />;
  // Assists only where the backend's data names them (a list derived from match events with assists).
  const withAssists = list.scorers.some((scorer) => scorer.assists !== undefined);
  return (
    <>
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
              {withAssists ? <th scope="col">{texts.assists}</th> : null}
              <th scope="col" className="wide-only">
                {texts.penalties}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.scorers.map((scorer) => (
              <tr key={`${scorer.name}-${scorer.team.id}`}>
                <td>{scorer.rank}</td>
                <th scope="row" className="data-table__name">
                  {scorer.player_slug ? <Link to={href("player", language, { player: scorer.player_slug })}>{scorer.name}</Link> : scorer.name}
                </th>
                <td className="data-table__name scorers__team">
                  <TeamName team={scorer.team} link />
                </td>
                <td>
                  <strong>{scorer.goals}</strong>
                </td>
                {withAssists ? <td>{scorer.assists ?? 0}</td> : null}
                <td className="wide-only">{scorer.penalties}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.allHref ? (
        <p className="scorers-more">
          <Link to={list.allHref}>{fillPlural(messages.results.lists.scorers.showAll, list.total, language)}</Link>
        </p>
      ) : null}
      {list.leadingHref ? (
        <p className="scorers-more">
          <Link to={list.leadingHref}>{fillTemplate(messages.results.lists.scorers.showTop, { count: LEADING_SCORERS })}</Link>
        </p>
      ) : null}
    </>
  );
}
