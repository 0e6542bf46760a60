import { Link } from "react-router";
import { formatMatchMinute, pairText } from "#app/football/format.ts";
import { href } from "#app/i18n/href.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { useSite } from "#app/i18n/use-site.ts";
import type { EventPlayer } from "#contract/schemas-match-events.ts";
import type { Match } from "#contract/schemas.ts";
import { TeamBadge } from "../shared/TeamName.tsx";
import type { TimelineEntry } from "./match-events-view.ts";

/**
 * The match's story by minute: goals (with the score after each, penalty and own goal marked, the
 * assist where known), cards and substitutions, each with the badge of its team, what happened
 * named for screen readers and, for a card, its colour. On phones one column; from 600 px the
 * home team's events on the left and the away team's on the right of a centre line with the minute.
 */
export function MatchTimeline({ match, entries }: { match: Match; entries: TimelineEntry[] }) {
  const { messages } = useSite();
  const texts = messages.results.matchEvents;
  return (
    <section className="match-section match-section--story" aria-labelledby="match-timeline">
      <h3 id="match-timeline">{entries.some((entry) => entry.type !== "goal") ? texts.timeline : messages.results.match.goals}</h3>
      {entries.length === 0 ? (
        <p className="match-section__lead">{messages.results.matchPage.noGoals}</p>
      ) : (
        <ol className="timeline">
          {entries.map((entry, index) => (
            <TimelineItem key={index} match={match} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function TimelineItem({ match, entry }: { match: Match; entry: TimelineEntry }) {
  const { language, messages } = useSite();
  const texts = messages.results.matchEvents;
  const team = entry.side === "home" ? match.home : match.away;
  const what = entry.type === "goal" ? texts.goal : entry.type === "card" ? texts.card[entry.card] : texts.substitution;
  // A card has a mark of its own; a goal shows the score after it, a change an arrow on each of its lines (CSS).
  const mark = entry.type === "card" ? entry.card : null;
  return (
    <li className={`timeline__item timeline__item--${entry.side} timeline__item--${entry.type}`}>
      <span className="timeline__time">
        <span className="timeline__minute">{formatMatchMinute(entry)}</span>
        {entry.type === "goal" ? <span className="timeline__score">{pairText(entry.score, language)}</span> : null}
      </span>
      <span className="timeline__event">
        <TeamBadge team={team} />
        {mark ? <span className={`timeline__mark timeline__mark--${mark}`} aria-hidden="true" /> : null}
        <span className="visually-hidden">{fillTemplate(texts.eventFor, { event: what, team: team.name })} </span>
        <span className="timeline__name">
          {entry.type === "goal" ? (
            <>
              <PlayerName player={entry.scorer} />
              {entry.kind === "penalty" ? <span className="timeline__note"> ({messages.results.match.penalty})</span> : null}
              {entry.kind === "own_goal" ? <span className="timeline__note"> ({messages.results.match.ownGoal})</span> : null}
              {entry.assist ? (
                <>
                  <br />
                  <span className="timeline__note">{fillTemplate(texts.assist, { name: entry.assist.name })}</span>
                </>
              ) : null}
            </>
          ) : entry.type === "card" ? (
            <PlayerName player={entry.player} />
          ) : (
            <>
              <span className="timeline__change timeline__change--on">
                <span className="visually-hidden">{texts.on} </span>
                <PlayerName player={entry.on} />
              </span>
              <span className="timeline__change timeline__change--off">
                <span className="visually-hidden">{texts.off} </span>
                <PlayerName player={entry.off} />
              </span>
            </>
          )}
        </span>
      </span>
    </li>
  );
}

/** A player's name, linked to the player's page where the backend names it. */
export function PlayerName({ player }: { player: EventPlayer }) {
  const { language } = useSite();
  return player.slug ? <Link to={href("player", language, { player: player.slug })}>{player.name}</Link> : <>{player.name}</>;
}
