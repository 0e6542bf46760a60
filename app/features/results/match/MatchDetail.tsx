import { Link } from "react-router";
import { useLiveMatch } from "#app/features/live/interface.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { Competition, MatchDetails } from "#contract/schemas.ts";
import { MatchLinkList } from "../shared/MatchLinkList.tsx";
import type { MatchExtrasView } from "./match-events-view.ts";
import type { MatchShareView } from "./match-share-view.ts";
import { isEmptyContext, type MatchContextView } from "./match-view.ts";
import { MatchFacts } from "./MatchFacts.tsx";
import { MatchForm } from "./MatchForm.tsx";
import { MatchLineups } from "./MatchLineups.tsx";
import { MatchScoreboard } from "./MatchScoreboard.tsx";
import { MatchShare } from "./MatchShare.tsx";
import { MatchStandingBefore } from "./MatchStandingBefore.tsx";
import { MatchStatistics } from "./MatchStatistics.tsx";
import { MatchTimeline } from "./MatchTimeline.tsx";

/**
 * One match, laid out like the big results apps: the scoreboard (badges, names, score, how it was
 * decided, half-time) with its share button, the timeline of goals, cards and changes where the
 * data has them, the statistics and line-ups (or, from kick-off on, a line saying they are not
 * available), the facts, and what
 * surrounds the match where the backend offers it (`context`): table positions before kick-off,
 * both teams' form, the season's other meetings and the rest of the round. One column on phones;
 * on wide screens the match's own story on the left, the round and table on the right.
 */
export function MatchDetail({
  details,
  extras,
  roundHref,
  context,
  kind,
  share,
}: {
  details: MatchDetails;
  /** From the loader (`matchExtrasView`). */
  extras: MatchExtrasView;
  roundHref: string;
  context: MatchContextView | null;
  kind: Competition["kind"];
  share?: MatchShareView | null;
}) {
  const { messages } = useSite();
  const texts = messages.results.matchPage;
  const match = useLiveMatch(details.match);
  const played = match.score.ft !== null;
  // Before kick-off a goals list would only say "no goals"; cards or changes the backend sent are shown.
  const { timeline, lineups, statistics } = extras;
  const shownTimeline = timeline && (played || timeline.length > 0) ? timeline : null;
  // From kick-off on, also when the live stream brought it after the page was made.
  const missing = extras.expectsLineups || match.status !== details.match.status ? <MissingExtras lineups={!lineups} statistics={!statistics} /> : null;
  const nothingElse = !shownTimeline && !lineups && !statistics && !missing && isEmptyContext(context);
  return (
    <article className="match-detail" aria-labelledby="match-heading">
      <p className="match-detail__back">
        <Link to={roundHref}>{fillTemplate(texts.allOfRound, { round: details.round.name })}</Link>
      </p>
      <MatchScoreboard match={match} />
      {share ? <MatchShare share={share} /> : null}
      <div className="match-detail__body">
        <div className="match-detail__main">
          {shownTimeline ? <MatchTimeline match={match} entries={shownTimeline} /> : null}
          {statistics ? <MatchStatistics match={match} rows={statistics} /> : null}
          {lineups ? <MatchLineups match={match} lineups={lineups} /> : null}
          {missing}
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

/**
 * Where a fan looks for line-ups and statistics and the backend sent one or both not: one line
 * saying so under the heading of what is missing, rather than an empty box.
 */
function MissingExtras({ lineups, statistics }: { lineups: boolean; statistics: boolean }) {
  const { messages } = useSite();
  const texts = messages.results.matchEvents;
  if (!lineups && !statistics) return null;
  const heading = lineups && statistics ? texts.missing.both : lineups ? texts.lineups : texts.statistics;
  const text = lineups && statistics ? texts.missing.bothText : lineups ? texts.missing.lineups : texts.missing.statistics;
  return (
    <section className="match-section match-section--story" aria-labelledby="match-missing">
      <h3 id="match-missing">{heading}</h3>
      <p className="match-section__lead">{text}</p>
    </section>
  );
}
