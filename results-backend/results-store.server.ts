import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { Language } from "../app/i18n/languages.ts";
import { slugify } from "../app/i18n/slug.ts";
import { NEWS_PAGE_SIZE } from "../app/results/api-calls.ts";
import { newsFilterById } from "../app/results/news.ts";
import type {
  Competition,
  CompetitionsResponse,
  GoalEvent,
  Match,
  MatchDetailsResponse,
  MatchesResponse,
  MatchStatus,
  NewsItemResponse,
  NewsListResponse,
  NewsSummary,
  Round,
  RoundDetailed,
  ScorePair,
  ScorersResponse,
  TableGroup,
  TableResponse,
  Team,
} from "../app/results/schemas.ts";
import { groupName, leaguePhaseName, type Stage } from "./rounds.ts";
import { computeScorers } from "./scorers.ts";
import { COUNTED_STATUSES, computeTable, type TiebreakRule } from "./standings.ts";

/**
 * Answers the API's questions from the database, in the requested language. The database never
 * changes while it is open, so the small, often used rows (teams, competitions, rounds) are read
 * once; matches, goals and news are queried per call. Tables, scorer lists and the current round
 * are computed here from the results.
 */

export class NotFoundError extends Error {
  override name = "NotFoundError";
}

type Names = { name_de: string; name_en: string; name_it: string };
const pick = (row: Names, language: Language): string => row[`name_${language}`];

interface TeamRow extends Names {
  id: number;
  country_code: string | null;
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
interface MatchRow {
  id: number;
  competition_id: number;
  round_index: number;
  group_letter: string | null;
  kickoff: string;
  status: MatchStatus;
  home_team_id: number;
  away_team_id: number;
  ht_home: number | null;
  ht_away: number | null;
  ft_home: number | null;
  ft_away: number | null;
  et_home: number | null;
  et_away: number | null;
  pen_home: number | null;
  pen_away: number | null;
  venue: string | null;
  has_goal_events: number;
}
interface GoalRow {
  match_id: number;
  side: "home" | "away";
  scorer: string;
  minute: number;
  stoppage: number | null;
  penalty: number;
  own_goal: number;
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
/** Matches that will not be played any more: a round made of these and decided ones is complete. */
const CLOSED: readonly MatchStatus[] = [...DECIDED, "canceled"];

const pair = (home: number | null, away: number | null): ScorePair | null => (home === null || away === null ? null : { home, away });

export class ResultsStore {
  private readonly teams: Map<number, TeamRow>;
  private readonly pushGroups: PushGroupRow[];
  private readonly competitionRows: Map<number, CompetitionRow>;
  private readonly roundsByCompetition: Map<number, RoundRow[]>;
  /** Per competition, computed on first use (the database does not change while open). */
  private readonly competitionFacts = new Map<number, Pick<Competition, "has_table" | "has_scorers" | "first_kickoff" | "last_kickoff">>();
  private readonly statements: {
    matchesOfCompetition: StatementSync;
    matchesOfRound: StatementSync;
    match: StatementSync;
    goalsOfMatch: StatementSync;
    goalsOfCompetition: StatementSync;
    newsCount: StatementSync;
    newsPage: StatementSync;
    newsItem: StatementSync;
  };

  constructor(db: DatabaseSync) {
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
      matchesOfCompetition: db.prepare("SELECT * FROM matches WHERE competition_id = ? ORDER BY kickoff, id"),
      matchesOfRound: db.prepare("SELECT * FROM matches WHERE competition_id = ? AND round_index = ? ORDER BY kickoff, id"),
      match: db.prepare("SELECT * FROM matches WHERE competition_id = ? AND id = ?"),
      goalsOfMatch: db.prepare("SELECT * FROM goals WHERE match_id = ? ORDER BY seq"),
      goalsOfCompetition: db.prepare(
        "SELECT g.* FROM goals g JOIN matches m ON m.id = g.match_id WHERE m.competition_id = ? ORDER BY m.kickoff, g.match_id, g.seq",
      ),
      newsCount: db.prepare("SELECT COUNT(*) AS total FROM news WHERE :category = 0 OR category_id = :category"),
      newsPage: db.prepare(
        `SELECT ${newsColumns} WHERE :category = 0 OR n.category_id = :category
         ORDER BY n.published_at DESC, n.news_id DESC LIMIT :limit OFFSET :offset`,
      ),
      newsItem: db.prepare(`SELECT ${newsColumns} WHERE n.news_id = :id`),
    };
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
      const matches = this.competitionMatches(c.id);
      facts = {
        has_table: this.tableMatches(c).length > 0,
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

  private competitionMatches(competitionId: number): MatchRow[] {
    return this.statements.matchesOfCompetition.all(competitionId) as unknown as MatchRow[];
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
    const lastPlayed = detailed.findLastIndex((r) => r.finished_count > 0);
    const currentRound = lastPlayed === -1 ? 1 : lastPlayed + 1;
    const shown = roundId ?? detailed[currentRound - 1]?.id;
    const data = shown === undefined ? [] : (this.statements.matchesOfRound.all(competitionId, shown) as unknown as MatchRow[]);
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
    const closed = matches.filter((m) => CLOSED.includes(m.status)).length;
    return {
      ...this.toRound(r, language),
      stage: r.stage,
      matchday: r.matchday,
      leg: r.leg,
      first_kickoff: matches[0]!.kickoff,
      last_kickoff: matches.at(-1)!.kickoff,
      match_count: matches.length,
      finished_count: decided,
      state: decided === 0 ? "not_started" : closed === matches.length ? "completed" : "in_progress",
    };
  }

  private toTeam(id: number, language: Language): Team {
    const team = this.teams.get(id)!;
    const name = pick(team, language);
    return { id, name, slug: slugify(name), country_code: team.country_code };
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
      home,
      away,
      score,
      winner: DECIDED.includes(m.status) ? winnerOf(score.et ?? score.ft, score.penalties) : null,
      venue: m.venue,
    };
  }

  matchDetails(competitionId: number, matchId: number, language: Language): MatchDetailsResponse {
    const competition = this.competition(competitionId);
    const row = this.statements.match.get(competitionId, matchId) as MatchRow | undefined;
    if (!row) throw new NotFoundError(`match ${matchId} of competition ${competitionId} not found`);
    const round = this.roundsByCompetition.get(competitionId)!.find((r) => r.round_index === row.round_index)!;
    const running = { home: 0, away: 0 };
    const goals = (this.statements.goalsOfMatch.all(matchId) as unknown as GoalRow[]).map((g): GoalEvent => {
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

  /** The matches a competition's tables count: all of a league, the league phase or group stage otherwise. */
  private tableMatches(c: CompetitionRow): MatchRow[] {
    const matches = this.competitionMatches(c.id);
    if (c.kind === "league") return matches;
    const stages = new Set<Stage>(c.kind === "tournament" ? ["group_stage"] : ["league_phase"]);
    const rounds = this.roundsByCompetition.get(c.id) ?? [];
    const counted = new Set(rounds.filter((r) => stages.has(r.stage)).map((r) => r.round_index));
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
        rows: rows.map((r) => ({
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
        })),
      };
    });
    return { data };
  }

  scorers(competitionId: number, language: Language): ScorersResponse {
    this.competition(competitionId);
    const matches = new Map(this.competitionMatches(competitionId).map((m) => [m.id, m]));
    const goals = (this.statements.goalsOfCompetition.all(competitionId) as unknown as GoalRow[]).map((g) => {
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
