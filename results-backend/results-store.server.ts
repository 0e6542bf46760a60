import type { DatabaseSync, StatementSync } from "node:sqlite";
import { NEWS_PAGE_SIZE } from "../contract/api-calls.ts";
import { CLOSED_STATUSES, COUNTED_STATUSES, type MatchStatus } from "../contract/match-status.ts";
import { newsFilterById } from "../contract/news.ts";
import type { KnockoutResponse } from "../contract/schemas-knockout.ts";
import type { MatchContextResponse } from "../contract/schemas-match.ts";
import type { StandingsResponse, StandingsRow as StandingsRowResponse } from "../contract/schemas-standings.ts";
import type { TeamSeasonResponse, TeamsResponse } from "../contract/schemas-team.ts";
import type {
  Competition,
  CompetitionsResponse,
  GoalEvent,
  Match,
  MatchDetailsResponse,
  MatchesResponse,
  NewsItemResponse,
  NewsListResponse,
  NewsSummary,
  Round,
  RoundDetailed,
  ScorePair,
  ScorersResponse,
  TableGroup,
  TableRow,
  TableResponse,
  Team,
} from "../contract/schemas.ts";
import type { Language } from "../lib/languages.ts";
import { slugify } from "../lib/slug.ts";
import { COMPETITIONS } from "./catalogue.ts";
import { CURRENT_RULES, isKnockoutStage, knockoutStages } from "./knockout.ts";
import { type ContextMatch, type FormEntry, otherMatchesOfRound, otherMeetings, positionsBefore, recentForm } from "./match-context.ts";
import { type MatchRow, type MatchView, recordedView } from "./match-rows.ts";
import type { ReplayClock } from "./replay-clock.ts";
import { type ReplayedMatches, replayedMatches } from "./replayed-matches.ts";
import { groupName, leaguePhaseName, type Stage, TABLE_STAGE } from "./rounds.ts";
import { computeScorers } from "./scorers.ts";
import { computeStandings, currentTableRound, matchdayRounds, type StandingsInput, type StandingsRow } from "./standings-views.ts";
import { computeTable, STARTED_STATUSES, type Standing, type TiebreakRule } from "./standings.ts";
import { teamCompetitionSeason } from "./team-season.ts";
import { loadZones } from "./zones.ts";

/**
 * Answers the API's questions from the database, in the requested language. The database never
 * changes while it is open, so the small, often used rows (teams, competitions, rounds) are read
 * once; matches, goals and news are queried per call. Tables, scorer lists and the current round
 * are computed here from the results.
 *
 * With a replay clock (RESULTS_CLOCK) every answer is as of the clock's moment: the matches and
 * goals come from the replay (replayed-matches.ts) instead of the recorded rows, and everything
 * else is computed from them as it is from the recorded ones.
 */

export class NotFoundError extends Error {
  override name = "NotFoundError";
}

type Names = { name_de: string; name_en: string; name_it: string };
const pick = (row: Names, language: Language): string => row[`name_${language}`];

interface TeamRow extends Names {
  id: number;
  country_code: string | null;
  short_de: string;
  short_en: string;
  short_it: string;
  code: string;
  color_primary: string | null;
  color_secondary: string | null;
  flag: string | null;
}
interface PushGroupRow extends Names {
  id: number;
  country_code: string | null;
}
interface CompetitionRow extends Names {
  id: number;
  push_group_id: number;
  kind: Competition["kind"];
  season: string;
  tiebreak: TiebreakRule;
  plural_de: string;
  plural_en: string;
  plural_it: string;
  short_de: string;
  short_en: string;
  short_it: string;
}
interface RoundRow extends Names {
  competition_id: number;
  round_index: number;
  stage: Stage;
  matchday: number | null;
  leg: 1 | 2 | null;
}
interface NewsRow {
  news_id: number;
  type: string;
  provider: string;
  category_id: number;
  published_at: string;
  author: string | null;
  language: Language;
  title: string;
  teaser: string;
  body_json: string;
}

const DECIDED: readonly MatchStatus[] = COUNTED_STATUSES;

const pair = (home: number | null, away: number | null): ScorePair | null => (home === null || away === null ? null : { home, away });

export class ResultsStore {
  private readonly teams: Map<number, TeamRow>;
  private readonly pushGroups: PushGroupRow[];
  private readonly competitionRows: Map<number, CompetitionRow>;
  private readonly roundsByCompetition: Map<number, RoundRow[]>;
  /** Per competition, computed on first use (the database does not change while open). */
  private readonly competitionFacts = new Map<number, Pick<Competition, "has_table" | "has_scorers" | "first_kickoff" | "last_kickoff">>();
  /** The matches as recorded; facts that do not change in a replay (kick-off dates, who plays where) come from here. */
  private readonly recorded: MatchView;
  /** The replay when a clock is set, else undefined (every answer as recorded). */
  private readonly replay: ReplayedMatches | undefined;
  /** The view the current call answers from, fixed for the call by asOfOneMoment. */
  private pinnedView: MatchView | undefined;
  private readonly statements: {
    newsCount: StatementSync;
    newsPage: StatementSync;
    newsItem: StatementSync;
  };

  constructor(db: DatabaseSync, options: { clock?: ReplayClock } = {}) {
    this.recorded = recordedView(db);
    this.replay = options.clock ? replayedMatches(this.recorded, options.clock) : undefined;
    this.teams = new Map((db.prepare("SELECT * FROM teams").all() as unknown as TeamRow[]).map((t) => [t.id, t]));
    this.pushGroups = db.prepare("SELECT * FROM push_groups ORDER BY position").all() as unknown as PushGroupRow[];
    this.competitionRows = new Map((db.prepare("SELECT * FROM competitions ORDER BY position").all() as unknown as CompetitionRow[]).map((c) => [c.id, c]));
    const rounds = db.prepare("SELECT * FROM rounds ORDER BY competition_id, round_index").all() as unknown as RoundRow[];
    this.roundsByCompetition = Map.groupBy(rounds, (r) => r.competition_id);
    const newsColumns = `n.news_id, n.type, n.provider, n.category_id, n.published_at, n.author,
      COALESCE(l.language, d.language) AS language, COALESCE(l.title, d.title) AS title,
      COALESCE(l.teaser, d.teaser) AS teaser, COALESCE(l.body_json, d.body_json) AS body_json
      FROM news n JOIN news_texts d ON d.news_id = n.news_id AND d.language = 'de'
      LEFT JOIN news_texts l ON l.news_id = n.news_id AND l.language = :lng`;
    this.statements = {
      newsCount: db.prepare("SELECT COUNT(*) AS total FROM news WHERE :category = 0 OR category_id = :category"),
      newsPage: db.prepare(
        `SELECT ${newsColumns} WHERE :category = 0 OR n.category_id = :category
         ORDER BY n.published_at DESC, n.news_id DESC LIMIT :limit OFFSET :offset`,
      ),
      newsItem: db.prepare(`SELECT ${newsColumns} WHERE n.news_id = :id`),
    };
  }

  // ── The moment answered ────────────────────────────────────────────────────────────────────────

  /** The matches as of now: the replay's current minute, or as recorded. */
  private view(): MatchView {
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

  // ── Competitions ───────────────────────────────────────────────────────────────────────────────

  competitions(language: Language): CompetitionsResponse {
    const competitions = [...this.competitionRows.values()].map((c) => this.toCompetition(c, language));
    return {
      pushgroups: this.pushGroups.map((g) => ({
        id: g.id,
        name: pick(g, language),
        slug: slugify(pick(g, language)),
        country_code: g.country_code,
        competition_ids: competitions.filter((c) => c.push_group_id === g.id).map((c) => c.id),
      })),
      competitions,
    };
  }

  private toCompetition(c: CompetitionRow, language: Language): Competition {
    let facts = this.competitionFacts.get(c.id);
    if (!facts) {
      // Facts of the schedule, the same at every moment of a replay.
      const matches = this.recorded.ofCompetition(c.id);
      facts = {
        has_table: this.tableMatches(c, this.recorded).length > 0,
        has_scorers: matches.some((m) => m.has_goal_events === 1),
        first_kickoff: matches[0]!.kickoff,
        last_kickoff: matches.at(-1)!.kickoff,
      };
      this.competitionFacts.set(c.id, facts);
    }
    const short = c[`short_${language}`];
    return {
      id: c.id,
      push_group_id: c.push_group_id,
      slug: slugify(short),
      name: pick(c, language),
      name_plural: c[`plural_${language}`],
      short_name: short,
      season: c.season,
      kind: c.kind,
      ...facts,
    };
  }

  private competition(id: number): CompetitionRow {
    const competition = this.competitionRows.get(id);
    if (!competition) throw new NotFoundError(`competition ${id} not found`);
    return competition;
  }

  private competitionMatches(competitionId: number): readonly MatchRow[] {
    return this.view().ofCompetition(competitionId);
  }

  // ── Matches ────────────────────────────────────────────────────────────────────────────────────

  matches(competitionId: number, language: Language, roundId?: number): MatchesResponse {
    this.competition(competitionId);
    const rounds = this.roundsByCompetition.get(competitionId) ?? [];
    if (roundId !== undefined && !rounds.some((r) => r.round_index === roundId)) {
      throw new NotFoundError(`round ${roundId} of competition ${competitionId} not found`);
    }
    const all = this.competitionMatches(competitionId);
    const byRound = Map.groupBy(all, (m) => m.round_index);
    const detailed = rounds.map((r) => this.toRoundDetailed(r, byRound.get(r.round_index) ?? [], language));
    // The current round is the last one under way: with a match decided, or in play during a replay.
    const lastPlayed = rounds.findLastIndex((r) => (byRound.get(r.round_index) ?? []).some((m) => STARTED_STATUSES.includes(m.status)));
    const currentRound = lastPlayed === -1 ? 1 : lastPlayed + 1;
    const shown = roundId ?? detailed[currentRound - 1]?.id;
    const data = shown === undefined ? [] : this.view().ofRound(competitionId, shown);
    return {
      data: data.map((m) => this.toMatch(m, language)),
      current_round: currentRound,
      selectable_rounds: detailed.filter((r) => r.match_count > 0).map((r) => r.id),
      rounds: detailed.map(({ id, name, slug }) => ({ id, name, slug })),
      rounds_detailed: detailed,
    };
  }

  private toRound(r: RoundRow, language: Language): Round {
    const name = pick(r, language);
    return { id: r.round_index, name, slug: slugify(name) };
  }

  private toRoundDetailed(r: RoundRow, matches: MatchRow[], language: Language): RoundDetailed {
    const decided = matches.filter((m) => DECIDED.includes(m.status)).length;
    const started = matches.filter((m) => STARTED_STATUSES.includes(m.status)).length;
    const closed = matches.filter((m) => CLOSED_STATUSES.includes(m.status)).length;
    return {
      ...this.toRound(r, language),
      stage: r.stage,
      matchday: r.matchday,
      leg: r.leg,
      first_kickoff: matches[0]!.kickoff,
      last_kickoff: matches.at(-1)!.kickoff,
      match_count: matches.length,
      finished_count: decided,
      state: started === 0 ? "not_started" : closed === matches.length ? "completed" : "in_progress",
    };
  }

  private toTeam(id: number, language: Language): Team {
    const team = this.teams.get(id)!;
    const name = pick(team, language);
    // The identity fields are API extensions: colours only as a pair, a flag only for national teams.
    return {
      id,
      name,
      slug: slugify(name),
      country_code: team.country_code,
      short_name: team[`short_${language}`],
      code: team.code,
      ...(team.color_primary && team.color_secondary ? { colors: [team.color_primary, team.color_secondary] as [string, string] } : {}),
      ...(team.flag ? { flag: team.flag } : {}),
    };
  }

  private toMatch(m: MatchRow, language: Language): Match {
    const home = this.toTeam(m.home_team_id, language);
    const away = this.toTeam(m.away_team_id, language);
    const score = {
      ht: pair(m.ht_home, m.ht_away),
      ft: pair(m.ft_home, m.ft_away),
      et: pair(m.et_home, m.et_away),
      penalties: pair(m.pen_home, m.pen_away),
    };
    return {
      id: m.id,
      slug: `${home.slug}-${away.slug}`,
      competition_id: m.competition_id,
      round_id: m.round_index,
      group: m.group_letter ? { name: groupName(m.group_letter, language), slug: slugify(groupName(m.group_letter, language)) } : null,
      kickoff: m.kickoff,
      status: m.status,
      ...(m.live ? { live: m.live } : {}),
      home,
      away,
      score,
      winner: DECIDED.includes(m.status) ? winnerOf(score.et ?? score.ft, score.penalties) : null,
      venue: m.venue,
    };
  }

  matchDetails(competitionId: number, matchId: number, language: Language): MatchDetailsResponse {
    const competition = this.competition(competitionId);
    const row = this.view().match(competitionId, matchId);
    if (!row) throw new NotFoundError(`match ${matchId} of competition ${competitionId} not found`);
    const round = this.roundsByCompetition.get(competitionId)!.find((r) => r.round_index === row.round_index)!;
    const running = { home: 0, away: 0 };
    const goals = this.view()
      .goalsOfMatch(competitionId, matchId)
      .map((g): GoalEvent => {
        running[g.side] += 1;
        return {
          side: g.side,
          scorer: g.scorer,
          minute: g.minute,
          stoppage: g.stoppage,
          penalty: g.penalty === 1,
          own_goal: g.own_goal === 1,
          score: { ...running },
        };
      });
    const short = competition[`short_${language}`];
    return {
      data: {
        match: this.toMatch(row, language),
        competition: { id: competition.id, name: pick(competition, language), short_name: short, slug: slugify(short) },
        round: this.toRound(round, language),
        goals_available: row.has_goal_events === 1,
        goals,
      },
    };
  }

  // ── Tables and scorers ─────────────────────────────────────────────────────────────────────────

  /** The matches a competition's tables count: those of its table stage (a league's season, a league phase, a group stage). */
  private tableMatches(c: CompetitionRow, view: MatchView = this.view()): MatchRow[] {
    const matches = view.ofCompetition(c.id);
    const rounds = this.roundsByCompetition.get(c.id) ?? [];
    const counted = new Set(rounds.filter((r) => r.stage === TABLE_STAGE[c.kind]).map((r) => r.round_index));
    return matches.filter((m) => counted.has(m.round_index));
  }

  table(competitionId: number, language: Language): TableResponse {
    const competition = this.competition(competitionId);
    const matches = this.tableMatches(competition);
    const groups =
      competition.kind === "tournament"
        ? [...Map.groupBy(matches, (m) => m.group_letter ?? "").entries()].sort(([a], [b]) => a.localeCompare(b))
        : matches.length > 0
          ? [["", matches] as const]
          : [];
    const data = groups.map(([letter, groupMatches]): TableGroup => {
      const name = letter ? groupName(letter, language) : competition.kind === "cup" ? leaguePhaseName(language) : null;
      const rows = computeTable(
        groupMatches.map((m) => ({
          home: m.home_team_id,
          away: m.away_team_id,
          status: m.status,
          result: pair(m.et_home, m.et_away) ?? pair(m.ft_home, m.ft_away),
        })),
        competition.tiebreak,
        (team) => this.teams.get(team)!.name_en,
      );
      return {
        name,
        slug: name === null ? null : slugify(name),
        rows: rows.map((r) => this.toTableRow(r, language)),
      };
    });
    return { data };
  }

  /** A computed standing as the API's table row. */
  private toTableRow(r: Standing<number>, language: Language): TableRow {
    return {
      position: r.position,
      team: this.toTeam(r.team, language),
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      goals_for: r.goalsFor,
      goals_against: r.goalsAgainst,
      goal_difference: r.goalDifference,
      points: r.points,
    };
  }

  scorers(competitionId: number, language: Language): ScorersResponse {
    this.competition(competitionId);
    const matches = new Map(this.competitionMatches(competitionId).map((m) => [m.id, m]));
    const goals = this.view()
      .goalsOfCompetition(competitionId)
      .map((g) => {
        const match = matches.get(g.match_id)!;
        const credited = g.side === "home" ? match.home_team_id : match.away_team_id;
        const opponent = g.side === "home" ? match.away_team_id : match.home_team_id;
        // An own goal counts for the side it is listed under; its scorer plays for the other side.
        return { scorer: g.scorer, team: g.own_goal === 1 ? opponent : credited, penalty: g.penalty === 1, ownGoal: g.own_goal === 1 };
      });
    return {
      data: computeScorers(goals).map((s) => ({
        rank: s.rank,
        name: s.name,
        team: this.toTeam(s.team, language),
        goals: s.goals,
        penalties: s.penalties,
      })),
    };
  }

  // ── Match context (extension) ──────────────────────────────────────────────────────────────────

  /** Table standing before kick-off, form, the season's other meetings and the rest of the round (match-context.ts). */
  matchContext(competitionId: number, matchId: number, language: Language): MatchContextResponse {
    const competition = this.competition(competitionId);
    const row = this.view().match(competitionId, matchId);
    if (!row) throw new NotFoundError(`match ${matchId} of competition ${competitionId} not found`);
    const competitionMatches = this.contextMatches(competitionId);
    const match = competitionMatches.find((m) => m.id === matchId) ?? contextMatch(row);
    // The table the match counts for: the league, the league phase, or its own group; none for a knockout round.
    const counted = new Set(this.tableMatches(competition).map((m) => m.id));
    const table = competitionMatches.filter((m) => counted.has(m.id) && m.row.group_letter === row.group_letter);
    const before = positionsBefore(match, table, competition.tiebreak, (team) => this.teams.get(team)!.name_en);
    const season = [...this.competitionRows.values()].filter((c) => c.season === competition.season);
    const seasonMatches = season.flatMap((c) => this.contextMatches(c.id));
    const toFormEntry = ({ match: m, side, result }: FormEntry<typeof match>) => {
      const shown = this.toMatch(m.row, language);
      return {
        match_id: shown.id,
        match_slug: shown.slug,
        kickoff: shown.kickoff,
        side,
        opponent: side === "home" ? shown.away : shown.home,
        score: shown.score,
        result,
      };
    };
    const form = (team: number) => recentForm(team, competitionMatches, row.kickoff).map(toFormEntry);
    const standing = (s: NonNullable<typeof before>["home"]) => ({
      position: s.position,
      played: s.played,
      points: s.points,
      goal_difference: s.goalDifference,
    });
    return {
      data: {
        before: before && { team_count: before.teamCount, home: standing(before.home), away: standing(before.away) },
        form: { home: form(row.home_team_id), away: form(row.away_team_id) },
        meetings: otherMeetings(match, seasonMatches).map(({ row: m }) => ({
          competition_id: m.competition_id,
          round: this.toRound(
            this.roundsByCompetition.get(m.competition_id)!.find((r) => r.round_index === m.round_index)!,
            language,
          ),
          match: this.toMatch(m, language),
        })),
        round_matches: otherMatchesOfRound(match, competitionMatches).map(({ row: m }) => this.toMatch(m, language)),
      },
    };
  }

  /** A competition's matches as match-context.ts reads them, made once per set of rows (the recorded ones, or one replayed minute's). */
  private readonly contextMatchesByRows = new WeakMap<readonly MatchRow[], readonly RowContextMatch[]>();

  private contextMatches(competitionId: number): readonly RowContextMatch[] {
    const rows = this.competitionMatches(competitionId);
    let matches = this.contextMatchesByRows.get(rows);
    if (!matches) {
      matches = rows.map(contextMatch);
      this.contextMatchesByRows.set(rows, matches);
    }
    return matches;
  }

  // ── Team pages (extension) ────────────────────────────────────────────────────────────────────

  /** Per team, the competitions it plays in (catalogue order); built on first use, the database never changes while open. */
  private teamCompetitionIds: Map<number, number[]> | undefined;

  private competitionsOfTeams(): Map<number, number[]> {
    if (!this.teamCompetitionIds) {
      const map = new Map<number, number[]>();
      for (const competitionId of this.competitionRows.keys()) {
        const teams = new Set(this.recorded.ofCompetition(competitionId).flatMap((m) => [m.home_team_id, m.away_team_id]));
        for (const team of teams) map.set(team, [...(map.get(team) ?? []), competitionId]);
      }
      this.teamCompetitionIds = map;
    }
    return this.teamCompetitionIds;
  }

  teamList(language: Language): TeamsResponse {
    const data = [...this.competitionsOfTeams()].map(([id, competition_ids]) => ({ ...this.toTeam(id, language), competition_ids }));
    return { data: data.sort((a, b) => a.name.localeCompare(b.name, language) || a.id - b.id) };
  }

  teamSeason(teamId: number, language: Language): TeamSeasonResponse {
    const competitionIds = this.competitionsOfTeams().get(teamId);
    if (!competitionIds) throw new NotFoundError(`team ${teamId} not found`);
    const competitions = competitionIds.map((competitionId) => {
      const c = this.competition(competitionId);
      return teamCompetitionSeason({
        teamId,
        competition: { id: c.id, kind: c.kind, tiebreak: c.tiebreak, hasTable: this.toCompetition(c, language).has_table },
        rounds: (this.roundsByCompetition.get(c.id) ?? []).map((r) => ({ ...this.toRound(r, language), stage: r.stage, matchday: r.matchday })),
        matches: this.competitionMatches(c.id).map((m) => this.toMatch(m, language)),
        tables: this.table(c.id, language).data,
        // The name the table call orders inseparable teams by, so both agree.
        teamName: (team) => this.teams.get(team)!.name_en,
      });
    });
    return { data: { team: this.toTeam(teamId, language), competitions } };
  }

  // ── Knockout (extension) ──────────────────────────────────────────────────────────────────────

  /** The knockout stages as ties in bracket order (knockout.ts); an empty list for a league. */
  knockout(competitionId: number, language: Language): KnockoutResponse {
    this.competition(competitionId);
    const rounds = (this.roundsByCompetition.get(competitionId) ?? []).filter((r) => isKnockoutStage(r.stage));
    const roundIndexes = new Set(rounds.map((r) => r.round_index));
    const matches = this.competitionMatches(competitionId)
      .filter((m) => roundIndexes.has(m.round_index))
      .map((m) => this.toMatch(m, language));
    const stages = knockoutStages(
      rounds.map((r) => ({ id: r.round_index, stage: r.stage })),
      matches,
      language,
      CURRENT_RULES,
    );
    return { data: { stages } };
  }

  // ── Standings (extension) ──────────────────────────────────────────────────────────────────────

  /** The regulation zones of each competition file (data/zones.json), read and validated with the store. */
  private readonly zones = loadZones();

  /**
   * The tables after a matchday (standings-views.ts): after the current one without `roundId`;
   * 404 for a competition without a table, or a round that is not a matchday of a league or league phase.
   */
  standings(competitionId: number, language: Language, roundId?: number): StandingsResponse {
    const competition = this.competition(competitionId);
    const rows = this.roundsByCompetition.get(competitionId) ?? [];
    const file = COMPETITIONS.find((c) => c.id === competitionId)?.file;
    const input: StandingsInput<number> = {
      kind: competition.kind,
      tiebreak: competition.tiebreak,
      rounds: rows.map((r) => ({ index: r.round_index, stage: r.stage, matchday: r.matchday })),
      matches: this.competitionMatches(competitionId).map((m) => ({
        id: m.id,
        roundIndex: m.round_index,
        group: m.group_letter,
        kickoff: m.kickoff,
        status: m.status,
        home: m.home_team_id,
        away: m.away_team_id,
        result: pair(m.et_home, m.et_away) ?? pair(m.ft_home, m.ft_away),
      })),
      zones: file === undefined ? undefined : this.zones.competitions[file]?.zones,
      // The name the table call orders inseparable teams by, so both agree.
      teamName: (team) => this.teams.get(team)!.name_en,
    };
    const matchdays = matchdayRounds(input);
    const round = roundId === undefined ? currentTableRound(input) : matchdays.find((r) => r.index === roundId);
    if (!round) {
      throw new NotFoundError(
        roundId === undefined ? `competition ${competitionId} has no table` : `round ${roundId} is not a matchday of competition ${competitionId}`,
      );
    }
    const standings = computeStandings(input, round);
    const toRound = (r: { index: number; matchday: number }) => ({
      ...this.toRound(
        rows.find((row) => row.round_index === r.index)!,
        language,
      ),
      matchday: r.matchday,
    });
    const toRows = (list: StandingsRow<number>[]): StandingsRowResponse[] =>
      list.map((r) => ({
        ...this.toTableRow(r, language),
        form: r.form.map((f) => ({
          result: f.result,
          match_id: f.matchId,
          opponent_id: f.opponent,
          venue: f.venue,
          goals_for: f.goalsFor,
          goals_against: f.goalsAgainst,
        })),
        zone: r.zone,
      }));
    return {
      data: {
        round: toRound(standings.round),
        final: standings.final,
        last_matchday: standings.lastMatchday,
        matchdays: matchdays.map(toRound),
        groups: standings.groups.map((g) => {
          const name = g.group ? groupName(g.group, language) : competition.kind === "cup" ? leaguePhaseName(language) : null;
          return {
            name,
            slug: name === null ? null : slugify(name),
            rows: toRows(g.rows),
            home: g.home && toRows(g.home),
            away: g.away && toRows(g.away),
          };
        }),
        zones: standings.legend,
      },
    };
  }

  // ── News ───────────────────────────────────────────────────────────────────────────────────────

  newsPage(filterId: number, page: number, language: Language): NewsListResponse {
    if (!newsFilterById(filterId)) throw new NotFoundError(`news filter ${filterId} not found`);
    const { total } = this.statements.newsCount.get({ category: filterId }) as { total: number };
    const rows = this.statements.newsPage.all({
      category: filterId,
      lng: language,
      limit: NEWS_PAGE_SIZE,
      offset: page * NEWS_PAGE_SIZE,
    }) as unknown as NewsRow[];
    return {
      data: rows.map((row) => ({ type: row.type, news: toNewsSummary(row, language) })),
      pagination: { page, page_size: NEWS_PAGE_SIZE, total_items: total, total_pages: Math.ceil(total / NEWS_PAGE_SIZE) },
    };
  }

  newsItem(newsId: number, language: Language): NewsItemResponse {
    const row = this.statements.newsItem.get({ id: newsId, lng: language }) as NewsRow | undefined;
    if (!row) throw new NotFoundError(`news ${newsId} not found`);
    return { data: { type: row.type, news: { ...toNewsSummary(row, language), body: JSON.parse(row.body_json) as string[] } } };
  }
}

function toNewsSummary(row: NewsRow, language: Language): NewsSummary {
  const category = newsFilterById(row.category_id)!;
  return {
    news_id: row.news_id,
    title: row.title,
    teaser: row.teaser,
    provider: row.provider,
    category: { id: category.id, slug: category.slug, name: category.names[language] },
    published_at: row.published_at,
    author: row.author,
    language: row.language,
  };
}

function winnerOf(result: ScorePair | null, penalties: ScorePair | null): "home" | "away" | null {
  const decisive = result && result.home === result.away ? penalties : result;
  if (!decisive || decisive.home === decisive.away) return null;
  return decisive.home > decisive.away ? "home" : "away";
}

/** A match row as match-context.ts reads it, keeping the row for the answer's shapes. */
type RowContextMatch = ContextMatch<number> & { row: MatchRow };

function contextMatch(m: MatchRow): RowContextMatch {
  return {
    id: m.id,
    competitionId: m.competition_id,
    roundIndex: m.round_index,
    kickoff: m.kickoff,
    status: m.status,
    home: m.home_team_id,
    away: m.away_team_id,
    result: pair(m.et_home, m.et_away) ?? pair(m.ft_home, m.ft_away),
    penalties: pair(m.pen_home, m.pen_away),
    row: m,
  };
}
