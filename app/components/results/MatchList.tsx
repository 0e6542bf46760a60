import { Link } from "react-router";
import { useSite } from "../../i18n/use-site.ts";
import { formatKickoffTime, formatMatchDate, matchDayKey, scoreText, statusLabel } from "../../results/format.ts";
import type { MatchRow } from "../../results/views.ts";

/** A round's matches, grouped by calendar day; each match links to its detail page. */
export function MatchList({ matches }: { matches: MatchRow[] }) {
  const { language, messages } = useSite();
  if (matches.length === 0) return <p className="empty-state">{messages.states.noData}</p>;
  const days = new Map<string, MatchRow[]>();
  for (const match of matches) {
    const key = matchDayKey(match.kickoff);
    days.set(key, [...(days.get(key) ?? []), match]);
  }
  return (
    <div className="match-days">
      {[...days.values()].map((dayMatches) => (
        <section key={dayMatches[0]!.kickoff} className="match-day">
          <h3>{formatMatchDate(dayMatches[0]!.kickoff, language)}</h3>
          <ul className="match-list">
            {dayMatches.map((match) => {
              const label = statusLabel(match, messages);
              const played = match.score.ft !== null;
              return (
                <li key={match.id}>
                  <Link className="match-row" to={match.href} prefetch="intent">
                    <span className="match-row__team match-row__team--home">{match.home.name}</span>
                    {/* An open match shows its kick-off time where the score will be. */}
                    <span className={played ? "match-row__score" : "match-row__score match-row__score--open"}>
                      {played ? scoreText(match) : formatKickoffTime(match.kickoff, language, messages)}
                    </span>
                    <span className="match-row__team match-row__team--away">{match.away.name}</span>
                    {label ? <span className="match-row__status">{label}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
