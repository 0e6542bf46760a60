import { fillTemplate } from "#app/i18n/template.ts";
import { escapeMarkup } from "#lib/escape-markup.ts";
import type { Language } from "#lib/languages.ts";
import { calendarFileName, calendarPath, type CalendarKind, webcalUrl } from "./calendar-paths.ts";
import { CALENDAR_TEXTS } from "./calendar-texts.server.ts";

/**
 * The "add to calendar" block of the team and competition pages (docs/decisions/0116-match-calendars.md):
 * a heading, a sentence on what subscribing does, a `webcal:` link that calendar apps open as a
 * subscription and a link that downloads the `.ics` file. Made here, on the server, as markup that the
 * pages place as it is, so it adds no component and no JavaScript to any page; its links are plain
 * links. Each link's name says whose calendar it is (the part a screen reader alone reads, after the
 * visible words, so the visible text starts the accessible name).
 */
export interface CalendarLinksInput {
  kind: CalendarKind;
  language: Language;
  /** The team's or competition's slug in `language` and its name. */
  slug: string;
  name: string;
  /** The site's public origin (SITE_URL), for the `webcal:` link's host. */
  siteUrl: string;
  /** Whether the block is a container of its own (below a competition's frame) or sits inside the page's (team page). */
  container: boolean;
}

/** The block's id, which names its heading. */
const HEADING_ID = "calendar-links-heading";

export function calendarLinksHtml(input: CalendarLinksInput): string {
  const texts = CALENDAR_TEXTS[input.language];
  const path = calendarPath(input.kind, input.language, input.slug);
  const hidden = (template: string) => `<span class="visually-hidden"> ${escapeMarkup(fillTemplate(template, { name: input.name }))}</span>`;
  const fileName = calendarFileName(input.language, input.slug);
  const links = [
    `<li><a class="button" href="${escapeMarkup(webcalUrl(input.siteUrl, path))}">${escapeMarkup(texts.subscribe)}${hidden(texts.subscribeHidden)}</a></li>`,
    `<li><a class="button button--secondary" href="${escapeMarkup(path)}" type="text/calendar" download="${escapeMarkup(fileName)}">${escapeMarkup(texts.download)}${hidden(texts.downloadHidden)}</a></li>`,
  ];
  const section = [
    `<section class="calendar-links" aria-labelledby="${HEADING_ID}">`,
    `<h2 class="calendar-links__heading" id="${HEADING_ID}">${escapeMarkup(texts.heading)}</h2>`,
    `<p class="calendar-links__hint">${escapeMarkup(texts.hint)}</p>`,
    `<ul class="calendar-links__list">${links.join("")}</ul>`,
    "</section>",
  ].join("");
  return input.container ? `<div class="container">${section}</div>` : section;
}

/** A competition's block below its matches (its matches tab and a round's page), in the request's language. */
export function competitionCalendarLinksHtml(at: { language: Language; siteUrl: string }, competition: { slug: string; name: string }): string {
  return calendarLinksHtml({
    kind: "competition",
    language: at.language,
    slug: competition.slug,
    name: competition.name,
    siteUrl: at.siteUrl,
    container: true,
  });
}
