import { data, redirect } from "react-router";
import type { Standings, StandingsRound } from "../../../../contract/schemas-standings.ts";
import type { Competition } from "../../../../contract/schemas.ts";
import { CACHE_CONTROL } from "../../../http/cache-control.ts";
import { href } from "../../../i18n/href.ts";
import { fillTemplate } from "../../../i18n/template.ts";
import type { ResultsSource } from "../../../results-api/results-source.server.ts";
import { pageData } from "../../../seo/page-data.ts";
import { liveViewOf } from "../live/live-view.ts";
import { isInPlay } from "../views/format.ts";
import { ROUND_QUERY_PARAM } from "../views/lists-query.ts";
import {
  type MatchdayLink,
  type StandingsView,
  TABLE_VIEW_QUERY_PARAM,
  TABLE_VIEWS,
  type TablePageView,
  type TableView,
  type LiveTableMatch,
} from "../views/views-standings.ts";
import {
  alternatesFor,
  competitionBySlug,
  competitionHeader,
  competitionSlugIn,
  loadCatalogue,
  pageHeaders,
  loadOrNotFound,
  notFound,
  resultsBreadcrumbs,
  templateMeta,
  unavailablePage,
  type ResultsRequest,
} from "./results-page.server.ts";

/**
 * The table tab (`/ergebnisse/{competition}/tabelle`, the table after the current matchday) and the
 * table after one matchday (`…/tabelle/{round}`, a round slug of a league or league phase). With
 * the standings extension (docs/api.md) the page shows zones, form, the home and away tables and a
 * matchday picker; a backend without it (getStandings undefined) gets the spec's table call, shown
 * as before, and the matchday pages are 404. A backend failure shows the error text (not cached).
 *
 * Query: `?view=home|away` picks the home or away table (views-standings.ts); `?round=<slug>` is the
 * picker's form without JavaScript, redirected (303) to that matchday's page. Any other `view`
 * value moves (301) to the page without it, so made-up values never become cache entries.
 */
export async function loadTablePage(rr: ResultsRequest, params: { competition?: string; round?: string }) {
  const catalogue = await loadCatalogue(rr.source);
  if (!catalogue) return unavailablePage(rr);
  const competition = competitionBySlug(catalogue, params.competition);
  const url = new URL(rr.request.url);
  // The page's own path, from the route table: a client-side navigation's request is for `….data`.
  const tablePath = href("results-table", rr.language, { competition: competition.slug });
  const view = tableView(url);
  const onRoundPage = params.round !== undefined;

  let current: Standings | undefined;
  let failed = false;
  try {
    current = await rr.source.getStandings(competition.id);
  } catch {
    failed = true;
  }

  const picked = url.searchParams.get(ROUND_QUERY_PARAM);
  if (picked !== null && !failed) {
    const round = current?.matchdays.find((r) => r.slug === picked) ?? notFound();
    throw redirect(withView(roundHref(rr, competition, round), view ?? "total"), 303);
  }

  let shown = current;
  let round: StandingsRound | undefined;
  if (onRoundPage && !failed) {
    // Without the extension there is no table after a matchday.
    round = current?.matchdays.find((r) => r.slug === params.round) ?? notFound();
    if (round.id !== current!.round.id) {
      try {
        shown = await rr.source.getStandings(competition.id, round.id);
      } catch {
        failed = true;
      }
      if (!failed && !shown) notFound();
    }
  }

  const path = params.round === undefined ? tablePath : href("results-table-round", rr.language, { competition: competition.slug, round: params.round });
  if (view === undefined) throw redirect(path, 301);
  let standings: StandingsView | null = null;
  if (!failed && shown && current) {
    standings = standingsView(rr, competition, shown, current, view, path);
  } else if (!failed && !onRoundPage) {
    standings = await legacyView(rr.source, competition);
    failed = standings === null;
  }
  if (standings && view !== standings.view) throw redirect(path, 301);

  // The current table counts the matches in play at their current score: their teams are marked.
  const playing = !failed && !onRoundPage && !shown?.final ? await matchesInPlay(rr, competition) : [];
  const pageView: TablePageView = {
    kind: "tab",
    header: competitionHeader(competition, catalogue, rr.language),
    standings,
    error: failed ? rr.messages.states.matchesUnavailable : null,
    live: liveViewOf(playing, competition.id),
    playing,
  };

  const alternates = round
    ? await alternatesFor("results-table-round", rr, (source) => roundParamsIn(source, competition.id, round.id))
    : await alternatesFor("results-table", rr, async (source) => {
        const slug = await competitionSlugIn(source, competition.id);
        return slug ? { competition: slug } : undefined;
      });
  const meta = round
    ? templateMeta(rr.messages, rr.messages.templates.tableRound, { competition: competition.name, matchday: round.matchday })
    : templateMeta(rr.messages, rr.messages.templates.table, { competition: competition.name });
  const tab = { name: rr.messages.results.tabs.table, path: tablePath };
  const crumbs = round && standings?.heading ? [tab, { name: standings.heading, path }] : [tab];
  const structuredData = [resultsBreadcrumbs(rr, competition, crumbs)];

  // A final table no longer changes: it may stay in caches as long as other finished pages.
  const headers = pageHeaders(pageView) ?? (shown?.final ? { "Cache-Control": CACHE_CONTROL.page } : undefined);
  return data(pageData({ meta, alternates, structuredData }, { view: pageView }), { headers });
}

/** The view the query asks for; `total` without the parameter; undefined for a value that names no view (or `total`): the page moves to its URL without it. */
function tableView(url: URL): TableView | undefined {
  const value = url.searchParams.get(TABLE_VIEW_QUERY_PARAM);
  if (value === null) return "total";
  return value !== "total" && (TABLE_VIEWS as readonly string[]).includes(value) ? (value as TableView) : undefined;
}

const withView = (path: string, view: TableView) => (view === "total" ? path : `${path}?${TABLE_VIEW_QUERY_PARAM}=${view}`);

const roundHref = (rr: ResultsRequest, competition: Competition, round: StandingsRound) =>
  href("results-table-round", rr.language, { competition: competition.slug, round: round.slug });

/** A league's (or league phase's) table heading: "Abschlusstabelle" once final, else "Tabelle nach dem 29. Spieltag". */
export function leagueTableHeading(standings: Standings, texts: { final: string; after: string }): string {
  return standings.final && standings.last_matchday ? texts.final : fillTemplate(texts.after, { matchday: standings.round.matchday });
}

/** The tables of the standings extension in the chosen view, with the heading, legend and matchday picker. */
function standingsView(rr: ResultsRequest, competition: Competition, shown: Standings, current: Standings, view: TableView, path: string): StandingsView {
  const texts = rr.messages.results.standings;
  const hasSides = shown.groups.length > 0 && shown.groups.every((g) => g.home !== null && g.away !== null);
  // A tournament's groups have their own captions; leagues and league phases say which matchday the table is after.
  const heading = competition.kind === "tournament" ? null : leagueTableHeading(shown, texts);
  const link = (round: StandingsRound): MatchdayLink => ({
    id: round.id,
    name: round.name,
    slug: round.slug,
    href: withView(roundHref(rr, competition, round), view),
  });
  const matchdays = shown.matchdays.map(link);
  const index = matchdays.findIndex((r) => r.id === shown.round.id);
  return {
    heading,
    // Without home and away tables the view falls back to the overall one (and the loader moves the URL there).
    view: hasSides ? view : "total",
    viewLinks: hasSides ? { total: path, home: withView(path, "home"), away: withView(path, "away") } : null,
    groups: shown.groups.map((g) => ({ name: g.name, slug: g.slug, rows: (view === "total" ? g.rows : g[view]) ?? g.rows })),
    legend: view === "total" ? shown.zones : [],
    hasForm: true,
    picker:
      index === -1
        ? null
        : {
            current: matchdays[index]!,
            matchdays,
            previous: matchdays[index - 1] ?? null,
            next: matchdays[index + 1] ?? null,
            // A final table's matchday is the last, no longer the current one.
            currentRoundId: current.final ? null : current.round.id,
            formAction: href("results-table", rr.language, { competition: competition.slug }),
          },
  };
}

/** The spec's table call, as the page showed it before the extension: no zones, form, views or picker; null when it failed. */
async function legacyView(source: ResultsSource, competition: Competition): Promise<StandingsView | null> {
  const groups = await loadOrNotFound(() => source.getTable(competition.id));
  return groups ? { heading: null, view: "total", viewLinks: null, groups, legend: [], hasForm: false, picker: null } : null;
}

/** The same matchday's page parameters in another language (its slug differs), by round id. */
async function roundParamsIn(source: ResultsSource, competitionId: number, roundId: number) {
  const [competition, standings] = await Promise.all([competitionSlugIn(source, competitionId), source.getStandings(competitionId)]);
  const round = standings?.matchdays.find((r) => r.id === roundId);
  return competition && round ? { competition, round: round.slug } : undefined;
}

/** The matches of the current round in play, slimmed to what the live table shows; none when they cannot be read. */
async function matchesInPlay(rr: ResultsRequest, competition: Competition): Promise<LiveTableMatch[]> {
  try {
    const { data } = await rr.source.getMatches(competition.id);
    return data
      .filter((match) => isInPlay(match))
      .map(({ id, status, live, score, winner, home, away }) => ({ id, status, live, score, winner, home: { id: home.id }, away: { id: away.id } }));
  } catch {
    return [];
  }
}
