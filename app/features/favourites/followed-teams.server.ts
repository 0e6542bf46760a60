import { withCompetitions } from "#app/football/competition-section.ts";
import { finalScore, formatKickoffTime, formatMatchDate, isInPlay, pairText, statusLabel } from "#app/football/format.ts";
import { HOME_TIME_ZONE } from "#app/i18n/dates.ts";
import { href } from "#app/i18n/href.ts";
import type { Messages } from "#app/i18n/messages/de.ts";
import { CLOSED_STATUSES, COUNTED_STATUSES } from "#contract/match-status.ts";
import type { TeamSeason } from "#contract/schemas-team.ts";
import type { CompetitionsResponse, Match } from "#contract/schemas.ts";
import { escapeMarkup } from "#lib/escape-markup.ts";
import { localeOf, type Language } from "#lib/languages.ts";
import { MAX_FOLLOWED_TEAMS } from "./followed-teams-storage.ts";

/**
 * The home page's "my teams" block (docs/decisions/0013-followed-teams.md): for each team the
 * visitor follows, its last match played and its next one, each linked to its page. Made here as
 * markup, which the head script places into the home page's slot: no page's JavaScript bundle
 * carries any of it. Every text and URL is escaped.
 */

/** At most this many digits an id has: more is not an id of ours (and keeps Number exact). */
const ID_DIGITS = 9;

/**
 * The team ids of `?teams=`: 1 to MAX_FOLLOWED_TEAMS decimal ids, comma-separated, in any order
 * (repeats count once). `null` for anything else: missing, empty, another separator, a sign, too
 * many, too long. The caller answers 400.
 */
export function parseTeamIds(value: string | null): number[] | null {
  if (value === null || value.length > MAX_FOLLOWED_TEAMS * (ID_DIGITS + 1)) return null;
  const parts = value.split(",");
  if (parts.length > MAX_FOLLOWED_TEAMS || !parts.every((part) => new RegExp(`^\\d{1,${ID_DIGITS}}$`).test(part))) return null;
  return [...new Set(parts.map(Number))];
}

/** The longest zone name accepted ("America/Argentina/ComodRivadavia" has 32 characters). */
const ZONE_NAME_LENGTH = 64;

/**
 * The zone of `?tz=`: an IANA name the runtime knows ("Asia/Tokyo", "UTC"), or the language's home
 * zone without one. `null` for anything else (an unknown or malformed name): the caller answers 400.
 */
export function parseTimeZone(value: string | null, language: Language): string | null {
  if (value === null || value === "") return HOME_TIME_ZONE[language];
  if (value.length > ZONE_NAME_LENGTH || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A match as the block shows it: who played whom, the result or the kick-off, and its page. */
export interface FollowedMatch {
  match: Match;
  href: string;
}

export interface FollowedTeam {
  name: string;
  href: string;
  last: FollowedMatch | null;
  next: FollowedMatch | null;
}

/**
 * A team's last match (the latest one played or awarded) and its next one (the first neither
 * played nor cancelled: one in play counts as next, with its score and minute), across every
 * competition of the catalogue it plays in.
 */
export function followedTeam(season: TeamSeason, catalogue: CompetitionsResponse, language: Language): FollowedTeam {
  const matches = withCompetitions(season.competitions, catalogue)
    .flatMap(([entry, competition]) =>
      entry.matches.map((match) => ({ match, href: href("results-match", language, { competition: competition.slug, match: match.slug, mid: match.id }) })),
    )
    .sort((a, b) => a.match.kickoff.localeCompare(b.match.kickoff));
  const played = matches.filter(({ match }) => COUNTED_STATUSES.includes(match.status));
  return {
    name: season.team.name,
    href: href("team", language, { team: season.team.slug }),
    last: played.at(-1) ?? null,
    next: matches.find(({ match }) => !CLOSED_STATUSES.includes(match.status)) ?? null,
  };
}

/**
 * The block's markup: a section with a heading and one entry per team, by name; empty without teams.
 * Kick-offs and days in `zone` (the visitor's; the language's home zone by default).
 */
export function followedTeamsHtml(teams: FollowedTeam[], language: Language, messages: Messages, zone: string = HOME_TIME_ZONE[language]): string {
  if (teams.length === 0) return "";
  const texts = messages.results.follow;
  const collator = new Intl.Collator(localeOf(language).iso);
  const matchHtml = (label: string, entry: FollowedMatch | null) => {
    if (!entry) return `<dt>${escapeMarkup(label)}</dt><dd>${escapeMarkup(texts.none)}</dd>`;
    const { match } = entry;
    const score = finalScore(match);
    const status = statusLabel(match, language, messages);
    const middle = score ? pairText(score, language) : "–";
    const when = `${formatMatchDate(match.kickoff, language, zone)}, ${formatKickoffTime(match.kickoff, language, zone)}`;
    // A match in play is not "next": it is labelled live, with the badge the live pages show, and its minute in the live colour.
    const live = isInPlay(match);
    const term = live ? `<span class="live-badge">${escapeMarkup(messages.results.live.live)}</span>` : escapeMarkup(label);
    const statusHtml = status ? ` · ${live ? `<span class="live-minute">${escapeMarkup(status)}</span>` : escapeMarkup(status)}` : "";
    return (
      `<dt>${term}</dt><dd><a href="${escapeMarkup(entry.href)}">` +
      `${escapeMarkup(match.home.name)} <span class="my-teams__score">${escapeMarkup(middle)}</span> ${escapeMarkup(match.away.name)}</a>` +
      `<span class="my-teams__when"><time datetime="${escapeMarkup(match.kickoff)}">${escapeMarkup(when)}</time>` +
      `${statusHtml}</span></dd>`
    );
  };
  const entries = [...teams]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(
      (team) =>
        `<li class="my-teams__team"><h3 class="my-teams__name"><a href="${escapeMarkup(team.href)}">${escapeMarkup(team.name)}</a></h3>` +
        `<dl class="my-teams__matches">${matchHtml(texts.last, team.last)}${matchHtml(texts.next, team.next)}</dl></li>`,
    )
    .join("");
  return (
    `<section class="container my-teams" aria-labelledby="my-teams-heading">` +
    `<h2 id="my-teams-heading">${escapeMarkup(texts.myTeams)}</h2><ul class="my-teams__list">${entries}</ul></section>`
  );
}
