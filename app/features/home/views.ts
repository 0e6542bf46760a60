import type { ZoneKind, ZoneLegendEntry } from "../../../contract/schemas-standings.ts";
import type { Match, Team } from "../../../contract/schemas.ts";
import type { Language } from "../../../lib/languages.ts";
import type { LiveView } from "../results/live/live-view.ts";
import type { LiveStripView } from "../results/views/views-match.ts";

/**
 * The view model of the home page's football: what its loader (app/features/home/home-football.server.ts)
 * builds and the components of this folder render. Browser-safe. Every part is optional: a part
 * whose data did not arrive in time is left out, never the page.
 */

/**
 * A match as the home page's rows show it: the fields they read, no more (the page data reaches
 * every first visit). Teams stay the source's objects, so a team shown twice is sent once.
 */
export type HomeMatch = Pick<Match, "id" | "kickoff" | "status" | "live" | "score" | "winner"> & { home: Team; away: Team; href: string };

/** One competition's card: its current round's latest (or live) matches. */
export interface HomeCompetitionCard {
  id: number;
  slug: string;
  name: string;
  /** "34. Spieltag", "Finale". */
  round: string;
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
  /** ISO instant and the date as the page's language writes it. */
  published: { iso: string; date: string };
  /** The item's own language, where it differs from the page's. */
  language: Language;
}

export interface HomeFootballView {
  /** Matches in play and of today (the live strip); null when there are none. */
  strip: LiveStripView | null;
  /** The main competitions, the page language's league first. */
  cards: HomeCompetitionCard[];
  /** The card whose matches the hero's phone shows (the page language's league); null when it is missing. */
  featuredCardId: number | null;
  table: HomeTableTeaser | null;
  news: HomeNewsItem[];
  /** The results overview and the news list, for the section's links. */
  resultsHref: string;
  newsHref: string;
  /** Set while a match shown on the page is in play: the page then reads the live stream. */
  live: LiveView | null;
  /** False when a part was left out (slow or failing backend): the page is then cached briefly. */
  complete: boolean;
}
