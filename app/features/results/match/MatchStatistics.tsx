import type { CSSProperties } from "react";
import { useSite } from "#app/i18n/use-site.ts";
import type { Match } from "#contract/schemas.ts";
import { type StatisticRow, statisticText } from "./match-events-view.ts";

/**
 * The team statistics, one row each: the home value, the statistic, the away value, and under
 * them a bar split by the two values (the home team's part from the left). The bar is drawn only;
 * the values are text, each with its team's name for screen readers.
 */
export function MatchStatistics({ match, rows }: { match: Match; rows: StatisticRow[] }) {
  const { language, messages } = useSite();
  const texts = messages.results.matchEvents;
  return (
    <section className="match-section match-section--story" aria-labelledby="match-statistics">
      <h3 id="match-statistics">{texts.statistics}</h3>
      <p className="match-stats__teams" aria-hidden="true">
        <span>{match.home.short_name ?? match.home.name}</span>
        <span>{match.away.short_name ?? match.away.name}</span>
      </p>
      <ul className="match-stats">
        {rows.map((row) => (
          <li key={row.key}>
            <span className="match-stats__value">
              <span className="visually-hidden">{match.home.name}: </span>
              {statisticText(row, "home", language)}
            </span>
            <span className="match-stats__label">{texts.statistic[row.key]}</span>
            <span className="match-stats__value">
              <span className="visually-hidden">{match.away.name}: </span>
              {statisticText(row, "away", language)}
            </span>
            <span className="match-stats__bar" aria-hidden="true" style={{ "--home": `${row.homeShare}%` } as CSSProperties} />
          </li>
        ))}
      </ul>
    </section>
  );
}
