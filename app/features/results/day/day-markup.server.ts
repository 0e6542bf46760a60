import { DAY_QUERY_PARAM } from "#app/football/lists-query.ts";
import type { Messages } from "#app/i18n/messages/de.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { escapeMarkup } from "#lib/escape-markup.ts";
import type { DayLink, DayPageView, DayView } from "./day-view.ts";

/**
 * The parts of a day's section that never change while the page is open, made here as markup: the
 * day's heading, the date strip (the week around the day, the nearest earlier and later days with
 * matches), the date picker (a plain GET form) and what is said on a day without matches. The
 * page places it as it is (DayMatches.tsx), so none of it costs the page JavaScript: the day pages
 * share the results page's module with the competition pages, at the edge of the JavaScript budget
 * (docs/decisions/0114-matches-by-day.md). Only the matches, which the live stream updates, are
 * React components. Every text and URL is escaped.
 *
 * For a visitor in another zone the kick-offs' zone script reads the heading's and the strip's
 * `data-*`: "Heute" goes to the visitor's today (docs/decisions/0122-the-visitors-days.md).
 *
 * It ends with the "my teams" block, hidden and empty (docs/decisions/0013-followed-teams.md): the
 * head script fills it with copies of the followed teams' rows of the day and shows it, so their
 * matches come first. It finds them by the team ids of every row, competition by competition in
 * the page's order (`data-teams="home-away home-away|…"`, rows by spaces, competitions by bars).
 */
export function dayPageView(view: DayView, messages: Messages): DayPageView {
  return { kind: "day", date: view.date, headHtml: dayHeadHtml(view, messages), groups: view.groups, error: view.error, live: view.live };
}

export function dayHeadHtml(view: DayView, messages: Messages): string {
  const texts = messages.results.day;
  const step = (day: DayLink, label: string, direction: "previous" | "next") =>
    `<a href="${escapeMarkup(day.href)}" class="day-strip__step day-strip__step--${direction}" rel="${direction === "previous" ? "prev" : "next"}">` +
    `<span aria-hidden="true">${escapeMarkup(direction === "previous" ? `‹ ${day.shortDated}` : `${day.shortDated} ›`)}</span>` +
    `<span class="visually-hidden">${escapeMarkup(fillTemplate(label, { date: day.long }))}</span></a>`;
  const days = view.week
    .map(
      (day) =>
        `<li><a href="${escapeMarkup(day.href)}" title="${escapeMarkup(day.long)}" class="day-strip__day${day.hasMatches ? "" : " day-strip__day--quiet"}"${day.current ? ' aria-current="page"' : ""}>` +
        `<span class="day-strip__weekday" data-day="${day.date}" data-weekday="${escapeMarkup(day.plainWeekday)}">${escapeMarkup(day.weekday)}</span> <span class="day-strip__date">${escapeMarkup(day.short)}</span></a></li>`,
    )
    .join("");
  const empty = view.empty
    ? `<div class="empty-state day__empty"><p>${escapeMarkup(view.empty.text)}</p>` +
      (view.empty.before && view.previous ? `<p><a href="${escapeMarkup(view.previous.href)}">${escapeMarkup(view.empty.before)}</a></p>` : "") +
      (view.empty.after && view.next ? `<p><a href="${escapeMarkup(view.next.href)}">${escapeMarkup(view.empty.after)}</a></p>` : "") +
      (view.empty.noMore ? `<p>${escapeMarkup(view.empty.noMore)}</p>` : "") +
      `</div>`
    : "";
  return (
    `<h2 id="day-heading" class="day__heading" data-day="${view.date}" data-now="${view.now}" data-heading="${escapeMarkup(view.headings.other)}" data-today-heading="${escapeMarkup(view.headings.today)}">${escapeMarkup(view.heading)}</h2>` +
    `<nav class="day-strip" aria-label="${escapeMarkup(texts.strip)}" data-today="${escapeMarkup(texts.today)}">` +
    (view.previous ? step(view.previous, texts.previous, "previous") : "") +
    `<ul class="day-strip__days">${days}</ul>` +
    (view.next ? step(view.next, texts.next, "next") : "") +
    `</nav>` +
    `<form class="day-picker" method="get" action="${escapeMarkup(view.formAction)}">` +
    `<label for="day-picker">${escapeMarkup(texts.pick)}</label>` +
    `<input id="day-picker" type="date" name="${DAY_QUERY_PARAM}" value="${escapeMarkup(view.date)}" required>` +
    `<button type="submit" class="button button--secondary">${escapeMarkup(texts.show)}</button></form>` +
    (view.error ? `<p class="empty-state">${escapeMarkup(view.error)}</p>` : "") +
    empty +
    followedBlock(view, messages)
  );
}

/** The day's "my teams" block, for the head script to fill; none on a day without matches. */
function followedBlock(view: DayView, messages: Messages): string {
  if (view.groups.length === 0) return "";
  const teams = view.groups.map((group) => group.items.map(({ match }) => `${match.home.id}-${match.away.id}`).join(" ")).join("|");
  return (
    `<section class="day__followed" aria-labelledby="day-followed" data-teams="${teams}" hidden>` +
    `<h3 id="day-followed" class="day__competition-name">${escapeMarkup(messages.results.follow.myTeams)}</h3><ul class="match-links"></ul></section>`
  );
}
