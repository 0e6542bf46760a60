import { IN_PLAY_STATUSES, type MatchStatus } from "#contract/match-status.ts";
import type { PlayerCareer, PlayerListEntry } from "#contract/schemas-player.ts";
import type { CompetitionsResponse, Match, MatchDetails, MatchesResponse, Scorer } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import type { TtlCache } from "#lib/ttl-cache.server.ts";
import { ResultsApiError } from "./client.server.ts";
import { type DerivedPlayer, type EventGoal, goalsOfMatch, playersFromGoals, scorersFromGoals } from "./derived-scorers.ts";

/**
 * Scorers and player pages for a backend whose matches carry goal events but which sends no
 * scorers (an empty list or a 404) or no players (docs/decisions/0105-scorer-ranking.md, ADR 0119):
 * they are derived from the details of the competition's matches that have goals. What a backend
 * sends is always used as sent; the derivation only fills what it leaves empty.
 *
 * The derived answers are cached like the backend's, under keys `forgetCompetition` drops with the
 * competition's (`{lng}:scorers:{id}:events`, `{lng}:players:events`), and loaded through a source
 * without the visitor's headers or the render's deadline: they are everyone's, and a load that
 * outlives one render is finished for the next.
 */

/** The source calls the derivation reads and fills. */
export interface EventReader {
  getCompetitions(): Promise<CompetitionsResponse>;
  getMatches(competitionId: number, roundId?: number): Promise<MatchesResponse>;
  getMatchDetails(competitionId: number, matchId: number): Promise<MatchDetails>;
  getScorers(competitionId: number): Promise<Scorer[]>;
  getPlayers(): Promise<PlayerListEntry[] | undefined>;
  getPlayer(playerId: number): Promise<PlayerCareer | undefined>;
}

export interface EventDerivation {
  lng: Language;
  cache: TtlCache;
  /** How long a derived answer is kept (the scorers' lifetime). */
  ttlMs: number;
  /** A source of the same language without the visitor's headers or a deadline. */
  reader: () => EventReader;
}

/** Matches whose details may hold goals: played or under way, with a goal on the scoreboard. */
const PLAYED: readonly MatchStatus[] = ["finished", ...IN_PLAY_STATUSES];
/** Backend calls at once while deriving: a competition's rounds and details are many small answers. */
const CALLS_AT_ONCE = 4;

function hasGoals(match: Match): boolean {
  const { ft, et } = match.score;
  return PLAYED.includes(match.status) && ((ft?.home ?? 0) + (ft?.away ?? 0) > 0 || (et?.home ?? 0) + (et?.away ?? 0) > 0);
}

async function mapAtMost<T, R>(items: readonly T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const isNotFound = (error: unknown) => error instanceof ResultsApiError && error.status === 404;

async function orUndefinedOn404<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** Every goal of a competition, from the details of its matches with goals; none when its data has no goal events. */
export async function loadCompetitionGoals(reader: EventReader, competitionId: number): Promise<EventGoal[]> {
  const current = await reader.getMatches(competitionId);
  const rounds = await mapAtMost(current.selectable_rounds, CALLS_AT_ONCE, async (roundId) =>
    roundId === current.current_round - 1 ? current : await reader.getMatches(competitionId, roundId),
  );
  const withGoals = [...new Map(rounds.flatMap((round) => round.data.filter(hasGoals)).map((match) => [match.id, match])).values()];
  if (withGoals.length === 0) return [];
  // `goals_available` is the competition's: one match's details tell whether asking for the others is worth it.
  const first = await orUndefinedOn404(() => reader.getMatchDetails(competitionId, withGoals[0]!.id));
  if (first && !first.goals_available) return [];
  const rest = await mapAtMost(withGoals.slice(1), CALLS_AT_ONCE, (match) => orUndefinedOn404(() => reader.getMatchDetails(competitionId, match.id)));
  return [first, ...rest].flatMap((details) => (details ? goalsOfMatch(details) : []));
}

/** `source` with scorers and players derived from match events where the backend sends none. */
export function withScorersFromEvents<S extends EventReader>(source: S, derivation: EventDerivation): S {
  const { lng, cache, ttlMs } = derivation;
  const competitionGoals = (competitionId: number) =>
    cache.get(`${lng}:scorers:${competitionId}:events`, ttlMs, () => loadCompetitionGoals(derivation.reader(), competitionId));

  const derivedPlayers = () =>
    cache.get(`${lng}:players:events`, ttlMs, async (): Promise<DerivedPlayer[]> => {
      const { competitions } = await derivation.reader().getCompetitions();
      const withScorers = competitions.filter((competition) => competition.has_scorers);
      const goals = await mapAtMost(withScorers, 1, (competition) => competitionGoals(competition.id));
      return playersFromGoals(
        goals.flat(),
        competitions.map((competition) => competition.id),
      );
    });

  /** The backend's players, or undefined when it sends none (no players call, or an empty list). */
  const backendPlayers = async () => {
    const players = await source.getPlayers();
    return players?.length ? players : undefined;
  };

  return {
    ...source,
    async getScorers(competitionId: number): Promise<Scorer[]> {
      const answered = await orUndefinedOn404(() => source.getScorers(competitionId));
      if (answered?.length) return answered;
      const competition = (await source.getCompetitions()).competitions.find((c) => c.id === competitionId);
      if (!competition) {
        if (answered) return answered;
        throw new ResultsApiError(404, `competition ${competitionId} is not in the catalogue`);
      }
      // A competition whose data has no goal events says so: nothing to derive.
      if (!competition.has_scorers) return answered ?? [];
      return scorersFromGoals(await competitionGoals(competitionId));
    },

    async getPlayers(): Promise<PlayerListEntry[] | undefined> {
      return (await backendPlayers()) ?? (await derivedPlayers()).map((player) => player.entry);
    },

    async getPlayer(playerId: number): Promise<PlayerCareer | undefined> {
      if (await backendPlayers()) return source.getPlayer(playerId);
      return (await derivedPlayers()).find((player) => player.entry.id === playerId)?.career;
    },
  };
}
