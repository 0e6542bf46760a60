import type { ScorersResponse } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import { slugify } from "#lib/slug.ts";
import { computeScorers } from "../scorers.ts";
import type { PlayerBook } from "./players.ts";
import type { ResultsData } from "./results-data.ts";
import { toTeam } from "./shapes.ts";

/**
 * A competition's top scorers (`scorers`), computed from its goal events as of the moment answered
 * (scorers.ts), each player as the player pages know them (players.ts): one row per player page.
 */
export function scorerAnswers(data: ResultsData, players: () => PlayerBook) {
  function scorers(competitionId: number, language: Language): ScorersResponse {
    data.competition(competitionId);
    const matches = new Map(data.competitionMatches(competitionId).map((m) => [m.id, m]));
    const goals = data
      .view()
      .goalsOfCompetition(competitionId)
      .map((g) => {
        const match = matches.get(g.match_id)!;
        const credited = g.side === "home" ? match.home_team_id : match.away_team_id;
        const opponent = g.side === "home" ? match.away_team_id : match.home_team_id;
        // An own goal counts for the side it is listed under; its scorer plays for the other side.
        const team = g.own_goal === 1 ? opponent : credited;
        // Spellings of one name ("Ritsu Doan", "Ritsu Dōan") count as one player, under the player page's
        // spelling; a surname alone keeps it ("Gakpo" in the Euro's list, though its page says "Cody Gakpo").
        const known = players().entry(team, g.scorer)?.name;
        const scorer = known && slugify(known) === slugify(g.scorer) ? known : g.scorer;
        return { scorer, team, penalty: g.penalty === 1, ownGoal: g.own_goal === 1 };
      });
    return {
      data: computeScorers(goals).map((s) => {
        const slug = players().slugOf(s.team, s.name);
        return {
          rank: s.rank,
          name: s.name,
          team: toTeam(data, s.team, language),
          goals: s.goals,
          penalties: s.penalties,
          ...(slug ? { player_slug: slug } : {}),
        };
      }),
    };
  }

  return { scorers };
}
