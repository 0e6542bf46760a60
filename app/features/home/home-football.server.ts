import { ALL_NEWS_FILTER_ID, newsFilterById } from "../../../contract/news.ts";
import type { Competition, CompetitionsResponse, Match, MatchesResponse, NewsSummary, TableRow, Team } from "../../../contract/schemas.ts";
import type { Language } from "../../../lib/languages.ts";
import { href } from "../../i18n/href.ts";
import { fillTemplate } from "../../i18n/template.ts";
import { formatNewsDate } from "../news/format.ts";
import { liveView } from "../results/live/live-view.ts";
import { loadLiveStrip } from "../results/server/live-strip.server.ts";
import { loadCatalogue, type ResultsRequest } from "../results/server/results-page.server.ts";
import { leagueTableHeading } from "../results/server/table-page.server.ts";
import { isInPlay } from "../results/views/format.ts";
import { sharedTeams } from "../results/views/shared-teams.ts";
import type { LiveStripView } from "../results/views/views-match.ts";
import type { HomeCompetitionCard, HomeFootballView, HomeMatch, HomeNewsItem, HomeTableTeaser } from "./views.ts";

/** The home page waits this long for its football at most: a slow backend costs a part, not the first paint. */
export const HOME_FOOTBALL_DEADLINE_MS = 1000;

/** The league most visitors of a page language follow: its matchday fills the hero's phone, its table the teaser. */
export const HOME_LEAGUE: Record<Language, string> = { de: "bundesliga", en: "premier-league", it: "serie-a" };

/** The competitions with a card: the page language's league first, then the Champions League, then the other leagues. */
const CARD_ORDER = ["champions-league", "bundesliga", "premier-league", "serie-a"] as const;

export const MATCHES_PER_CARD = 3;
export const TABLE_ROWS = 5;
export const NEWS_ITEMS = 3;
/** The strip shows at most this many matches: on a busy Saturday the day has dozens, and the cards show more below. */
export const STRIP_MATCHES = 6;

/** Settles with the work's value, or with undefined once the deadline has passed or when the work fails. */
type Deadline = <T>(work: Promise<T>) => Promise<T | undefined>;

function deadline(ms: number): { within: Deadline; clear: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const passed = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  return {
    // The work goes on after the deadline and lands in the results cache, so a later view has it.
    within: (work) => Promise.race([work.catch(() => undefined), passed]),
    clear: () => clearTimeout(timer),
  };
}

/**
 * The home page's football, every part from the results cache or the backend within one deadline:
 * the live strip, a card per main competition, the page language's league table and the latest
 * news. A part that fails or comes late is left out (and `complete` is false); nothing here throws.
 */
export async function loadHomeFootball(rr: ResultsRequest, deadlineMs = HOME_FOOTBALL_DEADLINE_MS, now: Date = new Date()): Promise<HomeFootballView> {
  const { within, clear } = deadline(deadlineMs);
  try {
    const [strip, sections, news] = await Promise.all([
      within(loadLiveStrip(rr)),
      within(loadCatalogue(rr.source)).then((catalogue) => (catalogue ? loadSections(rr, catalogue, within) : undefined)),
      within(rr.source.getNewsPage(ALL_NEWS_FILTER_ID, 1)),
    ]);
    const cards = sections?.cards ?? [];
    const table = sections?.table ?? null;
    const newsItems = news ? news.items.slice(0, NEWS_ITEMS).map((item) => newsItem(item.news, item.slug, rr.language)) : [];
    const shownStrip = strip ? stripView(strip, cards) : null;
    const featured = cards.find((card) => card.slug === HOME_LEAGUE[rr.language]);
    return {
      strip: shownStrip,
      cards,
      featuredCardId: featured?.id ?? null,
      table,
      news: newsItems,
      resultsHref: href("results", rr.language),
      newsHref: href("news-paged", rr.language, { category: newsFilterById(ALL_NEWS_FILTER_ID)!.slug, page: 1 }),
      live: pageLive(shownStrip, cards, now),
      complete: news !== undefined && sections !== undefined && sections.complete,
    };
  } finally {
    clear();
  }
}

async function loadSections(rr: ResultsRequest, catalogue: CompetitionsResponse, within: Deadline) {
  const competitions = cardCompetitions(catalogue.competitions, rr.language);
  const league = catalogue.competitions.find((c) => c.slug === HOME_LEAGUE[rr.language]);
  const [rounds, table] = await Promise.all([
    Promise.all(competitions.map((competition) => within(rr.source.getMatches(competition.id)))),
    league?.has_table ? loadTableTeaser(rr, league, within) : Promise.resolve(null),
  ]);
  const shared = sharedTeams();
  const cards = competitions.flatMap((competition, i) => {
    const card = rounds[i] && competitionCard(rr.language, competition, rounds[i], shared);
    return card ? [card] : [];
  });
  const sharedTable = table && { ...table, rows: table.rows.map((row) => ({ ...row, team: shared(row.team) })) };
  return { cards, table: sharedTable ?? null, complete: rounds.every(Boolean) && table !== undefined };
}

/** The main competitions the catalogue has, the page language's league first. */
export function cardCompetitions(competitions: readonly Competition[], language: Language): Competition[] {
  const own = HOME_LEAGUE[language];
  const order = [own, ...CARD_ORDER.filter((slug) => slug !== own)];
  return order.flatMap((slug) => competitions.filter((c) => c.slug === slug));
}

function competitionCard(
  language: Language,
  competition: Competition,
  { data, rounds }: MatchesResponse,
  shared: (team: Team) => Team,
): HomeCompetitionCard | undefined {
  const matches = latestMatches(data, MATCHES_PER_CARD);
  if (matches.length === 0) return undefined;
  const params = { competition: competition.slug };
  return {
    id: competition.id,
    slug: competition.slug,
    name: competition.short_name,
    round: rounds.find((r) => r.id === matches[0]!.round_id)?.name ?? "",
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

function homeMatch(match: Match, competition: Competition, language: Language, shared: (team: Team) => Team): HomeMatch {
  const { id, kickoff, status, live, score, winner, slug } = match;
  const path = href("results-match", language, { competition: competition.slug, match: slug, mid: id });
  return { id, kickoff, status, live, score, winner, home: shared(match.home), away: shared(match.away), href: path };
}

/**
 * The league's table after its current matchday, top rows only, with zones and a heading when the
 * backend has the standings extension, else from the spec's table call. Undefined when it failed
 * or came late.
 */
async function loadTableTeaser(rr: ResultsRequest, league: Competition, within: Deadline): Promise<HomeTableTeaser | undefined> {
  // null: the backend has no standings extension; undefined: it failed or came late.
  const standings = await within(rr.source.getStandings(league.id).then((s) => s ?? null));
  if (standings === undefined) return undefined;
  const teaser = {
    title: fillTemplate(rr.messages.home.table, { competition: league.short_name }),
    href: href("results-table", rr.language, { competition: league.slug }),
  };
  if (standings) {
    const rows = standings.groups[0]?.rows.slice(0, TABLE_ROWS) ?? [];
    return {
      ...teaser,
      heading: leagueTableHeading(standings, rr.messages.results.standings),
      rows: rows.map((row) => ({ ...tableRow(row), zone: row.zone })),
      legend: standings.zones.filter((zone) => zone.from !== null && zone.from <= rows.length),
    };
  }
  const groups = await within(rr.source.getTable(league.id));
  if (!groups) return undefined;
  const rows = groups[0]?.rows.slice(0, TABLE_ROWS) ?? [];
  return { ...teaser, heading: null, rows: rows.map((row) => ({ ...tableRow(row), zone: null })), legend: [] };
}

function tableRow(row: TableRow) {
  return { position: row.position, team: row.team, played: row.played, goalDifference: row.goal_difference, points: row.points };
}

function newsItem(news: NewsSummary, slug: string, language: Language): HomeNewsItem {
  const published = formatNewsDate(news.published_at, language);
  // The filter list names the category in the page's language; the item names it in its own.
  const filter = newsFilterById(news.category.id);
  return {
    id: news.news_id,
    title: news.title,
    href: href("news-article", language, { category: news.category.slug, article: slug }),
    category: filter?.names[language] ?? news.category.name,
    published: { iso: published.iso, date: published.date },
    language: news.language,
  };
}

/**
 * At most STRIP_MATCHES of the strip's matches, in kick-off order: those in play first, and of
 * those, the ones no card shows (the cards below have theirs, live too). Its own live view is
 * dropped: the page reads one stream for everything it shows (`pageLive`).
 */
export function stripView(strip: LiveStripView, cards: readonly HomeCompetitionCard[]): LiveStripView {
  const onCards = new Set(cards.flatMap((card) => card.matches.map((match) => match.id)));
  const rank = ({ match }: LiveStripView["matches"][number]) => (isInPlay(match) ? 0 : 2) + (onCards.has(match.id) ? 1 : 0);
  const byInterest = [...strip.matches].sort((a, b) => rank(a) - rank(b) || a.match.kickoff.localeCompare(b.match.kickoff));
  const matches = byInterest.slice(0, STRIP_MATCHES).sort((a, b) => a.match.kickoff.localeCompare(b.match.kickoff) || a.match.id - b.match.id);
  return { matches, live: null };
}

/** The live view of the page: the competitions of every match shown in play (the strip's and the cards'). */
function pageLive(strip: LiveStripView | null, cards: readonly HomeCompetitionCard[], now: Date) {
  const ids = new Set<number>();
  for (const item of strip?.matches ?? []) if (isInPlay(item.match)) ids.add(item.match.competition_id);
  for (const card of cards) if (card.matches.some(isInPlay)) ids.add(card.id);
  return ids.size > 0 ? liveView([...ids], now) : null;
}
