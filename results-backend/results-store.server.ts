import type { DatabaseSync } from "node:sqlite";
import type { ReplayClock } from "./replay-clock.ts";
import { competitionAnswers } from "./store/competitions.ts";
import { dayAnswers } from "./store/days.ts";
import { knockoutAnswers } from "./store/knockout.ts";
import { matchDetailAnswers } from "./store/match-details.ts";
import { matchAnswers } from "./store/matches.ts";
import { newsAnswers } from "./store/news.ts";
import { PlayerBook, playerAnswers } from "./store/players.ts";
import { ResultsData } from "./store/results-data.ts";
import { scorerAnswers } from "./store/scorers.ts";
import { tableAnswers } from "./store/tables.ts";
import { teamAnswers } from "./store/teams.ts";

export { NotFoundError } from "./store/results-data.ts";

/**
 * Answers the API's questions from the database, in the requested language: one module per
 * resource under store/ (competitions, matches and rounds, the matches of a day, match details and context, tables and
 * standings, scorers, knockout, teams, players, news), over the rows and the moment they share
 * (store/results-data.ts). The dispatcher (handler.server.ts) calls the methods here; an unknown
 * id throws NotFoundError (404).
 */
export class ResultsStore {
  private readonly data: ResultsData;

  readonly competitions;
  readonly matches;
  readonly matchDetails;
  readonly matchContext;
  readonly table;
  readonly standings;
  readonly scorers;
  readonly knockout;
  readonly teamList;
  readonly teamSeason;
  readonly playerList;
  readonly player;
  readonly newsPage;
  readonly newsItem;
  readonly day;
  readonly today;

  /**
   * `clock`: the replay clock (RESULTS_CLOCK), every answer as of its moment; `now`: the real clock,
   * whose day is "today" without a replay (tests fix it).
   */
  constructor(db: DatabaseSync, options: { clock?: ReplayClock; now?: () => number } = {}) {
    const data = new ResultsData(db, options);
    const competitions = competitionAnswers(data);
    const tables = tableAnswers(data);
    const details = matchDetailAnswers(data, () => players());
    const teams = teamAnswers(data, competitions, tables);
    const news = newsAnswers(db, () => data.moment());
    // The players the goal events name, read on first use (a page that never shows a scorer never builds it).
    let book: PlayerBook | undefined;
    const players = () => (book ??= new PlayerBook(data));
    const playerCalls = playerAnswers(data, players);
    this.data = data;
    this.competitions = competitions.competitions;
    this.matches = matchAnswers(data).matches;
    this.matchDetails = details.matchDetails;
    this.matchContext = details.matchContext;
    this.table = tables.table;
    this.standings = tables.standings;
    this.scorers = scorerAnswers(data, () => players()).scorers;
    this.knockout = knockoutAnswers(data).knockout;
    this.teamList = teams.teamList;
    this.teamSeason = teams.teamSeason;
    this.playerList = playerCalls.playerList;
    this.player = playerCalls.player;
    this.newsPage = news.newsPage;
    this.newsItem = news.newsItem;
    const days = dayAnswers(data, options.now);
    this.day = days.day;
    this.today = days.today;
  }

  /** Runs `answer` as of one moment of the replay clock (store/results-data.ts); as recorded without one. */
  asOfOneMoment<T>(answer: () => T): T {
    return this.data.asOfOneMoment(answer);
  }

  /** The replayed minute answers are for (minutes since the epoch); null when answering as recorded. */
  moment(): number | null {
    return this.data.moment();
  }
}
