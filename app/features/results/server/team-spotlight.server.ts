import type { Team } from "../../../../contract/schemas.ts";
import { escapeMarkup } from "../../../../lib/escape-markup.ts";
import type { Language } from "../../../../lib/languages.ts";
import { HOME_TIME_ZONE } from "../../../i18n/dates.ts";
import type { Messages } from "../../../i18n/messages/de.ts";
import { badgeFacts } from "../views/badge.ts";
import { finalScore, formatKickoffTime, formatMatchDate, isInPlay, pairText, statusLabel } from "../views/format.ts";
import type { TeamSpotlight } from "../views/team-spotlight.ts";

/**
 * The team page's first match (views/team-spotlight.ts) as markup made here, as the calendar links
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

/** A team as TeamName.tsx renders it: its flag or badge, the full name and, for phones, the short one. */
function teamHtml(team: Team): string {
  const short = team.short_name && team.short_name !== team.name ? team.short_name : undefined;
  const name = short
    ? `<span class="team__name"><span class="team__full">${escapeMarkup(team.name)}</span><span class="team__short">${escapeMarkup(short)}</span></span>`
    : `<span class="team__name">${escapeMarkup(team.name)}</span>`;
  return `<span class="team">${badgeHtml(team)}${name}</span>`;
}

/** TeamBadge.tsx's small badge: a flag's picture, or a club's colours and code (drawn by the stylesheet). */
function badgeHtml(team: Team): string {
  if (team.flag) return `<img class="team-badge team-badge--flag" src="/flags/${escapeMarkup(team.flag)}.png" width="24" height="18" alt="" loading="lazy">`;
  const badge = badgeFacts(team);
  if (!badge) return `<span class="team-badge" aria-hidden="true"></span>`;
  const colours = `--badge-1:${badge.primary};--badge-2:${badge.secondary};color:${badge.ink}`;
  return `<span class="team-badge team-badge--club" style="${escapeMarkup(colours)}" aria-hidden="true">${escapeMarkup(badge.code)}</span>`;
}
