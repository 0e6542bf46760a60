import { derivedSlug } from "#contract/derived-fields.ts";
import type { GoalKind } from "#contract/schemas-match-events.ts";
import type { PlayerCareer, PlayerCompetition, PlayerGoal, PlayerListEntry, PlayerTotals } from "#contract/schemas-player.ts";
import type { Match, MatchDetails, Scorer, Team } from "#contract/schemas.ts";

/**
 * Top scorers and players derived from match events, for a backend that sends goals with its
 * matches' details but no scorers list or player calls (docs/decisions/0105-scorer-ranking.md,
 * docs/decisions/0119-match-events-line-ups-and-statistics.md). Pure: the cached source
 * (`scorers-from-events.server.ts`) loads the details and hands them here.
 *
 * A player is a name within a team, known by its slug: the event's when the backend names one,
 * else the embedded backend's rule (the name's slug and the team's code, `contract/schemas-player.ts`),
 * so spellings that share a slug are one player.
 */

export interface EventPlayerRef {
  name: string;
  slug: string;
  team: Team;
}

/** One goal of a match as the derivation reads it, from the events extension or the plain goals list. */
export interface EventGoal {
  competitionId: number;
  match: Match;
  minute: number;
  stoppage: number | null;
  kind: GoalKind;
  /** For an own goal: a player of the side the goal does not count for. */
  scorer: EventPlayerRef;
  assist: EventPlayerRef | null;
}

const otherSide = (side: "home" | "away") => (side === "home" ? "away" : "home");

/** The embedded backend's player slug: the name's slug and the team's code (a team without one: its slug). */
export function playerSlugOf(name: string, team: Team): string {
  return `${derivedSlug(name, "player")}-${team.code?.toLowerCase() ?? team.slug}`;
}

function playerRef(name: string, slug: string | undefined, team: Team): EventPlayerRef {
  return { name, slug: slug ?? playerSlugOf(name, team), team };
}

/** A match's goals: the events' (with kind and assist) where sent, else the goals list; none where the data has no goal events. */
export function goalsOfMatch(details: MatchDetails): EventGoal[] {
  if (!details.goals_available) return [];
  const { match } = details;
  const base = { competitionId: match.competition_id, match };
  if (details.events?.goals) {
    return details.events.goals.map((goal) => {
      // The scorer of an own goal plays for the side the goal does not count for; an assist is the scoring side's.
      const scorerTeam = match[goal.kind === "own_goal" ? otherSide(goal.side) : goal.side];
      return {
        ...base,
        minute: goal.minute,
        stoppage: goal.stoppage ?? null,
        kind: goal.kind,
        scorer: playerRef(goal.scorer.name, goal.scorer.slug, scorerTeam),
        assist: goal.assist && goal.kind !== "own_goal" ? playerRef(goal.assist.name, goal.assist.slug, match[goal.side]) : null,
      };
    });
  }
  return details.goals.map((goal) => ({
    ...base,
    minute: goal.minute,
    stoppage: goal.stoppage,
    kind: goal.own_goal ? "own_goal" : goal.penalty ? "penalty" : "normal",
    scorer: playerRef(goal.scorer, goal.player_slug, match[goal.own_goal ? otherSide(goal.side) : goal.side]),
    assist: null,
  }));
}

/** A player's tally while counting; `spellings` picks the most frequent spelling of the name. */
interface Tally {
  slug: string;
  team: Team;
  spellings: Map<string, number>;
  goals: number;
  penalties: number;
  assists: number;
}

function tallyOf(tallies: Map<string, Tally>, player: EventPlayerRef): Tally {
  let tally = tallies.get(player.slug);
  if (!tally) {
    tally = { slug: player.slug, team: player.team, spellings: new Map(), goals: 0, penalties: 0, assists: 0 };
    tallies.set(player.slug, tally);
  }
  return tally;
}

/** The most frequent of a player's spellings (the first seen of equally frequent ones). */
function mostFrequent(spellings: ReadonlyMap<string, number>): string {
  let best = "";
  let most = 0;
  for (const [name, count] of spellings) if (count > most) [best, most] = [name, count];
  return best;
}

/**
 * The scorers of a competition's goals, by the rule of ADR 0105: own goals never count for the
 * scorer; players with as many goals share a rank ("1, 1, 3"); within a rank more assists first
 * (where the events name them), then fewer penalties, then the name. `assists` is set on every row
 * when any goal names its assist, and left out when none does (the data has no assists).
 */
export function scorersFromGoals(goals: readonly EventGoal[]): Scorer[] {
  const tallies = new Map<string, Tally>();
  for (const goal of goals) {
    if (goal.kind === "own_goal") continue;
    const scorer = tallyOf(tallies, goal.scorer);
    scorer.spellings.set(goal.scorer.name, (scorer.spellings.get(goal.scorer.name) ?? 0) + 1);
    scorer.goals++;
    if (goal.kind === "penalty") scorer.penalties++;
    if (goal.assist) tallyOf(tallies, goal.assist).assists++;
  }
  const withAssists = goals.some((goal) => goal.assist !== null);
  const rows = [...tallies.values()]
    .filter((tally) => tally.goals > 0)
    .map((tally) => ({ tally, name: mostFrequent(tally.spellings) }))
    .sort(
      (a, b) => b.tally.goals - a.tally.goals || b.tally.assists - a.tally.assists || a.tally.penalties - b.tally.penalties || a.name.localeCompare(b.name),
    );
  let rank = 0;
  return rows.map(({ tally, name }, index) => {
    if (index === 0 || rows[index - 1]!.tally.goals !== tally.goals) rank = index + 1;
    return {
      rank,
      name,
      team: tally.team,
      goals: tally.goals,
      penalties: tally.penalties,
      ...(withAssists ? { assists: tally.assists } : {}),
      player_slug: tally.slug,
    };
  });
}

/** A derived player: the players call's entry and the player call's answer. */
export interface DerivedPlayer {
  entry: PlayerListEntry;
  career: PlayerCareer;
}

/**
 * A stable id for a derived player: a hash of the slug (31 bits, FNV-1a), moved on past ids
 * already `taken`. The card and player calls name players by id, so the id must outlive a reload.
 */
export function derivedPlayerId(slug: string, taken: ReadonlySet<number>): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) hash = Math.imul(hash ^ slug.charCodeAt(i), 0x01000193);
  let id = hash & 0x7fffffff;
  while (taken.has(id)) id = (id + 1) & 0x7fffffff;
  return id;
}

function totalsOf(goals: readonly PlayerGoal[]): PlayerTotals {
  const counted = goals.filter((goal) => !goal.own_goal);
  return {
    goals: counted.length,
    penalties: counted.filter((goal) => goal.penalty).length,
    own_goals: goals.length - counted.length,
    matches: new Set(goals.map((goal) => goal.match.id)).size,
  };
}

/**
 * Every player with a goal or an own goal in `goals` (the goals of several competitions), by name,
 * each with their goals per competition in `competitionOrder` (the catalogue's), by kick-off and
 * then in match order, as the players and player calls answer.
 */
export function playersFromGoals(goals: readonly EventGoal[], competitionOrder: readonly number[]): DerivedPlayer[] {
  const byPlayer = new Map<string, EventGoal[]>();
  for (const goal of goals) byPlayer.set(goal.scorer.slug, [...(byPlayer.get(goal.scorer.slug) ?? []), goal]);
  const order = (competitionId: number) => competitionOrder.indexOf(competitionId);
  const taken = new Set<number>();
  const players = [...byPlayer.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([slug, own]) => {
      const id = derivedPlayerId(slug, taken);
      taken.add(id);
      const spellings = new Map<string, number>();
      for (const goal of own) spellings.set(goal.scorer.name, (spellings.get(goal.scorer.name) ?? 0) + 1);
      const player = { id, slug, name: mostFrequent(spellings), team: own[0]!.scorer.team };
      const competitionIds = [...new Set(own.map((goal) => goal.competitionId))].sort((a, b) => order(a) - order(b));
      const competitions: PlayerCompetition[] = competitionIds.map((competitionId) => {
        const playerGoals = own
          .filter((goal) => goal.competitionId === competitionId)
          // Stable: goals of one match keep their match order.
          .sort((a, b) => Date.parse(a.match.kickoff) - Date.parse(b.match.kickoff))
          .map((goal) => ({
            match: goal.match,
            minute: goal.minute,
            stoppage: goal.stoppage,
            penalty: goal.kind === "penalty",
            own_goal: goal.kind === "own_goal",
          }));
        return { competition_id: competitionId, goals: playerGoals, totals: totalsOf(playerGoals) };
      });
      const totals = totalsOf(competitions.flatMap((competition) => competition.goals));
      return { entry: { ...player, competition_ids: competitionIds, goals: totals.goals }, career: { player, competitions, totals } };
    });
  return players.sort((a, b) => a.entry.name.localeCompare(b.entry.name));
}
