import { Link } from "react-router";
import type { Language } from "../../../../lib/languages.ts";
import { dateFormat, PUBLISHING_TIME_ZONE } from "../../../i18n/dates.ts";
import { useTimeZone } from "../../../i18n/time-zone.ts";
import { useSite } from "../../../i18n/use-site.ts";
import { FollowStar } from "../../favourites/FollowStar.tsx";
import { useLiveMatch } from "../live/LiveMatches.tsx";
import { finalScore, formatKickoffTime, formatMatchDate, isInPlay, kickoffDay, pairText, statusLabel } from "../views/format.ts";
import type { LinkedMatch, MeetingView } from "../views/match-view.ts";
import { TeamName } from "./TeamName.tsx";

/**
 * A compact list of matches, each one link to its page: "home 2:0 away" (the kick-off time before
 * the match). With `withDate`, a line above each names the date, the competition and the round
 * (the season's other meetings). The link's name reads "FC Bayern München 3:0 Bayer 04 Leverkusen".
 * Beside the link, not in it (a button cannot nest in a link), each team's star follows the team
 * (docs/decisions/0013-followed-teams.md): the home team's at the row's start, the away team's at
 * its end, drawn over the row's edges by the stylesheet and handled by the head script.
 */
export function MatchLinkList({ items, withDate = false, day }: { items: (LinkedMatch | MeetingView)[]; withDate?: boolean; day?: string }) {
  return (
    <ul className="match-links">
      {items.map((item) => (
        <MatchLinkItem key={item.match.id} item={item} withDate={withDate} day={day} />
      ))}
    </ul>
  );
}

/**
 * A kick-off's clock; on a day's page (`day`, a Berlin day: docs/decisions/0122-the-visitors-days.md)
 * with the weekday before it where the kick-off falls on another day in the zone it is shown in ("So
 * 03:45 GMT+9" on Saturday's page in Tokyo). The weekday is formatted for every row of a day's page,
 * so the server's record holds it and the kick-offs' zone script writes the visitor's without Intl.
 */
function kickoffText(kickoff: string, language: Language, zone: string, day: string | undefined): string {
  const clock = formatKickoffTime(kickoff, language, zone);
  if (day === undefined) return clock;
  const weekday = dateFormat(language, { weekday: "short" }, zone).format(new Date(kickoff));
  return zone === PUBLISHING_TIME_ZONE || kickoffDay(kickoff, zone) === day ? clock : `${weekday} ${clock}`;
}

function MatchLinkItem({ item, withDate, day }: { item: LinkedMatch | MeetingView; withDate: boolean; day: string | undefined }) {
  const { language, messages } = useSite();
  // The zone the document shows (the kick-offs' zone script's, with its texts in the record), as MatchList.
  const zone = useTimeZone(language, true);
  const match = useLiveMatch(item.match);
  const score = finalScore(match);
  const label = statusLabel(match, language, messages);
  const content = (
    <>
      {withDate ? (
        <span className="match-links__meta">
          <time dateTime={match.kickoff}>{formatMatchDate(match.kickoff, language, zone)}</time>
          {"competition" in item ? ` · ${[item.competition, item.round].filter(Boolean).join(", ")}` : null}
        </span>
      ) : null}
      <span className="match-links__line">
        <span className="match-links__team match-links__team--home">
          <TeamName team={match.home} />
        </span>
        <span className={score ? "match-links__score" : "match-links__score match-links__score--open"} data-kickoff={match.kickoff}>
          {score ? pairText(score, language) : (label ?? kickoffText(match.kickoff, language, zone, day))}
        </span>
        <span className="match-links__team match-links__team--away">
          <TeamName team={match.away} />
        </span>
      </span>
      {score && label ? <span className={isInPlay(match) ? "match-links__status live-minute" : "match-links__status"}>{label}</span> : null}
    </>
  );
  return (
    <li>
      {item.href ? (
        <Link className="match-links__item" to={item.href} prefetch="intent">
          {content}
        </Link>
      ) : (
        <span className="match-links__item">{content}</span>
      )}
      <FollowStar team={match.home} edge="home" />
      <FollowStar team={match.away} edge="away" />
    </li>
  );
}
