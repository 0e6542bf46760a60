import { Link } from "react-router";
import type { MatchDetails } from "../../../../contract/schemas.ts";
import { useSite } from "../../../i18n/use-site.ts";
import { formatKickoff } from "../views/format.ts";

/** Kick-off (weekday and month abbreviated), the round (a link to its matches), the group and the venue where known. */
export function MatchFacts({ details, roundHref }: { details: MatchDetails; roundHref: string }) {
  const { language, messages } = useSite();
  const texts = messages.results.match;
  const { match } = details;
  return (
    <section className="match-section match-section--facts" aria-labelledby="match-facts">
      <h3 id="match-facts">{messages.results.matchPage.facts}</h3>
      <dl className="match-facts">
        <div className="match-facts__wide">
          <dt>{texts.kickoff}</dt>
          <dd>
            <time dateTime={match.kickoff}>{formatKickoff(match.kickoff, language, messages)}</time>
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
