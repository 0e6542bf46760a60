import { Link } from "react-router";
import { formatKickoffTime, formatMatchDate } from "#app/football/format.ts";
import { useTimeZone } from "#app/i18n/time-zone.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { MatchDetails } from "#contract/schemas.ts";

/** Kick-off (weekday and month abbreviated; the clock below the day), the round (a link to its matches), the group and the venue where known. */
export function MatchFacts({ details, roundHref }: { details: MatchDetails; roundHref: string }) {
  const { language, messages } = useSite();
  const zone = useTimeZone(language);
  const texts = messages.results.match;
  const { match } = details;
  return (
    <section className="match-section match-section--facts" aria-labelledby="match-facts">
      <h3 id="match-facts">{messages.results.matchPage.facts}</h3>
      <dl className="match-facts">
        <div className="match-facts__wide">
          <dt>{texts.kickoff}</dt>
          <dd>
            {/* The clock on a line of its own: a longer zone name in the visitor's zone never rewraps the date. */}
            <time dateTime={match.kickoff} suppressHydrationWarning>
              {formatMatchDate(match.kickoff, language, zone)},{" "}
              <span className="match-facts__clock" data-kickoff={match.kickoff} suppressHydrationWarning>
                {formatKickoffTime(match.kickoff, language, zone)}
              </span>
            </time>
          </dd>
        </div>
        <div>
          <dt>{texts.round}</dt>
          <dd>
            <Link to={roundHref}>{details.round.name}</Link>
          </dd>
        </div>
        {match.group ? (
          <div>
            <dt>{texts.group}</dt>
            <dd>{match.group.name}</dd>
          </div>
        ) : null}
        {match.venue ? (
          <div>
            <dt>{texts.venue}</dt>
            <dd>{match.venue}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
