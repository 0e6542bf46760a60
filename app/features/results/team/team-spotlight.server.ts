import { finalScore, formatKickoffTime, formatMatchDate, isInPlay, pairText, statusLabel } from "#app/football/format.ts";
import { HOME_TIME_ZONE } from "#app/i18n/dates.ts";
import type { Messages } from "#app/i18n/messages/de.ts";
import { escapeMarkup } from "#lib/escape-markup.ts";
import type { Language } from "#lib/languages.ts";
import type { TeamSpotlight } from "./spotlight-view.ts";
import { teamHtml } from "./team-markup.server.ts";

/**
 * The team page's first match (spotlight-view.ts) as markup made here, as the calendar links
 * and the team's news are: the team page's JavaScript is at its budget, and one linked row needs
 * none. The row is the site's compact match row (`.match-links`, MatchLinkList.tsx) written out:
 * the date, competition and round above, the teams with the score (or the kick-off, which the
 * kick-offs' zone script rewrites for a visitor in another zone) and the minute or how it ended.
 * A match in play is headed by the live badge. Every text and URL is escaped.
 */
export function teamSpotlightHtml(spotlight: TeamSpotlight | null, language: Language, messages: Messages): string {
  if (!spotlight) return "";
  const texts = messages.results.team.spotlight;
  const { match, href, round } = spotlight.row;
  const zone = HOME_TIME_ZONE[language];
  const score = finalScore(match);
  const label = statusLabel(match, language, messages);
  const heading = spotlight.kind === "live" ? `<span class="live-badge">${escapeMarkup(texts.live)}</span>` : escapeMarkup(texts[spotlight.kind]);
  const meta = [spotlight.competition, round].filter(Boolean).join(", ");
  const scoreText = score ? pairText(score, language) : (label ?? formatKickoffTime(match.kickoff, language, zone));
  const status = score && label ? `<span class="match-links__status${isInPlay(match) ? " live-minute" : ""}">${escapeMarkup(label)}</span>` : "";
  return (
    `<section class="team-spotlight" aria-labelledby="team-spotlight-heading">` +
    `<h2 id="team-spotlight-heading" class="team-spotlight__heading">${heading}</h2>` +
    `<ul class="match-links"><li><a class="match-links__item" href="${escapeMarkup(href)}">` +
    `<span class="match-links__meta"><time datetime="${escapeMarkup(match.kickoff)}">${escapeMarkup(formatMatchDate(match.kickoff, language, zone))}</time> · ${escapeMarkup(meta)}</span>` +
    `<span class="match-links__line">` +
    `<span class="match-links__team match-links__team--home">${teamHtml(match.home)}</span>` +
    `<span class="match-links__score${score ? "" : " match-links__score--open"}" data-kickoff="${escapeMarkup(match.kickoff)}">${escapeMarkup(scoreText)}</span>` +
    `<span class="match-links__team match-links__team--away">${teamHtml(match.away)}</span>` +
    `</span>${status}</a></li></ul></section>`
  );
}
