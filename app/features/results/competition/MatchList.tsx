import { Link } from "react-router";
import { FollowStar } from "#app/components/FollowStar.tsx";
import { useLiveMatch } from "#app/features/live/interface.ts";
import { finalScore, formatKickoffTime, formatMatchDate, isInPlay, pairText, shortStatusLabel, statusLabel } from "#app/football/format.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useTimeZone } from "#app/i18n/time-zone.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { MatchRow } from "../shared/competition-view.ts";
import { TeamName } from "../shared/TeamName.tsx";

/**
 * A round's matches, grouped by calendar day under a date heading: the day in the shown time zone,
 * so after hydration a 21:00 MEZ kick-off moves to the next day's heading for a visitor in Tokyo.
 */
export function MatchList({ matches }: { matches: MatchRow[] }) {
  const { language, messages } = useSite();
  // The zone the document shows: the kick-offs' zone script may have regrouped the days and written
  // the times already, so hydration finds its markup and texts (the texts from the record it completed).
  const zone = useTimeZone(language, true);
  if (matches.length === 0) return <p className="empty-state">{messages.states.noData}</p>;
  // Grouped by the date as its heading writes it (the year included): no second formatter to load.
  const days = new Map<string, MatchRow[]>();
  for (const match of matches) {
    const day = formatMatchDate(match.kickoff, language, zone);
    days.set(day, [...(days.get(day) ?? []), match]);
  }
  return (
    <div className="match-days">
      {[...days.entries()].map(([day, dayMatches]) => (
        <section key={day} className="match-day">
          <h3 className="match-day__date">{day}</h3>
          <ul className="match-list">
            {dayMatches.map((match) => (
              <MatchListRow key={match.id} match={match} zone={zone} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * One match: home and away (stacked on phones, one line "home – score – away" on wider screens),
 * the score or, before kick-off, the kick-off time, and the kick-off time of a played match small
 * beside it; a match in play shows its current score and its minute ("67'", "Halbzeit"). Team
 * names link to the team pages; the score cell links to the match page and its ::after covers the
 * whole row (links cannot nest), so the row stays one big target for the match while the team
 * links and each team's star sit above it. The match link's name reads "FC Bayern München 2:0 VfL Wolfsburg".
 */
function MatchListRow(props: { match: MatchRow; zone: string }) {
  const match = useLiveMatch(props.match);
  const { language, messages } = useSite();
  const score = finalScore(match);
  const label = statusLabel(match, language, messages);
  const time = formatKickoffTime(match.kickoff, language, props.zone);
  const side = (team: "home" | "away") => `match-row__team match-row__team--${team}${match.winner === team ? " match-row__team--winner" : ""}`;
  return (
    <li className={score ? (isInPlay(match) ? "match-row match-row--live" : "match-row") : "match-row match-row--open"}>
      <span className={side("home")}>
        <TeamName team={match.home} link />
        <FollowStar team={match.home} />
      </span>
      <Link className="match-row__result" to={match.href} prefetch="intent">
        {score ? (
          <>
            <span className="visually-hidden">{match.home.name} </span>
            <span className="match-row__score">{pairText(score, language)}</span>
            <span className="visually-hidden">
              {" "}
              {match.away.name}
              {label ? `, ${label}` : ""}
            </span>
          </>
        ) : (
          <>
            {/* Not played: the kick-off time (or why there is none) where the score will be. */}
            <span className="visually-hidden">{fillTemplate(messages.results.lists.fixture, { home: match.home.name, away: match.away.name })}, </span>
            <span className="match-row__pending" data-kickoff={match.kickoff}>
              {label ?? time}
            </span>
          </>
        )}
      </Link>
      <span className={side("away")}>
        <TeamName team={match.away} link />
        <FollowStar team={match.away} />
      </span>
      {score || label ? (
        <time className="match-row__time" dateTime={match.kickoff}>
          {time}
        </time>
      ) : null}
      {/* Read as part of the match link's name already. A status wider than a phone's row is its short
          form ("i. E." for "n. V., 4:2 i. E."), the whole its title, which the stylesheet draws instead
          from 600 px on. */}
      {score && label ? (
        <span className={isInPlay(match) ? "match-row__status live-minute" : "match-row__status"} aria-hidden="true" title={label}>
          {shortStatusLabel(match, messages) ?? label}
        </span>
      ) : null}
    </li>
  );
}
