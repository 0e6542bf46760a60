import { data, redirect } from "react-router";
import { AppStoreLinks } from "#app/features/app/interface.ts";
import { matchCard } from "#app/features/cards/interface.server.ts";
import { cardPathOf } from "#app/features/cards/interface.ts";
import { LiveMatches, liveViewOf } from "#app/features/live/interface.ts";
import { formatMatchDate, resultText } from "#app/football/format.ts";
import { loadCatalogue, resultsRequest, type ResultsRequest } from "#app/football/results-request.server.ts";
import { resultsShortcuts } from "#app/football/shortcuts.server.ts";
import { NOT_CACHEABLE } from "#app/http/cache-control.ts";
import { HOME_TIME_ZONE } from "#app/i18n/dates.ts";
import { href } from "#app/i18n/href.ts";
import type { ResultsSource } from "#app/results-api/results-source.server.ts";
import { pageData } from "#app/seo/page-data.ts";
import { metaFromLoader } from "#app/seo/page-meta.ts";
import { sportsEvent } from "#app/seo/structured-data.ts";
import type { MatchContext } from "#contract/schemas-match.ts";
import type { Competition, MatchDetails } from "#contract/schemas.ts";
import type { CompetitionHeader } from "../shared/competition-view.ts";
import { CompetitionFrame } from "../shared/CompetitionFrame.tsx";
import {
  alternatesFor,
  competitionBySlug,
  competitionHeader,
  pageHeaders,
  loadOrNotFound,
  notFound,
  resultsBreadcrumbs,
  templateMeta,
  unavailablePage,
  resultsHeaders,
} from "../shared/results-page.server.ts";
import { DataUnavailable, UnavailablePage } from "../shared/ResultsStates.tsx";
import { sharedTeams } from "../shared/shared-teams.ts";
import type { Route } from "./+types/match-route";
import { matchExtrasView } from "./match-events-view.ts";
import { matchShareView } from "./match-share.server.ts";
import { type MatchPageView, matchContextView } from "./match-view.ts";
import { MatchDetail } from "./MatchDetail.tsx";

const MATCH_ID = /^[0-9]{1,9}$/;

/**
 * `/ergebnisse/{competition}/{match-slug}/{mid}`: the match is found by its id; a slug that does
 * not fit the id moves permanently to the canonical URL; an id of another competition is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!MATCH_ID.test(params.mid)) notFound();
  const matchId = Number(params.mid);
  const rr = resultsRequest(request, context);
  const catalogue = await loadCatalogue(rr.source);
  if (!catalogue) return unavailablePage(rr);
  const competition = competitionBySlug(catalogue, params.competition);
  const header = competitionHeader(competition, catalogue, rr.language);

  const [loaded, rawContext] = await Promise.all([
    loadOrNotFound(() => rr.source.getMatchDetails(competition.id, matchId)),
    loadContext(rr.source, competition.id, matchId),
  ]);
  // Each team once in the page data: the match's own teams are the objects the context's lists reuse.
  const team = sharedTeams();
  const details = loaded && { ...loaded, match: { ...loaded.match, home: team(loaded.match.home), away: team(loaded.match.away) } };
  const matchContext = rawContext && matchContextView(rawContext, competition, catalogue.competitions, rr.language, team);
  if (!details) return matchUnavailable(rr, competition, header);
  if (details.competition.id !== competition.id) notFound();
  const canonical = href("results-match", rr.language, { competition: competition.slug, match: details.match.slug, mid: matchId });
  if (params.match !== details.match.slug) throw redirect(canonical, 301);

  const { match } = details;
  const meta = templateMeta(rr.messages, rr.messages.templates.match, {
    home: match.home.name,
    away: match.away.name,
    score: resultText(match, rr.language, rr.messages),
    competition: competition.name,
    // The head is the server's alone: its date is the page language's home zone's.
    date: formatMatchDate(match.kickoff, rr.language, HOME_TIME_ZONE[rr.language]),
  });
  const alternates = await alternatesFor("results-match", rr, async (source) => {
    const other = await source.getMatchDetails(competition.id, matchId);
    return { competition: other.competition.slug, match: other.match.slug, mid: matchId };
  });
  const roundHref = href("results-round", rr.language, { competition: competition.slug, round: details.round.slug });
  const matchName = `${match.home.name} – ${match.away.name}`;
  const structuredData = matchStructuredData(rr, competition, details, { name: matchName, canonical, roundHref });
  // The rest of the round is on the page too: a goal there updates it as well.
  const live = liveViewOf([match, ...(matchContext?.roundMatches.map((m) => m.match) ?? [])], competition.id);
  const share = matchShareView(rr.siteUrl + canonical, matchName, rr.language);
  // The goals, events, line-ups and statistics reach the page as the extras' view alone: not twice in its data.
  const { events: _events, lineups: _lineups, statistics: _statistics, ...shown } = details;
  const view: MatchPageView = {
    kind: "match",
    header,
    details: { ...shown, goals: [] },
    extras: matchExtrasView(details),
    roundHref,
    context: matchContext,
    error: null,
    live,
    share,
  };
  const shortcuts = await resultsShortcuts(rr, { competitionId: competition.id });
  // The share card of the match as the page shows it: a new score or minute names a new card.
  const card = cardPathOf({ kind: "match", ids: [competition.id, matchId] }, matchCard(details, competition, rr.language));
  const payload = pageData({ meta, alternates, structuredData, shortcuts, card }, { view });
  const headers = pageHeaders(view);
  return headers ? data(payload, { headers }) : payload;
}

/** The page without the match's details (the backend failed): the competition's frame and the error, never stored. */
function matchUnavailable(rr: ResultsRequest, competition: Competition, header: CompetitionHeader) {
  const view: MatchPageView = {
    kind: "match",
    header,
    details: null,
    extras: null,
    roundHref: null,
    context: null,
    error: rr.messages.states.matchesUnavailable,
    live: null,
    share: null,
  };
  // Without the details the round is unknown: the season stands in its place, as on a competition page without rounds.
  const meta = templateMeta(rr.messages, rr.messages.templates.competition, { competition: competition.name, round: competition.season });
  return data(pageData({ meta }, { view }), { headers: NOT_CACHEABLE });
}

/** The match's breadcrumbs (competition, round, match) and its sports event, for search engines. */
function matchStructuredData(
  rr: ResultsRequest,
  competition: Competition,
  { match, round }: MatchDetails,
  page: { name: string; canonical: string; roundHref: string },
) {
  return [
    resultsBreadcrumbs(rr, competition, [
      { name: round.name, path: page.roundHref },
      { name: page.name, path: page.canonical },
    ]),
    sportsEvent({
      name: page.name,
      url: rr.siteUrl + page.canonical,
      startDate: match.kickoff,
      status: match.status,
      home: match.home.name,
      away: match.away.name,
      venue: match.venue,
      competition: competition.name,
    }),
  ];
}

/**
 * The match-context extension's answer, or null: a backend without the extension answers 404
 * (undefined), and a failing one must not cost the page the match it already has.
 */
async function loadContext(source: ResultsSource, competitionId: number, matchId: number): Promise<MatchContext | null> {
  try {
    return (await source.getMatchContext(competitionId, matchId)) ?? null;
  } catch {
    return null;
  }
}

export const headers = resultsHeaders;
export const meta: Route.MetaFunction = metaFromLoader;

export default function ResultsMatch({ loaderData: { view } }: Route.ComponentProps) {
  if (view.kind === "unavailable") return <UnavailablePage view={view} />;
  return (
    <CompetitionFrame header={view.header} active="matches" match>
      {view.details ? (
        <LiveMatches live={view.live} reread>
          <MatchDetail
            details={view.details}
            extras={view.extras!}
            roundHref={view.roundHref!}
            context={view.context}
            kind={view.header.kind}
            share={view.share}
          />
        </LiveMatches>
      ) : (
        <DataUnavailable text={view.error!} />
      )}
      <AppStoreLinks />
    </CompetitionFrame>
  );
}
