/**
 * Top-scorer lists, computed from goal events (never typed in). Own goals do not count for the
 * player who scored them; penalties count (and are reported separately); shoot-outs are not goal
 * events. Players with the same number of goals share a rank ("1, 2, 2, 4"), and within it are
 * ordered by fewer penalties, then by name (docs/decisions/0105-scorer-ranking.md).
 */

export interface ScorerGoal<TeamId> {
  scorer: string;
  /** The scorer's own team (for goal events this is the team the goal counts for). */
  team: TeamId;
  penalty: boolean;
  ownGoal: boolean;
}

export interface ScorerStanding<TeamId> {
  rank: number;
  name: string;
  team: TeamId;
  goals: number;
  penalties: number;
}

export function computeScorers<TeamId>(goals: readonly ScorerGoal<TeamId>[]): ScorerStanding<TeamId>[] {
  const players = new Map<string, Omit<ScorerStanding<TeamId>, "rank">>();
  for (const goal of goals) {
    if (goal.ownGoal) continue;
    // A player is a name within a team: the Euro data lists surnames only, shared across teams.
    const key = `${String(goal.team)}\u0000${goal.scorer}`;
    const player = players.get(key) ?? { name: goal.scorer, team: goal.team, goals: 0, penalties: 0 };
    player.goals += 1;
    if (goal.penalty) player.penalties += 1;
    players.set(key, player);
  }
  const sorted = [...players.values()].sort((a, b) => b.goals - a.goals || a.penalties - b.penalties || a.name.localeCompare(b.name, "de"));
  let rank = 0;
  return sorted.map((player, index) => {
    if (index === 0 || sorted[index - 1]!.goals !== player.goals) rank = index + 1;
    return { rank, ...player };
  });
}
