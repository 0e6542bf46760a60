import { Link } from "react-router";
import type { Competition, MatchDetails } from "../../../../contract/schemas.ts";
import { fillTemplate } from "../../../i18n/template.ts";
import { useSite } from "../../../i18n/use-site.ts";
import { useLiveMatch } from "../live/LiveMatches.tsx";
import type { MatchShareView } from "../views/match-share-view.ts";
import { isEmptyContext, type MatchContextView } from "../views/match-view.ts";
import { MatchFacts } from "./MatchFacts.tsx";
import { MatchForm } from "./MatchForm.tsx";
import { MatchGoals } from "./MatchGoals.tsx";
import { MatchLinkList } from "./MatchLinkList.tsx";
import { MatchScoreboard } from "./MatchScoreboard.tsx";
import { MatchShare } from "./MatchShare.tsx";
import { MatchStandingBefore } from "./MatchStandingBefore.tsx";

/**
 * One match, laid out like the big results apps: the scoreboard (badges, names, score, how it was
 * decided, half-time) with its share button, the goals timeline where the data has goal events, the facts, and what
 * surrounds the match where the backend offers it (`context`): table positions before kick-off,
 * both teams' form, the season's other meetings and the rest of the round. One column on phones;
 * on wide screens the match's own story on the left, the round and table on the right.
 */
export function MatchDetail({
  details,
  roundHref,
  context,
  kind,
  share,
}: {
  details: MatchDetails;
  roundHref: string;
  context: MatchContextView | null;
  kind: Competition["kind"];
  share?: MatchShareView | null;
}) {
  const { messages } = useSite();
  const texts = messages.results.matchPage;
  const match = useLiveMatch(details.match);
  const played = match.score.ft !== null;
  const hasGoals = details.goals_available && played;
  const nothingElse = !hasGoals && isEmptyContext(context);
  return (
    <article className="match-detail" aria-labelledby="match-heading">
      <p className="match-detail__back">
        <Link to={roundHref}>{fillTemplate(texts.allOfRound, { round: details.round.name })}</Link>
      </p>
      <MatchScoreboard match={match} />
      {share ? <MatchShare share={share} /> : null}
      <div className="match-detail__body">
        <div className="match-detail__main">
          {hasGoals ? <MatchGoals match={match} goals={details.goals} /> : null}
          {context && (context.form.home.length > 0 || context.form.away.length > 0) ? (
            <MatchForm match={match} form={context.form} showVenue={kind !== "tournament"} />
          ) : null}
          {context && context.meetings.length > 0 ? (
            <section className="match-section match-section--meetings render-when-near" aria-labelledby="match-meetings">
              <h3 id="match-meetings">{kind === "tournament" ? texts.meetings.tournament : texts.meetings.season}</h3>
              <MatchLinkList items={context.meetings} withDate />
            </section>
          ) : null}
          {nothingElse ? <p className="empty-state">{messages.states.noDetails}</p> : null}
        </div>
        <div className="match-detail__side">
          <MatchFacts details={details} roundHref={roundHref} />
          {context?.before ? <MatchStandingBefore match={match} before={context.before} /> : null}
          {context && context.roundMatches.length > 0 ? (
            <section className="match-section match-section--round render-when-near" aria-labelledby="match-round">
              <h3 id="match-round">{fillTemplate(texts.roundMatches, { round: details.round.name })}</h3>
              <MatchLinkList items={context.roundMatches} />
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
