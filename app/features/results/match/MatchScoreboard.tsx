import { useState } from "react";
import {
  decidedText,
  finalScore,
  formatKickoffTime,
  formatMatchDate,
  liveStatus,
  liveStatusText,
  isInPlay,
  pairText,
  statusLabel,
} from "#app/football/format.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useTimeZone } from "#app/i18n/time-zone.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { Match, ScorePair } from "#contract/schemas.ts";
import { TeamName } from "../shared/TeamName.tsx";

/**
 * The head of a match page: both teams (big badge above the name, linking to the team page) either
 * side of the score, or of the kick-off time before the match. Under it how the match ended
 * ("n. V., 4:2 i. E.", "gewertet", "Beendet"), or while it is played where it stands ("Live 67'",
 * "Halbzeit", "Verlängerung 110'", "Elfmeterschießen 3:2"), and the half-time score, or beyond 90
 * minutes the score after them ("nach 90 Min. 2:2"). The heading reads "Argentinien 3:3 Frankreich".
 */
export function MatchScoreboard({ match }: { match: Match }) {
  const { language, messages } = useSite();
  const zone = useTimeZone(language);
  const texts = messages.results.matchPage;
  const score = finalScore(match);
  const live = liveStatus(match, messages);
  const afterNinety = scoreAfterNinety(match);
  // A match in play is not decided yet, though its score may already hold extra time.
  const decided = live ? undefined : decidedText(match, language, messages);
  // A status word (postponed, awarded…) stands alone on its line and starts with a capital.
  const status = statusLabel(match, language, messages);
  const line = live ? liveStatusText(live, language) : (decided ?? status ?? (match.status === "finished" ? texts.fullTime : null));
  const lineClass = live ? "scoreboard__status scoreboard__status--live" : decided ? "scoreboard__status" : "scoreboard__status scoreboard__status--word";
  const side = (team: "home" | "away") => `scoreboard__team scoreboard__team--${team}${match.winner === team ? " scoreboard__team--winner" : ""}`;
  return (
    <header className="scoreboard">
      <h2 id="match-heading" className="scoreboard__line">
        <span className={side("home")}>
          <TeamName team={match.home} link large />
        </span>
        {score ? (
          <span className="scoreboard__score">{pairText(score, language)}</span>
        ) : (
          <span className="scoreboard__score scoreboard__score--open">
            <span className="visually-hidden"> – </span>
            <time dateTime={match.kickoff} suppressHydrationWarning>
              {formatKickoffTime(match.kickoff, language, zone)}
            </time>
            <span className="visually-hidden"> – </span>
          </span>
        )}
        <span className={side("away")}>
          <TeamName team={match.away} link large />
        </span>
      </h2>
      {line ? <p className={lineClass}>{line}</p> : null}
      {!score ? (
        <p className="scoreboard__status" data-kickoff={match.kickoff} suppressHydrationWarning>
          {formatMatchDate(match.kickoff, language, zone)}
        </p>
      ) : null}
      {/* Beyond 90 minutes in play ("Verlängerung 110'", "Elfmeterschießen 3:2") the score after them, in the half-time score's place. */}
      {afterNinety ? (
        <p className="scoreboard__halftime">{fillTemplate(texts.afterNinety, { score: pairText(afterNinety, language) })}</p>
      ) : match.score.ht ? (
        <p className="scoreboard__halftime">{fillTemplate(texts.halftime, { score: pairText(match.score.ht, language) })}</p>
      ) : null}
      <GoalAnnouncer match={match} />
    </header>
  );
}

/**
 * Says a new score to screen readers, politely, when the live stream changes it ("Tor: Argentinien
 * – Frankreich 2:2"). The region is on the page from the start (an added region is not read) and
 * stays empty until the score changes after the page was shown.
 */
function GoalAnnouncer({ match }: { match: Match }) {
  const { language, messages } = useSite();
  const score = finalScore(match);
  const text = score ? pairText(score, language) : "";
  const [shown] = useState(text);
  const announcement =
    text && text !== shown ? fillTemplate(messages.results.live.goal, { match: `${match.home.name} – ${match.away.name}`, score: text }) : "";
  return (
    <p className="visually-hidden" role="status">
      {announcement}
    </p>
  );
}

/**
 * The score after 90 minutes of a match in play beyond them (extra time, the break between its
 * halves, the shoot-out), for the line under the score: "nach 90 Min. 1:1". Undefined before.
 */
export function scoreAfterNinety(match: Pick<Match, "status" | "live" | "score">): ScorePair | undefined {
  if (!isInPlay(match) || !match.score.ft) return undefined;
  const period = match.live?.period;
  const beyond = period === "extra_time_first" || period === "extra_time_second" || period === "penalties" || (period === "extra_time_break" && match.score.et);
  return beyond ? match.score.ft : undefined;
}
