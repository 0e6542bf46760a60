import type { ReactNode } from "react";
import { Link } from "react-router";
import { FollowStar } from "#app/components/FollowStar.tsx";
import { useLiveMatch } from "#app/features/live/interface.ts";
import { finalScore, formatKickoffTime, formatMatchDate, isInPlay, pairText, statusLabel } from "#app/football/format.ts";
import { useTimeZone } from "#app/i18n/time-zone.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { Language } from "#lib/languages.ts";
import type { LinkedMatch, MeetingView } from "./match-list-view.ts";
import { TeamName } from "./TeamName.tsx";

/**
 * A compact list of matches, each one link to its page: "home 2:0 away" (the kick-off time before
 * the match). With `withDate`, a line above each names the date, the competition and the round
 * (the season's other meetings). The link's name reads "FC Bayern München 3:0 Bayer 04 Leverkusen".
 * Beside the link, not in it (a button cannot nest in a link), each team's star follows the team
 * (docs/decisions/0013-followed-teams.md): the home team's at the row's start, the away team's at
 * its end, drawn over the row's edges by the stylesheet and handled by the head script.
 */
export function MatchLinkList({
  items,
  withDate = false,
  kickoffText,
}: {
  items: (LinkedMatch | MeetingView)[];
  withDate?: boolean;
  kickoffText?: KickoffText;
}) {
  return (
    <ul className="match-links">
      {items.map((item) => (
        <MatchLinkItem key={item.match.id} item={item} withDate={withDate} kickoffText={kickoffText} />
      ))}
    </ul>
  );
}

/** How a list writes an open match's kick-off: its clock, unless the list says otherwise (a day's page, DayMatches). */
export type KickoffText = (kickoff: string, language: Language, zone: string) => ReactNode;

function MatchLinkItem({ item, withDate, kickoffText = formatKickoffTime }: { item: LinkedMatch | MeetingView; withDate: boolean; kickoffText?: KickoffText }) {
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
          {score ? pairText(score, language) : (label ?? kickoffText(match.kickoff, language, zone))}
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
