import { loadLiveStrip } from "#app/features/results/interface.server.ts";
import { leagueTableHeading, sharedTeams } from "#app/features/results/interface.ts";
import { loadCatalogue, type ResultsRequest } from "#app/football/results-request.server.ts";
import { HOME_TIME_ZONE } from "#app/i18n/dates.ts";
import { href } from "#app/i18n/href.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import { ALL_NEWS_FILTER_ID, newsFilterById } from "#contract/news.ts";
import type { Competition, CompetitionsResponse } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { latestHtml, offSeasonHtml } from "./off-season-markup.server.ts";
import { loadOffSeason } from "./off-season.server.ts";
import { competitionCard, type HomeFootballView, type HomeTableTeaser, newsItem, pageLive, stripView, tableRow } from "./views/home-view.ts";
import { isOffSeason } from "./views/off-season-view.ts";

/** The home page waits this long for its football at most: a slow backend costs a part, not the first paint. */
export const HOME_FOOTBALL_DEADLINE_MS = 1000;

/** The league most visitors of a page language follow: its matchday fills the hero's phone, its table the teaser. */
export const HOME_LEAGUE: Record<Language, string> = { de: "bundesliga", en: "premier-league", it: "serie-a" };

/** The competitions with a card: the page language's league first, then the Champions League, then the other leagues. */
const CARD_ORDER = ["champions-league", "bundesliga", "premier-league", "serie-a"] as const;

export const TABLE_ROWS = 5;
export const NEWS_ITEMS = 3;
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
    const shownStrip = strip ? stripView(strip, href("results", rr.language, { country: strip.today })) : null;
    const featured = cards.find((card) => card.slug === HOME_LEAGUE[rr.language]);
    // Between seasons the cards would show months-old rounds: the competitions decided last and what comes next instead.
    const offSeasonDue =
      sections &&
      isOffSeason(
        shownStrip !== null,
        cards.map((card) => card.finishedSeason),
      );
    const offSeason = offSeasonDue ? await loadOffSeason(rr, sections.catalogue, within, sections.shared) : null;
    return {
      strip: shownStrip,
      cards,
      offSeasonHtml: offSeason ? offSeasonHtml(offSeason, rr.language, rr.messages) : null,
      latestHtml: offSeason?.latest ? latestHtml(offSeason.latest, rr.language, rr.messages) : null,
      featuredCardId: featured?.id ?? null,
      table,
      news: newsItems,
      resultsHref: href("results", rr.language),
      newsHref: href("news-paged", rr.language, { category: newsFilterById(ALL_NEWS_FILTER_ID)!.slug, page: 1 }),
      currentYear: yearIn(now, HOME_TIME_ZONE[rr.language]),
      live: pageLive(shownStrip, cards, now),
      complete: news !== undefined && sections !== undefined && sections.complete && offSeason !== undefined,
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
  return { cards, table: sharedTable ?? null, complete: rounds.every(Boolean) && table !== undefined, catalogue, shared };
}

/** The main competitions the catalogue has, the page language's league first. */
export function cardCompetitions(competitions: readonly Competition[], language: Language): Competition[] {
  const own = HOME_LEAGUE[language];
  const order = [own, ...CARD_ORDER.filter((slug) => slug !== own)];
  return order.flatMap((slug) => competitions.filter((c) => c.slug === slug));
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

/** The calendar year of a moment in a time zone. */
function yearIn(moment: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone }).format(moment));
}
