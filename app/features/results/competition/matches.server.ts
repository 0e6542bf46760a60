import { redirect } from "react-router";
import { liveViewOf } from "#app/features/live/interface.ts";
import { ROUND_QUERY_PARAM } from "#app/football/lists-query.ts";
import { type ResultsRequest } from "#app/football/results-request.server.ts";
import { href } from "#app/i18n/href.ts";
import type { Competition, CompetitionsResponse, MatchesResponse, Round } from "#contract/schemas.ts";
import { type MatchesView, type RoundLink, seasonOver } from "../shared/competition-view.ts";
import { competitionHeader, competitionSlugIn, loadOrNotFound, notFound, templateMeta } from "../shared/results-page.server.ts";

/** A round as the round picker lists it; its slug is the value its form sends without JavaScript. */
function roundLink(round: Round, competition: Competition, rr: ResultsRequest): RoundLink & { slug: string } {
  return {
    id: round.id,
    name: round.name,
    slug: round.slug,
    href: href("results-round", rr.language, { competition: competition.slug, round: round.slug }),
  };
}

/**
 * The matches tab: the current round (no round in the URL: selected round -1) or the round the URL
 * names (404 for an unknown round slug). When the matches cannot be fetched the page still renders,
 * with the spec's error text.
 */
export async function loadMatchesView(rr: ResultsRequest, catalogue: CompetitionsResponse, competition: Competition, roundSlug?: string): Promise<MatchesView> {
  const header = competitionHeader(competition, catalogue, rr.language);
  const unavailable = (): MatchesView => ({
    kind: "competition",
    header,
    selectedRound: -1,
    error: rr.messages.states.matchesUnavailable,
    round: null,
    currentRoundId: null,
    rounds: [],
    previous: null,
    next: null,
    matches: [],
    live: null,
  });

  const current = await loadOrNotFound(() => rr.source.getMatches(competition.id));
  if (!current) return unavailable();

  // The round picker's form without JavaScript: `?round=<slug>` moves to that round's own URL
  // (303: the answer to a form, not a moved page); an unknown slug is a 404 like an unknown round path.
  const picked = new URL(rr.request.url).searchParams.get(ROUND_QUERY_PARAM);
  if (picked !== null) {
    const round = current.rounds.find((r) => r.slug === picked) ?? notFound();
    throw redirect(roundLink(round, competition, rr).href, 303);
  }
  const currentRound = current.rounds[current.current_round - 1] ?? null;

  let selected: Round | null = currentRound;
  let response: MatchesResponse | undefined = current;
  if (roundSlug !== undefined) {
    selected = current.rounds.find((r) => r.slug === roundSlug) ?? notFound();
    if (selected.id !== currentRound?.id) response = await loadOrNotFound(() => rr.source.getMatches(competition.id, selected!.id));
    if (!response) return { ...unavailable(), selectedRound: selected.id };
  }

  const rounds = current.selectable_rounds.flatMap((id) => {
    const round = current.rounds.find((r) => r.id === id);
    return round ? [roundLink(round, competition, rr)] : [];
  });
  const index = rounds.findIndex((r) => r.id === selected?.id);
  const view: MatchesView = {
    kind: "competition",
    header,
    selectedRound: roundSlug === undefined ? -1 : (selected?.id ?? -1),
    error: null,
    round: selected ? roundLink(selected, competition, rr) : null,
    // The last round of a season played to the end is not "current" any more, only the last.
    currentRoundId: seasonOver(current) ? null : (currentRound?.id ?? null),
    rounds,
    previous: index > 0 ? rounds[index - 1]! : null,
    next: index >= 0 && index < rounds.length - 1 ? rounds[index + 1]! : null,
    matches: response.data.map((match) => ({
      ...match,
      href: href("results-match", rr.language, { competition: competition.slug, match: match.slug, mid: match.id }),
    })),
    live: liveViewOf(response.data, competition.id),
  };
  return view;
}

export function matchesMeta(rr: ResultsRequest, view: MatchesView, competition: Competition, isRoundPage: boolean) {
  const template = isRoundPage ? rr.messages.templates.round : rr.messages.templates.competition;
  return templateMeta(rr.messages, template, { competition: competition.name, round: view.round?.name ?? competition.season });
}

/** The round's slug in another language, by its id. */
export async function roundSlugIn(rr: ResultsRequest["source"], competitionId: number, roundId: number) {
  const [competition, matches] = await Promise.all([competitionSlugIn(rr, competitionId), rr.getMatches(competitionId)]);
  const round = matches.rounds.find((r) => r.id === roundId);
  return competition && round ? { competition, round: round.slug } : undefined;
}
