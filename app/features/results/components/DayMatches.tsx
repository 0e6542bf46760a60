import { LiveMatches } from "../live/LiveMatches.tsx";
import type { DayPageView } from "../views/day-view.ts";
import { MatchLinkList } from "./MatchLinkList.tsx";

/**
 * The matches of a day across every competition (docs/decisions/0114-matches-by-day.md): the day's
 * heading, date strip and picker as markup made on the server (server/day-markup.server.ts: links
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
            <MatchLinkList items={group.items} day={view.date} />
          </section>
        ))}
      </LiveMatches>
    </section>
  );
}
