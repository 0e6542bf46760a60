import type { StandingsFormEntry, ZoneKind, ZoneLegendEntry } from "../../../../contract/schemas-standings.ts";
import type { TableRow } from "../../../../contract/schemas.ts";
import type { LiveView, MatchState } from "../live/live-view.ts";
import type { CompetitionHeader, RoundLink } from "./views.ts";

/**
 * The view model of the table tab and the table after a matchday (app/features/results/routes/results-table.tsx).
 * Browser-safe: components import it, the loader (app/features/results/server/table-page.server.ts) builds it.
 */

/**
 * The overall, home and away tables are one page each, chosen by `?view=home|away` (no parameter:
 * overall). Links rather than a no-JS CSS tab switch over three rendered tables: the page keeps one
 * table (its HTML and the loader data React hydrates stay a third of the size), each view has an
 * address one can share, and the page cache keys on the parameter (app/http/page-query.server.ts).
 */
export const TABLE_VIEW_QUERY_PARAM = "view";
export const TABLE_VIEWS = ["total", "home", "away"] as const;
export type TableView = (typeof TABLE_VIEWS)[number];

/** A table row; form and zone only where the backend has the standings extension. */
export interface StandingsRowView extends TableRow {
  form?: StandingsFormEntry[];
  zone?: ZoneKind | null;
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
}

/** A match in play as the live table shows it beside its teams: its state and who plays. */
export type LiveTableMatch = MatchState & { home: { id: number }; away: { id: number } };
