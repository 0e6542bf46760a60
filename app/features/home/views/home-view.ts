import { liveView, type LiveView } from "#app/features/live/interface.ts";
import { formatNewsDate } from "#app/features/news/interface.ts";
import { type LiveStripView, seasonOver } from "#app/features/results/interface.ts";
import { isInPlay } from "#app/football/format.ts";
import { href } from "#app/i18n/href.ts";
import { newsFilterById, type ShownNews } from "#contract/news.ts";
import type { ZoneKind, ZoneLegendEntry } from "#contract/schemas-standings.ts";
import type { Competition, Match, MatchesResponse, TableRow, Team } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { type HomeMatch, homeMatch } from "./home-match.ts";

export { type HomeMatch, homeMatch };

/**
 * The view model of the home page's football: what its loader (app/features/home/home-football.server.ts)
 * builds and the components of this folder render. Browser-safe. Every part is optional: a part
 * whose data did not arrive in time is left out, never the page.
 */

/** One competition's card: its current round's latest (or live) matches. */
export interface HomeCompetitionCard {
  id: number;
  slug: string;
  name: string;
  /** "34. Spieltag", "Finale". */
  round: string;
  /** The season ("2024/25") once it is over (its last round played to the end), else null. */
  finishedSeason: string | null;
  /** The competition's page (its current round). */
  href: string;
  /** Its table tab; null for a competition without a table. */
  tableHref: string | null;
  matches: HomeMatch[];
}

export interface HomeTableRow {
  position: number;
  team: Team;
  played: number;
  goalDifference: number;
  points: number;
  zone: ZoneKind | null;
}

/** The top of the page language's league table, with the way to the whole table. */
export interface HomeTableTeaser {
  /** "Tabelle Bundesliga". */
  title: string;
  /** "Abschlusstabelle", "Tabelle nach dem 29. Spieltag"; null without the standings extension. */
  heading: string | null;
  href: string;
  rows: HomeTableRow[];
  /** The zones of the rows shown, for the legend ("Platz 1–4: Champions League"). */
  legend: ZoneLegendEntry[];
}

export interface HomeNewsItem {
  id: number;
  title: string;
  href: string;
  category: string;
  /** ISO instant and the date as the page's language writes it; null when the backend sent no date. */
  published: { iso: string; date: string } | null;
  /** The item's own language, where it differs from the page's. */
  language: Language;
}

export interface HomeFootballView {
  /** Matches in play and of today (the live strip); null when there are none. */
  strip: HomeStripView | null;
  /** The main competitions, the page language's league first. */
  cards: HomeCompetitionCard[];
  /**
   * Between seasons: the competitions decided before the latest and what comes next
   * (views/off-season-view.ts), as markup made by the loader (no JavaScript of its own), shown above
   * the cards; null otherwise.
   */
  offSeasonHtml: string | null;
  /**
   * Between seasons: the competition decided last, its winner and final (views/off-season-view.ts), as
   * markup made by the loader, for the hero; null otherwise.
   */
  latestHtml: string | null;
  /** The card whose matches the hero's phone shows (the page language's league); null when it is missing. */
  featuredCardId: number | null;
  table: HomeTableTeaser | null;
  news: HomeNewsItem[];
  /** The results overview and the news list, for the section's links. */
  resultsHref: string;
  newsHref: string;
  /**
   * The year of the page's moment in the language's home zone: a result of another year shows its
   * year beside its day. Sent with the page, so the browser writes the same dates as the server.
   */
  currentYear: number;
  /** Set while a match shown on the page is in play: the page then reads the live stream. */
  live: LiveView | null;
  /** False when a part was left out (slow or failing backend): the page is then cached briefly. */
  complete: boolean;
}

// ── Builders: what the loader (app/features/home/home-football.server.ts) turns each answer into ──

/** A card shows this many of its round's matches. */
export const MATCHES_PER_CARD = 3;
/**
 * The strip's matches in play, at most: on the last matchdays a league plays all at once (nine
 * Bundesliga matches, ten Premier League ones), and a fan looks for theirs among them first.
 */
export const STRIP_LIVE_MATCHES = 12;
/** The strip shows at most this many matches in all, the rest of the day after those in play; the day view has every one. */
export const STRIP_MATCHES = 8;

/** The strip as the home page shows it, and what it left out: a link to the day view says how many, and how many of those are in play. */
export interface HomeStripView extends LiveStripView {
  more: { count: number; live: number; href: string } | null;
}

/** A competition's card from its current round; undefined for a round without matches. */
export function competitionCard(
  language: Language,
  competition: Competition,
  current: MatchesResponse,
  shared: (team: Team) => Team,
): HomeCompetitionCard | undefined {
  const { data, rounds } = current;
  const matches = latestMatches(data, MATCHES_PER_CARD);
  if (matches.length === 0) return undefined;
  const params = { competition: competition.slug };
  return {
    id: competition.id,
    slug: competition.slug,
    name: competition.short_name,
    round: rounds.find((r) => r.id === matches[0]!.round_id)?.name ?? "",
    finishedSeason: seasonOver(current) ? competition.season : null,
    href: href("results", language, { country: competition.slug }),
    tableHref: competition.has_table ? href("results-table", language, params) : null,
    matches: matches.map((match) => homeMatch(match, competition, language, shared)),
  };
}

/** Rank of a match for a card: in play, then results, then fixtures, then matches that will not be played as scheduled. */
function cardRank(match: Match): number {
  if (isInPlay(match)) return 0;
  if (match.status === "finished" || match.status === "awarded") return 1;
  return match.status === "scheduled" ? 2 : 3;
}

/**
 * A round's matches for a card: those in play, then the latest results, then the next kick-offs;
 * shown in kick-off order, as the round's page lists them.
 */
export function latestMatches(matches: readonly Match[], count: number): Match[] {
  const byInterest = [...matches].sort((a, b) => {
    const rank = cardRank(a) - cardRank(b);
    if (rank !== 0) return rank;
    // The latest results first; fixtures by the next kick-off.
    return cardRank(a) === 1 ? b.kickoff.localeCompare(a.kickoff) : a.kickoff.localeCompare(b.kickoff);
  });
  return byInterest.slice(0, count).sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id - b.id);
}

/** A table row as the home page's short table shows it. */
export function tableRow(row: TableRow): Omit<HomeTableRow, "zone"> {
  return { position: row.position, team: row.team, played: row.played, goalDifference: row.goal_difference, points: row.points };
}

/** A news item as the home page lists it, its category named in the page's language. */
export function newsItem(news: ShownNews, slug: string, language: Language): HomeNewsItem {
  const published = news.published_at === null ? null : formatNewsDate(news.published_at, language);
  // The filter list names the category in the page's language; the item names it in its own.
  const filter = newsFilterById(news.category.id);
  return {
    id: news.news_id,
    title: news.title,
    href: href("news-article", language, { category: news.category.slug, article: slug }),
    category: filter?.names[language] ?? news.category.name,
    published: published && { iso: published.iso, date: published.date },
    language: news.language,
  };
}

/**
 * The strip's matches, from the day's as the loader hands them (the catalogue's order, big
 * competitions first, then by kick-off): those in play first (STRIP_LIVE_MATCHES at most), then the
 * rest of the day, STRIP_MATCHES in all unless more are in play. What does not fit is counted for
 * the link to the day view (`dayHref`): a match in play is never left out without a word. Its own
 * live view is dropped: the page reads one stream for everything it shows (`pageLive`).
 */
export function stripView(strip: LiveStripView, dayHref: string): HomeStripView {
  const inPlay = strip.matches.filter((item) => isInPlay(item.match));
  const rest = strip.matches.filter((item) => !isInPlay(item.match));
  const shownLive = inPlay.slice(0, STRIP_LIVE_MATCHES);
  const shownRest = rest.slice(0, Math.max(0, STRIP_MATCHES - shownLive.length));
  const matches = [...shownLive, ...shownRest];
  const left = strip.matches.length - matches.length;
  return { matches, live: null, more: left > 0 ? { count: left, live: inPlay.length - shownLive.length, href: dayHref } : null };
}

/** The live view of the page: the competitions of every match shown in play (the strip's and the cards'). */
export function pageLive(strip: LiveStripView | null, cards: readonly HomeCompetitionCard[], now: Date) {
  const ids = new Set<number>();
  for (const item of strip?.matches ?? []) if (isInPlay(item.match)) ids.add(item.match.competition_id);
  for (const card of cards) if (card.matches.some(isInPlay)) ids.add(card.id);
  return ids.size > 0 ? liveView([...ids], now) : null;
}
