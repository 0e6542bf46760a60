import { Link } from "react-router";
import { fillTemplate } from "../../../i18n/template.ts";
import { useSite } from "../../../i18n/use-site.ts";
import { LiveMatches } from "../live/LiveMatches.tsx";
import type { DayLink, DayView } from "../views/day-view.ts";
import { DAY_QUERY_PARAM } from "../views/lists-query.ts";
import { MatchLinkList } from "./MatchLinkList.tsx";

/**
 * The matches of a day across every competition (docs/decisions/0114-matches-by-day.md): the day's
 * heading, the date strip (the week around the day, the nearest earlier and later days with
 * matches, a date picker that is a plain GET form), then each competition's matches, those in play
 * first. Everything is links and a form, so it all works without JavaScript; with it, the live
 * stream keeps the scores current.
 */
export function DayMatches({ view }: { view: DayView }) {
  const { messages } = useSite();
  const texts = messages.results.day;
  return (
    <section className="day" aria-labelledby="day-heading">
      <h2 id="day-heading" className="day__heading">
        {view.heading}
      </h2>
      <nav className="day-strip" aria-label={texts.strip}>
        {view.previous ? <DayStep day={view.previous} label={texts.previous} direction="previous" /> : null}
        <ul className="day-strip__days">
          {view.week.map((day) => (
            <li key={day.date}>
              <Link
                to={day.href}
                title={day.long}
                className={day.hasMatches ? "day-strip__day" : "day-strip__day day-strip__day--quiet"}
                aria-current={day.current ? "page" : undefined}
              >
                <span className="day-strip__weekday">{day.weekday}</span> <span className="day-strip__date">{day.short}</span>
              </Link>
            </li>
          ))}
        </ul>
        {view.next ? <DayStep day={view.next} label={texts.next} direction="next" /> : null}
      </nav>
      <form className="day-picker" method="get" action={view.formAction}>
        <label htmlFor="day-picker">{texts.pick}</label>
        <input id="day-picker" type="date" name={DAY_QUERY_PARAM} defaultValue={view.date} required />
        <button type="submit" className="button button--secondary">
          {texts.show}
        </button>
      </form>
      {view.error ? <p className="empty-state">{view.error}</p> : null}
      {view.empty ? (
        <div className="empty-state day__empty">
          <p>{view.empty.text}</p>
          {view.empty.before && view.previous ? (
            <p>
              <Link to={view.previous.href}>{view.empty.before}</Link>
            </p>
          ) : null}
          {view.empty.after && view.next ? (
            <p>
              <Link to={view.next.href}>{view.empty.after}</Link>
            </p>
          ) : null}
          {view.empty.noMore ? <p>{view.empty.noMore}</p> : null}
        </div>
      ) : null}
      <LiveMatches live={view.live}>
        {view.groups.map((group) => (
          <section key={group.id} className="day__competition" aria-labelledby={`day-competition-${group.id}`}>
            <h3 id={`day-competition-${group.id}`} className="day__competition-name">
              <Link to={group.href}>{group.name}</Link>
              {group.round ? <span className="day__round">{group.round}</span> : null}
            </h3>
            <MatchLinkList items={group.items} />
          </section>
        ))}
      </LiveMatches>
    </section>
  );
}

/** The nearest earlier or later day with matches: an arrow and the short date, named in full for screen readers. */
function DayStep({ day, label, direction }: { day: DayLink; label: string; direction: "previous" | "next" }) {
  return (
    <Link to={day.href} className={`day-strip__step day-strip__step--${direction}`} rel={direction === "previous" ? "prev" : "next"}>
      <span aria-hidden="true">{direction === "previous" ? `‹ ${day.short}` : `${day.short} ›`}</span>
      <span className="visually-hidden">{fillTemplate(label, { date: day.long })}</span>
    </Link>
  );
}
