import type { ResultsRequest } from "#app/football/results-request.server.ts";
import { href } from "#app/i18n/href.ts";
import type { KnockoutStage } from "#contract/schemas-knockout.ts";
import type { Competition, Round } from "#contract/schemas.ts";
import type { MatchesView } from "../shared/competition-view.ts";
import { isTwoLegged, type StageView, type TieView, toTieView } from "./knockout-view.ts";

/**
 * Knockout data for the pages: the ties of a round page (two-legged rounds are shown paired) and the
 * stages of the bracket page. Both come from the knockout extension; where the backend does not offer
 * it (or fails), the pages leave the feature out and keep their plain match lists.
 */

/**
 * The knockout stages: none for a league; `absent` when the backend does not offer the extension,
 * `failed` when it cannot answer now (the page then shows the spec's error text and is not cached).
 */
export async function loadKnockout(rr: ResultsRequest, competition: Competition): Promise<KnockoutStage[] | "absent" | "failed"> {
  if (competition.kind === "league") return [];
  try {
    return (await rr.source.getKnockout(competition.id)) ?? "absent";
  } catch {
    return "failed";
  }
}

function tieView(rr: ResultsRequest, competition: Competition, tie: KnockoutStage["ties"][number]): TieView {
  return toTieView(tie, (match) => href("results-match", rr.language, { competition: competition.slug, match: match.slug, mid: match.id }));
}

/**
 * The ties of the round a matches view shows, when that round holds legs of two-legged ties (both
 * legs of each, the other leg possibly from the stage's other round), by the kick-off of their match
 * in this round; undefined for any other round, which keeps its match list.
 */
export async function loadRoundTies(rr: ResultsRequest, competition: Competition, view: MatchesView): Promise<TieView[] | undefined> {
  const roundId = view.round?.id;
  if (view.error || roundId === undefined || competition.kind === "league") return undefined;
  const stages = await loadKnockout(rr, competition);
  const stage = Array.isArray(stages) ? stages.find((s) => s.round_ids.includes(roundId)) : undefined;
  if (!stage || !stage.ties.some((tie) => tie.legs.length > 1)) return undefined;
  const kickoffHere = (tie: KnockoutStage["ties"][number]) => tie.legs.find((leg) => leg.round_id === roundId)?.kickoff;
  const ties = stage.ties.filter((tie) => kickoffHere(tie) !== undefined).map((tie) => ({ tie, kickoff: kickoffHere(tie)! }));
  ties.sort((a, b) => a.kickoff.localeCompare(b.kickoff));
  const views = ties.map(({ tie }) => tieView(rr, competition, tie));
  return views.some(isTwoLegged) ? views : undefined;
}

/** The stages for the bracket page, each linked to its (first) round's page. */
export async function loadBracketStages(rr: ResultsRequest, competition: Competition): Promise<StageView[] | "absent" | "failed"> {
  const stages = await loadKnockout(rr, competition);
  if (!Array.isArray(stages)) return stages;
  let rounds: Round[] = [];
  try {
    rounds = (await rr.source.getMatches(competition.id)).rounds;
  } catch {
    // Without the rounds the stage headings are not links; the bracket itself is whole.
  }
  return stages.map((stage) => {
    const round = rounds.find((r) => r.id === stage.round_ids[0]);
    return {
      stage: stage.stage,
      name: stage.name,
      href: round ? href("results-round", rr.language, { competition: competition.slug, round: round.slug }) : null,
      ties: stage.ties.map((tie) => tieView(rr, competition, tie)),
    };
  });
}
