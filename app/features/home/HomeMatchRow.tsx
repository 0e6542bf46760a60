import { Link } from "react-router";
import { useLiveMatch } from "#app/features/live/interface.ts";
import { finalScore, formatKickoffTime, isInPlay, liveStatus, liveStatusText, pairText, statusLabel } from "#app/football/format.ts";
import { dateFormat } from "#app/i18n/dates.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useTimeZone } from "#app/i18n/time-zone.ts";
import { useSite } from "#app/i18n/use-site.ts";
import { HomeTeam } from "./HomeTeam.tsx";
import type { HomeMatch } from "./views/home-view.ts";

/**
 * A match as an app shows it: home above away, each with its goals on the right, and on the left
 * the minute of a match in play, the date and kick-off of a fixture ("22. Aug. 20:30 MESZ") or the
 * day of a result. Linked, the row
 * is one link to the match page, named in words ("1. FSV Mainz 05 2:2 Bayer 04 Leverkusen, 17. Mai",
 * with the year when it is not the page's: "17. Mai 2025");
 * in the hero's phone, a picture of the same, it is no link.
 */
export function HomeMatchRow({ match: rendered, linked, currentYear }: { match: HomeMatch; linked: boolean; currentYear: number }) {
  const { language, messages } = useSite();
  const zone = useTimeZone(language);
  const match = useLiveMatch(rendered);
  const score = finalScore(match);
  const label = statusLabel(match, language, messages);
  const live = isInPlay(match) ? liveStatus(match, messages) : undefined;
  const kickoff = new Date(match.kickoff);
  // A result of another year than the page's carries its year: "17. Mai 2025" beside this year's news.
  const ofAnotherYear = Number(dateFormat(language, { year: "numeric" }, zone).format(kickoff)) !== currentYear;
  // A fixture by its date too, not its weekday alone: a season's first matchday may be weeks ahead
  // (a fixture is ahead, so its year goes without saying; a replay's would be another year's).
  const day = dateFormat(language, { day: "numeric", month: "short", ...(score && ofAnotherYear ? { year: "numeric" } : {}) }, zone).format(kickoff);
  // A result by its day, a fixture by its day and kick-off.
  const when = score ? day : `${day} ${formatKickoffTime(match.kickoff, language, zone)}`;
  const picture = (
    <span className="home-match__grid" aria-hidden={linked || undefined}>
      <span
        className={live ? "home-match__status live-minute" : "home-match__status"}
        data-kickoff={label ? undefined : match.kickoff}
        suppressHydrationWarning
      >
        {label ?? when}
      </span>
      <HomeTeam team={match.home} winner={match.winner === "home"} />
      <span className="home-match__goals">{score?.home}</span>
      <HomeTeam team={match.away} winner={match.winner === "away"} />
      <span className="home-match__goals">{score?.away}</span>
    </span>
  );
  const className = live ? "home-match home-match--live" : "home-match";
  if (!linked) return <span className={className}>{picture}</span>;
  const words = score
    ? `${match.home.name} ${pairText(score, language)} ${match.away.name}, ${live ? liveStatusText(live, language) : (label ?? day)}`
    : `${fillTemplate(messages.results.lists.fixture, { home: match.home.name, away: match.away.name })}, ${label ?? when}`;
  return (
    <Link className={className} to={match.href} prefetch="intent">
      <span className="visually-hidden">{words}</span>
      {picture}
    </Link>
  );
}
