import { data, redirect } from "react-router";
import { projectionCard, tableCard } from "#app/features/cards/interface.server.ts";
import { cardPathOf } from "#app/features/cards/interface.ts";
import { liveViewOf } from "#app/features/live/interface.ts";
import { isInPlay } from "#app/football/format.ts";
import { ROUND_QUERY_PARAM } from "#app/football/lists-query.ts";
import { TABLE_VIEW_QUERY_PARAM, TABLE_VIEWS, type TableView } from "#app/football/lists-query.ts";
import { loadCatalogue, type ResultsRequest } from "#app/football/results-request.server.ts";
import { resultsShortcuts } from "#app/football/shortcuts.server.ts";
import { CACHE_CONTROL } from "#app/http/cache-control.ts";
import { href } from "#app/i18n/href.ts";
import { pageData } from "#app/seo/page-data.ts";
import type { Standings, StandingsRound } from "#contract/schemas-standings.ts";
import type { Competition, TableGroup } from "#contract/schemas.ts";
import {
  alternatesFor,
  competitionBySlug,
  competitionHeader,
  competitionSlugIn,
  pageHeaders,
  loadOrNotFound,
  notFound,
  resultsBreadcrumbs,
  templateMeta,
  unavailablePage,
} from "../shared/results-page.server.ts";
import {
  matchdayHref,
  plainStandingsView,
  standingsView,
  type StandingsView,
  type TablePageView,
  type LiveTableMatch,
  type PreseasonView,
  withView,
} from "./standings-view.ts";

/**
 * The table tab (`/ergebnisse/{competition}/tabelle`, the table after the current matchday) and the
 * table after one matchday (`…/tabelle/{round}`, a round slug of a league or league phase). With
 * the standings extension (docs/api.md) the page shows zones, form, the home and away tables and a
 * matchday picker; a backend without it (getStandings undefined) gets the spec's table call, shown
 * as before, and the matchday pages are 404. A backend failure shows the error text (not cached).
 *
 * Query: `?view=home|away` picks the home or away table (standings-view.ts); `?round=<slug>` is the
 * picker's form without JavaScript, redirected (303) to that matchday's page. Any other `view`
 * value moves (301) to the page without it, so made-up values never become cache entries.
 *
 * The loader reads top to bottom: the competition, what the URL asks for, the tables (which may
 * answer with a redirect or a 404 instead), the view of them, the matches in play, the head.
 */
export async function loadTablePage(rr: ResultsRequest, params: { competition?: string; round?: string }) {
  const catalogue = await loadCatalogue(rr.source);
  if (!catalogue) return unavailablePage(rr);
  const competition = competitionBySlug(catalogue, params.competition);
  const asked = askedFor(rr, competition, params.round);

  const tables = await loadTables(rr, competition, asked);
  const failed = tables.kind === "failed";
  // The current table counts the matches in play at their current score: their teams are marked.
  const current = !failed && asked.round === undefined && !(tables.kind === "standings" && tables.shown.final);
  const playing = current ? await matchesInPlay(rr, competition) : [];
  const standings = standingsOf(rr, competition, tables, asked, current ? playing : null);
  if (standings && asked.view !== standings.view) throw redirect(asked.path, 301);

  const preseason = current && standings && notBegun(standings) ? await preseasonOf(rr, competition) : null;
  const view: TablePageView = {
    kind: "tab",
    header: competitionHeader(competition, catalogue, rr.language),
    standings,
    error: failed ? rr.messages.states.matchesUnavailable : null,
    live: liveViewOf(playing, competition.id),
    playing,
    preseason,
    emptyReason: standings?.groups.length === 0 && !competition.has_table ? rr.messages.results.standings.knockoutOnly : null,
  };

  const head = await tablePageHead(rr, competition, tables.round, standings, asked);
  // A final table no longer changes: it may stay in caches as long as other finished pages.
  const final = tables.kind === "standings" && tables.shown.final;
  const headers = pageHeaders(view) ?? (final ? { "Cache-Control": CACHE_CONTROL.page } : undefined);
  const shortcuts = await resultsShortcuts(rr, { competitionId: competition.id });
  const card = asked.round === undefined ? tablePageCard(rr, competition, tables) : undefined;
  return data(pageData({ ...head, shortcuts, card }, { view }), { headers });
}

/**
 * The share card of the table tab: the top of the current table (the first group's), as the card
 * route reads it (app/features/cards/card-source.server.ts). A matchday's table and a failed one have
 * none: they keep the language's share image.
 */
function tablePageCard(rr: ResultsRequest, competition: Competition, tables: Tables): string | undefined {
  const group = tables.kind === "standings" ? tables.current.groups[0] : tables.kind === "plain" ? tables.groups[0] : undefined;
  return group && group.rows.length > 0 ? cardPathOf({ kind: "table", ids: [competition.id] }, tableCard(group, competition, rr.language)) : undefined;
}

/** Whether no team has played yet: the table is every team on nought, in no order that means anything. */
function notBegun(standings: StandingsView): boolean {
  return standings.groups.length > 0 && standings.groups.every((group) => group.rows.every((row) => row.played === 0));
}

/**
 * The season's start and its first matchday's fixtures (the current round before any match), or
 * null when the backend has none to tell (the page then shows the table as it comes).
 */
async function preseasonOf(rr: ResultsRequest, competition: Competition): Promise<PreseasonView | null> {
  const first = await orFailed(() => rr.source.getMatches(competition.id));
  if (first === FAILED || first.data.length === 0) return null;
  const matches = [...first.data].sort((a, b) => a.kickoff.localeCompare(b.kickoff));
  const round = first.rounds[first.current_round - 1]?.name ?? null;
  return {
    start: matches[0]!.kickoff,
    round,
    matches: matches.map((match) => ({
      ...match,
      href: href("results-match", rr.language, { competition: competition.slug, match: match.slug, mid: match.id }),
    })),
  };
}

/** What the URL asks the page for, and the paths it answers with. */
interface TableRequest {
  /** `?view=`: `total` without the parameter; undefined for a value that names no view (or `total`): the page moves to its URL without it. */
  view: TableView | undefined;
  /** `?round=`: the matchday the picker's form names, or null. */
  picked: string | null;
  /** The matchday of a page for the table after one (its slug in the path); undefined on the table tab. */
  round: string | undefined;
  /** The table tab's path and this page's own, from the route table (a client-side navigation's request is for `….data`). */
  tabPath: string;
  path: string;
}

function askedFor(rr: ResultsRequest, competition: Competition, round: string | undefined): TableRequest {
  const { searchParams } = new URL(rr.request.url);
  const value = searchParams.get(TABLE_VIEW_QUERY_PARAM);
  const tabPath = href("results-table", rr.language, { competition: competition.slug });
  return {
    view: value === null ? "total" : value !== "total" && (TABLE_VIEWS as readonly string[]).includes(value) ? (value as TableView) : undefined,
    picked: searchParams.get(ROUND_QUERY_PARAM),
    round,
    tabPath,
    path: round === undefined ? tabPath : href("results-table-round", rr.language, { competition: competition.slug, round }),
  };
}

/**
 * The tables the page shows: the standings extension's (the current ones, and a matchday's when the
 * page is for one), the spec's table call where the backend has no extension, or a failure (the
 * page then shows the error text). `round` is the page's matchday wherever it is known.
 */
type Tables =
  | { kind: "standings"; current: Standings; shown: Standings; round: StandingsRound | undefined }
  | { kind: "plain"; groups: TableGroup[]; round: undefined }
  | { kind: "failed"; round: StandingsRound | undefined };

/**
 * Loads the tables, or answers instead: the picker's form with a 303 to its matchday's page, an
 * unknown matchday (and any matchday without the extension) with a 404, a view that names none with
 * a 301 to the page without it, in that order.
 */
async function loadTables(rr: ResultsRequest, competition: Competition, asked: TableRequest): Promise<Tables> {
  const moveUnknownView = () => {
    if (asked.view === undefined) throw redirect(asked.path, 301);
  };
  const current = await orFailed(() => rr.source.getStandings(competition.id));
  if (current === FAILED) {
    moveUnknownView();
    return { kind: "failed", round: undefined };
  }
  if (asked.picked !== null) {
    const round = matchdayOf(current, asked.picked);
    throw redirect(withView(matchdayHref(rr.language, competition, round), asked.view ?? "total"), 303);
  }
  const round = asked.round === undefined ? undefined : matchdayOf(current, asked.round);

  if (current === undefined) {
    // Without the extension (no matchday pages: `round` is undefined), the spec's table call.
    moveUnknownView();
    const groups = await loadOrNotFound(() => rr.source.getTable(competition.id));
    return groups ? { kind: "plain", groups, round: undefined } : { kind: "failed", round: undefined };
  }
  let shown: Standings | undefined = current;
  if (round && round.id !== current.round.id) {
    const after = await orFailed(() => rr.source.getStandings(competition.id, round.id));
    if (after === FAILED) {
      moveUnknownView();
      return { kind: "failed", round };
    }
    shown = after ?? notFound();
  }
  moveUnknownView();
  return { kind: "standings", current, shown, round };
}

/** A matchday of the standings by its slug; 404 when it names none, or without the standings extension. */
function matchdayOf(standings: Standings | undefined, slug: string): StandingsRound {
  return standings?.matchdays.find((r) => r.slug === slug) ?? notFound();
}

const FAILED = Symbol("failed");

/** A data call's answer, or FAILED when it threw. */
async function orFailed<T>(load: () => Promise<T>): Promise<T | typeof FAILED> {
  try {
    return await load();
  } catch {
    return FAILED;
  }
}

/**
 * The view of the tables in the asked-for view (null when they failed); a view they cannot show falls
 * back to `total`. `playing` is given for the current table only: it then shows the projection
 * (moves while matches are in play, the last matchdays' outlook) and links the live table's card.
 */
function standingsOf(
  rr: ResultsRequest,
  competition: Competition,
  tables: Tables,
  asked: TableRequest,
  playing: LiveTableMatch[] | null,
): StandingsView | null {
  if (tables.kind === "failed") return null;
  // The spec's table call: no zones, form, views or picker.
  if (tables.kind === "plain") return plainStandingsView(tables.groups);
  const projection = playing ? (tables.current.projection ?? null) : null;
  const card = projection?.in_play && playing ? projectionCard(tables.current, playing, competition, rr.language) : undefined;
  return standingsView(
    {
      competition,
      shown: tables.shown,
      current: tables.current,
      view: asked.view ?? "total",
      path: asked.path,
      projection,
      liveCard: card ? cardPathOf({ kind: "projection", ids: [competition.id] }, card) : null,
    },
    rr.language,
    rr.messages,
  );
}

/** Title, description, the same page in the other languages and the breadcrumbs. */
async function tablePageHead(
  rr: ResultsRequest,
  competition: Competition,
  round: StandingsRound | undefined,
  standings: StandingsView | null,
  asked: TableRequest,
) {
  const templates = rr.messages.templates;
  const tab = { name: rr.messages.results.tabs.table, path: asked.tabPath };
  if (!round) {
    return {
      meta: templateMeta(rr.messages, templates.table, { competition: competition.name }),
      alternates: await alternatesFor("results-table", rr, async (source) => {
        const slug = await competitionSlugIn(source, competition.id);
        return slug ? { competition: slug } : undefined;
      }),
      structuredData: [resultsBreadcrumbs(rr, competition, [tab])],
    };
  }
  const crumbs = standings?.heading ? [tab, { name: standings.heading, path: asked.path }] : [tab];
  return {
    meta: templateMeta(rr.messages, templates.tableRound, { competition: competition.name, matchday: round.matchday }),
    alternates: await alternatesFor("results-table-round", rr, (source) => roundParamsIn(source, competition.id, round.id)),
    structuredData: [resultsBreadcrumbs(rr, competition, crumbs)],
  };
}

/** The same matchday's page parameters in another language (its slug differs), by round id. */
async function roundParamsIn(source: ResultsRequest["source"], competitionId: number, roundId: number) {
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
