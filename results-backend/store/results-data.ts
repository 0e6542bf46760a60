import type { DatabaseSync } from "node:sqlite";
import type { Competition } from "#contract/schemas.ts";
import { type MatchRow, type MatchView, recordedView } from "../match-rows.ts";
import { NameBook } from "../names.ts";
import type { ReplayClock } from "../replay-clock.ts";
import { type ReplayedMatches, replayedMatches } from "../replayed-matches.ts";
import { type Stage, TABLE_STAGE } from "../rounds.ts";
import type { TiebreakRule } from "../standings.ts";

/**
 * What every answer of the store reads (docs/architecture.md, "The two data contracts"): the small,
 * often used rows (push groups, competitions, rounds, teams and their names), read once because the
 * database never changes while it is open, and the matches as of the moment answered. The answers
 * themselves are built by the modules beside this one, one per resource.
 *
 * With a replay clock (RESULTS_CLOCK) every answer is as of the clock's moment: the matches and
 * goals come from the replay (replayed-matches.ts) instead of the recorded rows, and everything
 * else is computed from them as it is from the recorded ones.
 */

/** An unknown id: the API answers 404 with the message. */
export class NotFoundError extends Error {
  override name = "NotFoundError";
}

export interface TeamRow {
  id: number;
  country_code: string | null;
  code: string;
  color_primary: string | null;
  color_secondary: string | null;
  flag: string | null;
}
export interface PushGroupRow {
  id: number;
  country_code: string | null;
}
export interface CompetitionRow {
  id: number;
  push_group_id: number;
  kind: Competition["kind"];
  season: string;
  tiebreak: TiebreakRule;
}
export interface RoundRow {
  /** The database's key of the round, which its names refer to; the API's round id is `round_index`. */
  id: number;
  competition_id: number;
  round_index: number;
  stage: Stage;
  matchday: number | null;
  leg: 1 | 2 | null;
}

/**
 * The language whose team names order teams that nothing else separates (the table's last
 * tie-break): one order in every language, so the tables, standings and team seasons agree.
 */
const ORDERING_LANGUAGE = "en";

export class ResultsData {
  readonly names: NameBook;
  readonly teams: ReadonlyMap<number, TeamRow>;
  /** In the app's order. */
  readonly pushGroups: readonly PushGroupRow[];
  /** In the app's order (push group, then position). */
  readonly competitions: ReadonlyMap<number, CompetitionRow>;
  private readonly roundsByCompetition: ReadonlyMap<number, readonly RoundRow[]>;
  /** The matches as recorded; facts that do not change in a replay (kick-off dates, who plays where) come from here. */
  readonly recorded: MatchView;
  /** The replay when a clock is set, else undefined (every answer as recorded). */
  private readonly replay: ReplayedMatches | undefined;
  /** The view the current call answers from, fixed for the call by asOfOneMoment. */
  private pinnedView: MatchView | undefined;

  constructor(db: DatabaseSync, options: { clock?: ReplayClock } = {}) {
    this.recorded = recordedView(db);
    this.replay = options.clock ? replayedMatches(this.recorded, options.clock) : undefined;
    this.names = new NameBook(db);
    this.teams = new Map(
      (db.prepare("SELECT id, country_code, code, color_primary, color_secondary, flag FROM teams").all() as unknown as TeamRow[]).map((t) => [t.id, t]),
    );
    this.pushGroups = db.prepare("SELECT id, country_code FROM push_groups ORDER BY position").all() as unknown as PushGroupRow[];
    const competitions = db
      .prepare("SELECT id, push_group_id, kind, season, tiebreak FROM competitions ORDER BY position")
      .all() as unknown as CompetitionRow[];
    this.competitions = new Map(competitions.map((c) => [c.id, c]));
    const rounds = db
      .prepare("SELECT id, competition_id, round_index, stage, matchday, leg FROM rounds ORDER BY competition_id, round_index")
      .all() as unknown as RoundRow[];
    this.roundsByCompetition = Map.groupBy(rounds, (r) => r.competition_id);
  }

  // ── The moment answered ────────────────────────────────────────────────────────────────────────

  /** The matches as of now: the replay's current minute, or as recorded. */
  view(): MatchView {
    return this.pinnedView ?? this.replay?.now() ?? this.recorded;
  }

  /**
   * Runs `answer` against one moment: with a replay clock, a call that reads several competitions
   * or reads one several times sees them all at the same replayed minute, also when the clock
   * moves on meanwhile.
   */
  asOfOneMoment<T>(answer: () => T): T {
    if (this.pinnedView) return answer();
    this.pinnedView = this.view();
    try {
      return answer();
    } finally {
      this.pinnedView = undefined;
    }
  }

  /** The replayed minute answers are for (minutes since the epoch); null when answering as recorded. */
  moment(): number | null {
    return this.replay ? this.replay.minute() : null;
  }

  // ── Lookups ────────────────────────────────────────────────────────────────────────────────────

  competition(id: number): CompetitionRow {
    const competition = this.competitions.get(id);
    if (!competition) throw new NotFoundError(`competition ${id} not found`);
    return competition;
  }

  /** A competition's rounds in order (empty for an unknown competition). */
  rounds(competitionId: number): readonly RoundRow[] {
    return this.roundsByCompetition.get(competitionId) ?? [];
  }

  /** A round of a competition by its API id (its index); the caller knows it exists. */
  round(competitionId: number, roundIndex: number): RoundRow {
    return this.rounds(competitionId).find((r) => r.round_index === roundIndex)!;
  }

  /** A competition's matches as of the moment answered, by kick-off. */
  competitionMatches(competitionId: number): readonly MatchRow[] {
    return this.view().ofCompetition(competitionId);
  }

  /** The matches a competition's tables count: those of its table stage (a league's season, a league phase, a group stage). */
  tableMatches(c: CompetitionRow, view: MatchView = this.view()): MatchRow[] {
    const matches = view.ofCompetition(c.id);
    const counted = new Set(
      this.rounds(c.id)
        .filter((r) => r.stage === TABLE_STAGE[c.kind])
        .map((r) => r.round_index),
    );
    return matches.filter((m) => counted.has(m.round_index));
  }

  /** The name that orders teams nothing else separates in a table (see ORDERING_LANGUAGE). */
  readonly teamOrderName = (team: number): string => this.names.get("team", team, ORDERING_LANGUAGE);
}
