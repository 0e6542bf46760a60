import { isInPlay } from "#app/football/format.ts";
import type { ResultsSource } from "#app/results-api/results-source.server.ts";
import { isNotFound } from "#app/results-api/results-source.server.ts";
import { matchCard, newsCard, playerCard, projectionCard, tableCard, teamCard } from "./card-data.server.ts";
import type { CardAddress, CardModel } from "./card-model.ts";

/**
 * The current model of the card at `address`, loaded from the same cached results source the pages
 * read: undefined when what it names does not exist (an unknown match, a match of another
 * competition, a competition without a table): the card is then a 404 and nothing is drawn. A
 * failing backend throws: the card route answers 503.
 */
export async function loadCardModel(source: ResultsSource, address: CardAddress): Promise<CardModel | undefined> {
  try {
    return await load(source, address);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

async function load(source: ResultsSource, { language, kind, ids }: CardAddress): Promise<CardModel | undefined> {
  const [id, second] = ids as [number, number | undefined];
  switch (kind) {
    case "match": {
      const competition = (await source.getCompetitions()).competitions.find((c) => c.id === id);
      if (!competition || second === undefined) return undefined;
      const details = await source.getMatchDetails(competition.id, second);
      return details.competition.id === competition.id ? matchCard(details, competition, language) : undefined;
    }
    case "table": {
      const competition = (await source.getCompetitions()).competitions.find((c) => c.id === id);
      if (!competition) return undefined;
      const group = await firstTableGroup(source, competition.id);
      return group && group.rows.length > 0 ? tableCard(group, competition, language) : undefined;
    }
    case "projection": {
      const competition = (await source.getCompetitions()).competitions.find((c) => c.id === id);
      const standings = competition && (await source.getStandings(competition.id));
      if (!competition || !standings) return undefined;
      // The matches of the current round in play, as the table tab reads them to mark their teams.
      const playing = (await source.getMatches(competition.id)).data.filter((match) => isInPlay(match));
      return projectionCard(standings, playing, competition, language);
    }
    case "team": {
      const season = await source.getTeamSeason(id);
      return season && teamCard(season, (await source.getCompetitions()).competitions, language);
    }
    case "player": {
      const career = await source.getPlayer(id);
      return career && playerCard(career, language);
    }
    case "news":
      return newsCard((await source.getNewsItem(id)).news, language);
  }
}

/** The first group of a competition's current table as its table tab shows it: the standings extension's, else the table call's. */
async function firstTableGroup(source: ResultsSource, competitionId: number) {
  const standings = await source.getStandings(competitionId);
  if (standings) return standings.groups[0];
  return (await source.getTable(competitionId))[0];
}
