import { badgeFacts } from "#app/football/badge.ts";
import {
  finalScore,
  formatKickoffTime,
  formatMatchDate,
  isInPlay,
  liveStatus,
  liveStatusText,
  pairText,
  scoreFromSide,
  statusLabel,
} from "#app/football/format.ts";
import { HOME_TIME_ZONE, PUBLISHING_TIME_ZONE } from "#app/i18n/dates.ts";
import { getMessages } from "#app/i18n/messages/index.server.ts";
import { formatNumberText } from "#app/i18n/numbers.ts";
import { newsFilterBySlug, type ShownNews } from "#contract/news.ts";
import type { PlayerCareer } from "#contract/schemas-player.ts";
import type { Standings } from "#contract/schemas-standings.ts";
import type { TeamSeason } from "#contract/schemas-team.ts";
import type { Competition, MatchDetails, NewsArticle, Score, TableRow, Team } from "#contract/schemas.ts";
import type { Language } from "#lib/languages.ts";
import type { CardBadge, CardModel, CardTeam } from "./card-model.ts";
import { CARD_TEXTS } from "./card-texts.server.ts";

/**
 * The card models, built from the results API's answers. The page's loader calls the same builder
 * with the answer it rendered from (to name the card), the card route with the answer it loads
 * (to draw it): one builder, so both agree on the version as long as the answer is the same.
 */

/** A team as a card shows it: its full name and its flag or its club shield. */
export function cardTeam(team: Team): CardTeam {
  const facts = badgeFacts(team);
  const badge: CardBadge | null = team.flag ? { flag: team.flag } : facts ? { ...facts } : null;
  return { name: team.name, badge };
}

/** A match: both teams, the score (the kick-off time before it starts, the minute while it is played), competition and date. */
export function matchCard(details: MatchDetails, competition: Pick<Competition, "name">, language: Language): CardModel {
  const { match } = details;
  const messages = getMessages(language);
  const texts = CARD_TEXTS[language];
  const score = finalScore(match);
  const live = liveStatus(match, messages);
  const played = score !== null;
  const centre = score
    ? pairText(score, language)
    : match.status === "scheduled"
      ? formatKickoffTime(match.kickoff, language, HOME_TIME_ZONE[language])
      : "–:–";
  const status = live ? liveStatusText(live, language) : (statusLabel(match, language, messages) ?? (played ? texts.fullTime : texts.kickoff));
  return {
    language,
    kicker: `${competition.name} · ${details.round.name}`,
    footer: formatMatchDate(match.kickoff, language, HOME_TIME_ZONE[language]),
    body: { kind: "match", home: cardTeam(match.home), away: cardTeam(match.away), centre, status, live: isInPlay(match) },
  };
}

/** How many of a table's rows a card has room for. */
export const TABLE_CARD_ROWS = 6;

/** A table: its top rows (of the first group, named, for a tournament), with games played and points. */
export function tableCard(
  group: { name?: string | null; rows: readonly TableRow[] },
  competition: Pick<Competition, "name" | "season">,
  language: Language,
): CardModel {
  const texts = CARD_TEXTS[language];
  const { rows } = group;
  return {
    language,
    kicker: `${competition.name} · ${group.name ?? texts.table}`,
    footer: competition.season,
    body: {
      kind: "table",
      heads: { team: texts.team, played: texts.played, points: texts.points },
      rows: rows.slice(0, TABLE_CARD_ROWS).map((row) => ({ position: row.position, team: cardTeam(row.team), played: row.played, points: row.points })),
    },
  };
}

/** How many rows of each end of a table the live table card shows. */
export const PROJECTION_CARD_ENDS = 3;

/** A match in play as the live table card reads it: its score and who plays. */
export interface CardMatchInPlay {
  score: Score;
  home: { id: number };
  away: { id: number };
}

/**
 * The live table ("if it stays like this"): the top and the bottom of the current table (the first
 * group), each row with its move since the matchday began (from the standings' projection) and the
 * score of its match in play; undefined for a table of no rows and for a tournament's groups.
 */
export function projectionCard(
  standings: Standings,
  playing: readonly CardMatchInPlay[],
  competition: Pick<Competition, "name">,
  language: Language,
): CardModel | undefined {
  const texts = CARD_TEXTS[language];
  // A league's or league phase's one table: a tournament's groups have no table to project.
  const rows = standings.groups.length === 1 ? standings.groups[0]!.rows : [];
  if (rows.length === 0) return undefined;
  const ends = PROJECTION_CARD_ENDS;
  const shown = rows.length > 2 * ends ? [...rows.slice(0, ends), ...rows.slice(-ends)] : rows;
  const before = new Map(standings.projection?.rows.map((row) => [row.team_id, row.before]));
  const liveScore = (teamId: number) => {
    const match = playing.find((m) => m.home.id === teamId || m.away.id === teamId);
    const score = match && finalScore({ score: scoreFromSide(match.score, match.home.id === teamId ? "home" : "away") });
    return score ? pairText(score, language) : null;
  };
  return {
    language,
    kicker: `${competition.name} · ${texts.liveTable}`,
    footer: standings.round.name,
    body: {
      kind: "projection",
      heads: { team: texts.team, points: texts.points },
      rows: shown.map((row) => {
        const was = before.get(row.team.id);
        return {
          position: row.position,
          team: cardTeam(row.team),
          points: row.points,
          move: was === null || was === undefined ? null : was - row.position,
          live: liveScore(row.team.id),
        };
      }),
      gapAfter: shown.length < rows.length ? ends - 1 : null,
    },
  };
}

/** A team: its season line in its first competition (the league, in catalogue order): position, points, last results. */
export function teamCard(season: TeamSeason, competitions: readonly Pick<Competition, "id" | "name" | "season">[], language: Language): CardModel {
  const texts = CARD_TEXTS[language];
  const line = season.competitions[0];
  const competition = line && competitions.find((c) => c.id === line.competition_id);
  const figures = [];
  if (line?.position) figures.push({ label: texts.position, value: `${line.position.position}/${line.position.team_count}` });
  const points = line?.position?.points ?? line?.record.total.points;
  if (points !== undefined && points !== null) figures.push({ label: texts.points, value: formatNumberText(points, language) });
  return {
    language,
    kicker: competition?.name ?? "",
    footer: competition?.season ?? "",
    body: {
      kind: "team",
      team: cardTeam(season.team),
      figures,
      form: line && line.form.length > 0 ? { label: texts.form, results: line.form.map((entry) => entry.result), letters: texts.formLetters } : null,
    },
  };
}

/** A player: goals (and matches with a goal) over every competition, and the team. */
export function playerCard(career: PlayerCareer, language: Language): CardModel {
  const texts = CARD_TEXTS[language];
  return {
    language,
    kicker: texts.player,
    footer: career.player.team.name,
    body: {
      kind: "player",
      name: career.player.name,
      team: cardTeam(career.player.team),
      figures: [
        { label: texts.goals, value: formatNumberText(career.totals.goals, language) },
        { label: texts.matchesWithGoal, value: formatNumberText(career.totals.matches, language) },
      ],
    },
  };
}

/** A news article: its headline, its category (as the site names it) and its date. */
export function newsCard(news: Pick<ShownNews<NewsArticle>, "title" | "category" | "published_at">, language: Language): CardModel {
  return {
    language,
    kicker: newsFilterBySlug(news.category.slug)?.names[language] ?? news.category.name,
    footer: news.published_at === null ? "" : formatMatchDate(news.published_at, language, PUBLISHING_TIME_ZONE),
    body: { kind: "news", headline: news.title },
  };
}
