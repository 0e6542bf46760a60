import { redirect } from "react-router";
import { liveViewOf } from "#app/features/live/interface.ts";
import { type ResultsRequest } from "#app/football/results-request.server.ts";
import { href } from "#app/i18n/href.ts";
import { fillPlural } from "#app/i18n/plural.ts";
import type { Competition, CompetitionsResponse, MatchesResponse } from "#contract/schemas.ts";
import { competitionHeader, notFound } from "../shared/results-page.server.ts";
import { seasonMatches } from "../shared/season-matches.server.ts";
import type { PairingView } from "./match-view.ts";

/**
 * A match URL without its id, `/ergebnisse/{competition}/{match}` (the spec's `{mid?}` left out),
 * where `match` is no round slug of the competition: the season's matches with that slug (home
 * and away, in that order). None is a 404; one moves permanently to its match page (one URL per
 * match, and nothing new for the page cache to keep); more than one are listed, each linked
 * (docs/decisions/0117-match-url-without-its-id.md). When the season cannot be read, the page says
 * so and is not cached.
 */
export async function loadPairing(
  rr: ResultsRequest,
  catalogue: CompetitionsResponse,
  competition: Competition,
  slug: string,
  current: MatchesResponse,
): Promise<PairingView> {
  const header = competitionHeader(competition, catalogue, rr.language);
  let season;
  try {
    season = await seasonMatches(rr.source, competition.id, current);
  } catch {
    return { kind: "pairing", header, heading: header.name, lead: "", meetings: [], error: rr.messages.states.matchesUnavailable, live: null };
  }
  const meetings = season.filter(({ match }) => match.slug === slug).sort((a, b) => a.match.kickoff.localeCompare(b.match.kickoff));
  const matchHref = (id: number) => href("results-match", rr.language, { competition: competition.slug, match: slug, mid: id });
  const [first] = meetings;
  if (!first) notFound();
  if (meetings.length === 1) throw redirect(matchHref(first.match.id), 301);
  const { home, away } = first.match;
  return {
    kind: "pairing",
    header,
    heading: `${home.name} – ${away.name}`,
    lead: fillPlural(rr.messages.results.pairing.lead, meetings.length, rr.language),
    meetings: meetings.map(({ match, round }) => ({ match, href: matchHref(match.id), competition: null, round: round ?? "" })),
    error: null,
    live: liveViewOf(
      meetings.map(({ match }) => match),
      competition.id,
    ),
  };
}
