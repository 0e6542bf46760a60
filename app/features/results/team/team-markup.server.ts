import { badgeFacts } from "#app/football/badge.ts";
import type { Team } from "#contract/schemas.ts";
import { escapeMarkup } from "#lib/escape-markup.ts";
import { flagPicture } from "../shared/flag-pictures.server.ts";
import { flagBackground } from "../shared/flag-pictures.ts";

/**
 * A team as markup made on the server, for the parts pages place as they are (no component, no
 * JavaScript: the team page's first match, the home page between seasons). The same elements and
 * classes as the components write, so the stylesheet treats them alike. Every text is escaped.
 */

/** A team as TeamName.tsx renders it: its flag or badge, the full name and, for phones, the short one. */
export function teamHtml(team: Team): string {
  const short = team.short_name && team.short_name !== team.name ? team.short_name : undefined;
  const name = short
    ? `<span class="team__name"><span class="team__full">${escapeMarkup(team.name)}</span><span class="team__short">${escapeMarkup(short)}</span></span>`
    : `<span class="team__name">${escapeMarkup(team.name)}</span>`;
  return `<span class="team">${badgeHtml(team)}${name}</span>`;
}

/** TeamBadge.tsx's small badge: a flag's picture (in the page, as TeamBadge's), or a club's colours and code (drawn by the stylesheet). */
export function badgeHtml(team: Team): string {
  if (team.flag) return `<span class="team-badge team-badge--flag" style="${escapeMarkup(flagBackground(flagPicture, team.flag))}" aria-hidden="true"></span>`;
  const badge = badgeFacts(team);
  if (!badge) return `<span class="team-badge" aria-hidden="true"></span>`;
  const colours = `--badge-1:${badge.primary};--badge-2:${badge.secondary};color:${badge.ink}`;
  return `<span class="team-badge team-badge--club" style="${escapeMarkup(colours)}" aria-hidden="true">${escapeMarkup(badge.code)}</span>`;
}
