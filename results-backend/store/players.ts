import type { PlayerCompetition, PlayerGoal, PlayerResponse, PlayersResponse, PlayerTotals } from "#contract/schemas-player.ts";
import type { Language } from "#lib/languages.ts";
import { slugify } from "#lib/slug.ts";
import type { GoalRow, MatchRow } from "../match-rows.ts";
import { NotFoundError, type ResultsData } from "./results-data.ts";
import { toMatch, toTeam } from "./shapes.ts";

/**
 * The players (extensions `players` and `player`, docs/decisions/0115-player-pages.md): everyone
 * the goal events name. A player is a name within a team, the team being the one the player plays
 * for (an own goal is listed under the other side); spellings of a name whose slugs agree
 * ("Müller", "Muller") are one player, shown under the spelling the data uses most. The book is
 * built once from the recorded rows, so ids and slugs stay put while a replay runs; the goals an
 * answer lists are those of the moment answered.
 */

interface BookEntry {
  id: number;
  slug: string;
  teamId: number;
  /** The spellings the data uses, with how often. */
  spellings: Map<string, number>;
  name: string;
}

/** The key of a player: the team and the name's slug. */
const playerKey = (teamId: number, name: string) => `${teamId}\u0000${slugify(name)}`;

/** The team a goal's scorer plays for: the side it counts for, or the other one for an own goal. */
export function scorerTeam(goal: Pick<GoalRow, "side" | "own_goal">, match: Pick<MatchRow, "home_team_id" | "away_team_id">): number {
  const credited = goal.side === "home" ? match.home_team_id : match.away_team_id;
  const opponent = goal.side === "home" ? match.away_team_id : match.home_team_id;
  return goal.own_goal === 1 ? opponent : credited;
}

export class PlayerBook {
  private readonly byKey = new Map<string, BookEntry>();
  readonly entries: readonly BookEntry[];

  constructor(data: ResultsData) {
    const recorded = data.recorded;
    for (const competitionId of data.competitions.keys()) {
      const matches = new Map(recorded.ofCompetition(competitionId).map((m) => [m.id, m]));
      for (const goal of recorded.goalsOfCompetition(competitionId)) {
        const teamId = scorerTeam(goal, matches.get(goal.match_id)!);
        const key = playerKey(teamId, goal.scorer);
        let entry = this.byKey.get(key);
        if (!entry) {
          entry = { id: 0, slug: "", teamId, spellings: new Map(), name: goal.scorer };
          this.byKey.set(key, entry);
        }
        entry.spellings.set(goal.scorer, (entry.spellings.get(goal.scorer) ?? 0) + 1);
      }
    }
    this.mergeSurnames();
    // Ids in a fixed order (team, then name), so the same database gives the same ids.
    const sorted = [...new Set(this.byKey.values())]
      .map((entry) => [playerKey(entry.teamId, entry.name), entry] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, entry]) => entry);
    const taken = new Set<string>();
    sorted.forEach((entry, index) => {
      entry.id = index;
      // The fullest spelling (a surname merged into a full name shows the full name), then the most
      // frequent; a tie goes to the first in code-point order, for a fixed choice.
      const words = (name: string) => name.split(/\s+/).length;
      entry.name = [...entry.spellings].sort(([a, n], [b, m]) => words(b) - words(a) || m - n || (a < b ? -1 : 1))[0]![0];
      const code = data.teams.get(entry.teamId)!.code.toLowerCase();
      let slug = `${slugify(entry.name)}-${code}`;
      // Two teams may share a code (Brentford and Brest): the later one's players get the team's id too.
      if (taken.has(slug)) slug = `${slug}-${entry.teamId}`;
      taken.add(slug);
      entry.slug = slug;
    });
    this.entries = sorted;
  }

  /**
   * A surname alone (the Euro 2024 data's "Mbappé") joins the one player of the same team whose
   * full name ends with it ("Kylian Mbappé" in the World Cups): the same player across tournaments.
   * With no such player, or several ("Thomas Müller" and "Gerd Müller"), it stays a player of its own.
   */
  private mergeSurnames(): void {
    const entries = [...this.byKey.entries()];
    for (const [key, entry] of entries) {
      const surname = slugify(entry.name);
      if (surname.includes("-")) continue;
      const fullNames = entries.filter(([, other]) => other.teamId === entry.teamId && slugify(other.name).endsWith(`-${surname}`));
      if (fullNames.length !== 1) continue;
      const target = fullNames[0]![1];
      for (const [spelling, count] of entry.spellings) target.spellings.set(spelling, (target.spellings.get(spelling) ?? 0) + count);
      this.byKey.set(key, target);
    }
  }

  /** The slug of the player a goal event names (its scorer's team and name); undefined for a name the book does not know. */
  slugOf(teamId: number, name: string): string | undefined {
    return this.byKey.get(playerKey(teamId, name))?.slug;
  }

  entry(teamId: number, name: string): BookEntry | undefined {
    return this.byKey.get(playerKey(teamId, name));
  }
}

const emptyTotals = (): PlayerTotals => ({ goals: 0, penalties: 0, own_goals: 0, matches: 0 });

function addUp(goals: readonly PlayerGoal[]): PlayerTotals {
  const totals = emptyTotals();
  for (const goal of goals) {
    if (goal.own_goal) totals.own_goals += 1;
    else totals.goals += 1;
    if (goal.penalty && !goal.own_goal) totals.penalties += 1;
  }
  totals.matches = new Set(goals.map((g) => g.match.id)).size;
  return totals;
}

export function playerAnswers(data: ResultsData, book: () => PlayerBook) {
  /** Each player's goals as of the moment answered: per player id, per competition (catalogue order), the goal rows with their matches. */
  function goalsByPlayer(): Map<number, Map<number, { goal: GoalRow; match: MatchRow }[]>> {
    const players = book();
    const byPlayer = new Map<number, Map<number, { goal: GoalRow; match: MatchRow }[]>>();
    const view = data.view();
    for (const competitionId of data.competitions.keys()) {
      const matches = new Map(view.ofCompetition(competitionId).map((m) => [m.id, m]));
      for (const goal of view.goalsOfCompetition(competitionId)) {
        const match = matches.get(goal.match_id)!;
        const entry = players.entry(scorerTeam(goal, match), goal.scorer);
        if (!entry) continue;
        const competitions = byPlayer.get(entry.id) ?? new Map<number, { goal: GoalRow; match: MatchRow }[]>();
        byPlayer.set(entry.id, competitions);
        const list = competitions.get(competitionId) ?? [];
        competitions.set(competitionId, list);
        list.push({ goal, match });
      }
    }
    return byPlayer;
  }

  function playerList(language: Language): PlayersResponse {
    const entries = book().entries;
    const list = [...goalsByPlayer()].map(([id, competitions]) => {
      const entry = entries[id]!;
      const goals = [...competitions.values()].flat().filter(({ goal }) => goal.own_goal !== 1).length;
      return { id, slug: entry.slug, name: entry.name, team: toTeam(data, entry.teamId, language), competition_ids: [...competitions.keys()], goals };
    });
    return { data: list.sort((a, b) => a.name.localeCompare(b.name, language) || a.id - b.id) };
  }

  function player(playerId: number, language: Language): PlayerResponse {
    const entry = book().entries[playerId];
    const competitions = entry && goalsByPlayer().get(entry.id);
    if (!entry || !competitions) throw new NotFoundError(`player ${playerId} not found`);
    const seasons: PlayerCompetition[] = [...competitions].map(([competitionId, goals]) => {
      const shown = goals.map(({ goal, match }): PlayerGoal => ({
        match: toMatch(data, match, language),
        minute: goal.minute,
        stoppage: goal.stoppage,
        penalty: goal.penalty === 1,
        own_goal: goal.own_goal === 1,
      }));
      return { competition_id: competitionId, goals: shown, totals: addUp(shown) };
    });
    return {
      data: {
        player: { id: entry.id, slug: entry.slug, name: entry.name, team: toTeam(data, entry.teamId, language) },
        competitions: seasons,
        totals: addUp(seasons.flatMap((s) => s.goals)),
      },
    };
  }

  return { playerList, player };
}
