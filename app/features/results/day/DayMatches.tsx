import { LiveMatches } from "#app/features/live/interface.ts";
import { formatKickoffTime } from "#app/football/format.ts";
import { dateFormat, PUBLISHING_TIME_ZONE } from "#app/i18n/dates.ts";
import { type KickoffText, MatchLinkList } from "../shared/MatchLinkList.tsx";
import type { DayPageView } from "./day-view.ts";

/**
 * The matches of a day across every competition (docs/decisions/0114-matches-by-day.md): the day's
 * heading, date strip and picker as markup made on the server (day-markup.server.ts: links
 * and a GET form, nothing that changes while the page is open), then each competition's matches,
 * those in play first, which the live stream keeps current.
 */
export function DayMatches({ view }: { view: DayPageView }) {
  return (
    <section className="day" aria-labelledby="day-heading">
      <div className="day__head" dangerouslySetInnerHTML={{ __html: view.headHtml }} />
      <LiveMatches live={view.live}>
        {view.groups.map((group) => (
          <section key={group.id} className="day__competition" aria-labelledby={`day-competition-${group.id}`}>
            <h3 id={`day-competition-${group.id}`} className="day__competition-name">
              <a href={group.href}>{group.name}</a>
              {group.round ? <span className="day__round">{group.round}</span> : null}
            </h3>
            <MatchLinkList items={group.items} kickoffText={dayKickoffText(view.date)} />
          </section>
        ))}
      </LiveMatches>
    </section>
  );
}

/**
 * A kick-off's clock; on a day's page (`day`, a Berlin day: docs/decisions/0122-the-visitors-days.md)
 * with the weekday before it where the kick-off falls on another day in the zone it is shown in ("So
 * 03:45 GMT+9" on Saturday's page in Tokyo): the days differ where their weekdays do. The kick-off's
 * weekday is formatted for every row of a day's page, so the server's record holds it and the
 * kick-offs' zone script writes the visitor's without Intl; the day's is the date strip's (its noon
 * in Berlin), recorded too. So hydrating builds no formatter.
 */
const dayKickoffText =
  (day: string): KickoffText =>
  (kickoff, language, zone) => {
    const clock = formatKickoffTime(kickoff, language, zone);
    const weekday = (instant: string, where: string) => dateFormat(language, { weekday: "short" }, where).format(new Date(instant));
    const shown = weekday(kickoff, zone);
    // One text node after the weekday's element, as the kick-offs' zone script writes it.
    return shown === weekday(`${day}T12:00:00Z`, PUBLISHING_TIME_ZONE) ? (
      clock
    ) : (
      <>
        <span className="match-links__day">{shown}</span>
        {` ${clock}`}
      </>
    );
  };
