import type { LiveView, MatchState } from "#app/features/live/interface.ts";
import { TABLE_VIEW_QUERY_PARAM, type TableView } from "#app/football/lists-query.ts";
import { href } from "#app/i18n/href.ts";
import type { Messages } from "#app/i18n/messages/de.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { Projection, Standings, StandingsFormEntry, StandingsRound, ZoneKind, ZoneLegendEntry } from "#contract/schemas-standings.ts";
import type { Competition, TableRow } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import type { CompetitionHeader, MatchRow, RoundLink } from "../shared/competition-view.ts";
import { type LiveTableNote, moveOf, type MoveView, type OutlookView, outlookView } from "./projection-view.ts";

/**
 * The view model of the table tab and the table after a matchday (app/features/results/competition/table-route.tsx)
 * and its builders. Browser-safe: components import it, the loader (app/features/results/competition/table-page.server.ts)
 * loads the standings and builds it.
 */

/** A table row; form and zone only where the backend has the standings extension. */
export interface StandingsRowView extends TableRow {
  form?: StandingsFormEntry[];
  zone?: ZoneKind | null;
  /** The move since the matchday began, while matches of it are in play (the overall table of the current matchday only). */
  move?: MoveView | null;
}

export interface StandingsGroupView {
  name: string | null;
  slug: string | null;
  rows: StandingsRowView[];
}

/** A matchday of the picker: its slug is what the picker's form sends without JavaScript. */
export type MatchdayLink = RoundLink & { slug: string };

export interface MatchdayPicker {
  current: MatchdayLink;
  matchdays: MatchdayLink[];
  previous: MatchdayLink | null;
  next: MatchdayLink | null;
  /** The matchday the current table is after, marked in the list; null once the table is final. */
  currentRoundId: number | null;
  /** The table tab: its loader redirects the picker's `?round=<slug>` to the matchday's page. */
  formAction: string;
}

export interface StandingsView {
  /** The heading above the table: "Tabelle nach dem 17. Spieltag" or "Abschlusstabelle"; null without one. */
  heading: string | null;
  /** The view shown, and the links to the three views (null where there are no home and away tables). */
  view: TableView;
  viewLinks: Record<TableView, string> | null;
  groups: StandingsGroupView[];
  legend: ZoneLegendEntry[];
  /** Whether rows carry form (the standings extension answered): the form column is shown. */
  hasForm: boolean;
  picker: MatchdayPicker | null;
  /** While matches are in play: the live table's note and its share card. */
  liveNote: LiveTableNote | null;
  /** On the last matchdays: what each team is sure of and what it takes (projection-view.ts). */
  outlook: OutlookView | null;
}

/** The table tab: `standings` is null when the backend failed (then `error` holds the text). */
export interface TablePageView {
  kind: "tab";
  header: CompetitionHeader;
  standings: StandingsView | null;
  error: string | null;
  /** The current table while matches of its round are in play: the page reads the live stream and marks their teams. */
  live: LiveView | null;
  /** Those matches in play, with the ids of their teams. */
  playing: LiveTableMatch[];
  /** Before the season's first match: when it starts and the first matchday's fixtures, shown instead of a table of noughts. */
  preseason: PreseasonView | null;
  /** Why there is no table, said under the spec's "no table" text: a competition played as a knockout only. */
  emptyReason: string | null;
}

/** The table tab of a season not begun: its first kick-off (ISO 8601) and the first matchday's fixtures. */
export interface PreseasonView {
  start: string;
  round: string | null;
  matches: MatchRow[];
}

/** A match in play as the live table shows it beside its teams: its state and who plays. */
export type LiveTableMatch = MatchState & { home: { id: number }; away: { id: number } };

/** The page's path with the view's parameter (none for `total`). */
export const withView = (path: string, view: TableView) => (view === "total" ? path : `${path}?${TABLE_VIEW_QUERY_PARAM}=${view}`);

/** The page of the table after a matchday. */
export const matchdayHref = (language: Language, competition: Competition, round: StandingsRound) =>
  href("results-table-round", language, { competition: competition.slug, round: round.slug });

/** A league's (or league phase's) table heading: "Abschlusstabelle" once final, else "Tabelle nach dem 29. Spieltag". */
export function leagueTableHeading(standings: Standings, texts: { final: string; after: string }): string {
  return standings.final && standings.last_matchday ? texts.final : fillTemplate(texts.after, { matchday: standings.round.matchday });
}

/**
 * The tables of the standings extension in the chosen view, with the heading, legend and matchday
 * picker: `shown` are the standings the page is for (after its matchday), `current` those after the
 * current one, `path` the page's own path (the view links keep it).
 */
export function standingsView(
  {
    competition,
    shown,
    current,
    view,
    path,
    projection = null,
    liveCard = null,
  }: {
    competition: Competition;
    shown: Standings;
    current: Standings;
    view: TableView;
    path: string;
    /** The current table's projection: only the table tab passes it, and only its overall view shows it. */
    projection?: Projection | null;
    /** The live table's share card. */
    liveCard?: string | null;
  },
  language: Language,
  messages: Messages,
): StandingsView {
  const texts = messages.results.standings;
  const hasSides = shown.groups.length > 0 && shown.groups.every((g) => g.home !== null && g.away !== null);
  // A tournament's groups have their own captions; leagues and league phases say which matchday the table is after.
  const heading = competition.kind === "tournament" ? null : leagueTableHeading(shown, texts);
  const link = (round: StandingsRound): MatchdayLink => ({
    id: round.id,
    name: round.name,
    slug: round.slug,
    href: withView(matchdayHref(language, competition, round), view),
  });
  const matchdays = shown.matchdays.map(link);
  const index = matchdays.findIndex((r) => r.id === shown.round.id);
  // The projection is of the one overall table; the home and away tables have none.
  const projected = (hasSides ? view : "total") === "total" && shown.groups.length === 1 ? projection : null;
  const projectionTexts = messages.results.standings.projection;
  return {
    heading,
    // Without home and away tables the view falls back to the overall one (and the loader moves the URL there).
    view: hasSides ? view : "total",
    viewLinks: hasSides ? { total: path, home: withView(path, "home"), away: withView(path, "away") } : null,
    groups: shown.groups.map((g) => ({
      name: g.name,
      slug: g.slug,
      rows:
        view === "total" && projected
          ? g.rows.map((row) => ({ ...row, move: moveOf(projected, row.team.id, row.position, language, messages) }))
          : ((view === "total" ? g.rows : g[view]) ?? g.rows),
    })),
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
            formAction: href("results-table", language, { competition: competition.slug }),
          },
    liveNote: projected?.in_play ? { text: projectionTexts.liveNote, card: liveCard ? { href: liveCard, label: projectionTexts.card } : null } : null,
    outlook: projected ? outlookView(projected, shown.groups[0]!.rows, language, messages) : null,
  };
}

/** The spec's table call, shown without the extension's zones, form, views or picker. */
export function plainStandingsView(groups: StandingsGroupView[]): StandingsView {
  return { heading: null, view: "total", viewLinks: null, groups, legend: [], hasForm: false, picker: null, liveNote: null, outlook: null };
}
