import { pairText } from "#app/football/format.ts";
import { dateFormat } from "#app/i18n/dates.ts";
import type { Messages } from "#app/i18n/messages/de.ts";
import { fillTemplate } from "#app/i18n/template.ts";
import type { KnockoutTie, TieDecider } from "#contract/schemas-knockout.ts";
import type { ScorePair, Team } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import type { MatchRow } from "../shared/competition-view.ts";

/**
 * View models of the knockout ties (round pages of two-legged rounds) and of the bracket page, the
 * bracket's layout (which grid rows each tie takes), and the texts that describe a tie. A plain
 * module: components import it, loaders fill it.
 */

/** A tie as the pages show it: its legs carry the paths of their match pages. */
export interface TieView {
  /** The home team of the first leg first; scores below are in this order. */
  teams: [Team, Team];
  legs: MatchRow[];
  aggregate: ScorePair | null;
  penalties: ScorePair | null;
  winner: 0 | 1 | null;
  decidedBy: TieDecider | null;
  /** Per team, the index in the previous stage's ties of the tie it won to get here. */
  cameFrom: [number | null, number | null];
}

export interface StageView {
  stage: string;
  name: string;
  /** The stage's (first) round page. */
  href: string | null;
  ties: TieView[];
}

export function toTieView(tie: KnockoutTie, matchHref: (match: KnockoutTie["legs"][number]) => string): TieView {
  return {
    teams: tie.teams,
    legs: tie.legs.map((leg) => ({ ...leg, href: matchHref(leg) })),
    aggregate: tie.aggregate,
    penalties: tie.penalties,
    winner: tie.winner,
    decidedBy: tie.decided_by,
    cameFrom: tie.came_from,
  };
}

/** A tie is shown paired (both legs, an aggregate) when it has more than one match. */
export const isTwoLegged = (tie: Pick<TieView, "legs">) => tie.legs.length > 1;

// ── The bracket page ─────────────────────────────────────────────────────────────────────────────

/** A tie's place in the bracket's grid: rows counted from 0, one row per tie of the first column. */
export interface BracketSlot {
  tie: TieView;
  row: number;
  span: number;
}

export interface BracketColumn {
  stage: StageView;
  slots: BracketSlot[];
  /**
   * The lines from the previous column into this one, in row units: for each tie with feeders,
   * the vertical centres of its feeders (`from`) and its own (`to`).
   */
  connectors: { from: number[]; to: number }[];
}

export interface BracketLayout {
  /** Stages played before the tree starts (too many ties for a column): shown as lists. */
  early: StageView[];
  /** The tree from its first column to the final; null when the competition has no tree stage. */
  tree: { rows: number; columns: BracketColumn[] } | null;
  thirdPlace: StageView | null;
}

/**
 * A tree column holds at most this many ties: with more (the DFB-Pokal's 32 first-round ties) a
 * column grows taller than a screen and every later column mostly empty, so those stages come first
 * as lists and the tree starts at the first stage that fits.
 */
export const MAX_TREE_ROWS = 16;

/**
 * Where each tie sits: walking back from the final, a tie spans the rows of the ties that fed it
 * (one row for a tie nobody fed), so it sits centred beside them; ties whose winner plays no later
 * tie start trees of their own below.
 */
export function layoutBracket(stages: StageView[]): BracketLayout {
  const thirdPlace = stages.find((s) => s.stage === "third_place") ?? null;
  const main = stages.filter((s) => s !== thirdPlace);
  const firstTreeStage = main.findIndex((_, i) => main.slice(i).every((s) => s.ties.length <= MAX_TREE_ROWS));
  if (firstTreeStage === -1) return { early: main, tree: null, thirdPlace };
  const early = main.slice(0, firstTreeStage);
  const treeStages = main.slice(firstTreeStage);

  const feeders = (column: number, tie: TieView) => (column === 0 ? [] : tie.cameFrom.filter((from): from is number => from !== null));
  const spans = treeStages.map(() => new Map<number, number>());
  treeStages.forEach((stage, column) =>
    stage.ties.forEach((tie, index) => {
      const fed = feeders(column, tie).reduce((sum, from) => sum + (spans[column - 1]!.get(from) ?? 1), 0);
      spans[column]!.set(index, Math.max(fed, 1));
    }),
  );

  const rows = treeStages.map(() => new Map<number, number>());
  let nextRow = 0;
  const place = (column: number, index: number, row: number) => {
    rows[column]!.set(index, row);
    let childRow = row;
    for (const from of feeders(column, treeStages[column]!.ties[index]!)) {
      if (rows[column - 1]!.has(from)) continue;
      place(column - 1, from, childRow);
      childRow += spans[column - 1]!.get(from)!;
    }
  };
  for (let column = treeStages.length - 1; column >= 0; column--) {
    treeStages[column]!.ties.forEach((_, index) => {
      if (rows[column]!.has(index)) return;
      place(column, index, nextRow);
      nextRow += spans[column]!.get(index)!;
    });
  }

  const centre = (column: number, index: number) => rows[column]!.get(index)! + spans[column]!.get(index)! / 2;
  const columns = treeStages.map((stage, column): BracketColumn => {
    const slots = stage.ties.map((tie, index) => ({ tie, row: rows[column]!.get(index)!, span: spans[column]!.get(index)! }));
    const connectors = stage.ties.flatMap((tie, index) => {
      const from = feeders(column, tie).map((f) => centre(column - 1, f));
      return from.length > 0 ? [{ from, to: centre(column, index) }] : [];
    });
    return { stage, slots: slots.sort((a, b) => a.row - b.row), connectors };
  });
  return { early, tree: { rows: nextRow, columns }, thirdPlace };
}

// ── Texts ────────────────────────────────────────────────────────────────────────────────────────

/** "Gesamt 3:1" / "agg. 3-1" / "tot. 3-1", in the order of the tie's teams; undefined while open. */
export function aggregateText(tie: Pick<TieView, "aggregate">, language: Language, messages: Messages): string | undefined {
  return tie.aggregate ? fillTemplate(messages.results.knockout.aggregate, { score: pairText(tie.aggregate, language) }) : undefined;
}

/**
 * How the tie was decided when the score does not say it: "4:2 i. E." / "4-2 on pens" /
 * "4-2 d.c.r." (in the order of the tie's teams), extra time (`short`: "n. V."; else "nach
 * Verlängerung"), away goals, a court's ruling. Undefined for a tie won on the score or still open.
 */
export function deciderText(tie: Pick<TieView, "decidedBy" | "penalties">, language: Language, messages: Messages, short = false): string | undefined {
  switch (tie.decidedBy) {
    case "penalties":
      return tie.penalties
        ? fillTemplate(messages.results.lists.penaltyShootout, { score: pairText(tie.penalties, language), label: messages.matchDisplay.afterPenalties })
        : undefined;
    case "extra_time":
      return short ? messages.matchDisplay.afterExtraTime : messages.results.knockout.decidedBy.extraTime;
    case "away_goals":
      return messages.results.knockout.decidedBy.awayGoals;
    case "awarded":
      return messages.results.match.awarded;
    default:
      return undefined;
  }
}

/** A leg's goals in the order of the tie's teams (for the bracket's cards): "1:0" for the second leg of a 0:1. */
export function legInTieOrder(tie: Pick<TieView, "teams">, leg: MatchRow): ScorePair | null {
  const score = leg.score.et ?? leg.score.ft;
  if (!["finished", "awarded"].includes(leg.status)) return null;
  return inTieOrder(tie, leg, score);
}

/** A leg's score (its home side's goals first) in the order of the tie's teams. */
export function inTieOrder(tie: Pick<TieView, "teams">, leg: Pick<MatchRow, "home">, score: ScorePair | null): ScorePair | null {
  if (!score) return null;
  return leg.home.id === tie.teams[0].id ? score : { home: score.away, away: score.home };
}

/** "18. Dez." / "18 Dec" / "18 dic": the day of a match without weekday and year, for the bracket's cards. */
export function shortDate(iso: string, language: Language, timeZone: string): string {
  return dateFormat(language, { day: "numeric", month: "short" }, timeZone).format(new Date(iso));
}
