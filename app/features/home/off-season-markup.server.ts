import { teamHtml } from "#app/features/results/interface.server.ts";
import { winnersTitle } from "#app/features/results/interface.ts";
import { decidedText, finalScore, formatKickoffTime, formatMatchDate, pairText } from "#app/football/format.ts";
import { HOME_TIME_ZONE } from "#app/i18n/dates.ts";
import type { Messages } from "#app/i18n/messages/de.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { escapeMarkup } from "#lib/escape-markup.ts";
import type { Language } from "#lib/languages.ts";
import type { HomeMatch } from "./views/home-match.ts";
import type { HomeFinishedCompetition, HomeOffSeasonView } from "./views/off-season-view.ts";

/**
 * The home page's football between seasons (views/off-season-view.ts) as markup made here, which
 * the page places as it is: links and text only, so it adds nothing to the home page's JavaScript
 * (at the edge of its budget). The competitions decided before the latest, each with its winner and
 * a cup's or tournament's final, then the next day's kick-offs, or that none is planned yet. Dates
 * are written in the language's home zone inside `<time datetime>`, which the kick-offs' zone script
 * rewrites for a visitor elsewhere. Every text and URL is escaped.
 */
export function offSeasonHtml(view: HomeOffSeasonView, language: Language, messages: Messages): string {
  const texts = messages.home.offSeason;
  const zone = HOME_TIME_ZONE[language];
  const date = (iso: string) => dateHtml(iso, language);
  const next =
    view.next.length > 0
      ? `<ul class="home-next">${view.next
          .map(
            ({ competition, match }) =>
              `<li><a href="${escapeMarkup(match.href)}">${escapeMarkup(match.home.name)} – ${escapeMarkup(match.away.name)}</a>` +
              `<span class="home-next__when">${date(match.kickoff)}, <span data-kickoff="${escapeMarkup(match.kickoff)}">${escapeMarkup(formatKickoffTime(match.kickoff, language, zone))}</span> · ${escapeMarkup(competition)}</span></li>`,
          )
          .join("")}</ul>` +
        (view.nextDayHref
          ? `<p><a class="home-more" href="${escapeMarkup(view.nextDayHref)}">${escapeMarkup(fillTemplate(texts.nextDay, { date: formatMatchDate(view.next[0]!.match.kickoff, language, zone) }))}</a></p>`
          : "")
      : `<p class="home-next__none">${escapeMarkup(texts.nothingPlanned)}</p>`;
  const item = (c: HomeFinishedCompetition) => `<li class="home-finished__item">${finishedHtml(c, language, messages)}</li>`;
  return (
    `<div class="home-off-season">` +
    (view.finished.length > 0
      ? `<section aria-labelledby="home-finished"><h3 id="home-finished">${escapeMarkup(texts.finished)}</h3><ul class="home-finished">${view.finished.map(item).join("")}</ul></section>`
      : "") +
    `<section aria-labelledby="home-next"><h3 id="home-next">${escapeMarkup(texts.next)}</h3>${next}</section>` +
    `</div>`
  );
}

/**
 * The competition decided last, as the hero shows it below the store badges: the same lines as an
 * item of the list, so a fan's first screen has a real result with its link on a desktop too, where
 * the hero's phone fills the height the list would need.
 */
export function latestHtml(latest: HomeFinishedCompetition, language: Language, messages: Messages): string {
  return `<div class="home-finished__item home-latest">${finishedHtml(latest, language, messages)}</div>`;
}

/** A competition decided: its name (and season), its winner, and a cup's or tournament's final or the day it ended. */
function finishedHtml(c: HomeFinishedCompetition, language: Language, messages: Messages): string {
  const texts = messages.home.offSeason;
  const title = c.kind === "league" ? texts.champions : winnersTitle(messages.results.team.stage.winners, c);
  const winner = c.winner ? `<p class="home-finished__winner"><span class="home-finished__title">${escapeMarkup(title)}</span> ${teamHtml(c.winner)}</p>` : "";
  const final = c.final
    ? `<p class="home-finished__final"><a href="${escapeMarkup(c.final.href)}"><span class="home-finished__label">${escapeMarkup(texts.final)}:</span> ${resultText(c.final, language, messages)}</a> · ${dateHtml(c.final.kickoff, language)}</p>`
    : `<p class="home-finished__final">${dateHtml(c.ended, language)}</p>`;
  return (
    `<p class="home-finished__name"><a href="${escapeMarkup(c.href)}">${escapeMarkup(c.name)}</a>` +
    // "Weltmeisterschaft 2026" names its season already.
    (c.name.includes(c.season) ? "" : ` <span class="home-finished__season">${escapeMarkup(c.season)}</span>`) +
    `</p>${winner}${final}`
  );
}

/** "Spanien 1:0 Argentinien, n. V.", escaped. */
function resultText(match: HomeMatch, language: Language, messages: Messages): string {
  const score = finalScore(match);
  const decided = decidedText(match, language, messages);
  return `${escapeMarkup(match.home.name)} ${escapeMarkup(score ? pairText(score, language) : "–")} ${escapeMarkup(match.away.name)}${decided ? `, ${escapeMarkup(decided)}` : ""}`;
}

/** A day in the language's home zone, its instant in `datetime` for the kick-offs' zone script. */
function dateHtml(iso: string, language: Language): string {
  return `<time datetime="${escapeMarkup(iso)}">${escapeMarkup(formatMatchDate(iso, language, HOME_TIME_ZONE[language]))}</time>`;
}
