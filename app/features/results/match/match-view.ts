import type { LiveView } from "#app/features/live/interface.ts";
import { href } from "#app/i18n/href.ts";
import type { FormEntry, MatchContext, PositionsBefore } from "#contract/schemas-match.ts";
import type { Competition, MatchDetails, Team } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import type { CompetitionHeader } from "../shared/competition-view.ts";
import { type LinkedMatch, listedMatch, type MeetingView } from "../shared/match-list-view.ts";
import type { MatchExtrasView } from "./match-events-view.ts";
import type { MatchShareView } from "./match-share-view.ts";

/**
 * What the match page's loader hands its components (app/features/results/match/MatchDetail.tsx):
 * the match with its goals, and, where the backend offers the match-context extension, what
 * surrounds it, every link already resolved to a path of the page's language.
 */

export interface MatchPageView {
  kind: "match";
  header: CompetitionHeader;
  /** Null when the backend could not answer: the page shows `error`. */
  details: MatchDetails | null;
  /** The timeline, line-ups and statistics as the page shows them; null without the details. */
  extras: MatchExtrasView | null;
  roundHref: string | null;
  /** Null without the extension (another backend) or when it failed: the page shows what it has. */
  context: MatchContextView | null;
  error: string | null;
  /** Set while the match or another of its round is in play: the page then reads the live stream. */
  live: LiveView | null;
  /** The share button's URL, title, words and no-JavaScript markup; null without the match. */
  share: MatchShareView | null;
}

/**
 * A match URL without its id whose pairing (home and away, in that order) met more than once in the
 * season: every meeting, each linked to its page (docs/decisions/0117-match-url-without-its-id.md).
 */
export interface PairingView {
  kind: "pairing";
  header: CompetitionHeader;
  /** "Borussia Dortmund – FC Barcelona". */
  heading: string;
  /** "Die beiden Teams trafen in dieser Saison 2-mal so aufeinander." */
  lead: string;
  meetings: MeetingView[];
  /** The spec's error text when the season's matches could not be read (nothing to list then). */
  error: string | null;
  live: LiveView | null;
}

/** A form entry with its match's page instead of the match slug it was made from. */
export interface FormEntryView extends Omit<FormEntry, "match_slug"> {
  href: string;
}

export interface MatchContextView {
  /** Null for knockout matches and before both teams have played (results-backend/match-context.ts). */
  before: (PositionsBefore & { tableHref: string | null }) | null;
  form: { home: FormEntryView[]; away: FormEntryView[] };
  meetings: MeetingView[];
  roundMatches: LinkedMatch[];
}

/** True when the context has nothing to show at all. */
export function isEmptyContext(context: MatchContextView | null): boolean {
  return (
    !context ||
    (!context.before && context.form.home.length === 0 && context.form.away.length === 0 && context.meetings.length === 0 && context.roundMatches.length === 0)
  );
}

/**
 * The context with its links: earlier matches of this competition under its slug, meetings in
 * other competitions under theirs (from the catalogue, by id). `team` gives each team the page's
 * one object for it (shared-teams.ts).
 */
export function matchContextView(
  context: MatchContext,
  competition: Competition,
  competitions: readonly Competition[],
  language: Language,
  team: (team: Team) => Team,
): MatchContextView {
  const matchHref = (slug: string | undefined, match: { slug: string; id: number }) =>
    slug ? href("results-match", language, { competition: slug, match: match.slug, mid: match.id }) : null;
  const formEntry = ({ match_slug, ...entry }: FormEntry): FormEntryView => ({
    ...entry,
    opponent: team(entry.opponent),
    href: href("results-match", language, { competition: competition.slug, match: match_slug, mid: entry.match_id }),
  });
  return {
    before: context.before && {
      ...context.before,
      tableHref: competition.has_table ? href("results-table", language, { competition: competition.slug }) : null,
    },
    form: { home: context.form.home.map(formEntry), away: context.form.away.map(formEntry) },
    meetings: context.meetings.map((meeting) => {
      const other = competitions.find((c) => c.id === meeting.competition_id);
      return {
        match: listedMatch(meeting.match, team),
        href: matchHref(other?.slug, meeting.match),
        competition: other?.short_name ?? null,
        round: meeting.round.name,
      };
    }),
    roundMatches: context.round_matches.map((match) => ({ match: listedMatch(match, team), href: matchHref(competition.slug, match) })),
  };
}
